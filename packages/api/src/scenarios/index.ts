// Scenario data in wire format (raw `data` payloads) for both markets, and the in-memory state
// the fake adapter and the mock server share, so both serve the same answers.
export { marketData, withOrigin, type ScenarioKnobs } from './select';
export { createScenarioState, REGISTERED_MOBILE, REGISTERED_PHONE, SMS_CODE, VERIFY_CODE, type ScenarioState } from './state';
export { captchaSvg } from './assets';
export type { Market, Wire } from './types';
