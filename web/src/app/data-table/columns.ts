// Column kinds several lists share: rupee amounts, stock quantities and dates, each sorting and
// exporting by its plain value and showing the Indian way.
import { formatDisplayDate, rupeesToPaise } from '@bahi/shared';
import type { Column } from './table-model';

/** A rupee column from a wire amount ('1234.50'): paise for sorting, ₹1,234.50 on screen and in exports. */
export function moneyColumn<Row>(key: string, header: string, rupees: (row: Row) => string): Column<Row> {
  return { key, header, value: (row) => rupeesToPaise(rupees(row)), money: true, align: 'end' };
}

/** A stock quantity from the wire ('12.5', '-3'): a number for sorting and exports, shown as written. */
export function quantityColumn<Row>(key: string, header: string, quantity: (row: Row) => string): Column<Row> {
  return { key, header, value: (row) => Number(quantity(row)), render: quantity, align: 'end' };
}

/** A date column from 'YYYY-MM-DD': sorts and exports as written, shows as the app's screen date. */
export function dateColumn<Row>(key: string, header: string, date: (row: Row) => string): Column<Row> {
  // A totals row has no date.
  return { key, header, value: date, date: true, render: (row) => (date(row) === '' ? '' : formatDisplayDate(date(row))) };
}
