import type { FeatureScreen } from '../shell/feature-screen';
import { ItemsScreen } from './components/items-screen';
import { StockLedgerScreen } from './components/stock-ledger-screen';
import { ITEMS_ROUTE, STOCK_LEDGER_ROUTE } from './routes';

export const itemScreens: FeatureScreen[] = [
  { root: ITEMS_ROUTE, render: (_route, org) => <ItemsScreen orgId={org.id} /> },
  { root: STOCK_LEDGER_ROUTE, render: (_route, org) => <StockLedgerScreen orgId={org.id} /> },
];
