/** One cash flow: `amount` to the borrower (positive) or from them (negative), at `time` units after the contract. */
export interface CashFlow {
  time: number;
  amount: number;
}

/** Brent stops when the bracket is this narrow (in log-rate units) or after this many steps. */
const TOLERANCE = 1e-14;
const MAX_STEPS = 200;
/** The bracket search stops here: e^64 - 1 per unit of time is past any rate a lender charges. */
const LIMIT = 64;

/**
 * The rate `r` per unit of time at which the flows' present values cancel:
 * `sum(amount * (1 + r) ** -time) = 0`. Solved for `d = ln(1 + r)` (the present values are then
 * a sum of exponentials, smooth from -100 % to rates in the millions of percent) by bracketing,
 * then Brent's method: it always terminates, in under {@link MAX_STEPS} steps.
 *
 * Throws a `RangeError` for flows it cannot price: none, a non-finite number, a flow before the
 * contract (`time < 0`), all flows one way, or no rate between -100 % and e^64 - 1 per unit.
 *
 * @example
 * solveRate([{ time: 0, amount: 1000 }, { time: 1, amount: -1100 }]) // 0.1 (10 % per unit)
 */
export function solveRate(flows: readonly CashFlow[]): number {
  if (flows.length === 0) throw new RangeError('No cash flows to price');
  for (const { time, amount } of flows) {
    if (!Number.isFinite(time) || !Number.isFinite(amount)) throw new RangeError('A cash flow is not a finite number');
    if (time < 0) throw new RangeError('A payment falls before the disbursement');
  }
  if (!flows.some((flow) => flow.amount > 0) || !flows.some((flow) => flow.amount < 0)) {
    throw new RangeError('The cash flows all go one way: no rate prices them');
  }
  const value = (d: number) => flows.reduce((sum, { time, amount }) => sum + amount * Math.exp(-d * time), 0);
  if (value(0) === 0) return 0;

  // Widen from 0, upwards first (a loan costs something), until the present value changes sign.
  const start = Math.sign(value(0));
  for (const direction of [1, -1]) {
    let near = 0;
    for (let far = 1 / 64; far <= LIMIT; far *= 2) {
      const there = value(direction * far);
      // Far below -100 % long flows overflow (Infinity - Infinity): nothing to find there.
      if (Number.isNaN(there)) break;
      if (Math.sign(there) !== start) return Math.expm1(brent(value, near, direction * far));
      near = direction * far;
    }
  }
  throw new RangeError('No rate between -100 % and e^64 - 1 prices these cash flows');
}

/** Brent's root finder on `[a, b]`, where `f(a)` and `f(b)` differ in sign. */
function brent(f: (x: number) => number, a: number, b: number): number {
  let fa = f(a);
  let fb = f(b);
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (Math.sign(fb) === Math.sign(fc)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tolerance = 2 * Number.EPSILON * Math.abs(b) + TOLERANCE / 2;
    const half = (c - b) / 2;
    if (Math.abs(half) <= tolerance || fb === 0) return b;
    if (Math.abs(e) >= tolerance && Math.abs(fa) > Math.abs(fb)) {
      // Inverse quadratic (or secant) step, taken only when it stays well inside the bracket.
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * half * s;
        q = 1 - s;
      } else {
        const r = fb / fc;
        const t = fa / fc;
        p = s * (2 * half * t * (t - r) - (b - a) * (r - 1));
        q = (t - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * half * q - Math.abs(tolerance * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = half;
        e = d;
      }
    } else {
      d = half;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tolerance ? d : Math.sign(half) * tolerance;
    fb = f(b);
  }
  return b;
}
