import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { checkAmount } from '@lendview/api/validate';
import { createAppServer, type AppServerOptions } from '../../../examples/webview-app/server/node/app';
import { readableClientErrors } from '../../../examples/webview-app/server/node/listen';
import { startHostileApi, type HostileApi } from './hostile-api';

/** The screens that call the API on load (each has a loader), by catalog id. */
export const API_SCREENS = [
  'customer-service',
  'loan-confirmation',
  'loan-details',
  'instalment-repayment',
  'extension',
  'repayment-instructions',
  'card-repayment',
  'loan-agreement',
  'complaint-home',
  'complaint-form',
  'complaint-list',
  'complaint-details',
  'registration',
];

/** Wire calls that move money, and where their amount is. */
const MONEY_PATHS = ['/loan-detail-push', '/repayment-commit', '/generate-vcode', '/repayment-huichao'];

/**
 * The reference app proxied to a hostile API (`API_ORIGIN` mode, its real server with the
 * security headers), with a short server-render budget so slow cases stay quick.
 */
export async function startFaultRig(renderBudgetMs = 1_500, options: Partial<AppServerOptions> = {}) {
  const api = await startHostileApi();
  const app = createAppServer({
    distDir: join(import.meta.dirname, '../../../examples/webview-app/dist'),
    apiOrigin: api.url,
    renderBudgetMs,
    ...options,
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  readableClientErrors(server as Server);
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    api,
    url,
    async close() {
      await api.close();
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FaultRig = Awaited<ReturnType<typeof startFaultRig>>;

/** Every request the page makes outside its own origin (data: URLs excepted). */
export function foreignRequests(page: Page, appOrigin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== appOrigin) seen.push(url);
  });
  return seen;
}

/** Money calls whose amount is empty or not an amount (they should never leave the page). */
export function badMoneyRequests(api: HostileApi): string[] {
  return api.requests
    .filter((request) => MONEY_PATHS.some((path) => request.path.split('?')[0]!.endsWith(path)))
    .filter((request) => {
      let amount: unknown;
      try {
        amount = (JSON.parse(request.body || '{}') as { amount?: unknown }).amount;
      } catch {
        return true;
      }
      const checked = checkAmount(amount);
      return !checked.ok || checked.value <= 0;
    })
    .map((request) => `${request.path} ${request.body}`);
}

/**
 * Waits until the screen has settled: live, and either its content (nothing busy) or its error
 * with a retry. Returns which, and the screen's visible text.
 */
export async function settled(page: Page): Promise<{ state: 'content' | 'error'; text: string }> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main[data-screen]');
      if (!document.documentElement.dataset.interactive || !main) return false;
      return !!main.querySelector('.lv-error-state') || !main.querySelector('[aria-busy="true"]');
    },
    undefined,
    { timeout: 20_000 },
  );
  return page.evaluate(() => {
    const main = document.querySelector('main[data-screen]') as HTMLElement;
    return {
      state: main.querySelector('.lv-error-state') ? ('error' as const) : ('content' as const),
      text: main.innerText.trim(),
    };
  });
}

/**
 * Taps the screen's money button when it shows one (Submit, or a card then Pay now), then gives
 * a request the tap sends 300 ms to leave. A screen with none of them (its error, most often)
 * has nothing that could send one: no wait.
 */
export async function tapMoneyButton(page: Page): Promise<void> {
  let tapped = false;
  const submit = page.getByRole('button', { name: /^(Submit|Enviar)$/ });
  if ((await submit.count()) && (await submit.isEnabled())) {
    tapped = true;
    await submit.click({ timeout: 2_000 }).catch(() => undefined);
  }
  const card = page.getByRole('radio').first();
  if (await card.count()) {
    tapped = true;
    await card.check({ timeout: 2_000 }).catch(() => undefined);
  }
  const pay = page.getByRole('button', { name: /^(Pay now|Pagar ahora)$/ });
  if ((await pay.count()) && (await pay.isEnabled())) {
    tapped = true;
    await pay.click({ timeout: 2_000 }).catch(() => undefined);
  }
  if (tapped) await page.waitForTimeout(300);
}
