import { serve, type ServerType } from '@hono/node-server';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createAppServer } from '../../../examples/webview-app/server/node/app';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

/** One app server (built pages + mock API) on a free loopback port for every browser test. */
export default async function setup(project: TestProject) {
  const app = createAppServer({ distDir: join(import.meta.dirname, '../../../examples/webview-app/dist'), hostSimulator: true });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  project.provide('appUrl', `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
