import { ApiError } from '../error';
import type { Renamer } from '../wire-map';
import { malformed, record, type Wire } from './guards';

/** A response envelope that passed its family's success rule. */
export interface Envelope {
  /** The server's code as text (`0` -> `"0"`). */
  code: string;
  message: string;
  data: unknown;
  /** The whole body (family C's huichao sends its `url` beside `data`). */
  body: Wire;
}

/**
 * Parses a response body into its envelope `{ code, message, data }`, after renaming the
 * deployment's keys back to docs/api.md names. A body that is not JSON, not an object, or has no
 * `code` is `malformed`; a code the family does not count as success is `rejected` with the
 * server's `message` (or `""`) and `code`.
 *
 * @example
 * readEnvelope('{"code":"00","data":{}}', (code) => code === '00').code // '00'
 */
export function readEnvelope(raw: string | undefined, isSuccess: (code: string) => boolean, rename?: Renamer): Envelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch (cause) {
    throw new ApiError('malformed', 'Malformed response: the body is not JSON', { cause });
  }
  const body = record(rename ? rename.keys(parsed) : parsed, 'the body');
  const code = body.code;
  if ((typeof code !== 'string' && typeof code !== 'number') || String(code).trim() === '') malformed('code is missing');
  const message = typeof body.message === 'string' || typeof body.message === 'number' ? String(body.message) : '';
  const envelope = { code: String(code).trim(), message, data: body.data, body };
  if (!isSuccess(envelope.code)) throw new ApiError('rejected', message, { code: envelope.code });
  return envelope;
}
