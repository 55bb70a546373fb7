import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAction } from '../../core/action';
import { useErrorText } from '../../core/errors';
import { useCapability } from '../../core/native';
import { useLendview } from '../../core/provider';

/** Spec sections 2.5 and 9: the score flag is set 3 s after the details load. */
export const SCORE_DELAY_MS = 3000;

/**
 * The score flag of spec 2.5 (`isNeedScore`), shown as a polite invitation rather than a modal
 * that would take the page from someone still reading the reply: 3 s after load a small card
 * asks for a rating; "Rate" opens the app's rating screen through the native app (the spec's
 * "go to the rating screen"), "Not now" hides it. A host that cannot open the rating screen gets
 * no invitation. The card appears in a live region, so screen readers hear it once.
 */
export function ScorePrompt({ needed }: { needed: boolean }) {
  const { t } = useLingui();
  const { bridge } = useLendview();
  const errorText = useErrorText();
  const rating = useAction();
  const canRate = useCapability('openRating');
  const [flag, setFlag] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!needed) return;
    const timer = setTimeout(() => setFlag(true), SCORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needed]);

  function rate() {
    setDismissed(true);
    void rating.run(() => bridge.openRating(), {
      errorText: (error) => errorText(error, t`Rating is not available here.`),
    });
  }

  const show = flag && !dismissed && canRate;
  return (
    <div className="cd-score-region" aria-live="polite">
      {show && (
        <aside className="cd-score" aria-labelledby="cd-score-title">
          <h2 id="cd-score-title" className="cd-score-title">
            <Trans>How did we do?</Trans>
          </h2>
          <p>
            <Trans>Please rate how we handled your complaint.</Trans>
          </p>
          <div className="cd-score-actions">
            <button type="button" className="lv-button" onClick={() => setDismissed(true)}>
              <Trans>Not now</Trans>
            </button>
            <button type="button" className="lv-button lv-button-primary" onClick={rate}>
              <Trans>Rate us</Trans>
            </button>
          </div>
        </aside>
      )}
    </div>
  );
}
