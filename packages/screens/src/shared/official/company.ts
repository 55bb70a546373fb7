/** The lender's public details in the official site's footer. */
export interface Company {
  /** Short brand name: the site's title. */
  brand: string;
  /** Legal name, in the footer and the copyright line. */
  name: string;
  /** Shown as written; the link dials its digits and leading `+`. */
  phone: string;
  email: string;
  address: string;
  /** The copyright line's year (a constant, so the page renders the same on every day). */
  year: number;
}

/**
 * Our placeholder company (the spec leaves the details to the environment): a host passes its
 * own through the official site's `company` prop. The e-mail uses a reserved `.example` domain.
 */
export const COMPANY: Company = {
  brand: 'LendView',
  name: 'LendView Finance Private Limited',
  phone: '+91 80 4567 8900',
  email: 'care@lendview.example',
  address: '3rd Floor, Residency Plaza, 42 Residency Road, Bengaluru 560025, India',
  year: 2026,
};
