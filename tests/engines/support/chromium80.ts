import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { findScript, PHONE, type Engine } from './engine';

const require = createRequire(import.meta.url);

/** The parts of puppeteer-core 2.1.1 used here (the package ships no types). */
interface Handle {
  asElement(): { click(): Promise<void>; type(text: string): Promise<void>; focus(): Promise<void> } | null;
}
interface Page {
  goto(url: string, options: { waitUntil: string; timeout: number }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  evaluateHandle(expression: string): Promise<Handle>;
  setViewport(viewport: object): Promise<void>;
  setUserAgent(agent: string): Promise<void>;
  screenshot(options: { path: string }): Promise<void>;
  keyboard: { down(key: string): Promise<void>; press(key: string): Promise<void>; up(key: string): Promise<void> };
}
interface Puppeteer {
  launch(options: object): Promise<{ newPage(): Promise<Page>; close(): Promise<void>; version(): Promise<string> }>;
}

/** Android System WebView 80 on a phone: the user agent a borrower's web view of 2020 sends. */
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/80.0.3987.99 Mobile Safari/537.36';

/** The flags it runs headless with here (no sandbox in containers; one process, no GPU). */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--single-process',
  '--no-zygote',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * Chromium 80.0.3987 (the engine of Android System WebView 80) from the npm package
 * `chrome-aws-lambda@2.1.1`, which ships it brotli-compressed: unpacked once into
 * `node_modules/.cache/lendview-chromium80/` (138 MB, about 3 s), reused after.
 */
export function chromium80Path(): string {
  const packaged = join(dirname(require.resolve('chrome-aws-lambda/package.json')), 'bin/chromium.br');
  const binary = join(dirname(require.resolve('puppeteer-core/package.json')), '../.cache/lendview-chromium80/chromium');
  if (!existsSync(binary)) {
    mkdirSync(dirname(binary), { recursive: true });
    // Written aside, then renamed: a second suite unpacking at the same time never runs half a file.
    const partial = `${binary}.${process.pid}`;
    writeFileSync(partial, brotliDecompressSync(readFileSync(packaged)), { mode: 0o755 });
    renameSync(partial, binary);
  }
  return binary;
}

/** Chromium 80 with one phone-sized page, driven by puppeteer-core 2.1.1 (its DevTools protocol). */
export async function launchChromium80({ timeZone }: { timeZone: string }): Promise<Engine> {
  const puppeteer = require('puppeteer-core') as Puppeteer;
  const browser = await puppeteer.launch({
    executablePath: chromium80Path(),
    args: FLAGS,
    headless: true,
    env: { ...process.env, TZ: timeZone },
  });
  const page = await browser.newPage();
  await page.setUserAgent(USER_AGENT);
  await page.setViewport({ ...PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const element = async (selector: string, text?: string) => {
    const found = (await page.evaluateHandle(findScript(selector, text))).asElement();
    if (!found) throw new Error(`Chromium 80: no ${selector}${text ? ` with "${text}"` : ''}`);
    return found;
  };
  return {
    name: `Chromium ${(await browser.version()).split('/')[1]}`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 20_000 });
    },
    eval: (expression) => page.evaluate(expression) as Promise<never>,
    async click(selector, text) {
      await (await element(selector, text)).click();
    },
    async type(selector, text) {
      await (await element(selector)).type(text);
    },
    async shiftTab() {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    screenshot: (file) => page.screenshot({ path: file }),
    close: () => browser.close(),
  };
}
