export const css = `
.tp-title{margin:20px 16px 4px;font-size:min(24px,max(7.5vw,1.15em))}
.lv-section .tp-title{margin:0 0 8px}
.tp-fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));column-gap:12px}
.tp-pages{display:grid;grid-template-columns:repeat(auto-fill,minmax(132px,1fr));gap:8px}
.tp-pages .lv-button{padding:6px 10px;line-height:1.2;border-radius:12px}
.tp-preview{display:flex;align-items:center;justify-content:center;width:160px;height:160px;border:1px dashed #8b93a1;border-radius:10px;overflow:hidden}
.tp-preview img{width:100%;height:100%;object-fit:contain}
.tp-result{min-height:24px;margin-top:8px;overflow-wrap:anywhere}
`;
