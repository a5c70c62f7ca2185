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
  { root: JOURNAL_ROUTE, render: (route, org) => <JournalScreen orgId={org.id} editId={journalOfRoute(route)} /> },
  { root: STARTING_BALANCES_ROUTE, render: (_route, org) => <StartingBalancesScreen orgId={org.id} /> },
  { root: LEDGER_REPORT_ROUTES.generalLedger, render: (_route, org) => <GeneralLedgerScreen orgId={org.id} /> },
  { root: LEDGER_REPORT_ROUTES.balanceSheet, render: (_route, org) => <BalanceSheetScreen orgId={org.id} /> },
  { root: LEDGER_REPORT_ROUTES.profitAndLoss, render: (_route, org) => <ProfitAndLossScreen orgId={org.id} /> },
  { root: LEDGER_REPORT_ROUTES.trialBalance, render: (_route, org) => <TrialBalanceScreen orgId={org.id} /> },
];
