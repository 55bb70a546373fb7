import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, overrideMock, phonePerTest } from './support/browser';
import { axNode, expectBackgroundInert, expectTabStaysInside, focusPlace, logged } from './support/modal';
import { entry, sampleUrl } from './support/screens';

/**
 * Every dialog is modal for real, in both markets (Chromium): Tab cannot leave it, the page behind
 * is inert for keyboard, pointer and the accessibility tree, Escape dismisses it from anywhere
 * (or does nothing while it cannot be dismissed), and focus returns to its opener or a named place.
 */

let page: Page;
phonePerTest((fresh) => {
  page = fresh;
});

type Market = 'en' | 'es';
const TEXT = {
  en: {
    pay: 'Pay now',
    repay: 'Repay',
    send: 'Send',
    stars2: '2 stars',
    all: 'All orders',
    image: 'Your image 1, enlarge',
    submit: 'Submit',
    contact: [
      ['Name', 'Ana'],
      ['Telephone', '5512345678'],
      ['E-mail', 'ana@example.com'],
      ['Message', 'Hello'],
    ],
  },
  es: {
    pay: 'Pagar ahora',
    repay: 'Pagar',
    send: 'Enviar',
    stars2: '2 estrellas',
    all: 'Todos los pedidos',
    image: 'Su imagen 1, ampliar',
    submit: 'Enviar',
    contact: [
      ['Nombre', 'Ana'],
      ['Teléfono', '5512345678'],
      ['Correo electrónico', 'ana@example.com'],
      ['Mensaje', 'Hola'],
    ],
  },
} as const;

/** A screen's catalog address in a market, with query values replaced. */
function address(id: string, market: Market, set: Record<string, string> = {}, path?: string) {
  const [base, query] = sampleUrl(entry(id), market, path).split('?');
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(set)) params.set(key, value);
  return appUrl(`${base}?${params}`);
}

async function go(url: string) {
  await page.goto(url);
  await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
}

/** Opens with the keyboard, as a switch or TalkBack user would: focus the control, press Enter. */
async function pressOpen(opener: Locator): Promise<Locator> {
  await opener.evaluate((el) => el.setAttribute('data-e2e-opener', ''));
  await opener.focus();
  await page.keyboard.press('Enter');
  return opener;
}

const modal = () => page.locator('dialog:modal');

/**
 * Opens a page whose timers the test then holds, so a dialog that closes by itself stays while
 * the test looks. Paused from the start, the page would not hydrate.
 */
async function goHeld(url: string) {
  await page.clock.install();
  await go(url);
  await page.clock.pauseAt(Date.now() + 2000);
}

/** Opens loan confirmation with a re-quote whose reload answers `reloadMs` late, so its dialog stays that much longer. */
async function goRequote(market: Market, reloadMs: number) {
  await go(address('loan-confirmation', market, { productId: '3' }));
  await overrideMock({ method: 'POST', path: '/loan-detail-confirm', delayMs: reloadMs, times: 1 });
}

interface Case {
  name: string;
  /** Leaves the page with the dialog open; resolves with its opener when a control opened it. */
  open: (market: Market) => Promise<Locator | null>;
  dismissible: boolean;
}

const CASES: Case[] = [
  {
    name: 'card payment code step',
    dismissible: true,
    open: async (m) => {
      await go(address('card-repayment', m));
      await page.getByRole('radio').first().check();
      return pressOpen(page.getByRole('button', { name: TEXT[m].pay }));
    },
  },
  {
    name: 'loan details reminder',
    dismissible: true,
    open: async (m) => {
      await go(address('loan-details', m));
      return pressOpen(page.getByRole('button', { name: TEXT[m].repay, exact: true }));
    },
  },
  {
    name: 'loan details rating (opens by itself)',
    dismissible: true,
    open: async (m) => {
      await go(address('loan-details', m, { orderId: '200' }));
      return null;
    },
  },
  {
    name: 'loan details thank-you',
    dismissible: true,
    open: async (m) => {
      await go(address('loan-details', m, { orderId: '200' }));
      await modal().locator('label', { hasText: TEXT[m].stars2 }).click();
      await modal().getByRole('button', { name: TEXT[m].send }).click();
      await page.locator('dialog:modal .ld-dialog-text').waitFor();
      return null;
    },
  },
  {
    name: 'instalment barcode',
    dismissible: true,
    open: async (m) => {
      await go(address('instalment-repayment', m));
      return pressOpen(page.locator('button.rp-tool-icon').first());
    },
  },
  {
    name: 'extension barcode',
    dismissible: true,
    open: async (m) => {
      await go(address('extension', m));
      return pressOpen(page.locator('button.rp-tool-icon').first());
    },
  },
  {
    name: 'contact form confirmation',
    dismissible: true,
    open: async (m) => {
      await goHeld(address('official-pages', m, {}, '/Contact')); // its 3 s auto-close
      for (const [label, value] of TEXT[m].contact) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: TEXT[m].submit }).click();
      return null;
    },
  },
  {
    name: 'complaint home orders',
    dismissible: true,
    open: async (m) => {
      await go(address('complaint-home', m));
      return pressOpen(page.getByRole('button', { name: TEXT[m].all }));
    },
  },
  {
    name: 'complaint image',
    dismissible: true,
    open: async (m) => {
      await go(address('complaint-details', m));
      return pressOpen(page.getByRole('button', { name: TEXT[m].image }));
    },
  },
  {
    name: 'loan confirmation re-quote',
    dismissible: false,
    open: async (m) => {
      await goRequote(m, 30_000);
      return null;
    },
  },
];

