import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appPage, appUrl, axeViolations, launch, PHONE, resetMock, smallTargets, SMALL_PHONE } from './support/browser';
import { entry, openScreen, snap } from './support/screens';

/** The mock's fixed values (examples/webview-app/server/mock/routes-cp.ts). */
const SMS_CODE = '123456';
/** Registered already on the mock (its REGISTERED_MOBILE): valid in both markets' plans. */
const REGISTERED_PHONE = '9800000000';

const TEXT = {
  en: {
    register: 'Get my loan',
    getCode: 'Get code',
    resend: /Resend the code in \d+ s/,
    warning: 'Do not resend the verification code.',
    mobile: 'Mobile number',
    captcha: 'Image captcha',
    sms: 'SMS code',
    refresh: 'Show a new image captcha',
    download: 'Download the app',
    already: 'You have already registered, please download the app and log in!',
    wrongCaptcha: 'Wrong image code, please try again',
    mobileRule: 'Please enter the mobile number correctly.',
  },
  es: {
    register: 'Quiero mi préstamo',
    getCode: 'Obtener código',
    resend: /Puede pedir otro código en \d+ s/,
    warning: 'No vuelva a solicitar el código de verificación.',
    mobile: 'Número de celular',
    captcha: 'Código de la imagen',
    sms: 'Código SMS',
    refresh: 'Mostrar otro código de imagen',
    download: 'Descargue la aplicación',
    already: '¡Ya está registrado, descargue la aplicación e inicie sesión!',
    wrongCaptcha: 'Código de imagen incorrecto, inténtelo de nuevo',
    mobileRule: 'Por favor, ingrese correctamente el número de celular.',
  },
} as const;

let browser: Browser;
let page: Page;
/** The code of the captcha image the page shows last (the mock sends it in `X-Mock-Captcha`). */
let captcha = '';

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  await page.context().close();
  await resetMock();
});

/**
 * A phone-sized page whose browser speaks the market's language: family P calls carry no
 * session query, so the mock (like a real server) picks their language from `Accept-Language`.
 */
async function open(market: 'en' | 'es', viewport = PHONE) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: market === 'en' ? 'en-IN' : 'es-MX',
  });
  page = await appPage(context);
  page.on('response', (response: Response) => {
    if (response.url().includes('/promotion/get-captcha')) captcha = response.headers()['x-mock-captcha'] ?? '';
  });
}

/**
 * Opens a hash-routed screen (`/#/agreementTemplate?...`), the address the spec gives: the server
 * never sees the hash; the page moves to the screen's path (`/agreementTemplate?...`), which the
 * server renders.
 */
async function openHash(id: string, market: 'en' | 'es', hashPath = entry(id).hashPaths![0]!) {
  await page.goto(appUrl(`/#${hashPath}?${entry(id).sample}&languageType=${market === 'en' ? 1 : 2}`));
  await page.waitForSelector(`html[data-interactive="${id}"]`, { state: 'attached' });
  await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
  // The screen alone: nothing is left of the page the hash address loaded first.
  expect(await page.locator('main[data-screen]').count()).toBe(1);
}

async function mockRequests(path: string): Promise<{ query: Record<string, string>; body: Record<string, unknown> }[]> {
  const log = (await (await fetch(appUrl('/__mock/requests'))).json()) as {
    path: string;
    query: Record<string, string>;
    body: Record<string, unknown>;
  }[];
  return log.filter((request) => request.path.endsWith(path));
}

async function fillAndRequestCode(market: 'en' | 'es', mobile: string) {
  const text = TEXT[market];
  await expect.poll(() => captcha).toMatch(/^\w{4}$/);
  await page.getByLabel(text.mobile, { exact: true }).fill(mobile);
  await page.getByLabel(text.captcha, { exact: true }).fill(captcha);
  await page.getByRole('button', { name: text.getCode }).click();
  const counting = page.getByRole('button', { name: text.resend });
  await counting.waitFor();
  expect(await counting.getAttribute('aria-disabled')).toBe('true');
  return counting;
}

