import { permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { CHART_OF_ACCOUNTS_ROUTE } from './routes';

const ChartAccountsScreen = lazyComponent(() => import('./components/chart-accounts-screen'), (module) => module.ChartAccountsScreen);

export const chartAccountScreens: FeatureScreen[] = [{ root: CHART_OF_ACCOUNTS_ROUTE, admittedBy: permissionsOfRoute('listChartAccounts'), render: (_route, org) => <ChartAccountsScreen orgId={org.id} /> }];
