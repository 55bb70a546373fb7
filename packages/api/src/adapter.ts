import type * as T from './types';

/**
 * Everything the screens ask of the lender's backend, in domain terms.
 *
 * Every method resolves with decoded entities or rejects with an {@link ApiError}; nothing else
 * is thrown. Implementations: `createHttpApi` (`@lendview/api/http`) speaks `docs/api.md`;
 * `createFakeApi` (`@lendview/api/fake`) serves scenario data in memory.
 */
export interface ApiAdapter {
  // complaints (spec 2.2 - 2.5, 7.1)
  /** The complaint home's data: POST problem-init, with the order the page is about when known. */
  complaintInit(orderId?: string): Promise<T.ComplaintInit>;
  /** The complaint form's types and sub-types: GET problem-init (spec 7.1). */
  complaintFormInit(): Promise<T.ComplaintInit>;
  saveComplaint(draft: T.ComplaintDraft): Promise<void>;
  /** Uploads one image, resolves with its URL. */
  uploadComplaintImage(file: Blob, options?: T.UploadOptions): Promise<string>;
  complaintTabs(): Promise<T.ComplaintTab[]>;
  complaintDetail(problemId: string): Promise<T.ComplaintDetail>;

  // service and contract (2.6, 2.8)
  contactInfo(): Promise<T.ContactInfo>;
  contract(orderNo: string): Promise<T.Contract>;

  // loan (2.12, 2.13)
  loanQuote(request: T.LoanQuoteRequest): Promise<T.LoanQuote>;
  /** Resolves with `lendDetailsUrl`, unchecked: navigation checks it (docs/api.md redirects). */
  submitLoan(request: T.LoanSubmitRequest): Promise<string>;
  orderDetails(order: T.OrderRef): Promise<T.OrderDetails>;
  rate(score: 1 | 2 | 3 | 4 | 5): Promise<void>;

  // repayment (2.9 - 2.11)
  instalmentPlan(order: T.OrderRef): Promise<T.InstalmentPlan>;
  extensionDetail(order: T.OrderRef): Promise<T.ExtensionDetail>;
  repaymentInstruction(request: T.RepaymentInstructionRequest): Promise<T.RepaymentInstruction>;

  // repayment by card (2.15, 7.3)
  repaymentWays(orderId: string): Promise<T.RepaymentWays>;
  commitRepayment(request: T.RepaymentCommitRequest): Promise<T.RepaymentCommit>;
  /** Resolves with the `url` the browser goes to, unchecked. */
  huichaoRepayment(request: { userId: string; orderId: string; amount: string }): Promise<string>;
  confirmRepayment(request: T.RepaymentConfirmRequest): Promise<void>;

  // promotion and registration (2.16, 7.4)
  promotionTemplate(templateId: string): Promise<T.PromotionTemplate>;
  /** Never rejects: tracking failure must not block the page. */
  trackVisit(request: T.TrackVisitRequest): Promise<void>;
  /** Never rejects. */
  trackClick(request: T.TrackVisitRequest & { phone: string }): Promise<void>;
  promotionSid(): Promise<string>;
  /** The captcha image URL for `<img src>`; `t` busts the cache on refresh. */
  captchaUrl(sid: string, t: number): string;
  requestSms(request: T.SmsRequest): Promise<void>;
  register(request: T.RegisterRequest): Promise<void>;

  // bind card (ours: README API section)
  bindCard(request: T.BindCardRequest): Promise<void>;
}
