// The pure half of DataTable: search, sort and pagination over plain rows, and the text/number
// matrix every export writes. Kept free of React so it is unit-tested in node.
import type { ReactNode } from 'react';

export type CellValue = string | number;

export interface Column<Row> {
  /** Unique within the table; names the sort. */
  key: string;
  header: string;
  /** What search, sort and the exports see. Numbers sort numerically and export as numbers. */
  value: (row: Row) => CellValue;
  /** What the screen shows, when it differs from `value` (a link, a badge, a formatted amount). */
  render?: (row: Row) => ReactNode;
  /** Headers sort on click unless this is false. */
  sortable?: boolean;
  align?: 'start' | 'end';
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Rows where any column's value contains the query, ignoring case; a blank query keeps all. */
export function filterRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], query: string): Row[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [...rows];
  return rows.filter((row) => columns.some((column) => String(column.value(row)).toLocaleLowerCase('en-IN').includes(needle)));
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
  /** A line above the headers (CSV, Excel), when the table has one. */
  title?: string;
  headers: string[];
  align: ('start' | 'end')[];
  rows: CellValue[][];
}

export function exportTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): ExportTable {
  return {
    headers: columns.map((column) => column.header),
    align: columns.map((column) => column.align ?? 'start'),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}
