import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './support/browser';
import { layoutProblems } from './support/text-zoom';

/**
 * The large-text harness itself: what it must report and what it must leave alone (a scroll box,
 * a deliberate cut, a closed <details>). Without these, a rule narrowed to drop a false positive
 * could silently stop catching the real failure.
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 320, height: 568 } });
});
afterAll(async () => {
  await browser.close();
});

const CARD = 'width:200px;padding:8px;background:#fff;font:16px/1.4 sans-serif';

async function problems(body: string): Promise<string[]> {
  await page.setContent(`<main data-screen="x">${body}</main>`);
  return layoutProblems(page);
}

describe('the large-text harness', () => {
  it('reports text that leaves its card, a clipping box, a split amount and sideways scroll', async () => {
    expect(
      await problems(`<div style="${CARD};height:20px"><p>One two three four five six seven eight nine ten</p></div>`),
    ).toContainEqual(expect.stringMatching(/^text "One two three.*" leaves its box <div/));
    expect(
      await problems(
        `<div style="width:200px;height:30px;overflow:hidden"><p>One two three four five six seven eight nine ten</p></div>`,
      ),
    ).toContainEqual(expect.stringMatching(/leaves its clipping box/));
    expect(await problems(`<p style="width:60px;font:16px sans-serif;overflow-wrap:anywhere">₹5,000.00</p>`)).toContain(
      '"₹5,000.00" is split across lines',
    );
    expect(await problems(`<p style="width:600px">wide</p>`)).toContainEqual(
      expect.stringMatching(/^scrolls sideways by \d+px$/),
    );
  });

  it('leaves alone text scrolled inside a scroll box within a clipping frame', async () => {
    const lines = Array.from({ length: 20 }, (_, i) => `<p>Line ${i + 1}</p>`).join('');
    expect(
      await problems(
        `<div style="height:200px;overflow:hidden"><div style="${CARD};height:150px;overflow:auto">${lines}</div></div>`,
      ),
    ).toEqual([]);
  });

  it('leaves alone the lines a clamped preview hides', async () => {
    const clamp = 'display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden';
    expect(
      await problems(
        `<a href="#" style="display:block;${CARD}"><p style="${clamp}">One two three four five six seven eight nine ten eleven twelve thirteen</p></a>`,
      ),
    ).toEqual([]);
  });

  it('skips the content of a closed <details>, and measures it once open', async () => {
    const details = (open: string) =>
      `<section style="${CARD}"><details${open}><summary>More</summary><p style="white-space:nowrap">Wider than its card: one line that never wraps</p></details></section>`;
    expect(await problems(details(''))).toEqual([]);
    expect(await problems(details(' open'))).toContainEqual(
      expect.stringMatching(/^text "Wider than its card.*" leaves its box <section/),
    );
  });
});
