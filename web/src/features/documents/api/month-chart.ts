// The list's monthly chart as bars: the twelve months of the financial year (April to March) the
// list response carries (getChartsForInvoces), each month's total split into what is paid and what
// is pending for kinds that take payments. Pure, so it is unit-tested in node.
import { formatInr, rupeesToPaise, type DocumentListResponse } from '@bahi/shared';

type ChartRow = DocumentListResponse['getChartsForInvoces'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface MonthBar {
  /** '2024-04' */
  month: string;
  /** 'Apr' */
  short: string;
  count: number;
  /** Paise. */
  total: number;
  paid: number;
  pending: number;
  /** Share of the tallest month's total, 0..1 (0 for every month when nothing was issued). */
  height: number;
  /** Share of this bar that is paid, 0..1. */
  paidShare: number;
  /** What a screen reader hears for the bar. */
  description: string;
}

export function monthBars(rows: readonly ChartRow[], payable: boolean): MonthBar[] {
  const totals = rows.map((row) => rupeesToPaise(row.total));
  const tallest = Math.max(0, ...totals);
  return rows.map((row, index) => {
    const total = totals[index] as number;
    const paid = rupeesToPaise(row.paid);
    const pending = rupeesToPaise(row.pending);
    const [year, month] = row.month.split('-').map(Number) as [number, number];
    const short = MONTHS[month - 1] ?? row.month;
    const documents = `${row.count} ${row.count === 1 ? 'document' : 'documents'}`;
    const amounts = payable ? `, ${formatInr(total)} (paid ${formatInr(paid)}, pending ${formatInr(pending)})` : `, ${formatInr(total)}`;
    return {
      month: row.month,
      short,
      count: row.count,
      total,
      paid,
      pending,
      height: tallest === 0 ? 0 : total / tallest,
      paidShare: payable && total > 0 ? Math.min(1, paid / total) : 0,
      description: `${short} ${year}: ${documents}${amounts}`,
    };
  });
}
