/* The About page's two static images, drawn inline and sized (no layout shift). Decorative: the
   captions under them carry the words, so both markets read them. */

const BRAND = 'var(--lv-brand)';

/** A team of three in front of the office. */
export function TeamArt() {
  return (
    <svg className="op-art" viewBox="0 0 280 160" width="280" height="160" aria-hidden="true">
      <rect width="280" height="160" rx="12" fill="#e7f3f0" />
      <path d="M40 132V56l50-24 50 24v76z" fill="#fff" stroke="#1d2330" strokeWidth="4" strokeLinejoin="round" />
      <path d="M62 70h16M102 70h16M62 96h16M102 96h16M82 132v-22h16v22" fill="none" stroke={BRAND} strokeWidth="5" />
      {[172, 206, 240].map((x, i) => (
        <g key={x}>
          <circle cx={x} cy={i === 1 ? 78 : 86} r="13" fill="#f5c9a3" stroke="#1d2330" strokeWidth="3" />
          <path
            d={`M${x - 20} 134c0-22 9-32 20-32s20 10 20 32`}
            fill={i === 1 ? BRAND : '#0a4f7a'}
            stroke="#1d2330"
            strokeWidth="3"
          />
        </g>
      ))}
    </svg>
  );
}

/** Three steps: apply on the phone, get a decision, receive the money. */
export function StepsArt() {
  return (
    <svg className="op-art" viewBox="0 0 280 160" width="280" height="160" aria-hidden="true">
      <rect width="280" height="160" rx="12" fill="#eef2f8" />
      <path d="M70 80h50M160 80h50" stroke="#555d6e" strokeWidth="4" strokeDasharray="6 6" />
      <rect x="24" y="42" width="44" height="76" rx="8" fill="#fff" stroke="#1d2330" strokeWidth="4" />
      <path d="M34 62h24M34 74h18" stroke={BRAND} strokeWidth="4" strokeLinecap="round" />
      <circle cx="140" cy="80" r="26" fill="#fff" stroke="#1d2330" strokeWidth="4" />
      <path d="M128 80l8 8 16-16" fill="none" stroke={BRAND} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="212" y="56" width="48" height="48" rx="8" fill="#f5b83d" stroke="#1d2330" strokeWidth="4" />
      <circle cx="236" cy="80" r="10" fill="none" stroke="#1d2330" strokeWidth="4" />
    </svg>
  );
}

/** The contact confirmation image: an envelope with a tick. */
export function SentArt() {
  return (
    <svg className="op-sent-art" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">
      <rect x="16" y="24" width="112" height="76" rx="8" fill="#fff" stroke="#1d2330" strokeWidth="4" />
      <path d="M20 30l52 40 52-40" fill="none" stroke="#1d2330" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="124" cy="88" r="24" fill={BRAND} />
      <path d="M112 88l8 8 16-16" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
