import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_PAGE_FILE, type ServerPage } from '../../build/server-page';
import { createApp, type AppOptions } from '../app';
import { createMockApi } from '../mock';
import { fillPage } from '../page-template';
import type { RenderScreen } from '../ssr';
import { compressPage } from './compress';
import { createFiles } from './files';
import { fileVitals } from './vitals-file';

export interface AppServerOptions extends Omit<AppOptions, 'runtime' | 'mock'> {
  /** The built app (`vite build` output). */
  distDir: string;
  /**
   * Renders each screen on the server, with its data, for the browser to hydrate (when the build
   * has its server entry). `false` serves the empty page the app renders by itself, as a page
   * opened from a file or a hash address does. @defaultValue `true`
   */
  serverRender?: boolean;
  /**
   * Without `apiOrigin` the bundled mock answers the API; this serves its test control
   * (`/__mock/*`) too. `start.ts` turns it off with `NODE_ENV=production`. @defaultValue `true`
   */
  mockControl?: boolean;
  /** Appends the field Web Vitals to this file (`LENDVIEW_VITALS_FILE`), for `npm run field-report`. @defaultValue kept in memory */
  vitalsFile?: string;
}

/**
 * The app on Node (`npm start`, the tests): the build read from `distDir` (again after a
 * rebuild), the server entry built for Node (`dist/.ssr/`), files served from memory with
 * brotli, pages compressed as they stream, everything else compressed by hono.
 */
export function createAppServer({
  distDir,
  serverRender = true,
  mockControl = true,
  vitalsFile,
  ...options
}: AppServerOptions): Hono {
  const page = fresh(join(distDir, SERVER_PAGE_FILE), (text) => JSON.parse(text) as ServerPage);
  const entry = join(distDir, '.ssr/entry-server.js');
  const file = createFiles(distDir);
  const app = new Hono();
  app.use(compress());
  app.route(
    '/',
    createApp({
      ...options,
      mock: options.apiOrigin ? undefined : createMockApi({ control: mockControl }),
      runtime: {
        page,
        render:
          serverRender && existsSync(entry)
            ? () => import(pathToFileURL(entry).href).then((m: { renderScreen: RenderScreen }) => m.renderScreen)
            : undefined,
        file: (c, path) => file(path, c.req.header('Accept-Encoding') ?? ''),
        hostPage: async () =>
          existsSync(join(distDir, 'host.html')) ? fillPage(readFileSync(join(distDir, 'host.html'), 'utf8')) : undefined,
        compressPage,
        vitals: vitalsFile ? fileVitals(vitalsFile) : undefined,
      },
    }),
  );
  return app;
}

/** A built file, parsed once per build (a rebuild under a running server changes its mtime). */
function fresh<T>(path: string, parse: (text: string) => T): () => T {
  let hit: { mtime: number; value: T } | undefined;
  return () => {
    const mtime = statSync(path).mtimeMs;
    if (hit?.mtime !== mtime) hit = { mtime, value: parse(readFileSync(path, 'utf8')) };
    return hit.value;
  };
}
