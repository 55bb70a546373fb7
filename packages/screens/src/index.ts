export { createDataStore, defineLoader, type DataStore, type LoadContext, type Loader, type PreloadContext } from './core/data';
export { RedirectError } from './core/errors';
export { formatDate, formatMoney } from './core/format';
export { marketFromQuery, marketLocale, type Market } from './core/market';
export {
  LendviewProvider, useLendview, type LendviewConfig, type LendviewProviderProps, type Navigate,
} from './core/provider';
export { checkServerUrl } from './core/redirect';
export type { ColorScheme, Theme, ThemeColors } from './core/theme';
export { overrideMessages, type MessageOverrides } from './core/messages';
export type { BridgeAction, HostCallbacks, ScreenAction, ScreenView } from './core/host';
export { parseSession, sessionQuery, withQuery, type Session } from '@lendview/api';
export { MOBILE_RULES, type MobileRule } from './core/mobile';
export { DEFAULT_PATHS, type Paths } from './core/paths';
export { SCREEN_PATHS, type ScreenId, type ScreenPaths } from './core/screen-paths';
export type { KeyValueStorage } from './core/storage';
export type { GrievanceContacts } from './core/grievance';
