import { permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { EXPENSES_ROUTE } from './routes';

const ExpensesScreen = lazyComponent(() => import('./components/expenses-screen'), (module) => module.ExpensesScreen);

export const expenseScreens: FeatureScreen[] = [{ root: EXPENSES_ROUTE, admittedBy: permissionsOfRoute('listExpenses'), render: (_route, org) => <ExpensesScreen orgId={org.id} /> }];
