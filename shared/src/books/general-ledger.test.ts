// The general ledger across 31 March: the period cut by financial year, an income or expense
// account closed at each year end (the closing line in its debits and credits), and the summary
// agreeing with the trial balance of the same dates, account by account and in the profit (or
// loss) of earlier periods.
import { generalLedgerSummary, partsByYear, runningBalances, type LedgerEntryForReport } from './general-ledger.js';
import { addTotals, trialBalance, type AccountOfChart, type AccountTotals } from './ledger-reports.js';

const CASH: AccountOfChart = { id: 'sys_cash', name: 'Cash in hand', type: 'ASSET' };
const SALES: AccountOfChart = { id: 'sys_sales', name: 'Sales', type: 'INCOME' };
const PURCHASES: AccountOfChart = { id: 'sys_purchases', name: 'Purchases', type: 'EXPENSE' };
const ACCOUNTS = [CASH, SALES, PURCHASES];

const yearEnd = (date: string, debit: number, credit: number) => ({ date, debit, credit, closes: true });
const entry = (date: string, debit: number, credit: number) => ({ date, debit, credit, closes: false });
const YEAR_ENDS_2026 = { dates: ['2026-03-31'], line: yearEnd };

/** Totals of [account, debit, credit] rows. */
function totals(...rows: [AccountOfChart, number, number][]): AccountTotals {
  const into = new Map<string, { debit: number; credit: number }>();
  for (const [account, debit, credit] of rows) addTotals(into, account.id, debit, credit);
  return into;
}

function merged(...all: AccountTotals[]): AccountTotals {
  const into = new Map<string, { debit: number; credit: number }>();
  for (const each of all) for (const [id, amounts] of each) addTotals(into, id, amounts.debit, amounts.credit);
  return into;
}

describe('the period cut by financial year', () => {
  it('cuts at each 31 March it runs past, and not at one it ends on', () => {
    expect(partsByYear('2026-03-01', '2026-11-30')).toEqual([
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2026-11-30' },
    ]);
    expect(partsByYear('2024-06-15', '2026-04-01')).toEqual([
      { from: '2024-06-15', to: '2025-03-31' },
      { from: '2025-04-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2026-04-01' },
    ]);
    expect(partsByYear('2026-03-31', '2026-04-01')).toEqual([
      { from: '2026-03-31', to: '2026-03-31' },
      { from: '2026-04-01', to: '2026-04-01' },
    ]);
    expect(partsByYear('2025-04-01', '2026-03-31')).toEqual([{ from: '2025-04-01', to: '2026-03-31' }]);
  });
});

describe("an account's lines across 31 March", () => {
  it("closes sales after 31 March's own lines with a debit of its balance, then runs on from zero; the closing line counts in the debits", () => {
    const folded = runningBalances('INCOME', 41_799_000, [entry('2026-03-31', 0, 100_000), entry('2026-04-10', 0, 4_776_150)], YEAR_ENDS_2026);
    expect(folded.lines.map((line) => [line.date, line.debit, line.credit, line.balance, line.closes])).toEqual([
      ['2026-03-31', 0, 100_000, 41_899_000, false],
      ['2026-03-31', 41_899_000, 0, 0, true],
      ['2026-04-10', 0, 4_776_150, 4_776_150, false],
    ]);
    // Opening 417,990.00 + credits 48,761.50 − debits 418,990.00 = 47,761.50.
    expect([folded.debit, folded.credit, folded.closing]).toEqual([41_899_000, 4_876_150, 4_776_150]);
  });

  it('closes an expense with a credit, an income with a debit balance with a credit, and a zero balance with no line', () => {
    expect(runningBalances('EXPENSE', 54_651_000, [entry('2026-05-01', 5_493_220, 0)], YEAR_ENDS_2026).lines.map((line) => [line.debit, line.credit, line.balance])).toEqual([
      [0, 54_651_000, 0],
      [5_493_220, 0, 5_493_220],
    ]);
    expect(runningBalances('INCOME', -2_500, [], YEAR_ENDS_2026).lines.map((line) => [line.date, line.debit, line.credit, line.balance])).toEqual([['2026-03-31', 0, 2_500, 0]]);
    expect(runningBalances('INCOME', 0, [entry('2026-04-02', 0, 700)], YEAR_ENDS_2026).lines).toHaveLength(1);
  });

  it('closes at every year end it runs past, and never an asset', () => {
    const twoYears = { dates: ['2025-03-31', '2026-03-31'], line: yearEnd };
    const sales = runningBalances('INCOME', 300, [entry('2025-02-01', 0, 200), entry('2025-06-01', 0, 50), entry('2026-06-01', 0, 7)], twoYears);
    expect(sales.lines.filter((line) => line.closes).map((line) => [line.date, line.debit])).toEqual([
      ['2025-03-31', 500],
      ['2026-03-31', 50],
    ]);
    expect([sales.debit, sales.credit, sales.closing]).toEqual([550, 257, 7]);
    const cash = runningBalances<LedgerEntryForReport>('ASSET', 1_000, [{ date: '2026-06-01', debit: 7, credit: 0 }], twoYears);
    expect([cash.lines.length, cash.closing]).toEqual([1, 1_007]);
  });
});

