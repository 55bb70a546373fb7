import { whenDark } from '../../ui';

// Row values wrap as whole words (the label wraps first), never mid-number.
// Status colours (spec 4) as a tint behind the card and a solid icon; each keeps 4.5:1 against
// white (the glyph) and the text stays dark on the tint.
export const css = `
.ld-status{--ld-tone:#555d6e;--ld-tint:#eef0f4;display:flex;flex-wrap:wrap;align-items:center;gap:12px 16px;min-height:112px;margin:12px 16px;padding:20px 16px;
border-radius:var(--lv-radius);background:var(--ld-tint);border-left:6px solid var(--ld-tone)}
.ld-status[data-tone=blue]{--ld-tone:#1d5fbf;--ld-tint:#e8f0fc}
.ld-status[data-tone=teal]{--ld-tone:#0b6e6e;--ld-tint:#e3f4f3}
.ld-status[data-tone=red]{--ld-tone:#b42318;--ld-tint:#fdecea}
.ld-status[data-tone=orange]{--ld-tone:#b54708;--ld-tint:#fdf0e4}
.ld-status[data-tone=purple]{--ld-tone:#6941c6;--ld-tint:#f1ecfb}
${whenDark(
  '&',
  `.ld-status{--ld-tint:#232a35}.ld-status[data-tone=blue]{--ld-tint:#17263d}.ld-status[data-tone=teal]{--ld-tint:#112f2f}
.ld-status[data-tone=red]{--ld-tint:#3a1c1a}.ld-status[data-tone=orange]{--ld-tint:#3a2716}.ld-status[data-tone=purple]{--ld-tint:#2a2242}`,
)}
.ld-status-icon{flex:none}
.ld-status-icon circle{fill:var(--ld-tone)}
.ld-status-icon path{fill:none;stroke:#fff;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.ld-status-text{flex:1 1 10em;min-width:0}
.ld-title{font-size:min(21px,max(7.5vw,1.15em));font-weight:700;line-height:1.25;overflow-wrap:break-word}
.ld-description{margin-top:4px;color:var(--lv-muted);overflow-wrap:break-word}
.ld-paid{background:#e3f4f1;color:#0b5e4d;font-weight:600}
.ld-product{display:flex;align-items:center;gap:12px;font-size:17px;font-weight:600;margin-bottom:4px}
.ld-logo{flex:none;width:40px;height:40px;border-radius:10px;object-fit:cover;background:var(--lv-plate)}
.ld-rows{margin:0}
.ld-rows dd{margin:0}
.ld-agreement{align-self:center}
.ld-dialog-text{text-align:center}
.ld-dialog-stack{display:flex;flex-direction:column;align-items:center;gap:4px;margin-top:16px}
.ld-stars{display:flex;justify-content:center;gap:2px;margin:0;padding:0;border:0;flex-wrap:wrap}
.ld-stars-legend{width:100%;text-align:center;margin-bottom:8px;padding:0}
.ld-star{position:relative;display:flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;cursor:pointer;color:#8b93a1}
.ld-star[data-on]{color:#b54708}
.ld-star svg path{fill:none;stroke:currentColor;stroke-width:1.6;stroke-linejoin:round}
.ld-star[data-on] svg path{fill:#f5a524}
.ld-star:has(:focus-visible){outline:3px solid var(--lv-accent);outline-offset:-2px}
`;
