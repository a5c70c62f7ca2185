// The starting balances are balanced by opening balance equity whatever is typed (spec part 2 §3),
// so a typing error in an opening balance never shows as an unbalanced entry: the form says
// before the save what equity will take.
import { formatInr } from '@bahi/shared';

/** What opening balance equity takes of `difference` (debits less credits, paise), or null when the lines balance. */
export function equityNote(difference: number): string | null {
  if (difference === 0) return null;
  const side = difference > 0 ? 'more in debits: opening balance equity takes it as a credit' : 'more in credits: opening balance equity takes it as a debit';
  return `${formatInr(Math.abs(difference))} ${side}.`;
}
