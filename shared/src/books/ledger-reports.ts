// The reports a CA signs off, folded from the ledger's per-account totals: the trial balance, the
// profit and loss account and the balance sheet. Pure: the server reads the totals (per day, kept as
// documents save) and these functions only add them up, so the web, the tests and the server agree.
import { systemAccountCodeOf, systemAccountId } from './chart-account-ids.js';
import { DEBIT_NATURE, SYSTEM_ACCOUNTS, type AccountType, type SystemAccount } from './chart-of-accounts.js';

export interface AccountOfChart {
  readonly id: string;
  readonly name: string;
  readonly type: AccountType;
}

/** Debits and credits (paise) per account id. */
export type AccountTotals = ReadonlyMap<string, { readonly debit: number; readonly credit: number }>;

export function addTotals(into: Map<string, { debit: number; credit: number }>, accountId: string, debit: number, credit: number): void {
  const found = into.get(accountId);
  if (found) {
    found.debit += debit;
    found.credit += credit;
  } else into.set(accountId, { debit, credit });
}

/** An account's balance on its own side: assets and expenses by debits, the rest by credits. */
export function balanceOf(type: AccountType, totals: { debit: number; credit: number } | undefined): number {
  if (!totals) return 0;
  return DEBIT_NATURE[type] ? totals.debit - totals.credit : totals.credit - totals.debit;
}

export interface TrialBalanceRow {
  readonly account: AccountOfChart;
  /** The balance on the side it falls (one of the two is 0). */
  readonly debit: number;
  readonly credit: number;
}

const NOMINAL: ReadonlySet<AccountType> = new Set(['INCOME', 'EXPENSE']);

/** Income and expenses: accounts of a year's profit, closed at its end (31 March) into the profit of earlier periods. */
export const isNominal = (type: AccountType): boolean => NOMINAL.has(type);

/** The trial balance's and the general ledger's line for what income and expenses left before: a profit, or (below zero) a loss. */
export const earlierPeriodsName = (profit: number): string => (profit < 0 ? 'Loss of earlier periods' : 'Profit of earlier periods');

/**
 * The trial balance of a period, as the balance sheet and the profit and loss account read it:
 * assets, liabilities and equity at their closing balances; income and expenses as they moved in
 * the period; and what they left before it as one line, the profit (a credit) or loss (a debit) of
 * earlier periods, so that last year's sales are not read as this year's. The two totals are equal
 * when the books balance. `beforeStart` empty: the whole history is the period.
 */
export function trialBalance(accounts: readonly AccountOfChart[], closing: AccountTotals, beforeStart: AccountTotals = new Map()) {
  const rows: TrialBalanceRow[] = [];
  for (const account of accounts) {
    const found = closing.get(account.id);
    const earlier = isNominal(account.type) ? beforeStart.get(account.id) : undefined;
    const net = (found ? found.debit - found.credit : 0) - (earlier ? earlier.debit - earlier.credit : 0);
    if (net !== 0) rows.push({ account, debit: Math.max(net, 0), credit: Math.max(-net, 0) });
  }
  const earlierProfit = profitAndLoss(accounts, beforeStart).profit;
  const debit = rows.reduce((sum, row) => sum + row.debit, 0) + Math.max(-earlierProfit, 0);
  const credit = rows.reduce((sum, row) => sum + row.credit, 0) + Math.max(earlierProfit, 0);
  return { rows, earlierProfit, debit, credit };
}

export interface AccountAmountRow {
  readonly account: AccountOfChart;
  readonly amount: number;
}

function rowsOfType(accounts: readonly AccountOfChart[], totals: AccountTotals, type: AccountType): AccountAmountRow[] {
  return accounts
    .filter((account) => account.type === type)
    .map((account) => ({ account, amount: balanceOf(type, totals.get(account.id)) }))
    .filter((row) => row.amount !== 0);
}

const sumOf = (rows: readonly AccountAmountRow[]) => rows.reduce((sum, row) => sum + row.amount, 0);

/**
 * The value of the goods in hand (paise) at the start of a period and at its end, where the
 * organisation counts its stock (inventory tracking): the books post purchases to expenses and sales
 * to income as they happen, so what is still in hand at the end is a gain of the period and what was
 * in hand at its start a cost of it (the trading account: opening stock + purchases − closing stock).
 */
export interface StockValues {
  readonly opening: number;
  readonly closing: number;
  /**
   * The starting stock: what the items' first counts found beyond their documents, held before
   * any of them (the stock a business brings when its books in Bahi begin). Its value belongs in
   * the starting balances (Stock in hand against capital), not in any period's profit.
   */
  readonly counted: number;
}

/** The stock rows of a statement: named as the statement names them, under the Stock in hand account. */
const STOCK_ACCOUNT_ID = systemAccountId('stock');
const stockRow = (name: string, type: AccountType, amount: number): AccountAmountRow => ({ account: { id: STOCK_ACCOUNT_ID, name, type }, amount });

/**
 * Income less expenses over the totals of a period; with `stock`, the opening stock first among the
 * expenses and the closing stock last among the income (a value of nothing is not shown).
 */
