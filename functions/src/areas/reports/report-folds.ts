// The reports as folds of entries read on read (report-entries.ts): the documents behind one
// figure (drill-downs, a page of the sales report) and the rows' shapes the folds ahead answer too
// (report-day-folds.ts). Pure functions of paise, checked to the paisa by the hand-worked tests.
import { CONSUMERS_KEY, formatPercent, formatQuantity, isKindInTable, kindFacts, paiseToRupees, stateByCode } from '@bahi/shared';
import { addFigures, ZERO, type Figures, type ReportEntry, type TaxSection } from './report-entries.js';
import { documentWire, figuresWire } from './report-wire.js';

export const total = (figures: readonly Figures[]) => figures.reduce(addFigures, ZERO);
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

/** Paid and pending on a sale (notes are not paid: they change what is owed on their invoice). */
export const paidOf = (entry: ReportEntry) => (entry.payable ? entry.paid : 0);
export const pendingOf = (entry: ReportEntry) => (entry.payable ? entry.figures.total - entry.paid : 0);

/**
 * The sales report's rows: each sale and note of the entries with what is paid and pending, a
 * sale's pending moved by its notes as its list shows (`notes`: noteAdjustmentsOfOrg).
 */
export function salesRows(entries: readonly ReportEntry[], notes: ReadonlyMap<string, number>) {
  return incomeOf(entries).map((entry) => {
    const pending = entry.payable ? pendingOf(entry) + (notes.get(entry.id) ?? 0) : 0;
    return { ...documentWire(entry), paid: paiseToRupees(paidOf(entry)), pending: paiseToRupees(pending) };
  });
}

// --- Vendor expenses ----------------------------------------------------------------------

/** A document the vendor row counts as a purchase: not an expense (counted apart), not a note. */
export const isPurchaseBill = (entry: Pick<ReportEntry, 'kind'>): boolean => isKindInTable(entry.kind) && !kindFacts(entry.kind).note;

/** A vendor row from who names it (its latest document) and what its documents add up to. */
export function vendorRowOf(key: string, named: { party: string; gstin: string }, counts: { purchases: number; expenses: number }, figures: Figures) {
  return { key, vendor: named.party, gstin: named.gstin, ...counts, ...figuresWire(figures) };
}

export function vendorExpenses(entries: readonly ReportEntry[], drillKey?: string) {
  const purchases = purchasesOf(entries);
  const rows = [...groupBy(purchases, (entry) => entry.partyKey)].map(([key, group]) => {
    const counts = { purchases: group.filter(isPurchaseBill).length, expenses: group.filter((entry) => entry.kind === 'expense').length };
    return vendorRowOf(key, group[group.length - 1] as ReportEntry, counts, total(group.map((entry) => entry.figures)));
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

/** A customer row from who names it and what its documents add up to. */
export function customerRowOf(key: string, named: KnownParty | undefined, documents: number, figures: Figures) {
  const consumers = key === CONSUMERS_KEY;
  const statecode = consumers ? '' : (named?.statecode ?? '');
  return {
    client_id: key,
    customer: consumers ? CONSUMERS_LABEL : (named?.party ?? ''),
    gstin: consumers ? '' : (named?.gstin ?? ''),
    statecode,
    state: stateByCode(statecode)?.name ?? '',
    documents,
    ...figuresWire(figures),
  };
}

function customerRow(key: string, group: readonly ReportEntry[], known?: KnownParty) {
  return customerRowOf(key, group[group.length - 1] ?? known, group.length, total(group.map((entry) => entry.figures)));
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

/** An item row from what names it (its latest line) and what its lines add up to. */
export function itemRowOf(itemId: string, named: { itemName: string; hsn: string } | undefined, quantityMilli: number, documents: number, figures: Figures) {
  return { itemid: itemId, item: named?.itemName ?? '', hsn: named?.hsn ?? '', quantity: signedQuantity(quantityMilli), documents, ...figuresWire(figures) };
}

function itemRow(itemId: string, lines: readonly ItemLine[]) {
  const quantity = lines.reduce((sum, line) => sum + line.quantityMilli, 0);
  return itemRowOf(itemId, lines[lines.length - 1], quantity, new Set(lines.map((line) => line.entry.id)).size, total(lines.map((line) => line.figures)));
}

export function incomeOfItem(entries: readonly ReportEntry[], itemId: string) {
  const lines = itemLines(entries).filter((line) => line.itemId === itemId);
  return {
    item: itemRow(itemId, lines),
    rows: lines.map((line) => ({ ...documentWire(line.entry, line.figures), quantity: signedQuantity(line.quantityMilli), rate: formatPercent(line.rateBps) })),
  };
}
