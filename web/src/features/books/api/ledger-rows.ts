// The general ledger as the screen and its exports show it. The summary: every account's opening,
// debits, credits and closing, after the profit or loss of earlier periods when the dates run past
// a 31 March (income and expenses close into it there). One account's ledger: the opening balance
// as its first line (on the start date), the account's lines (with the closing line of each year
// end), and the closing balance with the period's debits and credits as the totals (under every
// page, and the exports' last line).
import { earlierPeriodsName, paiseToRupees, rupeesToPaise } from '@bahi/shared';

interface Figures {
  opening: string;
  debit: string;
  credit: string;
  closing: string;
}

export interface SummaryRow extends Figures {
  account: { id: string; name: string; type: string };
}

/** The account id of the summary's earlier-periods row: no account of the chart, so no ledger to open. */
export const EARLIER_PERIODS_ID = '';

/**
 * The summary's rows: the earlier periods' line first (so the first page shows it), named and on
 * its side as the trial balance names it (a loss is a debit balance), then the accounts.
 */
export function summaryRows(report: { accounts: readonly SummaryRow[]; earlierProfit: Figures | null }): SummaryRow[] {
  const earlier = report.earlierProfit;
  if (!earlier) return [...report.accounts];
  const closing = rupeesToPaise(earlier.closing);
  const onItsSide = (rupees: string) => (closing < 0 ? paiseToRupees(-rupeesToPaise(rupees)) : rupees);
  const account = { id: EARLIER_PERIODS_ID, name: earlierPeriodsName(closing), type: 'EQUITY' };
  return [{ account, opening: onItsSide(earlier.opening), debit: earlier.debit, credit: earlier.credit, closing: onItsSide(earlier.closing) }, ...report.accounts];
}

export interface LedgerRow {
  date: string;
  source: { type: string; id: string; kind: string; number: string };
  party: string;
  bankAccount: string;
  debit: string;
  credit: string;
  balance: string;
}

interface Ledger extends Figures {
  lines: readonly LedgerRow[];
}

/** The source `type`s of the balance lines (ledger-report-screens.tsx names them). */
export const OPENING_TYPE = 'openingBalance';
export const CLOSING_TYPE = 'closingBalance';

const balanceLine = (type: string, date: string, debit: string, credit: string, balance: string): LedgerRow => ({
  date,
  source: { type, id: '', kind: '', number: '' },
  party: '',
  bankAccount: '',
  debit,
  credit,
  balance,
});

export function ledgerRows(ledger: Ledger, start: string, end: string): { rows: LedgerRow[]; totals: LedgerRow } {
  // An account that neither opens with a balance nor moved shows as empty, not as a zero line.
  const opening = ledger.lines.length > 0 || rupeesToPaise(ledger.opening) !== 0 ? [balanceLine(OPENING_TYPE, start, '0.00', '0.00', ledger.opening)] : [];
  return { rows: [...opening, ...ledger.lines], totals: balanceLine(CLOSING_TYPE, end, ledger.debit, ledger.credit, ledger.closing) };
}

/**
 * Whether the lines show their bank account beside their party: in the bank accounts' ledger of
 * more than one bank with none chosen (a single bank's would repeat it on every line).
 */
export const showsBankAccount = (ledger: { party: unknown; parties: readonly unknown[]; lines: readonly Pick<LedgerRow, 'bankAccount'>[] }): boolean =>
  ledger.party === null && ledger.parties.length > 1 && ledger.lines.some((line) => line.bankAccount !== '');
