import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, openInHost, overrideMock, phonePerTest, SMALL_PHONE, smallTargets } from './support/browser';
import { entry, openScreen, sampleUrl, snap } from './support/screens';
import { layoutProblems, setTextZoom } from './support/text-zoom';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

const h1 = (where: Page | FrameLocator) => where.locator('h1').first();
const fitsWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth);

/** A catalog sample address with one query value replaced (`productId=3` asks for a re-quote). */
function sampleWith(id: string, market: 'en' | 'es', key: string, value: string): string {
  const [path, query] = sampleUrl(entry(id), market).split('?');
  const params = new URLSearchParams(query);
  params.set(key, value);
  return `${path}?${params}`;
}

/** Ticks the Key Fact Statement's acknowledgement, which Submit waits for in the English market. */
const acknowledge = (where: Page | FrameLocator) =>
  where.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' }).check();

async function waitForScreen(where: Page, id: string) {
  await where.waitForSelector(`main[data-screen=${id}]:not(:has([aria-busy="true"]))`);
}

/** The host simulator around a screen address; returns the screen's frame and the bridge log. */
async function inHost(screenUrl: string) {
  return { frame: await openInHost(page, screenUrl), log: page.getByRole('log') };
}

describe('loan confirmation in the example app', () => {
  it('confirms a loan in English and lands on the loan details, accessible', async () => {
    await openScreen(page, 'loan-confirmation', 'en');
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    expect(await h1(page).textContent()).toBe('Confirm your loan');
    // Once on screen: the key facts repeat it as the sanctioned amount, folded in their statement.
    expect(await page.getByText('₹5,000.00').filter({ visible: true }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'I have read and agree to the loan contract' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Read the loan contract' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'loan-confirmation-en');

    await acknowledge(page);
    const contract = page.getByRole('checkbox', { name: 'I have read and agree to the loan contract' });
    await contract.uncheck();
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await contract.check();

    const entries = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForScreen(page, 'loan-details');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/mottoesWith');
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('orderId')).toBe('21');
    expect(url.searchParams.get('sessionId')).toBe('sess-1');
    expect(await h1(page).textContent()).toBe('Under review');
    // Replaced, not pushed: Back does not return to the submitted form.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await snap(page, 'loan-confirmation-en-landed');
  });

  it('confirms a loan in Spanish on a 320x568 phone', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await openScreen(page, 'loan-confirmation', 'es');
    expect(await page.getAttribute('html', 'lang')).toBe('es-MX');
    expect(await h1(page).textContent()).toBe('Confirme su préstamo');
    expect(await fitsWidth(page)).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'loan-confirmation-es-320');

    await page.getByRole('button', { name: 'Enviar' }).click();
    await waitForScreen(page, 'loan-details');
    expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
    expect(await h1(page).textContent()).toBe('En revisión');
    expect(await fitsWidth(page)).toBeLessThanOrEqual(SMALL_PHONE.width);
  });

  it('sends the track event with the product through the bridge, seen in the host simulator log', async () => {
    const { frame, log } = await inHost(sampleUrl(entry('loan-confirmation'), 'en'));
    await acknowledge(frame);
    await frame.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => log.textContent()).toContain('track {"event":"loanConfirmSubmit","productId":"1"}');
    await expect.poll(() => frame.locator('main[data-screen]').getAttribute('data-screen')).toBe('loan-details');
    await snap(page, 'loan-confirmation-host-track');
  });

  it('shows the re-quote countdown, then the new offer after 5.5 s', async () => {
    const quotes = async () => {
      const requests = (await (await fetch(appUrl('/__mock/requests'))).json()) as { path: string; body: unknown }[];
      return requests.filter((r) => r.path.endsWith('/loan-detail-confirm')).map((r) => (r.body as { isType?: number }).isType);
    };
    await page.clock.install();
    await page.goto(appUrl(sampleWith('loan-confirmation', 'en', 'productId', '3')));
    const dialog = page.getByRole('dialog', { name: 'Updating your offer' });
    await dialog.waitFor();
    // The page's clock stands still from here (the popup opened a moment ago); the reload answers
    // 4 s late, so the popup can be checked by axe (which needs a running clock) once it is sent.
    // Paused 100 ms ahead: the page's clock runs on while the pause is sent, and `pauseAt` cannot go back.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await overrideMock({ method: 'POST', path: '/loan-detail-confirm', delayMs: 4_000, times: 1 });
    expect(await dialog.textContent()).toContain('We are recalculating your loan offer');

    await page.clock.runFor(4_000);
    expect(await dialog.isVisible()).toBe(true);
    expect(await quotes()).toEqual([undefined]);
    await page.clock.runFor(2_000);
    await expect.poll(quotes).toEqual([undefined, 1]);
    await page.clock.resume();
    expect(await dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'loan-confirmation-requote');
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    // The new offer replaces the old one everywhere on screen (the key facts also repeat the
    // amount in their folded statement), and a screen reader hears that it changed.
    expect(await page.getByText('₹4,500.00', { exact: true }).filter({ visible: true }).count()).toBe(1);
    expect(await page.getByText('₹5,000.00').filter({ visible: true }).count()).toBe(0);
    expect(
      await page.getByRole('status').filter({ hasText: 'Your offer was updated. Disbursal amount: ₹4,500.00.' }).count(),
    ).toBe(1);
  }, 60_000);

  it('shows an error and stays when the server sends an unsafe loan details URL', async () => {
    await overrideMock({
      method: 'POST',
      path: '/v3/loan-confirm/loan-detail-push',
      body: { code: 0, message: 'ok', data: { lendDetailsUrl: 'javascript:alert(1)' } },
    });
    await openScreen(page, 'loan-confirmation', 'en');
    await acknowledge(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'cannot be opened' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/toJanuary');
  });
});

