// The market rule and its locale live in @lendview/api, where the HTTP adapter, the example server
// and the mock servers read them too; the screens take them from here.
export { marketFromQuery, marketLocale, type Market } from '@lendview/api';
