import { isApiError, ORDER_STATUS, type BankCard, type RepaymentWays } from '@lendview/api';
import { payableAmount } from '@lendview/api/validate';
import type { OrderIds } from '@lendview/bridge';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAction, type RunOptions } from '../../core/action';
import { useLeaveGuard } from '../../core/leave-guard';
import { useNavigation } from '../../core/navigation';
import { FROM_REPAYMENT } from '../../core/paths';
import { useLendview } from '../../core/provider';
import { useToast } from '../../ui';
import { useRepaymentErrorText } from './errors';

/** The verification step, open while set: the card being paid with, the payment's token and the server's record. */
export interface PendingCode {
  card: BankCard;
  token: string;
  recordId: string;
}

/**
 * Where a payment whose answer never came stands: `checking` while the API is asked, `unknown`
 * when it could not tell yet (Pay now stays off; the borrower checks again).
 */
export type Settlement = 'settled' | 'checking' | 'unknown';

/**
 * The card-payment flow of spec section 4: commit, then (when the server asks) the code step
 * with resend and confirm. One call at a time: a second tap while a call runs does nothing, and
 * Pay now does nothing while the code step is open.
 *
 * Decisions where the spec is silent:
 * - `sendMsg` is 0 on the first commit (the server sends the code itself when it answers
 *   `needValid`) and 1 on a resend, which asks it explicitly for a new SMS for the same payment
 *   (same token). A resend's record id replaces the previous one.
 * - A `repayToken` pays once: a new payment (`sendMsg` 0) never goes out with a token this page
 *   already committed. The next payment first asks `repayment-way` for a fresh token; when the
 *   server hands back the spent one, the earlier payment is still open and nothing is sent.
 * - A commit whose answer never came (timeout, dropped connection, unreadable body) may have
 *   been paid. Before anything else the page asks the API: the order's details (status 200 = paid:
 *   on to the loan details) and then `repayment-way`; a fresh token means the server closed the
 *   earlier attempt, so the borrower may pay again. Otherwise Pay now stays off and the borrower
 *   can check again. A refused commit (`rejected`) is an answer: the borrower may try again. So
 *   is a session that ended (`expired`, HTTP 401): the server took nothing, and the borrower
 *   signs in again.
 * - `bankStart` goes out when Submit starts the flow; `bankEnd` once when it ends: payment done,
 *   commit refused or failed, the code step cancelled, or the screen left mid-flow. A refused
 *   confirm keeps the step open (the borrower fixes the code or resends), so it ends nothing.
 * - Success replaces this page by the loan details (spec section 4), at the spec's after-repayment
 *   target `#/borrowDetail/` with `from=repayment`: the loan details confirm the payment there,
 *   and Back cannot return to a form that pays again.
 */
