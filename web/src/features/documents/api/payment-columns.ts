// The payments screen (spec part 1 §2): payments received, grouped B2B, B2C, bill of supply,
// reverse charge and purchases, each group a table of the payment and the document it settles.
import { kindFacts, rupeesToPaise } from '@bahi/shared';
import { dateColumn, moneyColumn } from '../../../app/data-table/columns';
import type { Column } from '../../../app/data-table/data-table';
import type { PaymentsList } from './documents-api';

type Group = 'b2b' | 'b2c' | 'billofsupply' | 'reversecharge' | 'purchases';
export type PaymentRow = PaymentsList[Group][number];

/** The groups in the spec's order; kinds not yet in the kind table (bill of supply, purchases) name themselves. */
export const PAYMENT_GROUPS: readonly { key: Group; label: string }[] = [
  { key: 'b2b', label: kindFacts('b2b').pluralLabel },
  { key: 'b2c', label: kindFacts('b2c').pluralLabel },
  { key: 'billofsupply', label: 'Bills of supply' },
  { key: 'reversecharge', label: kindFacts('reverse_charge').pluralLabel },
  { key: 'purchases', label: 'Purchases' },
];

/**
 * The payment, the document it settles and what was left to pay after it. When a document of the
 * group has credit or debit notes, their sum stands before the pending (as in the kinds' lists):
 * without it, total − payments would not add up to the pending on screen.
 */
export function paymentColumns(rows: readonly PaymentRow[]): Column<PaymentRow>[] {
  const withNotes = rows.some((row) => rupeesToPaise(row.notes_adjustment) !== 0);
  return [
    dateColumn('date', 'Date', (row) => row.date),
    { key: 'number', header: 'Number', value: (row) => row.invoice_no },
    dateColumn('dated', 'Dated', (row) => row.invoicedate),
    { key: 'party', header: 'Party', value: (row) => row.companyname },
    moneyColumn('amount', 'Amount', (row) => row.amount),
    { key: 'method', header: 'Paid by', value: (row) => row.accountLabel },
    { key: 'notes', header: 'Notes', value: (row) => row.notes },
    moneyColumn('total', 'Document total', (row) => row.total_amount),
    ...(withNotes ? [moneyColumn<PaymentRow>('adjustment', 'Credit/debit notes', (row) => row.notes_adjustment)] : []),
    moneyColumn('pending', 'Pending after it', (row) => row.pending_amount),
  ];
}
