// @vitest-environment node
import { checkServerUrl, withQuery } from '@lendview/screens';

const rules = { pageOrigin: 'https://app.lendview.test' };

describe('checkServerUrl (docs/api.md redirect targets)', () => {
  it.each([
    ['https://pay.lendview.test/x', true],
    ['https://app.lendview.test/mottoesWith', true],
    ['http://127.0.0.1:5173/mottoesWith', false],
    ['http://localhost/a', false],
    ['http://evil.example/a', false],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,hi', false],
    ['ftp://x/y', false],
    // Relative and protocol-relative strings would become requests to this origin (or any host).
    ['/mottoesWith?x=1', false],
    ['mottoesWith', false],
    ['//evil.example/a', false],
    ['/\\evil.example/a', false],
    ['https:/\\evil.example', false],
  ])('%s -> %s', (url, ok) => {
    expect(checkServerUrl(url, rules) !== null).toBe(ok);
  });

  it('plain http on a loopback host only in development', () => {
    const development = { ...rules, development: true };
    expect(checkServerUrl('http://127.0.0.1:5173/mottoesWith', development)).not.toBeNull();
    expect(checkServerUrl('http://localhost/a', development)).not.toBeNull();
    expect(checkServerUrl('http://evil.example/a', development)).toBeNull();
  });

  it("the page's own http origin is its own (a page served over http on a loopback port)", () => {
    expect(checkServerUrl('http://127.0.0.1:5173/x', { pageOrigin: 'http://127.0.0.1:5173' })).not.toBeNull();
  });

  it('follows only allowed origins when an allow-list is set', () => {
    const allow = { ...rules, allowedOrigins: ['https://pay.lendview.test'] };
    expect(checkServerUrl('https://pay.lendview.test/a', allow)).not.toBeNull();
    expect(checkServerUrl('https://other.example/a', allow)).toBeNull();
    expect(checkServerUrl('https://app.lendview.test/own', allow)).not.toBeNull();
  });
});

describe('withQuery', () => {
  it('appends to a path with or without a query', () => {
    expect(withQuery('/carpmm', { requestType: 1, amount: '1,200' })).toBe('/carpmm?requestType=1&amount=1%2C200');
    expect(withQuery('/carpmm?a=1', 'b=2')).toBe('/carpmm?a=1&b=2');
  });

  it('puts the query inside a hash route, before an ordinary anchor', () => {
    expect(withQuery('/#/downloadTemplate', 'id=1')).toBe('/#/downloadTemplate?id=1');
    expect(withQuery('/#/downloadTemplate?id=1', { down_id: 9 })).toBe('/#/downloadTemplate?id=1&down_id=9');
    expect(withQuery('/privacy#cookies', 'x=1')).toBe('/privacy?x=1#cookies');
  });

  it('leaves out empty and missing values, and returns the target as it is with nothing to add', () => {
    expect(withQuery('/carpmm', { a: 1, b: '', c: undefined })).toBe('/carpmm?a=1');
    expect(withQuery('https://api.lendview.test/x?', { sid: 's' })).toBe('https://api.lendview.test/x?sid=s');
    expect(withQuery('/carpmm', undefined)).toBe('/carpmm');
    expect(withQuery('/carpmm', { b: '' })).toBe('/carpmm');
  });
});
