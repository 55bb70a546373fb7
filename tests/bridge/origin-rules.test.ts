/**
 * Origin rules as androidx.webkit reads them (issue 22, point 9): the React Native host's reading
 * and the script every host runs in the page agree with each case of bridge-spec/vectors/origins.json
 * (the Kotlin replay and the Swift package's tests read the same cases).
 */
import { originAllowed, originCheckScript, parseOriginRule } from '@packages/bridge/src/host-kit/origin-rules';
import { ORIGIN_CASES } from '../../bridge-spec/src/hostile';

const label = (c: (typeof ORIGIN_CASES)[number]) => `${c.rule} for ${c.origin}: ${c.allowed ?? 'malformed'}`;

/** The page script's verdict for a page at `origin`. */
function inPage(rule: string, origin: string): boolean {
  const { protocol, hostname, port } = new URL(origin);
  return new Function('location', `return (${originCheckScript([parseOriginRule(rule)])})(location);`)({
    protocol,
    hostname,
    port,
  });
}

describe('origin rules', () => {
  it.each(ORIGIN_CASES.map((c) => [label(c), c] as const))('%s', (_, c) => {
    if (c.allowed === null) {
      expect(() => parseOriginRule(c.rule)).toThrow(/Origin rule/);
      return;
    }
    expect(originAllowed([parseOriginRule(c.rule)], c.origin)).toBe(c.allowed);
    if (c.origin !== 'null') expect(inPage(c.rule, c.origin)).toBe(c.allowed);
  });

  it('reads a page URL as its origin, and an opaque one as no origin', () => {
    const rules = [parseOriginRule('https://app.lender.example')];
    expect(originAllowed(rules, 'https://app.lender.example/loan?x=1#top')).toBe(true);
    expect(originAllowed(rules, 'https://user@app.lender.example/')).toBe(true);
    expect(originAllowed(rules, 'about:blank')).toBe(false);
    expect(originAllowed(rules, undefined)).toBe(false);
  });

  it('says what is wrong with a malformed rule', () => {
    expect(() => parseOriginRule('https://app.lender.example/')).toThrow(/trailing \/ too/);
    expect(() => parseOriginRule('*')).toThrow(/list the origins/);
  });
});
