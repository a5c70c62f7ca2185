import type { FeatureScreen } from '../shell/feature-screen';
import { ExpensesScreen } from './components/expenses-screen';
import { EXPENSES_ROUTE } from './routes';

export const expenseScreens: FeatureScreen[] = [{ root: EXPENSES_ROUTE, render: (_route, org) => <ExpensesScreen orgId={org.id} /> }];
