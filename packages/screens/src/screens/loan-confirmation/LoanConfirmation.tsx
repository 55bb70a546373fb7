import type { LoanQuote } from '@lendview/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { defineLoader } from '../../core/data';
import { CURRENCY_SYMBOL } from '../../core/format';
import { useResume } from '../../core/native';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { Deferred, defineScreen, Loading } from '../../ui';
import { loadLoanConfirmation } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { KeyFacts } from './KeyFacts';
import { OfferSections } from './OfferSections';
import { RequoteAnnouncement } from './RequoteAnnouncement';
import { css } from './styles';
import { SubmitForm } from './SubmitForm';

const catalogs = { en, es };

/** The re-quote popup's code: its own chunk, loaded only for an offer that asks for a re-quote. */
const loadRequoteDialog = defineLoader(
  'loan-confirmation:requote',
  () => import('./RequoteDialog').then((module) => module.RequoteDialog),
  { serializable: false },
);

/** Spec 4 and 9: the re-quote popup reloads the offer after 5500 ms (its countdown shows them). */
const REQUOTE_SECONDS = 5.5;

/**
 * Loan confirmation (spec 2.12, section 4 "Confirmation flow"): the offer for the session's
 * product (amount, term, rate, details, repayment plan, coupon), the agreement box and Submit.
 * When the server asks for a re-quote, a countdown modal shows and the offer reloads after 5.5 s.
 * An offer with key facts waits for them: Submit goes ahead once the borrower has acknowledged
 * India's Key Fact Statement and while the offer is valid. The offer reloads on native `resume`.
 * On success the page is replaced by the server's loan details URL with `from=confirm`.
 *
 * @see docs/screens/loan-confirmation.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} session={{ productId: '1', ...session }}><LoanConfirmation /></LendviewProvider>
 */
export const LoanConfirmation = defineScreen({
  name: 'loan-confirmation',
  catalogs,
  css,
  Content: LoanConfirmationContent,
  Fallback: LoanConfirmationLoading,
});

/** The market's banner: a fixed-size block (no image to wait for, so nothing shifts). */
function Banner() {
  const { market } = useLendview();
  return (
    <header className="lc-banner" data-market={market}>
      <span className="lc-banner-symbol" aria-hidden="true">
        {CURRENCY_SYMBOL[market]}
      </span>
      <h1 className="lc-title">
        <Trans>Confirm your loan</Trans>
      </h1>
      <p className="lc-subtitle">
        <Trans>Check your offer. The money reaches your account in 1 to 3 days.</Trans>
      </p>
    </header>
  );
}

function LoanConfirmationLoading() {
  const { t } = useLingui();
  return (
    <>
      <Banner />
      <Loading label={t`Loading your loan offer`} cards={[172, 200, 112]} />
    </>
  );
}

function LoanConfirmationContent() {
  const { t } = useLingui();
  const { api, session } = useLendview();
  const { data, refresh } = useScreenData(loadLoanConfirmation);
  // The re-quote of the offer on screen: a reload (`resume`, a fresh offer) starts over from its answer.
  const [requote, setRequote] = useState<{ of: LoanQuote; quote: LoanQuote } | null>(null);
  const requoted = requote?.of === data ? requote.quote : null;
  const [failure, setFailure] = useState<unknown>(null);
  // The disclosure the key facts cleared Submit for (acknowledged, still valid).
  const [cleared, setCleared] = useState<unknown>(null);
  const productId = session.productId ?? '';
  // The reload's own `needsRequote` is not obeyed: a server that keeps asking would otherwise
  // loop the borrower through the popup forever (spec: one reload with `isType=1`).
  const requoting = data.needsRequote && !requoted;
  // The offer is server state: it is asked for again when the web view shows again, as loan
  // details does (not during the re-quote, whose own reload is under way).
  useResume(() => {
    if (!requoting) refresh();
  });

  useEffect(() => {
    if (!requoting) return;
    let live = true;
    const timer = setTimeout(() => {
      api.loanQuote({ productId, requote: true }).then(
        (quote) => live && setRequote({ of: data, quote }),
        (error: unknown) => live && setFailure(error),
      );
    }, REQUOTE_SECONDS * 1000);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [requoting, data, api, productId]);

  // A failed reload is a failed load: the frame shows the error with a retry, which starts over
  // from the first offer (and so the popup and its reload) rather than leaving a stale offer.
  if (failure) throw failure;
  const quote = requoted ?? data;

  return (
    <>
      <title>{t`Confirm your loan`}</title>
      <Banner />
      <OfferSections quote={quote} />
      <KeyFacts quote={quote} onClear={setCleared} onRefresh={refresh} />
      <SubmitForm
        quote={quote}
        productId={productId}
        locked={requoting || (quote.disclosure !== undefined && cleared !== quote.disclosure)}
      />
      {data.needsRequote && (
        <Deferred
          load={loadRequoteDialog}
          props={{ open: requoting, description: data.amountDescription, seconds: REQUOTE_SECONDS }}
        />
      )}
      <RequoteAnnouncement quote={requoted} />
    </>
  );
}
