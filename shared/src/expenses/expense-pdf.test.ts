// The expense voucher, read back with pdf.js: its particulars and hand-worked figures.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ExpenseRow } from '../api/schemas/expenses.js';
import { demoTraders } from '../../../tests/support/document-view-fixtures.js';
import { pdfPageLines } from '../../../tests/support/pdf-text.js';
import { expenseVoucherFileName, expenseVoucherPdfBytes } from './expense-pdf.js';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

/** ₹1,250.50 at 12% from a Karnataka supplier to a Maharashtra organisation: IGST 150.06. */
const interState: ExpenseRow = {
  id: 'demo0000traders0_ex20250000000007',
  expenses_num: 'EXPS-20257',
  customer_name: 'Bengaluru Couriers',
  notes: 'Courier charges, June',
  date_created: '2025-06-15',
  payment_method: 'BANK',
  payment_account: 'demo0000traders0_bank000000000001',
  payment_account_name: 'HDFC Bank · 50100234567891',
  expense_account: 'sys_expenses',
  expense_account_name: 'General expenses',
  supplier_gstin: '',
  itc_blocked: 'no',
  payment_through: 'NEFT UTR 1234',
  amount: '1250.50',
  tax_rate: '12',
  statecode: '29',
  supply: 'Inter State',
  cgst_total: '0.00',
  sgst_total: '0.00',
  igst_total: '150.06',
  tax_amount: '150.06',
  totalamount: '1400.56',
  file_url: null,
  created_by: 'u5er0000000dummy',
};

const textOf = async (expense: ExpenseRow) => (await pdfPageLines(await expenseVoucherPdfBytes({ expense, organisation: demoTraders, fonts }))).flat().join('\n');

it('prints an inter-state expense with its IGST, total and particulars', async () => {
  const text = await textOf(interState);
  expect(text.split('\n')[0]).toBe('Expense Voucher');
  for (const part of [
    'Demo Traders',
    'GSTIN: 27AAPFU0939F1ZV',
    'Voucher no. EXPS-20257',
    'Date 15 Jun 2025',
    'Paid to Bengaluru Couriers',
    "Supplier's state 29-Karnataka",
    'Paid by HDFC Bank · 50100234567891',
    'Through NEFT UTR 1234',
    'Courier charges, June 1,250.50 150.06 1,400.56',
    'Total paid: ₹1,400.56',
    'Amount in words: One Thousand Four Hundred Rupees And Fifty Six Paise Only',
  ]) {
    expect(text).toContain(part);
  }
  // The tax column's heading wraps ('IGST' / '12%' / '(₹)').
  expect(text).toMatch(/IGST[\s\S]*12%/);
  expect(text).not.toContain('CGST');
});

it("prints the supplier's GSTIN, the account it is booked to, and a blocked credit", async () => {
  const text = await textOf({ ...interState, supplier_gstin: '29AABCB1234F1Z4', expense_account: 'o1_rent', expense_account_name: 'Courier and postage', itc_blocked: 'yes' });
  for (const part of ["Supplier's GSTIN 29AABCB1234F1Z4", 'Booked to Courier and postage', 'Input tax Blocked credit (Section 17(5)): part of the cost']) expect(text).toContain(part);
});

it('prints CGST and SGST at half the rate each for an intra-state expense', async () => {
  const text = await textOf({ ...interState, statecode: '27', supply: 'Intra State', igst_total: '0.00', cgst_total: '75.03', sgst_total: '75.03' });
  expect(text).toMatch(/CGST.*SGST/);
  expect(text).toMatch(/6%.*6%/);
  expect(text).not.toContain('IGST');
  expect(text).toContain('Courier charges, June 1,250.50 75.03 75.03 1,400.56');
  expect(expenseVoucherFileName(interState)).toBe('Expense-Voucher-EXPS-20257.pdf');
});
