import { useLingui } from '@lingui/react/macro';
import type { NumberPlan } from '@lendview/api';

/** What the plan's numbers look like, in the borrower's words: the field's hint and the end of its error. */
export function useMobileHint(plan: NumberPlan): string {
  const { t } = useLingui();
  const digits = plan.digits;
  switch (plan.id) {
    case 'india':
      return t`10 digits, starting with 6, 7, 8 or 9. A +91 or 0 in front is fine.`;
    case 'mexico':
      return t`10 digits. A +52 in front is fine.`;
    case 'spec':
      return t`11 digits, starting with 1.`;
    default:
      return t`${digits} digits.`;
  }
}
