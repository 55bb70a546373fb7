import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, phonePerTest, SMALL_PHONE, smallTargets } from './support/browser';
import { entry, sampleUrl, snap } from './support/screens';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

/** Opens a path of a catalog screen in a market and waits until no skeleton is left. */
async function open(id: string, market: 'en' | 'es', path?: string) {
  await page.goto(appUrl(sampleUrl(entry(id), market, path)));
  await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
}

/** The official site at exact `/` (the catalog's sample address). */
async function openSite(market: 'en' | 'es') {
  await open('official-site', market);
  expect(new URL(page.url()).pathname).toBe('/');
}

/**
 * Axe on a page that frames the privacy notice. `landmark-unique` is left out only here: the
 * framed page is this app, so both documents have an unlabelled `<main>` from the shared
 * `Screen` frame, which offers no way to label it (asked of the lead in the report).
 */
async function axeWithFrame() {
  const result = await new AxeBuilder({ page }).disableRules(['landmark-unique']).analyze();
  return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

async function fitsSmallPhone() {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('official site in the example app', () => {
  it('is reached from the static pages through the brand link', async () => {
    await open('official-pages', 'en', '/About');
    await page.getByRole('link', { name: /^LendView/ }).click();
    await page.waitForSelector('main[data-screen=official-site]');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).searchParams.get('languageType')).toBe('1');
  });

  it('switches its four tabs in place (no route change), accessible in each', async () => {
    await openSite('en');
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('LendView');
    const address = page.url();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Home',
      'About us',
      'Privacy Policy',
      'Loan terms and conditions',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'official-site-en');

    await page.getByRole('tab', { name: 'About us' }).click();
    expect(await page.getByRole('tabpanel', { name: 'About us' }).isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel', { name: 'Home' }).count()).toBe(0);
    expect(page.url()).toBe(address);

    await page.getByRole('tab', { name: 'Loan terms and conditions' }).click();
    const terms = page.getByRole('tabpanel', { name: 'Loan terms and conditions' });
    await expect.poll(() => terms.getByRole('heading', { level: 2, name: 'Loan terms and conditions' }).count()).toBe(1);
    expect(await terms.textContent()).toContain('Rs.1,000 (new clients)');
    await terms.getByRole('link', { name: '6. Late payment' }).click();
    expect(page.url()).toBe(`${address}#of-terms-late`);
    expect(await page.getByRole('tabpanel', { name: 'Loan terms and conditions' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'official-site-loan-en');

    await page.getByRole('tab', { name: 'Privacy Policy' }).click();
    const frame = page.frameLocator('iframe[title="Privacy Policy"]');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe('Privacy notice');
    expect(await frame.getByRole('link', { name: 'Go to our website' }).count()).toBe(0);
    expect(page.url().split('#')[0]).toBe(address);
    expect(await axeWithFrame()).toEqual([]);
    await snap(page, 'official-site-privacy-en');
  });

  it('checks the home form: incomplete toasts, complete clears and says Successful!', async () => {
    await openSite('en');
    const toast = page.locator('.lv-toast');
    await page.getByLabel('Company').fill('Acme Ltd');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => toast.textContent()).toBe('Please provide complete information!');
    await snap(page, 'official-site-form-incomplete-en');
    await expect.poll(() => toast.count(), { timeout: 3000 }).toBe(0);

    await page.getByLabel('Subject').fill('Partnership');
    await page.getByLabel('Message').fill('Please call us.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => toast.textContent()).toBe('Successful!');
    expect(await page.getByLabel('Company').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
  });

  it('is Spanish for languageType=2, and fits a 320x568 phone', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await openSite('es');
    expect(await page.getAttribute('html', 'lang')).toBe('es-MX');
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Inicio',
      'Sobre nosotros',
      'Política de privacidad',
      'Términos y condiciones del préstamo',
    ]);
    expect(await fitsSmallPhone()).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'official-site-es-320');

    await page.getByRole('tab', { name: 'Términos y condiciones del préstamo' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Contenido' }).count()).toBe(1);
    expect(await fitsSmallPhone()).toBeLessThanOrEqual(320);
    await snap(page, 'official-site-loan-es-320');

    await page.getByRole('tab', { name: 'Política de privacidad' }).click();
    const frame = page.frameLocator('iframe[title="Política de privacidad"]');
    await expect
      .poll(() => frame.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .toBe('Aviso de privacidad');
    expect(await fitsSmallPhone()).toBeLessThanOrEqual(320);
    expect(await axeWithFrame()).toEqual([]);
    await snap(page, 'official-site-privacy-es-320');
  });
});

describe('official pages in the example app', () => {
  it('/Contact: incomplete toasts; complete clears and confirms until tapped', async () => {
    await open('official-pages', 'en', '/Contact');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact us');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    await page.getByLabel('Name').fill('Ana');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('.lv-toast').textContent()).toBe('Please provide complete information!');

    await page.getByLabel('Telephone').fill('55 1234 5678');
    await page.getByLabel('E-mail').fill('not checked');
    await page.getByLabel('Message').fill('Please call me.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message received' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'official-contact-sent-en');
    await dialog.getByRole('button', { name: /Tap to close/ }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('/Contact closes its confirmation by itself after 3 s', async () => {
    await open('official-pages', 'es', '/Contact');
    for (const [label, value] of [
      ['Nombre', 'Ana'],
      ['Teléfono', '5512345678'],
      ['Correo electrónico', 'ana@example.com'],
      ['Mensaje', 'Hola'],
    ]) {
      await page.getByLabel(label!).fill(value!);
    }
    await page.getByRole('button', { name: 'Enviar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mensaje recibido' });
    await expect.poll(() => dialog.count()).toBe(1);
    await expect.poll(() => dialog.count(), { timeout: 5000, interval: 250 }).toBe(0);
  });

  it.each([
    ['/About', 'About us'],
    ['/User', 'User agreement'],
    ['/Policy', 'Privacy Policy'],
    ['/Loan', 'Loan terms and conditions'],
  ])('%s shows its page, accessible, and fits a 320x568 phone', async (path, title) => {
    await page.setViewportSize(SMALL_PHONE);
    await open('official-pages', 'en', path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(title);
    expect(await fitsSmallPhone()).toBeLessThanOrEqual(320);
    expect(await (path === '/Policy' ? axeWithFrame() : axeViolations(page))).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `official${path.toLowerCase().replace('/', '-')}-en-320`);
  });

  it('/About in Spanish, at 390 px', async () => {
    await open('official-pages', 'es', '/About');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sobre nosotros');
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'official-about-es');
  });
});

describe('privacy notice in the example app', () => {
  it.each([
    ['en', '/statesCities', 'Privacy notice', 'Go to our website'],
    ['es', '/PrivacyPolicy', 'Aviso de privacidad', 'Ir a nuestro sitio web'],
  ] as const)('%s at %s: every topic, a table of contents and a link to the site root', async (market, path, title, home) => {
    await open('privacy-notice', market, path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByRole('navigation').getByRole('link').count()).toBe(9);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `privacy-notice-${market}`);

    await page.getByRole('link', { name: home }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.waitForSelector('main[data-screen=official-site]');
    expect(new URL(page.url()).searchParams.get('languageType')).toBe(market === 'en' ? '1' : '2');
  });

  it('fits a 320x568 phone in Spanish', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await open('privacy-notice', 'es', '/statesCities');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Aviso de privacidad');
    expect(await fitsSmallPhone()).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'privacy-notice-es-320');
  });
});
