/** Where one screen is mounted. */
export interface ScreenPaths {
  /** App paths (`/fourthOliver`); the first is the one screens link to unless named otherwise. */
  readonly paths: readonly string[];
  /** Hash routes (`/agreementTemplate` of `/#/agreementTemplate`) this screen also answers. */
  readonly hashPaths?: readonly string[];
  /** The developer test page: mounted in development builds only. */
  readonly devOnly?: boolean;
}

/**
 * Every screen's paths, by its folder and subpath export in `@lendview/screens` (spec 2.1, both
 * route tables, and its hash targets). The reference app routes by this table; a host mounting
 * screens elsewhere passes its own {@link DEFAULT_PATHS} through the provider's `paths`.
 *
 * Paths the spec leaves unnamed are ours: the complaint home is `/complaint`, the payment
 * instructions are at `/oxxoPayInstructions`.
 */
export const SCREEN_PATHS = {
  'customer-service': { paths: ['/fourthOliver'] },
  'loan-confirmation': { paths: ['/toJanuary', '/versions', '/charter'] },
  'loan-details': { paths: ['/mottoesWith', '/beWritten'], hashPaths: ['/borrowDetail/'] },
  'instalment-repayment': { paths: ['/theGovernment'] },
  'extension': { paths: ['/theLand'] },
  'repayment-instructions': { paths: ['/carpmm', '/oxxoPayInstructions'] },
  'card-repayment': { paths: ['/hereBureau'], hashPaths: ['/alipayrepayment'] },
  'repayment-result': { paths: ['/cityAnd'] },
  'loan-agreement': { paths: ['/constitutionalSaybrook', '/agony'] },
  'login-failure': { paths: ['/connecticutsOf'] },
  'about-us': { paths: ['/sectorsSherman'] },
  'complaint-home': { paths: ['/complaint', '/hopeWell'] },
  'complaint-form': { paths: ['/complainPageNext', '/toolsLargest'] },
  'complaint-list': { paths: ['/complaintList'] },
  'complaint-details': { paths: ['/complainDetails'] },
  'registration': { paths: [], hashPaths: ['/agreementTemplate'] },
  'download': { paths: [], hashPaths: ['/downloadTemplate'] },
  'official-site': { paths: ['/'] },
  'official-pages': { paths: ['/About', '/User', '/Contact', '/Policy', '/Loan'] },
  'privacy-notice': { paths: ['/statesCities', '/PrivacyPolicy'] },
  'bind-card': { paths: ['/newFairfield', '/arphaxat'], hashPaths: ['/addnormalcard'] },
  'test-preview': { paths: ['/testPreview'], devOnly: true },
} as const satisfies Record<string, ScreenPaths>;

/** A screen's folder and subpath export in `@lendview/screens`. */
export type ScreenId = keyof typeof SCREEN_PATHS;

const S = SCREEN_PATHS;
/** A hash route as a link target (`/#/agreementTemplate`). */
const hash = (path: string) => `/#${path}`;

/**
 * Where screens send the borrower, by what they open: each is a path of {@link SCREEN_PATHS}.
 * A host mounting screens elsewhere passes its own through the provider's `paths`.
 */
export const DEFAULT_PATHS = {
  loanConfirmation: S['loan-confirmation'].paths[0],
  loanDetails: S['loan-details'].paths[0],
  /** Spec 2.1: the loan details' hash target "used after repayment". */
  loanDetailsAfterRepayment: hash(S['loan-details'].hashPaths[0]),
  repay: S['instalment-repayment'].paths[0],
  extension: S.extension.paths[0],
  repaymentInstructions: S['repayment-instructions'].paths[0],
  paymentInstructions: S['repayment-instructions'].paths[1],
  cardRepayment: S['card-repayment'].paths[0],
  repaymentResult: S['repayment-result'].paths[0],
  loanAgreement: S['loan-agreement'].paths[0],
  customerService: S['customer-service'].paths[0],
  aboutUs: S['about-us'].paths[0],
  privacy: S['privacy-notice'].paths[0],
  complaintHome: S['complaint-home'].paths[0],
  complaintForm: S['complaint-form'].paths[0],
  complaintList: S['complaint-list'].paths[0],
  complaintDetails: S['complaint-details'].paths[0],
  bindCard: S['bind-card'].paths[0],
  registration: hash(S.registration.hashPaths[0]),
  download: hash(S.download.hashPaths[0]),
  officialHome: S['official-site'].paths[0],
};

export type Paths = { [K in keyof typeof DEFAULT_PATHS]: string };

/** The `from` query value with which the card payment opens the loan details after it went through. */
export const FROM_REPAYMENT = 'repayment';
