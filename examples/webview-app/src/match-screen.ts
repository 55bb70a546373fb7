import { SCREEN_PATHS, type ScreenId, type ScreenPaths } from '@lendview/screens';

/** A path as the app compares it: any letter case, without a trailing slash (`/Contact/` is `/contact`). */
const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

const ids = Object.keys(SCREEN_PATHS) as ScreenId[];
const entry = (id: ScreenId): ScreenPaths => SCREEN_PATHS[id];
const BY_PATH = new Map(
  ids.flatMap((id) => [...entry(id).paths, ...(entry(id).hashPaths ?? [])].map((path) => [normal(path), id] as const)),
);

/** The hash routes (`/agreementTemplate` of `/#/agreementTemplate`) of the screens every build mounts. */
export const HASH_PATHS: string[] = ids.flatMap((id) => (entry(id).devOnly ? [] : [...(entry(id).hashPaths ?? [])]));

/**
 * The screen an app path opens (`/fourthOliver`, `/#/`'s route `/agreementTemplate`), from the
 * SDK's `SCREEN_PATHS`, in any letter case and with or without a trailing slash; the
 * development-only test page only when `dev`. The one matcher of the app: the browser's router
 * and the server (which answers 404 and preloads the screen's chunks by it) agree on every path.
 *
 * @example
 * matchScreen('/CONTACT/') // 'official-pages'
 */
export function matchScreen(path: string, { dev = false }: { dev?: boolean } = {}): ScreenId | undefined {
  const id = BY_PATH.get(normal(path));
  return id && (dev || !entry(id).devOnly) ? id : undefined;
}
