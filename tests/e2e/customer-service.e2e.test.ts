import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, openInHost, overrideMock, phonePerTest, SMALL_PHONE, smallTargets } from './support/browser';
import { entry, openScreen, sampleUrl, snap } from './support/screens';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

describe('customer service in the example app', () => {
  it('shows the telephone and e-mail in English, accessible', async () => {
    await openScreen(page, 'customer-service', 'en');
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Customer service');
    const mail = page.getByRole('link', { name: /E-mail/ });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:.+@.+/);
    expect(await page.getByRole('button', { name: /Telephone/ }).textContent()).toMatch(/\d{4}/);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'customer-service-en');
  });

  it('is Spanish for languageType=2, and fits a 320x568 phone', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await openScreen(page, 'customer-service', 'es');
    expect(await page.getAttribute('html', 'lang')).toBe('es-MX');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Atención al cliente');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'customer-service-es-320');
  });

  it('shows the server message when the server answers with an error code', async () => {
    await overrideMock({
      method: 'POST',
      path: '/exhibits/user-problem/get-whatsapp',
      body: { code: 7, message: 'Servicio en mantenimiento', data: null },
    });
    await page.goto(appUrl(sampleUrl(entry('customer-service'), 'es')));
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Servicio en mantenimiento');
    expect(await page.getByRole('button', { name: 'Reintentar' }).isVisible()).toBe(true);
  });

  it('shows a clear error, not a blank page, when the server is dead', async () => {
    // What a dead API looks like behind the app's server: its gateway answers 502, to the
    // server's render and to the page.
    await overrideMock({ method: 'POST', path: '/exhibits/user-problem/get-whatsapp', status: 502, rawBody: 'Bad gateway' });
    await page.goto(appUrl(sampleUrl(entry('customer-service'), 'en')));
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('No connection');
    await snap(page, 'customer-service-dead-server');
  });

  it.each([
    ['es', 'Teléfono', 'Llamar'],
    ['en', 'Telephone', 'Call'],
  ] as const)(
    "never hides the lender's phone: 1800 555 0199 shows with Call in the %s market and is dialled",
    async (market, label, call) => {
      await overrideMock({
        method: 'POST',
        path: '/exhibits/user-problem/get-whatsapp',
        body: { code: 0, message: 'success', data: { phone: '', va: '1800 555 0199', email: 'help@lendview.in' } },
      });
      const frame = await openInHost(page, sampleUrl(entry('customer-service'), market));
      const row = frame.getByRole('button', { name: new RegExp(label) });
      expect(await row.textContent()).toContain('1800 555 0199');
      expect(await row.textContent()).toContain(call);
      await row.click();
      await expect.poll(() => page.getByRole('log').textContent()).toContain('callPhone {"number":"18005550199"}');
    },
  );

  it('sends callPhone through the bridge, seen in the host simulator log', async () => {
    const screenUrl = sampleUrl(entry('customer-service'), 'en');
    const frame = await openInHost(page, screenUrl);
    await frame.getByRole('button', { name: /Telephone/ }).click();
    const log = page.getByRole('log');
    await expect.poll(() => log.textContent()).toContain('callPhone');
    await snap(page, 'host-simulator');
  });
});
