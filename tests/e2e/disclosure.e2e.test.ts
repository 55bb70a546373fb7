import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, phonePerTest, SMALL_PHONE, smallTargets } from './support/browser';
import { entry, openScreen, sampleUrl, snap } from './support/screens';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

const card = (name: string) => page.getByRole('region', { name });
const waitForCard = (name: string) => card(name).waitFor();

/** The [term, value] pairs of a definition list, in reading order. */
const pairs = (selector: string) =>
  page
    .locator(selector)
    .evaluate((list) =>
      [...list.querySelectorAll(':scope > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );

/**
 * Android's 200 % text in a simple form: every element's computed font size doubled in place
 * (layout widths stay those of the phone, as with the web view's text zoom).
 */
const doubleText = (p: Page) =>
  p.evaluate(() => {
    const sizes = [...document.querySelectorAll<HTMLElement>('body *')].map(
      (element) => [element, parseFloat(getComputedStyle(element).fontSize)] as const,
    );
    for (const [element, size] of sizes) element.style.fontSize = `${size * 2}px`;
  });

// axe over the whole loan confirmation, twice in the first test, takes most of 30 s on a busy machine.
describe('key facts on the loan confirmation', { timeout: 60_000 }, () => {
  it('shows the APR and the totals of the mock offer above the agreement box (English), accessible', async () => {
    await openScreen(page, 'loan-confirmation', 'en');
    await waitForCard('Key facts of your loan');
    expect(await page.locator('.kf-rate-value').textContent()).toBe('100.19%');
    expect(await pairs('.kf-totals')).toEqual([
      ['Net amount you receive', '₹4,646.00'],
      ['Total charges', '₹354.00'],
      ['Total interest', '₹450.00'],
      ['Total amount to pay', '₹5,804.00'],
    ]);
    expect(await page.getByRole('heading', { level: 3, name: 'Look-up period: 3 days' }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Repayment schedule' }).getByRole('listitem').count()).toBe(3);
    // Read in order: the card's heading, then the agreement box.
    const order = await page.evaluate(() => {
      const facts = document.getElementById('kf-title')!;
      const box = document.querySelector('input[type=checkbox]')!;
      return Boolean(facts.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'key-facts-en');

    await page.getByText('Full Key Facts Statement').click();
    expect(await page.getByText('Sanctioned loan amount').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'key-facts-en-statement');
  });

  it('shows the CAT with one decimal, sin IVA, its purpose and date on a 320 px phone (Spanish), accessible', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await openScreen(page, 'loan-confirmation', 'es');
    await waitForCard('Datos clave de su crédito');
    expect(await page.locator('.kf-rate-value').textContent()).toBe('249.9%');
    expect(await page.locator('.kf-legend').textContent()).toBe(
      'CAT 249.9% sin IVA, para fines informativos y de comparación. Fecha de cálculo: 22/11/2025.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'key-facts-es-320');
  });

  it.each(['en', 'es'] as const)(
    'survives twice the text size at 320 px (%s): nothing in the card wider than the phone',
    async (market) => {
      await page.setViewportSize(SMALL_PHONE);
      await openScreen(page, 'loan-confirmation', market);
      await waitForCard(market === 'en' ? 'Key facts of your loan' : 'Datos clave de su crédito');
      await page.locator('.kf details summary').click();
      await doubleText(page);
      const overflowing = await page
        .locator('.kf')
        .evaluate((section) =>
          [...section.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map((element) => element.outerHTML.slice(0, 80)),
        );
      expect(overflowing).toEqual([]);
      await snap(page, `key-facts-${market}-320-200pct`);
    },
  );

  it('is not there for an offer without a disclosure', async () => {
    const [path, query] = sampleUrl(entry('loan-confirmation'), 'en').split('?');
    const params = new URLSearchParams(query);
    params.set('productId', '4');
    await page.goto(appUrl(`${path}?${params}`));
    await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
    expect(await page.getByRole('button', { name: 'Submit' }).isVisible()).toBe(true);
    expect(await card('Key facts of your loan').count()).toBe(0);
    expect(await page.locator('.kf').count()).toBe(0);
  });
});

describe('grievance and regulator contacts in the example app', { timeout: 60_000 }, () => {
  it.each([
    ['customer-service', 'en', 'Grievance redressal'],
    ['customer-service', 'es', 'Quejas y autoridad reguladora'],
    ['complaint-home', 'es', 'Quejas y autoridad reguladora'],
  ] as const)('shows them on %s (%s), accessible', async (id, market, name) => {
    await openScreen(page, id, market);
    await page.getByRole('region', { name }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `grievance-${id}-${market}`);
  });
});
