import { SCREEN_PATHS } from './paths';
import type { ScreenRoute } from './screen-route';

const modules = import.meta.glob<{ routes: ScreenRoute[] }>('./routes/*.ts', { eager: true });

/** Every mounted screen by path (hash paths included); dev-only screens only in development. */
export function routeTable(dev: boolean): Map<string, ScreenRoute> {
  const byId = new Map(Object.values(modules).flatMap((m) => m.routes).map((r) => [r.id, r]));
  const table = new Map<string, ScreenRoute>();
  for (const entry of SCREEN_PATHS) {
    const route = byId.get(entry.id);
    if (!route || (entry.devOnly && !dev)) continue;
    for (const path of [...entry.paths, ...(entry.hashPaths ?? [])]) table.set(path, route);
  }
  return table;
}
