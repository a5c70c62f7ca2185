// The reports folded from the ledger (issue 12 items 4 and 5): general ledger, balance sheet,
// profit and loss, trial balance. Totals come from the per-day totals kept as sources post (two
// Queries of at most one item per day: before the period, and the period; the general ledger reads
// the period a financial year at a time, and its first year's days before it), so a year of 50,000
// documents is read as ≤ 365 items; only the general ledger of one account reads entries, that
// account's for the period, through its index, a page of whole days at a time. Nothing here scans.
// Dates default as the spec says.
import {
  addCalendarDays,
  balanceSheet,
  BOOKS_APP_MESSAGES,
  earlierPeriodsName,
  financialYearOf,
  GENERAL_LEDGER_DEFAULT_RANGE,
  generalLedgerSummary,
  openingOf,
  paiseToRupees,
  partsByYear,
  profitAndLoss,
  REPORT_DEFAULT_START,
  runningBalances,
  partiesOfAccount,
  trialBalance,
  YEAR_END_SOURCE,
  yearEndsOf,
  type AccountAmountRow,
  type AccountOfChart,
  type ChartAccountRow,
  type LedgerFigures,
} from '@bahi/shared';
import { todayOf } from '../../services/today.js';
import { invalid, notFound } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { getDocumentSummaries } from '../../store/documents.js';
import { expensePayees } from '../../store/expenses.js';
import { entriesOfAccount, entriesOfAccountPage, totalsOfDays, type LedgerEntry, type Totals } from '../../store/ledger.js';
import { accountNotFound } from './chart-account-errors.js';
import { partiesOfKinds, type SubLedgers } from './book-parties.js';
import { stockValuesAt, type ValuedStock } from './stock-values.js';
import { chartMap, settleBooks } from './books-entries-service.js';

/**
 * The most lines of one account a general ledger answers at once (whole days; the next page starts
 * at `next`): a busy trader's debtors over a year are tens of thousands of lines, more than one
 * response may carry and more than a screen shows.
 */
export const GENERAL_LEDGER_PAGE_LINES = 2_000;

export interface ReportRange {
  start?: string;
  end?: string;
}

const rupees = paiseToRupees;
const accountRef = (account: AccountOfChart) => ({ id: account.id, name: account.name, type: account.type });
const amountRows = (rows: readonly AccountAmountRow[]) => rows.map((row) => ({ account: accountRef(row.account), amount: rupees(row.amount) }));

const figures = (row: LedgerFigures) => ({ opening: rupees(row.opening), debit: rupees(row.debit), credit: rupees(row.credit), closing: rupees(row.closing) });

const accountsOf = async (ports: Ports, orgId: string): Promise<AccountOfChart[]> =>
  [...(await chartMap(ports, orgId)).values()].map((row: ChartAccountRow) => ({ id: row.id, name: row.name, type: row.type }));

/** Everything a report needs: the chart, and the totals before the period and within it (after finishing any crashed work). */
async function readBooks(ports: Ports, orgId: string, start: string, end: string) {
  await settleBooks(ports, orgId);
  const [accounts, before, period] = await Promise.all([
    accountsOf(ports, orgId),
    totalsOfDays(ports.table, orgId, { to: addCalendarDays(start, -1) }),
    totalsOfDays(ports.table, orgId, { from: start, to: end }),
  ]);
  const closing: Totals = new Map([...before].map(([id, totals]) => [id, { ...totals }]));
  for (const [id, totals] of period) {
    const found = closing.get(id);
    closing.set(id, { debit: (found?.debit ?? 0) + totals.debit, credit: (found?.credit ?? 0) + totals.credit });
  }
  return { accounts, before, period, closing };
}

/**
 * The period as asked, refused when it runs backwards. The schema checks a start and an end given
 * together; a start alone after today (the end's default) would otherwise reach the table as a
 * backwards key range, a 500.
 */
function period(start: string, end: string): { start: string; end: string } {
  if (start > end) throw invalid('books.datesOrder', BOOKS_APP_MESSAGES.datesOrder, [{ field: 'start', message: BOOKS_APP_MESSAGES.datesOrder }]);
  return { start, end };
}

