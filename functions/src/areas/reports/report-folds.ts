// The reports as folds of the period's entries (report-entries.ts): pure functions of paise, so
// the hand-worked tests can check them to the paisa and a year of entries folds in one pass each.
import {
  CONSUMERS_KEY,
  formatPercent,
  formatQuantity,
  paiseToRupees,
  RECEIVABLE_AGES,
  receivableAgeOf,
  stateByCode,
  type ReceivableAge,
} from '@bahi/shared';
import { addFigures, ZERO, type Figures, type ReportEntry, type TaxSection } from './report-entries.js';
import type { ReportPeriod } from './report-period.js';
import { documentWire, figuresWire } from './report-wire.js';

const total = (figures: readonly Figures[]) => figures.reduce(addFigures, ZERO);
const incomeOf = (entries: readonly ReportEntry[]) => entries.filter((entry) => entry.side === 'income');
const purchasesOf = (entries: readonly ReportEntry[]) => entries.filter((entry) => entry.side === 'purchase');

/** Groups by a key, keeping first-seen order. */
function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

// --- Sales tax summary --------------------------------------------------------------------

export function taxSummary(entries: readonly ReportEntry[], drill?: { section: TaxSection; rateBps: number }) {
  const rated = entries.flatMap((entry) => entry.rates.map((rate) => ({ entry, ...rate })));
  const groups = groupBy(rated, (row) => `${row.section}#${row.rateBps}`);
  const rows = [...groups.values()]
    .map((group) => {
      const first = group[0] as (typeof group)[number];
      return {
        section: first.section,
        rate_bps: first.rateBps,
        rate: formatPercent(first.rateBps),
        documents: new Set(group.map((row) => row.entry.id)).size,
        ...figuresWire(total(group.map((row) => row.figures))),
      };
    })
    .sort((a, b) => a.section.localeCompare(b.section) || a.rate_bps - b.rate_bps);
  const sectionTotal = (section: TaxSection) => figuresWire(total(rated.filter((row) => row.section === section).map((row) => row.figures)));
  const behind = drill && rated.filter((row) => row.section === drill.section && row.rateBps === drill.rateBps).map((row) => documentWire(row.entry, row.figures));
  return { rows, totals: sectionTotal('outward'), reverseChargeTotals: sectionTotal('reverse_charge'), ...(behind ? { documents: behind } : {}) };
}

