import type { ApiAdapter } from './adapter';
import * as D from './decode';
import { encodeComplaint, encodeRegister } from './encode';
import { ApiError } from './error';
import { captchaSvg, createScenarioState, withOrigin, type Market, type ScenarioKnobs } from './scenarios';

export type { ScenarioKnobs } from './scenarios';
export { REGISTERED_MOBILE, REGISTERED_PHONE, SMS_CODE, VERIFY_CODE } from './scenarios';

/** Options of {@link createFakeApi}: the market, timing, failures and scenario knobs. */
export interface FakeApiOptions extends ScenarioKnobs {
  market: Market;
  /** The order scenario for order-based calls, over the requested order id (`'180'` -> status 180). @defaultValue the requested id, else `'174'` */
  orderId?: string;
  /** Milliseconds before each answer. @defaultValue `0` (answers in a microtask, fine with fake timers) */
  delayMs?: number;
  /** Calls that reject with the given error (after the delay). */
  failures?: Partial<Record<keyof ApiAdapter, ApiError>>;
  /** Calls that never settle: for loading-state stories. */
  pending?: (keyof ApiAdapter)[];
  /** Fills the scenario's `{origin}` in redirect and contract URLs. @defaultValue `'https://app.lendview.test'` */
  origin?: string;
}

/**
 * An in-memory `ApiAdapter` over the scenario data, decoded by the same decoders as the HTTP
 * adapter. State (saved complaints, repayment records, registrations) lives in the instance.
 *
 * Rule of thumb: one per story or test; codes it accepts are `SMS_CODE` and `VERIFY_CODE`.
 *
 * @example
 * const api = createFakeApi({ market: 'es', orderId: '180', failures: { rate: new ApiError('rejected', 'Try later', { code: '5' }) } });
 * (await api.orderDetails({ productId: '1', orderId: '1' })).status // 180
 */
export function createFakeApi(options: FakeApiOptions): ApiAdapter {
  const { market, delayMs = 0, origin = 'https://app.lendview.test' } = options;
  const state = createScenarioState();

  function answer<T>(method: keyof ApiAdapter, produce: () => T, signal?: AbortSignal): Promise<T> {
    if (options.pending?.includes(method)) return new Promise<T>(() => undefined);
    return wait(delayMs, signal).then(() => {
      const failure = options.failures?.[method];
      if (failure) throw failure;
      return produce();
    });
  }
  const served = <T>(raw: T) => withOrigin(raw, origin);

  return {
    complaintInit: (orderId) =>
      answer('complaintInit', () => D.decodeComplaintInit(served(state.complaintInit(market, orderId)))),
    complaintFormInit: () => answer('complaintFormInit', () => D.decodeComplaintInit(served(state.complaintInit(market)))),
    saveComplaint: (draft) => answer('saveComplaint', () => state.saveComplaint(market, encodeComplaint(draft))),
    uploadComplaintImage: (file, { signal, onProgress } = {}) => {
      onProgress?.(0);
      return answer(
        'uploadComplaintImage',
        () => {
          onProgress?.(1);
          return D.decodeUploadUrl({
            url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `${origin}/mock-assets/uploads/fake`,
          });
        },
        signal,
      );
    },
    complaintTabs: () => answer('complaintTabs', () => D.decodeComplaintTabs(served(state.complaintTabs(market, options)))),
    complaintDetail: (id) => answer('complaintDetail', () => D.decodeComplaintDetail(served(state.complaintDetail(market, id)))),

    contactInfo: () => answer('contactInfo', () => D.decodeContactInfo(state.contactInfo(market))),
    contract: () => answer('contract', () => D.decodeContract(state.contract(market, options))),

    loanQuote: ({ requote }) => answer('loanQuote', () => D.decodeLoanQuote(served(state.loanQuote(market, options, !!requote)))),
    submitLoan: ({ productId }) =>
      answer('submitLoan', () => D.decodeLendDetailsUrl({ lendDetailsUrl: served(state.lendDetailsUrl(productId)) })),
    orderDetails: ({ orderId }) =>
      answer('orderDetails', () => D.decodeOrderDetails(served(state.orderDetails(market, options.orderId ?? orderId, options)))),
    rate: () => answer('rate', () => undefined),

    instalmentPlan: () => answer('instalmentPlan', () => D.decodeInstalmentPlan(state.instalmentPlan(market))),
    extensionDetail: () => answer('extensionDetail', () => D.decodeExtensionDetail(state.extensionDetail(market))),
    repaymentInstruction: ({ amount, payCode }) =>
      answer('repaymentInstruction', () => D.decodeRepaymentInstruction(state.repaymentInstruction(market, amount, payCode))),

    repaymentWays: () => answer('repaymentWays', () => D.decodeRepaymentWays(state.repaymentWays(market, options))),
    commitRepayment: (commit) =>
      answer('commitRepayment', () =>
        D.decodeRepaymentCommit(state.commitRepayment(market, { ...commit }, options.cardNeedsCode ?? true)),
      ),
    huichaoRepayment: ({ orderId, amount }) =>
      answer('huichaoRepayment', () => D.decodeHuichaoUrl({ url: served(state.huichaoUrl(orderId, amount)) })),
    confirmRepayment: (confirm) => answer('confirmRepayment', () => state.confirmRepayment(market, { ...confirm })),

    promotionTemplate: (id) =>
      answer('promotionTemplate', () => D.decodePromotionTemplate(served(state.promotionTemplate(market, id)))),
    // Tracking never rejects (ApiAdapter contract), so `failures` does not apply to it.
    trackVisit: () => answer('trackVisit', () => undefined).catch(() => undefined),
    trackClick: () => answer('trackClick', () => undefined).catch(() => undefined),
    promotionSid: () => answer('promotionSid', () => D.decodeSid({ sid: 'fake-sid' })),
    captchaUrl: (sid, t) => `data:image/svg+xml,${encodeURIComponent(captchaSvg(fakeCaptcha(sid, t)))}`,
    requestSms: () => answer('requestSms', () => undefined),
    register: (registration) => answer('register', () => state.register(market, encodeRegister(registration))),

    bindCard: (card) => answer('bindCard', () => state.bindCard(market, { ...card })),
  };
}

/** Resolves after `ms` (in a microtask when 0), or rejects as `aborted` when `signal` fires first. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  const aborted = () => new ApiError('aborted', 'The request was cancelled');
  if (signal?.aborted) return Promise.reject(aborted());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(aborted());
      },
      { once: true },
    );
  });
}

/** Four characters that change with the refresh time, so a refreshed captcha looks new. */
function fakeCaptcha(sid: string, t: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let seed = Math.abs(Math.floor(t)) + sid.length;
  return Array.from({ length: 4 }, () => alphabet[(seed = (seed * 31 + 7) % 9973) % alphabet.length]).join('');
}
