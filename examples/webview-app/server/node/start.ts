import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { settingsFrom, type Env } from '../config';
import { createAppServer } from './app';
import { readableClientErrors } from './listen';

const distDir = join(import.meta.dirname, '../../dist');
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('The app is not built: run `npm start` from the repository root.');
  process.exit(1);
}

const { settings, problems } = settingsFrom(process.env as Env);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 5173);
const app = createAppServer({ distDir, ...settings, vitalsFile: process.env.LENDVIEW_VITALS_FILE || undefined });

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  const origin = `http://${info.address === '::' ? 'localhost' : info.address}:${info.port}`;
  const { apiOrigin, hostSimulator, publicOrigin } = settings;
  console.log(`lendview example app on ${origin}`);
  console.log(apiOrigin ? `API: proxied to ${apiOrigin}` : 'API: bundled mock server (docs/api.md), state in memory');
  if (!publicOrigin)
    console.log('LENDVIEW_PUBLIC_ORIGIN is not set: pages are rendered on the server for loopback addresses only');
  console.log(
    hostSimulator ? `Host simulator: ${origin}/host` : 'Host simulator: off (LENDVIEW_HOST_SIMULATOR=1 serves it at /host)',
  );
  console.log(`Every screen's address in both markets: npm run screens (e.g. ${origin}/fourthOliver?languageType=1)`);
});
readableClientErrors(server as Server);
