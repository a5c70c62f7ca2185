// One account's ledger as the screen and its exports show it: the opening balance as its first
// line (on the start date), the account's lines, and the closing balance with the period's debits
// and credits as the totals (under every page, and the exports' last line).
import { rupeesToPaise } from '@bahi/shared';

export interface LedgerRow {
  date: string;
  source: { type: string; id: string; kind: string; number: string };
  party: string;
  debit: string;
  credit: string;
  balance: string;
}

interface Ledger {
  opening: string;
  debit: string;
  credit: string;
  closing: string;
  lines: readonly LedgerRow[];
}

/** The source `type`s of the balance lines (ledger-report-screens.tsx names them). */
export const OPENING_TYPE = 'openingBalance';
export const CLOSING_TYPE = 'closingBalance';

const balanceLine = (type: string, date: string, debit: string, credit: string, balance: string): LedgerRow => ({
  date,
  source: { type, id: '', kind: '', number: '' },
  party: '',
  debit,
  credit,
  balance,
});

export function ledgerRows(ledger: Ledger, start: string, end: string): { rows: LedgerRow[]; totals: LedgerRow } {
  // An account that neither opens with a balance nor moved shows as empty, not as a zero line.
  const opening = ledger.lines.length > 0 || rupeesToPaise(ledger.opening) !== 0 ? [balanceLine(OPENING_TYPE, start, '0.00', '0.00', ledger.opening)] : [];
  return { rows: [...opening, ...ledger.lines], totals: balanceLine(CLOSING_TYPE, end, ledger.debit, ledger.credit, ledger.closing) };
}
