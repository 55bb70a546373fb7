import { SCREEN_PATHS, type ScreenId, type ScreenPaths } from '@lendview/screens';
import type { ScreenRoute } from './screen-route';

const modules = import.meta.glob<{ routes: ScreenRoute[] }>('./routes/*.ts', { eager: true });

/** Every mounted screen by path of the SDK's table (hash paths included); dev-only screens only in development. */
export function routeTable(dev: boolean): Map<string, ScreenRoute> {
  const byId = new Map(
    Object.values(modules)
      .flatMap((m) => m.routes)
      .map((r) => [r.id, r]),
  );
  const table = new Map<string, ScreenRoute>();
  for (const id of Object.keys(SCREEN_PATHS) as ScreenId[]) {
    const entry: ScreenPaths = SCREEN_PATHS[id];
    const route = byId.get(id);
    if (!route || (entry.devOnly && !dev)) continue;
    for (const path of [...entry.paths, ...(entry.hashPaths ?? [])]) table.set(path, route);
  }
  return table;
}
