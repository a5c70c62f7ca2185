import { permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { ITEMS_ROUTE, STOCK_LEDGER_ROUTE } from './routes';

const ItemsScreen = lazyComponent(() => import('./components/items-screen'), (module) => module.ItemsScreen);
const StockLedgerScreen = lazyComponent(() => import('./components/stock-ledger-screen'), (module) => module.StockLedgerScreen);

export const itemScreens: FeatureScreen[] = [
  { root: ITEMS_ROUTE, admittedBy: permissionsOfRoute('listItems'), render: (_route, org) => <ItemsScreen orgId={org.id} /> },
  { root: STOCK_LEDGER_ROUTE, admittedBy: permissionsOfRoute('stockLedger'), render: (_route, org) => <StockLedgerScreen orgId={org.id} /> },
];
