// The reports folded from the ledger (issue 12 items 4 and 5): general ledger, balance sheet,
// profit and loss, trial balance. Totals come from the per-day totals kept as sources post (two
// Queries of at most one item per day: before the period, and the period), so a year of 50,000
// documents is read as ≤ 365 items; only the general ledger of one account reads entries, that
// account's for the period, through its index, a page of whole days at a time. Nothing here scans.
// Dates default as the spec says.
import {
  addCalendarDays,
  balanceOf,
  balanceSheet,
  financialYearOf,
  GENERAL_LEDGER_DEFAULT_RANGE,
  paiseToRupees,
  profitAndLoss,
  REPORT_DEFAULT_START,
  runningBalances,
  trialBalance,
  type AccountAmountRow,
  type AccountOfChart,
  type ChartAccountRow,
} from '@bahi/shared';
import { todayOf } from '../../documents/document-reads.js';
import type { Ports } from '../../ports/index.js';
import { batchGetItems } from '../../store/batch-get.js';
import { keys } from '../../store/keys.js';
import { entriesOfAccountPage, totalsOfDays, type LedgerEntry, type Totals } from '../../store/ledger.js';
import { getOrganisation } from '../../store/organisations.js';
import { accountNotFound } from './chart-account-errors.js';
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

/** Everything a report needs: the chart, and the totals before the period and within it (after finishing any crashed work). */
async function readBooks(ports: Ports, orgId: string, start: string, end: string) {
  await settleBooks(ports, orgId);
  const [chart, before, period] = await Promise.all([
    chartMap(ports, orgId),
    totalsOfDays(ports.table, orgId, { to: addCalendarDays(start, -1) }),
    totalsOfDays(ports.table, orgId, { from: start, to: end }),
  ]);
  const closing: Totals = new Map([...before].map(([id, totals]) => [id, { ...totals }]));
  for (const [id, totals] of period) {
    const found = closing.get(id);
    closing.set(id, { debit: (found?.debit ?? 0) + totals.debit, credit: (found?.credit ?? 0) + totals.credit });
  }
  const accounts: AccountOfChart[] = [...chart.values()].map((row: ChartAccountRow) => ({ id: row.id, name: row.name, type: row.type }));
  return { accounts, before, period, closing };
}

const rangeOf = (ports: Ports, range: ReportRange) => ({ start: range.start ?? REPORT_DEFAULT_START, end: range.end ?? todayOf(ports) });

/**
 * What an account opens the period with: assets, liabilities and equity their balance before it;
 * income and expenses only what they moved since the financial year began (a year's profit is
 * closed into the earlier periods' profit, as the balance sheet and trial balance show it).
 */
function openingOf(account: AccountOfChart, before: Totals, sinceYearStart: Totals): number {
  const nominal = account.type === 'INCOME' || account.type === 'EXPENSE';
  return balanceOf(account.type, (nominal ? sinceYearStart : before).get(account.id));
}

/**
 * Who each line's sub-ledger names: the client behind a debtor's, a creditor's or an advance's line,
 * the bank account behind a bank line (its bank and number). One BatchGetItem for the page's parties.
 */
async function partiesOf(ports: Ports, orgId: string, entries: readonly LedgerEntry[]): Promise<Map<string, string>> {
  const ids = [...new Set(entries.map((entry) => entry.subLedger).filter((id): id is string => id !== null && id !== ''))];
  if (ids.length === 0) return new Map();
  const [clients, org] = await Promise.all([batchGetItems(ports.table, ids.map((id) => keys.client(orgId, id)), ['id', 'companyname']), getOrganisation(ports.table, orgId)]);
  const names = new Map<string, string>(clients.map((client) => [client.id as string, client.companyname as string]));
  for (const bank of org?.settings?.bankAccounts ?? []) names.set(bank.id, `${bank.bankname} · ${bank.account}`);
  return names;
}

export async function generalLedger(ports: Ports, orgId: string, range: ReportRange & { account?: string }) {
  const start = range.start ?? GENERAL_LEDGER_DEFAULT_RANGE.start;
  const end = range.end ?? (range.start ? todayOf(ports) : GENERAL_LEDGER_DEFAULT_RANGE.end);
  const yearStart = financialYearOf(start).startDate;
  const { accounts, before, period } = await readBooks(ports, orgId, start, end);
  // Read after readBooks has settled the books.
  const sinceYearStart: Totals = yearStart < start ? await totalsOfDays(ports.table, orgId, { from: yearStart, to: addCalendarDays(start, -1) }) : new Map();
  const summaries = accounts
    .map((account) => {
      const opening = openingOf(account, before, sinceYearStart);
      const moved = period.get(account.id) ?? { debit: 0, credit: 0 };
      return { account, opening, ...moved, closing: opening + balanceOf(account.type, moved) };
    })
    .filter((row) => row.opening !== 0 || row.debit !== 0 || row.credit !== 0);
  const chosen = range.account
    ? accounts.find((account) => account.id === range.account)
    : summaries.find((row) => row.debit !== 0 || row.credit !== 0)?.account;
  if (range.account && !chosen) throw accountNotFound();
  let ledger = null;
  if (chosen) {
    const opening = openingOf(chosen, before, sinceYearStart);
    const page = await entriesOfAccountPage(ports.table, orgId, chosen.id, { from: start, to: end }, GENERAL_LEDGER_PAGE_LINES);
    const folded = runningBalances(chosen.type, opening, page.entries);
    const parties = await partiesOf(ports, orgId, page.entries);
    ledger = {
      account: accountRef(chosen),
      opening: rupees(opening),
      debit: rupees(folded.debit),
      credit: rupees(folded.credit),
      closing: rupees(folded.closing),
      lines: folded.lines.map((line) => ({
        date: line.date,
        source: line.source,
        party: line.subLedger ? (parties.get(line.subLedger) ?? '') : '',
        debit: rupees(line.debit),
        credit: rupees(line.credit),
        balance: rupees(line.balance),
      })),
      next: page.nextFrom,
    };
  }
  return {
    status: true as const,
    start,
    end,
    accounts: summaries.map((row) => ({ account: accountRef(row.account), opening: rupees(row.opening), debit: rupees(row.debit), credit: rupees(row.credit), closing: rupees(row.closing) })),
    ledger,
  };
}

export async function balanceSheetReport(ports: Ports, orgId: string, range: ReportRange) {
  const { start, end } = rangeOf(ports, range);
  const { accounts, before, closing } = await readBooks(ports, orgId, start, end);
  const sheet = balanceSheet(accounts, closing, before);
  return {
    status: true as const,
    start,
    end,
    assets: amountRows(sheet.assets),
    liabilities: amountRows(sheet.liabilities),
    equity: amountRows(sheet.equity),
    earlierProfit: rupees(sheet.earlierProfit),
    profit: rupees(sheet.profit),
    totalAssets: rupees(sheet.totalAssets),
    totalLiabilities: rupees(sheet.totalLiabilities),
    totalEquity: rupees(sheet.totalEquity),
  };
}

export async function profitAndLossReport(ports: Ports, orgId: string, range: ReportRange) {
  const { start, end } = rangeOf(ports, range);
  const { accounts, period } = await readBooks(ports, orgId, start, end);
  const result = profitAndLoss(accounts, period);
  return {
    status: true as const,
    start,
    end,
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
  const result = trialBalance(accounts, closing, before);
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
