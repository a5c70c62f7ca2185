// What each source puts in the ledger, dated: a document (sale, purchase, credit or debit note,
// with its payments on their own days), an expense, a journal transaction, the organisation's
// opening entry.
// Pure functions over the rules of postings.ts; the server stores their result as one posting set
// per source version (functions/src/store/ledger.ts). Every set balances, and so does every day
// within it (a payment's lines balance on the payment's day), so the books balance on any date.
import type { DocumentKindFacts } from '../documents/kinds.js';
import { systemAccountId } from './chart-account-ids.js';
import {
  booksSideOf,
  checkBalanced,
  documentPostings,
  expensePostings,
  paymentLines,
  voucherPostings,
  type BooksSide,
  type DocumentForBooks,
  type ExpenseForBooks,
  type PaymentForBooks,
  type PostingLine,
  type VoucherForBooks,
} from './postings.js';

/** One line of the ledger: an account (a system account's `sys_` id or the organisation's own), a day, paise on one side. */
export interface LedgerLine {
  readonly accountId: string;
  /** The party or bank account within the account, or null. */
  readonly subLedger: string | null;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly debit: number;
  readonly credit: number;
}

/** How a kind posts: the side of the books, whether it reverses that side (a credit note), whether its tax is cost (noInputTaxCredit). */
export interface BooksRule {
  readonly side: BooksSide;
  readonly reverses: boolean;
  readonly taxIsCost?: boolean;
  /** The tax it owes under reverse charge is cost too: its buyer takes no credit (a composition dealer). */
  readonly reverseChargeIsCost?: boolean;
}

/**
 * A payable kind posts on its side; a credit note reverses a sale (or, against a supplier, a
 * purchase) and a debit note adds to one; quotations, proformas and challans post nothing.
 */
export function booksRuleOf(facts: Pick<DocumentKindFacts, 'payable' | 'partyRole' | 'note' | 'noInputTaxCredit'>): BooksRule | null {
  const side = booksSideOf(facts);
  if (side) return { side, reverses: false, ...(facts.noInputTaxCredit ? { taxIsCost: true } : {}) };
  if (!facts.note) return null;
  return { side: facts.partyRole === 'supplier' ? 'purchase' : 'sale', reverses: facts.note === 'credit' };
}

export interface DatedPayment extends PaymentForBooks {
  readonly date: string;
}

export interface DocumentForLedger extends Omit<DocumentForBooks, 'side' | 'payments'> {
  readonly rule: BooksRule;
  readonly date: string;
  readonly payments: readonly DatedPayment[];
}

const onDay = (date: string) => (line: PostingLine): LedgerLine => ({
  accountId: systemAccountId(line.account),
  subLedger: line.subLedger,
  date,
  debit: line.debit,
  credit: line.credit,
});

const swapped = (line: PostingLine): PostingLine => ({ ...line, debit: line.credit, credit: line.debit });

/** A document's ledger lines: its own and an advance it takes on its date (swapped for a credit note), each payment's on the payment's date. */
export function documentLedgerLines(doc: DocumentForLedger): LedgerLine[] {
  if (doc.cancelled) return [];
  const forBooks: DocumentForBooks = { side: doc.rule.side, partyId: doc.partyId, cancelled: false, totals: doc.totals, payments: [], taxIsCost: doc.rule.taxIsCost === true, reverseChargeIsCost: doc.rule.reverseChargeIsCost === true, advance: doc.advance ?? null };
  const own = documentPostings(forBooks).map((line) => (doc.rule.reverses ? swapped(line) : line));
  const paid = doc.payments.flatMap((payment) =>
    checkBalanced(paymentLines({ ...forBooks, payments: [payment] }).filter((line) => line.debit > 0 || line.credit > 0)).map(onDay(payment.date)),
  );
  return [...own.map(onDay(doc.date)), ...paid];
}

/**
 * A voucher's lines on its date (voucherPostings: the advance and the tax in it). The voucher is
 * the money itself, so it has no payments of its own; `money` says where the cash went.
 */
export function voucherLedgerLines(date: string, voucher: VoucherForBooks): LedgerLine[] {
  return voucherPostings(voucher).map(onDay(date));
}

/** An expense's lines on its date (expensePostings), the expense on the account it is booked to. */
export function expenseLedgerLines(date: string, expense: ExpenseForBooks): LedgerLine[] {
  const general = systemAccountId('expenses');
  const bookedTo = expense.expenseAccountId ?? general;
  return expensePostings(expense)
    .map(onDay(date))
    .map((line) => (line.accountId === general ? { ...line, accountId: bookedTo } : line));
}

/** A line as a journal or the opening entry names it: an account and paise on one side. */
export interface AccountAmount {
  readonly accountId: string;
  /** The customer, supplier or bank account of a line of an account that keeps parties ('' or absent: none). */
  readonly partyId?: string;
  readonly debit: number;
  readonly credit: number;
}

/** A journal transaction's lines on its date, each in its party's ledger; UnbalancedPostings when its debits and credits differ. */
export function journalLedgerLines(date: string, lines: readonly AccountAmount[]): LedgerLine[] {
  return [...checkBalanced(lines.map((line) => ({ accountId: line.accountId, subLedger: line.partyId || null, date, debit: line.debit, credit: line.credit })))];
}

/**
 * The opening entry: the balances as typed, and their difference against opening balance equity
 * (debits above credits are the owner's; credits above debits, owed by the owner), so it always balances.
 */
export function openingLedgerLines(date: string, lines: readonly AccountAmount[]): LedgerLine[] {
  const difference = lines.reduce((sum, line) => sum + line.debit - line.credit, 0);
  const equity = systemAccountId('openingBalanceEquity');
  const balancing = difference === 0 ? [] : [{ accountId: equity, debit: difference < 0 ? -difference : 0, credit: difference > 0 ? difference : 0 }];
  return journalLedgerLines(date, [...lines, ...balancing]);
}
