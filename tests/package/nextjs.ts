/**
 * The Next.js App Router example (`examples/nextjs`) against the packed tarballs, as a web team
 * adopting the packages gets it: installed outside the workspace, built (`next build` type-checks
 * it), started, then checked in both markets:
 *
 * - the server's HTML has the screen with its data (the contact details the API sent);
 * - the API got one request for the page: the server's;
 * - in Chromium the page hydrates (React's own marks on the screen's element) with no request
 *   from the browser to the API and no console error or warning.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createMockApi } from '../../examples/webview-app/server/mock';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const example = join(import.meta.dirname, '../../examples/nextjs');

/** What each market's page must show: the heading and the mock's phone number. */
const MARKETS = [
  { query: 'languageType=1&userId=1001', heading: 'Customer service', phone: '1800 123 4567' },
  { query: 'languageType=2&userId=1001', heading: 'Atención al cliente', phone: '800 123 4567' },
];

/**
 * Where the example is installed and built: outside the repository (Turbopack does not build an
 * app under a `node_modules` folder, and the repository's lint and format would read it), one
 * folder per clone. Kept between runs: Next.js is 11,000 files, whose install and deletion took
 * 15 and 25 s of a run on a busy machine. Each run copies the example over it, drops the last
 * build and installs the new tarballs.
 */
const app = join(tmpdir(), `lendview-nextjs-${createHash('sha256').update(example).digest('hex').slice(0, 12)}`);

export interface NextCheck {
  /** The `@lendview/*` tarballs by package name (`bridge`, `api`, `screens`). */
  tarballs: Record<string, string>;
  /** Runs a command, printing it and inheriting output only on failure. */
  run: (command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) => void;
}

export async function checkNextApp({ tarballs, run }: NextCheck): Promise<void> {
  const started = Date.now();
  rmSync(join(app, '.next'), { recursive: true, force: true });
  cpSync(example, app, { recursive: true, filter: (path) => !/[\\/](node_modules|\.next)$/.test(path) });
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  for (const [name, tarball] of Object.entries(tarballs)) manifest.dependencies[`@lendview/${name}`] = `file:${tarball}`;
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const installed = Date.now();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  run(join(app, 'node_modules/.bin/next'), ['build'], app, env);
  const built = Date.now();

  const api = await listen(mockApi());
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const port = await freePort();
  const next = spawn(join(app, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: app,
    env: { ...env, LENDVIEW_API_BASE: apiBase },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const said = await ready(next);
    const origin = `http://127.0.0.1:${port}`;
    for (const market of MARKETS) {
      await fetch(`${apiBase}/__mock/reset`, { method: 'POST' });
      const url = `${origin}/customer-service?${market.query}`;
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const problems: string[] = [];
      const fromBrowser: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (request) => {
        if (request.url().startsWith(apiBase)) fromBrowser.push(request.url());
      });
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      for (const text of [`<h1 class="cs-title">${market.heading}</h1>`, market.phone]) {
        if (!html.includes(text)) {
          throw new Error(
            `Next.js: ${url} (HTTP ${response?.status()}) was not rendered on the server with its data (no ${text}); ` +
              `next start said:\n${said().slice(-3000)}`,
          );
        }
      }
      // React marks the elements it has hydrated (`__reactFiber$...`): the screen is live.
      await page.waitForFunction(() => {
        const screen = document.querySelector('main[data-screen="customer-service"]');
        return !!screen && Object.keys(screen).some((key) => key.startsWith('__reactFiber$'));
      });
      await page.getByRole('heading', { level: 1, name: market.heading }).waitFor();
      await page.close();

      // The mock counts every request (the server's and the browser's); the browser's own are seen too.
      const total = await apiRequests(apiBase);
      if (total !== 1 || fromBrowser.length > 0 || problems.length > 0) {
        throw new Error(
          `Next.js ${url}: ${total} API requests, ${fromBrowser.length} of them from the browser (expected 1, the server's, ` +
            `and none from the browser) ${fromBrowser.join(', ')}; console: ${problems.join(' | ') || 'quiet'}`,
        );
      }
    }
    console.log(
      `Next.js example: /customer-service in English and Spanish rendered on the server with its data and hydrated, ` +
        `1 API request per page (the server's), none from the browser, no console error ` +
        `(install ${seconds(installed - started)}, next build ${seconds(built - installed)}, checks ${seconds(Date.now() - built)})`,
    );
  } finally {
    await browser.close();
    next.kill();
    api.close();
  }
}

/** The bundled mock API (docs/api.md), answering the browser across origins as a lender's API would. */
function mockApi(): Hono {
  const app = new Hono();
  app.use('*', cors());
  app.route('/', createMockApi());
  return app;
}

function listen(app: Hono): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}

async function apiRequests(apiBase: string): Promise<number> {
  const log = (await (await fetch(`${apiBase}/__mock/requests`)).json()) as { path: string }[];
  return log.filter((request) => !request.path.startsWith('/__mock/')).length;
}

/** Settles once `next start` listens, with what it has said so far (shown when a check fails). */
function ready(next: ChildProcess): Promise<() => string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`next start did not start in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (/Ready in/.test(output)) {
        clearTimeout(timer);
        resolve(() => output);
      }
    };
    next.stdout!.on('data', read);
    next.stderr!.on('data', read);
    next.on('exit', (code) => reject(new Error(`next start exited with ${code}:\n${output}`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
