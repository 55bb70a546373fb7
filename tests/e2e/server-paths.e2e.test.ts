import { describe, expect, it } from 'vitest';
import { appUrl } from './support/browser';

/** The server and the browser match paths alike (issue 25): any letter case, trailing slash or not. */
describe('server paths', () => {
  it.each(['/contact', '/CONTACT/', '/Contact'])(
    'bug: %s was a 404 rendered by the browser without preloads: the server renders the Contact page with its chunk',
    async (path) => {
      const response = await fetch(appUrl(`${path}?languageType=1`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-screen="official-pages"');
      expect(html).toMatch(/<h1[^>]*>Contact us<\/h1>/);
      // The page's script loader preloads the screen's own chunk with React.
      const scripts = JSON.parse(/<script type="application\/json" id="lendview-scripts">(.*?)<\/script>/.exec(html)![1]!) as {
        preloads: string[];
      };
      expect(scripts.preloads.some((href) => /\/screen-official-pages-[\w-]+\.js$/.test(href))).toBe(true);
    },
  );
});
