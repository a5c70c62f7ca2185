// The document reports from the day sums folded ahead (report-contribution.ts names them): pure
// functions of paise that answer what report-folds.ts answers from the documents themselves, so a
// year is at most 365 items of the report's group. A row is named after its latest document: the
// labels of the last day its key appears; when that day names it two ways (a client renamed that
// day) the caller reads that day's documents to tell which came last (namesOnDays).
import { formatPercent, paiseToRupees, RECEIVABLE_AGES, receivableAgeOf, type ReceivableAge } from '@bahi/shared';
import type { ReportDay } from '../../store/report-days.js';
import { FIGURES, type Labelled } from './report-contribution.js';
import { addFigures, type Figures, type ReportEntry, type TaxSection } from './report-entries.js';
import { customerRowOf, itemRowOf, total, vendorRowOf } from './report-folds.js';
import type { ReportPeriod } from './report-period.js';
import { figuresWire } from './report-wire.js';

interface Keyed {
  fields: Record<string, number>;
  /** The first day a document of the key counts (rows of equal names keep that order). */
  first: string;
}

/** Sums named `<prefix>#<key>#<field>` added up per key over the days (the key may hold `#`). */
function sumsByKey(days: readonly ReportDay[], prefix: string): Map<string, Keyed> {
  const keyed = new Map<string, Keyed>();
  const start = `${prefix}#`;
  for (const day of days) {
    // for…in rather than Object.entries: a busy day holds a thousand sums, and a year of pairs
    // arrays cost several times the loop itself.
    for (const name in day.sums) {
      if (!name.startsWith(start)) continue;
      const amount = day.sums[name] as number;
      const last = name.lastIndexOf('#');
      const key = name.slice(prefix.length + 1, last);
      const field = name.slice(last + 1);
      let sums = keyed.get(key);
      if (!sums) keyed.set(key, (sums = { fields: {}, first: '' }));
      sums.fields[field] = (sums.fields[field] ?? 0) + amount;
      if (field === 'n' && amount > 0 && sums.first === '') sums.first = day.date;
    }
  }
  return keyed;
}

const figuresOf = (fields: Record<string, number>): Figures => Object.fromEntries(FIGURES.map((field) => [field, fields[field] ?? 0])) as unknown as Figures;
const totalOfKeys = (keyed: Map<string, Keyed>) => total([...keyed.values()].map((sums) => figuresOf(sums.fields)));
const counted = (keyed: Map<string, Keyed>) => [...keyed].filter(([, sums]) => (sums.fields.n ?? 0) > 0);
const byFirstThenKey = <R extends { first: string; key: string }>(a: R, b: R) => a.first.localeCompare(b.first) || a.key.localeCompare(b.key);

/** The names of the rows: resolved (one label on the key's last day), and the keys whose last day names them more than one way. */
export interface DayNames {
  names: Map<string, string[]>;
  unresolved: { key: string; date: string }[];
}

/** The labels of each key's last day, keeping those `keep` accepts. */
export function namesOfDays(days: readonly ReportDay[], keep: (label: string[]) => boolean = () => true): DayNames {
  const last = new Map<string, { date: string; labels: string[][] }>();
  for (const day of days) {
    const today = new Map<string, string[][]>();
    for (const name in day.sums) {
      if (!name.startsWith('L#') || (day.sums[name] as number) <= 0) continue;
      const at = name.indexOf('#[', 2);
      const label = JSON.parse(name.slice(at + 1)) as string[];
      if (!keep(label)) continue;
      const key = name.slice(2, at);
      today.set(key, [...(today.get(key) ?? []), label]);
    }
    for (const [key, labels] of today) last.set(key, { date: day.date, labels });
  }
  const names = new Map<string, string[]>();
  const unresolved: { key: string; date: string }[] = [];
  for (const [key, { date, labels }] of last) {
    if (labels.length === 1) names.set(key, labels[0] as string[]);
    else unresolved.push({ key, date });
  }
  return { names, unresolved };
}

/** The latest label of each key over entries in report order (a day's documents, read to settle a name). */
export function namesOfEntries(entries: readonly ReportEntry[], labelsOf: (entry: ReportEntry) => Labelled[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const entry of entries) for (const [key, label] of labelsOf(entry)) names.set(key, label);
  return names;
}

