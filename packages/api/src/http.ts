import type { ApiAdapter } from './adapter';
import * as D from './decode';
import type { Wire } from './decode/guards';
import { marketFromQuery, marketLocale } from './domain';
import { encodeComplaint, encodeRegister, encodeSms, encodeTrack } from './encode';
import { ENDPOINTS, familyBases, isSuccess, successCode, type Family } from './endpoints';
import { withQuery } from './query';
import { SESSION_QUERY_KEYS, type Session } from './session';
import { createTransport } from './transport';
import { wireRenamers, type WireMap } from './wire-map';

export type { WireMap } from './wire-map';

/** Configuration of {@link createHttpApi}. */
export interface HttpApiConfig {
  /** Origin plus optional prefix of the lender's API, e.g. `https://api.lender.example`. */
  apiBase: string;
  /** The `{provider}` of families C and P. @defaultValue `'lendview'` */
  provider?: string;
  /** The page's session: its present keys go in every family E and C query. */
  session: Session;
  /** Sent as `merchantNumber` when the session has none (spec section 3). */
  merchantNumber?: string;
  /**
   * Envelope codes with which the lender says the session ended (`['-100']`, say). HTTP 401
   * always does. Either makes a family E or C call fail with kind `expired`. @defaultValue `[]`
   */
  sessionExpiredCodes?: readonly string[];
  /** The deployment's renamed paths and fields. @defaultValue docs/api.md names */
  wireMap?: WireMap;
  /** Milliseconds per request, response body included. @defaultValue `60000` */
  timeout?: number;
  /** A fetch to use instead of the global one (then the upload uses it too, without XHR progress). */
  fetch?: typeof fetch;
  /**
   * Cancels every call of this adapter when it fires (they reject with `aborted`): a server
   * render stops waiting for the API at its budget and its calls must not outlive it.
   */
  signal?: AbortSignal;
}

interface Call {
  query?: Record<string, string>;
  body?: Wire;
  isSuccess?: (code: string) => boolean;
}

const ignore = () => undefined;

/**
 * The `ApiAdapter` that speaks `docs/api.md` over HTTP (families E, C and P), decoding every
 * response at the boundary and rejecting only with `ApiError`.
 *
 * Rule of thumb: make one per page session; it reads the session when each call is made.
 *
 * @example
 * const api = createHttpApi({ apiBase: 'https://api.lender.example', session: parseSession(location.search), merchantNumber: 'M01' });
 * const info = await api.contactInfo();
 */
