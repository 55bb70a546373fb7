import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, phonePerTest, SMALL_PHONE, smallTargets } from './support/browser';
import { entry, openScreen, sampleUrl, snap } from './support/screens';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
  // An action that cannot happen fails with its reason, well before the test's own timeout.
  page.setDefaultTimeout(10_000);
});

const h1 = () => page.getByRole('heading', { level: 1 }).textContent();
const screenId = () => page.getAttribute('main[data-screen]', 'data-screen');

async function waitForScreen(id: string) {
  await page.waitForSelector(`main[data-screen="${id}"]:not(:has([aria-busy="true"]))`);
}

/** Everything a borrower needs is reachable, labelled and fits: axe, 44 px targets, no sideways scroll. */
async function expectAccessible() {
  expect(await axeViolations(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The session keys of the catalog's sample address, as sent on every navigation. */
const SESSION_KEYS = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'productId',
  'orderId',
  'languageType',
];

describe('instalment repayment to repayment instructions', () => {
  it('English: collapsed details, copy, barcode modal, then a channel opens its instructions', async () => {
    await openScreen(page, 'instalment-repayment', 'en');
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    expect(await h1()).toBe('Instalment repayment');
    expect(await page.getByText('₹5,450.00').isVisible()).toBe(true);
    expect(await page.getByRole('term').count()).toBe(2);
    await expectAccessible();
    await snap(page, 'repayment-instalment-en');

    await page.getByRole('button', { name: 'More' }).click();
    expect(await page.getByRole('term').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
    await snap(page, 'repayment-instalment-en-expanded');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy code LEND0001740' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Show the barcode of Cash at a PayU partner store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Barcode' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'repayment-instalment-en-barcode');
    await page.mouse.click(10, 10);
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Cash at a PayU partner store', exact: true }).click();
    await waitForScreen('repayment-instructions');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/carpmm');
    expect(url.searchParams.get('requestType')).toBe('1');
    expect(url.searchParams.get('amount')).toBe('5,450.00');
    expect(url.searchParams.get('payCode')).toBe('PAYU');
    for (const key of SESSION_KEYS) expect(url.searchParams.get(key), key).not.toBeNull();

    expect(await h1()).toBe('Cash at a PayU partner store');
    expect(await page.title()).toBe('Cash at a PayU partner store');
    expect(await page.getByText('₹5,450.00').isVisible()).toBe(true);
    const fees = page.getByRole('link', { name: /Fees and charges/ });
    expect(await fees.getAttribute('target')).toBe('_blank');
    expect(await fees.getAttribute('rel')).toContain('noopener');
    const href = new URL((await fees.getAttribute('href'))!);
    expect(href.protocol).toBe('https:');
    expect(href.origin).not.toBe(new URL(page.url()).origin);
    expect(href.search).toBe('');
    await expectAccessible();
    await snap(page, 'repayment-instructions-en');
  });

  it('Spanish at 320x568: the OXXO channel opens its instructions, everything fits', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await openScreen(page, 'instalment-repayment', 'es');
    expect(await page.getAttribute('html', 'lang')).toBe('es-MX');
    expect(await h1()).toBe('Pago de la cuota');
    expect(await page.getByText('$3,420.00').isVisible()).toBe(true);
    await expectAccessible();
    await snap(page, 'repayment-instalment-es-320');

    await page.getByRole('button', { name: 'Pague en cualquier tienda OXXO', exact: true }).click();
    await waitForScreen('repayment-instructions');
    expect(new URL(page.url()).pathname).toBe('/carpmm');
    expect(await h1()).toBe('Pague en cualquier tienda OXXO');
    expect(await page.getByText('Monto total').isVisible()).toBe(true);
    expect(await page.getByText('$3,420.00').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Copiar la referencia de pago/ }).isVisible()).toBe(true);
    await expectAccessible();
    await snap(page, 'repayment-instructions-es-320');
  });

  it('explains an incomplete instructions link and asks the server nothing', async () => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('generate-vcode')) calls.push(request.url());
    });
    await page.goto(appUrl(`/carpmm?${entry('repayment-instructions').sample.replace(/&payCode=[^&]*/, '')}&languageType=1`));
    await waitForScreen('repayment-instructions');
    expect(await h1()).toBe('These payment instructions cannot be shown');
    expect(calls).toEqual([]);
    await expectAccessible();
    await snap(page, 'repayment-instructions-invalid-en');
  });

  it('is also mounted at the payment-instructions path', async () => {
    await page.goto(appUrl(sampleUrl(entry('repayment-instructions'), 'es', '/oxxoPayInstructions')));
    await waitForScreen('repayment-instructions');
    expect(await h1()).toBe('Pague en cualquier tienda OXXO');
  });
});

