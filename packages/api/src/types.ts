/**
 * Domain entities of the lender's API, as screens see them.
 *
 * The wire names (spec section 3, `docs/api.md`) are decoded into these at the adapter boundary:
 * numbers-as-strings become numbers where the screen compares them, `'1'` flags become booleans,
 * and amounts stay strings because the spec says they are "displayed as given by the server".
 */

/** A title/value (or text/value) row as the server sends it. */
export interface LabelValue {
  label: string;
  value: string;
}

/** A choice offered by the server (question type, sub-type). */
export interface Choice {
  title: string;
  value: string;
}

// ---------------------------------------------------------------- complaints

/** An order as shown on the complaint home (spec 2.2). */
export interface OrderCard {
  orderNo: string;
  productLogo: string;
  productName: string;
  status: string;
  /** `isShow === 1`: the order accepts collection (type 1) complaints. */
  collectionAllowed: boolean;
  rows: LabelValue[];
}

export interface ComplaintInit {
  types: Choice[];
  subTypes: Choice[];
  /** The order the server pre-selects; `null` when it sends `""`. */
  order: OrderCard | null;
  orders: OrderCard[];
}

export interface ComplaintDraft {
  type: string;
  subType: string;
  detail: string;
  /** Uploaded image URLs (sent comma-joined). */
  images: string[];
  orderNo: string;
}

export interface ComplaintItem {
  id: string;
  time: string;
  type: string;
  content: string;
}

export interface ComplaintTab {
  title: string;
  items: ComplaintItem[];
}

export interface ComplaintDetail {
  problemId: string;
  type: string;
  subType: string;
  content: string;
  images: string[];
  /** The handling result's reply text (`disposeDetail`), `""` when none. */
  reply: string;
  replyImages: string[];
  needsScore: boolean;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called with 0..1 while the file is sent. */
  onProgress?: (fraction: number) => void;
}

// ---------------------------------------------------------------- service, contract

export interface ContactInfo {
  /** The messaging-app number (`phone`). */
  messagingNumber: string;
  /** The displayed telephone (`va`). */
  telephone: string;
  email: string;
}

export interface Contract {
  userName: string;
  productName: string;
  amount: string;
  daiDate: string;
  planDate: string;
  contractAmount: string;
  commission: string;
  interest: string;
  iva: string;
  giveAmount: string;
  userAddress: string;
  contractDate: string;
  company: string;
}

// ---------------------------------------------------------------- loan

export interface LoanQuoteRequest {
  productId: string;
  /** The re-quote reload (`isType: 1`). */
  requote?: boolean;
}

export interface PlanItem {
  title: string;
  amount: string;
  payTime: string;
}

export interface LoanQuote {
  firstPayTime: string;
  amount: string;
  periods: string;
  termUnit: string;
  /** `isNeedPop === 1`: show the re-quote modal and reload after 5500 ms. */
  needsRequote: boolean;
  sendSms: string;
  details: LabelValue[];
  plan: PlanItem[];
  loanRate: string;
  rateMessage: string;
  amountDescription: string;
  /** `isNewContract`: the contract link, `""` when none. */
  contractUrl: string;
  messageType: string;
  productLogo: string;
  productName: string;
  /** `couNum`: the coupon amount, `""` when there is no coupon. */
  couponAmount: string;
  /**
   * The server's `disclosure` (the offer's key facts) as sent: `decodeDisclosure` of
   * `@lendview/api/disclosure` checks it into a {@link Disclosure} where it is shown.
   */
  disclosure?: unknown;
}

/** A charge of the loan (`timing: upfront` is deducted from the disbursement). */
export interface DisclosureCharge {
  name: string;
  /** Decimal string, `"1175.00"`. */
  amount: string;
  /** Tax on the charge (GST, IVA), decimal string; `"0.00"` when none. */
  tax: string;
  /** `upfront`: deducted from the disbursement; `instalment`: collected inside the payments. */
  timing: 'upfront' | 'instalment';
}

/** One payment of the schedule; `interest` and `tax` are the parts of `amount` when sent. */
export interface DisclosurePayment {
  /** `YYYY-MM-DD`, never before the disbursement. */
  date: string;
  /** Decimal string: everything the borrower pays that day. */
  amount: string;
  interest?: string;
  /** Tax inside this payment (on its interest): IVA is left out of the CAT. */
  tax?: string;
}

/**
 * `disclosure` of `loan-detail-confirm`: the flows the APR (India) or the CAT (Mexico) are
 * computed from, and the lender's own figure and look-up period when it states them.
 */
