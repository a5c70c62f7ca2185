// Wire schemas of the document-derived reports (spec part 2 §7 "Reports": GET with start and end
// date query parameters; response shapes are not shown by the spec, so these are ours). Money is
// rupee strings ('1234.50', '-' when a credit note makes it negative) computed from paise on the
// server; dates are 'YYYY-MM-DD'. A blank or absent date takes the report's default (the server
// knows today); a date is typed as 'YYYY-MM-DD', the wire timestamp or 'DD-MM-YYYY'.
import { z } from 'zod';
import { LATEST_DOCUMENT_DATE, compareDates } from '../../gst/calendar.js';
import { DOCUMENT_APP_MESSAGES } from '../../documents/document-messages.js';
import { isKnownStateCode } from '../../gst/states.js';
import { parseTypedDate } from '../../input/typed-date.js';
import { DEFAULT_REPORT_START, REPORT_MESSAGES } from '../../reports/report-rules.js';
import { idField } from './common.js';

const reportDate = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (text === '') return '';
    try {
      const date = parseTypedDate(text);
      // From the spec's first day to the last a document may be dated (a day in 10000 was a 500: walk 28 F1).
      if (compareDates(date, DEFAULT_REPORT_START) < 0) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.tooEarly });
      else if (compareDates(date, LATEST_DOCUMENT_DATE) > 0) ctx.addIssue({ code: 'custom', message: DOCUMENT_APP_MESSAGES.dateTooLate });
      else return date;
    } catch {
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.invalidDate });
    }
    return '';
  });

const periodFields = { startdate: reportDate, enddate: reportDate };

/** Start and end date; both blank: the report's default period. */
export const reportPeriodQuery = z.object(periodFields);

/** The sales tax summary; `rate` (basis points) and `section` ask for the documents behind one row. */
export const taxSummaryQuery = z.object({
  ...periodFields,
  rate: z.string().regex(/^\d{1,5}$/, 'Invalid rate').transform(Number).optional(),
  section: z.enum(['outward', 'reverse_charge']).optional(),
});

/**
 * The sales report; `charts=only` answers the charts without the rows (the home page's); `rowsfrom`
 * asks for the page of rows that starts on that day (the answer's `next`).
 */
export const salesReportQuery = z.object({ ...periodFields, charts: z.literal('only').optional(), rowsfrom: reportDate });

/** Vendor expenses; `vendor` (a row's key) asks for the documents behind one row. */
export const vendorExpensesQuery = z.object({ ...periodFields, vendor: z.string().max(300).optional() });

/** Income by customer within one state (`location`: a state code; blank: every state). */
export const incomeByLocationQuery = z.object({
  ...periodFields,
  location: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || isKnownStateCode(value), REPORT_MESSAGES.invalidLocation),
});

/** The individual item modal: `itemid` is the item's row key in income by item. */
export const individualItemQuery = z.object({ ...periodFields, itemid: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value !== '', REPORT_MESSAGES.itemRequired)
    .refine((value) => value.length <= 300, 'At most 300 characters.'),
});

export const reportOrgParams = z.object({ orgId: idField });
/** A customer's client id, or `consumers` for B2C receivers typed on the form without a client record. */
export const CONSUMERS_KEY = 'consumers';
export const individualCustomerParams = z.object({ clientId: z.union([idField, z.literal(CONSUMERS_KEY)]), orgId: idField });

const rupees = z.string();

/** Taxable value (charges included), tax on the document and its total, as a report row carries them. */
const amounts = { taxable: rupees, cgst: rupees, sgst: rupees, igst: rupees, cess: rupees, tax: rupees, total: rupees };
const amountsObject = z.object(amounts);

/** One document behind a figure: what the drill-down lists and opens. Expenses have kind 'expense'. */
export const reportDocument = z.object({
  id: z.string(),
  kind: z.string(),
  kind_label: z.string(),
  number: z.string(),
  date: z.string(),
  party: z.string(),
  gstin: z.string(),
  statecode: z.string(),
  ...amounts,
});
export type ReportDocument = z.infer<typeof reportDocument>;

const period = { status: z.literal(true), startdate: z.string(), enddate: z.string() };

export const taxSummaryResponse = z.object({
  ...period,
  rows: z.array(z.object({ section: z.enum(['outward', 'reverse_charge']), rate_bps: z.number().int(), rate: z.string(), documents: z.number().int(), ...amounts })),
  /** Outward supplies (sales with their notes). */
  totals: amountsObject,
  /** Tax the organisation owes on its inward supplies under reverse charge (GSTR-3B 3.1(d)). */
  reverseChargeTotals: amountsObject,
  documents: z.array(reportDocument).optional(),
});

export const salesReportResponse = z.object({
  ...period,
  rows: z.array(reportDocument.extend({ paid: rupees, pending: rupees })),
  totals: amountsObject.extend({ paid: rupees, pending: rupees }),
  charts: z.object({
    /** Each month of the period: taxable value of sales (with notes) and of purchases and expenses. */
    months: z.array(z.object({ month: z.string(), sales: rupees, purchases: rupees })),
    /** What customers owe on the period's invoices as of its end date, by days past due. */
    receivables: z.array(z.object({ age: z.string(), label: z.string(), documents: z.number().int(), amount: rupees })),
    /**
     * What is owed back to customers as of the end date: invoices credited beyond what was left to
     * pay (a refund due). Sundry debtors nets it against the receivables; the ages hold none of it.
     */
    owedBack: rupees,
  }),
  /**
   * When the rows stop before the end date (a page of whole days, about a thousand sales): the day
   * the next page starts on (ask again with `rowsfrom`); else null. Totals and charts are always the
   * whole period's.
   */
  next: z.string().nullable(),
});

export const vendorExpensesResponse = z.object({
  ...period,
  rows: z.array(z.object({ key: z.string(), vendor: z.string(), gstin: z.string(), purchases: z.number().int(), expenses: z.number().int(), ...amounts })),
  totals: amountsObject,
  documents: z.array(reportDocument).optional(),
});

const customerRow = z.object({ client_id: z.string(), customer: z.string(), gstin: z.string(), statecode: z.string(), state: z.string(), documents: z.number().int(), ...amounts });

export const incomeCustomersResponse = z.object({ ...period, location: z.string().optional(), rows: z.array(customerRow), totals: amountsObject });

export const individualCustomerResponse = z.object({ ...period, customer: customerRow, rows: z.array(reportDocument) });

const itemRow = z.object({ itemid: z.string(), item: z.string(), hsn: z.string(), quantity: z.string(), documents: z.number().int(), ...amounts });

export const incomeItemsResponse = z.object({ ...period, rows: z.array(itemRow), totals: amountsObject });

export const individualItemResponse = z.object({
  ...period,
  item: itemRow,
  rows: z.array(reportDocument.extend({ quantity: z.string(), rate: z.string() })),
});

export type TaxSummaryResponse = z.infer<typeof taxSummaryResponse>;
export type SalesReportResponse = z.infer<typeof salesReportResponse>;
export type VendorExpensesResponse = z.infer<typeof vendorExpensesResponse>;
export type IncomeCustomersResponse = z.infer<typeof incomeCustomersResponse>;
export type IndividualCustomerResponse = z.infer<typeof individualCustomerResponse>;
export type IncomeItemsResponse = z.infer<typeof incomeItemsResponse>;
export type IndividualItemResponse = z.infer<typeof individualItemResponse>;
/** The figure columns every report row carries (rupee strings). */
export type ReportFigures = z.infer<typeof amountsObject>;
