// The mock serves the SDK's own scenario data and endpoint table, imported from the api package's
// source: they are not public exports (not part of the SDK a host installs), and the example
// server runs from source (tsx, vitest), so the mock needs no build step. It also shares the
// ApiError class with the scenario state, which refuses with it.
export { ENDPOINTS, successCode, type Family } from '../../../../packages/api/src/endpoints';
export { ApiError } from '../../../../packages/api/src/error';
export { COMPLAINT_TYPE, marketFromQuery, type Market } from '../../../../packages/api/src/domain';
export {
  captchaSvg,
  createScenarioState,
  marketData,
  withOrigin,
  type ScenarioKnobs,
  type ScenarioState,
  type Wire,
} from '../../../../packages/api/src/scenarios';
export { wireRenamers, type Renamer, type WireMap } from '../../../../packages/api/src/wire-map';
