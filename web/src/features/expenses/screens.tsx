import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { EXPENSES_ROUTE } from './routes';

const ExpensesScreen = lazyComponent(() => import('./components/expenses-screen'), (module) => module.ExpensesScreen);

export const expenseScreens: FeatureScreen[] = [{ root: EXPENSES_ROUTE, render: (_route, org) => <ExpensesScreen orgId={org.id} /> }];
