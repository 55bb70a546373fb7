import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, phonePerTest, SMALL_PHONE, smallTargets } from './support/browser';
import { entry, openScreen, sampleUrl, snap } from './support/screens';
import { layoutProblems, setTextZoom } from './support/text-zoom';

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

/** The loan confirmation of a product (the mock's switches: `4` no key facts, `5` an expired offer). */
const openProduct = async (market: 'en' | 'es', productId: string) => {
  const [path, query] = sampleUrl(entry('loan-confirmation'), market).split('?');
  const params = new URLSearchParams(query);
  params.set('productId', productId);
  await page.goto(appUrl(`${path}?${params}`));
  await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
};
const submit = (market: 'en' | 'es') => page.getByRole('button', { name: market === 'en' ? 'Submit' : 'Enviar' });
/** The headings of an element (and its fold's summary) as [tag, text], in reading order. */
const headings = (selector: string) =>
  page
    .locator(selector)
    .evaluate((root) =>
      [...root.querySelectorAll('h2, h3, h4, summary')].map((heading) => [heading.tagName, heading.textContent?.trim()]),
    );
/** Opens the folded statement and waits for its chunk. */
async function unfold(label: string, last: string) {
  await page.getByText(label, { exact: true }).click();
  await page.getByRole('heading', { name: last }).waitFor();
}
/** axe in the dark theme, then Android's 200 % text on a 320 px phone: nothing broken. */
async function darkAndLarge(name: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(SMALL_PHONE);
  await setTextZoom(page, 2);
  expect(await layoutProblems(page)).toEqual([]);
  await snap(page, `${name}-320-200pct`);
}

