import { checkAmount, MAX_AMOUNT, parsePhone, payableAmount } from '@lendview/api/validate';

describe('checkAmount', () => {
  it.each(['0', '850', '850.5', '1,200.00', '5,450.00', '10,000,000', ' 1200 ', 1200])('accepts %j', (raw) => {
    expect(checkAmount(raw).ok).toBe(true);
  });

  it.each([
    '',
    '-5e3 OR 1',
    '-1',
    '1e3',
    '5e3',
    'NaN',
    'Infinity',
    '1,20.00',
    '1.234',
    '12 00',
    '0x10',
    '<b>1</b>',
    '₹100',
    String(MAX_AMOUNT + 1),
    '9'.repeat(400),
    null,
    undefined,
    {},
    [],
    -1,
    Number.NaN,
  ])('refuses %j', (raw) => {
    expect(checkAmount(raw).ok).toBe(false);
  });

  it('keeps the text as given and reads its value', () => {
    expect(checkAmount('1,200.50')).toEqual({ ok: true, value: 1200.5, text: '1,200.50' });
  });
});

describe('payableAmount (the amount committed is the amount checked and shown)', () => {
  it.each([
    ['1200\n', '1200.00'],
    [' 1,200.00', '1200.00'],
    ['00001200', '1200.00'],
    ['1200.5', '1200.50'],
    ['0.05', '0.05'],
    ['10,000,000', '10000000.00'],
    [850, '850.00'],
  ])('%j is paid as %j', (raw, plain) => {
    expect(payableAmount(raw)).toBe(plain);
  });

  it.each(['0', '0.00', '000', '', '-5e3 OR 1', '1 200', undefined])('%j is not payable', (raw) => {
    expect(payableAmount(raw)).toBeUndefined();
  });
});

describe('parsePhone', () => {
  it('the extension and opening hours are not glued to the number', () => {
    expect(parsePhone('1800-555-0199 ext. 42 (9am-6pm)')).toEqual({ dial: '18005550199', display: '1800-555-0199' });
  });

  it("the lender's 1800 555 0199 is dialable in either market (the Spanish market hid it)", () => {
    expect(parsePhone('1800 555 0199')).toEqual({ dial: '18005550199', display: '1800 555 0199' });
  });

  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['98765 43210', '9876543210'],
    ['(022) 2345 6789', '02223456789'],
    ['Call 1860 500 1234 now', '18605001234'],
    ['Helpline: 1800 123 4567 / 1800 765 4321', '18001234567'],
    ['+52 55 1234 5678', '+525512345678'],
    ['55 1234 5678 (lunes a viernes, 9 a 18 h)', '5512345678'],
    ['800 123 4567 ext. 12', '8001234567'],
    ['01 800 123 4567', '018001234567'],
    ['+1 800 555 0199', '+18005550199'],
    ['+44 20 7946 0958 (London)', '+442079460958'],
  ])('%s dials %s', (text, dial) => {
    expect(parsePhone(text)?.dial).toBe(dial);
  });

  it.each([
    ['a 5,000-digit value', '9'.repeat(5000)],
    ['a number cut at the length limit', `${' '.repeat(195)}9876543210`],
    ['too short', '12345'],
    ['a short pair', '12 34'],
    ["not a number of the market's own country code", '+91 12345'],
    ['an international form too short', '+123 45'],
    ['an international form too long', `+${'1'.repeat(16)}`],
    ['no digits', 'call us'],
    ['digits glued across words', '98765 ext 43210'],
    ['script', '<img src=x onerror=alert(1)>'],
    ['empty', ''],
  ])('refuses %s', (_, text) => {
    expect(parsePhone(text)).toBeUndefined();
  });
});
