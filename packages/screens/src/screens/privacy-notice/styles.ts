// Framed by the official site, the frame is the card: the text uses its whole width.
export const css = `.pn-home{margin:16px}
.pn-embedded .lg-doc{margin:0;border-radius:0}`;
