// Hash routes of the books' screens: the journal and the starting balances (side-navigation
// entries under Books) and the ledger reports, which the reports hub (/reports) links to.
import type { LedgerReportName } from './api/books-api';

export const JOURNAL_ROUTE = '/journal';
export const STARTING_BALANCES_ROUTE = '/starting-balances';

export const LEDGER_REPORT_ROUTES: Readonly<Record<LedgerReportName, string>> = {
  generalLedger: '/reports/general-ledger',
  balanceSheet: '/reports/balance-sheet',
  profitAndLoss: '/reports/profit-and-loss',
  trialBalance: '/reports/trial-balance',
};

export const journalEditHref = (id: string) => `#${JOURNAL_ROUTE}/${encodeURIComponent(id)}/edit`;

/** The journal a route opens for editing, or null. */
export function journalOfRoute(route: string): string | null {
  const match = new RegExp(`^${JOURNAL_ROUTE}/([^/]+)/edit$`).exec(route);
  return match ? decodeURIComponent(match[1] as string) : null;
}
