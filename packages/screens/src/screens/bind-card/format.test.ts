import { digitsOnly, formatCardNumber, formatPhone, reformat } from './format';

describe('bind-card input formatting (spec 5)', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+52 (55) 12-34 ab')).toBe('52551234');
    expect(digitsOnly('')).toBe('');
  });

  it('groups card digits in fours as typed', () => {
    expect(formatCardNumber('6')).toBe('6');
    expect(formatCardNumber('6222')).toBe('6222');
    expect(formatCardNumber('62220')).toBe('6222 0');
    expect(formatCardNumber('6222021234567890')).toBe('6222 0212 3456 7890');
  });

  it('cleans and caps a pasted card number at 19 digits', () => {
    expect(formatCardNumber('6222-0212.3456 7890x')).toBe('6222 0212 3456 7890');
    expect(formatCardNumber('62220212345678901234567')).toBe('6222 0212 3456 7890 123');
  });

  it('keeps a phone to digits, up to 11, grouped 3-4-4', () => {
    expect(formatPhone('138')).toBe('138');
    expect(formatPhone('1381')).toBe('138 1');
    expect(formatPhone('1381234567')).toBe('138 1234 567');
    expect(formatPhone('13812345678')).toBe('138 1234 5678');
    expect(formatPhone('+1 (381) 234-5678 99')).toBe('138 1234 5678');
  });

  it('keeps the caret after the same digit when a digit is typed in the middle', () => {
    // '6222 0212' with '9' typed after the 2nd digit: '629222 0212', caret 3.
    expect(reformat('6222 0212', '62922 0212', 3, formatCardNumber)).toEqual({ value: '6292 2021 2', caret: 3 });
    // typed right before a group boundary: the caret jumps over the new space
    expect(reformat('6222', '62229', 5, formatCardNumber)).toEqual({ value: '6222 9', caret: 6 });
  });

  it('deletes the digit before a separator when Backspace removes only the separator', () => {
    expect(reformat('6222 0212', '62220212', 4, formatCardNumber)).toEqual({ value: '6220 212', caret: 3 });
    expect(reformat('138 1234', '1381234', 3, formatPhone)).toEqual({ value: '131 234', caret: 2 });
  });

  it('formats a paste over the whole field and puts the caret at the end', () => {
    expect(reformat('', '6222 0212 3456 7890', 19, formatCardNumber)).toEqual({ value: '6222 0212 3456 7890', caret: 19 });
    expect(reformat('', '13812345678', 11, formatPhone)).toEqual({ value: '138 1234 5678', caret: 13 });
  });
});
