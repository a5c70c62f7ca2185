// What the document-derived reports count (spec part 2 §2 "Reports hub", §7 "Reports"), shared by
// the server that folds documents and the web that labels them.
//
// - Income: the kinds on the sales side of the books (books/postings.ts booksSideOf: B2B, B2C,
//   bill of supply) count as they are; a credit note lowers income and a debit note raises it
//   (Section 34 CGST Act). Quotations, proformas and challans are no supply and count nowhere.
// - Purchases: the kinds on the purchase side (purchases, composite purchases and the
//   reverse-charge self-invoice), as the books post them, so a report and the ledger agree; a
//   supplier's credit note (vendor credit) lowers them.
// - Vouchers count nowhere: an advance is not yet a supply (its invoice is).
// - A cancelled document counts nowhere; every other counts, a draft too (spec part 1: only a
//   cancelled document "leaves the totals"). A draft sale holds its number, so the returns report it
//   and the books post it; the reports and what customers owe count it likewise, or they would
//   disagree with GSTR-3B and Sundry debtors (walk 25 H1). The pre-filing check asks the user to
//   mark such a draft sent, or cancel it if it was never issued.
import { booksSideOf } from '../books/postings.js';
import { daysInMonth } from '../gst/calendar.js';
import { kindFacts, type KindInTable } from '../documents/kinds.js';
import type { LifecycleStatus } from '../documents/statuses.js';

export type ReportSide = 'income' | 'purchase';

export interface ReportSideOfKind {
  readonly side: ReportSide;
  /** +1, or −1 for a credit note (its figures are subtracted). */
  readonly sign: 1 | -1;
}

/** Where a kind's documents count in the reports, or null when nowhere. */
export function reportSideOf(kind: KindInTable): ReportSideOfKind | null {
  const facts = kindFacts(kind);
  // A note corrects the side of its original: a supplier's credit note (vendor credit) lowers purchases.
  if (facts.note) return { side: facts.partyRole === 'supplier' ? 'purchase' : 'income', sign: facts.note === 'credit' ? -1 : 1 };
  const books = booksSideOf(facts);
  if (books === 'sale') return { side: 'income', sign: 1 };
  if (books === 'purchase') return { side: 'purchase', sign: 1 };
  return null;
}

/** Whether a document in this lifecycle counts (see above). */
export const countsInReports = (lifecycle: LifecycleStatus): boolean => lifecycle !== 'cancelled';

/** The spec's default report start (part 2 §9: "Default report start 1 April 2017"). */
export const DEFAULT_REPORT_START = '2017-04-01';

export const REPORT_MESSAGES = {
  startAfterEnd: 'The start date must be on or before the end date.',
  invalidDate: 'Please enter a valid date (DD-MM-YYYY).',
  tooEarly: 'Reports start on 1 April 2017.',
  invalidLocation: 'Please choose a valid state.',
  itemRequired: 'Please choose an item.',
} as const;

/** The period a report covers when the caller names none (part 2 §9: the sales report opens on the current month). */
export function defaultReportPeriod(opensOn: 'all' | 'month', today: string): { start: string; end: string } {
  if (opensOn === 'month') {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const last = daysInMonth(year, month);
    return { start: `${today.slice(0, 7)}-01`, end: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
  }
  return { start: DEFAULT_REPORT_START, end: today };
}

/** Receivables by age as of a date (days past the due date, or the document date when it has none). */
export const RECEIVABLE_AGES = [
  { key: 'not_due', label: 'Not yet due', upTo: 0 },
  { key: 'd1_30', label: '1–30 days', upTo: 30 },
  { key: 'd31_60', label: '31–60 days', upTo: 60 },
  { key: 'd61_90', label: '61–90 days', upTo: 90 },
  { key: 'over_90', label: 'Over 90 days', upTo: Number.POSITIVE_INFINITY },
] as const;

export type ReceivableAge = (typeof RECEIVABLE_AGES)[number]['key'];

export function receivableAgeOf(daysPastDue: number): ReceivableAge {
  return RECEIVABLE_AGES.find((age) => daysPastDue <= age.upTo)?.key ?? 'over_90';
}