describe('loan details in the example app', () => {
  it('shows a repayable order (174) with Repay and Extension in English, accessible', async () => {
    await openScreen(page, 'loan-details', 'en');
    expect(await h1(page).textContent()).toBe('Pending repayment');
    expect(await page.locator('[data-tone]').getAttribute('data-tone')).toBe('orange');
    expect(await page.getByRole('button', { name: 'Repay', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Extension', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Extension agreement' }).isVisible()).toBe(true);
    expect(await page.getByText('Overdue days').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'loan-details-174-en');

    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    const reminder = page.getByRole('dialog', { name: 'Reminder' });
    expect(await reminder.textContent()).toContain('postponed up to 7 days');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'loan-details-reminder-en');
    await reminder.getByRole('button', { name: 'Apply for an extension' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/theLand');
  });

  it('is Spanish for languageType=2 and fits a 320x568 phone', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await openScreen(page, 'loan-details', 'es');
    expect(await h1(page).textContent()).toBe('Por pagar');
    expect(await fitsWidth(page)).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'loan-details-174-es-320');

    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    expect(await page.getByRole('dialog', { name: 'Recordatorio' }).textContent()).toContain('posponerse hasta 7 días');
    await snap(page, 'loan-details-reminder-es-320');
  });

  it.each([
    ['110', 'en', 'red'],
    ['180', 'en', 'purple'],
    ['21', 'es', 'blue'],
  ] as const)('shows order %s (%s) in its colour', async (orderId, market, tone) => {
    await page.goto(appUrl(sampleWith('loan-details', market, 'orderId', orderId)));
    await waitForScreen(page, 'loan-details');
    expect(await page.locator('[data-tone]').getAttribute('data-tone')).toBe(tone);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, `loan-details-${orderId}-${market}`);
  });

  it('rating flow: opens by itself for a settled order, 5 stars go to the native rating (host log)', async () => {
    const { frame, log } = await inHost(sampleWith('loan-details', 'en', 'orderId', '200'));
    const dialog = frame.getByRole('dialog', { name: 'Rate our service' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => frame.getByText('Select a rating').count()).toBe(1);
    await dialog.locator('label', { hasText: '5 stars' }).click();
    await snap(page, 'loan-details-rating-host');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => log.textContent()).toContain('openRating {}');
    expect(await frame.getByRole('dialog').count()).toBe(0);
  });

  it('rating flow: a low score gets the thank-you modal; axe is clean with the modals open', async () => {
    await page.goto(appUrl(sampleWith('loan-details', 'es', 'orderId', '200')));
    const dialog = page.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await dialog.waitFor();
    await dialog.locator('label', { hasText: '2 estrellas' }).click();
    expect(await dialog.getByRole('radio', { name: '2 estrellas' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'loan-details-rating-es');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    const thanks = page.getByRole('dialog', { name: 'Gracias' });
    await thanks.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'loan-details-thanks-es');
    await thanks.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // A plain browser (web fallback) cannot take the borrow-again scheme message: the button is hidden.
    expect(await page.getByRole('button', { name: 'Pedir otro préstamo' }).count()).toBe(0);
  });

  it('borrow again and resume reach the bridge and the server', async () => {
    const { frame, log } = await inHost(sampleWith('loan-details', 'en', 'orderId', '200'));
    await frame.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await frame.getByRole('button', { name: 'Borrow again' }).click();
    await expect.poll(() => log.textContent()).toContain('borrowAgain {"productId":"1"}');

    const detailCalls = async () =>
      ((await (await fetch(appUrl('/__mock/requests'))).json()) as { path: string }[]).filter((r) =>
        r.path.endsWith('/v3/loan-details/loan-details'),
      ).length;
    const before = await detailCalls();
    await page.getByRole('button', { name: 'Send resume' }).click();
    await expect.poll(detailCalls).toBe(before + 1);
  });
});

