// A document's status. Only its lifecycle is stored (draft, sent, cancelled); whether it is paid,
// partly paid or overdue follows from its payments and due date, so it is computed when read and
// can never disagree with them (spec part 1 §4: pending = total − paid).
import { compareDates } from '../gst/calendar.js';

/** What a person can set with the status selector. */
export const SETTABLE_STATUSES = ['draft', 'sent', 'cancelled'] as const;
export type LifecycleStatus = (typeof SETTABLE_STATUSES)[number];

/** Every status a document shows. */
export const DOCUMENT_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'overdue', 'cancelled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export interface StatusFacts {
  readonly lifecycle: LifecycleStatus;
  /** Payments can be recorded against it in this lifecycle (kinds.ts takesPayments). */
  readonly payable: boolean;
  /** Paise. */
  readonly total: number;
  readonly paid: number;
  /** Paise the credit and debit notes against it move on what is owed (debits add, credits take away). */
  readonly notes?: number;
  /** 'YYYY-MM-DD', or '' when the document has none. */
  readonly dueDate: string;
}

/** The status shown for a document on `today` ('YYYY-MM-DD', Indian calendar). */
export function displayStatus(facts: StatusFacts, today: string): DocumentStatus {
  if (!facts.payable) return facts.lifecycle;
  const owed = facts.total + (facts.notes ?? 0);
  // Nothing left to pay: paid when payments settled it, else (credit notes did) neither paid nor overdue.
  if (facts.paid >= owed && facts.total > 0) return facts.paid > 0 ? 'paid' : facts.lifecycle;
  // A draft that takes payments (a purchase) is never overdue: it is not yet confirmed.
  if (facts.lifecycle === 'draft') return facts.paid > 0 ? 'partially_paid' : 'draft';
  if (facts.dueDate !== '' && compareDates(facts.dueDate, today) < 0) return 'overdue';
  return facts.paid > 0 ? 'partially_paid' : 'sent';
}
