// Wire schemas of expenses (spec part 2 §3 Expense, §5 "Journal and expenses", §7 Expenses).
// Field names are the spec's (customer_name, date_created, payment_method, payment_account,
// payment_through, amount, file_url, expenses_num, ...); `tax_rate` and `statecode` (the
// supplier's state) are ours, the spec names the rate without a wire name. Rupees and percents
// exist only here: the parsed body holds paise and basis points, and the server computes every
// tax figure with the GST engine (expenses/expense-tax.ts); totals a client sends are not read.
import { z } from 'zod';
import { isAllowedGstRateOn } from '../../gst/dated-rules.js';
import { isKnownStateCode } from '../../gst/states.js';
import { percentToBasisPoints } from '../../catalogue/percent.js';
import { DOCUMENT_APP_MESSAGES } from '../../documents/document-messages.js';
import { EXPENSE_APP_MESSAGES } from '../../expenses/expense-messages.js';
import { parseTypedAmount } from '../../input/typed-amount.js';
import { idField, optionalGstinField, optionalText } from './common.js';
import { documentDateField, financialYearQuery, PAYMENT_METHODS } from './documents.js';
import { orgBankAccount, orgDetails } from './settings.js';

/** The largest expense: ₹99,99,99,999.99 keeps every figure far inside safe integers. */
export const MAX_EXPENSE_PAISE = 99_999_999_999;

/** Where an expense's evidence lives: `orgs/<orgId>/evidence/<record id>.<ext>` (the upload answers it). */
export const EVIDENCE_KEY_PATTERN = /^orgs\/([a-z0-9]{16})\/evidence\/[a-z0-9]{16}_[a-z0-9]{16}\.(?:doc|docx|pdf|jpg|png)$/;

const loose = z.union([z.string(), z.number(), z.null()]).optional();
const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

export const expenseSaveRequest = z
  .object({
    orgId: idField,
    customer_name: loose.transform(textOf),
    notes: optionalText,
    date_created: documentDateField(true),
    payment_method: z.enum(PAYMENT_METHODS).optional().default('CASH'),
    /** The organisation's bank account id when the method is BANK; ignored for cash. */
    payment_account: loose.transform(textOf),
    /** How it was paid: a cheque number, a UPI or NEFT reference. */
    payment_through: optionalText,
    amount: loose.transform(textOf),
    tax_rate: loose.transform(textOf),
    /** The supplier's state code; blank: the organisation's own state. */
    statecode: loose.transform(textOf),
    /** The evidence's key, as the upload answered it; blank: none. */
    file_url: loose.transform(textOf),
    /** The chart account (of type expense) the expense is booked to; blank: General expenses. Ours. */
    expense_account: loose.transform(textOf),
    /** The supplier's GSTIN, as on its tax invoice (GSTR-2B matches the credit by it); blank: none. Ours. */
    supplier_gstin: optionalGstinField(EXPENSE_APP_MESSAGES.supplierGstinInvalid),
    /** 'yes': its GST is blocked credit (Section 17(5)): part of the cost, reversed in GSTR-3B 4(B)(1). Ours. */
    itc_blocked: z.enum(['yes', 'no']).optional().default('no'),
  })
  .transform((wire, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (wire.customer_name === '') issue('customer_name', EXPENSE_APP_MESSAGES.payeeRequired);
    if (wire.customer_name.length > 200) issue('customer_name', 'At most 200 characters.');
    let amountPaise = 0;
    if (wire.amount === '') issue('amount', EXPENSE_APP_MESSAGES.amountRequired);
    else {
      try {
        amountPaise = parseTypedAmount(wire.amount, { maxPaise: MAX_EXPENSE_PAISE });
        if (amountPaise === 0) issue('amount', EXPENSE_APP_MESSAGES.amountRequired);
      } catch (error) {
        issue('amount', (error as Error).message);
      }
    }
    let taxRateBps = 0;
    try {
      taxRateBps = wire.tax_rate === '' ? 0 : percentToBasisPoints(wire.tax_rate);
      if (wire.date_created !== '' && !isAllowedGstRateOn(taxRateBps, wire.date_created)) issue('tax_rate', EXPENSE_APP_MESSAGES.taxRateInvalid);
    } catch {
      issue('tax_rate', EXPENSE_APP_MESSAGES.taxRateInvalid);
    }
    const statecode = wire.statecode === '' ? '' : wire.statecode.padStart(2, '0');
    if (statecode !== '' && !isKnownStateCode(statecode)) issue('statecode', EXPENSE_APP_MESSAGES.supplierStateRequired);
    const account = wire.payment_method === 'BANK' ? wire.payment_account : '';
    if (wire.payment_method === 'BANK' && account === '') issue('payment_account', DOCUMENT_APP_MESSAGES.paymentAccountRequired);
    if (wire.file_url !== '' && !EVIDENCE_KEY_PATTERN.test(wire.file_url)) issue('file_url', EXPENSE_APP_MESSAGES.evidenceNotFound);
    return {
      payee: wire.customer_name,
      notes: wire.notes,
      date: wire.date_created,
      method: wire.payment_method,
      account,
      through: wire.payment_through,
      amountPaise,
      taxRateBps,
      supplierStateCode: statecode,
      evidenceKey: wire.file_url,
      expenseAccountId: wire.expense_account,
      supplierGstin: wire.supplier_gstin,
      itcBlocked: wire.itc_blocked === 'yes',
    };
  });
