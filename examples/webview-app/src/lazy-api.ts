import { ApiError, type ApiAdapter } from '@lendview/api';
import type { HttpApiConfig } from '@lendview/api/http';

/**
 * The HTTP adapter (`@lendview/api/http` with ofetch and every decoder, 6.7 KB brotli) as a chunk
 * of its own, loaded when the page first needs it: a server-rendered screen arrives with its data,
 * so the first call is usually the borrower's first action, after the screen is live. The first
 * screen's scripts leave it out (docs/performance.md); `main.tsx` starts loading it at the
 * borrower's first touch or key, and at once when the screen's data must be fetched.
 */
export interface LazyHttpApi {
  /** The adapter: each call waits for the module (a failed download rejects as `network`). */
  api: ApiAdapter;
  /** Loads the module now; the same promise until it fails. */
  ready(): Promise<ApiAdapter>;
}

/** Every method of the adapter; the type keeps the list whole when the adapter grows. */
const METHODS: { readonly [K in keyof ApiAdapter]: true } = {
  complaintInit: true,
  complaintFormInit: true,
  saveComplaint: true,
  uploadComplaintImage: true,
  complaintTabs: true,
  complaintDetail: true,
  contactInfo: true,
  contract: true,
  loanQuote: true,
  submitLoan: true,
  orderDetails: true,
  rate: true,
  instalmentPlan: true,
  extensionDetail: true,
  repaymentInstruction: true,
  repaymentWays: true,
  commitRepayment: true,
  huichaoRepayment: true,
  confirmRepayment: true,
  promotionTemplate: true,
  trackVisit: true,
  trackClick: true,
  promotionSid: true,
  captchaUrl: true,
  requestSms: true,
  register: true,
  bindCard: true,
};

type Method = (...args: unknown[]) => unknown;

/**
 * {@link LazyHttpApi} for one configuration.
 *
 * @example
 * const { api } = lazyHttpApi({ apiBase: location.origin, session });
 * await api.contactInfo(); // downloads the HTTP module first
 */
export function lazyHttpApi(config: HttpApiConfig): LazyHttpApi {
  let loaded: ApiAdapter | undefined;
  let loading: Promise<ApiAdapter> | undefined;
  function ready(): Promise<ApiAdapter> {
    loading = loading || import('@lendview/api/http').then((module) => (loaded = module.createHttpApi(config)));
    // A failed download is tried again by the next call (the borrower's "try again").
    loading.catch(() => (loading = undefined));
    return loading;
  }
  const api = {} as Record<keyof ApiAdapter, Method>;
  for (const name of Object.keys(METHODS) as (keyof ApiAdapter)[]) {
    api[name] = (...args) => {
      // The one method that answers at once (an image address): no address (no image) until the
      // module is there; the route that shows one (`needsApi`) renders again when it arrives.
      if (name === 'captchaUrl') {
        if (loaded) return (loaded[name] as Method)(...args);
        ready().catch(() => undefined);
        return '';
      }
      return ready().then(
        (adapter) => (adapter[name] as Method)(...args),
        (cause: unknown) => Promise.reject(new ApiError('network', 'The HTTP adapter did not download', { cause })),
      );
    };
  }
  return { api: api as unknown as ApiAdapter, ready };
}
