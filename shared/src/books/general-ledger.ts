// The general ledger across financial years, as an Indian accountant keeps it: assets, liabilities
// and equity run on across 1 April; income and expenses are closed at 31 March into the profit (or
// loss) of earlier periods, the trial balance's line of that name, and run on from zero, so that on
// any day they hold their financial year's figures only. Pure: the server reads the totals (per
// financial year of the period) and an account's lines; these fold them.
import { financialYearOf, financialYearStarting } from '../gst/financial-year.js';
import { DEBIT_NATURE, type AccountType } from './chart-of-accounts.js';
import { balanceOf, isNominal, profitAndLoss, type AccountOfChart, type AccountTotals } from './ledger-reports.js';

/** The source type of the line that closes an account at a year end: no document is behind it. */
export const YEAR_END_SOURCE = 'yearEnd';

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** A period cut at each 31 March it runs past: one part per financial year it touches, in order. */
export function partsByYear(start: string, end: string): DateRange[] {
  const parts: DateRange[] = [];
  let from = start;
  for (let year = financialYearOf(start); year.endDate < end; ) {
    parts.push({ from, to: year.endDate });
    year = financialYearStarting(year.endYear);
    from = year.startDate;
  }
  return [...parts, { from, to: end }];
}

/** The 31 Marches a period cut by partsByYear runs past: where each part but the last ends. */
export const yearEndsOf = (parts: readonly { readonly to: string }[]): string[] => parts.slice(0, -1).map((part) => part.to);

/**
 * What an account opens a period with: assets, liabilities and equity their balance before it;
 * income and expenses only what they moved since its financial year began (`sinceYearStart`: the
 * totals from that 1 April to the day before the start; the years before are closed).
 */
export function openingOf(account: AccountOfChart, before: AccountTotals, sinceYearStart: AccountTotals): number {
  return balanceOf(account.type, (isNominal(account.type) ? sinceYearStart : before).get(account.id));
}

export interface LedgerEntryForReport {
  readonly date: string;
  readonly debit: number;
  readonly credit: number;
}

/** Where an account's lines cross a year end: the 31 Marches they run past, and the line that closes the account on one. */
export interface YearEnds<E> {
  readonly dates: readonly string[];
  readonly line: (date: string, debit: number, credit: number) => E;
}

/**
 * An account's lines with the running balance after each (on the account's own side), from the
 * opening balance. An income or expense account is closed on each of `yearEnds` (after that day's
 * lines) by a line that brings its balance to zero. The closing line counts in the debits and
 * credits: it is an entry in the account (the transfer a CA makes at 31 March), so the ledger foots
 * (opening + debits − credits = closing on its side, the totals sum the lines above them) and, with
 * the profit of earlier periods taking the other side, the period's debits still equal its credits.
 */
export function runningBalances<E extends LedgerEntryForReport>(type: AccountType, opening: number, entries: readonly E[], yearEnds?: YearEnds<E>) {
  const dates = yearEnds && isNominal(type) ? yearEnds.dates : [];
  const lines: (E & { balance: number })[] = [];
  let balance = opening;
  let debit = 0;
  let credit = 0;
  const post = (entry: E) => {
    balance += balanceOf(type, entry);
    debit += entry.debit;
    credit += entry.credit;
    lines.push({ ...entry, balance });
  };
  let next = 0;
  const closeBefore = (date: string) => {
    for (; next < dates.length && (dates[next] as string) < date; next += 1) {
      // The other side of the balance: a debit takes an income's credit balance away, a credit an expense's debit one.
      const toDebit = DEBIT_NATURE[type] ? -balance : balance;
      if (yearEnds && toDebit !== 0) post(yearEnds.line(dates[next] as string, Math.max(toDebit, 0), Math.max(-toDebit, 0)));
    }
  };
  for (const entry of entries) {
    closeBefore(entry.date);
    post(entry);
  }
  // The year ends after the last line.
  closeBefore('9999-12-31');
  return { lines, closing: balance, debit, credit };
}

export interface LedgerFigures {
  readonly opening: number;
  readonly debit: number;
  readonly credit: number;
  readonly closing: number;
}

/** A summary line shows when it opens with a balance or moves. */
const shows = (figures: LedgerFigures) => figures.opening !== 0 || figures.debit !== 0 || figures.credit !== 0;

const NOTHING = { debit: 0, credit: 0 };

/**
 * The general ledger's summary over a period cut by year (partsByYear, with each part's totals):
 * every account's opening, debits, credits and closing, income and expenses closed at each 31
 * March; and the profit of earlier periods those closings go to (an income closed is its credit,
 * an expense its debit; a loss is below zero), or null when the period closes no year into it.
 * `before` holds the totals before the period, `sinceYearStart` those of its first year before it.
 */
export function generalLedgerSummary(accounts: readonly AccountOfChart[], before: AccountTotals, sinceYearStart: AccountTotals, parts: readonly { to: string; totals: AccountTotals }[]) {
  const yearEnds: YearEnds<LedgerEntryForReport & { closes: boolean }> = {
    dates: yearEndsOf(parts),
    line: (date, debit, credit) => ({ date, debit, credit, closes: true }),
  };
  let closedDebit = 0;
  let closedCredit = 0;
  const rows = accounts.map((account) => {
    const opening = openingOf(account, before, sinceYearStart);
    const folded = runningBalances(account.type, opening, parts.map((part) => ({ date: part.to, closes: false, ...(part.totals.get(account.id) ?? NOTHING) })), yearEnds);
    for (const line of folded.lines.filter((each) => each.closes)) {
      closedDebit += line.debit;
      closedCredit += line.credit;
    }
    return { account, opening, debit: folded.debit, credit: folded.credit, closing: folded.closing };
  });
  const earlierOpening = profitAndLoss(accounts, before).profit - profitAndLoss(accounts, sinceYearStart).profit;
  const earlier = { opening: earlierOpening, debit: closedCredit, credit: closedDebit, closing: earlierOpening + closedDebit - closedCredit };
  return { rows: rows.filter(shows), earlierProfit: yearEnds.dates.length > 0 && shows(earlier) ? earlier : null };
}
