import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, PHONE } from './support/browser';
import { settled, startFaultRig, type FaultRig } from './support/fault-rig';

/**
 * Money as the page address gives it, against the reference server (proxied to the hostile API
 * in its plain mode): what the borrower reads is what the page sends, and the server and the
 * browser read one session from one address.
 */
let browser: Browser;
let rig: FaultRig;
beforeAll(async () => {
  [browser, rig] = await Promise.all([launch(), startFaultRig()]);
});
afterAll(async () => {
  await browser?.close();
  await rig?.close();
});
afterEach(() => rig.api.reset());

const SESSION = 'deviceId=dev-1&userId=1001&sessionId=sess-1&productId=1&orderId=174&languageType=1';

async function open(address: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${rig.url}${address}`);
  await settled(page);
  return page;
}

/** The bodies of the money calls the page made to `path`. */
const sent = (path: string) =>
  rig.api.requests
    .filter((request) => request.path.split('?')[0]!.endsWith(path))
    .map((request) => JSON.parse(request.body) as { amount?: unknown });

describe('fault suite: the amount committed is the amount checked and shown', () => {
  it.each([['1200%0A'], ['%201,200.00'], ['00001200'], ['1200']])(
    'card repayment with withholdingAmount=%s shows ₹1,200.00 and commits "1200.00"',
    async (raw) => {
      const page = await open(`/hereBureau?${SESSION}&withholdingAmount=${raw}`);
      try {
        expect(await page.locator('.cr-amount-value').textContent()).toBe('₹1,200.00');
        await page.getByRole('radio').nth(1).check();
        await page.getByRole('button', { name: 'Pay now' }).click();
        await expect.poll(() => sent('/repayment-commit').length).toBe(1);
        expect(sent('/repayment-commit')[0]!.amount).toBe('1200.00');
      } finally {
        await page.context().close();
      }
    },
  );

  it.each([['1200%0A'], ['%201,200.00'], ['00001200']])(
    '/carpmm with amount=%s asks for "1200.00", the text the card repayment commits',
    async (raw) => {
      const page = await open(`/carpmm?${SESSION}&requestType=1&payCode=OXXO&amount=${raw}`);
      try {
        expect(sent('/generate-vcode').map((body) => body.amount)).toEqual(['1200.00']);
        expect(await page.locator('.ri-total-value').textContent()).toBe('₹1,200.00');
      } finally {
        await page.context().close();
      }
    },
  );
});

describe('fault suite: one query parser for the server and the browser', () => {
  it('a literal ? inside the query (x=?withholdingAmount=5) changes neither the amount nor the session', async () => {
    // Keys after the inner `?` too: the browser once read only up to it, the server only after it.
    const address = `/hereBureau?x=?withholdingAmount=5&${SESSION}&withholdingAmount=1200`;
    const html = await (await fetch(`${rig.url}${address}`)).text();
    expect(html).toContain('₹1,200.00');
    expect(html).not.toContain('₹5.00');
    // The server's render asked for the cards with the session.
    const serverCall = rig.api.requests.find((request) => request.path.includes('/repayment-way'));
    expect(new URL(serverCall!.path, rig.url).searchParams.get('sessionId')).toBe('sess-1');

    rig.api.reset();
    const page = await open(address);
    try {
      expect(await page.locator('.cr-amount-value').textContent()).toBe('₹1,200.00');
      await page.getByRole('radio').nth(1).check();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect.poll(() => sent('/repayment-commit').length).toBe(1);
      expect(sent('/repayment-commit')[0]!.amount).toBe('1200.00');
      const commit = rig.api.requests.find((request) => request.path.includes('/repayment-commit'))!;
      expect(new URL(commit.path, rig.url).searchParams.get('sessionId')).toBe('sess-1');
    } finally {
      await page.context().close();
    }
  });
});
