import type { Wire } from '../decode/guards';

export type { Market } from '../domain';

export type { Wire };

/**
 * One market's raw `data` payloads, exactly as a docs/api.md server sends them (mixed
 * numbers-as-strings and strings-as-numbers on purpose). `{origin}` in a string stands for the
 * server's own origin; {@link withOrigin} fills it in.
 */
export interface MarketData {
  contactInfo: Wire;
  contract: Wire;
  problemTypes: Wire[];
  problemSonTypes: Wire[];
  /** Complaint-home order cards, by order number. */
  orderCards: Wire[];
  complaintTabs: { title: string; list: Wire[] }[];
  /** Complaint details, by `problemId`. */
  complaintDetails: Wire[];
  quote: Wire;
  /** The quote's `disclosure` (its key facts), with the lender's figure; the knobs change or drop it. */
  disclosure: Wire;
  /** What changes on the re-quote reload (`isType: 1`). */
  requoted: Wire;
  /** Loan details by order id (`"174"` -> status 174; `"999"` -> an unknown status). */
  orders: Record<string, Wire>;
  instalmentPlan: Wire;
  extensionDetail: Wire;
  /** `repayDetail.amount` is replaced by the requested amount. */
  repaymentInstruction: Wire;
  repaymentWays: Wire;
  promotionTemplate: Wire;
  /** Business failure messages the server sends in this market. */
  messages: {
    wrongCaptcha: string;
    alreadyRegistered: string;
    wrongSmsCode: string;
    wrongVerificationCode: string;
    submittedTwice: string;
    notFound: string;
    collectionRefused: string;
    emptyComplaint: string;
    invalidCard: string;
  };
}
