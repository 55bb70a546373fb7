import { serve, type ServerType } from '@hono/node-server';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createAppServer } from '../../../examples/webview-app/server/node/app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app server per worker, worker N's at index N - 1 (`VITEST_POOL_ID`). */
    appUrls: string[];
  }
}

/**
 * An app server (built pages + its own mock API) on a free loopback port for each worker: files
 * run two at a time, and a file's `/__mock/override` must never reach the other file's screens.
 */
export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers ?? 1;
  const servers = await Promise.all(Array.from({ length: workers }, () => start()));
  project.provide(
    'appUrls',
    servers.map((server) => `http://127.0.0.1:${(server.address() as { port: number }).port}`),
  );
  return () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
}

function start(): Promise<ServerType> {
  const app = createAppServer({ distDir: join(import.meta.dirname, '../../../examples/webview-app/dist'), hostSimulator: true });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}
