// The columns of a kind's list (issue 9 §1): number, date, client (its GSTIN in the exports), total, and for kinds that take
// payments what is paid and what is pending, then the status and Inter/Intra State. When a row has
// credit or debit notes against it, their sum stands between paid and pending (pending = total +
// notes − paid): without it a credited invoice's figures would not add up on screen. Only then:
// most lists have none, and the list is wide enough already. A kind that converts (a quotation, a
// proforma, a delivery challan) says what each row was converted into.
import { STATUS_LABELS, formatInr, paiseToRupees, partyNounOf, rupeesToPaise, type DocumentKindFacts, type DocumentListRow } from '@bahi/shared';
import { dateColumn, moneyColumn } from '../../../app/data-table/columns';
import type { Column } from '../../../app/data-table/data-table';
import { convertedNumbers } from './conversions';

export function documentColumns(facts: Pick<DocumentKindFacts, 'payable' | 'party' | 'partyRole' | 'convertsTo' | 'voucher' | 'reverseCharge'>, rows: readonly DocumentListRow[]): Column<DocumentListRow>[] {
  const withNotes = rows.some((row) => rupeesToPaise(row.notes_adjustment) !== 0);
  const payments: Column<DocumentListRow>[] = facts.payable
    ? [
        moneyColumn('paid', 'Paid', (row) => row.paid),
        ...(withNotes ? [moneyColumn<DocumentListRow>('notes', 'Credit/debit notes', (row) => row.notes_adjustment)] : []),
        pendingColumn(facts),
      ]
    : [];
  return [
    { key: 'number', header: 'Number', value: (row) => row.invoice_no },
    dateColumn('date', 'Date', (row) => row.invoicedate),
    // A consumer who buys is a customer; one who supplies (a composition dealer's bill) a supplier.
    { key: 'client', header: facts.party === 'consumer' && facts.partyRole !== 'supplier' ? 'Customer' : partyNounOf(facts), value: (row) => row.companyname },
    // The party's GSTIN, which an accountant matches a list against (GSTR-1, GSTR-2B): in the
    // exports and the search, not on a screen that is wide enough already.
    ...(facts.party === 'consumer' ? [] : [{ key: 'gstin', header: 'GSTIN', value: (row: DocumentListRow) => row.gstin, onScreen: false }]),
    // The exports are a tax register (taxable value and each head before the total); the screen keeps to the total.
    ...TAX_COLUMNS,
    totalColumn,
    // A cancelled document's total, apart from the register's Total (zero: it supplies nothing).
    ...(rows.some((row) => row.cancelled_total !== undefined) ? [exportOnly(moneyColumn<DocumentListRow>('cancelled', 'Cancelled total', (row) => row.cancelled_total ?? '0.00'))] : []),
    ...payments,
    // An advance received: what no refund or invoice has taken of it yet (the unadjusted advances).
    ...(facts.voucher === 'advance' ? [moneyColumn<DocumentListRow>('left', 'Advance left', (row) => row.advance_left ?? '0.00')] : []),
    { key: 'status', header: 'Status', value: (row) => (isTotals(row) ? '' : STATUS_LABELS[row.status]) },
    ...(facts.convertsTo.length > 0 ? [{ key: 'converted', header: 'Converted to', value: (row: DocumentListRow) => convertedNumbers(row.converted_to) }] : []),
    { key: 'supply', header: 'Supply', value: (row) => (isTotals(row) ? '' : row.supply) },
    // Where a document may or may not be under reverse charge, the register says which (GSTR-3B 3.1(d), 2B).
    ...(facts.reverseCharge === 'optional' ? [{ key: 'reverse', header: 'Reverse charge', value: (row: DocumentListRow) => (isTotals(row) ? '' : row.reverse_charge === 'yes' ? 'Yes' : 'No'), onScreen: false }] : []),
  ];
}

const exportOnly = (column: Column<DocumentListRow>): Column<DocumentListRow> => ({ ...column, onScreen: false });

