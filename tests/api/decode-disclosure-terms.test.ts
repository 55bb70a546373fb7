// @vitest-environment node
import type { ApiError } from '@lendview/api';
import { dayEnds, decodeDisclosure, decodeLookup, readDisclosure } from '@lendview/api/disclosure';
import { decodeTerms } from '@lendview/api/disclosure-terms';
import { decodeContract, decodeOrderDetails } from '@packages/api/src/decode';

const figures = () => ({
  sanctionedAmount: '47000.00',
  netDisbursedAmount: '45613.50',
  disbursementDate: '2026-01-01',
  charges: [{ name: 'Processing fee', amount: '1175.00', tax: '211.50', timing: 'upfront' }],
  schedule: [{ date: '2026-02-01', amount: '47900.00' }],
});

// #region terms
const terms = () => ({
  proposalId: 'KFS/2026/000042',
  validUntil: '2026-01-04',
  penalCharges: [{ name: 'Late payment', text: 'Rs. 1,000 once, plus 5% a day on the unpaid amount.' }],
  contingentCharges: [{ name: 'Foreclosure charges', text: 'Nil.' }],
  serviceProviders: [
    { name: 'LendView Technologies Pvt. Ltd.', role: 'lsp', url: 'https://lendview.example' },
    { name: 'Prompt Recoveries LLP', role: 'recovery' },
  ],
  ordinaryRate: '18.00',
  moratoryRate: '1095.00',
  recaNumber: '15368-439-035612/01-01234-1125',
  warnings: ['Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.'],
  buroUrl: 'https://www.buro.gob.mx',
});
// #endregion

describe("the offer's own terms: its number and validity", () => {
  it('decodes them with the figures, and leaves them out when missing or null', () => {
    expect(decodeDisclosure({ ...figures(), ...terms() })).toMatchObject({
      proposalId: 'KFS/2026/000042',
      validUntil: '2026-01-04',
    });
    const decoded = decodeDisclosure({ ...figures(), proposalId: null });
    expect(Object.keys(decoded)).not.toContain('proposalId');
    expect(Object.keys(decoded)).not.toContain('validUntil');
    // The statements' terms are theirs to decode (`decodeTerms`): the card's decoder leaves them.
    expect(decodeDisclosure({ ...figures(), ...terms() })).not.toHaveProperty('recaNumber');
  });

  it.each([
    ['a proposal number that is a number', { proposalId: 42 }, /proposalId is not text of 1 to 100 characters/],
    ['a blank proposal number', { proposalId: '  ' }, /proposalId/],
    ['a validity that is not a day', { validUntil: '2026-02-30' }, /validUntil is not a YYYY-MM-DD date/],
  ])('refuses %s', (_, change, message) => {
    expect(() => decodeDisclosure({ ...figures(), ...change })).toThrow(message);
  });

  it('hands a wrong one to `refuse` and keeps the rest; the figures are still refused whole', () => {
    const refused: ApiError[] = [];
    const decoded = decodeDisclosure({ ...figures(), ...terms(), validUntil: 'tomorrow' }, (problem) => refused.push(problem));
    expect(refused.map((problem) => problem.message)).toEqual([
      'Malformed response: disclosure.validUntil is not a YYYY-MM-DD date',
    ]);
    expect(decoded).not.toHaveProperty('validUntil');
    expect(decoded.proposalId).toBe('KFS/2026/000042');
    expect(() => decodeDisclosure({ ...figures(), schedule: [] }, () => undefined)).toThrow(/schedule is empty/);
  });
});

