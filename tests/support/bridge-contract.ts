/**
 * The bridge contract for every test: a recording bridge whose every message (and every event a
 * test emits) is checked against the JSON Schema that `bridge-spec/` generates for native teams.
 * A screen that sends what a shell would refuse fails its test here, not on a phone.
 */
import type { EventType } from '@lendview/bridge';
import { createRecordingBridge, type RecordingBridge, type RecordingBridgeOptions } from '@lendview/bridge/testing';
import Ajv, { type ValidateFunction } from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

const SCHEMA_DIR = join(import.meta.dirname, '../../bridge-spec/schema');

/** An envelope the generated schema refuses. */
export class BridgeContractError extends Error {
  override name = 'BridgeContractError';
}

function loadValidators(): Map<string, ValidateFunction> {
  const ajv = new Ajv({ allErrors: true, strict: true });
  const validators = new Map<string, ValidateFunction>();
  for (const file of readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.json'))) {
    validators.set(file, ajv.compile(JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8'))));
  }
  return validators;
}

let validators: Map<string, ValidateFunction> | undefined;

function check(file: string, envelope: unknown, what: string): void {
  validators ??= loadValidators();
  const validate = validators.get(file)!;
  if (validate(envelope)) return;
  const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '(envelope)'} ${error.message}`).join('; ');
  throw new BridgeContractError(`${what} breaks bridge-spec/schema/${file}: ${problems}\n  ${JSON.stringify(envelope)}`);
}

/**
 * Throws a {@link BridgeContractError} unless `envelope` is a valid web-to-native message.
 *
 * @example
 * assertBridgeMessage({ lendview: 1, id: 'w-2', type: 'close', payload: {} });
 */
export function assertBridgeMessage(envelope: unknown): void {
  validators ??= loadValidators();
  const type = (envelope as { type?: unknown } | null)?.type;
  // The per-type schema names the broken field; the union only says no branch matched.
  const file = validators.has(`message.${String(type)}.json`) ? `message.${String(type)}.json` : 'message.json';
  check(file, envelope, `The bridge message ${JSON.stringify(type)}`);
}

/** A recording bridge that also lists the contract violations it saw. */
export interface TestBridge extends RecordingBridge {
  /**
   * Every violation so far. The test fails at its end while this is not empty; a test that
   * provokes one on purpose empties it (`bridge.violations.splice(0)`).
   */
  readonly violations: BridgeContractError[];
}

/**
 * The bridge every screen test uses: {@link createRecordingBridge} plus a JSON Schema check of
 * each message. A violating call rejects (its cause is the {@link BridgeContractError}), and
 * because a screen may swallow that rejection, the test also fails when it ends.
 *
 * @example
 * const bridge = createTestBridge({ capabilities: ['close', 'track'] });
 * renderScreen(<Repay />, { bridge });
 * expect(bridge.sent('track')).toHaveLength(1);
 */
export function createTestBridge(options: RecordingBridgeOptions = {}): TestBridge {
  const violations: BridgeContractError[] = [];
  const guard = (run: () => void) => {
    try {
      run();
    } catch (error) {
      if (error instanceof BridgeContractError) violations.push(error);
      throw error;
    }
  };
  const bridge = createRecordingBridge({
    ...options,
    onSend(envelope) {
      guard(() => assertBridgeMessage(envelope));
      options.onSend?.(envelope);
    },
  });
  const emit = bridge.emit;
  try {
    onTestFinished(() => {
      if (violations.length > 0) throw violations[0];
    });
  } catch {
    // Created outside a running test (a story, a describe block): nothing to fail at the end.
  }
  return Object.assign(bridge, {
    violations,
    emit(event: EventType, payload: Record<string, unknown> = {}) {
      const envelope = { lendview: 1, event, payload };
      guard(() => check('event.json', envelope, `The event ${event}`));
      emit(event, payload);
    },
  });
}