/** The totals row has no id: its columns other than money are blank. */
const isTotals = (row: DocumentListRow) => row.id === '';

/**
 * The register's totals (walk 39 L16: the exports had none): each money column summed over the
 * rows as searched, a cancelled one's at the register's zero (its cancelled total apart); the rest blank.
 */
export function documentListTotals(rows: readonly DocumentListRow[]): DocumentListRow {
  const sum = (figure: (row: DocumentListRow) => string | undefined) => paiseToRupees(rows.reduce((total, row) => total + rupeesToPaise(figure(row) ?? '0.00'), 0));
  const cancelled = rows.some((row) => row.cancelled_total !== undefined);
  const advances = rows.some((row) => row.advance_left !== undefined);
  return {
    id: '',
    kind: '',
    invoice_no: 'Total',
    invoicedate: '',
    due_date: '',
    client_id: '',
    companyname: '',
    gstin: '',
    final_total: sum((row) => row.final_total),
    taxable_value: sum((row) => row.taxable_value),
    cgst_tax_total: sum((row) => row.cgst_tax_total),
    sgst_tax_total: sum((row) => row.sgst_tax_total),
    igst_tax_total: sum((row) => row.igst_tax_total),
    cess_tax_total: sum((row) => row.cess_tax_total),
    untaxed_charges: sum((row) => row.untaxed_charges),
    round_off: sum((row) => row.round_off),
    paid: sum((row) => row.paid),
    notes_adjustment: sum((row) => row.notes_adjustment),
    pending: sum((row) => row.pending),
    status: 'sent',
    supply: 'Intra State',
    igst: 'no',
    reverse_charge: 'no',
    version: 0,
    converted_to: [],
    ...(advances ? { advance_left: sum((row) => row.advance_left) } : {}),
    ...(cancelled ? { cancelled_total: sum((row) => row.cancelled_total) } : {}),
  };
}

/** The total; on screen, a cancelled document's says what it was (walk 25 L3: a bare ₹0.00 read as an empty invoice). */
const totalColumn: Column<DocumentListRow> = {
  ...moneyColumn<DocumentListRow>('total', 'Total', (row) => row.final_total),
  render: (row) => (row.cancelled_total === undefined ? formatInr(rupeesToPaise(row.final_total)) : `${formatInr(0)} (${formatInr(rupeesToPaise(row.cancelled_total))} cancelled)`),
};
const TAX_COLUMNS: Column<DocumentListRow>[] = [
  exportOnly(moneyColumn('taxable', 'Taxable value', (row) => row.taxable_value)),
  exportOnly(moneyColumn('cgst', 'CGST', (row) => row.cgst_tax_total)),
  exportOnly(moneyColumn('sgst', 'SGST', (row) => row.sgst_tax_total)),
  exportOnly(moneyColumn('igst', 'IGST', (row) => row.igst_tax_total)),
  exportOnly(moneyColumn('cess', 'Cess', (row) => row.cess_tax_total)),
  exportOnly(moneyColumn('untaxed', 'Untaxed charges', (row) => row.untaxed_charges)),
  exportOnly(moneyColumn('roundoff', 'Round off', (row) => row.round_off)),
];

/**
 * Pending, and on screen what a negative one means: credit notes raised after payment leave the
 * organisation owing its customer a refund, or its supplier owing it one (exports keep the figure).
 */
function pendingColumn(facts: Pick<DocumentKindFacts, 'partyRole'>): Column<DocumentListRow> {
  const column = moneyColumn<DocumentListRow>('pending', 'Pending', (row) => row.pending);
  const owed = facts.partyRole === 'supplier' ? 'refund due from the supplier' : 'refund due to the customer';
  return {
    ...column,
    render: (row) => {
      const paise = rupeesToPaise(row.pending);
      return paise < 0 ? `${formatInr(paise)} (${owed})` : formatInr(paise);
    },
  };
}
