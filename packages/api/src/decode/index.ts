// The one decode path: the HTTP adapter and the fake both turn wire data into domain types here.
export {
  decodeComplaintDetail,
  decodeComplaintInit,
  decodeComplaintTabs,
  decodeContactInfo,
  decodeUploadUrl,
} from './complaints';
export { readEnvelope, type Envelope } from './envelope';
export { decodeContract, decodeLendDetailsUrl, decodeLoanQuote, decodeOrderDetails } from './loan';
export { decodePromotionTemplate, decodeSid } from './promotion';
export {
  decodeExtensionDetail,
  decodeHuichaoUrl,
  decodeInstalmentPlan,
  decodeRepaymentCommit,
  decodeRepaymentInstruction,
  decodeRepaymentWays,
} from './repayment';
