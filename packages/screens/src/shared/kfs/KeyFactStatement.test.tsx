import { createFakeApi, type FakeApiOptions } from '@lendview/api/fake';
import type { GrievanceContacts } from '@lendview/screens';
import { screen, within } from '@testing-library/react';
import { showScreen } from '@tests/support/render';
import { KeyFactStatement } from './KeyFactStatement';

const OFFICER: GrievanceContacts = {
  officer: { name: 'Anita Rao', phone: '+91 80 4000 1234', email: 'gro@lender.example' },
};

/** The mock offer's `disclosure` as the server sends it, with `change` applied. */
async function disclosure(options: Partial<FakeApiOptions> = {}, change: Record<string, unknown> = {}) {
  const quote = await createFakeApi({ market: 'en', ...options }).loanQuote({ productId: '1' });
  return { ...(quote.disclosure as Record<string, unknown>), ...change };
}

async function show(raw: unknown, grievance?: GrievanceContacts) {
  const rendered = await showScreen(<KeyFactStatement disclosure={raw} standalone />, { market: 'en', grievance });
  const section = await screen.findByRole('region', { name: 'Key Fact Statement' }, { timeout: 15_000 });
  return { ...rendered, section };
}

/** Each definition list's [term, value] pairs, in reading order. */
const lists = (section: HTMLElement) =>
  [...section.querySelectorAll('dl')].map((list) =>
    [...list.querySelectorAll(':scope > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );

describe("India's Key Fact Statement", () => {
  it('reads in the order of RBI format: Part 1, its charges, Part 2, then the schedule annex', async () => {
    const { section, onError } = await show(await disclosure(), OFFICER);
    expect(
      within(section)
        .getAllByRole('heading')
        .map((heading) => [heading.tagName, heading.textContent]),
    ).toEqual([
      ['H2', 'Key Fact Statement'],
      ['H3', 'Part 1: Interest rate and fees/charges'],
      ['H4', 'Fees and charges'],
      ['H4', 'Contingent charges'],
      ['H3', 'Part 2: Other qualitative information'],
      ['H3', 'Annex: Repayment schedule'],
    ]);
    const [part1, fees, contingent, part2] = lists(section);
    expect(part1).toEqual([
      ['Loan proposal number', 'KFS/2025/000174'],
      ['Sanctioned loan amount', '₹5,000.00'],
      ['Disbursal schedule', '100% upfront, on 22/11/2025'],
      ['Loan term', '91 days'],
      ['Instalments', '3 instalments, as in the repayment schedulefirst due 21/12/2025'],
      ['Interest rate', '18.00% a year'],
    ]);
    expect(fees).toEqual([
      ['Processing fee', '₹300.00 plus ₹54.00 GSTone-time, deducted from the disbursal'],
      ['Annual Percentage Rate (APR)', '100.19%'],
    ]);
    expect(contingent.map(([term]) => term)).toEqual(['Late payment', 'Foreclosure charges', 'Bounced auto-debit']);
    expect(part2.map(([term]) => term)).toEqual([
      'Recovery agents',
      'Nodal grievance redressal officer',
      'Look-up period',
      'Lending service providers',
    ]);
    expect(within(section).getByRole('link', { name: 'Prompt Recoveries LLP' })).toHaveAttribute(
      'href',
      'https://recoveries.example/',
    );
    expect(within(section).getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows each instalment with its principal, interest and the principal still owed', async () => {
    const { section } = await show(await disclosure());
    const items = within(within(section).getByRole('list', { name: 'Annex: Repayment schedule' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Instalment 1, due 21/12/2025₹1,850.00Principal ₹1,670.00, interest ₹180.00; principal still owed ₹3,330.00',
      'Instalment 2, due 20/01/2026₹1,850.00Principal ₹1,700.00, interest ₹150.00; principal still owed ₹1,630.00',
      'Instalment 3, due 21/02/2026₹1,750.00Principal ₹1,630.00, interest ₹120.00; principal still owed ₹0.00',
    ]);
  });

  it("shows the lender's wording as sent, tags and all", async () => {
    const { section } = await show(
      await disclosure({}, { penalCharges: [{ name: 'Late <b>fee</b>', text: 'Rs. 500 <0>only</0> & GST' }] }),
    );
    expect(within(section).getByText('Late <b>fee</b>')).toBeInTheDocument();
    expect(within(section).getByText('Rs. 500 <0>only</0> & GST')).toBeInTheDocument();
  });

  it('leaves out what the lender does not send, and never the whole statement', async () => {
    const { section } = await show(await disclosure({ disclosure: 'partial' }));
    const [part1, , part2] = lists(section);
    expect(part1.map(([term]) => term)).toEqual(['Sanctioned loan amount', 'Disbursal schedule', 'Loan term', 'Instalments']);
    expect(within(section).queryByRole('heading', { name: 'Contingent charges' })).toBeNull();
    // RBI's minimum look-up period (3 days for a loan over 7 days) when the lender states none.
    expect(part2).toEqual([
      [
        'Look-up period',
        '3 daysYou can leave the loan in this period without any penalty by repaying the principal and the proportionate APR.',
      ],
    ]);
  });

  it('leaves out a wrong term and reports it, the rest shown', async () => {
    const { section, onError } = await show(
      await disclosure({}, { serviceProviders: [{ name: 'Agent', role: 'recovery', url: 'http://agent.example' }] }),
    );
    expect(within(section).queryByText('Recovery agents')).toBeNull();
    expect(within(section).getByText('Loan proposal number')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toMatchObject({
      code: 'disclosure-malformed',
      message: expect.stringMatching(/serviceProviders\[0\]\.url is not an https address/),
    });
  });
});
