// The expense voucher as PDF: the organisation, the voucher's particulars, the amount with its
// CGST/SGST or IGST, the total in words. Drawn with the document renderer's building blocks
// (documents/pdf: PageFlow, tables, the organisation's lines) and the DejaVu fonts (for ₹).
import { PDFDocument } from 'pdf-lib';
import type { ExpenseRow } from '../api/schemas/expenses.js';
import { amountInWords } from '../gst/amount-in-words.js';
import { formatDisplayDate } from '../gst/calendar.js';
import { rupeesToPaise } from '../gst/money-format.js';
import { embedFonts, type PdfFonts } from '../pdf/fonts.js';
import { drawFittedTable, FILL, lineHeight, PageFlow, type TextStyle } from '../documents/pdf/page-flow.js';
import { amount, inr, organisationLines, stateWithCode, type PdfOrganisation, type PrintableTable } from '../documents/pdf/printable.js';

export interface ExpenseVoucherInput {
  expense: ExpenseRow;
  organisation: PdfOrganisation;
  fonts: PdfFonts;
}

export const EXPENSE_VOUCHER_TITLE = 'Expense Voucher';
const PAD = 5;

/** The voucher's particulars, one label and value a row. */
export function expenseParticulars(expense: ExpenseRow): PrintableTable {
  const rows = [
    ['Voucher no.', expense.expenses_num],
    ['Date', formatDisplayDate(expense.date_created)],
    ['Paid to', expense.customer_name],
    ["Supplier's state", stateWithCode(expense.statecode)],
    ["Supplier's GSTIN", expense.supplier_gstin],
    ['Booked to', expense.expense_account_name],
    ['Input tax', expense.itc_blocked === 'yes' && expense.tax_amount !== '0.00' ? 'Blocked credit (Section 17(5)): part of the cost' : ''],
    ['Paid by', expense.payment_account_name],
    ['Through', expense.payment_through],
    ['Notes', expense.notes],
  ].filter(([, value]) => value !== '');
  return { columns: [{ header: 'Particulars', align: 'start' }, { header: '', align: 'start', flex: true }], rows: rows.map((cells) => ({ cells })) };
}

/** The amount, its tax by head and the total (₹ in the headers, amounts the Indian way). */
export function expenseAmounts(expense: ExpenseRow): PrintableTable {
  const intra = expense.supply === 'Intra State';
  const half = `${Number(expense.tax_rate) / 2}%`;
  const taxColumns = intra
    ? [{ header: `CGST ${half} (₹)`, value: expense.cgst_total }, { header: `SGST ${half} (₹)`, value: expense.sgst_total }]
    : [{ header: `IGST ${expense.tax_rate}% (₹)`, value: expense.igst_total }];
  return {
    columns: [
      { header: 'Description', align: 'start', flex: true },
      { header: 'Amount (₹)', align: 'end' },
      ...taxColumns.map(({ header }) => ({ header, align: 'end' as const })),
      { header: 'Total (₹)', align: 'end' },
    ],
    rows: [
      {
        cells: [
          expense.notes || `Expense paid to ${expense.customer_name}`,
          amount(expense.amount),
          ...taxColumns.map(({ value }) => amount(value)),
          amount(expense.totalamount),
        ],
      },
    ],
  };
}

export function expenseVoucherFileName(expense: Pick<ExpenseRow, 'expenses_num'>): string {
  return `${EXPENSE_VOUCHER_TITLE.replace(' ', '-')}-${expense.expenses_num.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

export async function expenseVoucherPdfBytes({ expense, organisation, fonts }: ExpenseVoucherInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${EXPENSE_VOUCHER_TITLE} ${expense.expenses_num}`);
  doc.setAuthor(organisation.org_name);
  const { regular, bold } = await embedFonts(doc, fonts);
  const body: TextStyle = { font: regular, size: 9 };
  const strong: TextStyle = { font: bold, size: 9 };
  const title: TextStyle = { font: bold, size: 13 };
  const flow = new PageFlow(doc, { regular, bold }, (next) => {
    next.text(`${EXPENSE_VOUCHER_TITLE} ${expense.expenses_num} (continued)`, next.left, next.y, strong);
    next.y -= lineHeight(strong) + PAD;
  });

  const titleHeight = lineHeight(title) + 2 * PAD;
  flow.box(flow.left, flow.y, flow.width, titleHeight, FILL);
  flow.text(EXPENSE_VOUCHER_TITLE, flow.left, flow.y - PAD, title, 'center', flow.width);
  flow.y -= titleHeight + PAD;
  flow.text(organisation.org_name, flow.left, flow.y, { font: bold, size: 12 });
  flow.y -= lineHeight({ font: bold, size: 12 });
  flow.y -= flow.lines(organisationLines(organisation), flow.left, flow.y, body) + PAD;

  for (const table of [expenseParticulars(expense), expenseAmounts(expense)]) {
    drawFittedTable(flow, table, body, strong);
    flow.y -= PAD;
  }
  flow.text(`Total paid: ${inr(expense.totalamount)}`, flow.left, flow.y, { font: bold, size: 10 }, 'end', flow.width);
  flow.y -= lineHeight({ font: bold, size: 10 }) + PAD;
  flow.lines(flow.wrap(`Amount in words: ${amountInWords(rupeesToPaise(expense.totalamount))}`, flow.width, body), flow.left, flow.y, body);
  return doc.save();
}
