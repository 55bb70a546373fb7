/**
 * Where screens send the borrower: the product's own paths (spec 2.1). Paths the spec leaves
 * unnamed are ours (`complaintHome`, `paymentInstructions`). A host mounting screens elsewhere
 * passes its own through the provider's `paths`. Each is written here once: `SCREEN_PATHS`
 * (`screen-paths.ts`, every screen's paths for a router) takes these and adds the other
 * addresses a screen answers, so the screens' bundles carry only this small map.
 */
export const DEFAULT_PATHS = {
  loanConfirmation: '/toJanuary',
  loanDetails: '/mottoesWith',
  /** Spec 2.1: the loan details' hash target "used after repayment". */
  loanDetailsAfterRepayment: '/#/borrowDetail/',
  repay: '/theGovernment',
  extension: '/theLand',
  repaymentInstructions: '/carpmm',
  paymentInstructions: '/oxxoPayInstructions',
  cardRepayment: '/hereBureau',
  repaymentResult: '/cityAnd',
  loanAgreement: '/constitutionalSaybrook',
  customerService: '/fourthOliver',
  aboutUs: '/sectorsSherman',
  privacy: '/statesCities',
  /**
   * The privacy notice's other path: the page the official site's Privacy Policy tab and its
   * /Policy page frame (spec 2.17, "a static external page"; by default the app's own notice).
   */
  privacyPolicy: '/PrivacyPolicy',
  complaintHome: '/complaint',
  complaintForm: '/complainPageNext',
  complaintList: '/complaintList',
  complaintDetails: '/complainDetails',
  bindCard: '/newFairfield',
  registration: '/#/agreementTemplate',
  download: '/#/downloadTemplate',
  officialHome: '/',
} as const;

export type Paths = { [K in keyof typeof DEFAULT_PATHS]: string };

/** The `from` query value with which the card payment opens the loan details after it went through. */
export const FROM_REPAYMENT = 'repayment';
