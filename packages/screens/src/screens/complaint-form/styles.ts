/**
 * The image grid: 3 per row (spec 2.3), each column a third of the row; when a third is narrower
 * than 3.75em (large text on a small phone) the tiles give way to fewer columns, so the add tile's
 * label still fits.
 */
export const css = `
.cf-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700;padding:20px 16px 8px}
.cf-tags{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}
.cf-tag{padding:4px 12px;border-radius:999px;background:var(--lv-tint);color:var(--lv-brand);font-weight:600;overflow-wrap:break-word}
.cf-field{margin:0}
.cf-text{resize:vertical;min-height:140px;line-height:1.4}
.cf-field .lv-field-hint{align-self:flex-end;font-variant-numeric:tabular-nums}
.cf-images-bar{display:flex;align-items:baseline;justify-content:space-between;gap:8px}
.cf-hint{font-size:14px;margin-bottom:12px}
.cf-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(max(3.75em,calc((100% - 16px) / 3)),1fr));gap:8px;list-style:none;margin:0;padding:0}
.cf-tile{position:relative;aspect-ratio:1/1;border-radius:10px;overflow:hidden;background:var(--lv-background)}
.cf-image{display:block;width:100%;height:100%;object-fit:cover}
.cf-image.lv-image-missing{background:repeating-linear-gradient(45deg,var(--lv-line) 0 8px,var(--lv-background) 8px 16px)}
.cf-remove{position:absolute;top:0;right:0;width:44px;height:44px;padding:0;border:0;background:none;color:#fff;cursor:pointer;
display:flex;align-items:flex-start;justify-content:flex-end}
.cf-remove svg{margin:4px;padding:4px;width:24px;height:24px;border-radius:50%;background:rgba(20,24,32,.8)}
.cf-add{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;width:100%;height:100%;
border:2px dashed var(--lv-field-line);border-radius:10px;background:var(--lv-surface);color:var(--lv-muted);font:inherit;font-size:14px;line-height:1.2;cursor:pointer;text-align:center;padding:4px}
.cf-progress{display:flex;flex-direction:column;justify-content:center;gap:6px;height:100%;padding:12px}
.cf-progress-track{display:block;height:6px;border-radius:3px;background:var(--lv-line);overflow:hidden}
.cf-progress-bar{display:block;height:100%;background:var(--lv-brand);transition:width .2s}
.cf-progress-text{font-size:14px;color:var(--lv-muted);text-align:center}
.cf-sent{text-align:center}
.cf-sent-icon{display:block;margin:0 auto 12px;color:var(--lv-brand)}
.cf-back{margin:16px 0 0}
`;
