import { permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { JOURNAL_ROUTE, journalOfRoute, LEDGER_REPORT_ROUTES, STARTING_BALANCES_ROUTE } from './routes';

const JournalScreen = lazyComponent(() => import('./components/journal-screen'), (module) => module.JournalScreen);
const BalanceSheetScreen = lazyComponent(() => import('./components/ledger-report-screens'), (module) => module.BalanceSheetScreen);
const GeneralLedgerScreen = lazyComponent(() => import('./components/ledger-report-screens'), (module) => module.GeneralLedgerScreen);
const ProfitAndLossScreen = lazyComponent(() => import('./components/ledger-report-screens'), (module) => module.ProfitAndLossScreen);
const TrialBalanceScreen = lazyComponent(() => import('./components/ledger-report-screens'), (module) => module.TrialBalanceScreen);
const StartingBalancesScreen = lazyComponent(() => import('./components/starting-balances-screen'), (module) => module.StartingBalancesScreen);

/** Listed before the reports hub's screens: the hub's root (/reports) would otherwise serve these routes below it. */
export const booksScreens: FeatureScreen[] = [
  { root: JOURNAL_ROUTE, admittedBy: permissionsOfRoute('listJournals'), render: (route, org) => <JournalScreen orgId={org.id} editId={journalOfRoute(route)} /> },
  { root: STARTING_BALANCES_ROUTE, admittedBy: permissionsOfRoute('getStartingBalance'), render: (_route, org) => <StartingBalancesScreen orgId={org.id} /> },
  { root: LEDGER_REPORT_ROUTES.generalLedger, admittedBy: permissionsOfRoute('generalLedger'), render: (_route, org) => <GeneralLedgerScreen orgId={org.id} /> },
  { root: LEDGER_REPORT_ROUTES.balanceSheet, admittedBy: permissionsOfRoute('balanceSheet'), render: (_route, org) => <BalanceSheetScreen orgId={org.id} /> },
  { root: LEDGER_REPORT_ROUTES.profitAndLoss, admittedBy: permissionsOfRoute('profitAndLoss'), render: (_route, org) => <ProfitAndLossScreen orgId={org.id} /> },
  { root: LEDGER_REPORT_ROUTES.trialBalance, admittedBy: permissionsOfRoute('trialBalance'), render: (_route, org) => <TrialBalanceScreen orgId={org.id} /> },
];