describe('the summary of a general ledger from 1 March to 30 November 2026', () => {
  // FY 2024-25: purchases of 44,450.00. FY 2025-26 to 28 Feb: sales 417,990.00, purchases
  // 546,510.00. March 2026: nothing. FY 2026-27: sales 47,761.50, purchases 54,932.20 less a return of 1,500.00. All in cash.
  const olderYears = totals([PURCHASES, 4_445_000, 0], [CASH, 0, 4_445_000]);
  const sinceYearStart = totals([SALES, 0, 41_799_000], [PURCHASES, 54_651_000, 0], [CASH, 41_799_000, 54_651_000]);
  const before = merged(olderYears, sinceYearStart);
  const thisYear = totals([SALES, 0, 4_776_150], [PURCHASES, 5_493_220, 150_000], [CASH, 4_926_150, 5_493_220]);
  const parts = [
    { to: '2026-03-31', totals: new Map() },
    { to: '2026-11-30', totals: thisYear },
  ];
  const summary = generalLedgerSummary(ACCOUNTS, before, sinceYearStart, parts);

  it('closes sales and purchases at 31 March: each runs on from zero and ends with this year’s figures', () => {
    expect(summary.rows.map((row) => [row.account.name, row.opening, row.debit, row.credit, row.closing])).toEqual([
      ['Cash in hand', -17_297_000, 4_926_150, 5_493_220, -17_864_070],
      ['Sales', 41_799_000, 41_799_000, 4_776_150, 4_776_150],
      ['Purchases', 54_651_000, 5_493_220, 54_801_000, 5_343_220],
    ]);
  });

  it('carries the closings into the loss of earlier periods: opening with the years before, closing as the trial balance reads it', () => {
    // Before FY 2025-26: a loss of 44,450.00; closed on 31 March 2026: sales 417,990.00 (a credit), purchases 546,510.00 (a debit).
    expect(summary.earlierProfit).toEqual({ opening: -4_445_000, debit: 54_651_000, credit: 41_799_000, closing: -17_297_000 });
    const debits = summary.rows.reduce((sum, row) => sum + row.debit, 0) + (summary.earlierProfit?.debit ?? 0);
    const credits = summary.rows.reduce((sum, row) => sum + row.credit, 0) + (summary.earlierProfit?.credit ?? 0);
    expect([debits, credits]).toEqual([106_869_370, 106_869_370]);
  });

  it('agrees with the trial balance of the same dates, account by account', () => {
    const trial = trialBalance(ACCOUNTS, merged(before, thisYear), before);
    const signed = (debit: number, credit: number, account: AccountOfChart) => (account.type === 'ASSET' || account.type === 'EXPENSE' ? debit - credit : credit - debit);
    expect(trial.rows.map((row) => [row.account.name, signed(row.debit, row.credit, row.account)])).toEqual(summary.rows.map((row) => [row.account.name, row.closing]));
    expect(trial.earlierProfit).toBe(summary.earlierProfit?.closing);
  });

  it('has no earlier-periods line for dates within one financial year', () => {
    expect(generalLedgerSummary(ACCOUNTS, before, new Map(), [{ to: '2026-11-30', totals: thisYear }]).earlierProfit).toBeNull();
  });
});
