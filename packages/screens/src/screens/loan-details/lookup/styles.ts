const s = '[data-screen=loan-details] .lu';

/** The look-up exit's styles (in its chunk). */
export const css = `
${s}[data-state=running]{border-left:4px solid var(--lv-brand)}
${s} p{overflow-wrap:break-word}
${s} .lv-button{margin-top:12px}
`;
