// What one document adds to the document reports, folded ahead per day (store/report-days.ts): its
// report entry (report-entries.ts, the same GST engine figures the reports showed when they folded
// on read) turned into sums per report group. Names of the sums (`#` separates their parts; the
// figure or count is the last part):
//   T  S#<figure>, S#paid, S#n              sales (income side): figures, paid, rows (what is still
//                                           owed is in the owed fold, which counts notes too)
//      P#taxable                            purchases' taxable value (the sales report's chart)
//      R#<section>#<rate bps>#<figure|n>    the tax summary's rows; n counts documents
//   C  C#<state>#<party key>#<figure|n>     income by customer and place of supply
//   I  I#<item id>#<figure|q|n>             income by item; q: quantity in thousandths
//   V  V#<party key>#<figure|n|bills>       purchases by vendor; bills: its purchases, not its notes
//                                           (expenses are read with the report)
// and in C, I and V, `L#<key>#<label JSON>`: how many of the day's documents name the key so, from
// which a report names a row after its latest document (report-day-folds.ts).
// What customers still owe is a fold of its own (store/report-days.ts, OWED_FOLD), on the first day
// of the month it falls due rather than on the document's date, so that ageing reads a few items a
// year however old the invoices are. A sale counts there with its notes: what it leaves owed after
// payments, credit notes and debit notes, as its list shows (report-counting.ts):
//   O  A#<due date>#<issued date>#amt, A#<due date>#<issued date>#n   what is owed, aged
//      N#<issued date>#amt   what is owed back: credit notes beyond what was left to pay (negative)
import { reportSideOf } from '@bahi/shared';
import type { ReportContribution, ReportGroup } from '../../store/report-days.js';
import type { StoredDocument } from '../../store/documents.js';
import { documentEntry, type Figures, type ReportEntry } from './report-entries.js';
import { isPurchaseBill, paidOf, pendingOf } from './report-folds.js';

export const FIGURES = ['taxable', 'cgst', 'sgst', 'igst', 'cess', 'tax', 'total'] as const satisfies readonly (keyof Figures)[];

type Sums = Record<string, number>;

function add(sums: Sums, name: string, amount: number): void {
  sums[name] = (sums[name] ?? 0) + amount;
}

function addFigures(sums: Sums, prefix: string, figures: Figures): void {
  for (const field of FIGURES) add(sums, `${prefix}#${field}`, figures[field]);
}

/** Counts one document once under each name, however many of its rows or lines fall there. */
function countOnce(sums: Sums, names: Iterable<string>): void {
  for (const name of new Set(names)) add(sums, name, 1);
}

export const labelName = (key: string, label: readonly string[]) => `L#${key}#${JSON.stringify(label)}`;

/** A key and what names its row: [party, GSTIN, state] of a customer, [name, HSN] of an item, [party, GSTIN] of a vendor. */
export type Labelled = [key: string, label: string[]];

/** The rows an entry names, in the order the reports read it (a row is named after its latest). */
export const customerLabels = (entry: ReportEntry, location = ''): Labelled[] =>
  entry.side === 'income' && (location === '' || entry.statecode === location) ? [[entry.partyKey, [entry.party, entry.gstin, entry.statecode]]] : [];
export const itemLabels = (entry: ReportEntry): Labelled[] => (entry.side === 'income' ? entry.lines.map((line) => [line.itemId, [line.itemName, line.hsn]]) : []);
/** Expenses are read with the report, so only documents are labelled ahead. */
export const vendorLabels = (entry: ReportEntry): Labelled[] => (entry.side === 'purchase' && entry.kind !== 'expense' ? [[entry.partyKey, [entry.party, entry.gstin]]] : []);

const labelNames = (labelled: readonly Labelled[]) => labelled.map(([key, label]) => labelName(key, label));

function totalsOf(entry: ReportEntry): Sums {
  const sums: Sums = {};
  if (entry.side === 'income') {
    addFigures(sums, 'S', entry.figures);
    add(sums, 'S#paid', paidOf(entry));
    add(sums, 'S#n', 1);
  } else {
    add(sums, 'P#taxable', entry.figures.taxable);
  }
  for (const rate of entry.rates) addFigures(sums, `R#${rate.section}#${rate.rateBps}`, rate.figures);
  countOnce(sums, entry.rates.map((rate) => `R#${rate.section}#${rate.rateBps}#n`));
  return sums;
}

