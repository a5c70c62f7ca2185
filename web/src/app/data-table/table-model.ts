// The pure half of DataTable: search, sort and pagination over plain rows, and the table every
// export writes, with the title block that says whose it is. Kept free of React so it is
// unit-tested in node.
import { formatDisplayDate, formatInr, paiseToRupees } from '@bahi/shared';
import type { ReactNode } from 'react';

export type CellValue = string | number;

export interface Column<Row> {
  /** Unique within the table; names the sort. */
  key: string;
  header: string;
  /** What search, sort and the exports see. Numbers sort numerically and export as numbers. */
  value: (row: Row) => CellValue;
  /**
   * The value is an amount in integer paise: the screen, search and PDF show it as ₹ with Indian
   * grouping and two decimals (₹1,23,456.00); CSV writes the plain rupees (123456.00) and Excel a
   * number in rupees in the ₹ format, so spreadsheets can total them.
   */
  money?: true;
  /** The value is a date, 'YYYY-MM-DD': the screen and PDF show it as a reader does (20 Nov 2024, 20-Nov-2024); CSV and Excel keep it as it is, so it sorts. */
  date?: true;
  /** What the screen shows, when it differs from `value` and the money format (a link, a badge). */
  render?: (row: Row) => ReactNode;
  /** Headers sort on click unless this is false. */
  sortable?: boolean;
  /** Exports leave the column out when this is false (a row's selection checkbox). */
  exported?: boolean;
  /** The screen leaves the column out when this is false: it is for the exports (and search) only. */
  onScreen?: boolean;
  align?: 'start' | 'end';
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** An amount as an export cell: PDF prints it as on screen, CSV as plain rupees, Excel as a formatted number. */
export interface MoneyCell {
  paise: number;
}
/** A date as an export cell: PDF prints it as on screen, CSV and Excel as 'YYYY-MM-DD'. */
export interface DateCell {
  date: string;
}
export type ExportCell = CellValue | MoneyCell | DateCell;

/** A cell as the exports' plain value: rupees of an amount, a date as it is. */
export function plainValue(cell: ExportCell): CellValue {
  if (typeof cell !== 'object') return cell;
  return 'paise' in cell ? paiseToRupees(cell.paise) : cell.date;
}

/**
 * A cell as text: amounts as the screen shows them, dates as it does but joined by hyphens
 * (20-Nov-2024, as Tally prints them: one word, which a narrow PDF column never splits), the plain
 * value otherwise.
 */
export function cellText(cell: ExportCell): string {
  if (typeof cell !== 'object') return String(cell);
  return 'paise' in cell ? formatInr(cell.paise) : formatDisplayDate(cell.date).replaceAll(' ', '-');
}

/** The cell a column gives for a row. */
export function columnCell<Row>(column: Column<Row>, row: Row): ExportCell {
  const value = column.value(row);
  if (column.money && typeof value === 'number') return { paise: value };
  return column.date && typeof value === 'string' && value !== '' ? { date: value } : value;
}

/** What a search looks through: amounts and dates as shown (₹55,000.00, 20 Nov 2024) and as typed (55000.00, 2024-11-20). */
function searchText<Row>(column: Column<Row>, row: Row): string {
  const cell = columnCell(column, row);
  if (typeof cell !== 'object') return String(cell);
  return 'paise' in cell ? `${formatInr(cell.paise)} ${paiseToRupees(cell.paise)}` : `${formatDisplayDate(cell.date)} ${cell.date}`;
}

/** Rows where any column's value contains the query, ignoring case; a blank query keeps all. */
export function filterRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], query: string): Row[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [...rows];
  return rows.filter((row) => columns.some((column) => searchText(column, row).toLocaleLowerCase('en-IN').includes(needle)));
}

// `numeric` puts "Item 2" before "Item 10"; base sensitivity treats "delhi" and "Delhi" alike.
const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Mixed columns (a number beside a blank): numbers first, then text.
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/** A sorted copy. Array.prototype.sort is stable, so equal values keep their incoming order. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: SortState | null): Row[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.key);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(column.value(a), column.value(b)));
}

/** Clicking a header: a new column sorts ascending, the same column flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export const PAGE_SIZES = [10, 25, 50] as const;

export interface Page<Row> {
  rows: Row[];
  /** 1-based, clamped into range (a search can shrink the page count under the reader). */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last row shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): Page<Row> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return { rows: shown, page: current, pageCount, from: shown.length ? start + 1 : 0, to: start + shown.length, total };
}

/** "Showing 1–10 of 23" (an en dash, as in print). */
export function showingText({ from, to, total }: Pick<Page<unknown>, 'from' | 'to' | 'total'>): string {
  return total === 0 ? 'Showing 0 of 0' : `Showing ${from}–${to} of ${total}`;
}

/** What CSV, Excel and PDF write: the headers and each row's values, in column order. */
export interface ExportTable {
  headers: string[];
  align: ('start' | 'end')[];
  rows: ExportCell[][];
}

export function exportTable<Row>(allColumns: readonly Column<Row>[], rows: readonly Row[]): ExportTable {
  const columns = allColumns.filter((column) => column.exported !== false);
  return {
    headers: columns.map((column) => column.header),
    align: columns.map((column) => column.align ?? 'start'),
    rows: rows.map((row) => columns.map((column) => columnCell(column, row))),
  };
}

/** Whose list it is and what: heads every export, so a printed page or a file stands on its own. */
export interface ExportHeading {
  organisation: { name: string; gstin: string } | null;
  report: string;
  /** The dates the list covers, as shown on screen ('April 1, 2025 to March 31, 2026'), if it has any. */
  period?: string;
  /** The day a statement stands at, as shown on screen (a balance sheet's). */
  asAt?: string;
}

/** The heading as label and value pairs, in the order every export prints them. */
export function headingLines({ organisation, report, period, asAt }: ExportHeading): [string, string][] {
  const lines: [string, string][] = [];
  if (organisation) lines.push(['Organisation', organisation.name], ['GSTIN', organisation.gstin]);
  lines.push(['Report', report]);
  if (period) lines.push(['Period', period]);
  if (asAt) lines.push(['As at', asAt]);
  return lines;
}
