// The working page's side navigation (spec part 1 §2, part 2 §2). Each entry is a hash route
// (`#/invoices/b2b`) so the back button and deep links work. `ready` turns true as each
// feature lands; until then its screen says it is coming.
export interface NavEntry {
  route: string;
  label: string;
  ready: boolean;
}
export interface NavSection {
  title: string;
  entries: NavEntry[];
}

const soon = (route: string, label: string): NavEntry => ({ route, label, ready: false });

export const HOME_ROUTE = '/home';

export const NAVIGATION: NavSection[] = [
  { title: 'Overview', entries: [{ route: HOME_ROUTE, label: 'Home', ready: true }] },
  {
    title: 'Sales',
    entries: [
      { route: '/clients', label: 'Clients', ready: true },
      soon('/invoices/b2b', 'B2B invoices'),
      soon('/invoices/b2c', 'B2C invoices'),
      soon('/invoices/reverse-charge', 'Reverse charge'),
      soon('/quotations', 'Quotations'),
      soon('/proforma', 'Proforma invoices'),
      soon('/delivery-challans', 'Delivery challans'),
      soon('/bill-of-supply', 'Bill of supply'),
      soon('/payments', 'Payments'),
    ],
  },
  {
    title: 'Notes and vouchers',
    entries: [
      soon('/credit-notes', 'Credit notes'),
      soon('/debit-notes', 'Debit notes'),
      soon('/refund-vouchers', 'Refund vouchers'),
      soon('/receipt-vouchers', 'Receipt vouchers'),
      soon('/payment-vouchers', 'Payment vouchers'),
    ],
  },
  {
    title: 'Purchases',
    entries: [
      soon('/purchases', 'Purchases'),
      soon('/composite-purchases', 'Composite purchases'),
      soon('/expenses', 'Expenses'),
    ],
  },
  {
    title: 'Catalogue',
    entries: [soon('/items', 'Items'), soon('/stock-ledger', 'Stock ledger')],
  },
  {
    title: 'Books',
    entries: [
      soon('/chart-of-accounts', 'Chart of accounts'),
      soon('/journal', 'Journal'),
      soon('/starting-balances', 'Starting balances'),
      soon('/reports', 'Reports'),
    ],
  },
  {
    title: 'GST and messages',
    entries: [soon('/gst-returns', 'GST returns'), soon('/sms', 'Client SMS'), soon('/notifications', 'Notifications')],
  },
  { title: 'Organisation', entries: [soon('/settings', 'Settings')] },
];

export function findNavEntry(route: string): NavEntry | undefined {
  return NAVIGATION.flatMap((section) => section.entries).find((entry) => entry.route === route);
}
