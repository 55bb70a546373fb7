import { formatDate, formatMoney, pluralCategory } from './format-values';
import { useLendview } from './provider';

// The functions live apart from the hook, with no React in their imports, so a server may call
// them (`@lendview/screens/server`); screens import both from here.
export { CURRENCY_SYMBOL, formatDate, formatMoney, groupDigits, pluralCategory } from './format-values';

/** Money, dates and plural categories for the current market (the one formatting helper). */
export function useFormat() {
  const { market } = useLendview();
  return {
    money: (amount: string | number) => formatMoney(amount, market),
    date: (value: string | number | Date) => formatDate(value, market),
    plural: (count: number) => pluralCategory(count, market),
  };
}
