/**
 * `@lendview/screens`: the provider and every helper. The built file has no `'use client'`: the
 * helpers (`./server`) run in a React Server Component as they are, and only the provider's own
 * file carries the directive, so a server component that imports `LendviewProvider` from here
 * gets a client reference to it (see docs/frameworks.md).
 */
export * from './server';
export { LendviewProvider, useLendview, type LendviewConfig, type LendviewProviderProps, type Navigate } from './core/provider';
