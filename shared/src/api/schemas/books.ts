// Wire schemas of the books: journal transactions and the starting balances (spec part 2 §3
// "Journal transaction", "Starting balance", §7) and the ledger reports (general ledger, balance
// sheet; profit and loss and trial balance are ours). Field names are the spec's (description,
// transactiondate, orgid, userid, jTID, lines of acc/desc/debit/credit/id; openingStockId, lines of
// accountid/logId/debit/credit); `version` is ours (optimistic concurrency). Amounts travel as
// rupees: journal amounts are whole rupees (part 2 §5), starting balances may carry paise.
import { z } from 'zod';
import { LATEST_DOCUMENT_DATE, isCalendarDate } from '../../gst/calendar.js';
import { BOOKS_APP_MESSAGES, JOURNAL_MESSAGES, REPORT_DEFAULT_START } from '../../books/books-messages.js';
import { partiesOfAccount } from '../../books/chart-account-ids.js';
import { DOCUMENT_APP_MESSAGES } from '../../documents/document-messages.js';
import { REPORT_MESSAGES } from '../../reports/report-rules.js';
import { AmountInputError, parseTypedAmount } from '../../input/typed-amount.js';
import { typedText } from '../../input/typed-text.js';
import { documentDateField } from './documents.js';
import { idField, optionalText } from './common.js';

/** The largest amount a line may carry: ₹1,000 crore. */
export const MAX_BOOKS_LINE_PAISE = 1_000_000_000_000;
export const MAX_BOOKS_LINES = 200;

const loose = z.union([z.string(), z.number(), z.null()]).optional();
const textOf = typedText;

/** An entry's line as the store keeps it (paise). */
export interface BooksLineInput {
  /** The line's id on edit (the spec's `id` / `logId`); '' for a new line. */
  id: string;
  accountId: string;
  /** The line's customer, supplier or bank account on an account that keeps them ('' for none: walk 40 M2). */
  partyId: string;
  narration: string;
  debit: number;
  credit: number;
}

export interface BooksEntryInput {
  description: string;
  date: string;
  lines: BooksLineInput[];
}

type Issue = (path: (string | number)[], message: string) => void;

function amountOf(value: unknown, label: string, wholeRupees: boolean, path: (string | number)[], issue: Issue): number {
  const text = textOf(value);
  if (text === '') return 0;
  try {
    const paise = parseTypedAmount(text, { label, maxPaise: MAX_BOOKS_LINE_PAISE });
    if (wholeRupees && paise % 100 !== 0) issue(path, BOOKS_APP_MESSAGES.wholeRupees);
    return paise;
  } catch (error) {
    // A journal's own rule names what a journal line takes, but an amount past the largest is told so.
    const tooLarge = error instanceof AmountInputError && error.reason === 'tooLarge';
    issue(path, wholeRupees && !tooLarge ? BOOKS_APP_MESSAGES.wholeRupees : (error as Error).message);
    return 0;
  }
}

interface WireLine {
  id: unknown;
  account: unknown;
  party: unknown;
  narration: unknown;
  debit: unknown;
  credit: unknown;
}

/** The lines with an amount, each checked; blank rows of the form are left out. */
function entryLines(wire: readonly WireLine[], wholeRupees: boolean, issue: Issue): BooksLineInput[] {
  const lines: BooksLineInput[] = [];
  wire.forEach((line, i) => {
    const debit = amountOf(line.debit, 'Debit', wholeRupees, ['lines', i, 'debit'], issue);
    const credit = amountOf(line.credit, 'Credit', wholeRupees, ['lines', i, 'credit'], issue);
    const accountId = textOf(line.account);
    if (debit === 0 && credit === 0) return;
    if (debit > 0 && credit > 0) issue(['lines', i, 'credit'], BOOKS_APP_MESSAGES.debitOrCredit);
    if (accountId === '') issue(['lines', i, 'account'], BOOKS_APP_MESSAGES.accountRequired);
    const partyId = textOf(line.party);
    if (partyId !== '' && accountId !== '' && partiesOfAccount(accountId) === null) issue(['lines', i, 'partyid'], BOOKS_APP_MESSAGES.partyOnPartyAccount);
    lines.push({ id: textOf(line.id), accountId, partyId, narration: textOf(line.narration).slice(0, 500), debit, credit });
  });
  return lines;
}

/** `partyid` is ours: the line's customer, supplier or bank account (walk 40 M2). */
const journalLineWire = z.object({ id: loose, acc: loose, partyid: loose, desc: loose, debit: loose, credit: loose });
const journalFields = {
  orgid: idField,
  userid: loose,
  description: optionalText,
  transactiondate: documentDateField(true),
  lines: z.array(journalLineWire).max(MAX_BOOKS_LINES),
};

type JournalWire = { description: string; transactiondate: string; lines: z.output<typeof journalLineWire>[] };

