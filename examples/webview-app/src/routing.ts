import type { ScreenId } from '@lendview/screens';
import { matchScreen } from './match-screen';
import type { ScreenRoute } from './screen-route';

const modules = import.meta.glob<{ routes: ScreenRoute[] }>('./routes/*.ts', { eager: true });

/** The app's screens by path: `get` answers what `matchScreen` matches (any letter case, trailing slash or not). */
export interface Routes {
  get(path: string): ScreenRoute | undefined;
}

/** Every mounted screen of the SDK's path table (hash paths included); dev-only screens only in development. */
export function routeTable(dev: boolean): Routes {
  const byId = new Map(
    Object.values(modules)
      .flatMap((m) => m.routes)
      .map((r) => [r.id as ScreenId, r]),
  );
  return {
    get(path) {
      const id = matchScreen(path, { dev });
      return id && byId.get(id);
    },
  };
}