export type ExpenseSaveRequest = z.input<typeof expenseSaveRequest>;
export type ExpenseDraft = z.output<typeof expenseSaveRequest>;

const rupees = z.string();

export const expenseSavedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  id: idField,
  expenses_num: z.string(),
  totalamount: rupees,
});

/** One expense as the list shows it: every figure in rupees, the evidence as a signed link. */
export const expenseRow = z.object({
  id: idField,
  expenses_num: z.string(),
  customer_name: z.string(),
  notes: z.string(),
  date_created: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** The bank account's id ('' for cash) and how it shows ('HDFC Bank · 50100012345678'). */
  payment_account: z.string(),
  payment_account_name: z.string(),
  payment_through: z.string(),
  /** The chart account it is booked to, and its name. */
  expense_account: z.string(),
  expense_account_name: z.string(),
  supplier_gstin: z.string(),
  itc_blocked: z.enum(['yes', 'no']),
  amount: rupees,
  /** Percent, as the form sends it ('18'). */
  tax_rate: z.string(),
  statecode: z.string(),
  /** 'Inter State' (IGST) or 'Intra State' (CGST and SGST). */
  supply: z.enum(['Inter State', 'Intra State']),
  cgst_total: rupees,
  sgst_total: rupees,
  igst_total: rupees,
  tax_amount: rupees,
  totalamount: rupees,
  /** A link that opens the evidence for a while (signed); null when there is none. */
  file_url: z.string().nullable(),
  created_by: z.string(),
});
export type ExpenseRow = z.infer<typeof expenseRow>;

export const expenseListQuery = financialYearQuery;
export const expenseOrgParams = z.object({ orgId: idField });
export const expenseIdParams = z.object({ id: idField });

export const expenseListResponse = z.object({
  status: z.literal(true),
  expenses: z.array(expenseRow),
  /** Financial years with expenses, and always the current one ('2026-2027'), newest first. */
  yearSelection: z.array(z.string()),
  year: z.string(),
  /** The organisation as an expense voucher prints it. */
  seller: orgDetails.pick({ org_name: true, gstin: true, statecode: true, addresses: true, banks: true }),
});
export type ExpenseListResponse = z.infer<typeof expenseListResponse>;

/** What the record-expense form needs. */
export const expenseFormResponse = z.object({
  status: z.literal(true),
  /** The number the next expense of today's financial year takes ('EXPS-20261'). */
  next_expenses_num: z.string(),
  /** The organisation's state: the place of supply, and the supplier's state the form starts with. */
  org_statecode: z.string(),
  banks: z.array(orgBankAccount),
  /** The chart's expense accounts an expense can be booked to, General expenses first (the default). */
  expense_accounts: z.array(z.object({ id: z.string(), name: z.string() })),
  today: z.string(),
});
export type ExpenseFormResponse = z.infer<typeof expenseFormResponse>;
