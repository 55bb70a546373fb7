/**
 * The endpoint paths of `docs/api.md`, relative to their family base, as the wire map's `paths`
 * keys name them. Shared by the HTTP adapter and the bundled mock server so the two cannot drift.
 */
export const PATHS = {
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

/** Family E counts a code as success iff `Number(code) === 0`. */
export const isSuccessE = (code: string) => Number(code) === 0;
/** Family C, and family P's template: `"00"`. */
export const isSuccess00 = (code: string) => code === '00';
/** Family P's sid, SMS and register calls: `"0"`. */
export const isSuccess0 = (code: string) => code === '0';
