import { Trans, useLingui } from '@lingui/react/macro';
import type { RepaymentInstruction } from '@lendview/api';
import { useFormat } from '../../core/format';
import { useResume } from '../../core/native';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { defineScreen, Loading, ServerImage } from '../../ui';
import { feesUrlFor } from './fees';
import { loadRepaymentInstructions } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { ImageSection, InfoSections, MainSection } from './sections';
import { readInstructionQuery } from './query';
import { css } from './styles';

const catalogs = { en, es };

export interface RepaymentInstructionsProps {
  /**
   * The payment provider's fees page the image section links to (an absolute `https:` URL).
   * @defaultValue the market's `PROVIDER_FEES_URL`
   */
  feesUrl?: string;
}

/**
 * Repayment instructions (spec 2.9), at `/carpmm` and the payment-instructions path: how to pay
 * one amount through one channel. The page address says which (`requestType` 1 = instalment,
 * 2 = extension, `amount`, `payCode`); an address without them shows a message and asks nothing
 * of the server. The document title is the repayment title.
 *
 * @see docs/screens/repayment-instructions.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} query="requestType=1&amount=1200&payCode=OXXO"><RepaymentInstructions /></LendviewProvider>
 */
export const RepaymentInstructions = defineScreen({
  name: 'repayment-instructions',
  catalogs,
  css,
  Content: InstructionsGate,
  Fallback: InstructionsLoading,
});

function InstructionsLoading() {
  const { t } = useLingui();
  return <Loading label={t`Loading the payment instructions`} cards={[110, 88, 320]} />;
}

function InstructionsGate({ feesUrl }: RepaymentInstructionsProps) {
  const { query } = useLendview();
  if (!readInstructionQuery(query)) return <InvalidAddress />;
  return <InstructionsContent feesUrl={feesUrl} />;
}

/** A link without its amount or pay code: say so, and ask nothing of the server. */
function InvalidAddress() {
  const { t } = useLingui();
  return (
    <section className="ri-invalid">
      <title>{t`Repayment instructions`}</title>
      <svg className="ri-invalid-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 12v16M24 33v3" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1 className="ri-invalid-title">
        <Trans>These payment instructions cannot be shown</Trans>
      </h1>
      <p>
        <Trans>
          The link is missing the amount or the payment channel, or its amount is not valid. Please go back and choose a payment
          channel again.
        </Trans>
      </p>
    </section>
  );
}

function InstructionsContent({ feesUrl }: RepaymentInstructionsProps) {
  const { t } = useLingui();
  const { market, query } = useLendview();
  const { money } = useFormat();
  const { data, refresh } = useScreenData(loadRepaymentInstructions);
  useResume(refresh);
  if (!data) return <InvalidAddress />;
  const amount = data.amount || readInstructionQuery(query)?.amount || '';

  return (
    <>
      <title>{data.title || t`Repayment instructions`}</title>
      <TopLogo data={data} />
      <p className="ri-total">
        <span className="ri-total-label">
          <Trans>Total amount</Trans>
        </span>
        <span className="ri-total-value">{money(amount)}</span>
      </p>
      <MainSection data={data} />
      <InfoSections sections={data.sections} />
      <ImageSection images={data.images} feesUrl={feesUrlFor(market, feesUrl)} />
      <ServerImage
        src={data.bottomLogo}
        alt=""
        className="ri-logo ri-logo-bottom"
        width={360}
        height={120}
        decoding="async"
        fallback={null}
      />
    </>
  );
}

// This screen's images (logos, code image, extra images) are left out when refused or broken,
// not boxed: the codes to copy carry what the borrower needs.
function TopLogo({ data }: { data: RepaymentInstruction }) {
  return <ServerImage src={data.topLogo} alt="" className="ri-logo" width={360} height={120} decoding="async" fallback={null} />;
}
