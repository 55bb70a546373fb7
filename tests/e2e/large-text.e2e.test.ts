import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, phone, PHONE, SMALL_PHONE } from './support/browser';
import { CATALOG, sampleUrl, snap } from './support/screens';
import { layoutProblems, setTextZoom } from './support/text-zoom';

/**
 * Android's font scale (150 % and 200 %, as a WebView applies it) on a 320x568 and a 390x844
 * phone: every screen and every dialog it opens, in both markets, must not scroll sideways, clip
 * or overlap text and controls, or split a money value, date or code. One browser and one page
 * for the whole file keep it fast.
 */
const SCALES = [1.5, 2];
const VIEWPORTS = [SMALL_PHONE, PHONE];

type Market = 'en' | 'es';
interface Case {
  name: string;
  url: (market: Market) => string;
  /** The screen shows a dialog that closes itself: its clock stands still while measured. */
  hold?: boolean;
  /** Opens a dialog from the screen (`hold`: one that closes itself). */
  dialogs?: { name: string; hold?: boolean; open: (page: Page, market: Market) => Promise<void> }[];
}

const byName = (en: string, es: string) => (market: Market) => new RegExp(`^${market === 'en' ? en : es}$`, 'i');
const click = (en: string, es: string) => async (page: Page, market: Market) => {
  await page
    .getByRole('button', { name: byName(en, es)(market) })
    .first()
    .click();
};
const withQuery = (id: string, extra: string) => (market: Market) => `${sampleUrl(entry(id), market)}&${extra}`;
const entry = (id: string) => CATALOG.find((e) => e.id === id)!;

const DIALOGS: Record<string, Case['dialogs']> = {
  'loan-details': [{ name: 'reminder', open: click('Repay', 'Pagar') }],
  'card-repayment': [
    {
      name: 'verification code',
      open: async (page, market) => {
        await page.getByRole('radio').first().check();
        await click('Pay now', 'Pagar ahora')(page, market);
      },
    },
  ],
  'complaint-home': [{ name: 'orders', open: click('All orders', 'Todos los pedidos') }],
  'complaint-details': [{ name: 'image', open: click('.*enlarge', '.*ampliar') }],
  'instalment-repayment': [{ name: 'barcode', open: click('Show the barcode of .*', 'Mostrar el código de barras de .*') }],
  extension: [{ name: 'barcode', open: click('Show the barcode of .*', 'Mostrar el código de barras de .*') }],
  'complaint-form': [
    {
      name: 'sent',
      hold: true,
      open: async (page, market) => {
        await page
          .getByRole('textbox', { name: market === 'en' ? 'Describe your problem' : 'Describa su problema' })
          .fill('The agent called me at night.');
        await click('Send', 'Enviar')(page, market);
      },
    },
  ],
};

// Every catalog id is a `ScreenId`, and every `ScreenId` a screen of the SDK (tests/types/subpaths.test-d.tsx).
const mounted = CATALOG.filter((e) => !e.devOnly);
const CASES: Case[] = [
  ...mounted.flatMap((e): Case[] =>
    (e.id === 'official-pages' ? e.paths : [e.paths[0]]).map((path) => ({
      name: path && e.paths.length > 1 && e.id === 'official-pages' ? `${e.id} ${path}` : e.id,
      url: (market: Market) => sampleUrl(e, market, path),
      dialogs:
        e.id === 'official-pages' && path !== '/Contact'
          ? []
          : (DIALOGS[e.id] ??
            (path === '/Contact'
              ? [
                  {
                    name: 'message received',
                    hold: true,
                    open: async (page: Page, market: Market) => {
                      const fields =
                        market === 'en'
                          ? ['Name', 'Telephone', 'E-mail', 'Message']
                          : ['Nombre', 'Teléfono', 'Correo electrónico', 'Mensaje'];
                      for (const label of fields)
                        await page
                          .getByLabel(label, { exact: true })
                          .fill(label === 'Telephone' || label === 'Teléfono' ? '5512345678' : 'Ana');
                      await click('Submit', 'Enviar')(page, market);
                    },
                  },
                ]
              : [])),
    })),
  ),
  { name: 'loan-details settled (rating)', url: withQuery('loan-details', 'orderId=200') },
  { name: 'loan-confirmation re-quote', url: withQuery('loan-confirmation', 'productId=3'), hold: true },
];

let browser: Browser;
let page: Page;
let opened = false;
let clocked = false;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Opens a screen. With `hold`, in a fresh phone context whose clock then stands still (2 s after
 * the screen showed), so a dialog that closes itself (the re-quote countdown, a confirmation)
 * stays open while it is measured; a context's fake clock keeps its state, so it is used once.
 */
async function open(url: string, hold = false) {
  if (!opened || hold || clocked) {
    if (opened) await page.context().close();
    ({ page } = await phone(browser));
    opened = true;
    clocked = hold;
    if (hold) await page.clock.install();
  }
  await page.setViewportSize(PHONE);
  await page.goto(appUrl(url));
  await page.waitForSelector('main[data-screen]');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  if (hold) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
}

/** Every scale and viewport on the page as it is now; the problems, each prefixed with where. */
async function walk(label: string): Promise<string[]> {
  const found: string[] = [];
  for (const scale of SCALES) {
    await setTextZoom(page, scale);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const problem of await layoutProblems(page)) found.push(`${label} ${scale * 100}% ${viewport.width}px: ${problem}`);
      if (scale === 2 && viewport === SMALL_PHONE) await snap(page, `large-text-${label.replace(/[^\w-]+/g, '-')}`);
    }
  }
  return found;
}

describe.each(CASES)('$name at 150 % and 200 % text', (c) => {
  for (const market of ['en', 'es'] as const) {
    it(`${market}: no sideways scroll, clipped or overlapping text, or split amounts, on the screen and its dialogs`, async () => {
      await open(c.url(market), c.hold);
      const problems = await walk(`${c.name} ${market}`);
      for (const dialog of c.dialogs ?? []) {
        await open(c.url(market), dialog.hold);
        await dialog.open(page, market);
        await page.getByRole('dialog').last().waitFor();
        problems.push(...(await walk(`${c.name} ${market} dialog ${dialog.name}`)));
      }
      expect(problems.join('\n')).toBe('');
    }, 60_000);
  }
});