/** A journal: whole rupees, at least two lines, credits less debits zero ('Totals must be zero'). */
function toJournal(wire: JournalWire, ctx: z.RefinementCtx): BooksEntryInput {
  const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  const lines = entryLines(
    wire.lines.map((line) => ({ id: line.id, account: line.acc, party: line.partyid, narration: line.desc, debit: line.debit, credit: line.credit })),
    true,
    issue,
  );
  if (lines.length < 2) issue(['lines'], BOOKS_APP_MESSAGES.twoLines);
  const difference = lines.reduce((sum, line) => sum + line.credit - line.debit, 0);
  if (difference !== 0) issue(['lines'], JOURNAL_MESSAGES.totalsNotZero);
  return { description: wire.description, date: wire.transactiondate, lines };
}

const versionField = z.coerce.number().int().positive().optional();

export const journalSaveRequest = z.object(journalFields).transform((wire, ctx) => ({ orgid: wire.orgid, entry: toJournal(wire, ctx) }));

export const journalEditRequest = z
  .object({ ...journalFields, jTID: idField, version: versionField })
  .transform((wire, ctx) => ({ orgid: wire.orgid, id: wire.jTID, version: wire.version, entry: toJournal(wire, ctx) }));

const openingLineWire = z.object({ logId: loose, accountid: loose, partyid: loose, debit: loose, credit: loose });
const openingFields = {
  orgid: idField,
  userid: loose,
  description: optionalText,
  transactiondate: documentDateField(true),
  lines: z.array(openingLineWire).max(MAX_BOOKS_LINES),
};

type OpeningWire = { description: string; transactiondate: string; lines: z.output<typeof openingLineWire>[] };

/** Starting balances: rupees with paise, at least one line; the difference goes to opening balance equity. */
function toOpening(wire: OpeningWire, ctx: z.RefinementCtx): BooksEntryInput {
  const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  const lines = entryLines(
    wire.lines.map((line) => ({ id: line.logId, account: line.accountid, party: line.partyid, narration: '', debit: line.debit, credit: line.credit })),
    false,
    issue,
  );
  if (lines.length === 0) issue(['lines'], BOOKS_APP_MESSAGES.oneLine);
  return { description: wire.description, date: wire.transactiondate, lines };
}

export const startingBalanceSaveRequest = z.object(openingFields).transform((wire, ctx) => ({ orgid: wire.orgid, entry: toOpening(wire, ctx) }));

export const startingBalanceUpdateRequest = z
  .object({ ...openingFields, openingStockId: loose, version: versionField })
  .transform((wire, ctx) => ({ orgid: wire.orgid, version: wire.version, entry: toOpening(wire, ctx) }));

export type JournalSaveRequest = z.input<typeof journalSaveRequest>;
export type JournalEditRequest = z.input<typeof journalEditRequest>;
export type StartingBalanceSaveRequest = z.input<typeof startingBalanceSaveRequest>;

export const booksOrgParams = z.object({ orgId: idField });
export const journalDeleteParams = z.object({ journalId: idField, userId: z.string() });
export const journalFetchParams = z.object({ journalId: idField, userId: z.string(), orgId: idField });

const rupees = z.string();
/** A line's customer, supplier or bank account ('' and '' for none). */
const partyOfLine = { partyid: z.string(), partyname: z.string() };

export const journalView = z.object({
  id: z.string(),
  jTID: z.string(),
  description: z.string(),
  transactiondate: z.string(),
  version: z.number(),
  createddate: z.string(),
  modifieddate: z.string(),
  total: rupees,
  lines: z.array(z.object({ id: z.string(), acc: z.string(), accountname: z.string(), ...partyOfLine, desc: z.string(), debit: rupees, credit: rupees })),
});
export type JournalView = z.infer<typeof journalView>;

export const journalListResponse = z.object({ status: z.literal(true), journals: z.array(journalView) });
export const journalResponse = z.object({ status: z.literal(true), journal: journalView });
export const booksSavedResponse = z.object({ status: z.literal(true), message: z.string(), id: z.string(), version: z.number() });
export const booksDeletedResponse = z.object({ status: z.literal(true), message: z.string() });

export const startingBalanceView = z.object({
  openingStockId: z.string(),
  description: z.string(),
  transactiondate: z.string(),
  version: z.number(),
  lines: z.array(z.object({ logId: z.string(), accountid: z.string(), accountname: z.string(), ...partyOfLine, debit: rupees, credit: rupees })),
  /** What opening balance equity takes to balance the typed lines (positive: a credit). */
  equity: rupees,
});
export type StartingBalanceView = z.infer<typeof startingBalanceView>;
export const startingBalanceResponse = z.object({ status: z.literal(true), startingBalance: startingBalanceView.nullable() });

// --- Reports ---------------------------------------------------------------------------------

/** 'YYYY-MM-DD', or the spec's 'YYYY-MM-DD HH:mm:ss' (the time is ignored); nothing more. */
const REPORT_DATE = /^(\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2}:\d{2})?$/;

/**
 * A report's date, within the years the books can hold: entries are dated from 1 July 2017 to
 * 2099 (their financial years from 1 April 2017). Outside them a ledger would split thousands of
 * years into a read each, and a year without a financial-year label was a 500 (walk 28 F1, F2).
 */
