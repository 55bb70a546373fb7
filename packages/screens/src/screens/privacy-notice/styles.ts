const s = '[data-screen=privacy-notice]';

// Framed by the official site, the frame is the card: the text uses its whole width.
export const css = `${s} .pn-home{margin:16px}
${s} .pn-embedded .lg-doc{margin:0;border-radius:0}`;
