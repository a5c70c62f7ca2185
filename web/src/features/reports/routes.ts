// Hash routes of the reports hub and of each report (spec part 2 §2 "Reports hub"). The general
// ledger, balance sheet, profit and loss and trial balance read the books and are served by the
// books screens under the same hub.
import { DOCUMENT_ROUTES, documentHref } from '../documents/routes';
import { EXPENSES_ROUTE } from '../expenses/routes';

export const REPORTS_ROUTE = '/reports';

export const REPORT_ROUTES = {
  taxSummary: '/reports/sales-tax-summary',
  sales: '/reports/sales',
  vendorExpenses: '/reports/vendor-expenses',
  incomeByCustomer: '/reports/income-by-customer',
  incomeByItem: '/reports/income-by-item',
} as const;

export interface HubEntry {
  route: string;
  title: string;
  description: string;
}

/** Every report, as the hub lists them: what a CA reads first at month end comes first. */
export const HUB_ENTRIES: readonly HubEntry[] = [
  { route: REPORT_ROUTES.sales, title: 'Sales report', description: 'Every invoice and note of the period with what is paid and pending; opens on this month.' },
  { route: REPORT_ROUTES.taxSummary, title: 'Sales tax summary', description: 'Taxable value and CGST, SGST, IGST and cess by rate, and the tax owed under reverse charge.' },
  { route: '/reports/general-ledger', title: 'General ledger', description: 'Each account with its postings and running balance.' },
  { route: '/reports/balance-sheet', title: 'Balance sheet', description: "Assets against liabilities and equity, with the period's profit." },
  { route: '/reports/profit-and-loss', title: 'Profit and loss', description: 'Income against expenses for the period.' },
  { route: '/reports/trial-balance', title: 'Trial balance', description: 'Debit and credit balances of every account.' },
  { route: REPORT_ROUTES.incomeByCustomer, title: 'Income by customer', description: 'What each customer bought, net of notes; filter by state, open a customer.' },
  { route: REPORT_ROUTES.incomeByItem, title: 'Income by item', description: 'Quantity, taxable value and tax of each item sold; open an item.' },
  { route: REPORT_ROUTES.vendorExpenses, title: 'Vendor expenses', description: 'Purchases and expenses by vendor.' },
];

/** Where a document behind a figure opens: its edit screen, the expenses list, or nowhere yet (notes' screens are not built). */
export function reportDocumentHref(kind: string, id: string): string | null {
  if (kind === 'expense') return `#${EXPENSES_ROUTE}`;
  const served = DOCUMENT_ROUTES.find((entry) => entry.kind === kind);
  return served ? documentHref.edit(served.kind, id) : null;
}