const reportDate = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const date = REPORT_DATE.exec(value)?.[1] ?? '';
    const problem = !isCalendarDate(date)
      ? BOOKS_APP_MESSAGES.dateInvalid
      : date < REPORT_DEFAULT_START
        ? REPORT_MESSAGES.tooEarly
        : date > LATEST_DOCUMENT_DATE
          ? DOCUMENT_APP_MESSAGES.dateTooLate
          : null;
    if (problem === null) return date;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  })
  .optional();

export const reportQuery = z
  .object({ start: reportDate, end: reportDate, account: z.string().optional(), party: z.string().optional() })
  .refine((query) => !query.start || !query.end || query.start <= query.end, { message: BOOKS_APP_MESSAGES.datesOrder, path: ['start'] });

const accountRef = z.object({ id: z.string(), name: z.string(), type: z.string() });
const amountRow = z.object({ account: accountRef, amount: rupees });
const range = { start: z.string(), end: z.string() };

export const ledgerLineView = z.object({
  date: z.string(),
  /** The document, journal or opening entry behind the line (the drill-down). */
  source: z.object({ type: z.string(), id: z.string(), kind: z.string(), number: z.string() }),
  /**
   * Who the line is with: the client of a debtor's, creditor's or advance's line; on any other line
   * (a bank's, cash's, sales, tax…) the party of the document behind it as saved, or the expense's
   * payee; '' for none (a journal, the opening entry).
   */
  party: z.string(),
  /** The bank account of a bank line (its bank and number: 'HDFC Bank · 50100234567891'); '' on other lines. */
  bankAccount: z.string(),
  debit: rupees,
  credit: rupees,
  balance: rupees,
});

const ledgerFigures = { opening: rupees, debit: rupees, credit: rupees, closing: rupees };

export const generalLedgerResponse = z.object({
  status: z.literal(true),
  ...range,
  /** Income and expenses closed at each 31 March the period runs past, and running on from zero. */
  accounts: z.array(z.object({ account: accountRef, ...ledgerFigures })),
  /**
   * The profit of earlier periods those closings go to (a profit above zero, a loss below; the
   * closed expenses its debits, the closed income its credits), as the trial balance's line of it;
   * null when the period runs past no 31 March (or the line is nothing throughout).
   */
  earlierProfit: z.object(ledgerFigures).nullable(),
  ledger: z
    .object({
      account: accountRef,
      ...ledgerFigures,
      /** With a line closing an income or expense account on each 31 March it runs past (source type yearEnd). */
      lines: z.array(ledgerLineView),
      /** When the lines stop before the end date (a page of whole days): the start date of the next page; else null. */
      next: z.string().nullable(),
      /** The party the lines are of (the `party` asked for): its own opening, lines and closing; null for the whole account. */
      party: z.object({ id: z.string(), name: z.string() }).nullable(),
      /** The parties with lines in the account (customers, suppliers, bank accounts), by name, for choosing one. */
      parties: z.array(z.object({ id: z.string(), name: z.string() })),
    })
    .nullable(),
});

/**
 * How the statements value the goods in hand, where the organisation counts its stock (inventory
 * tracking): each tracked item's stock at its weighted average cost (the starting stock at the
 * catalogue's purchase price); `unpriced` names those in hand valued at nothing. Null: the stock is not counted, so not in the statements.
 */
const stockValuation = z.object({ basis: z.literal('weighted_average_cost'), unpriced: z.array(z.string()) }).nullable();

export const balanceSheetResponse = z.object({
  status: z.literal(true),
  ...range,
  /** Stock in hand among the assets is then the stock valued, not the ledger's balance. */
  stockValuation,
  /**
   * Each account on the side its balance falls, the amount positive: an asset account in credit is
   * among the liabilities and a liability account in debit among the assets, named so ('Bank
   * overdraft' for the bank accounts, else '<name> (credit balance)' / '<name> (debit balance)'),
   * with its own id and type.
   */
  assets: z.array(amountRow),
  liabilities: z.array(amountRow),
  /** Signed: a debit balance is below zero. */
  equity: z.array(amountRow),
  /**
   * The starting stock the items' counts found less what the starting balances hold in Stock in
   * hand (0.00 where they agree, or where stock is not tracked): signed, as the equity it stands for.
   */
  openingStockDifference: rupees,
  earlierProfit: rupees,
  profit: rupees,
  totalAssets: rupees,
  totalLiabilities: rupees,
  totalEquity: rupees,
});

export const profitAndLossResponse = z.object({
  status: z.literal(true),
  ...range,
  /** The opening stock is then first among the expenses, the closing stock last among the income. */
  stockValuation,
  income: z.array(amountRow),
  expenses: z.array(amountRow),
  totalIncome: rupees,
  totalExpenses: rupees,
  profit: rupees,
});

export const trialBalanceResponse = z.object({
  status: z.literal(true),
  ...range,
  /** Assets, liabilities and equity at the end; income and expenses as they moved in the period. */
  rows: z.array(z.object({ account: accountRef, debit: rupees, credit: rupees })),
  /** What income and expenses left before the period: a profit (a credit line) or, negative, a loss (a debit line). */
  earlierProfit: rupees,
  debit: rupees,
  credit: rupees,
});
