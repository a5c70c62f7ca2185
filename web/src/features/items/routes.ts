// Hash routes of the catalogue screens (spec part 2 §2 Items, Other screens: stock ledger). The
// item, variation, stock and upload modals open over the list without routes of their own.
export const ITEMS_ROUTE = '/items';
export const STOCK_LEDGER_ROUTE = '/stock-ledger';
