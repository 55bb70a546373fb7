import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN, screenAddress } from './screen-address';

const origin = 'https://app.lender.example';

describe('the host simulator screen query', () => {
  it('keeps a same-origin screen path with its query and hash', () => {
    expect(screenAddress('/hereBureau?languageType=1&withholdingAmount=10', origin)).toBe(
      '/hereBureau?languageType=1&withholdingAmount=10',
    );
    expect(screenAddress('/#/agreementTemplate?x=1', origin)).toBe('/#/agreementTemplate?x=1');
  });

  it.each([
    ['javascript:alert(document.domain)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['/\tjavascript:alert(1)'],
    ['fourthOliver'],
    ['/host?screen=/host'],
    [''],
    [null],
  ])('refuses %j and opens the default screen', (requested) => {
    expect(screenAddress(requested, origin)).toBe(DEFAULT_SCREEN);
  });
});
