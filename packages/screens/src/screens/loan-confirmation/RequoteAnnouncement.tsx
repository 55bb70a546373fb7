import type { LoanQuote } from '@lendview/api';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../core/format';

/**
 * Tells a screen reader that the offer changed once the re-quoted one is on screen. The region is
 * always in the page (a live region added with its text is often not read) and empty until then.
 */
export function RequoteAnnouncement({ quote }: { quote: LoanQuote | null }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const amount = quote ? money(quote.amount) : '';
  return (
    <p className="lv-visually-hidden" role="status">
      {quote ? t`Your offer was updated. Disbursal amount: ${amount}.` : ''}
    </p>
  );
}
