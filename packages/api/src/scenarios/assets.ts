// Scenario images: small inline SVG `data:` URIs, so stories and tests need no server and the
// mock serves the same bytes. A few hundred bytes each.

const svg = (body: string, width = 96, height = 96) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

/** A square logo: a coloured tile with up to 4 letters. */
export function logo(letters: string, color: string): string {
  return svg(
    `<rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="58" font-family="sans-serif" font-size="${letters.length > 2 ? 24 : 36}" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>`,
  );
}

/** A wide banner with a line of text. */
export function banner(line: string, color: string): string {
  return svg(
    `<rect width="360" height="120" fill="${color}"/><text x="24" y="70" font-family="sans-serif" font-size="24" fill="#fff">${line}</text>`,
    360,
    120,
  );
}

/** A barcode-looking image (bars drawn from the digits of `code`). */
export function barcode(code: string): string {
  let x = 8;
  let bars = '';
  for (const digit of code.replace(/\D/g, '')) {
    const width = 1 + (Number(digit) % 4);
    bars += `<rect x="${x}" y="8" width="${width}" height="64" fill="#111"/>`;
    x += width + 2 + (Number(digit) % 3);
  }
  // Wide enough for the caption too (about 7.2 px a monospace character at 12 px).
  const width = Math.max(x + 8, Math.ceil(code.length * 7.5) + 16);
  return svg(
    `<rect width="${width}" height="96" fill="#fff"/><g transform="translate(${(width - x - 8) / 2} 0)">${bars}</g><text x="${width / 2}" y="90" font-family="monospace" font-size="12" text-anchor="middle">${code}</text>`,
    width,
    96,
  );
}

/**
 * A captcha image: the characters of `code` on a noisy background, each slightly turned.
 *
 * @example
 * captchaSvg('K7P2') // '<svg ...>...</svg>'
 */
export function captchaSvg(code: string): string {
  const letters = [...code].map(
    (letter, index) =>
      `<text x="${14 + index * 24}" y="30" transform="rotate(${(index % 2 ? 1 : -1) * (6 + index * 3)} ${14 + index * 24} 24)" font-family="monospace" font-size="26" font-weight="700" fill="#263238">${letter}</text>`,
  );
  const lines = [0, 1, 2].map((line) => `<line x1="0" y1="${8 + line * 12}" x2="110" y2="${30 - line * 9}" stroke="#90a4ae"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#eceff1"/>${lines.join('')}${letters.join('')}</svg>`;
}

export const LOGOS = {
  product: logo('LV', '#0b5cff'),
  agent: logo('CS', '#00897b'),
  upi: logo('UPI', '#5f259f'),
  bank: logo('NEFT', '#1565c0'),
  store: logo('PayU', '#43a047'),
  oxxo: logo('OXXO', '#d32f2f'),
  spei: logo('SPEI', '#283593'),
  paynet: logo('PN', '#f57c00'),
};
