/**
 * `@lendview/screens/server`: every helper of the SDK that is not a component, with no React in
 * its import graph and no `'use client'`: what a React Server Component, a route handler, a Node
 * script or an edge worker may call (the session and market of a request, the paths, the data
 * store, server URL checks, formatting, message overrides). The browser may import it too; the
 * root entry re-exports all of it. Each screen's loader is its own plain entry
 * (`@lendview/screens/<id>/load`).
 */
export { createDataStore, defineLoader, type DataStore, type LoadContext, type Loader, type PreloadContext } from './core/data';
export { formatDate, formatMoney } from './core/format-values';
export { marketFromQuery, marketLocale, type Market } from './core/market';
export { checkServerUrl, RedirectError } from './core/redirect';
export type { ColorScheme, Theme, ThemeColors } from './core/theme';
export { overrideMessages, type MessageOverrides } from './core/messages';
export type { BridgeAction, HostCallbacks, ScreenAction, ScreenView } from './core/host-callbacks';
export { NUMBER_PLANS, parseSession, sessionQuery, withQuery, type NumberPlan, type Session } from '@lendview/api';
export { DEFAULT_PATHS, type Paths } from './core/paths';
export { SCREEN_PATHS, type ScreenId, type ScreenPaths } from './core/screen-paths';
export type { KeyValueStorage } from './core/storage';
export type { GrievanceContacts } from './core/grievance';
