import { OFFICIAL_PAGES } from './official-pages';
import { DEFAULT_PATHS as D } from './paths';

/** Where one screen is mounted. */
export interface ScreenPaths {
  /** App paths (`/fourthOliver`). */
  readonly paths: readonly string[];
  /** Hash routes (`/agreementTemplate` of `/#/agreementTemplate`) this screen also answers. */
  readonly hashPaths?: readonly string[];
  /** The developer test page: mounted in development builds only. */
  readonly devOnly?: boolean;
}

/** `/#/agreementTemplate` -> `/agreementTemplate`: the route a hash address names. */
const hashRoute = (path: string) => path.slice(2);

/**
 * Every screen's paths, by its folder and subpath export in `@lendview/screens` (spec 2.1, both
 * route tables, and its hash targets): the paths screens link to (`DEFAULT_PATHS`) and
 * the other addresses each screen answers. The reference app routes by this table. A router
 * imports it; the screens link through `DEFAULT_PATHS` (or the provider's `paths`).
 */
export const SCREEN_PATHS = {
  'customer-service': { paths: [D.customerService] },
  'loan-confirmation': { paths: [D.loanConfirmation, '/versions', '/charter'] },
  'loan-details': { paths: [D.loanDetails, '/beWritten'], hashPaths: [hashRoute(D.loanDetailsAfterRepayment)] },
  'instalment-repayment': { paths: [D.repay] },
  extension: { paths: [D.extension] },
  'repayment-instructions': { paths: [D.repaymentInstructions, D.paymentInstructions] },
  'card-repayment': { paths: [D.cardRepayment], hashPaths: ['/alipayrepayment'] },
  'repayment-result': { paths: [D.repaymentResult] },
  'loan-agreement': { paths: [D.loanAgreement, '/agony'] },
  'login-failure': { paths: ['/connecticutsOf'] },
  'about-us': { paths: [D.aboutUs] },
  'complaint-home': { paths: [D.complaintHome, '/hopeWell'] },
  'complaint-form': { paths: [D.complaintForm, '/toolsLargest'] },
  'complaint-list': { paths: [D.complaintList] },
  'complaint-details': { paths: [D.complaintDetails] },
  registration: { paths: [], hashPaths: [hashRoute(D.registration)] },
  download: { paths: [], hashPaths: [hashRoute(D.download)] },
  'official-site': { paths: [D.officialHome] },
  'official-pages': { paths: OFFICIAL_PAGES.map((page) => `/${page}`) },
  'privacy-notice': { paths: [D.privacy, D.privacyPolicy] },
  'bind-card': { paths: [D.bindCard, '/arphaxat'], hashPaths: ['/addnormalcard'] },
  'test-preview': { paths: ['/testPreview'], devOnly: true },
} as const satisfies Record<string, ScreenPaths>;

/** A screen's folder and subpath export in `@lendview/screens`. */
export type ScreenId = keyof typeof SCREEN_PATHS;
