import { createScenarioState, type ScenarioState } from './data';

/** A test-control override (see `control.ts`): matching requests answer this way until reset. */
export interface Override {
  method: string;
  path: string;
  status?: number;
  body?: unknown;
  rawBody?: string;
  /** @defaultValue `'application/json'` */
  contentType?: string;
  delayMs?: number;
  /** Answers only the next `times` matching requests, then is dropped. @defaultValue every request until reset */
  times?: number;
}

/** A request as it arrived (deployment names), for tests to check what a client sent. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/** Everything one mock server remembers; made per `createMockApi()` call, never shared. */
export interface MockState {
  scenario: ScenarioState;
  uploads: Map<string, { type: string; bytes: ArrayBuffer }>;
  /** Image captcha codes by `sid`. */
  captchas: Map<string, string>;
  overrides: Override[];
  requests: LoggedRequest[];
  next(): number;
}

export function createMockState(): MockState {
  let sequence = 0;
  return {
    scenario: createScenarioState(),
    uploads: new Map(),
    captchas: new Map(),
    overrides: [],
    requests: [],
    next: () => ++sequence,
  };
}
