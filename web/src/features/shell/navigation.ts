// The working page's side navigation (spec part 1 §2, part 2 §2). Each entry is a hash route
// (`#/invoices/b2b`) so the back button and deep links work. An entry whose feature has not
// landed yet (no screen in screens.ts serves it) says it is coming. A member sees only the entries
// of screens they may open (side-nav.tsx, trimmedNavigation).
export interface NavEntry {
  route: string;
  label: string;
}
export interface NavSection {
  title: string;
  entries: NavEntry[];
}

const entry = (route: string, label: string): NavEntry => ({ route, label });

export const HOME_ROUTE = '/home';

export const NAVIGATION: NavSection[] = [
  { title: 'Overview', entries: [entry(HOME_ROUTE, 'Home')] },
  {
    title: 'Sales',
    entries: [
      entry('/clients', 'Clients'),
      entry('/invoices/b2b', 'B2B invoices'),
      entry('/invoices/b2c', 'B2C invoices'),
      entry('/invoices/reverse-charge', 'Reverse charge'),
      entry('/quotations', 'Quotations'),
      entry('/proforma', 'Proforma invoices'),
      entry('/delivery-challans', 'Delivery challans'),
      entry('/bill-of-supply', 'Bill of supply'),
      entry('/payments', 'Payments'),
    ],
  },
  {
    title: 'Notes and vouchers',
    entries: [
      entry('/credit-notes', 'Credit notes'),
      entry('/debit-notes', 'Debit notes'),
      entry('/refund-vouchers', 'Refund vouchers'),
      entry('/receipt-vouchers', 'Receipt vouchers'),
      entry('/payment-vouchers', 'Payment vouchers'),
    ],
  },
  {
    title: 'Purchases',
    entries: [
      entry('/purchases', 'Purchases'),
      entry('/composite-purchases', 'Composite purchases'),
      entry('/vendor-credits', 'Vendor credit notes'),
      entry('/expenses', 'Expenses'),
    ],
  },
  {
    title: 'Catalogue',
    entries: [entry('/items', 'Items'), entry('/stock-ledger', 'Stock ledger')],
  },
  {
    title: 'Books',
    entries: [
      entry('/chart-of-accounts', 'Chart of accounts'),
      entry('/journal', 'Journal'),
      entry('/starting-balances', 'Starting balances'),
      entry('/reports', 'Reports'),
    ],
  },
  {
    title: 'GST and messages',
    entries: [entry('/gst-returns', 'GST returns'), entry('/sms', 'Client SMS'), entry('/notifications', 'Notifications')],
  },
  { title: 'Organisation', entries: [entry('/settings', 'Settings')] },
];

/** The entry a route belongs to: its own, or the one it sits under ('/clients/new' → Clients). */
export function findNavEntry(route: string): NavEntry | undefined {
  return NAVIGATION.flatMap((section) => section.entries).find(
    (candidate) => route === candidate.route || route.startsWith(`${candidate.route}/`),
  );
}

/** The navigation without the entries `mayOpen` refuses, and without the sections left empty. */
export function trimmedNavigation(mayOpen: (route: string) => boolean): NavSection[] {
  return NAVIGATION.map((section) => ({ ...section, entries: section.entries.filter((candidate) => candidate.route === HOME_ROUTE || mayOpen(candidate.route)) })).filter(
    (section) => section.entries.length > 0,
  );
}
