import type { FeatureScreen } from '../shell/feature-screen';
import { IncomeCustomersScreen } from './components/income-customers-screen';
import { IncomeItemsScreen } from './components/income-items-screen';
import { ReportComingSoon, ReportsHub } from './components/reports-hub';
import { SalesReportScreen } from './components/sales-report-screen';
import { TaxSummaryScreen } from './components/tax-summary-screen';
import { VendorExpensesScreen } from './components/vendor-expenses-screen';
import { REPORT_ROUTES, REPORTS_ROUTE } from './routes';

// The hub's root is the prefix of every report's, so a report of another feature (the books')
// must be registered with its own root: the longest root serves a route (shell/screens.ts).
export const reportScreens: FeatureScreen[] = [
  // A report under the hub that no feature serves yet (the books' reports until they land) says so.
  { root: REPORTS_ROUTE, render: (route) => (route === REPORTS_ROUTE ? <ReportsHub /> : <ReportComingSoon route={route} />) },
  { root: REPORT_ROUTES.taxSummary, render: (_route, org) => <TaxSummaryScreen orgId={org.id} /> },
  { root: REPORT_ROUTES.sales, render: (_route, org) => <SalesReportScreen orgId={org.id} /> },
  { root: REPORT_ROUTES.vendorExpenses, render: (_route, org) => <VendorExpensesScreen orgId={org.id} /> },
  { root: REPORT_ROUTES.incomeByCustomer, render: (_route, org) => <IncomeCustomersScreen orgId={org.id} /> },
  { root: REPORT_ROUTES.incomeByItem, render: (_route, org) => <IncomeItemsScreen orgId={org.id} /> },
];
