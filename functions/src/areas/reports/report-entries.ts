// What every document-derived report folds: the period's documents (gsi1 by date, store/
// documents-by-date.ts) and expenses, each turned once into a signed entry of paise. The figures
// are recomputed by the GST engine from the stored lines (integer paise and basis points), never
// read back from rupee strings, so a report and the document it points at cannot disagree.
import {
  CONSUMERS_KEY,
  countsInReports,
  documentTotals,
  financialYearOf,
  kindFacts,
  reportSideOf,
  type DocumentTotals,
  type ReportSide,
  movesGoods,
  takesNoInputTaxCredit,
} from '@bahi/shared';
import type { Ports } from '../../ports/index.js';
import { documentsBetween, type DatedDocument } from '../../store/documents-by-date.js';
import { listExpensesOfYear, type ExpenseRecord } from '../../store/expenses.js';
import type { ReportPeriod } from './report-period.js';

/** Paise, signed (a credit note's are negative). `tax` is what the document charges: under reverse charge none. */
export interface Figures {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  tax: number;
  total: number;
}

export const ZERO: Figures = { taxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, tax: 0, total: 0 };

export function addFigures(a: Figures, b: Figures): Figures {
  return {
    taxable: a.taxable + b.taxable,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
    cess: a.cess + b.cess,
    tax: a.tax + b.tax,
    total: a.total + b.total,
  };
}

/** Tax heads, taxable value and total as one figure set: `total` defaults to taxable plus tax. */
function figuresOf(heads: { taxable: number; cgst: number; sgst: number; igst: number; cess: number }, sign: number, total?: number): Figures {
  const tax = heads.cgst + heads.sgst + heads.igst + heads.cess;
  return {
    taxable: sign * heads.taxable,
    cgst: sign * heads.cgst,
    sgst: sign * heads.sgst,
    igst: sign * heads.igst,
    cess: sign * heads.cess,
    tax: sign * tax,
    total: sign * (total ?? heads.taxable + tax),
  };
}

export type TaxSection = 'outward' | 'reverse_charge';

export interface RateFigures {
  section: TaxSection;
  rateBps: number;
  figures: Figures;
}

export interface LineFigures {
  itemId: string;
  itemName: string;
  hsn: string;
  /** Thousandths, signed like the figures. */
  quantityMilli: number;
  rateBps: number;
  figures: Figures;
}

export interface ReportEntry {
  id: string;
  /** A document kind, or 'expense'. */
  kind: string;
  kindLabel: string;
  number: string;
  date: string;
  /** The date its payment falls due ('' when none: the document date then counts). */
  dueDate: string;
  side: ReportSide;
  /** The row it falls in by party: a client id, CONSUMERS_KEY, or `payee:<name>` for an expense. */
  partyKey: string;
  party: string;
  gstin: string;
  statecode: string;
  figures: Figures;
  /** Paise received or paid against it; `payable`: it takes payments (notes and expenses do not). */
  paid: number;
  payable: boolean;
  rates: RateFigures[];
  lines: LineFigures[];
}

/** The four tax heads of `from` (only those: a rate group also carries its taxable value), or nothing when not charged. */
const heads = (charged: boolean, from: { cgst: number; sgst: number; igst: number; cess: number }) =>
  charged ? { cgst: from.cgst, sgst: from.sgst, igst: from.igst, cess: from.cess } : { cgst: 0, sgst: 0, igst: 0, cess: 0 };

/**
 * How an entry takes a document's tax: 'tax' in the tax heads; 'cost' in the taxable value, as the
 * price paid (a composite purchase's: its supplier's tax is no input tax credit, kinds.ts
 * noInputTaxCredit, and the books and GSTR-3B table 5 take it as cost); 'none' when it charges none.
 */
type TaxTaken = 'tax' | 'cost' | 'none';

function taxTaken(totals: DocumentTotals, side: ReportSide, noInputTaxCredit: boolean): TaxTaken {
  if (totals.taxTreatment !== 'charged') return 'none';
  return side === 'purchase' && noInputTaxCredit ? 'cost' : 'tax';
}

/** A value with its tax as the entry takes it (see TaxTaken). */
const taxedAs = (taken: TaxTaken, value: { taxable: number; cgst: number; sgst: number; igst: number; cess: number }) => ({
  taxable: value.taxable + (taken === 'cost' ? value.cgst + value.sgst + value.igst + value.cess : 0),
  ...heads(taken === 'tax', value),
});

/**
 * The rows of the tax summary a document adds to: its rate groups (taxed charges in the group of
 * their rate, untaxed charges at 0%). A sale counts in 'outward' (its tax only when charged: a
 * supply under reverse charge leaves it to the buyer); a purchase only when the organisation owes
 * the tax under reverse charge.
 */
