import type { Page } from 'playwright-core';

/**
 * Android's font scale as a WebView applies it (`WebSettings.setTextZoom`, up to 200 %): every
 * font size and px line-height is multiplied, boxes keep their px sizes. Setting the root
 * `font-size` alone (the `rem` trick) does not model it: a rule with `font-size:14px` would stay
 * 14 px. So every rule of every style sheet is rewritten from its original value (kept, so the
 * scale can change on the same page), the UA default of form controls (13.33 px) and the root's
 * medium size (16 px) are scaled by a zero-specificity sheet that any author rule beats.
 *
 * Call it again after new style sheets arrive (another screen, a lazily styled part): rules it
 * has seen are rewritten from their originals, never twice.
 */
export async function setTextZoom(page: Page, scale: number): Promise<void> {
  await page.evaluate((factor) => {
    type Original = { fontSize: string; lineHeight: string };
    const store = window as unknown as { lvTextZoom?: WeakMap<CSSStyleDeclaration, Original> };
    const originals = (store.lvTextZoom ??= new WeakMap());
    const scalePx = (value: string) => value.replace(/(-?\d*\.?\d+)px/g, (_, n: string) => `${Number(n) * factor}px`);
    const rewrite = (style: CSSStyleDeclaration) => {
      let original = originals.get(style);
      if (!original) {
        original = { fontSize: style.fontSize, lineHeight: style.lineHeight };
        originals.set(style, original);
      }
      if (original.fontSize.includes('px')) style.fontSize = scalePx(original.fontSize);
      if (original.lineHeight.includes('px')) style.lineHeight = scalePx(original.lineHeight);
    };
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) rewrite(rule.style);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    let base = document.getElementById('lv-text-zoom');
    if (!base) {
      base = document.createElement('style');
      base.id = 'lv-text-zoom';
      document.head.prepend(base);
    }
    base.textContent = `:where(html){font-size:${16 * factor}px}:where(button,input,select,textarea){font-size:${13.333 * factor}px}`;
    for (const sheet of document.styleSheets) {
      if (sheet.ownerNode !== base) visit(sheet.cssRules);
    }
    for (const element of document.querySelectorAll<HTMLElement>('[style]')) rewrite(element.style);
  }, scale);
}