const rangeOf = (ports: Ports, range: ReportRange) => period(range.start ?? REPORT_DEFAULT_START, range.end ?? todayOf(ports));

/**
 * The first day whose income and expenses a report at `end` shows as its own: `start`, or, when the
 * period runs past a 31 March, the 1 April that opens `end`'s financial year, since the years before
 * it are closed into the profit of earlier periods (as the general ledger closes them).
 */
const profitFrom = (start: string, end: string): string => (start >= financialYearOf(end).startDate ? start : financialYearOf(end).startDate);

/** The totals before profitFrom: `before` (those before `start`) when it is `start`. */
async function beforeOpenYear(ports: Ports, orgId: string, start: string, end: string, before: Totals): Promise<Totals> {
  const from = profitFrom(start, end);
  return from === start ? before : totalsOfDays(ports.table, orgId, { to: addCalendarDays(from, -1) });
}

/**
 * Every party that can hold a balance in the account: the organisation's clients for debtors,
 * creditors and advances (one Query, which names the lines and fills the party picker alike), its
 * bank accounts for Bank accounts; none for an account whose lines name no party.
 */
function subLedgersOf(ports: Ports, orgId: string, account: AccountOfChart): Promise<SubLedgers> {
  const kind = partiesOfAccount(account.id);
  return partiesOfKinds(ports, orgId, new Set(kind ? [kind] : []));
}

/**
 * The general ledger's party picker, by name: every party that can hold a balance in the account,
 * whether or not the lines shown name it (walk 25 M2: a debtor owing only from before the period
 * was missing, so the CA chasing old dues could not pick it).
 */
const partyChoices = ({ clients, banks }: SubLedgers) =>
  [...clients, ...banks].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));

const clientOf = (subLedgers: SubLedgers, entry: LedgerEntry) => (entry.subLedger ? subLedgers.clients.get(entry.subLedger) : undefined);

/**
 * Who is on the other side of the lines whose own sub-ledger names no client (a bank's or cash's
 * line, sales, purchases, tax; walk 25: a bank book named the bank on every line): the party of the
 * document behind it as saved, the payee of the expense, by source id. One BatchGetItem each for the
 * documents and the expenses of those lines; journals and the opening entry have no party.
 */
async function counterpartiesOf(ports: Ports, entries: readonly LedgerEntry[], subLedgers: SubLedgers): Promise<Map<string, string>> {
  const sources = (type: LedgerEntry['source']['type']) => [
    ...new Set(entries.filter((entry) => entry.source.type === type && clientOf(subLedgers, entry) === undefined).map((entry) => entry.source.id)),
  ];
  const [documents, payees] = await Promise.all([getDocumentSummaries(ports.table, sources('document')), expensePayees(ports.table, sources('expense'))]);
  return new Map([...documents.map((doc): [string, string] => [doc.id, doc.partyName]), ...payees]);
}

/**
 * A line as the general ledger shows it: `party` is who it is with (the client of a debtor's,
 * creditor's or advance's line; else the document's party or the expense's payee), `bankAccount`
 * the bank account of a bank line.
 */
const ledgerLine = (subLedgers: SubLedgers, counterparties: ReadonlyMap<string, string>) => (entry: LedgerEntry) => ({
  date: entry.date,
  source: entry.source,
  party: clientOf(subLedgers, entry) ?? counterparties.get(entry.source.id) ?? '',
  bankAccount: entry.subLedger ? (subLedgers.banks.get(entry.subLedger) ?? '') : '',
  debit: entry.debit,
  credit: entry.credit,
});

/** The ledger's lines of `entries`, each naming its party and bank account (the reads above). */
async function ledgerLinesOf(ports: Ports, entries: readonly LedgerEntry[], subLedgers: SubLedgers) {
  return entries.map(ledgerLine(subLedgers, await counterpartiesOf(ports, entries, subLedgers)));
}

