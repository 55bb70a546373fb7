import type { Disclosure } from '@lendview/api';
import { annualPercentageRate, costoAnualTotal, keyFacts, solveRate } from '@lendview/api/disclosure';
import { describe, expect, it } from 'vitest';

/** `YYYY-MM-DD` plus whole days or months, for building schedules. */
const day = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const month = (start: string, months: number) => {
  const [y, m, d] = start.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
};
const money = (cents: number) => (cents / 100).toFixed(2);

/** RBI's Key Facts Statement illustration: ₹47,000, a ₹1,175 fee plus 18 % GST upfront, 24 EMIs of ₹2,415.14. */
const rbiIllustration: Disclosure = {
  sanctionedAmount: '47000.00',
  netDisbursedAmount: '45613.50',
  disbursementDate: '2026-01-01',
  charges: [{ name: 'Processing fee', amount: '1175.00', tax: '211.50', timing: 'upfront' }],
  schedule: Array.from({ length: 24 }, (_, k) => ({ date: month('2026-01-01', k + 1), amount: '2415.14' })),
  apr: '24.16',
};

/**
 * A Mexican personal loan: $20,000 at 58 % ordinary annual interest, 12 monthly payments, a 5 %
 * opening commission (plus 16 % IVA); the lender states a CAT of 95.7 %. Payments carry 16 % IVA
 * on their interest, which the CAT leaves out.
 */
function mexicanPersonalLoan(): Disclosure {
  const rate = 0.58 / 12;
  const level = Math.round((2_000_000 * rate) / (1 - (1 + rate) ** -12));
  let balance = 2_000_000;
  const schedule = Array.from({ length: 12 }, (_, k) => {
    const interest = Math.round(balance * rate);
    const iva = Math.round(interest * 0.16);
    balance -= level - interest;
    return { date: month('2026-01-15', k + 1), amount: money(level + iva), interest: money(interest), tax: money(iva) };
  });
  return {
    sanctionedAmount: '20000.00',
    netDisbursedAmount: '18840.00',
    disbursementDate: '2026-01-15',
    charges: [{ name: 'Comisión por apertura', amount: '1000.00', tax: '160.00', timing: 'upfront' }],
    schedule,
    cat: '95.7',
  };
}

describe('published figures', () => {
  it('gives RBI illustration APR of 24.16 % within 0.15 points (per-month IRR x 12)', () => {
    const apr = annualPercentageRate(rbiIllustration);
    expect(Math.abs(apr - 24.16)).toBeLessThanOrEqual(0.15);
    expect(apr).toBeGreaterThan(24.1);
    expect(keyFacts(rbiIllustration, 'apr')).toMatchObject({ monthly: true, mismatch: false, stated: 24.16, lookupDays: 3 });
  });

  it('gives the Mexican personal loan CAT of 95.7 % within 0.15 points, IVA excluded', () => {
    const cat = costoAnualTotal(mexicanPersonalLoan());
    expect(Math.abs(cat - 95.7)).toBeLessThanOrEqual(0.15);
    expect(keyFacts(mexicanPersonalLoan(), 'cat')).toMatchObject({ monthly: true, mismatch: false });
  });
});

/** A small seeded generator (mulberry32): the same 1,000 schedules on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A schedule of 1 to 24 payments over 7 to 365 days, fees of 0 to 30 % with 18 % tax, interest of 0 to 300 % a year. */
function generated(next: () => number): Disclosure {
  const sanctioned = 100_000 + Math.round(next() * 9_900_000);
  const term = 7 + Math.floor(next() * 359);
  const count = Math.min(1 + Math.floor(next() * 24), term);
  const fee = Math.round(sanctioned * next() * 0.3);
  const tax = Math.round(fee * 0.18);
  const yearly = next() * 3;
  const owed = Math.round(sanctioned * (1 + (yearly * term) / 365));
  const start = '2026-03-10';
  const schedule = Array.from({ length: count }, (_, k) => {
    const amount = k === count - 1 ? owed - Math.floor(owed / count) * (count - 1) : Math.floor(owed / count);
    return {
      date: day(start, Math.round((term * (k + 1)) / count)),
      amount: money(amount),
      tax: money(Math.round(amount * next() * 0.02)),
    };
  });
  return {
    sanctionedAmount: money(sanctioned),
    netDisbursedAmount: money(sanctioned - fee - tax),
    disbursementDate: start,
    charges: [{ name: 'Fee', amount: money(fee), tax: money(tax), timing: 'upfront' }],
    schedule,
  };
}

/** Present value of the borrower's payments minus what they received, at `rate` per unit of `times`. */
function gap(received: number, payments: number[], times: number[], rate: number) {
  const paid = payments.reduce((sum, amount, k) => sum + amount * (1 + rate) ** -times[k], 0);
  return Math.abs(paid - received) / received;
}

