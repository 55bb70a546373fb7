/**
 * One browser engine as the engine suites drive it: Chromium 80 through the DevTools protocol
 * (`chromium80.ts`), WebKit through W3C WebDriver (`webkit.ts`). One page, reused for every
 * address. Scripts run in the page are strings of plain ES5, never functions: a test file's
 * functions are compiled for Node and may carry syntax or helpers an old engine lacks.
 */
export interface Engine {
  name: string;
  /** Opens an address (returns once the document is parsed; scripts may still be loading). */
  goto(url: string): Promise<void>;
  /** The value of an ES5 expression in the page (JSON values only). */
  eval<T>(expression: string): Promise<T>;
  /**
   * A real tap (the engine's own input events) on the first element matching the CSS selector
   * whose text or `aria-label` contains `text`, scrolled into view; fails when there is none.
   */
  click(selector: string, text?: string): Promise<void>;
  /** Focuses the first element matching the selector and types into it with key events. */
  type(selector: string, text: string): Promise<void>;
  /** Shift+Tab as the engine's keyboard sends it. */
  shiftTab(): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** ES5: the first element matching `selector` whose text or label contains `text`, shown on the page. */
export function findScript(selector: string, text = ''): string {
  return `(function (selector, text) {
    var list = document.querySelectorAll(selector);
    for (var i = 0; i < list.length; i++) {
      var element = list[i];
      var label = (element.getAttribute('aria-label') || '') + ' ' + element.textContent;
      if (label.indexOf(text) >= 0 && element.getClientRects().length > 0) return element;
    }
    return null;
  })(${JSON.stringify(selector)}, ${JSON.stringify(text)})`;
}

/** Evaluates `expression` until it is truthy; returns its value, or fails naming it after `timeoutMs`. */
export async function waitFor<T>(engine: Engine, expression: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await engine.eval<T>(expression).catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${engine.name}: still false after ${timeoutMs} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The mobile viewport of the browser tests. */
export const PHONE = { width: 390, height: 844 };
