import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, sampleUrl } from '../../examples/webview-app/src/catalog';
import { launch, phone } from '../e2e/support/browser';
import { startWorker, type WorkerRig } from './support';

/** The money path in Chromium against the app served by workerd (issue 23). */
let rig: WorkerRig;
let browser: Browser;
beforeAll(async () => {
  [rig, browser] = await Promise.all([startWorker(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await rig?.close();
});

const address = (id: string, market: 'en' | 'es') =>
  `${rig.url}${sampleUrl(
    CATALOG.find((e) => e.id === id)!,
    market,
  )}`;
async function live(page: Page, id: string) {
  await page.waitForSelector(`html[data-interactive="${id}"] main[data-screen="${id}"]:not(:has([aria-busy="true"]))`);
}
async function sent(path: string): Promise<Array<{ path: string; body: Record<string, unknown> }>> {
  const log = (await (await fetch(`${rig.mock.url}/__mock/requests`)).json()) as Array<{
    path: string;
    body: Record<string, unknown>;
  }>;
  return log.filter((request) => request.path.endsWith(path));
}

describe('the money path in Chromium, served by workerd', () => {
  it('confirms a loan (English): the offer arrives rendered, Submit sends it, the loan details follow', async () => {
    const { context, page } = await phone(browser);
    try {
      await page.goto(address('loan-confirmation', 'en'));
      await live(page, 'loan-confirmation');
      expect(await page.locator('h1').first().textContent()).toBe('Confirm your loan');
      // The offer carries India's Key Fact Statement: Submit waits for its acknowledgement.
      await page.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await live(page, 'loan-details');
      expect(new URL(page.url()).searchParams.get('orderId')).toBe('21');
      expect(await page.locator('h1').first().textContent()).toBe('Under review');
      const [submit] = await sent('/loan-detail-push');
      expect(submit?.body).toMatchObject({ amount: expect.stringMatching(/^\d/), productId: '1' });
    } finally {
      await context.close();
    }
  });

  it('repays by card (Spanish): card, code, payment received, back on the loan details', async () => {
    const { context, page } = await phone(browser);
    try {
      await page.goto(address('card-repayment', 'es'));
      await live(page, 'card-repayment');
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Pagar ahora' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ingrese el código de verificación' });
      await dialog.getByLabel('Código de verificación').fill('123456');
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByRole('status').filter({ hasText: 'Pago recibido.' }).waitFor();
      await page.locator('main[data-screen="loan-details"]').waitFor();
      const commits = await sent('/repayment-commit');
      // The amount the page checked and showed (`1200` in the address, `1200.00` on screen).
      expect(commits.map((commit) => commit.body.amount)).toContain('1200.00');
    } finally {
      await context.close();
    }
  });
});