export interface Disclosure {
  sanctionedAmount: string;
  /** Sanctioned amount less the upfront charges and their tax. */
  netDisbursedAmount: string;
  /** `YYYY-MM-DD`: the contract date the flows are counted from. */
  disbursementDate: string;
  charges: DisclosureCharge[];
  /** At least one payment, in date order. */
  schedule: DisclosurePayment[];
  /** The lender's APR in percent (`"24.16"`). */
  apr?: string;
  /** The lender's CAT in percent (`"95.7"`). */
  cat?: string;
  /** Days the borrower may leave the loan without penalty (repaying principal and proportionate cost). */
  lookupDays?: number;
}

export interface LoanSubmitRequest {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}

export interface OrderRef {
  productId: string;
  orderId: string;
}

export interface OrderDetails {
  /** 21, 151, 110, 174, 180, 200 or another code. */
  status: number;
  statusText: string;
  statusDescription: string;
  productName: string;
  productLogo: string;
  rows: LabelValue[];
  inside: string;
  /** `isScore === '1'`: open the rating modal by itself. */
  ratingRequested: boolean;
  /** `h5Url`: the repayment URL, `""` when none. */
  repayUrl: string;
  /** `isDelay === '1'`. */
  extensionAvailable: boolean;
  /** `isNewContract`: the extension agreement's link, `""` when none (the screen shows no link then). */
  contractUrl: string;
}

// ---------------------------------------------------------------- repayment channels

export interface PaymentChannel {
  logo: string;
  description: string;
  payCode: string;
  /** The code to copy (`vCode`), `""` when none. */
  virtualCode: string;
  /** `BARcodeImg`, `""` when none. */
  barcodeImage: string;
}

export interface ChannelGroup {
  title: string;
  channels: PaymentChannel[];
}

export interface InstalmentPlan {
  repayAmount: string;
  productName: string;
  repayDate: string;
  productLogo: string;
  detail: LabelValue[];
  groups: ChannelGroup[];
  /** Stored, never displayed (spec section 3). */
  noticeMsg: string;
}

export interface ExtensionDetail {
  productLogo: string;
  productName: string;
  reviewer: string;
  amount: string;
  date: string;
  plan: { title: string; time: string }[];
  groups: ChannelGroup[];
  noticeMsg: string;
  note: string;
}

export interface RepaymentInstructionRequest extends OrderRef {
  amount: string;
  payCode: string;
  /** 1 = instalment repayment, 2 = extension. */
  requestType: 1 | 2;
}

export interface RepaymentInstruction {
  topLogo: string;
  amount: string;
  title: string;
  description: string;
  codeImage: string;
  verificationCode: string;
  companyName: string;
  sections: { title: string; lines: string[] }[];
  images: { title: string; contactLabel: string; urls: string[] };
  bottomLogo: string;
}

// ---------------------------------------------------------------- card repayment

export interface BankCard {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

export interface RepaymentWays {
  /** The wire's `alipay` flag: the order may also be paid on the payment provider's page (`repayment-huichao`). */
  providerPay: boolean;
  repayToken: string;
  cards: BankCard[];
}

export interface RepaymentCommitRequest {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string | null;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: 0 | 1;
}

export interface RepaymentCommit {
  /** `needValid === 1`: a verification code step follows. */
  needsCode: boolean;
  repayRecordId: string;
}

export interface RepaymentConfirmRequest {
  orderId: string;
  verifyCode: string;
  repaymentRecordId: string;
}

// ---------------------------------------------------------------- promotion

/** Promotion parameters (spec section 3), from the landing page's query. */
export interface Promotion {
  appFrom?: string;
  userFrom?: string;
  utmTag?: string;
  id?: string;
  linksId?: string;
  downId?: string;
  inviteCode?: string;
  uc?: string;
}

export interface PromotionTemplate {
  id: string;
  [field: string]: unknown;
}

export interface TrackVisitRequest {
  pageId: string;
  userFrom: string;
  clientType: 'ios' | 'android';
  utmTag: string;
  appFrom: string;
}

export interface SmsRequest {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  appFrom: string;
  userFrom: string;
  utmTag: string;
}

export interface RegisterRequest extends SmsRequest {
  merchantNumber: string;
  userName: string;
  smsCode: string;
  inviteCode: string;
  id: string;
}

// ---------------------------------------------------------------- bind card

export interface BindCardRequest {
  cardNo: string;
  phone: string;
  holderName: string;
  orderId?: string;
  productId?: string;
}
