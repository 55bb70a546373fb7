/**
 * The endpoints of `docs/api.md`: each path relative to its family base, as the wire map's
 * `paths` keys name them. Shared by the HTTP adapter and the bundled mock server so the two
 * cannot drift. (The pages' own addresses are the screens' `SCREEN_PATHS`.)
 */
export const ENDPOINTS = {
  // family E: {apiBase}/exhibits
  complaintInit: '/user-problem/problem-init',
  complaintSave: '/user-problem/problem-save',
  complaintUpload: '/user-problem/upload-problem-img',
  complaintList: '/user-problem/problem-list',
  complaintDetail: '/user-problem/problem-detail',
  contactInfo: '/user-problem/get-whatsapp',
  contract: '/v3/loan-details/contract-detail',
  repaymentInstruction: '/v3/loan-details/generate-vcode',
  instalmentPlan: '/v3/installment/loan-play-detail',
  loanQuote: '/v3/loan-confirm/loan-detail-confirm',
  loanSubmit: '/v3/loan-confirm/loan-detail-push',
  orderDetails: '/v3/loan-details/loan-details',
  rate: '/v3/loan-details/google-score',
  extensionDetail: '/v3/installment/loan-play-delay-detail',
  /** Ours, not the lender's (docs/api.md, "Additions of ours"). */
  bindCard: '/v3/bank-card/bind',
  // family C: {apiBase}/api/v1/{provider}/{provider}-api/service/loan
  repaymentWays: '/repayment-way',
  repaymentCommit: '/repayment-commit',
  repaymentHuichao: '/repayment-huichao',
  repaymentConfirm: '/repayment-confirm',
  // family P: {apiBase}/api/v2/{provider}
  promotionTemplate: '/service/channel/channel-template',
  trackVisit: '/promotion/track-visit',
  promotionSid: '/promotion/get-sid',
  captcha: '/promotion/get-captcha',
  sms: '/promotion/get-sms',
  trackClick: '/promotion/track-click',
  register: '/promotion/register',
} as const;

/** The family bases under `apiBase` (docs/api.md), for a `provider`. */
export function familyBases(provider: string) {
  return {
    E: '/exhibits',
    C: `/api/v1/${provider}/${provider}-api/service/loan`,
    P: `/api/v2/${provider}`,
  };
}

/** The API's three families of endpoints (docs/api.md), each under its own base. */
export type Family = 'E' | 'C' | 'P';

/**
 * The `code` of each family's success envelope (docs/api.md): family E's number 0, family C's
 * `"00"`, family P's `"0"`.
 */
export const SUCCESS_CODE = { E: 0, C: '00', P: '0' } as const satisfies Record<Family, string | number>;

/**
 * The success code an endpoint answers with: its family's, except family P's channel template,
 * which answers as family C does (`"00"`).
 *
 * @example
 * successCode('P', ENDPOINTS.promotionTemplate) // '00'
 */
export function successCode(family: Family, path: string): string | number {
  return SUCCESS_CODE[path === ENDPOINTS.promotionTemplate ? 'C' : family];
}

/**
 * Whether an envelope's `code` is the expected success: a number matches any text that reads as
 * it (family E's `0`, `"0"`, `"00"`), a text only itself.
 *
 * @example
 * isSuccess('00', SUCCESS_CODE.E) // true
 * isSuccess('0', SUCCESS_CODE.C)  // false
 */
export function isSuccess(code: string, expected: string | number): boolean {
  return typeof expected === 'number' ? Number(code) === expected : code === expected;
}