describe('present values are equal at the computed rate', () => {
  it('holds for the APR and the CAT on 1,000 generated schedules', () => {
    const next = random(16);
    for (let n = 0; n < 1000; n++) {
      const loan = generated(next);
      const days = loan.schedule.map(({ date }) => (Date.parse(date) - Date.parse(loan.disbursementDate)) / 86_400_000);
      const cents = (text: string) => Math.round(Number(text) * 100);
      const apr = keyFacts(loan, 'apr');
      const months = loan.schedule.map((_, k) => k + 1);
      const aprTimes = apr.monthly ? months : days;
      const perUnit = apr.computed / 100 / (apr.monthly ? 12 : 365);
      expect(
        gap(
          cents(loan.netDisbursedAmount),
          loan.schedule.map((p) => cents(p.amount)),
          aprTimes,
          perUnit,
        ),
        `APR of schedule ${n}`,
      ).toBeLessThan(1e-9);

      const cat = costoAnualTotal(loan);
      const catTimes = apr.monthly ? months.map((k) => k / 12) : days.map((d) => d / 365);
      const receivedWithoutIva = cents(loan.sanctionedAmount) - cents(loan.charges[0].amount);
      const paidWithoutIva = loan.schedule.map((p) => cents(p.amount) - cents(p.tax!));
      expect(gap(receivedWithoutIva, paidWithoutIva, catTimes, cat / 100), `CAT of schedule ${n}`).toBeLessThan(1e-9);
      expect(cat).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('degenerate inputs terminate', () => {
  it('prices a loan without fees or interest at exactly 0 %', () => {
    const free: Disclosure = {
      sanctionedAmount: '1000.00',
      netDisbursedAmount: '1000.00',
      disbursementDate: '2026-01-01',
      charges: [],
      schedule: [
        { date: '2026-01-08', amount: '500.00' },
        { date: '2026-01-15', amount: '500.00' },
      ],
    };
    expect(annualPercentageRate(free)).toBe(0);
    expect(costoAnualTotal(free)).toBe(0);
  });

  it('prices a single payment: 10 % over 7 days is a daily IRR x 365 APR and a compounded CAT', () => {
    const single: Disclosure = {
      sanctionedAmount: '1000.00',
      netDisbursedAmount: '1000.00',
      disbursementDate: '2026-01-01',
      charges: [],
      schedule: [{ date: '2026-01-08', amount: '1100.00' }],
    };
    expect(annualPercentageRate(single)).toBeCloseTo((1.1 ** (1 / 7) - 1) * 365 * 100, 6);
    expect(costoAnualTotal(single)).toBeCloseTo((1.1 ** (365 / 7) - 1) * 100, 0);
  });

  it('reaches several thousand percent: a 30 % fee on a 7-day loan', () => {
    const payday: Disclosure = {
      sanctionedAmount: '1000.00',
      netDisbursedAmount: '700.00',
      disbursementDate: '2026-01-01',
      charges: [{ name: 'Fee', amount: '300.00', tax: '0.00', timing: 'upfront' }],
      schedule: [{ date: '2026-01-08', amount: '1000.00' }],
    };
    const apr = annualPercentageRate(payday);
    expect(apr).toBeGreaterThan(1900);
    expect(apr).toBeCloseTo(((1000 / 700) ** (1 / 7) - 1) * 365 * 100, 6);
  });

  it('refuses a payment before the disbursement with a clear error', () => {
    expect(() =>
      solveRate([
        { time: 0, amount: 1000 },
        { time: -1, amount: -1100 },
      ]),
    ).toThrow(new RangeError('A payment falls before the disbursement'));
  });

  it('refuses NaN and infinite inputs instead of looping', () => {
    expect(() =>
      solveRate([
        { time: 0, amount: Number.NaN },
        { time: 1, amount: -1 },
      ]),
    ).toThrow(/not a finite number/);
    expect(() =>
      solveRate([
        { time: 0, amount: 1 },
        { time: Number.POSITIVE_INFINITY, amount: -1 },
      ]),
    ).toThrow(/not a finite number/);
    expect(() => solveRate([])).toThrow(/No cash flows/);
  });

  it('refuses flows that all go one way', () => {
    expect(() =>
      solveRate([
        { time: 0, amount: 1000 },
        { time: 1, amount: 1100 },
      ]),
    ).toThrow(/one way/);
  });

  it('finds a negative rate when less is repaid than received', () => {
    expect(
      solveRate([
        { time: 0, amount: 1000 },
        { time: 1, amount: -900 },
      ]),
    ).toBeCloseTo(-0.1, 12);
  });
});

describe('the lender figure', () => {
  it('reports a mismatch over 0.1 point and shows the lender figure', () => {
    const facts = keyFacts({ ...rbiIllustration, apr: '26.00' }, 'apr');
    expect(facts).toMatchObject({ mismatch: true, shown: 26, stated: 26 });
    expect(facts.computed).toBeCloseTo(24.155, 1);
  });

  it('shows our figure when the lender agrees within 0.1 point, or sends none', () => {
    const agreeing = keyFacts(rbiIllustration, 'apr');
    expect(agreeing.shown).toBe(agreeing.computed);
    const silent = keyFacts({ ...rbiIllustration, apr: undefined }, 'apr');
    expect(silent).toMatchObject({ mismatch: false, stated: undefined });
  });

  it('gives RBI minimum look-up period when the lender states none: 1 day up to 7 days, 3 days beyond', () => {
    const week: Disclosure = { ...rbiIllustration, schedule: [{ date: '2026-01-08', amount: '47500.00' }] };
    expect(keyFacts(week, 'apr').lookupDays).toBe(1);
    expect(keyFacts({ ...week, lookupDays: 5 }, 'apr').lookupDays).toBe(5);
    expect(keyFacts(week, 'cat').lookupDays).toBeUndefined();
  });

  it('totals the RBI illustration as its statement does', () => {
    expect(keyFacts(rbiIllustration, 'apr')).toMatchObject({
      sanctioned: 4_700_000,
      netDisbursed: 4_561_350,
      totalCharges: 138_650,
      totalInterest: 241_514 * 24 - 4_700_000,
      totalToPay: 241_514 * 24 + 138_650,
    });
  });
});
