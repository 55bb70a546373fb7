import type { BankCard, RepaymentWays } from '@lendview/api';
import type { OrderIds } from '@lendview/bridge';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLeaveGuard, useNavigation } from '../../core/hooks';
import { FROM_REPAYMENT } from '../../core/paths';
import { useLendview } from '../../core/provider';
import { useToast } from '../../ui';
import { useRepaymentErrorText } from './errors';

/** The verification step, open while set: the card being paid with and the server's record. */
export interface CodeStep {
  card: BankCard;
  recordId: string;
}

/**
 * The card-payment flow of spec section 4: commit, then (when the server asks) the code step
 * with resend and confirm. One call at a time: a second tap while a call runs does nothing.
 *
 * Decisions where the spec is silent:
 * - `sendMsg` is 0 on the first commit (the server sends the code itself when it answers
 *   `needValid`) and 1 on a resend, which asks it explicitly for a new SMS. A resend's record id
 *   replaces the previous one.
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
  const { go } = useNavigation();
  const toast = useToast();
  const errorText = useRepaymentErrorText();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<CodeStep | null>(null);
  // The shell asks before back or a swipe leaves mid-payment, even while this script is busy.
  useLeaveGuard('otp', step !== null);
  useLeaveGuard('payment', busy);
  const running = useRef(false);
  const inFlow = useRef(false);
  const amount = session.withholdingAmount ?? '';
  const orderId = session.orderId ?? '';

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
  const latestEnd = useRef(endFlow);
  latestEnd.current = endFlow;
  useEffect(() => () => latestEnd.current(), []);

  /** Runs one call with the busy overlay; toasts and reports a failure. `null` when it failed or another call runs. */
  async function run<T>(call: () => Promise<T>): Promise<{ value: T } | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      return { value: await call() };
    } catch (error) {
      onError(error as Error);
      toast.show(errorText(error, t`Processing failed.`));
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const commit = (card: BankCard, sendMsg: 0 | 1) => api.commitRepayment({
    amount, bankName: card.bankName, cardId: card.id, cardNo: card.cardNo, couponId: session.couponId || null,
    orderId, repayToken: ways.repayToken, bankCode: card.bankCode, sendMsg,
  });

  function finish() {
    endFlow();
    go(paths.loanDetailsAfterRepayment, { from: FROM_REPAYMENT }, { replace: true });
  }

  return {
    busy,
    step,
    async submit(card: BankCard) {
      if (running.current) return;
      startFlow();
      const result = await run(() => commit(card, 0));
      if (!result) return endFlow();
      if (result.value.needsCode) setStep({ card, recordId: result.value.repayRecordId });
      else finish();
    },
    /** Asks for a new code; resolves `true` when it was sent (the countdown starts again). */
    async resend(): Promise<boolean> {
      if (!step) return false;
      const result = await run(() => commit(step.card, 1));
      if (!result) return false;
      setStep({ card: step.card, recordId: result.value.repayRecordId || step.recordId });
      toast.show(t`A new code has been sent.`, 'info');
      return true;
    },
    async confirm(verifyCode: string) {
      if (!step) return;
      const result = await run(() => api.confirmRepayment({ orderId, verifyCode, repaymentRecordId: step.recordId }));
      if (!result) return;
      setStep(null);
      finish();
    },
    cancel() {
      if (running.current) return;
      setStep(null);
      endFlow();
    },
  };
}
