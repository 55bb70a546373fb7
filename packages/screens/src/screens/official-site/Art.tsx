/*
 * The home page's images, drawn inline (a few hundred bytes each, sized by width and height so
 * nothing moves while the page loads). Decorative: the text beside each one says it all.
 */

const BRAND = 'var(--lv-brand)';

/** A phone paying out a coin. */
export function HeroArt() {
  return (
    <svg className="of-hero-art" viewBox="0 0 240 160" width="240" height="160" aria-hidden="true">
      <circle cx="120" cy="82" r="70" fill="#e7f3f0" />
      <rect x="78" y="22" width="72" height="124" rx="12" fill="#fff" stroke="#1d2330" strokeWidth="4" />
      <rect x="88" y="38" width="52" height="80" rx="4" fill="#f4f6f9" />
      <path d="M98 60h32M98 72h22M98 84h28" stroke={BRAND} strokeWidth="5" strokeLinecap="round" />
      <circle cx="164" cy="104" r="26" fill="#f5b83d" stroke="#1d2330" strokeWidth="4" />
      <circle cx="164" cy="104" r="14" fill="none" stroke="#1d2330" strokeWidth="3" />
    </svg>
  );
}

const FEATURE = {
  form: 'M20 14h24v36H20zM26 24h12M26 32h12M26 40h8',
  fast: 'M15 33a17 17 0 1 0 34 0 17 17 0 1 0-34 0M32 23v11l8 5',
  safe: 'M32 12l18 7v12c0 11-8 19-18 22-10-3-18-11-18-22V19zM24 32l6 6 11-12',
};

/** The three feature icons: a form, a clock, a shield. */
export function FeatureArt({ kind }: { kind: keyof typeof FEATURE }) {
  return (
    <svg className="of-feature-art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#e7f3f0" />
      <path d={FEATURE[kind]} fill="#fff" stroke={BRAND} strokeWidth="3.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