/** The mock's requests to a path, as received. */
const requested = async (path: string) =>
  ((await (await fetch(appUrl('/__mock/requests'))).json()) as { path: string; body: Record<string, unknown> }[]).filter((r) =>
    r.path.endsWith(path),
  );

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

describe('the look-up exit on loan details', { timeout: 60_000 }, () => {
  it('says until when and what leaving costs, and repays exactly that through the card payment (English)', async () => {
    await openScreen(page, 'loan-details', 'en');
    const lookup = page.getByRole('region', { name: 'Look-up period' });
    await lookup.waitFor();
    expect(await lookup.textContent()).toMatch(
      /Until \d\d\/\d\d\/\d{4} you can leave this loan without any penalty by repaying ₹5,041\.17: the principal and the proportionate APR\./,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'lookup-en');

    await lookup.getByRole('button', { name: 'Repay ₹5,041.17 and leave the loan' }).click();
    await waitForScreen(page, 'card-repayment');
    expect(new URL(page.url()).searchParams.get('withholdingAmount')).toBe('5041.17');
    expect(await page.getByText('₹5,041.17').first().isVisible()).toBe(true);
    // The second card needs no code in the mock: the commit goes out at once.
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect.poll(async () => (await requested('/repayment-commit')).map((r) => r.body.amount)).toEqual(['5041.17']);
  });

  it('is in Spanish, accessible in the dark theme and at 200 % text on 320 px', async () => {
    await openScreen(page, 'loan-details', 'es');
    const lookup = page.getByRole('region', { name: 'Periodo de reflexión' });
    await lookup.waitFor();
    expect(await lookup.getByRole('button', { name: 'Pagar $3,061.62 y cancelar el crédito' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await darkAndLarge('lookup-es');
  });

  it('says the period ended, with no exit, once it is over', async () => {
    await page.goto(appUrl(sampleWith('loan-details', 'en', 'orderId', '180')));
    const lookup = page.getByRole('region', { name: 'Look-up period' });
    await lookup.waitFor();
    expect(await lookup.textContent()).toContain('The look-up period ended on 05/08/2025.');
    expect(await lookup.getByRole('button').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the contract key facts at the top of the loan agreement', { timeout: 60_000 }, () => {
  it('heads the Spanish agreement with the carátula, accessible in light and dark and at 200 % text on 320 px', async () => {
    await openScreen(page, 'loan-agreement', 'es');
    const caratula = page.getByRole('region', { name: 'Carátula de crédito' });
    await caratula.waitFor();
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main h2')].map((heading) => heading.textContent),
    );
    expect(order.slice(0, 3)).toEqual(['Contrato de préstamo', 'Carátula de crédito', 'Pagaré']);
    expect((await caratula.locator('.lv-ref').allTextContents()).join('')).toBe('15368-439-035612/01-01234-1125');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, 'agreement-caratula-es');
    await darkAndLarge('agreement-caratula-es');
  });

  it('heads the English agreement with the Key Fact Statement', async () => {
    await openScreen(page, 'loan-agreement', 'en');
    await page.getByRole('region', { name: 'Key Fact Statement' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'agreement-kfs-en');
  });
});
