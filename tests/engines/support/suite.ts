import type { ScreenId } from '@lendview/screens';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, sampleUrl, type CatalogEntry } from '../../../examples/webview-app/src/catalog';
import { waitFor, type Engine } from './engine';
import { openSite, type Site } from './site';

type Market = 'en' | 'es';

/** One tap that only a live screen answers, and what shows that it did (ES5 expressions). */
interface Interaction {
  /** Evaluated before the tap (a marker a full page load would lose). */
  before?: string;
  tap: [selector: string, text?: Record<Market, string>];
  then: string | ((market: Market) => string);
}

const dialogOpen = "!!document.querySelector('dialog[open]')";
const toastShown = "/\\S/.test((document.querySelector('.lv-toast') || {}).textContent || '')";
const invalidField = '!!document.querySelector(\'main [aria-invalid="true"]\')';
const screenIs = (id: ScreenId) => `!!document.querySelector('main[data-screen="${id}"]')`;
const selectedTab = (text: Record<Market, string>) => (market: Market) =>
  `(document.querySelector('main [role=tab][aria-selected="true"]') || {}).textContent === ${JSON.stringify(text[market])}`;
const RESOLVED = { en: 'Resolved', es: 'Resueltas' };
const ABOUT = { en: 'About us', es: 'Sobre nosotros' };

/**
 * The interaction of each screen. Screens without a control of the app's own (the agreement,
 * the joint-login failure, the store links, the privacy notice's in-page links) are checked
 * for hydration only: their links work without scripts.
 */
const INTERACTIONS: Partial<Record<ScreenId, Interaction>> = {
  'customer-service': {
    tap: ['main button.cs-contact'],
    then: "window.__lendviewShell.filter(function (m) { return m.type === 'callPhone'; }).length === 1",
  },
  'loan-confirmation': {
    // India's offer carries a Key Fact Statement whose acknowledgement Submit waits for: ticked
    // first, so that unticking the contract box is what disables Submit.
    before: "(function (kfs) { if (kfs && !kfs.checked) kfs.click(); })(document.querySelector('main input.kf-checkbox'))",
    tap: ['main input.lc-checkbox'],
    then: "document.querySelector('main button[type=submit]').disabled",
  },
  'loan-details': { tap: ['main .lv-button-primary'], then: dialogOpen },
  'instalment-repayment': {
    tap: ['main button', { en: 'Show the barcode', es: 'Mostrar el código de barras' }],
    then: dialogOpen,
  },
  extension: { tap: ['main button', { en: 'Show the barcode', es: 'Mostrar el código de barras' }], then: dialogOpen },
  'repayment-instructions': { tap: ['main button', { en: 'Copy', es: 'Copiar' }], then: toastShown },
  'card-repayment': {
    tap: ['main button', { en: 'Pay now', es: 'Pagar ahora' }],
    then: "/\\S/.test((document.querySelector('main [role=alert]') || {}).textContent || '')",
  },
  'repayment-result': { tap: ['main button'], then: screenIs('loan-details') },
  'about-us': { tap: ['main button'], then: screenIs('customer-service') },
  'complaint-home': {
    tap: ['main button', { en: 'Collection', es: 'Cobranza' }],
    then: '!!document.querySelector(\'main [aria-expanded="true"]\')',
  },
  'complaint-form': { tap: ['main button', { en: 'Send', es: 'Enviar' }], then: toastShown },
  'complaint-list': { tap: ['main [role=tab]', RESOLVED], then: selectedTab(RESOLVED) },
  'complaint-details': { tap: ['main button'], then: dialogOpen },
  registration: { tap: ['main button', { en: 'Get code', es: 'Obtener código' }], then: invalidField },
  'official-site': { tap: ['main [role=tab]', ABOUT], then: selectedTab(ABOUT) },
  'official-pages': {
    before: 'window.__stayed = 1',
    tap: ['main a'],
    then: `${screenIs('official-site')} && window.__stayed === 1`,
  },
  'bind-card': { tap: ['main button[type=submit]'], then: invalidField },
};

/** Every screen the app mounts (not the developer's test page), in both markets. */
const SCREENS = CATALOG.filter((entry) => !entry.devOnly);

/** Screenshots for review with `SCREENSHOTS=1` (tests/e2e/screenshots/engines-*.png). */
const SHOTS = process.env.SCREENSHOTS === '1' ? join(import.meta.dirname, '../../e2e/screenshots') : undefined;

