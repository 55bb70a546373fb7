// The developer test page is not part of the published package.
// @ts-expect-error `@lendview/screens/test-preview` is not exported
export type TestPage = typeof import('@lendview/screens/test-preview');
