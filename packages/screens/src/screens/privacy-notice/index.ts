export { PrivacyNotice } from './PrivacyNotice';
export { loadPrivacyNotice } from './load';
