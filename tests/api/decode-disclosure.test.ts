// @vitest-environment node
import { decodeDisclosure } from '@lendview/api/disclosure';
import { decodeLoanQuote } from '@packages/api/src/decode';

// #region wire
const wire = () => ({
  sanctionedAmount: '47000.00',
  netDisbursedAmount: '45613.50',
  disbursementDate: '2026-01-01',
  charges: [{ name: 'Processing fee', amount: '1175.00', tax: '211.50', timing: 'upfront' }],
  schedule: [
    { date: '2026-02-01', amount: '2415.14', interest: '822.50', tax: '0.00' },
    { date: '2026-03-01', amount: '2415.14' },
  ],
  apr: '24.16',
  cat: null,
  lookupDays: 3,
});
// #endregion

describe('disclosure decoder', () => {
  it('decodes the documented example, leaving out null figures', () => {
    expect(decodeDisclosure(wire())).toEqual({
      sanctionedAmount: '47000.00',
      netDisbursedAmount: '45613.50',
      disbursementDate: '2026-01-01',
      charges: [{ name: 'Processing fee', amount: '1175.00', tax: '211.50', timing: 'upfront' }],
      schedule: [
        { date: '2026-02-01', amount: '2415.14', interest: '822.50', tax: '0.00' },
        { date: '2026-03-01', amount: '2415.14' },
      ],
      apr: '24.16',
      lookupDays: 3,
    });
  });

  it.each([
    ['an amount sent as a number', { sanctionedAmount: 47000 }, /sanctionedAmount is not a decimal amount/],
    ['an amount with three decimals', { netDisbursedAmount: '45613.505' }, /netDisbursedAmount/],
    ['a grouped amount', { sanctionedAmount: '47,000.00' }, /sanctionedAmount/],
    ['a date that does not exist', { disbursementDate: '2026-02-30' }, /disbursementDate is not a YYYY-MM-DD date/],
    ['a date in another format', { disbursementDate: '01/01/2026' }, /disbursementDate/],
    ['an empty schedule', { schedule: [] }, /schedule is empty/],
    [
      'a payment before the disbursement',
      { schedule: [{ date: '2025-12-31', amount: '100.00' }] },
      /schedule\[0\] is not after the disbursement/,
    ],
    ['a payment on the disbursement day', { schedule: [{ date: '2026-01-01', amount: '100.00' }] }, /schedule\[0\]/],
    [
      'payments out of order',
      {
        schedule: [
          { date: '2026-03-01', amount: '1.00' },
          { date: '2026-02-01', amount: '1.00' },
        ],
      },
      /schedule\[1\]/,
    ],
    ['an unknown charge timing', { charges: [{ name: 'Fee', amount: '1175.00', tax: '211.50', timing: 'monthly' }] }, /timing/],
    [
      'a charge without a name',
      { charges: [{ name: ' ', amount: '1175.00', tax: '211.50', timing: 'upfront' }] },
      /name is missing/,
    ],
    [
      'a net amount that does not add up',
      { netDisbursedAmount: '45613.49' },
      /netDisbursedAmount is not the sanctioned amount less/,
    ],
    [
      'interest above the payment',
      { schedule: [{ date: '2026-02-01', amount: '10.00', interest: '11.00' }] },
      /exceed the amount/,
    ],
    ['an APR that is not a percentage', { apr: 24.16 }, /apr is not a percentage/],
    ['a negative look-up period', { lookupDays: -1 }, /lookupDays/],
    ['a fractional look-up period', { lookupDays: 1.5 }, /lookupDays/],
    ['charges that are not a list', { charges: {} }, /charges is not a list/],
  ])('refuses %s', (_, change, message) => {
    expect(() => decodeDisclosure({ ...wire(), ...change })).toThrow(message);
  });

  it('names what is wrong: a malformed ApiError', () => {
    expect(() => decodeDisclosure({ ...wire(), schedule: [{ date: 'soon', amount: '1.00' }] })).toThrow(
      expect.objectContaining({
        name: 'ApiError',
        kind: 'malformed',
        message: 'Malformed response: disclosure.schedule[0].date is not a YYYY-MM-DD date',
      }),
    );
  });

  it('rides on the quote as sent, even malformed: the offer never fails for it', () => {
    const quote = (extra: object) => ({
      amount: '5,000.00',
      periods: '91',
      repay_plans: [{ title: 'Instalment', amount: '5,450.00', pay_time: '21 Feb 2026' }],
      ...extra,
    });
    const broken = { ...wire(), netDisbursedAmount: 12 };
    expect(decodeLoanQuote(quote({ disclosure: broken }))).toMatchObject({ amount: '5,000.00', disclosure: broken });
    expect('disclosure' in decodeLoanQuote(quote({ disclosure: null }))).toBe(false);
    expect('disclosure' in decodeLoanQuote(quote({}))).toBe(false);
  });
});
