import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where focus is, seen from the page: inside the top modal dialog, on <body>, or elsewhere. */
export function focusPlace(page: Page): Promise<'dialog' | 'body' | 'outside'> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const top = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal')).at(-1);
    if (!active || active === document.body) return 'body';
    return top?.contains(active) ? 'dialog' : 'outside';
  });
}

/** Tab `forward` times, then Shift+Tab `back` times: focus must stay in the top dialog after every press. */
export async function expectTabStaysInside(page: Page, forward = 8, back = 4) {
  expect(await focusPlace(page)).toBe('dialog');
  for (let i = 0; i < forward + back; i += 1) {
    await page.keyboard.press(i < forward ? 'Tab' : 'Shift+Tab');
    expect(await focusPlace(page), `after ${i < forward ? 'Tab' : 'Shift+Tab'} #${i + 1}`).toBe('dialog');
  }
}

/**
 * The page behind the top modal dialog is inert: its controls take no focus (keyboard), a tap on
 * them lands on the dialog (pointer), and the accessibility tree ignores them.
 */
export async function expectBackgroundInert(page: Page) {
  const behind = await page.evaluate(() => {
    const top = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal')).at(-1)!;
    const controls = [...document.querySelectorAll<HTMLElement>('main h1, main button, main a[href], main input')].filter(
      (el) => !top.contains(el),
    );
    return controls.map((el) => {
      el.focus();
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        focused: document.activeElement === el,
        hitOutside: r.height > 0 && r.top < innerHeight && !!hit && !top.contains(hit),
      };
    });
  });
  expect(behind.length).toBeGreaterThan(0);
  expect(behind.filter((b) => b.focused || b.hitOutside)).toEqual([]);
  expect((await axNode(page, 'main h1')).ignored).toBe(true);
}

/** The accessibility node Chromium computed for the first element matching `selector`. */
export async function axNode(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0]!;
    return {
      ignored: node.ignored,
      role: node.role?.value as string | undefined,
      live: node.properties?.find((p) => p.name === 'live')?.value.value as string | undefined,
    };
  } finally {
    await cdp.detach();
  }
}

/** Requests the mock server logged whose path ends with `suffix`. */
export async function logged(appUrl: string, suffix: string) {
  const log = (await (await fetch(`${appUrl}/__mock/requests`)).json()) as { path: string; body: Record<string, unknown> }[];
  return log.filter((r) => r.path.endsWith(suffix));
}
