import { marketLocale } from '../../../packages/api/src/domain.ts';

/**
 * The placeholders of the app's page templates (`index.html`, `host.html`): the server fills
 * them for each request, and a build for a page opened from a file (no server) gets the
 * defaults at build time. Content placeholders are HTML comments, so an unfilled template is
 * still a valid page.
 */
export const PLACEHOLDERS = {
  /** `<html lang>`: the market's locale. */
  lang: '{{lang}}',
  /** The CSP nonce on every inline `<script>` and `<style>` of the template. */
  nonce: '{{nonce}}',
  /** The document's `<title>`: a server-rendered screen renders its own (into the body). */
  title: '<!--{{title}}-->',
  /** The end of `<head>`: the server's meta, preloads and, on a server-rendered page, the script loader. */
  head: '<!--{{head}}-->',
  /** The app's root element, with the screen a server rendered in it. */
  screen: '<!--{{screen}}-->',
} as const;

export type PageValues = { [K in keyof typeof PLACEHOLDERS]: string };

const NAMES = new Map(Object.entries(PLACEHOLDERS).map(([name, token]) => [token as string, name as keyof PageValues]));
const TOKENS = new RegExp([...NAMES.keys()].map((token) => token.replace(/[{}!-]/g, '\\$&')).join('|'), 'g');

/** What a page gets where nothing else is known: a Spanish page the browser renders itself. */
export const PAGE_DEFAULTS: PageValues = {
  lang: marketLocale('es'),
  nonce: '',
  title: '<title>lendview</title>',
  head: '',
  screen: '<div id="root"></div>',
};

/**
 * The template with every placeholder replaced by its value (the default when not given).
 *
 * @example
 * fillPage(template, { lang: marketLocale('en'), nonce }) // the browser renders the screen
 */
export function fillPage(template: string, values: Partial<PageValues> = {}): string {
  // One pass: a value is never read for placeholders itself.
  return template.replace(TOKENS, (token) => {
    const name = NAMES.get(token)!;
    return values[name] ?? PAGE_DEFAULTS[name];
  });
}

/**
 * The template around the root: what the server sends before the screen it renders, and after.
 *
 * @example
 * const [head, tail] = aroundScreen(fillPage(template, { screen: PLACEHOLDERS.screen }));
 */
export function aroundScreen(page: string): [string, string] {
  const at = page.indexOf(PLACEHOLDERS.screen);
  if (at < 0) throw new Error(`lendview: the page template has no ${PLACEHOLDERS.screen}`);
  return [page.slice(0, at), page.slice(at + PLACEHOLDERS.screen.length)];
}
