// @vitest-environment node
import { aroundScreen, fillPage, PLACEHOLDERS } from '../../examples/webview-app/server/page-template';
import { listen } from './support';

const TEMPLATE =
  '<html lang="{{lang}}"><head><!--{{title}}--><script nonce="{{nonce}}">1</script><!--{{head}}--></head>' +
  '<body><!--{{screen}}--></body></html>';

describe('page template placeholders', () => {
  it('fills every placeholder, with the defaults where no value is given', () => {
    expect(fillPage(TEMPLATE, { lang: 'en-IN', nonce: 'n0', head: '<meta name="x">' })).toBe(
      '<html lang="en-IN"><head><title>lendview</title><script nonce="n0">1</script><meta name="x"></head>' +
        '<body><div id="root"></div></body></html>',
    );
  });

  it('never reads a value for placeholders (a value holding one stays as given)', () => {
    const page = fillPage(TEMPLATE, { head: '<meta content="{{nonce}}">', nonce: 'n1' });
    expect(page).toContain('<meta content="{{nonce}}">');
    expect(page).toContain('<script nonce="n1">');
  });

  it('splits a page around the screen, for a server that streams the screen into it', () => {
    const [head, tail] = aroundScreen(fillPage(TEMPLATE, { screen: PLACEHOLDERS.screen, title: '' }));
    expect(head).toBe('<html lang="es-MX"><head><script nonce="">1</script></head><body>');
    expect(tail).toBe('</body></html>');
    expect(() => aroundScreen('<html></html>')).toThrow(/no <!--\{\{screen\}\}-->/);
  });
});

describe('reference server pages', () => {
  let app: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    app = await listen();
  });
  afterAll(() => app.close());

  it("sends a page with every placeholder filled: the market's lang, the nonce, the root", async () => {
    const html = await (await fetch(`${app.url}/fourthOliver?languageType=1`)).text();
    expect(html).not.toContain('{{');
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<title>lendview</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('does not serve the template itself: /index.html is a path like any other', async () => {
    const response = await fetch(`${app.url}/index.html`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('{{');
  });
});