describe('extension', () => {
  const service = () => page.getByRole('button', { name: /^(Customer service|Atención al cliente)$/ });
  const box = async () => (await service().boundingBox())!;

  it('English: shows the offer, a channel opens the payment instructions with requestType=2', async () => {
    await openScreen(page, 'extension', 'en');
    expect(await h1()).toBe('Extension');
    expect(await page.getByText('₹850.00').isVisible()).toBe(true);
    expect(await page.getByText('Extend your loan by 7 days').isVisible()).toBe(true);
    await expectAccessible();
    await snap(page, 'repayment-extension-en');

    await page.getByRole('button', { name: 'Pay with any UPI app', exact: true }).click();
    await waitForScreen('repayment-instructions');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/oxxoPayInstructions');
    expect(url.searchParams.get('requestType')).toBe('2');
    expect(url.searchParams.get('amount')).toBe('850.00');
    expect(url.searchParams.get('payCode')).toBe('UPI');
    expect(await h1()).toBe('Pay with any UPI app');
    await snap(page, 'repayment-extension-instructions-en');
  });

  /** A finger drag through Chromium's touch input (pointerType "touch"), in 8 steps. */
  async function touchDrag(from: { x: number; y: number }, by: { x: number; y: number }) {
    const cdp = await page.context().newCDPSession(page);
    const at = (x: number, y: number) => ({ touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', ...at(from.x, from.y) });
    for (let i = 1; i <= 8; i += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', ...at(from.x + (by.x * i) / 8, from.y + (by.y * i) / 8) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  // Mouse and touch are driven in separate tests: Chromium's synthetic input drops the click of
  // a tap that follows a mouse drag within a few hundred ms (a phone has no mouse to mix in).
  it('drags the service button by touch without navigating, snaps to a side, and a tap opens customer service', async () => {
    await openScreen(page, 'extension', 'en');
    const start = await box();
    const viewport = page.viewportSize()!;
    expect(start.width).toBeGreaterThanOrEqual(44);
    expect(start.height).toBeGreaterThanOrEqual(44);

    // Up and into the left half: it snaps to the left side at that height.
    await touchDrag({ x: start.x + 24, y: start.y + 24 }, { x: -260, y: -250 });
    await expect.poll(async () => Math.round((await box()).x)).toBe(12);
    expect(Math.round((await box()).y)).toBe(Math.round(start.y - 250));
    expect(await screenId()).toBe('extension');

    // A short way right, still in the left half: back to the left side, lower.
    const left = await box();
    await touchDrag({ x: left.x + 24, y: left.y + 24 }, { x: 100, y: 80 });
    await expect
      .poll(async () => {
        const b = await box();
        return [Math.round(b.x), Math.round(b.y)];
      })
      .toEqual([12, Math.round(left.y + 80)]);

    // Far past the top and the right edge: it stays in the viewport, on the right side.
    const low = await box();
    await touchDrag({ x: low.x + 24, y: low.y + 24 }, { x: 600, y: -low.y - 200 });
    await expect.poll(async () => Math.round((await box()).y)).toBe(12);
    await expect.poll(async () => Math.round((await box()).x)).toBe(viewport.width - 12 - 48);
    expect(await screenId()).toBe('extension');
    await snap(page, 'repayment-extension-dragged');

    // A tap still opens customer service, with the session.
    await service().tap();
    await waitForScreen('customer-service');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/fourthOliver');
    expect(url.searchParams.get('userId')).toBe('1001');
  });

  it('drags the service button with a mouse without navigating, and a click opens customer service', async () => {
    await openScreen(page, 'extension', 'es');
    const start = await box();
    await page.mouse.move(start.x + 24, start.y + 24);
    await page.mouse.down();
    await page.mouse.move(start.x - 100, start.y - 150, { steps: 8 });
    await page.mouse.move(100, start.y + 24 - 250, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await box()).x)).toBe(12);
    expect(Math.round((await box()).y)).toBe(Math.round(start.y - 250));
    expect(await screenId()).toBe('extension');

    await service().click();
    await waitForScreen('customer-service');
  });

  it('moves with the arrow keys and opens with Enter', async () => {
    await openScreen(page, 'extension', 'es');
    const start = await box();
    await service().focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => Math.round((await box()).x)).toBe(12);
    expect(Math.round((await box()).y)).toBe(Math.round(start.y - 64));
    expect(await screenId()).toBe('extension');
    await page.keyboard.press('Enter');
    await waitForScreen('customer-service');
  });

  it('Spanish at 320x568: fits, accessible, barcode modal closes on the mask', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await openScreen(page, 'extension', 'es');
    expect(await h1()).toBe('Prórroga');
    expect(await page.getByText('$520.00').isVisible()).toBe(true);
    await expectAccessible();
    await snap(page, 'repayment-extension-es-320');
    await page.getByRole('button', { name: 'Mostrar el código de barras de Pague en tiendas Paynet' }).click();
    expect(await page.getByRole('dialog', { name: 'Código de barras' }).isVisible()).toBe(true);
    await snap(page, 'repayment-extension-es-320-barcode');
    await page.mouse.click(6, 6);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
