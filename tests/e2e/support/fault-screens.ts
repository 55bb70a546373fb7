import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, PHONE } from './browser';
import {
  API_SCREENS,
  badMoneyRequests,
  foreignRequests,
  settled,
  startFaultRig,
  tapMoneyButton,
  type FaultRig,
} from './fault-rig';
import { FAULTS, TAGS, type Fault } from './hostile-api';
import { entry, sampleUrl } from './screens';

/** Faults after which no screen can have its content: it must show its error. */
const NO_ANSWER: Fault[] = ['truncated', 'not-json', 'http-500-code-0', 'redirect-foreign', 'reset-mid-body'];
/** Screens whose data is money: with `{}` or all-null data they show their error, not an empty offer. */
const MONEY_SCREENS = [
  'loan-confirmation',
  'card-repayment',
  'instalment-repayment',
  'extension',
  'loan-agreement',
  'loan-details',
];
const mustFail = (id: string, fault: Fault) =>
  (NO_ANSWER.includes(fault) && id !== 'complaint-form') ||
  (MONEY_SCREENS.includes(id) && (fault === 'empty-data' || fault === 'null-fields'));

/**
 * The API screens in groups of about a minute each, one file per group
 * (`fault-screens-<group>.e2e.test.ts`), so the browser tests' two workers share the suite.
 */
export const FAULT_GROUPS = {
  loans: ['loan-confirmation', 'loan-details', 'extension', 'loan-agreement'],
  repayment: ['instalment-repayment', 'repayment-instructions', 'card-repayment'],
  complaints: ['complaint-home', 'complaint-form', 'complaint-list', 'complaint-details'],
  service: ['customer-service', 'registration'],
} as const;

const grouped = Object.values(FAULT_GROUPS).flat() as string[];
const ungrouped = API_SCREENS.filter((id) => !grouped.includes(id));
if (ungrouped.length || grouped.length !== API_SCREENS.length) {
  throw new Error(
    `every API screen belongs to one fault group: ${ungrouped.join(', ') || 'one is listed twice, or is not an API screen'}`,
  );
}

/**
 * Every screen of `screens` (ids of {@link API_SCREENS}) against an API that misbehaves in every
 * way we know of. For each case: no script from the data ran, nothing was requested from a
 * foreign origin, no money call went out with an empty or invalid amount, and the screen shows its
 * content or its error with Try again (never a blank page, never a crash). Each file has its own
 * browser and hostile API.
 */
export function faultScreens(screens: readonly string[]): void {
  // A screen's market per fault alternates as it did when one file held every screen.
  const market = (id: string, j: number) => ((API_SCREENS.indexOf(id) + j) % 2 ? 'es' : 'en');
  const cases = screens.flatMap((id) => FAULTS.map((fault, j) => [id, fault, market(id, j)] as const));

  let browser: Browser;
  let rig: FaultRig;
  beforeAll(async () => {
    [browser, rig] = await Promise.all([launch(), startFaultRig()]);
  });
  afterAll(async () => {
    await browser?.close();
    await rig?.close();
  });
  afterEach(() => rig.api.reset());

  async function open(id: string, market: 'en' | 'es'): Promise<{ page: Page; errors: Error[]; foreign: string[] }> {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const foreign = foreignRequests(page, rig.url);
    const address = sampleUrl(entry(id), market);
    await page.goto(`${rig.url}${address}`);
    return { page, errors, foreign };
  }

  describe('fault suite: every API screen against a hostile API', () => {
    it.each(cases)('%s with %s (%s)', async (id, fault, market) => {
      rig.api.setFault(fault);
      const { page, errors, foreign } = await open(id, market);
      try {
        const screen = await settled(page);
        await tapMoneyButton(page);

        expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
        expect(rig.api.foreignHits).toEqual([]);
        expect(foreign).toEqual([]);
        expect(badMoneyRequests(rig.api)).toEqual([]);
        expect(errors.map(String)).toEqual([]);
        expect(screen.text.length).toBeGreaterThan(0);
        if (mustFail(id, fault)) expect(screen.state).toBe('error');
        if (screen.state === 'error') {
          await expect(page.getByRole('button', { name: /^(Try again|Reintentar)$/ }).count()).resolves.toBe(1);
        }
      } finally {
        await page.context().close();
      }
    });

    const recovering = ['loan-confirmation', 'card-repayment', 'customer-service'].filter((id) => screens.includes(id));
    if (recovering.length) {
      it.each(recovering)('%s: Try again after a bad answer shows the content once the API recovers', async (id) => {
        rig.api.setFault('not-json');
        const { page } = await open(id, 'en');
        try {
          expect((await settled(page)).state).toBe('error');
          rig.api.setFault('none');
          await page.getByRole('button', { name: 'Try again' }).click();
          await page.waitForFunction(
            () => !document.querySelector('.lv-error-state') && !document.querySelector('main [aria-busy="true"]'),
          );
          expect((await settled(page)).state).toBe('content');
        } finally {
          await page.context().close();
        }
      });
    }
  });

  // Issue 27 point 7: Lingui reads tags in the string values a message interpolates, so server text
  // that reached `<Trans>` as a string became markup: an address `… <2>NOTHING - PAID IN FULL</2>`
  // rendered bold, `<b>` vanished, and every render logged an error a hostile API controls.
  describe('fault suite: server text with tags in it stays text', () => {
    /** Lingui's complaints about tags it could not match: what a hostile string made it log. */
    const linguiComplaint = /element at index|void element/;

    it.each(screens.map((id) => [id, API_SCREENS.indexOf(id) % 2 ? 'es' : 'en'] as const))(
      '%s (%s): the tags every text carries are shown as sent, server and browser log nothing',
      async (id, market) => {
        // The server renders in this process: what it logs is caught here.
        const serverErrors = vi.spyOn(console, 'error');
        rig.api.setFault('tags');
        const { page, errors } = await open(id, market);
        const pageErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') pageErrors.push(message.text());
        });
        try {
          const screen = await settled(page);
          const count = (part: string) => screen.text.split(part).length - 1;
          // The screen shows its content and the server's text in it, tags and all (customer
          // service shows a telephone and an e-mail only when they are one: none here).
          expect(screen.state).toBe('content');
          if (id !== 'customer-service') expect(count('<b>x</b>')).toBeGreaterThan(0);
          // Each tag is there whole wherever its text is shown ("PAID IN FULL" never without `<2>`).
          expect(count('NOTHING - PAID IN FULL')).toBe(count(TAGS.trim().split(' <b>')[0]));
          expect(count('x</b>')).toBe(count('<b>x</b>'));
          expect(errors.map(String)).toEqual([]);
          expect(pageErrors.filter((text) => linguiComplaint.test(text))).toEqual([]);
          expect(serverErrors.mock.calls.map((call) => String(call[0])).filter((text) => linguiComplaint.test(text))).toEqual([]);
        } finally {
          serverErrors.mockRestore();
          await page.context().close();
        }
      },
    );
  });
}
