import { createFetch } from 'ofetch';
import { readEnvelope, type Envelope } from './decode/envelope';
import type { Wire } from './decode/guards';
import { ApiError } from './error';
import { withQuery } from './query';
import type { UploadOptions } from './types';
import { xhrUpload } from './upload';
import type { Renamer } from './wire-map';

export interface TransportOptions {
  /** Milliseconds before a request fails with `timeout` (response body included). */
  timeout: number;
  fetch?: typeof fetch;
  /** Cancels every call of this transport (`aborted`): a server render's budget, say. */
  signal?: AbortSignal;
  /** `Accept-Language` of every call: the page's market, so localized server text matches it. */
  language: string;
  /** Envelope codes that mean the session ended, besides HTTP 401 (kind `expired`). */
  expiredCodes?: readonly string[];
  out: Renamer;
  in: Renamer;
}

/** One call in docs/api.md names; the transport renames, sends, times out and reads the envelope. */
export interface WireRequest {
  method: 'GET' | 'POST';
  /** Absolute URL without query, path already renamed. */
  url: string;
  query?: Record<string, string>;
  body?: Wire;
  isSuccess: (code: string) => boolean;
  /** The call carries the borrower's session (families E and C): a 401 means it ended. */
  session: boolean;
}

export type Transport = ReturnType<typeof createTransport>;

/** A response's status and text. */
export interface Answer {
  status: number;
  body: string | undefined;
}

/** Gateway statuses: the API behind it did not answer. */
const UNREACHABLE = new Set([502, 503, 504]);

const BASE_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

/**
 * The HTTP layer under `createHttpApi`: ofetch for JSON calls, `XMLHttpRequest` for the upload
 * when the page has one (fetch cannot report upload progress). Every failure becomes an
 * {@link ApiError}: `network`, `timeout`, `aborted`, `malformed` or `rejected`.
 */
export function createTransport(options: TransportOptions) {
  const HEADERS = { ...BASE_HEADERS, 'Accept-Language': options.language };
  // `globalThis.fetch` is read at each call, so a host (or a test) that replaces it after start is honoured.
  const $fetch = createFetch({ fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) });

  /**
   * Runs one exchange until the timeout, the call's `signal` or the transport's stops it. Every
   * failure becomes an {@link ApiError}: `timeout`, `aborted`, else `network` (or its own).
   */
  async function limited<T>(signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    // Not `AbortSignal.any`: Chrome 116 and Safari 17.4, above the engine floor (docs/engines.md).
    const signals = [signal, options.signal];
    const controller = new AbortController();
    const abort = () => controller.abort();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort();
    }, options.timeout);
    for (const each of signals) {
      if (each?.aborted) abort();
      each?.addEventListener('abort', abort);
    }
    try {
      return await run(controller.signal);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      if (timedOut) throw new ApiError('timeout', `No answer within ${options.timeout} ms`, { cause });
      if (signals.some((each) => each?.aborted)) throw new ApiError('aborted', 'The request was cancelled', { cause });
      throw new ApiError('network', cause instanceof Error ? cause.message : 'Network failure', { cause });
    } finally {
      clearTimeout(timer);
      for (const each of signals) each?.removeEventListener('abort', abort);
    }
  }

  const exchange = (request: WireRequest, body: Wire | FormData | undefined, signal?: AbortSignal) =>
    limited(signal, async (limit): Promise<Answer> => {
      const response = await $fetch.raw<string, 'text'>(withQuery(request.url, options.out.keys(request.query)), {
        method: request.method,
        headers: HEADERS,
        body: body instanceof FormData ? body : body && options.out.keys(body),
        signal: limit,
        responseType: 'text',
        ignoreResponseError: true,
        retry: 0,
        // A redirect is never followed (an API that answers with one may send the borrower's
        // data, or take it, elsewhere): it is refused below as a network failure.
        redirect: 'manual',
      });
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        throw new ApiError('network', `Refused a redirect (HTTP ${response.status}) from ${request.url}`);
      }
      return { status: response.status, body: response._data };
    });

  /**
   * The envelope of an answer. A 401 on a call with the session, or a failure code the lender
   * configured as a session end, is `expired` (the borrower must sign in again). A gateway that
   * could not reach the API (502, 503, 504) answers with a page of its own, not an envelope: for
   * the borrower that is a server out of reach (`network`, "check your connection and try
   * again"), not a strange answer (`malformed`). The HTTP status is honoured: a status other than
   * 2xx is a failure even when its body says `code: 0`; a failure envelope it carries keeps the
   * server's code and message (`rejected`).
   */
  function read({ status, body }: Answer, request: WireRequest): Envelope {
    if (status === 401 && request.session) throw new ApiError('expired', 'HTTP 401');
    let envelope: Envelope;
    try {
      envelope = readEnvelope(body, request.isSuccess, options.in);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'malformed' && UNREACHABLE.has(status)) {
        throw new ApiError('network', `HTTP ${status} from a gateway`, { cause: error });
      }
      if (
        error instanceof ApiError &&
        error.kind === 'rejected' &&
        request.session &&
        options.expiredCodes?.includes(error.code ?? '')
      ) {
        throw new ApiError('expired', error.message, { code: error.code, cause: error });
      }
      throw error;
    }
    if (status >= 200 && status < 300) return envelope;
    throw new ApiError(UNREACHABLE.has(status) ? 'network' : 'malformed', `HTTP ${status} with a success code`);
  }

  return {
    async send(request: WireRequest): Promise<Envelope> {
      return read(await exchange(request, request.body), request);
    },

    /** Multipart POST of one file in `field` (wire name, renamed here). */
    async upload(request: WireRequest, field: string, file: Blob, upload: UploadOptions = {}): Promise<Envelope> {
      const form = new FormData();
      form.append(options.out.key(field), file, 'name' in file && typeof file.name === 'string' ? file.name : 'image');
      const url = withQuery(request.url, options.out.keys(request.query));
      const onProgress = rising(upload.onProgress);
      let answer: Answer;
      if (!options.fetch && typeof XMLHttpRequest !== 'undefined') {
        answer = await limited(upload.signal, (signal) => xhrUpload({ url, form, headers: HEADERS, signal, onProgress }));
      } else {
        onProgress(0);
        answer = await exchange(request, form, upload.signal);
      }
      const envelope = read(answer, request);
      onProgress(1);
      return envelope;
    },
  };
}

/** Progress that only moves forward (XHR repeats values; the final 1 comes once the answer is read). */
function rising(onProgress: ((fraction: number) => void) | undefined): (fraction: number) => void {
  let last = -1;
  return (fraction) => {
    if (fraction <= last) return;
    last = fraction;
    onProgress?.(fraction);
  };
}
