// @vitest-environment node
import { request } from 'node:http';
import { listen } from './support';

let app: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  app = await listen();
});
afterAll(() => app.close());

function policy(response: Response): Map<string, string> {
  const csp = response.headers.get('content-security-policy') ?? '';
  return new Map(csp.split(';').map((part) => part.trim().split(/\s+(.*)/s) as [string, string]));
}

describe('reference server: security headers', () => {
  it('every page has a CSP with a fresh nonce (no unsafe-inline scripts), nosniff, no referrer and frame-ancestors none', async () => {
    const first = await fetch(`${app.url}/fourthOliver?languageType=1`);
    const second = await fetch(`${app.url}/fourthOliver?languageType=1`);
    const csp = policy(first);
    expect(csp.get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
    expect(csp.get('style-src-elem')).not.toContain('unsafe-inline');
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.has('cross-origin-opener-policy')).toBe(false);
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(policy(second).get('script-src')).not.toBe(csp.get('script-src'));
  });

  it('the page inline scripts and styles carry the response nonce; external scripts do not need it', async () => {
    const response = await fetch(`${app.url}/fourthOliver`);
    const nonce = /'nonce-([^']+)'/.exec(policy(response).get('script-src')!)![1];
    const html = await response.text();
    expect(html).toContain(`<script nonce="${nonce}">window.inline = 1</script>`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/main.js">');
  });

  it('sends a cross-origin-opener policy when asked for one', async () => {
    const guarded = await listen({ openerPolicy: 'same-origin' });
    try {
      expect((await fetch(`${guarded.url}/`)).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    } finally {
      await guarded.close();
    }
  });

  it('frame-ancestors is configurable', async () => {
    const framed = await listen({ frameAncestors: ['https://partner.example'] });
    try {
      expect(policy(await fetch(`${framed.url}/`)).get('frame-ancestors')).toBe('https://partner.example');
    } finally {
      await framed.close();
    }
  });

  it('allowed origins go into img-src and into the page for the screens', async () => {
    const allowed = await listen({ allowedOrigins: ['https://cdn.lender.example'] });
    try {
      const response = await fetch(`${allowed.url}/`);
      expect(policy(response).get('img-src')).toBe("'self' data: https://cdn.lender.example");
      expect(await response.text()).toContain('<meta name="lendview-allowed-origins" content="https://cdn.lender.example">');
    } finally {
      await allowed.close();
    }
  });
});

describe('reference server: unknown paths and oversized requests', () => {
  it('an unknown path is a 404 with the app page; a screen path is a 200', async () => {
    expect((await fetch(`${app.url}/strongArts`)).status).toBe(404);
    expect((await fetch(`${app.url}/no/such/page`)).status).toBe(404);
    expect((await fetch(`${app.url}/fourthOliver`)).status).toBe(200);
    expect((await fetch(`${app.url}/agreementTemplate`)).status).toBe(200);
  });

  it('the host simulator is not served unless asked for', async () => {
    expect((await fetch(`${app.url}/host?screen=/fourthOliver`)).status).toBe(404);
    expect((await fetch(`${app.url}/host.html`)).status).toBe(404);
    const simulator = await listen({ hostSimulator: true });
    try {
      const response = await fetch(`${simulator.url}/host`);
      expect(response.status).toBe(200);
      // It frames the app's pages, so they may be framed by their own origin only.
      expect(policy(response).get('frame-ancestors')).toBe("'self'");
    } finally {
      await simulator.close();
    }
  });

  it('an address over 8 KB gets a readable 414 page in both languages', async () => {
    const response = await fetch(`${app.url}/fourthOliver?x=${'a'.repeat(9000)}`);
    expect(response.status).toBe(414);
    const html = await response.text();
    expect(html).toContain('This address is too long');
    expect(html).toContain('Esta dirección es demasiado larga');
  });

  it("headers over Node's 16 KB limit get a readable 431, not an empty answer", async () => {
    const { port } = new URL(app.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: `/fourthOliver?x=${'a'.repeat(20_000)}` }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.body).toContain('This address is too long');
  });
});

describe('reference server: pages are never stored (issue 27)', () => {
  it.each([
    ['a screen', '/fourthOliver?languageType=1&sessionId=s-1'],
    ['an unknown path', '/no/such/page?sessionId=s-1'],
    ['an address over 8 KB', `/fourthOliver?x=${'a'.repeat(9000)}`],
  ])('bug: the web view kept pages with the session on disk (private, no-cache): %s is no-store', async (_, path) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('/contact and /CONTACT/ are the Contact page (200), as in the browser', async () => {
    for (const path of ['/contact', '/CONTACT/', '/Contact']) expect((await fetch(`${app.url}${path}`)).status).toBe(200);
  });
});
