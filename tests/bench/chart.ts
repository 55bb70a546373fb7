import { chromium } from 'playwright-core';
import type { Measure } from './lighthouse';
import { TARGETS } from './table';

/** A bar chart of LCP per screen (4x and 10x, English) with the target lines, drawn as SVG and shot to PNG. */
export async function chart(rows: Measure[], file: string): Promise<void> {
  const en = rows.filter((r) => r.market === 'en');
  const screens = [...new Set(en.map((r) => r.screen))];
  const max = Math.max(TARGETS.lcpMs10x * 1.1, ...en.map((r) => r.lcpMs));
  const rowH = 26;
  const width = 900;
  const left = 200;
  // Room on the right for the longest bar's label.
  const scale = (ms: number) => ((width - left - 130) * ms) / max;
  const bars = screens
    .map((screen, i) => {
      const y = 40 + i * rowH;
      const at4 = en.find((r) => r.screen === screen && r.cpu === 4);
      const at10 = en.find((r) => r.screen === screen && r.cpu === 10);
      return (
        `<text x="${left - 8}" y="${y + 14}" text-anchor="end">${screen}</text>` +
        (at10 ? `<rect x="${left}" y="${y + 2}" width="${scale(at10.lcpMs)}" height="16" fill="#c7d7f0"/>` : '') +
        (at4
          ? `<rect x="${left}" y="${y + 6}" width="${scale(at4.lcpMs)}" height="8" fill="#0b6e5a"/><text x="${left + scale(Math.max(at4.lcpMs, at10?.lcpMs ?? 0)) + 6}" y="${y + 14}">${at4.lcpMs}${at10 ? ` / ${at10.lcpMs}` : ''} ms</text>`
          : '')
      );
    })
    .join('');
  const height = 60 + screens.length * rowH;
  const line = (ms: number, label: string) =>
    `<line x1="${left + scale(ms)}" x2="${left + scale(ms)}" y1="30" y2="${height - 10}" stroke="#b42318" stroke-dasharray="4 3"/><text x="${left + scale(ms) + 4}" y="26" fill="#b42318">${label}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#fff"/><text x="10" y="16" font-weight="bold">LCP per screen (English; bar 4x CPU, band 10x CPU; Lighthouse mobile, Slow 4G)</text>
${line(TARGETS.lcpMs4x, '1.2 s (4x)')}${line(TARGETS.lcpMs10x, '2.0 s (10x)')}${bars}</svg>`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    await page.screenshot({ path: file });
  } finally {
    await browser.close();
  }
}