export function usePayment(ways: RepaymentWays) {
  const { t } = useLingui();
  const { api, bridge, session, paths, onError } = useLendview();
  const { go, follow } = useNavigation();
  const toast = useToast();
  const errorText = useRepaymentErrorText();
  const action = useAction();
  const busy = action.busy;
  const [step, setStep] = useState<PendingCode | null>(null);
  const [settlement, setSettlement] = useState<Settlement>('settled');
  const [freshToken, setFreshToken] = useState<string | null>(null);
  // The shell asks before back or a swipe leaves mid-payment, even while this script is busy.
  useLeaveGuard('otp', step !== null);
  useLeaveGuard('payment', busy);
  const inFlow = useRef(false);
  const checking = useRef(false);
  const spent = useRef(new Set<string>());
  // What the header shows, in the same text (the screen renders this flow only when it is valid).
  const amount = payableAmount(session.withholdingAmount) ?? '';
  const orderId = session.orderId ?? '';
  const productId = session.productId ?? '';
  const token = freshToken ?? ways.repayToken;

  function tellHost(type: 'bankStart' | 'bankEnd') {
    if (!bridge.supports(type)) return;
    const ids: OrderIds = {};
    if (session.orderId) ids.orderId = session.orderId;
    if (session.productId) ids.productId = session.productId;
    bridge[type](ids).catch((error: Error) => onError(error));
  }
  function startFlow() {
    if (inFlow.current) return;
    inFlow.current = true;
    tellHost('bankStart');
  }
  function endFlow() {
    if (!inFlow.current) return;
    inFlow.current = false;
    tellHost('bankEnd');
  }
  // Leaving the screen mid-flow ends it for the host (with the latest flow state).
  const endFlowOnLeave = useEffectEvent(endFlow);
  useEffect(() => () => endFlowOnLeave(), []);

  const quiet: RunOptions = { errorText: false };
  const payText = (error: unknown) => errorText(error, t`Processing failed.`);
  /** One call with the busy overlay; a failure is reported, and shown only by the caller. */
  const run = <T>(call: () => Promise<T>) => action.run(call, quiet);
  /** {@link run}, toasting a failure; the value, or `null` when it failed or another call runs. */
  async function runOrToast<T>(call: () => Promise<T>): Promise<T | null> {
    const outcome = await action.run(call, { errorText: payText });
    return outcome?.ok ? outcome.value : null;
  }

  const commit = (card: BankCard, payToken: string, sendMsg: 0 | 1) =>
    api.commitRepayment({
      amount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: session.couponId || null,
      orderId,
      repayToken: payToken,
      bankCode: card.bankCode,
      sendMsg,
    });

  function finish() {
    endFlow();
    go(paths.loanDetailsAfterRepayment, { from: FROM_REPAYMENT }, { replace: true });
  }

  /** A token this page has not committed yet from the server; `null` when there is none. */
  async function renewToken(): Promise<string | null> {
    const renewed = await runOrToast(() => api.repaymentWays(orderId));
    if (!renewed) return null;
    if (spent.current.has(renewed.repayToken)) {
      setSettlement('unknown');
      return null;
    }
    setFreshToken(renewed.repayToken);
    return renewed.repayToken;
  }

  /** After a commit with no answer: paid (on to the loan details), closed (pay again) or still unknown. */
  /** `failure`: the commit's own error, shown when it turns out the borrower may simply pay again. */
  async function settle(failure?: unknown) {
    if (checking.current) return;
    checking.current = true;
    try {
      await askSettlement(failure);
    } finally {
      checking.current = false;
    }
  }
  async function askSettlement(failure: unknown) {
    setSettlement('checking');
    const order = await run(() => api.orderDetails({ productId, orderId }));
    if (order?.ok && order.value.status === ORDER_STATUS.settled) {
      setSettlement('settled');
      return finish();
    }
    const renewed = await run(() => api.repaymentWays(orderId));
    if (renewed?.ok && !spent.current.has(renewed.value.repayToken)) {
      setFreshToken(renewed.value.repayToken);
      setSettlement('settled');
      toast.show(failure ? payText(failure) : t`Your last payment was not completed. You can pay now.`);
      return;
    }
    setSettlement('unknown');
  }

  return {
    busy,
    step,
    settlement,
    /** Pay now can start a payment: no call runs, no code step is open, no earlier payment is unresolved. */
    ready: !busy && !step && settlement === 'settled',
    async submit(card: BankCard) {
      // Refs, not state: a second tap can arrive before this render's state is updated.
      if (action.isRunning() || inFlow.current || checking.current || step || settlement !== 'settled') return;
      startFlow();
      // Awaited only when needed: the first commit starts within the tap (its busy state renders at once).
      const payToken = spent.current.has(token) ? await renewToken() : token;
      if (!payToken) return endFlow();
      spent.current.add(payToken);
      const outcome = await run(() => commit(card, payToken, 0));
      if (!outcome) return;
      if (outcome.ok) {
        if (outcome.value.needsCode) setStep({ card, token: payToken, recordId: outcome.value.repayRecordId });
        else finish();
        return;
      }
      // A refusal, or a session that ended before the server looked at the payment, is an answer.
      if (isApiError(outcome.error) && (outcome.error.kind === 'rejected' || outcome.error.kind === 'expired')) {
        toast.show(payText(outcome.error));
        return endFlow();
      }
      await settle(outcome.error);
      endFlow();
    },
    /**
     * Pays on the payment provider's page (spec 7.3 `repayment-huichao`, offered when
     * `repayment-way` sets `alipay`): the same amount a card commit sends, then the browser goes
     * to the provider's `url`, only when it is the page's origin or one the host allowed.
     */
    async payOnline() {
      if (action.isRunning() || inFlow.current || checking.current || step || settlement !== 'settled' || !amount) return;
      const url = await runOrToast(() => api.huichaoRepayment({ userId: session.userId ?? '', orderId, amount }));
      if (url !== null) follow(url, {}, { allowedOnly: true });
    },
    /** Asks the API again whether the unresolved payment went through. */
    async checkAgain() {
      if (action.isRunning() || inFlow.current || settlement !== 'unknown') return;
      await settle();
    },
    /** Asks for a new code; resolves `true` when it was sent (the countdown starts again). */
    async resend(): Promise<boolean> {
      if (!step) return false;
      const result = await runOrToast(() => commit(step.card, step.token, 1));
      if (!result) return false;
      setStep({ ...step, recordId: result.repayRecordId || step.recordId });
      toast.show(t`A new code has been sent.`, 'info');
      return true;
    },
    /** Resolves with the refusal's text when the code was not accepted (the step stays open). */
    async confirm(verifyCode: string): Promise<string | undefined> {
      if (!step) return undefined;
      const result = await run(() => api.confirmRepayment({ orderId, verifyCode, repaymentRecordId: step.recordId }));
      if (!result) return undefined;
      if (!result.ok) {
        const text = payText(result.error);
        toast.show(text);
        return text;
      }
      setStep(null);
      finish();
      return undefined;
    },
    cancel() {
      if (action.isRunning()) return;
      setStep(null);
      endFlow();
    },
  };
}
