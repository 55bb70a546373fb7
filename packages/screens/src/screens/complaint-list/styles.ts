export const css = `
.cl-pull{min-height:calc(100vh - 24px);min-height:calc(100dvh - 24px)}
.cl-indicator{display:flex;align-items:flex-end;justify-content:center;overflow:hidden;color:var(--lv-muted);font-size:14px;transition:height .15s}
.cl-pull[data-state=pull] .cl-indicator,.cl-pull[data-state=release] .cl-indicator{transition:none}
.cl-indicator-text{padding-bottom:8px;white-space:nowrap}
.cl-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 12px;min-height:68px;padding:16px 16px 8px}
.cl-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700}
.cl-refresh{min-height:44px;padding:0 16px}
.cl-tabbar{display:flex;align-items:stretch;gap:4px;margin:0 16px;border-bottom:1px solid var(--lv-line)}
.cl-tablist{display:flex;flex-wrap:wrap;flex:1;min-width:0}
.cl-tab{min-height:48px;padding:6px 4px;border:0;border-bottom:3px solid transparent;background:none;color:var(--lv-muted);
font:inherit;font-weight:600;cursor:pointer;flex:1 1 auto;min-width:44px}
.cl-tab[aria-selected=true]{color:var(--lv-brand);border-bottom-color:var(--lv-brand)}
.cl-page{flex:none;width:44px;min-height:48px;border:0;background:none;color:var(--lv-brand);cursor:pointer;display:flex;align-items:center;justify-content:center}
.cl-page[disabled]{color:var(--lv-field-line);cursor:default}
.cl-panel{padding:4px 0}
.cl-items{list-style:none;margin:0;padding:0}
.cl-item{display:flex;flex-direction:column;gap:4px;margin:12px 16px;padding:14px 16px;min-height:44px;border-radius:var(--lv-radius);
background:var(--lv-surface);color:var(--lv-text);text-decoration:none}
.cl-item-head{display:flex;align-items:baseline;justify-content:space-between;gap:8px;flex-wrap:wrap}
.cl-type{font-weight:600;color:var(--lv-brand)}
.cl-time{font-size:14px;font-variant-numeric:tabular-nums}
.cl-content{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere;text-overflow:ellipsis}
@media (max-width:359px){.cl-tab{font-size:14px;padding:6px 2px}}
.cl-empty{margin:24px 16px;text-align:center}
`;