/**
 * What a borrower would see as broken at a large font scale, as readable lines:
 * - the page scrolls sideways;
 * - text leaves its box: the nearest ancestor drawn as a box (background, border) or any ancestor
 *   that clips it (an ellipsis is a deliberate cut, sideways only; a scroll box keeps it reachable);
 * - a form field lower than its own text;
 * - two controls overlap (within the open dialog when there is one, else on the page; floating
 *   fixed controls are meant to float);
 * - an open dialog leaves the viewport;
 * - a money value, date or code (`[data-nowrap]`, or text that reads as one) or a word of up to 12
 *   letters split across lines.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const short = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);

    const dialog = [...document.querySelectorAll<HTMLElement>('[role=dialog],[role=alertdialog]')].at(-1);
    const scope = dialog ?? document.querySelector('main[data-screen]') ?? document.body;
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (el: Element) => styles.get(el) ?? styles.set(el, getComputedStyle(el)).get(el)!;
    const boxed = (s: CSSStyleDeclaration) =>
      s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      s.backgroundImage !== 'none' ||
      ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
          s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
      );
    const outside = (inner: DOMRect, outer: DOMRect, sideways = true, down = true) =>
      (sideways && (inner.left < outer.left - 1 || inner.right > outer.right + 1)) ||
      (down && (inner.top < outer.top - 1 || inner.bottom > outer.bottom + 1));

    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('[aria-hidden=true],.lv-visually-hidden,style,script,svg,option')) continue;
      // Not rendered (a closed <details>' content is laid out for geometry queries, off its box).
      if (!parent.checkVisibility()) continue;
      texts.push(node as Text);
    }
    for (const node of texts) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      if (lines.length === 0) continue;
      let foundBox = false;
      for (let el: Element | null = node.parentElement; el && el !== document.body; el = el.parentElement) {
        const s = style(el);
        const clips = s.overflowX !== 'visible' || s.overflowY !== 'visible';
        const scrolls = /auto|scroll/.test(s.overflowX + s.overflowY);
        const box = el.getBoundingClientRect();
        // A deliberate cut: an ellipsis on one line, or a preview clamped to a few lines.
        const ellipsis = s.textOverflow === 'ellipsis';
        const clamped = s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '';
        // Text scrolled out of a scroll box (a long dialog) is reachable: only a box that does not
        // scroll must hold its text.
        if (!scrolls && (clips || (!foundBox && boxed(s)))) {
          const bad = lines.find((line) => outside(line, box, !ellipsis, !clamped));
          if (bad) {
            problems.push(
              `text "${short(node.textContent)}" leaves its ${clips ? 'clipping ' : ''}box <${el.tagName.toLowerCase()} class="${el.className}">`,
            );
            break;
          }
        }
        if (boxed(s)) foundBox = true;
        // Past a scroll box the text's place depends on the scroll position, not the layout: a
        // dialog's body scrolled under the panel's clipping frame is still reachable by scrolling.
        // Past a deliberate cut, the lines it hides are hidden on purpose.
        if (s.position === 'fixed' || scrolls || (clips && (ellipsis || clamped))) break;
      }
    }

    for (const field of scope.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]),textarea,select',
    )) {
      const s = style(field);
      if (s.display === 'none' || field.getClientRects().length === 0) continue;
      const line = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.2;
      if (field.clientHeight < line)
        problems.push(
          `field "${field.getAttribute('aria-label') ?? field.id}" is ${field.clientHeight}px high for ${Math.round(line)}px text`,
        );
    }

    const fixedAncestor = (el: Element) => {
      for (let a: Element | null = el; a && a !== scope; a = a.parentElement) if (style(a).position === 'fixed') return true;
      return false;
    };
    const visibleRect = (el: Element) => {
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = style(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, c.left),
          Math.max(top, c.top),
          Math.min(right, c.right),
          Math.min(bottom, c.bottom),
        ];
      }
      return { left, top, right, bottom };
    };
    const controls = [
      ...scope.querySelectorAll<HTMLElement>('button,a[href],input:not([type=hidden]),select,textarea,[role=button],[role=tab]'),
    ]
      .filter((el) => el.getClientRects().length > 0 && style(el).visibility !== 'hidden' && (dialog || !fixedAncestor(el)))
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'file' && style(el).opacity === '0'));
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.contains(b) || b.contains(a) || a.closest('label')?.contains(b) || b.closest('label')?.contains(a)) continue;
        const [ra, rb] = [visibleRect(a), visibleRect(b)];
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1)
          problems.push(
            `controls overlap: "${short(a.textContent || a.getAttribute('aria-label'))}" and "${short(b.textContent || b.getAttribute('aria-label'))}"`,
          );
      }
    }

    if (dialog) {
      const box = dialog.getBoundingClientRect();
      if (box.top < -1 || box.left < -1 || box.bottom > innerHeight + 1 || box.right > innerWidth + 1)
        problems.push('the dialog leaves the viewport');
    }

    // Money (a currency sign and digits), dates (2026-11-22, 22/11/2026, 22 Nov 2026) and codes:
    // each must sit on one line. A code longer than 12 characters (wider than the line of a 320 px
    // phone at 200 % text) may break anywhere.
    const unit =
      /[₹$]\s?-?\d[\d,.]*|\b\d{4}-\d{2}-\d{2}(?:\s\d{2}:\d{2}(?::\d{2})?)?|\b\d{1,2}\/\d{1,2}\/\d{2,4}|\b\d{1,2}\s[A-Za-zé]{3,4}\.?\s\d{4}|\b(?=[\dA-Z*-]*\d{3})[\dA-Z*-]{4,12}\b/g;
    const marked = [...scope.querySelectorAll('[data-nowrap]')];
    for (const node of texts) {
      const inMarked = marked.some((m) => m.contains(node));
      const matches = inMarked ? [{ 0: node.textContent!, index: 0 }] : [...node.textContent!.matchAll(unit)];
      for (const match of matches) {
        const text = match[0].trim();
        if (!text) continue;
        const range = document.createRange();
        const start = (match.index ?? 0) + match[0].indexOf(text);
        range.setStart(node, start);
        range.setEnd(node, start + text.length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`"${short(text)}" is split across lines`);
      }
    }
    // Words of up to 12 letters cut in two ("vencimient / o"): a column too narrow for its text.
    for (const node of texts) {
      for (const word of node.textContent!.matchAll(/(?<![^\s/-])[^\s/-]{2,12}(?![^\s/-])/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`the word "${word[0]}" is split across lines`);
      }
    }
    return [...new Set(problems)];
  });
}