describe.each(['en', 'es'] as const)('dialogs are modal (%s)', (market) => {
  it.each(CASES)(
    '$name: Tab stays inside, the page behind is inert, Escape and focus return as specified',
    async ({ open, dismissible }) => {
      const opener = await open(market);
      await modal().waitFor();
      await expect.poll(() => focusPlace(page)).toBe('dialog');
      await expectTabStaysInside(page);
      await expectBackgroundInert(page);

      // Escape from anywhere: focus first left on <body>.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
      if (!dismissible) {
        // Two more, which Chromium would force through as a close unless the page takes the key;
        // then a task for a `close` event to run, had one been queued.
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
        expect(await modal().count()).toBe(1);
        return;
      }
      await expect.poll(() => modal().count()).toBe(0);
      if (opener)
        await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-e2e-opener'))).toBe(true);
      else await expect.poll(() => focusPlace(page)).toBe('outside');
    },
  );
});

describe.each(['en', 'es'] as const)('the money path cannot be driven twice or stale (%s)', (market) => {
  const amounts = { en: '4,500.00', es: '2,700.00' };

  it('Submit behind the re-quote cannot fire: keyboard, tap and Enter send nothing; then one push with the new amount', async () => {
    await goRequote(market, 8000);
    const submit = page.getByRole('button', { name: TEXT[market].submit });
    const box = (await submit.boundingBox())!;
    await modal().waitFor();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await submit.evaluate((el) => el === document.activeElement)).toBe(false);
    }
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.press('Enter');
    expect(await logged(appUrl(''), '/loan-detail-push')).toEqual([]);

    await expect.poll(() => modal().count(), { timeout: 30_000 }).toBe(0);
    // The English offer's Key Fact Statement is acknowledged first (Submit waits for it).
    if (market === 'en') await page.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' }).check();
    await submit.click();
    await page.waitForURL(/\/mottoesWith\?/);
    const pushes = await logged(appUrl(''), '/loan-detail-push');
    expect(pushes.map((p) => p.body.amount)).toEqual([amounts[market]]);
  }, 60_000);

  it('Pay now behind the code step cannot fire: one commit; a toast raised in the step is in a live region that is not inert', async () => {
    await go(address('card-repayment', market));
    await page.getByRole('radio').first().check();
    const payNow = page.getByRole('button', { name: TEXT[market].pay });
    const box = (await payNow.boundingBox())!;
    await payNow.click();
    await modal().waitFor();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await payNow.evaluate((el) => el === document.activeElement)).toBe(false);
    }
    expect(await modal().count()).toBe(1);
    expect(await logged(appUrl(''), '/repayment-commit')).toHaveLength(1);

    // A wrong code: the spec's toast shows while the step is open, inside it, and is announced.
    await modal().locator('input').fill('000000');
    await modal().locator('.lv-dialog-actions .lv-button-primary').click();
    await page.locator('dialog:modal .lv-toast').waitFor();
    expect(await axNode(page, 'dialog .lv-toast-region')).toMatchObject({ ignored: false, role: 'status', live: 'polite' });
    expect((await axNode(page, 'main h1')).ignored).toBe(true);
    // Focus is not lost: the refused code's field has it, marked invalid.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  });

  it('a commit with no readable answer asks the order and a fresh token before the next commit, which uses the fresh token', async () => {
    await overrideMock({ method: 'POST', path: '/repayment-commit', rawBody: '{"code":"00","data":{"needV', times: 1 });
    await go(address('card-repayment', market));
    await page.getByRole('radio').nth(1).check(); // the mock asks no code for the second card
    const payNow = page.getByRole('button', { name: TEXT[market].pay });
    await payNow.click();
    await expect.poll(() => payNow.isEnabled(), { timeout: 15_000 }).toBe(true);
    const log = ((await (await fetch(appUrl('/__mock/requests'))).json()) as { path: string }[]).map((r) =>
      r.path.split('/').at(-1),
    );
    expect(log.slice(log.indexOf('repayment-commit'))).toEqual(['repayment-commit', 'loan-details', 'repayment-way']);

    await payNow.click();
    await page.waitForURL(/borrowDetail/);
    const tokens = (await logged(appUrl(''), '/repayment-commit')).map((c) => c.body.repayToken);
    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
  });
});