function customersOf(entry: ReportEntry): Sums {
  const sums: Sums = {};
  const prefix = `C#${entry.statecode}#${entry.partyKey}`;
  addFigures(sums, prefix, entry.figures);
  add(sums, `${prefix}#n`, 1);
  countOnce(sums, labelNames(customerLabels(entry)));
  return sums;
}

function itemsOf(entry: ReportEntry): Sums {
  const sums: Sums = {};
  for (const line of entry.lines) {
    addFigures(sums, `I#${line.itemId}`, line.figures);
    add(sums, `I#${line.itemId}#q`, line.quantityMilli);
  }
  countOnce(sums, entry.lines.map((line) => `I#${line.itemId}#n`));
  countOnce(sums, labelNames(itemLabels(entry)));
  return sums;
}

function vendorsOf(entry: ReportEntry): Sums {
  const sums: Sums = {};
  addFigures(sums, `V#${entry.partyKey}`, entry.figures);
  // `n` counts every document (the row stays while any does); `bills` the purchases among them:
  // a supplier's credit note lowers the vendor's figures but is not one of its purchases.
  add(sums, `V#${entry.partyKey}#n`, 1);
  add(sums, `V#${entry.partyKey}#bills`, isPurchaseBill(entry) ? 1 : 0);
  countOnce(sums, labelNames(vendorLabels(entry)));
  return sums;
}

/** Sums of zero are left out: an absent sum reads as zero, and a busy day's item stays small. */
const withoutZeros = (sums: Sums): Sums => Object.fromEntries(Object.entries(sums).filter(([, amount]) => amount !== 0));

export function contributionOf(entry: ReportEntry): ReportContribution {
  const groups: Partial<Record<ReportGroup, Sums>> =
    entry.side === 'income' ? { T: totalsOf(entry), C: customersOf(entry), I: itemsOf(entry) } : { T: totalsOf(entry), V: vendorsOf(entry) };
  for (const [group, sums] of Object.entries(groups)) groups[group as ReportGroup] = withoutZeros(sums);
  return { date: entry.date, groups };
}

/** What a document version adds to the reports; null when it counts nowhere (its kind, cancelled, deleted). */
export function documentContribution(doc: StoredDocument): ReportContribution | null {
  if (doc.deleted) return null;
  const entry = documentEntry(doc);
  return entry ? contributionOf(entry) : null;
}

/**
 * What a sale still owed adds to the owed fold: on the first of its due month; null when nothing is
 * owed. `notesNet`: the paise its credit notes take off, less what its debit notes add. A sale
 * credited beyond what was left to pay is owed back (a refund due to the customer): counted apart,
 * on its issue month, so that the sales report's pending adds up as its rows do, and never aged.
 */
export function owedContributionOf(entry: ReportEntry, notesNet = 0): ReportContribution | null {
  const pending = entry.side === 'income' && entry.payable ? pendingOf(entry) - notesNet : 0;
  if (pending < 0) return { date: `${entry.date.slice(0, 7)}-01`, groups: { O: { [`N#${entry.date}#amt`]: pending } } };
  if (pending === 0) return null;
  const due = entry.dueDate || entry.date;
  return { date: `${due.slice(0, 7)}-01`, groups: { O: { [`A#${due}#${entry.date}#amt`]: pending, [`A#${due}#${entry.date}#n`]: 1 } } };
}

export function documentOwedContribution(doc: StoredDocument, notesNet: number): ReportContribution | null {
  if (doc.deleted) return null;
  const entry = documentEntry(doc);
  return entry ? owedContributionOf(entry, notesNet) : null;
}

/**
 * Whether saving `doc` over `previous` changes what the reports or the owed fold count (derived
 * work is then owed). Asked on every save: each version's entry is worked out once. Notes are left
 * out of what is owed here: a note's own save owes the work of counting its sale again.
 */
export function reportWorkOwed(doc: StoredDocument, previous: StoredDocument | null): boolean {
  if (!reportSideOf(doc.kind)) return false;
  const counted = (version: StoredDocument | null) => {
    const entry = version && !version.deleted ? documentEntry(version) : null;
    return JSON.stringify(entry ? [contributionOf(entry), owedContributionOf(entry)] : null);
  };
  return counted(doc) !== counted(previous);
}