// --- Sales report ---------------------------------------------------------------------------

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Each calendar month of the period ('2026-11'). */
function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  let [year, month] = period.start.split('-').map(Number) as [number, number];
  const last = period.end.slice(0, 7);
  for (let key = period.start.slice(0, 7); key <= last; key = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

function salesCharts(entries: readonly ReportEntry[], period: ReportPeriod) {
  const byMonth = groupBy(entries, (entry) => entry.date.slice(0, 7));
  const months = monthsOf(period).map((month) => {
    const inMonth = byMonth.get(month) ?? [];
    const taxable = (side: readonly ReportEntry[]) => side.reduce((sum, entry) => sum + entry.figures.taxable, 0);
    return { month, sales: paiseToRupees(taxable(incomeOf(inMonth))), purchases: paiseToRupees(taxable(purchasesOf(inMonth))) };
  });
  const owed = incomeOf(entries)
    .filter((entry) => pendingOf(entry) > 0)
    .map((entry) => ({ age: receivableAgeOf(daysBetween(entry.dueDate || entry.date, period.end)), pending: pendingOf(entry) }));
  const byAge = groupBy(owed, (row) => row.age);
  const receivables = RECEIVABLE_AGES.map(({ key, label }: { key: ReceivableAge; label: string }) => {
    const rows = byAge.get(key) ?? [];
    return { age: key, label, documents: rows.length, amount: paiseToRupees(rows.reduce((sum, row) => sum + row.pending, 0)) };
  });
  return { months, receivables };
}

/** Paid and pending on a sale (notes are not paid: they change what is owed on their invoice). */
const paidOf = (entry: ReportEntry) => (entry.payable ? entry.paid : 0);
const pendingOf = (entry: ReportEntry) => (entry.payable ? entry.figures.total - entry.paid : 0);

export function salesReport(entries: readonly ReportEntry[], period: ReportPeriod, chartsOnly: boolean) {
  const sales = incomeOf(entries);
  const rows = chartsOnly ? [] : sales.map((entry) => ({ ...documentWire(entry), paid: paiseToRupees(paidOf(entry)), pending: paiseToRupees(pendingOf(entry)) }));
  const totals = {
    ...figuresWire(total(sales.map((entry) => entry.figures))),
    paid: paiseToRupees(sales.reduce((sum, entry) => sum + paidOf(entry), 0)),
    pending: paiseToRupees(sales.reduce((sum, entry) => sum + pendingOf(entry), 0)),
  };
  return { rows, totals, charts: salesCharts(entries, period) };
}

// --- Vendor expenses ----------------------------------------------------------------------

export function vendorExpenses(entries: readonly ReportEntry[], drillKey?: string) {
  const purchases = purchasesOf(entries);
  const rows = [...groupBy(purchases, (entry) => entry.partyKey)].map(([key, group]) => {
    const latest = group[group.length - 1] as ReportEntry;
    return {
      key,
      vendor: latest.party,
      gstin: latest.gstin,
      purchases: group.filter((entry) => entry.kind !== 'expense').length,
      expenses: group.filter((entry) => entry.kind === 'expense').length,
      ...figuresWire(total(group.map((entry) => entry.figures))),
    };
  });
  rows.sort((a, b) => a.vendor.localeCompare(b.vendor));
  const behind = drillKey === undefined ? undefined : purchases.filter((entry) => entry.partyKey === drillKey).map((entry) => documentWire(entry));
  return { rows, totals: figuresWire(total(purchases.map((entry) => entry.figures))), ...(behind ? { documents: behind } : {}) };
}

// --- Income by customer -------------------------------------------------------------------

/** What B2C receivers typed on the form without a client record are listed as, together. */
export const CONSUMERS_LABEL = 'Consumers (B2C, no client record)';

/** Who a customer row names, when the period has none of their documents to name them. */
export interface KnownParty {
  party: string;
  gstin: string;
  statecode: string;
}

function customerRow(key: string, group: readonly ReportEntry[], known?: KnownParty) {
  const named: KnownParty | undefined = group[group.length - 1] ?? known;
  const consumers = key === CONSUMERS_KEY;
  const statecode = consumers ? '' : (named?.statecode ?? '');
  return {
    client_id: key,
    customer: consumers ? CONSUMERS_LABEL : (named?.party ?? ''),
    gstin: consumers ? '' : (named?.gstin ?? ''),
    statecode,
    state: stateByCode(statecode)?.name ?? '',
    documents: group.length,
    ...figuresWire(total(group.map((entry) => entry.figures))),
  };
}

/** Income by customer; `location` keeps the documents supplied to one state (their place of supply). */
export function incomeByCustomer(entries: readonly ReportEntry[], location = '') {
  const income = incomeOf(entries).filter((entry) => location === '' || entry.statecode === location);
  const rows = [...groupBy(income, (entry) => entry.partyKey)].map(([key, group]) => customerRow(key, group));
  rows.sort((a, b) => a.customer.localeCompare(b.customer));
  return { rows, totals: figuresWire(total(income.map((entry) => entry.figures))) };
}

/** One customer's documents; `known` names them when the period holds none. */
export function incomeOfCustomer(entries: readonly ReportEntry[], clientId: string, known?: KnownParty) {
  const theirs = incomeOf(entries).filter((entry) => entry.partyKey === clientId);
  return { customer: customerRow(clientId, theirs, known), rows: theirs.map((entry) => documentWire(entry)) };
}

// --- Income by item -----------------------------------------------------------------------

/** A quantity that a credit note may take below zero: '-2'. */
const signedQuantity = (milli: number) => (milli < 0 ? `-${formatQuantity(-milli)}` : formatQuantity(milli));

function itemLines(entries: readonly ReportEntry[]) {
  return incomeOf(entries).flatMap((entry) => entry.lines.map((line) => ({ entry, ...line })));
}

type ItemLine = ReturnType<typeof itemLines>[number];

function itemRow(itemId: string, lines: readonly ItemLine[]) {
  const latest = lines[lines.length - 1];
  return {
    itemid: itemId,
    item: latest?.itemName ?? '',
    hsn: latest?.hsn ?? '',
    quantity: signedQuantity(lines.reduce((sum, line) => sum + line.quantityMilli, 0)),
    documents: new Set(lines.map((line) => line.entry.id)).size,
    ...figuresWire(total(lines.map((line) => line.figures))),
  };
}

/** Income by item, from the lines (charges and round-off belong to no item, so they are not here). */
export function incomeByItem(entries: readonly ReportEntry[]) {
  const lines = itemLines(entries);
  const rows = [...groupBy(lines, (line) => line.itemId)].map(([itemId, group]) => itemRow(itemId, group));
  rows.sort((a, b) => a.item.localeCompare(b.item));
  return { rows, totals: figuresWire(total(lines.map((line) => line.figures))) };
}

export function incomeOfItem(entries: readonly ReportEntry[], itemId: string) {
  const lines = itemLines(entries).filter((line) => line.itemId === itemId);
  return {
    item: itemRow(itemId, lines),
    rows: lines.map((line) => ({ ...documentWire(line.entry, line.figures), quantity: signedQuantity(line.quantityMilli), rate: formatPercent(line.rateBps) })),
  };
}