// --- Sales tax summary --------------------------------------------------------------------

export function taxSummaryOfDays(days: readonly ReportDay[]) {
  const rows = counted(sumsByKey(days, 'R'))
    .map(([key, sums]) => {
      const [section, rate] = key.split('#') as [TaxSection, string];
      return { section, rate_bps: Number(rate), rate: formatPercent(Number(rate)), documents: sums.fields.n ?? 0, figures: figuresOf(sums.fields) };
    })
    .sort((a, b) => a.section.localeCompare(b.section) || a.rate_bps - b.rate_bps);
  const sectionTotal = (section: TaxSection) => figuresWire(total(rows.filter((row) => row.section === section).map((row) => row.figures)));
  return {
    rows: rows.map(({ figures, ...row }) => ({ ...row, ...figuresWire(figures) })),
    totals: sectionTotal('outward'),
    reverseChargeTotals: sectionTotal('reverse_charge'),
  };
}

// --- Sales report -------------------------------------------------------------------------

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


const sumOf = (days: readonly ReportDay[], name: string) => days.reduce((sum, day) => sum + (day.sums[name] ?? 0), 0);

/**
 * The sales report's totals and charts; `expenses` are the period's expense entries (purchases in
 * the chart), `owed` the owed fold's sums (report-contribution.ts): every invoice issued by the end
 * date that is still owed after its payments and notes, whatever its year, aged at the end date.
 * Pending is what the period's invoices are still owed, less what those credited beyond their due
 * are owed back: the sum of the rows' pending.
 */
export function salesTotalsOfDays(days: readonly ReportDay[], expenses: readonly ReportEntry[], period: ReportPeriod, owed: Readonly<Record<string, number>>) {
  const sales = figuresOf(Object.fromEntries(FIGURES.map((field) => [field, sumOf(days, `S#${field}`)])));
  let pending = 0;
  const months = monthsOf(period).map((month) => {
    const inMonth = days.filter((day) => day.date.startsWith(month));
    const spent = expenses.filter((entry) => entry.date.startsWith(month)).reduce((sum, entry) => sum + entry.figures.taxable, 0);
    return { month, sales: paiseToRupees(sumOf(inMonth, 'S#taxable')), purchases: paiseToRupees(sumOf(inMonth, 'P#taxable') + spent) };
  });
  const byAge = new Map<ReceivableAge, { documents: number; amount: number }>();
  let owedBack = 0;
  for (const [name, value] of Object.entries(owed)) {
    // N#<issued>#amt: owed back to the customer (negative), in the pending of its issue month and
    // in no age, and apart as what is owed back by the end date.
    if (name.startsWith('N#')) {
      const [, issued = ''] = name.split('#');
      if (issued >= period.start && issued <= period.end) pending += value;
      if (issued <= period.end) owedBack -= value;
      continue;
    }
    // A#<due>#<issued>#<amt|n>
    const [, due = '', issued = '', field] = name.split('#');
    if (issued > period.end) continue;
    if (issued >= period.start && field === 'amt') pending += value;
    const age = receivableAgeOf(daysBetween(due, period.end));
    const sofar = byAge.get(age) ?? { documents: 0, amount: 0 };
    byAge.set(age, field === 'n' ? { ...sofar, documents: sofar.documents + value } : { ...sofar, amount: sofar.amount + value });
  }
  const receivables = RECEIVABLE_AGES.map(({ key, label }: { key: ReceivableAge; label: string }) => {
    const aged = byAge.get(key) ?? { documents: 0, amount: 0 };
    return { age: key, label, documents: aged.documents, amount: paiseToRupees(aged.amount) };
  });
  const totals = { ...figuresWire(sales), paid: paiseToRupees(sumOf(days, 'S#paid')), pending: paiseToRupees(pending) };
  return { totals, charts: { months, receivables, owedBack: paiseToRupees(owedBack) } };
}

/**
 * The last day of the sales report's page that starts the period: whole days of about `rows` sales
 * (one day alone may hold more), and the day the next page starts on, or null.
 */