const wireLines = <L extends { debit: number; credit: number; balance: number }>(lines: readonly L[]) =>
  lines.map((line) => ({ ...line, debit: rupees(line.debit), credit: rupees(line.credit), balance: rupees(line.balance) }));

/**
 * One account's lines from the start (a page of whole days) with the running balance, each year end
 * the page reaches closed (`narration` says where to), and the page's opening, debits, credits and closing.
 */
async function accountLedger(
  ports: Ports,
  orgId: string,
  account: AccountOfChart,
  range: { start: string; end: string },
  opening: number,
  yearEnds: { dates: readonly string[]; narration: string },
) {
  const page = await entriesOfAccountPage(ports.table, orgId, account.id, { from: range.start, to: range.end }, GENERAL_LEDGER_PAGE_LINES);
  const subLedgers = await subLedgersOf(ports, orgId, account);
  const lines = await ledgerLinesOf(ports, page.entries, subLedgers);
  const folded = runningBalances(account.type, opening, lines, {
    // The page's last day is the one before the next page's first.
    dates: yearEnds.dates.filter((date) => page.nextFrom === null || date < page.nextFrom),
    line: (date, debit, credit) => ({ date, source: { type: YEAR_END_SOURCE, id: '', kind: '', number: yearEnds.narration }, party: '', bankAccount: '', debit, credit }),
  });
  return {
    account: accountRef(account),
    ...figures({ opening, debit: folded.debit, credit: folded.credit, closing: folded.closing }),
    lines: wireLines(folded.lines),
    next: page.nextFrom,
    party: null,
    parties: partyChoices(subLedgers),
  };
}

/**
 * One party's lines of an account (a customer's of Sundry debtors, a supplier's of Sundry
 * creditors, a bank's of Bank accounts): its own opening, lines, running balance and closing
 * (walk 22: the ledger filtered to a customer showed the whole account's balance). A party has no
 * day totals of its own, so the account's entries are read from the first, once; only accounts
 * of the balance sheet carry parties, so no year end closes its balance.
 */
async function partyLedger(ports: Ports, orgId: string, account: AccountOfChart, partyId: string, range: { start: string; end: string }) {
  const entries = await entriesOfAccount(ports.table, orgId, account.id, '', range.end);
  const subLedgers = await subLedgersOf(ports, orgId, account);
  const theirs = entries.filter((entry) => entry.subLedger === partyId);
  // A party the account does not keep (another organisation's client, a stale or mistyped id) is
  // not one who owes nothing (walk 28 F9: an empty ledger with a blank name).
  const name = subLedgers.clients.get(partyId) ?? subLedgers.banks.get(partyId);
  if (name === undefined && theirs.length === 0) throw notFound('books.partyNotFound', BOOKS_APP_MESSAGES.partyNotFound);
  const opening = runningBalances(account.type, 0, theirs.filter((entry) => entry.date < range.start)).closing;
  const folded = runningBalances(account.type, opening, await ledgerLinesOf(ports, theirs.filter((entry) => entry.date >= range.start), subLedgers));
  return {
    account: accountRef(account),
    ...figures({ opening, debit: folded.debit, credit: folded.credit, closing: folded.closing }),
    lines: wireLines(folded.lines),
    next: null,
    party: { id: partyId, name: name ?? '' },
    parties: partyChoices(subLedgers),
  };
}

