// The stock ledger's columns (spec part 2 §2 Other screens): per item, opening stock, stock in,
// stock out and closing stock over the chosen dates, and the closing stock valued at its weighted
// average cost (as the balance sheet values it: functions/src/services/stock-valuation.ts). Quantities and amounts sort and export as numbers.
import type { StockLedgerRow } from '@bahi/shared';
import { moneyColumn, quantityColumn } from '../../../app/data-table/columns';
import type { Column } from '../../../app/data-table/data-table';

const quantity = (key: 'opening' | 'in' | 'out' | 'closing', header: string) => quantityColumn<StockLedgerRow>(key, header, (row) => row[key]);

export const STOCK_LEDGER_COLUMNS: Column<StockLedgerRow>[] = [
  { key: 'item', header: 'Item', value: (row) => row.short_name },
  { key: 'unit', header: 'Unit', value: (row) => row.metric },
  quantity('opening', 'Opening'),
  quantity('in', 'In'),
  quantity('out', 'Out'),
  quantity('closing', 'Closing'),
  moneyColumn('rate', 'Average cost', (row) => row.rate),
  moneyColumn('value', 'Closing value', (row) => row.value),
];
