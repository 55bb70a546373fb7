/**
 * Where the reference app mounts each screen: its paths (spec 2.1, both route tables) and hash
 * routes. The router needs only this (it ships in the app's first script); titles and sample
 * addresses are in `catalog.ts`.
 *
 * Paths the spec leaves unnamed are ours: the complaint home is `/complaint`, the payment
 * instructions path is `/oxxoPayInstructions`.
 */
export interface ScreenPaths {
  /** The screen's folder and subpath export in `@lendview/screens`. */
  id: string;
  paths: string[];
  /** Hash routes (`#/agreementTemplate`) this screen also answers. */
  hashPaths?: string[];
  /** Not shown outside development builds. */
  devOnly?: boolean;
}

export const SCREEN_PATHS: ScreenPaths[] = [
  { id: 'customer-service', paths: ['/fourthOliver'] },
  { id: 'loan-confirmation', paths: ['/toJanuary', '/versions', '/charter'] },
  { id: 'loan-details', paths: ['/mottoesWith', '/beWritten'], hashPaths: ['/borrowDetail/'] },
  { id: 'instalment-repayment', paths: ['/theGovernment'] },
  { id: 'extension', paths: ['/theLand'] },
  { id: 'repayment-instructions', paths: ['/carpmm', '/oxxoPayInstructions'] },
  { id: 'card-repayment', paths: ['/hereBureau'], hashPaths: ['/alipayrepayment'] },
  { id: 'repayment-result', paths: ['/cityAnd'] },
  { id: 'loan-agreement', paths: ['/constitutionalSaybrook', '/agony'] },
  { id: 'login-failure', paths: ['/connecticutsOf'] },
  { id: 'about-us', paths: ['/sectorsSherman'] },
  { id: 'complaint-home', paths: ['/complaint', '/hopeWell'] },
  { id: 'complaint-form', paths: ['/complainPageNext', '/toolsLargest'] },
  { id: 'complaint-list', paths: ['/complaintList'] },
  { id: 'complaint-details', paths: ['/complainDetails'] },
  { id: 'registration', paths: [], hashPaths: ['/agreementTemplate'] },
  { id: 'download', paths: [], hashPaths: ['/downloadTemplate'] },
  { id: 'official-site', paths: ['/'] },
  { id: 'official-pages', paths: ['/About', '/User', '/Contact', '/Policy', '/Loan'] },
  { id: 'privacy-notice', paths: ['/statesCities', '/PrivacyPolicy'] },
  { id: 'bind-card', paths: ['/newFairfield', '/arphaxat'], hashPaths: ['/addnormalcard'] },
  { id: 'test-preview', paths: ['/testPreview'], devOnly: true },
];
