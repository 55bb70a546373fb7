import { dayEnds, decodeLookup, DisclosureError } from '@lendview/api/disclosure';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useFormat } from '../../../core/format';
import { useNavigation } from '../../../core/navigation';
import { useLendview } from '../../../core/provider';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

export interface LookupExitProps {
  /** The order's `lookup` as the server sent it. */
  lookup: unknown;
}

/**
 * The look-up (cooling-off) exit of a loan: while the period runs (until its `until` day is over
 * in the market's lender time), until when the borrower may leave the loan and what it costs,
 * with an action that repays exactly that amount through the card repayment, the usual channel
 * that takes an amount; once it has passed, that it ended. A `lookup` that does not decode is
 * reported as `disclosure-malformed` and nothing is shown (a money action is whole or absent).
 *
 * Its own chunk with its own messages and styles: loaded only for orders with a `lookup`.
 */
export function LookupExit({ lookup: raw }: LookupExitProps) {
  const { market, paths, onError, nonce } = useLendview();
  // Its own messages (not `Part`, nor `format-figures`: see `Part` why a fourth part shares neither).
  const i18n = useMemo(() => setupI18n({ locale: market, messages: { [market]: catalogs[market] } }), [market]);
  const { money } = useFormat();
  const { go } = useNavigation();
  const decoded = useMemo(() => {
    try {
      return decodeLookup(raw);
    } catch (error) {
      return error as Error;
    }
  }, [raw]);

  useEffect(() => {
    if (decoded instanceof Error) onError(new DisclosureError('disclosure-malformed', decoded.message));
  }, [decoded, onError]);

  if (decoded instanceof Error) return null;
  const { until, exitAmount } = decoded;
  // Day first, as both markets write it (`formatWireDate` writes it so for the other parts).
  const day = until.split('-').reverse().join('/');
  const amount = money(exitAmount);
  const running = Date.now() < dayEnds(until, market);

  return (
    <I18nProvider i18n={i18n}>
      <style href="lv-lookup" precedence="lendview" nonce={nonce}>
        {css}
      </style>
      <section className="lv-section lu" aria-labelledby="lu-title" data-state={running ? 'running' : 'ended'}>
        <h2 id="lu-title" className="lv-section-title">
          <Trans>Look-up period</Trans>
        </h2>
        {running ? (
          <>
            <p>
              {/* India's proportionate APR is Mexico's proportionate interest: the Spanish catalog says so. */}
              <Trans>
                Until {day} you can leave this loan without any penalty by repaying {amount}: the principal and the proportionate
                APR.
              </Trans>
            </p>
            <button
              type="button"
              className="lv-button lv-button-block"
              // Exactly the amount the lender stated, in the query the card repayment pays from.
              onClick={() => go(paths.cardRepayment, { withholdingAmount: exitAmount })}
            >
              <Trans>Repay {amount} and leave the loan</Trans>
            </button>
          </>
        ) : (
          <p>
            <Trans>The look-up period ended on {day}. Early repayment now follows your loan agreement.</Trans>
          </p>
        )}
      </section>
    </I18nProvider>
  );
}
