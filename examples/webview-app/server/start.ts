import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAppServer } from './app';
import { readableClientErrors } from './listen';
import { isOpenerPolicy, OPENER_POLICIES, type OpenerPolicy } from './security';

const distDir = join(import.meta.dirname, '../dist');
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('The app is not built: run `npm start` from the repository root.');
  process.exit(1);
}

const apiOrigin = process.env.API_ORIGIN || undefined;
const port = Number(process.env.PORT ?? 5173);
const hostSimulator = process.env.LENDVIEW_HOST_SIMULATOR === '1';
// Server links and images may point to the API's origin and to LENDVIEW_ALLOWED_ORIGINS
// (space-separated origins); nowhere else.
const allowedOrigins = [
  ...(apiOrigin ? [new URL(apiOrigin).origin] : []),
  ...(process.env.LENDVIEW_ALLOWED_ORIGINS ?? '').split(/\s+/).filter(Boolean),
];
const frameAncestors = process.env.LENDVIEW_FRAME_ANCESTORS?.split(/\s+/).filter(Boolean);
const renderBudgetMs = process.env.LENDVIEW_RENDER_BUDGET_MS ? Number(process.env.LENDVIEW_RENDER_BUDGET_MS) : undefined;
const openerPolicy = openerPolicyFrom(process.env.LENDVIEW_OPENER_POLICY);
const app = createAppServer({ distDir, apiOrigin, hostSimulator, allowedOrigins, frameAncestors, renderBudgetMs, openerPolicy });

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  const origin = `http://${info.address === '::' ? 'localhost' : info.address}:${info.port}`;
  console.log(`lendview example app on ${origin}`);
  console.log(apiOrigin ? `API: proxied to ${apiOrigin}` : 'API: bundled mock server (docs/api.md), state in memory');
  console.log(
    hostSimulator ? `Host simulator: ${origin}/host` : 'Host simulator: off (LENDVIEW_HOST_SIMULATOR=1 serves it at /host)',
  );
  console.log(`Every screen's address in both markets: npm run screens (e.g. ${origin}/fourthOliver?languageType=1)`);
});
readableClientErrors(server as Server);

function openerPolicyFrom(value: string | undefined): OpenerPolicy | undefined {
  if (!value) return undefined;
  if (isOpenerPolicy(value)) return value;
  console.error(`LENDVIEW_OPENER_POLICY must be one of ${OPENER_POLICIES.join(', ')}; got ${value}.`);
  process.exit(1);
}