/** The page has hydrated (the app marks `<html data-interactive>`), its content is in, and no script failed. */
export async function live(engine: Engine, id: ScreenId): Promise<void> {
  await waitFor(
    engine,
    `document.documentElement.getAttribute('data-interactive') === ${JSON.stringify(id)} || window.__lendviewErrors.length > 0`,
    15_000,
  );
  await waitFor(
    engine,
    "!!document.querySelector('main[data-screen]') && !document.querySelector('main [aria-busy=\"true\"]') || window.__lendviewErrors.length > 0",
  );
  expect(await engine.eval<string[]>('window.__lendviewErrors')).toEqual([]);
}

/** `engine` against the example app: every screen in both markets, then the money paths. */
export function engineSuite(start: () => Promise<Engine>, extra?: (context: { engine: () => Engine; site: () => Site }) => void) {
  let engine: Engine;
  let site: Site;
  beforeAll(async () => {
    [engine, site] = await Promise.all([start(), openSite()]);
    if (SHOTS && !existsSync(SHOTS)) mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await Promise.all([engine?.close(), site?.close()]);
  });

  async function open(entry: CatalogEntry, market: Market) {
    await engine.goto(site.url(sampleUrl(entry, market)));
    await live(engine, entry.id);
  }

  describe.each(SCREENS)('$id', (entry) => {
    it.each(['en', 'es'] as const)('%s: renders, hydrates, answers its control, no script error', async (market) => {
      await open(entry, market);
      expect(await engine.eval('document.documentElement.lang')).toBe(market === 'en' ? 'en-IN' : 'es-MX');
      expect(await engine.eval("document.querySelectorAll('main h1').length")).toBeGreaterThan(0);
      if (SHOTS) await engine.screenshot(join(SHOTS, `engines-${slug(engine.name)}-${entry.id}-${market}.png`));
      const interaction = INTERACTIONS[entry.id];
      if (interaction) {
        if (interaction.before) await engine.eval(interaction.before);
        const [selector, text] = interaction.tap;
        await engine.click(selector, text?.[market]);
        await waitFor(engine, typeof interaction.then === 'string' ? interaction.then : interaction.then(market));
      }
      expect(await engine.eval<string[]>('window.__lendviewErrors')).toEqual([]);
      expect(await engine.eval("document.documentElement.hasAttribute('data-outdated')")).toBe(false);
    });
  });

  describe.each(['en', 'es'] as const)('money paths (%s)', (market) => {
    const text = MONEY_TEXT[market];
    it('confirms a loan: agreement, submit, the new loan details', async () => {
      await open(entry('loan-confirmation'), market);
      expect(await engine.eval("document.querySelector('main input.lc-checkbox').checked")).toBe(true);
      if (market === 'en') {
        // The key-facts card is on demand: its acknowledgement arrives with it.
        await waitFor(engine, "!!document.querySelector('main input.kf-checkbox')");
        await engine.click('main input.kf-checkbox');
      }
      await waitFor(engine, "!document.querySelector('main button[type=submit]').disabled");
      await engine.click('main button[type=submit]');
      await waitFor(
        engine,
        `${screenIs('loan-details')} && location.pathname === '/mottoesWith' && /[?&]from=confirm/.test(location.search)`,
      );
      await live(engine, 'loan-details');
    });

    it('repays by card: card, code, the loan details', async () => {
      await open(entry('card-repayment'), market);
      await engine.click('main input[type=radio]');
      await engine.click('main button', text.pay);
      await waitFor(engine, dialogOpen);
      await engine.type('dialog[open] input', VERIFY_CODE);
      await engine.click('dialog[open] button', text.confirm);
      await waitFor(engine, `${screenIs('loan-details')} && /from=repayment/.test(location.hash)`);
      await live(engine, 'loan-details');
    });

    it('sends a complaint', async () => {
      await open(entry('complaint-form'), market);
      await engine.type('main textarea', text.complaint);
      await engine.click('main button', text.send);
      await waitFor(engine, `${screenIs('complaint-home')} && location.pathname === '/complaint'`);
      await live(engine, 'complaint-home');
    });
  });

  extra?.({ engine: () => engine, site: () => site });
  afterAll(async () => site?.resetMock());
}

/** The mock server's verification code (packages/api/src/scenarios). */
const VERIFY_CODE = '123456';

const MONEY_TEXT = {
  en: {
    pay: 'Pay now',
    confirm: 'Confirm',
    send: 'Send',
    complaint: 'The collector called me four times before eight in the morning.',
  },
  es: {
    pay: 'Pagar ahora',
    confirm: 'Confirmar',
    send: 'Enviar',
    complaint: 'El gestor me llamó cuatro veces antes de las ocho de la mañana.',
  },
};

function entry(id: ScreenId): CatalogEntry {
  return SCREENS.find((e) => e.id === id)!;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');