function ratesOf(totals: DocumentTotals, side: ReportSide, sign: number): RateFigures[] {
  const section: TaxSection | null = side === 'income' ? 'outward' : totals.taxTreatment === 'reverse_charge' ? 'reverse_charge' : null;
  if (!section) return [];
  const charged = section === 'reverse_charge' || totals.taxTreatment === 'charged';
  const rates = totals.byRate.map((group) => ({
    section,
    rateBps: group.gstRateBps,
    figures: figuresOf({ taxable: group.taxable + group.chargesTaxable, ...heads(charged, group) }, sign),
  }));
  const untaxedCharges = totals.chargesTotal - totals.byRate.reduce((sum, group) => sum + group.chargesTaxable, 0);
  if (untaxedCharges > 0) rates.push({ section, rateBps: 0, figures: figuresOf({ taxable: untaxedCharges, cgst: 0, sgst: 0, igst: 0, cess: 0 }, sign) });
  return rates;
}

export function documentEntry(doc: DatedDocument): ReportEntry | null {
  const where = reportSideOf(doc.kind);
  if (!where || !countsInReports(doc.lifecycle)) return null;
  const { side, sign } = where;
  const totals = documentTotals(doc);
  const facts = kindFacts(doc.kind);
  const taken = taxTaken(totals, side, takesNoInputTaxCredit(doc));
  const consumer = side === 'income' && doc.clientId === '';
  return {
    id: doc.id,
    kind: doc.kind,
    kindLabel: facts.label,
    number: doc.number,
    date: doc.date,
    dueDate: doc.dueDate,
    side,
    partyKey: consumer ? CONSUMERS_KEY : doc.clientId,
    party: doc.partyName,
    gstin: doc.partyGstin,
    statecode: doc.party.stateCode,
    figures: figuresOf(taxedAs(taken, { taxable: totals.taxable + totals.chargesTotal, cgst: totals.cgstTotal, sgst: totals.sgstTotal, igst: totals.igstTotal, cess: totals.cessTotal }), sign, totals.grandTotal),
    paid: doc.paid,
    payable: facts.payable,
    rates: ratesOf(totals, side, sign),
    lines: totals.lines.map((line, index) => {
      const stored = doc.lines[index];
      return {
        itemId: stored?.itemId ?? '',
        itemName: stored?.itemName ?? '',
        hsn: stored?.hsnSac ?? '',
        quantityMilli: movesGoods(doc.details?.note) ? sign * line.quantityMilli : 0,
        rateBps: line.gstRateBps,
        figures: figuresOf(taxedAs(taken, line), sign),
      };
    }),
  };
}

/** An expense is a purchase from its payee (no client record: the payee's name is the row). */
function expenseEntry(expense: ExpenseRecord): ReportEntry {
  return {
    id: expense.id,
    kind: 'expense',
    kindLabel: 'Expense',
    number: expense.number,
    date: expense.date,
    dueDate: '',
    side: 'purchase',
    partyKey: `payee:${expense.payee.trim().toLowerCase().replace(/\s+/g, ' ')}`,
    party: expense.payee,
    gstin: expense.supplierGstin ?? '',
    statecode: expense.supplierStateCode,
    figures: figuresOf({ taxable: expense.amount, cgst: expense.cgst, sgst: expense.sgst, igst: expense.igst, cess: 0 }, 1, expense.total),
    paid: expense.total,
    payable: false,
    rates: [],
    lines: [],
  };
}

/** The financial years (start years) a period touches. */
function yearsOf(period: ReportPeriod): number[] {
  const first = financialYearOf(period.start).startYear;
  const last = financialYearOf(period.end).startYear;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

async function expensesBetween(ports: Ports, orgId: string, period: ReportPeriod): Promise<ExpenseRecord[]> {
  const years = await Promise.all(yearsOf(period).map((year) => listExpensesOfYear(ports.table, orgId, year)));
  return years.flat().filter((expense) => expense.date >= period.start && expense.date <= period.end);
}

const inReportOrder = (entries: ReportEntry[]) => entries.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));

/** The period's expenses as entries, by date. */
export async function expenseEntriesOf(ports: Ports, orgId: string, period: ReportPeriod): Promise<ReportEntry[]> {
  return inReportOrder((await expensesBetween(ports, orgId, period)).map(expenseEntry));
}

/** The period's entries, by date. Expenses are read only when the report wants purchases. */
export async function entriesOf(ports: Ports, orgId: string, period: ReportPeriod, withExpenses: boolean): Promise<ReportEntry[]> {
  const [documents, expenses] = await Promise.all([
    documentsBetween(ports.table, orgId, period.start, period.end),
    withExpenses ? expensesBetween(ports, orgId, period) : Promise.resolve([]),
  ]);
  const entries = documents.flatMap((doc) => documentEntry(doc) ?? []);
  entries.push(...expenses.map(expenseEntry));
  return inReportOrder(entries);
}