// axe over the whole loan confirmation, twice in the first test, takes most of 30 s on a busy machine.
describe('key facts on the loan confirmation', { timeout: 90_000 }, () => {
  it("shows the APR, the offer's validity and the totals above the agreement box (English), accessible", async () => {
    await openScreen(page, 'loan-confirmation', 'en');
    await waitForCard('Key facts of your loan');
    expect(await page.locator('.kf-rate-value').textContent()).toBe('100.19%');
    expect(await page.locator('.kf-legend').textContent()).toMatch(/^Valid until \d\d\/\d\d\/\d{4}$/);
    expect(await pairs('.kf-totals')).toEqual([
      ['Net amount you receive', '₹4,646.00'],
      ['Total charges', '₹354.00'],
      ['Total interest', '₹450.00'],
      ['Total amount to pay', '₹5,804.00'],
    ]);
    expect(await page.getByRole('heading', { level: 3, name: 'Look-up period: 3 days' }).isVisible()).toBe(true);
    // Read in order: the card's heading, then the agreement box.
    const order = await page.evaluate(() => {
      const facts = document.getElementById('kf-title')!;
      const box = document.querySelector('form input[type=checkbox]')!;
      return Boolean(facts.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'key-facts-en');
  });

  it("reads India's full Key Fact Statement in RBI's order, with its headings, accessible in light and dark and at 200 % text on 320 px", async () => {
    await openScreen(page, 'loan-confirmation', 'en');
    await waitForCard('Key facts of your loan');
    await unfold('Full Key Fact Statement', 'Annex: Repayment schedule');
    expect(await headings('.kf')).toEqual([
      ['H2', 'Key facts of your loan'],
      ['H3', 'Look-up period: 3 days'],
      ['SUMMARY', 'Full Key Fact Statement'],
      ['H3', 'Part 1: Interest rate and fees/charges'],
      ['H4', 'Fees and charges'],
      ['H4', 'Contingent charges'],
      ['H3', 'Part 2: Other qualitative information'],
      ['H3', 'Annex: Repayment schedule'],
    ]);
    expect((await pairs('.kfs dl:first-of-type')).map(([term]) => term)).toEqual([
      'Loan proposal number',
      'Sanctioned loan amount',
      'Disbursal schedule',
      'Loan term',
      'Instalments',
      'Interest rate',
    ]);
    expect(await page.getByRole('list', { name: 'Annex: Repayment schedule' }).getByRole('listitem').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Prompt Recoveries LLP' }).getAttribute('href')).toBe(
      'https://recoveries.example/',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'key-fact-statement-en');
    await darkAndLarge('key-fact-statement-en');
  });

  it('needs the acknowledgement of the statement besides the contract box before Submit (English)', async () => {
    await openScreen(page, 'loan-confirmation', 'en');
    const acknowledge = page.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' });
    await acknowledge.waitFor();
    expect(await acknowledge.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'I have read and agree to the loan contract' }).isChecked()).toBe(true);
    expect(await submit('en').isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await acknowledge.check();
    expect(await submit('en').isEnabled()).toBe(true);
    await submit('en').click();
    await page.waitForSelector('main[data-screen=loan-details]:not(:has([aria-busy="true"]))');
    expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
  });

  it("shows Mexico's carátula with every item in CONDUSEF's order, accessible in light and dark and at 200 % text on 320 px", async () => {
    await openScreen(page, 'loan-confirmation', 'es');
    await waitForCard('Datos clave de su crédito');
    expect(
      await page.getByText('CAT 249.9% sin IVA, para fines informativos y de comparación. Fecha de cálculo: 22/11/2025.').count(),
    ).toBe(1);
    // No acknowledgement in the Spanish market: Submit goes ahead with the contract box.
    await expect.poll(() => submit('es').isEnabled()).toBe(true);
    await unfold('Carátula de crédito', 'ADVERTENCIAS');
    expect((await pairs('.ca dl:first-of-type')).map(([term]) => term)).toEqual([
      'Nombre comercial del producto',
      'CAT (Costo Anual Total)',
      'Tasa de interés anual ordinaria',
      'Tasa de interés anual moratoria',
      'Monto del crédito',
      'Monto total a pagar',
      'Plazo del crédito',
    ]);
    expect(await headings('.ca')).toEqual([
      ['H3', 'Fechas y montos de pago'],
      ['H3', 'Comisiones relevantes'],
      ['H3', 'ADVERTENCIAS'],
    ]);
    expect((await pairs('.ca dl:last-of-type')).map(([term]) => term)).toEqual([
      'Aclaraciones y reclamaciones: Unidad Especializada de Atención a Usuarios (UNE)',
      'Registro de Contratos de Adhesión Núm. (RECA)',
      'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF)',
      'Buró de Entidades Financieras',
    ]);
    expect(await page.locator('.ca-warnings li').allTextContents()).toEqual([
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
    ]);
    expect(await page.getByRole('link', { name: 'www.buro.gob.mx' }).getAttribute('href')).toBe('https://www.buro.gob.mx/');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'caratula-es');
    await darkAndLarge('caratula-es');
  });

  it.each(['en', 'es'] as const)(
    'cannot submit an offer past its validity: it says so and asks for a fresh quote (%s)',
    async (market) => {
      await openProduct(market, '5');
      const notice = page.locator('.kf-expired');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(
        market === 'en' ? 'This offer was valid until 24/11/2025.' : 'Esta oferta era válida hasta el 24/11/2025.',
      );
      expect(await submit(market).isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await snap(page, `offer-expired-${market}`);

      const quotes = async () =>
        ((await (await fetch(appUrl('/__mock/requests'))).json()) as { path: string }[]).filter((r) =>
          r.path.endsWith('/loan-detail-confirm'),
        ).length;
      const before = await quotes();
      await notice.getByRole('button', { name: market === 'en' ? 'Get a new offer' : 'Obtener una nueva oferta' }).click();
      await expect.poll(quotes).toBe(before + 1);
      // The mock's product 5 is quoted expired again: still held.
      expect(await submit(market).isDisabled()).toBe(true);
    },
  );

  it('is not there for an offer without a disclosure', async () => {
    await openProduct('en', '4');
    expect(await submit('en').isVisible()).toBe(true);
    expect(await submit('en').isEnabled()).toBe(true);
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
