import type { FeatureScreen } from '../shell/feature-screen';
import { ChartAccountsScreen } from './components/chart-accounts-screen';
import { CHART_OF_ACCOUNTS_ROUTE } from './routes';

export const chartAccountScreens: FeatureScreen[] = [{ root: CHART_OF_ACCOUNTS_ROUTE, render: (_route, org) => <ChartAccountsScreen orgId={org.id} /> }];
