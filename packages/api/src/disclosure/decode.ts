import { ApiError } from '../error';
import type { Disclosure, DisclosureCharge, DisclosurePayment } from '../types';
import { list, malformed, record, type Wire } from '../decode/guards';
import { cents, DECIMAL } from './amounts';
import { wireDate } from './dates';

const PERCENT = /^\d{1,9}(\.\d{1,4})?$/;

function decimal(source: Wire, key: string, where: string, optional = false): string | undefined {
  const value = source[key];
  if (optional && (value === undefined || value === null)) return undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value)) return malformed(`${where}.${key} is not a decimal amount`);
  return value;
}

const date = (source: Wire, key: string, where: string): string => wireDate(source[key], `${where}.${key}`);

/** The lender's own figure (`apr`, `cat`): a percentage, or `undefined` when not sent. */
function figure(source: Wire, key: 'apr' | 'cat'): string | undefined {
  const value = source[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' && PERCENT.test(value) ? value : malformed(`disclosure.${key} is not a percentage`);
}

/**
 * One of the offer's own terms (its number, its validity): `undefined` when not sent; when wrong,
 * `malformed`, or with `refuse` left out and handed to it. (The statements' terms are decoded the
 * same way by `decodeTerms`, in the entry that loads with them.)
 */
function term(source: Wire, key: string, decode: (value: unknown, where: string) => string, refuse?: Refuse): string | undefined {
  const value = source[key];
  if (value === undefined || value === null) return undefined;
  try {
    return decode(value, `disclosure.${key}`);
  } catch (error) {
    if (!refuse || !(error instanceof ApiError)) throw error;
    refuse(error);
    return undefined;
  }
}

/** Receives a term that was wrong and left out. */
export type Refuse = (problem: ApiError) => void;

/** The offer's number: text of at most 100 characters. */
const proposal = (value: unknown, where: string) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100
    ? value
    : malformed(`${where} is not text of 1 to 100 characters`);

function charge(value: unknown, where: string): DisclosureCharge {
  const item = record(value, where);
  const name = item.name;
  if (typeof name !== 'string' || name.trim() === '') return malformed(`${where}.name is missing`);
  const timing = item.timing;
  if (timing !== 'upfront' && timing !== 'instalment') return malformed(`${where}.timing is not upfront or instalment`);
  return { name, amount: decimal(item, 'amount', where)!, tax: decimal(item, 'tax', where, true) ?? '0.00', timing };
}

function payment(value: unknown, where: string): DisclosurePayment {
  const item = record(value, where);
  const amount = decimal(item, 'amount', where)!;
  const interest = decimal(item, 'interest', where, true);
  const tax = decimal(item, 'tax', where, true);
  if (cents(interest ?? '0') + cents(tax ?? '0') > cents(amount)) malformed(`${where}: interest and tax exceed the amount`);
  return {
    date: date(item, 'date', where),
    amount,
    ...(interest !== undefined && { interest }),
    ...(tax !== undefined && { tax }),
  };
}

/**
 * `loan-detail-confirm`'s `disclosure`, decoded strictly: every amount a decimal string, every
 * date a real `YYYY-MM-DD`, at least one payment and all of them after the disbursement in date
 * order, and the net disbursed amount equal to the sanctioned amount less the upfront charges and
 * their tax. Anything else is an `ApiError('malformed')`: the figures are shown whole or not at all.
 * The offer's own terms, its number (`proposalId`) and the last day it holds (`validUntil`), are
 * optional and decoded one by one: with `refuse`, a wrong term is left out and handed to it (its
 * part is not shown, the rest is); without it, a wrong term is `malformed` like the rest. The
 * terms only the full statements show are `decodeTerms`' (`@lendview/api/disclosure-terms`).
 * The quote carries `disclosure` as sent; the key-facts card decodes it when it shows it, so the
 * decoder loads with the card and not with every screen.
 *
 * @example
 * decodeDisclosure({ sanctionedAmount: '1000.00', netDisbursedAmount: '1000.00', disbursementDate: '2026-01-01',
 *   schedule: [{ date: '2026-01-31', amount: '1100.00' }] }).schedule.length // 1
 */
export function decodeDisclosure(value: unknown, refuse?: Refuse): Disclosure {
  const source = record(value, 'disclosure');
  const where = 'disclosure';
  const sanctionedAmount = decimal(source, 'sanctionedAmount', where)!;
  const netDisbursedAmount = decimal(source, 'netDisbursedAmount', where)!;
  const disbursementDate = date(source, 'disbursementDate', where);
  const charges = list(source, 'charges', (item, at) => charge(item, `${where}.${at}`));
  const schedule = list(source, 'schedule', (item, at) => payment(item, `${where}.${at}`));
  if (schedule.length === 0) malformed('disclosure.schedule is empty');
  schedule.reduce((previous, { date: day }, index) => {
    if (day <= previous) malformed(`disclosure.schedule[${index}] is not after the disbursement and the payment before it`);
    return day;
  }, disbursementDate);
  const upfront = charges
    .filter((item) => item.timing === 'upfront')
    .reduce((sum, item) => sum + cents(item.amount) + cents(item.tax), 0);
  if (cents(sanctionedAmount) - upfront !== cents(netDisbursedAmount) || cents(netDisbursedAmount) === 0) {
    malformed('disclosure.netDisbursedAmount is not the sanctioned amount less the upfront charges');
  }
  const lookupDays = source.lookupDays;
  if (
    lookupDays !== undefined &&
    lookupDays !== null &&
    !(Number.isInteger(lookupDays) && (lookupDays as number) >= 0 && (lookupDays as number) <= 365)
  ) {
    malformed('disclosure.lookupDays is not a whole number of days');
  }
  const apr = figure(source, 'apr');
  const cat = figure(source, 'cat');
  const proposalId = term(source, 'proposalId', proposal, refuse);
  const validUntil = term(source, 'validUntil', wireDate, refuse);
  return {
    sanctionedAmount,
    netDisbursedAmount,
    disbursementDate,
    charges,
    schedule,
    ...(apr !== undefined && { apr }),
    ...(cat !== undefined && { cat }),
    ...(typeof lookupDays === 'number' && { lookupDays }),
    ...(proposalId !== undefined && { proposalId }),
    ...(validUntil !== undefined && { validUntil }),
  };
}