export function profitAndLoss(accounts: readonly AccountOfChart[], periodTotals: AccountTotals, stock?: StockValues) {
  const income = rowsOfType(accounts, periodTotals, 'INCOME');
  const expenses = rowsOfType(accounts, periodTotals, 'EXPENSE');
  if (stock && stock.opening !== 0) expenses.unshift(stockRow('Opening stock', 'EXPENSE', stock.opening));
  if (stock && stock.closing !== 0) income.push(stockRow('Closing stock', 'INCOME', stock.closing));
  return { income, expenses, totalIncome: sumOf(income), totalExpenses: sumOf(expenses), profit: sumOf(income) - sumOf(expenses) };
}

/** The balance sheet's name of an account shown on the other side of its type: an overdrawn bank is a bank overdraft. */
function otherSideName(account: AccountOfChart): string {
  const code = systemAccountCodeOf(account.id);
  if (code && (SYSTEM_ACCOUNTS[code] as SystemAccount).subHead === 'BANK') return 'Bank overdraft';
  return `${account.name} (${DEBIT_NATURE[account.type] ? 'credit' : 'debit'} balance)`;
}

/**
 * The assets and liabilities, each account on the side its balance falls, as a positive amount (in
 * the chart's order): an asset with a credit balance is owed, so it is a liability (an overdrawn
 * bank: "Bank overdraft"; Sundry debtors in credit: what customers paid ahead), and a liability
 * with a debit balance an asset (Sundry creditors in debit: what suppliers were paid ahead). Moving
 * a balance across changes neither side's difference, so the sheet still balances. Equity stays
 * signed on its own side (a debit balance is shown as a negative reserve, as Schedule III does).
 */
function assetsAndLiabilities(accounts: readonly AccountOfChart[], closing: AccountTotals) {
  const assets: AccountAmountRow[] = [];
  const liabilities: AccountAmountRow[] = [];
  for (const account of accounts) {
    if (account.type !== 'ASSET' && account.type !== 'LIABILITY') continue;
    const amount = balanceOf(account.type, closing.get(account.id));
    const [own, other] = account.type === 'ASSET' ? [assets, liabilities] : [liabilities, assets];
    if (amount > 0) own.push({ account, amount });
    else if (amount < 0) other.push({ account: { ...account, name: otherSideName(account) }, amount: -amount });
  }
  return { assets, liabilities };
}

/**
 * The balance sheet at the end of a period: assets against liabilities and equity, where equity
 * takes the profit of the periods before (retained) and the period's own profit. `closing` holds
 * every total up to the end date, `beforeStart` those before the period.
 *
 * With `stock` (its opening: the value in hand when the period starts), Stock in hand shows the
 * goods counted and valued at the end instead of its ledger balance (a starting balance or a
 * journal typed into it), and the period's profit gains the stock's growth over the period. Of
 * what was in hand at its start, the starting stock the counts found is set against that ledger
 * balance: what the starting balances leave out of it (or hold beyond it) is shown on its own,
 * as the difference in opening stock (walk 33E E7: it was a profit of earlier periods, as though
 * the business had earned the stock it began with); the rest, bought through the books and
 * still in hand, is the earlier periods' profit. The sheet still balances.
 */
export function balanceSheet(accounts: readonly AccountOfChart[], closing: AccountTotals, beforeStart: AccountTotals, stock?: StockValues) {
  const typed = stock ? balanceOf('ASSET', closing.get(STOCK_ACCOUNT_ID)) : 0;
  const withoutTyped: AccountTotals = stock ? new Map([...closing].filter(([id]) => id !== STOCK_ACCOUNT_ID)) : closing;
  const { assets, liabilities } = assetsAndLiabilities(accounts, withoutTyped);
  if (stock && stock.closing !== 0) {
    // In the chart's place of Stock in hand.
    const order = new Map(accounts.map((account, index) => [account.id, index]));
    const after = assets.findIndex((row) => (order.get(row.account.id) ?? Infinity) > (order.get(STOCK_ACCOUNT_ID) ?? Infinity));
    assets.splice(after === -1 ? assets.length : after, 0, stockRow(SYSTEM_ACCOUNTS.stock.name, 'ASSET', stock.closing));
  }
  const equity = rowsOfType(accounts, closing, 'EQUITY');
  const earlierLedgerProfit = profitAndLoss(accounts, beforeStart).profit;
  const openingStockDifference = stock ? stock.counted - typed : 0;
  const earlierProfit = earlierLedgerProfit + (stock ? stock.opening - stock.counted : 0);
  const profit = profitAndLoss(accounts, closing).profit - earlierLedgerProfit + (stock ? stock.closing - stock.opening : 0);
  const totalAssets = sumOf(assets);
  const totalLiabilities = sumOf(liabilities);
  const totalEquity = sumOf(equity) + openingStockDifference + earlierProfit + profit;
  return { assets, liabilities, equity, openingStockDifference, earlierProfit, profit, totalAssets, totalLiabilities, totalEquity };
}