export function createHttpApi(config: HttpApiConfig): ApiAdapter {
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const bases = familyBases(config.provider ?? 'lendview');
  const renamers = wireRenamers(config.wireMap);
  // Family P carries no session query; the header tells every family the page's market (spec 1).
  const market = marketFromQuery(config.session);
  const language = `${marketLocale(market)},${market};q=0.9`;
  const transport = createTransport({
    timeout: config.timeout ?? 60_000,
    fetch: config.fetch,
    signal: config.signal,
    language,
    expiredCodes: config.sessionExpiredCodes,
    ...renamers,
  });

  const url = (family: Family, path: string) => `${apiBase}${bases[family]}${renamers.out.path(path)}`;
  const request = (family: Family, method: 'GET' | 'POST', path: string, call: Call = {}) => ({
    method,
    url: url(family, path),
    query: family === 'P' ? call.query : { ...sessionParams(config.session, config.merchantNumber), ...call.query },
    body: call.body,
    isSuccess: call.isSuccess ?? ((code: string) => isSuccess(code, successCode(family, path))),
    session: family !== 'P',
  });
  const data = (family: Family, method: 'GET' | 'POST', path: string, call?: Call) =>
    transport.send(request(family, method, path, call)).then((envelope) => envelope.data);
  const done = (family: Family, method: 'GET' | 'POST', path: string, call?: Call) =>
    transport.send(request(family, method, path, call)).then(ignore);

  return {
    // Spec 7.1: the home POSTs (with `orderId` when the page has one), the form GETs.
    complaintInit: (orderId) =>
      data('E', 'POST', ENDPOINTS.complaintInit, { body: orderId === undefined ? {} : { orderId } }).then(D.decodeComplaintInit),
    complaintFormInit: () => data('E', 'GET', ENDPOINTS.complaintInit).then(D.decodeComplaintInit),
    saveComplaint: (draft) => done('E', 'POST', ENDPOINTS.complaintSave, { body: encodeComplaint(draft) }),
    uploadComplaintImage: (file, options) =>
      transport
        .upload(request('E', 'POST', ENDPOINTS.complaintUpload), 'problemImage', file, options)
        .then((envelope) => D.decodeUploadUrl(envelope.data)),
    complaintTabs: () => data('E', 'POST', ENDPOINTS.complaintList, { body: {} }).then(D.decodeComplaintTabs),
    complaintDetail: (problemId) =>
      data('E', 'POST', ENDPOINTS.complaintDetail, { body: { problemId } }).then(D.decodeComplaintDetail),

    contactInfo: () => data('E', 'POST', ENDPOINTS.contactInfo, { body: { overall: 1 } }).then(D.decodeContactInfo),
    contract: (orderNo) => data('E', 'GET', ENDPOINTS.contract, { query: { orderNo } }).then(D.decodeContract),

    loanQuote: ({ productId, requote }) =>
      data('E', 'POST', ENDPOINTS.loanQuote, { body: requote ? { productId, isType: 1 } : { productId } }).then(
        D.decodeLoanQuote,
      ),
    submitLoan: (loan) => data('E', 'POST', ENDPOINTS.loanSubmit, { body: { ...loan } }).then(D.decodeLendDetailsUrl),
    orderDetails: ({ productId, orderId }) =>
      data('E', 'POST', ENDPOINTS.orderDetails, { body: { productId, orderId } }).then(D.decodeOrderDetails),
    rate: (score) => done('E', 'POST', ENDPOINTS.rate, { body: { score } }),

    instalmentPlan: ({ productId, orderId }) =>
      data('E', 'POST', ENDPOINTS.instalmentPlan, { body: { productId, orderId } }).then(D.decodeInstalmentPlan),
    extensionDetail: ({ productId, orderId }) =>
      data('E', 'POST', ENDPOINTS.extensionDetail, { body: { productId, orderId } }).then(D.decodeExtensionDetail),
    repaymentInstruction: ({ productId, orderId, amount, payCode, requestType }) =>
      data('E', 'POST', ENDPOINTS.repaymentInstruction, { body: { productId, orderId, amount, payCode, requestType } }).then(
        D.decodeRepaymentInstruction,
      ),

    repaymentWays: (orderId) =>
      data('C', 'POST', ENDPOINTS.repaymentWays, { query: cardQuery(config, orderId) }).then(D.decodeRepaymentWays),
    commitRepayment: (commit) =>
      data('C', 'POST', ENDPOINTS.repaymentCommit, { body: { ...commit } }).then(D.decodeRepaymentCommit),
    huichaoRepayment: (body) =>
      transport
        .send(request('C', 'POST', ENDPOINTS.repaymentHuichao, { body: { ...body } }))
        .then((envelope) => D.decodeHuichaoUrl(envelope.body)),
    confirmRepayment: (confirm) => done('C', 'POST', ENDPOINTS.repaymentConfirm, { body: { ...confirm } }),

    promotionTemplate: (templateId) =>
      data('P', 'GET', ENDPOINTS.promotionTemplate, { query: { templateId } }).then(D.decodePromotionTemplate),
    // Tracking never blocks the page (docs/api.md): whatever happens, it resolves.
    trackVisit: (track) =>
      done('P', 'GET', ENDPOINTS.trackVisit, { query: encodeTrack(track), isSuccess: () => true }).catch(ignore),
    trackClick: (track) =>
      done('P', 'GET', ENDPOINTS.trackClick, { query: encodeTrack(track), isSuccess: () => true }).catch(ignore),
    promotionSid: () => data('P', 'GET', ENDPOINTS.promotionSid).then(D.decodeSid),
    captchaUrl: (sid, t) => withQuery(url('P', ENDPOINTS.captcha), renamers.out.keys({ sid, t: String(t) })),
    requestSms: (sms) => done('P', 'POST', ENDPOINTS.sms, { body: encodeSms(sms) }),
    register: (registration) =>
      done('P', 'POST', ENDPOINTS.register, { body: encodeRegister(registration, config.merchantNumber) }),

    bindCard: (card) => done('E', 'POST', ENDPOINTS.bindCard, { body: { ...card } }),
  };
}

/** The session query of families E and C: present keys only, `merchantNumber` with its default. */
function sessionParams(session: Session, merchantNumber: string | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of SESSION_QUERY_KEYS) {
    const value = session[key] || (key === 'merchantNumber' ? merchantNumber : undefined);
    if (value) query[key] = value;
  }
  return query;
}

/** `repayment-way`'s own query (docs/api.md family C), from the session and the order. */
function cardQuery(config: HttpApiConfig, orderId: string): Record<string, string> {
  const { session } = config;
  const query: Record<string, string | undefined> = {
    device: session.deviceId,
    user: session.userId,
    session: session.sessionId,
    merchant: session.merchantNumber || config.merchantNumber,
    phone: session.mobilePhone,
    orderId,
  };
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
}
