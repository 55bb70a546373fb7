/**
 * Every screen the reference app mounts: its paths (spec 2.1, both route tables) and a sample
 * query that shows it with the mock server's data. Pure data, shared by the router, the start
 * script (which prints the URLs), the host simulator and the browser tests.
 *
 * Paths the spec leaves unnamed are ours: the complaint home is `/complaint`, the payment
 * instructions path is `/oxxoPayInstructions`.
 */
export interface CatalogEntry {
  /** The screen's folder and subpath export in `@lendview/screens`. */
  id: string;
  title: string;
  paths: string[];
  /** Hash routes (`#/agreementTemplate`) this screen also answers. */
  hashPaths?: string[];
  /** Query (without market flag) that shows the screen's main state with the mock data. */
  sample: string;
  /** Not shown outside development builds. */
  devOnly?: boolean;
}

const SESSION = 'deviceId=dev-1&appVersion=2.4.0&userId=1001&appName=lendview&sessionId=sess-1&clientType=android';

export const CATALOG: CatalogEntry[] = [
  { id: 'customer-service', title: 'Customer service', paths: ['/fourthOliver'], sample: SESSION },
  { id: 'loan-confirmation', title: 'Loan confirmation', paths: ['/toJanuary', '/versions', '/charter'], sample: `${SESSION}&productId=1` },
  { id: 'loan-details', title: 'Loan details', paths: ['/mottoesWith', '/beWritten'], hashPaths: ['/borrowDetail/'], sample: `${SESSION}&productId=1&orderId=174` },
  { id: 'instalment-repayment', title: 'Instalment repayment', paths: ['/theGovernment'], sample: `${SESSION}&productId=1&orderId=174` },
  { id: 'extension', title: 'Extension', paths: ['/theLand'], sample: `${SESSION}&productId=1&orderId=174` },
  { id: 'repayment-instructions', title: 'Repayment instructions', paths: ['/carpmm', '/oxxoPayInstructions'], sample: `${SESSION}&productId=1&orderId=174&requestType=1&amount=1200&payCode=OXXO` },
  { id: 'card-repayment', title: 'Repayment by bank card', paths: ['/hereBureau'], hashPaths: ['/alipayrepayment'], sample: `${SESSION}&mobilePhone=5512345678&merchantNumber=M01&productId=1&orderId=174&withholdingAmount=1200` },
  { id: 'repayment-result', title: 'Repayment result', paths: ['/cityAnd'], sample: `${SESSION}&productId=1&orderId=174&result=success` },
  { id: 'loan-agreement', title: 'Loan agreement', paths: ['/constitutionalSaybrook', '/agony'], sample: `${SESSION}&orderNo=174&orderId=174` },
  { id: 'login-failure', title: 'Joint-login failure', paths: ['/connecticutsOf'], sample: '' },
  { id: 'about-us', title: 'About us', paths: ['/sectorsSherman'], sample: '' },
  { id: 'complaint-home', title: 'Complaint home', paths: ['/complaint', '/hopeWell'], sample: `${SESSION}&orderId=174` },
  { id: 'complaint-form', title: 'Complaint form', paths: ['/complainPageNext', '/toolsLargest'], sample: `${SESSION}&type=2&orderNo=174` },
  { id: 'complaint-list', title: 'My complaints', paths: ['/complaintList'], sample: SESSION },
  { id: 'complaint-details', title: 'Complaint details', paths: ['/complainDetails'], sample: `${SESSION}&problemId=1` },
  { id: 'registration', title: 'Registration landing', paths: [], hashPaths: ['/agreementTemplate'], sample: 'app_from=lendview&user_from=promo&utm_tag=web&id=1&links_id=9' },
  { id: 'download', title: 'Download the app', paths: [], hashPaths: ['/downloadTemplate'], sample: 'app_from=lendview&user_from=promo&utm_tag=web&id=1&down_id=9' },
  { id: 'official-site', title: 'Official site', paths: ['/'], sample: '' },
  { id: 'official-pages', title: 'Official pages', paths: ['/About', '/User', '/Contact', '/Policy', '/Loan'], sample: '' },
  { id: 'privacy-notice', title: 'Privacy notice', paths: ['/statesCities', '/PrivacyPolicy'], sample: '' },
  { id: 'bind-card', title: 'Bind card', paths: ['/newFairfield', '/arphaxat'], hashPaths: ['/addnormalcard'], sample: `${SESSION}&orderId=174&productId=1&couponMoney=0&couponId=&withholdingAmount=1200&from=payway` },
  { id: 'test-preview', title: 'Test preview', paths: ['/testPreview'], sample: '', devOnly: true },
];

/** The market flag of the page address: 1 = English, 2 = Spanish. */
export function sampleUrl(entry: CatalogEntry, market: 'en' | 'es', path = entry.paths[0]): string {
  const flag = `languageType=${market === 'en' ? 1 : 2}`;
  const query = entry.sample ? `${entry.sample}&${flag}` : flag;
  if (path !== undefined) return `${path}?${query}`;
  return `/#${entry.hashPaths?.[0]}?${query}`;
}