describe.each(['en', 'es'] as const)('registration landing (%s)', (market) => {
  const text = TEXT[market];

  it('registers against the mock (captcha, SMS code, countdown) and lands on the download page with the promotion', async () => {
    await open(market);
    await openHash('registration', market);
    expect(await page.getAttribute('html', 'lang')).toBe(market === 'en' ? 'en-IN' : 'es-MX');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `registration-${market}-390`);

    const visits = await mockRequests('/promotion/track-visit');
    expect(visits, JSON.stringify(visits)).toHaveLength(1);
    expect(visits[0]!.query).toMatchObject({
      page_id: '9',
      user_from: 'promo',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'web',
      app_from: 'lendview',
    });

    // Each market's own numbering plan, typed with its country code: the national number is sent.
    const [typed, mobile] = market === 'en' ? ['+91 98765 43210', '9876543210'] : ['+52 55 1234 5678', '5512345678'];
    const counting = await fillAndRequestCode(market, typed);
    expect((await mockRequests('/promotion/get-sms'))[0]!.body).toMatchObject({ phone: mobile, capcode: captcha });
    // Playwright waits forever for an aria-disabled element to become enabled; a finger does not.
    await counting.click({ force: true });
    await expect.poll(() => page.getByRole('status').filter({ hasText: text.warning }).count()).toBe(1);
    expect(await mockRequests('/promotion/get-sms')).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, `registration-${market}-countdown`);

    await page.getByLabel(text.sms, { exact: true }).fill(SMS_CODE);
    await page.getByRole('button', { name: text.register }).click();
    await page.waitForURL(/#\/downloadTemplate\?/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text.download);

    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      app_from: 'lendview',
      user_from: 'promo',
      utm_tag: 'web',
      id: '1',
      links_id: '9',
      languageType: market === 'en' ? '1' : '2',
    });
    expect((await mockRequests('/promotion/track-click'))[0]!.query).toMatchObject({ phone: mobile, page_id: '9' });
    expect((await mockRequests('/promotion/register'))[0]!.body).toMatchObject({
      phone: mobile,
      smsCode: SMS_CODE,
      userName: mobile,
      id: '1',
    });

    const play = new URL((await page.getByRole('link', { name: /Google Play/ }).getAttribute('href'))!);
    expect(new URLSearchParams(play.searchParams.get('referrer')!).get('utm_tag')).toBe('web');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `download-${market}-390`);
    // The whole walk (two screens, three axe runs) takes 25 to 28 s on a loaded 2-core machine.
  }, 60_000);

  it('a wrong image captcha (-1) gets a new image and the server message; an already registered phone goes to the download page', async () => {
    await open(market);
    await openHash('registration', market);
    await fillAndRequestCode(market, REGISTERED_PHONE);
    const first = captcha;
    await page.getByLabel(text.captcha, { exact: true }).fill(first === 'AAAA' ? 'BBBB' : 'AAAA');
    await page.getByLabel(text.sms, { exact: true }).fill(SMS_CODE);
    await page.getByRole('button', { name: text.register }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: text.wrongCaptcha }).count()).toBe(1);
    await expect.poll(() => captcha).not.toBe(first);
    expect(await page.getByLabel(text.captcha, { exact: true }).inputValue()).toBe('');

    await page.getByLabel(text.captcha, { exact: true }).fill(captcha);
    await page.getByRole('button', { name: text.register }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: text.already }).count()).toBe(1);
    await snap(page, `registration-${market}-already-registered`);
    await page.waitForURL(/#\/downloadTemplate\?/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text.download);
  });

  it('fits a 320x568 phone, with the rule messages shown', async () => {
    await open(market, SMALL_PHONE);
    await openHash('registration', market);
    await page.getByRole('button', { name: text.refresh }).click();
    await page.getByRole('button', { name: text.register }).click();
    await expect.poll(() => page.getByText(text.mobileRule).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `registration-${market}-320`);

    await openHash('download', market);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `download-${market}-320`);
  });
});

describe.each(['en', 'es'] as const)('bind card (%s)', (market) => {
  const labels =
    market === 'en'
      ? {
          holder: 'Card holder name',
          card: 'Card number',
          phone: 'Phone number',
          submit: 'Add card',
          short: 'The card number is too short. Please check it.',
        }
      : {
          holder: 'Nombre del titular',
          card: 'Número de tarjeta',
          phone: 'Número de teléfono',
          submit: 'Agregar tarjeta',
          short: 'El número de tarjeta es demasiado corto. Revíselo.',
        };

  it('formats as typed, binds the card and goes back to the card repayment with the carried values', async () => {
    await open(market);
    await openScreen(page, 'bind-card', market);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    await page.getByLabel(labels.card).pressSequentially('622202123');
    await page.getByRole('button', { name: labels.submit }).click();
    await expect.poll(() => page.getByText(labels.short).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, `bind-card-${market}-messages`);

    await page.getByLabel(labels.holder).fill('Asha Rao');
    await page.getByLabel(labels.card).press('End');
    await page.getByLabel(labels.card).pressSequentially('4567890');
    expect(await page.getByLabel(labels.card).inputValue()).toBe('6222 0212 3456 7890');
    await page.getByLabel(labels.phone).pressSequentially('13812345678');
    expect(await page.getByLabel(labels.phone).inputValue()).toBe('138 1234 5678');
    await snap(page, `bind-card-${market}-390`);
    await page.getByRole('button', { name: labels.submit }).click();

    await page.waitForURL(/\/hereBureau\?/);
    await page.waitForSelector('main[data-screen=card-repayment]');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({
      orderId: '174',
      productId: '1',
      couponMoney: '0',
      withholdingAmount: '1200',
      from: 'payway',
      userId: '1001',
    });
    expect((await mockRequests('/v3/bank-card/bind'))[0]!.body).toMatchObject({
      cardNo: '6222021234567890',
      phone: '13812345678',
      holderName: 'Asha Rao',
      orderId: '174',
      productId: '1',
    });
  });

  it('fits a 320x568 phone, also at its hash address', async () => {
    await open(market, SMALL_PHONE);
    await openHash('bind-card', market, '/addnormalcard');
    expect(await page.getAttribute('main[data-screen]', 'data-screen')).toBe('bind-card');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `bind-card-${market}-320`);
  });
});
