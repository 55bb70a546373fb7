import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, overrideMock, phonePerTest, smallTargets } from './support/browser';
import { entry, sampleUrl, snap } from './support/screens';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

/** The card repayment of order 180, which the mock also lets pay on the provider's page. */
const providerOrder = (market: 'en' | 'es') => sampleUrl(entry('card-repayment'), market).replace('orderId=174', 'orderId=180');

describe('card repayment through the payment provider (spec 7.3)', () => {
  it('offers paying on the partner page when repayment-way sets alipay, and goes to the provider with the checked amount', async () => {
    await page.goto(appUrl(providerOrder('en')));
    const online = page.getByRole('button', { name: "Pay on our partner's page" });
    await online.waitFor();
    expect(await page.getByRole('heading', { name: 'Other ways to pay' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'card-repayment-provider-en');

    await online.click();
    await page.waitForURL(/\/mock-assets\/pay\.html/);
    const target = new URL(page.url());
    expect(target.searchParams.get('orderId')).toBe('180');
    expect(target.searchParams.get('amount')).toBe('1200.00');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment provider (mock)');
  });

  it('is in Spanish, and not offered for an order without the flag', async () => {
    await page.goto(appUrl(providerOrder('es')));
    await page.getByRole('button', { name: 'Pagar en la página de nuestro socio' }).waitFor();
    await snap(page, 'card-repayment-provider-es');
    await page.goto(appUrl(sampleUrl(entry('card-repayment'), 'es')));
    await page.getByRole('button', { name: 'Pagar ahora' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pagar en la página de nuestro socio' }).count()).toBe(0);
  });

  it('refuses a provider URL on an origin nobody allowed, and stays on the page', async () => {
    await overrideMock({
      method: 'POST',
      path: '/repayment-huichao',
      body: { code: '00', message: 'success', url: 'https://pay.evil.example/checkout' },
    });
    await page.goto(appUrl(providerOrder('en')));
    await page.getByRole('button', { name: "Pay on our partner's page" }).click();
    await page.getByText('This link cannot be opened. Please contact customer service.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/hereBureau');
  });
});
