import type { LegalText } from './types';

/** Loan terms and conditions, English (spec sections 4, 5 and 9 give every figure). */
export const terms: LegalText = {
  title: 'Loan terms and conditions',
  intro: [
    'These terms govern every loan that the Lender, a non-bank finance company registered in India, grants through its app and website to you, the Borrower. Please read them before you apply: by accepting a Loan Decision you agree to them.',
  ],
  contents: 'Contents',
  sections: [
    {
      id: 'definitions',
      title: 'Definitions',
      body: [
        [
          "Promissory Note: the Borrower's written promise to repay the loan, with interest and charges, on the due date.",
          "Loan Decision: the Lender's decision on an application, stating the amount, term, interest and charges of the loan.",
          "Personal Account: the Borrower's area in the app, where applications, Loan Decisions, Promissory Notes, payments and notices are kept.",
        ],
      ],
    },
    {
      id: 'eligibility',
      title: 'Who may apply',
      body: [
        'The applicant must be an Indian national over 18 years of age, with full legal capacity and a permanent address in India.',
        'The Lender may approve or reject any application at its discretion.',
      ],
    },
    {
      id: 'decision',
      title: 'Application, decision and credit',
      body: [
        'The Lender takes a Loan Decision within 1 day of receiving a complete application and places it in the Personal Account.',
        "Once the Borrower accepts the Loan Decision and signs the Promissory Note, the money is credited to the Borrower's bank account within 1 to 3 calendar days.",
      ],
    },
    {
      id: 'term',
      title: 'Loan term',
      body: [
        'The loan term is from 91 to 365 calendar days, as stated in the Loan Decision. The loan matures on the last day of the term.',
      ],
    },
    {
      id: 'prepayment',
      title: 'Repayment and prepayment',
      body: [
        'The Borrower repays the loan with interest by the maturity date, by any method shown in the app.',
        'Early repayment is allowed only after at least half of the loan term has passed, and not earlier than 7 calendar days after the money was sent.',
      ],
    },
    {
      id: 'late',
      title: 'Late payment',
      body: [
        'If the loan is not repaid on time, the Borrower pays a single late fee of Rs.1,000 (new clients) or Rs.800 (repeat clients), plus daily interest on the unpaid amount:',
        ['5% per day from day 1 to day 30 of delay;', '4% per day from day 31 to day 90;', '2% per day from day 91 onward.'],
      ],
    },
    {
      id: 'extension',
      title: 'Extension',
      body: [
        'The Borrower may extend the loan before, during or after maturity, if the interest due and any penalties are paid. The loan is then extended for the same period as its term.',
      ],
    },
    {
      id: 'default',
      title: 'Default',
      body: [
        'A court judgment against the Borrower that remains unpaid for 10 days is an event of default. On default, the Lender may demand the whole outstanding amount at once.',
      ],
    },
    {
      id: 'transfer',
      title: 'Transfer of the loan',
      body: [
        "The Lender may transfer its rights under the loan to another lender after giving the Borrower at least 7 business days' notice. The terms of the loan do not change.",
      ],
    },
    {
      id: 'duties',
      title: "Borrower's duties",
      body: [
        "The Borrower gives true and complete information and keeps the app's login details private.",
        'The Borrower notifies the Lender of any change of address, name or date of birth within 3 calendar days.',
      ],
    },
  ],
};