describe("the statements' terms (decodeTerms)", () => {
  it('decodes every term as sent (the addresses normalised)', () => {
    const { proposalId: _, validUntil: __, ...rest } = terms();
    expect(decodeTerms(terms())).toEqual({
      ...rest,
      serviceProviders: [
        { name: 'LendView Technologies Pvt. Ltd.', role: 'lsp', url: 'https://lendview.example/' },
        { name: 'Prompt Recoveries LLP', role: 'recovery' },
      ],
      buroUrl: 'https://www.buro.gob.mx/',
    });
  });

  it('has none for a term missing or null, or a disclosure that is not an object', () => {
    expect(decodeTerms({ warnings: null })).toEqual({});
    expect(decodeTerms('terms')).toEqual({});
  });

  it.each([
    ['a penal charge without its text', { penalCharges: [{ name: 'Late' }] }, /penalCharges\[0\]\.text/],
    ['an empty list of warnings', { warnings: [] }, /warnings is not a list of 1 to 50 items/],
    ['a warning of 2,001 characters', { warnings: ['x'.repeat(2001)] }, /warnings\[0\] is not text of 1 to 2000/],
    ['a provider of another role', { serviceProviders: [{ name: 'A', role: 'agent' }] }, /role is not lsp or recovery/],
    [
      'a provider site that is not https',
      { serviceProviders: [{ name: 'A', role: 'lsp', url: 'javascript:alert(1)' }] },
      /serviceProviders\[0\]\.url is not an https address/,
    ],
    [
      'a provider site with credentials',
      { serviceProviders: [{ name: 'A', role: 'lsp', url: 'https://user:pass@lsp.example' }] },
      /url is not an https address/,
    ],
    ['a rate sent as a number', { ordinaryRate: 18 }, /ordinaryRate is not a percentage/],
    ['a RECA number that is a number', { recaNumber: 15368 }, /recaNumber is not text/],
    ['a Buró link over http', { buroUrl: 'http://www.buro.gob.mx' }, /buroUrl is not an https address on gob\.mx/],
    ['a Buró link elsewhere', { buroUrl: 'https://www.buro.gob.mx.evil.example/' }, /buroUrl/],
  ])('refuses %s', (_, change, message) => {
    expect(() => decodeTerms({ ...terms(), ...change })).toThrow(message);
  });

  it('hands a wrong term to `refuse` and keeps the rest', () => {
    const refused: ApiError[] = [];
    const decoded = decodeTerms({ ...terms(), buroUrl: 'http://x', warnings: 'read me' }, (problem) => refused.push(problem));
    expect(refused.map((problem) => problem.message)).toEqual([
      'Malformed response: disclosure.warnings is not a list of 1 to 50 items',
      'Malformed response: disclosure.buroUrl is not an https address on gob.mx',
    ]);
    expect(decoded).not.toHaveProperty('buroUrl');
    expect(decoded.recaNumber).toBe('15368-439-035612/01-01234-1125');
  });
});

describe('readDisclosure', () => {
  it('reports a wrong number or validity and a mismatching figure, and shows the rest', () => {
    const reading = readDisclosure({ ...figures(), ...terms(), proposalId: 7, apr: '50.00' }, 'apr');
    expect(reading.disclosure?.validUntil).toBe('2026-01-04');
    expect(reading.problems.map((problem) => problem.code)).toEqual(['disclosure-malformed', 'disclosure-mismatch']);
    expect(reading.problems[0].message).toMatch(/proposalId/);
  });

  it('has nothing to show when the figures do not decode', () => {
    const reading = readDisclosure({ ...figures(), netDisbursedAmount: '1.00' }, 'cat');
    expect(reading.disclosure).toBeUndefined();
    expect(reading.problems).toEqual([expect.objectContaining({ code: 'disclosure-malformed' })]);
  });
});

describe('the look-up period', () => {
  it('decodes `lookup` strictly', () => {
    expect(decodeLookup({ until: '2026-11-30', exitAmount: '4710.00' })).toEqual({ until: '2026-11-30', exitAmount: '4710.00' });
    expect(() => decodeLookup({ until: '2026-11-30', exitAmount: 4710 })).toThrow(/exitAmount/);
    expect(() => decodeLookup({ until: '2026-11-30', exitAmount: '4710.001' })).toThrow(/exitAmount/);
    expect(() => decodeLookup({ until: '30/11/2026', exitAmount: '4710.00' })).toThrow(/lookup\.until/);
  });

  it('rides on the order and the contract as sent, left out when missing', () => {
    const order = decodeOrderDetails({ orderStatus: 174, lookup: { until: 'soon' } });
    expect(order.lookup).toEqual({ until: 'soon' });
    expect('lookup' in decodeOrderDetails({ orderStatus: 174, lookup: null })).toBe(false);
    const contract = { userName: 'Asha', amount: '1.00', contractAmount: '2.00', company: 'L' };
    expect(decodeContract({ ...contract, disclosure: { a: 1 } }).disclosure).toEqual({ a: 1 });
    expect('disclosure' in decodeContract(contract)).toBe(false);
  });
});

describe('dayEnds', () => {
  it("ends the day at midnight of the market's lender time", () => {
    // India: UTC+5:30; Mexico City: UTC-6 (no daylight saving since 2022).
    expect(new Date(dayEnds('2026-11-30', 'en')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(new Date(dayEnds('2026-11-30', 'es')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });
});
