import type { RateKind } from '../domain';
import type { Disclosure } from '../types';
import { addMonths, cents, daysBetween } from './amounts';
import { solveRate, type CashFlow } from './solve';

export type { RateKind };

/** A lender's figure further than this from ours (in percentage points) is reported. */
export const MISMATCH_POINTS = 0.1;

/** What the key-facts card shows. Amounts in cents, rates in percent. */
export interface KeyFacts {
  kind: RateKind;
  /** Our figure from the flows. */
  computed: number;
  /** The lender's own figure (`apr` or `cat`), when it sent one. */
  stated?: number;
  /** The stated figure differs from ours by more than {@link MISMATCH_POINTS}. */
  mismatch: boolean;
  /** The figure to show: ours, or the lender's when they disagree (its contract states it). */
  shown: number;
  sanctioned: number;
  netDisbursed: number;
  /** Every charge with its tax, upfront or not. */
  totalCharges: number;
  totalInterest: number;
  /** Everything the borrower pays: the payments and the charges deducted upfront. */
  totalToPay: number;
  /** Days from the disbursement to the last payment. */
  termDays: number;
  /** The schedule is one payment a month on the disbursement's day (RBI's regular schedule). */
  monthly: boolean;
  /** The look-up period in days; for the APR, RBI's minimum when the lender states none. */
  lookupDays?: number;
}

/** Payment times in months when every payment k falls k months after the disbursement, else `null`. */
function monthlyTimes(disclosure: Disclosure): number[] | null {
  const { disbursementDate, schedule } = disclosure;
  return schedule.every(({ date }, index) => date === addMonths(disbursementDate, index + 1))
    ? schedule.map((_, index) => index + 1)
    : null;
}

const dayTimes = (disclosure: Disclosure) =>
  disclosure.schedule.map(({ date }) => daysBetween(disclosure.disbursementDate, date));
const upfront = (disclosure: Disclosure) => disclosure.charges.filter((charge) => charge.timing === 'upfront');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The APR in percent, RBI's way: the rate at which the net disbursed amount equals the present
 * value of the payments (charges and their tax inside), per period times periods a year for a
 * monthly schedule, per day times 365 otherwise.
 *
 * @example
 * annualPercentageRate(kfsExample) // 24.15… (RBI's illustration states 24.16)
 */
export function annualPercentageRate(disclosure: Disclosure): number {
  const months = monthlyTimes(disclosure);
  const times = months ?? dayTimes(disclosure);
  const flows: CashFlow[] = [
    { time: 0, amount: cents(disclosure.netDisbursedAmount) },
    ...disclosure.schedule.map((payment, index) => ({ time: times[index], amount: -cents(payment.amount) })),
  ];
  return solveRate(flows) * (months ? 12 : 365) * 100;
}

/**
 * The CAT in percent, Banxico's way: the effective annual rate `i` at which the disbursement
 * less the upfront charges equals the payments, each discounted by `(1 + i)^t` with `t` in years
 * from the contract (`k/12` for a monthly schedule, days/365 otherwise). IVA is left out: the
 * charges' tax and the payments' `tax`; tax of charges collected with the payments is taken
 * evenly out of each payment.
 *
 * @example
 * costoAnualTotal(personalLoanExample) // 95.6… (the lender states 95.7)
 */
export function costoAnualTotal(disclosure: Disclosure): number {
  const months = monthlyTimes(disclosure);
  const times = months ? months.map((month) => month / 12) : dayTimes(disclosure).map((days) => days / 365);
  const count = disclosure.schedule.length;
  const instalmentTax = sum(
    disclosure.charges.filter((charge) => charge.timing === 'instalment').map((charge) => cents(charge.tax)),
  );
  const flows: CashFlow[] = [
    { time: 0, amount: cents(disclosure.sanctionedAmount) - sum(upfront(disclosure).map((charge) => cents(charge.amount))) },
    ...disclosure.schedule.map((payment, index) => ({
      time: times[index],
      amount: -(cents(payment.amount) - cents(payment.tax ?? '0') - instalmentTax / count),
    })),
  ];
  return solveRate(flows) * 100;
}

/**
 * The figures of the key-facts card for one market's rate, from a decoded `disclosure`.
 * Throws a `RangeError` when the flows cannot be priced (see `solveRate`).
 *
 * @example
 * keyFacts(disclosure, 'apr').shown // 24.15…
 */
export function keyFacts(disclosure: Disclosure, kind: RateKind): KeyFacts {
  const computed = kind === 'apr' ? annualPercentageRate(disclosure) : costoAnualTotal(disclosure);
  const statedText = kind === 'apr' ? disclosure.apr : disclosure.cat;
  const stated = statedText === undefined ? undefined : Number(statedText);
  const mismatch = stated !== undefined && Math.abs(stated - computed) > MISMATCH_POINTS;
  const payments = sum(disclosure.schedule.map((payment) => cents(payment.amount)));
  const sanctioned = cents(disclosure.sanctionedAmount);
  const totalCharges = sum(disclosure.charges.map((charge) => cents(charge.amount) + cents(charge.tax)));
  const upfrontCharges = sum(upfront(disclosure).map((charge) => cents(charge.amount) + cents(charge.tax)));
  const interestParts = disclosure.schedule.map((payment) => payment.interest);
  // Without the interest of every payment, interest is what is repaid beyond the principal, the
  // charges collected with the payments and the payments' tax.
  const totalInterest = interestParts.every((part) => part !== undefined)
    ? sum(interestParts.map((part) => cents(part!)))
    : payments -
      sanctioned -
      (totalCharges - upfrontCharges) -
      sum(disclosure.schedule.map((payment) => cents(payment.tax ?? '0')));
  const termDays = daysBetween(disclosure.disbursementDate, disclosure.schedule[disclosure.schedule.length - 1]!.date);
  // RBI: at least 1 day for loans up to 7 days, 3 days otherwise.
  const lookupDays = disclosure.lookupDays ?? (kind === 'apr' ? (termDays <= 7 ? 1 : 3) : undefined);
  return {
    kind,
    computed,
    stated,
    mismatch,
    shown: mismatch ? stated! : computed,
    sanctioned,
    netDisbursed: cents(disclosure.netDisbursedAmount),
    totalCharges,
    totalInterest,
    totalToPay: payments + upfrontCharges,
    termDays,
    monthly: monthlyTimes(disclosure) !== null,
    ...(lookupDays !== undefined && { lookupDays }),
  };
}
