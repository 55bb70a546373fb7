import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useAction } from '../../core/action';
import { useFormat } from '../../core/format';
import { useLendview } from '../../core/provider';
import { Dialog, useToast } from '../../ui';

type Score = 1 | 2 | 3 | 4 | 5;
const SCORES: Score[] = [1, 2, 3, 4, 5];

interface RatingDialogProps {
  open: boolean;
  /** The chosen stars, 0 for none. */
  stars: number;
  onStars: (stars: Score) => void;
  /** Cancel, Escape or the native back button. */
  onClose: () => void;
  /** The server took the score. */
  onRated: (score: Score) => void;
}

/**
 * The rating modal (spec 4 "Rating flow"): five stars as a radio group (each labelled "1 star",
 * "2 stars"...), Cancel and Send. Sending with no star toasts the spec's message.
 */
export function RatingDialog({ open, stars, onStars, onClose, onRated }: RatingDialogProps) {
  const { t } = useLingui();
  const { api } = useLendview();
  const { plural } = useFormat();
  const toast = useToast();
  const name = useId();
  const sending = useAction();

  function send() {
    if (sending.isRunning()) return;
    if (stars === 0) {
      toast.show(t`Select a rating`);
      return;
    }
    const score = stars as Score;
    void sending.run(async () => {
      await api.rate(score);
      onRated(score);
    });
  }

  return (
    <Dialog
      open={open}
      title={t`Rate our service`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="lv-button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="lv-button lv-button-primary" onClick={send} disabled={sending.busy}>
            <Trans>Send</Trans>
          </button>
        </>
      }
    >
      <fieldset className="ld-stars">
        <legend className="ld-stars-legend">
          <Trans>How was your experience with us?</Trans>
        </legend>
        {SCORES.map((score) => {
          const starForm = plural(score);
          return (
            <label key={score} className="ld-star" data-on={score <= stars || undefined}>
              <input
                type="radio"
                className="lv-visually-hidden"
                name={name}
                value={score}
                checked={stars === score}
                onChange={() => onStars(score)}
              />
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
                <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3-5.6-3-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
              </svg>
              <span className="lv-visually-hidden">
                <Select value={starForm} _one={`${score} star`} other={`${score} stars`} />
              </span>
            </label>
          );
        })}
      </fieldset>
    </Dialog>
  );
}

/** After a score under 4: thanks, and nothing more (spec 4). */
export function ThanksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Thank you`}
      onClose={onClose}
      closeOnMask
      actions={
        <button type="button" className="lv-button lv-button-primary" onClick={onClose}>
          <Trans>OK</Trans>
        </button>
      }
    >
      <p className="ld-dialog-text">
        <Trans>Thank you for your rating. We will use it to improve our service.</Trans>
      </p>
    </Dialog>
  );
}

export interface RatingProps extends Omit<RatingDialogProps, 'open'> {
  /** Which of the two is open. */
  open: 'rating' | 'thanks' | 'none';
}

/**
 * The rating and its thank-you, as loan details loads them: their own chunk, downloaded only for
 * an order whose server asks for a score (a settled loan, now and then), so the first screen does
 * not carry them. Their messages stay in the screen's catalog.
 */
export function Rating({ open, onClose, ...rating }: RatingProps) {
  return (
    <>
      <RatingDialog open={open === 'rating'} onClose={onClose} {...rating} />
      <ThanksDialog open={open === 'thanks'} onClose={onClose} />
    </>
  );
}
