import type { Market, Wire } from './types';

// The offer's terms beyond its figures (India's Key Fact Statement, Mexico's carátula) and the
// look-up exit of a loan, per market. The late-payment and prepayment terms are the product's
// (spec section 9); the rates are the promissory note's (18 % a year, 3 % a day overdue).

const TERMS: Record<Market, Wire> = {
  en: {
    proposalId: 'KFS/2025/000174',
    penalCharges: [
      {
        name: 'Late payment',
        text: 'Rs. 1,000 once (Rs. 800 for repeat clients), plus interest on the unpaid amount of 5% a day for days 1 to 30, 4% a day for days 31 to 90 and 2% a day from day 91.',
      },
    ],
    contingentCharges: [
      { name: 'Foreclosure charges', text: 'Nil. Prepayment is allowed once half the term and at least 7 days have passed.' },
      { name: 'Bounced auto-debit', text: 'Rs. 500 per instance.' },
    ],
    serviceProviders: [
      { name: 'LendView Technologies Pvt. Ltd.', role: 'lsp', url: 'https://lendview.example/lsp' },
      { name: 'Prompt Recoveries LLP', role: 'recovery', url: 'https://recoveries.example' },
    ],
    ordinaryRate: '18.00',
  },
  es: {
    proposalId: 'OF-2025-000174',
    ordinaryRate: '18.00',
    moratoryRate: '1095.00',
    penalCharges: [{ name: 'Comisión por pago tardío', text: '$150.00 más IVA por cada pago vencido.' }],
    contingentCharges: [{ name: 'Pago anticipado', text: 'Sin comisión.' }],
    recaNumber: '15368-439-035612/01-01234-1125',
    warnings: [
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
    ],
    buroUrl: 'https://www.buro.gob.mx',
  },
};

/** Days an offer holds from the day it is quoted: at least 3 working days, as RBI asks for these terms. */
const VALID_DAYS = 5;
/** The last day of the expired offer: two days after the mock's offers were quoted. */
const EXPIRED_ON = '2025-11-24';
/** The last day of the look-up period that has ended: early in the overdue loan's life. */
const LOOKUP_ENDED_ON = '2025-08-05';

/**
 * The day `days` from today (UTC: a day either side of the lender's own clock does not matter to
 * a mock's dates, and the disclosure entry's clock stays out of the fake's bundle).
 */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The market's terms for an offer quoted today: valid for {@link VALID_DAYS} more days (or, when
 * `expired`, until a day long past), so the mock's offer never goes stale.
 */
export function offerTerms(market: Market, expired: boolean): Wire {
  return { ...TERMS[market], validUntil: expired ? EXPIRED_ON : fromToday(VALID_DAYS) };
}

/** Principal plus the proportionate cost of the mock loans' look-up period (3 days). */
const EXIT_AMOUNT: Record<Market, string> = { en: '5041.17', es: '3061.62' };

/** A loan's `lookup`: running until the day after tomorrow, or ended long ago. */
export function lookupPeriod(market: Market, ended: boolean): Wire {
  return { until: ended ? LOOKUP_ENDED_ON : fromToday(2), exitAmount: EXIT_AMOUNT[market] };
}
