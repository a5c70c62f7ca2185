import { permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { REPORT_ROUTES, REPORTS_ROUTE } from './routes';

const IncomeCustomersScreen = lazyComponent(() => import('./components/income-customers-screen'), (module) => module.IncomeCustomersScreen);
const IncomeItemsScreen = lazyComponent(() => import('./components/income-items-screen'), (module) => module.IncomeItemsScreen);
const ReportComingSoon = lazyComponent(() => import('./components/reports-hub'), (module) => module.ReportComingSoon);
const ReportsHub = lazyComponent(() => import('./components/reports-hub'), (module) => module.ReportsHub);
const SalesReportScreen = lazyComponent(() => import('./components/sales-report-screen'), (module) => module.SalesReportScreen);
const TaxSummaryScreen = lazyComponent(() => import('./components/tax-summary-screen'), (module) => module.TaxSummaryScreen);
const VendorExpensesScreen = lazyComponent(() => import('./components/vendor-expenses-screen'), (module) => module.VendorExpensesScreen);

// The hub's root is the prefix of every report's, so a report of another feature (the books')
// must be registered with its own root: the longest root serves a route (shell/screens.ts).
export const reportScreens: FeatureScreen[] = [
  // A report under the hub that no feature serves yet (the books' reports until they land) says so.
  { root: REPORTS_ROUTE, admittedBy: permissionsOfRoute('salesReport'), render: (route) => (route === REPORTS_ROUTE ? <ReportsHub /> : <ReportComingSoon route={route} />) },
  { root: REPORT_ROUTES.taxSummary, admittedBy: permissionsOfRoute('taxSummary'), render: (_route, org) => <TaxSummaryScreen orgId={org.id} /> },
  { root: REPORT_ROUTES.sales, admittedBy: permissionsOfRoute('salesReport'), render: (_route, org) => <SalesReportScreen orgId={org.id} /> },
  { root: REPORT_ROUTES.vendorExpenses, admittedBy: permissionsOfRoute('vendorExpenses'), render: (_route, org) => <VendorExpensesScreen orgId={org.id} /> },
  { root: REPORT_ROUTES.incomeByCustomer, admittedBy: permissionsOfRoute('incomeByCustomer'), render: (_route, org) => <IncomeCustomersScreen orgId={org.id} /> },
  { root: REPORT_ROUTES.incomeByItem, admittedBy: permissionsOfRoute('incomeByItem'), render: (_route, org) => <IncomeItemsScreen orgId={org.id} /> },
];
