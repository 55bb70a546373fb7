import { languageTypeOf } from '@lendview/api';
import { SCREEN_PATHS, type ScreenId, type ScreenPaths } from '@lendview/screens';

/**
 * Every screen the reference app mounts (the SDK's `SCREEN_PATHS`) with a title and a sample query that shows
 * it with the mock server's data. Pure data, shared by the start script (which prints the URLs),
 * the host simulator and the browser tests.
 */
export interface CatalogEntry extends ScreenPaths {
  id: ScreenId;
  title: string;
  /** Query (without market flag) that shows the screen's main state with the mock data. */
  sample: string;
}

const SESSION = 'deviceId=dev-1&appVersion=2.4.0&userId=1001&appName=lendview&sessionId=sess-1&clientType=android';

const DETAILS: Record<ScreenId, Pick<CatalogEntry, 'title' | 'sample'>> = {
  'customer-service': { title: 'Customer service', sample: SESSION },
  'loan-confirmation': { title: 'Loan confirmation', sample: `${SESSION}&productId=1` },
  'loan-details': { title: 'Loan details', sample: `${SESSION}&productId=1&orderId=174` },
  'instalment-repayment': { title: 'Instalment repayment', sample: `${SESSION}&productId=1&orderId=174` },
  extension: { title: 'Extension', sample: `${SESSION}&productId=1&orderId=174` },
  'repayment-instructions': {
    title: 'Repayment instructions',
    sample: `${SESSION}&productId=1&orderId=174&requestType=1&amount=1200&payCode=OXXO`,
  },
  'card-repayment': {
    title: 'Repayment by bank card',
    sample: `${SESSION}&mobilePhone=5512345678&merchantNumber=M01&productId=1&orderId=174&withholdingAmount=1200`,
  },
  'repayment-result': { title: 'Repayment result', sample: `${SESSION}&productId=1&orderId=174&result=success` },
  'loan-agreement': { title: 'Loan agreement', sample: `${SESSION}&orderNo=174&orderId=174` },
  'login-failure': { title: 'Joint-login failure', sample: '' },
  'about-us': { title: 'About us', sample: '' },
  'complaint-home': { title: 'Complaint home', sample: `${SESSION}&orderId=174` },
  'complaint-form': { title: 'Complaint form', sample: `${SESSION}&type=2&orderNo=174` },
  'complaint-list': { title: 'My complaints', sample: SESSION },
  'complaint-details': { title: 'Complaint details', sample: `${SESSION}&problemId=1` },
  registration: { title: 'Registration landing', sample: 'app_from=lendview&user_from=promo&utm_tag=web&id=1&links_id=9' },
  download: { title: 'Download the app', sample: 'app_from=lendview&user_from=promo&utm_tag=web&id=1&down_id=9' },
  'official-site': { title: 'Official site', sample: '' },
  'official-pages': { title: 'Official pages', sample: '' },
  'privacy-notice': { title: 'Privacy notice', sample: '' },
  'bind-card': {
    title: 'Bind card',
    sample: `${SESSION}&orderId=174&productId=1&couponMoney=0&couponId=&withholdingAmount=1200&from=payway`,
  },
  'test-preview': { title: 'Test preview', sample: '' },
};

export const CATALOG: CatalogEntry[] = (Object.keys(SCREEN_PATHS) as ScreenId[]).map((id) => ({
  id,
  ...SCREEN_PATHS[id],
  ...DETAILS[id],
}));

/** A sample address of the screen in a market (its `languageType`). */
export function sampleUrl(entry: CatalogEntry, market: 'en' | 'es', path = entry.paths[0]): string {
  const flag = `languageType=${languageTypeOf(market)}`;
  const query = entry.sample ? `${entry.sample}&${flag}` : flag;
  if (path !== undefined) return `${path}?${query}`;
  return `/#${entry.hashPaths?.[0]}?${query}`;
}
