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

/**
 * The page the Privacy Policy tab (and /Policy) frames. The spec calls it "a static external
 * page"; by default it is the app's own privacy notice (spec 2.18), at its `/PrivacyPolicy`
 * path. A host with a policy elsewhere passes that URL.
 */
export const POLICY_URL = '/PrivacyPolicy';