export async function generalLedger(ports: Ports, orgId: string, range: ReportRange & { account?: string; party?: string }) {
  const { start, end } = period(range.start ?? GENERAL_LEDGER_DEFAULT_RANGE.start, range.end ?? (range.start ? todayOf(ports) : GENERAL_LEDGER_DEFAULT_RANGE.end));
  const yearStart = financialYearOf(start).startDate;
  // The period a financial year at a time: income and expenses close at each 31 March it runs past.
  const parts = partsByYear(start, end);
  await settleBooks(ports, orgId);
  const [accounts, before, sinceYearStart, partTotals] = await Promise.all([
    accountsOf(ports, orgId),
    totalsOfDays(ports.table, orgId, { to: addCalendarDays(start, -1) }),
    yearStart < start ? totalsOfDays(ports.table, orgId, { from: yearStart, to: addCalendarDays(start, -1) }) : new Map(),
    Promise.all(parts.map((part) => totalsOfDays(ports.table, orgId, part))),
  ]);
  const summary = generalLedgerSummary(accounts, before, sinceYearStart, parts.map((part, index) => ({ to: part.to, totals: partTotals[index] as Totals })));
  const chosen = range.account
    ? accounts.find((account) => account.id === range.account)
    : summary.rows.find((row) => row.debit !== 0 || row.credit !== 0)?.account;
  if (range.account && !chosen) throw accountNotFound();
  return {
    status: true as const,
    start,
    end,
    accounts: summary.rows.map((row) => ({ account: accountRef(row.account), ...figures(row) })),
    earlierProfit: summary.earlierProfit && figures(summary.earlierProfit),
    ledger: !chosen
      ? null
      : range.party
        ? await partyLedger(ports, orgId, chosen, range.party, { start, end })
        : await accountLedger(ports, orgId, chosen, { start, end }, openingOf(chosen, before, sinceYearStart), {
            dates: yearEndsOf(parts),
            narration: `Closed to ${earlierPeriodsName(summary.earlierProfit?.closing ?? 0).toLowerCase()}`,
          }),
  };
}

/** What the statements say of how the stock is valued: null where it is not counted. */
const stockValuation = (stock: ValuedStock | null) => (stock ? { basis: 'weighted_average_cost' as const, unpriced: stock.unpriced } : null);

export async function balanceSheetReport(ports: Ports, orgId: string, range: ReportRange) {
  const { start, end } = rangeOf(ports, range);
  const { accounts, before, closing } = await readBooks(ports, orgId, start, end);
  // The period's profit starts where the earlier periods' ends: so does its stock.
  const [earlier, stock] = await Promise.all([beforeOpenYear(ports, orgId, start, end, before), stockValuesAt(ports, orgId, profitFrom(start, end), end)]);
  const sheet = balanceSheet(accounts, closing, earlier, stock ?? undefined);
  return {
    status: true as const,
    start,
    end,
    stockValuation: stockValuation(stock),
    assets: amountRows(sheet.assets),
    liabilities: amountRows(sheet.liabilities),
    equity: amountRows(sheet.equity),
    openingStockDifference: rupees(sheet.openingStockDifference),
    earlierProfit: rupees(sheet.earlierProfit),
    profit: rupees(sheet.profit),
    totalAssets: rupees(sheet.totalAssets),
    totalLiabilities: rupees(sheet.totalLiabilities),
    totalEquity: rupees(sheet.totalEquity),
  };
}

export async function profitAndLossReport(ports: Ports, orgId: string, range: ReportRange) {
  const { start, end } = rangeOf(ports, range);
  const [{ accounts, period }, stock] = await Promise.all([readBooks(ports, orgId, start, end), stockValuesAt(ports, orgId, start, end)]);
  const result = profitAndLoss(accounts, period, stock ?? undefined);
  return {
    status: true as const,
    start,
    end,
    stockValuation: stockValuation(stock),
    income: amountRows(result.income),
    expenses: amountRows(result.expenses),
    totalIncome: rupees(result.totalIncome),
    totalExpenses: rupees(result.totalExpenses),
    profit: rupees(result.profit),
  };
}

export async function trialBalanceReport(ports: Ports, orgId: string, range: ReportRange) {
  const { start, end } = rangeOf(ports, range);
  const { accounts, before, closing } = await readBooks(ports, orgId, start, end);
  const result = trialBalance(accounts, closing, await beforeOpenYear(ports, orgId, start, end, before));
  return {
    status: true as const,
    start,
    end,
    rows: result.rows.map((row) => ({ account: accountRef(row.account), debit: rupees(row.debit), credit: rupees(row.credit) })),
    earlierProfit: rupees(result.earlierProfit),
    debit: rupees(result.debit),
    credit: rupees(result.credit),
  };
}