export function salesPageOfDays(days: readonly ReportDay[], rows: number): { last: string | null; next: string | null } {
  const selling = days.filter((day) => (day.sums['S#n'] ?? 0) > 0);
  let taken = 0;
  for (const [i, day] of selling.entries()) {
    taken += day.sums['S#n'] ?? 0;
    const following = selling[i + 1];
    if (following && taken + (following.sums['S#n'] ?? 0) > rows) return { last: day.date, next: following.date };
  }
  return { last: null, next: null };
}

// --- Vendor expenses ----------------------------------------------------------------------

/** Vendor expenses: purchases from the days, the period's expense entries as they are. */
export function vendorExpensesOfDays(days: readonly ReportDay[], names: Map<string, string[]>, expenses: readonly ReportEntry[]) {
  const fromDocuments = counted(sumsByKey(days, 'V')).map(([key, sums]) => {
    const [party = '', gstin = ''] = names.get(key) ?? [];
    return { key, first: sums.first, row: vendorRowOf(key, { party, gstin }, { purchases: sums.fields.bills ?? 0, expenses: 0 }, figuresOf(sums.fields)) };
  });
  const payees = new Map<string, ReportEntry[]>();
  for (const entry of expenses) payees.set(entry.partyKey, [...(payees.get(entry.partyKey) ?? []), entry]);
  const fromExpenses = [...payees].map(([key, group]) => ({
    key,
    first: (group[0] as ReportEntry).date,
    row: vendorRowOf(key, group[group.length - 1] as ReportEntry, { purchases: 0, expenses: group.length }, total(group.map((entry) => entry.figures))),
  }));
  const rows = [...fromDocuments, ...fromExpenses].sort(byFirstThenKey).map(({ row }) => row);
  rows.sort((a, b) => a.vendor.localeCompare(b.vendor));
  const documentsTotal = totalOfKeys(sumsByKey(days, 'V'));
  return { rows, totals: figuresWire(addFigures(documentsTotal, total(expenses.map((entry) => entry.figures)))) };
}

// --- Income by customer -------------------------------------------------------------------

/** Income by customer from the days; `location` keeps the documents supplied to one state. */
export function incomeByCustomerOfDays(days: readonly ReportDay[], names: Map<string, string[]>, location = '') {
  const customers = new Map<string, Keyed>();
  for (const [key, sums] of sumsByKey(days, 'C')) {
    const at = key.indexOf('#');
    if (location !== '' && key.slice(0, at) !== location) continue;
    const partyKey = key.slice(at + 1);
    const into = customers.get(partyKey) ?? { fields: {}, first: '' };
    for (const [field, amount] of Object.entries(sums.fields)) into.fields[field] = (into.fields[field] ?? 0) + amount;
    if (sums.first !== '' && (into.first === '' || sums.first < into.first)) into.first = sums.first;
    customers.set(partyKey, into);
  }
  const rows = counted(customers)
    .map(([key, sums]) => {
      const [party = '', gstin = '', statecode = ''] = names.get(key) ?? [];
      return { key, first: sums.first, row: customerRowOf(key, { party, gstin, statecode }, sums.fields.n ?? 0, figuresOf(sums.fields)) };
    })
    .sort(byFirstThenKey)
    .map(({ row }) => row);
  rows.sort((a, b) => a.customer.localeCompare(b.customer));
  return { rows, totals: figuresWire(totalOfKeys(customers)) };
}

// --- Income by item -----------------------------------------------------------------------

export function incomeByItemOfDays(days: readonly ReportDay[], names: Map<string, string[]>) {
  const items = sumsByKey(days, 'I');
  const rows = counted(items)
    .map(([key, sums]) => {
      const [itemName = '', hsn = ''] = names.get(key) ?? [];
      return { key, first: sums.first, row: itemRowOf(key, { itemName, hsn }, sums.fields.q ?? 0, sums.fields.n ?? 0, figuresOf(sums.fields)) };
    })
    .sort(byFirstThenKey)
    .map(({ row }) => row);
  rows.sort((a, b) => a.item.localeCompare(b.item));
  return { rows, totals: figuresWire(totalOfKeys(items)) };
}
