// Double-entry postings: what a saved document puts in the books, as balanced debit and credit
// lines on the chart of accounts (chart-of-accounts.ts). Pure functions of the figures the GST
// engine computed (documentTotals), so the books can never disagree with the document: a later
// edit posts its new figures in place of the old, and a cancelled document posts nothing.
//
// Which side of the books a kind is on follows from its row of the kind table: a kind that cannot
// be paid (quotation, proforma, delivery challan) posts nothing; one whose party supplies the
// organisation (purchases, the reverse-charge self-invoice) is a purchase; the rest are sales.
import type { AdvanceAdjustment } from '../documents/advance-adjustment.js';
import type { DocumentKindFacts } from '../documents/kinds.js';
import type { DocumentTotals, TaxTreatment } from '../gst/totals.js';
import type { SystemAccountCode } from './chart-of-accounts.js';

export interface PostingLine {
  readonly account: SystemAccountCode;
  /** The party or bank account within the account (a debtor's client id, a bank account id), or null. */
  readonly subLedger: string | null;
  /** Paise; exactly one of debit and credit is above zero. */
  readonly debit: number;
  readonly credit: number;
}

export type BooksSide = 'sale' | 'purchase';

export function booksSideOf(facts: Pick<DocumentKindFacts, 'payable' | 'partyRole'>): BooksSide | null {
  if (!facts.payable) return null;
  return facts.partyRole === 'supplier' ? 'purchase' : 'sale';
}

export interface PaymentForBooks {
  readonly amount: number;
  readonly method: 'CASH' | 'BANK';
  /** The organisation's bank account id when BANK. */
  readonly account: string;
}

export interface DocumentForBooks {
  readonly side: BooksSide;
  /** The client who buys or supplies; '' for a consumer typed on the form. */
  readonly partyId: string;
  readonly cancelled: boolean;
  readonly totals: Pick<
    DocumentTotals,
    'subTotal' | 'discount' | 'chargesTotal' | 'cgstTotal' | 'sgstTotal' | 'igstTotal' | 'cessTotal' | 'taxTreatment' | 'roundOff' | 'grandTotal'
  >;
  readonly payments: readonly PaymentForBooks[];
  /** The tax it carries is part of the cost, not input tax (a purchase side kind's noInputTaxCredit). */
  readonly taxIsCost?: boolean;
  /** The tax it owes under reverse charge is part of the cost too (a composition dealer's purchase). */
  readonly reverseChargeIsCost?: boolean;
  /** A sale made from a receipt voucher (a purchase from a payment voucher): the advance it takes, and its tax (advance-adjustment.ts). */
  readonly advance?: Pick<AdvanceAdjustment, 'amount' | 'cgst' | 'sgst' | 'igst' | 'cess' | 'reverseCharge'> | null;
}

export class UnbalancedPostings extends Error {}

const debit = (account: SystemAccountCode, paise: number, subLedger: string | null = null): PostingLine => ({ account, subLedger, debit: paise, credit: 0 });
const credit = (account: SystemAccountCode, paise: number, subLedger: string | null = null): PostingLine => ({ account, subLedger, debit: 0, credit: paise });

const TAX_HEADS = ['Cgst', 'Sgst', 'Igst', 'Cess'] as const;

const taxOf = (totals: Pick<DocumentTotals, 'cgstTotal' | 'sgstTotal' | 'igstTotal' | 'cessTotal'>) => totals.cgstTotal + totals.sgstTotal + totals.igstTotal + totals.cessTotal;

/**
 * The tax lines: output tax on a sale, input tax on a purchase, and under reverse charge the tax the
 * buyer owes. Tax that is part of the cost (taxIsCost) is charged to purchases instead.
 */
function taxLines(side: BooksSide, treatment: TaxTreatment, totals: DocumentForBooks['totals'], cost: { taxIsCost?: boolean; reverseChargeIsCost?: boolean }): PostingLine[] {
  const amounts = { Cgst: totals.cgstTotal, Sgst: totals.sgstTotal, Igst: totals.igstTotal, Cess: totals.cessTotal };
  if (treatment === 'none') return [];
  if (side === 'purchase' && treatment === 'charged' && cost.taxIsCost) return [debit('purchases', taxOf(totals))];
  // The supplier under reverse charge collects no tax: the buyer owes it, so it is in the buyer's books only.
  if (side === 'sale') return treatment === 'charged' ? TAX_HEADS.map((head) => credit(`output${head}`, amounts[head])) : [];
  const input = cost.reverseChargeIsCost && treatment !== 'charged' ? [debit('purchases', taxOf(totals))] : TAX_HEADS.map((head) => debit(`input${head}`, amounts[head]));
  return treatment === 'charged' ? input : [...input, ...TAX_HEADS.map((head) => credit(`reverseCharge${head}`, amounts[head]))];
}

const moneyAccount = (payment: PaymentForBooks): [SystemAccountCode, string | null] =>
  payment.method === 'CASH' ? ['cash', null] : ['bank', payment.account];

/**
 * A document's own lines: the party's total, the goods or services, charges, tax and round-off.
 * Sales and purchases are booked net of the discounts on the document: a discount printed on the
 * invoice is a trade discount, which lowers the price (and the taxable value, Section 15(3)(a)),
 * not an expense or an income (AS 9). The discount accounts are for cash discounts, by journal.
 */
function documentLines(doc: DocumentForBooks): PostingLine[] {
  const { side, totals } = doc;
  const party = doc.partyId === '' ? null : doc.partyId;
  const net = totals.subTotal - totals.discount;
  // Round-off is an expense when the total was rounded down, an income (a credit to it) when up.
  const roundOff = totals.roundOff < 0 ? debit('roundOff', -totals.roundOff) : credit('roundOff', totals.roundOff);
  if (side === 'sale') {
    return [
      debit('debtors', totals.grandTotal, party),
      credit('sales', net),
      credit('chargesRecovered', totals.chargesTotal),
      ...taxLines(side, totals.taxTreatment, totals, {}),
      roundOff,
    ];
  }
  return [
    debit('purchases', net),
    debit('chargesPaid', totals.chargesTotal),
    ...taxLines(side, totals.taxTreatment, totals, doc),
    credit('creditors', totals.grandTotal, party),
    // Rounded up, the purchase costs more (a debit); rounded down, less.
    totals.roundOff > 0 ? debit('roundOff', totals.roundOff) : credit('roundOff', -totals.roundOff),
  ];
}

/** Money received against a sale settles the debtor; money paid against a purchase settles the creditor. */
export function paymentLines(doc: DocumentForBooks): PostingLine[] {
  const party = doc.partyId === '' ? null : doc.partyId;
  return doc.payments.flatMap((payment) => {
    const [account, subLedger] = moneyAccount(payment);
    return doc.side === 'sale'
      ? [debit(account, payment.amount, subLedger), credit('debtors', payment.amount, party)]
      : [debit('creditors', payment.amount, party), credit(account, payment.amount, subLedger)];
  });
}

/**
 * An advance set against a sale settles the debtor from the customer's advance; the tax paid on
 * the advance when it was received (voucherPostings) is taken back from output tax, since the
 * sale charges the whole tax again, and the advance account is left with nothing of it.
 * An advance set against a purchase settles the creditor from the advance paid to the supplier:
 * the supplier's tax in it was never input tax (the purchase claims it), so only the money moves.
 * Under reverse charge the organisation paid the tax on the advance when it paid (voucherPostings:
 * held in advances to suppliers until the supply came); the purchase owes the whole tax again, so
 * the advance's share is taken off tax payable under reverse charge, and advances to suppliers are
 * left with nothing of it. The purchase's input tax stays whole: the credit comes with the supply.
 */
function advanceLines(doc: DocumentForBooks): PostingLine[] {
  const { advance } = doc;
  if (!advance) return [];
  const party = doc.partyId === '' ? null : doc.partyId;
  const amounts = { Cgst: advance.cgst, Sgst: advance.sgst, Igst: advance.igst, Cess: advance.cess };
  const tax = advance.cgst + advance.sgst + advance.igst + advance.cess;
  if (doc.side === 'purchase') {
    const paidTax = advance.reverseCharge ? [...TAX_HEADS.map((head) => debit(`reverseCharge${head}`, amounts[head])), credit('supplierAdvances', tax, party)] : [];
    return [debit('creditors', advance.amount, party), credit('supplierAdvances', advance.amount, party), ...paidTax];
  }
  return [
    debit('customerAdvances', advance.amount, party),
    credit('debtors', advance.amount, party),
    ...TAX_HEADS.map((head) => debit(`output${head}`, amounts[head])),
    credit('customerAdvances', tax, party),
  ];
}

/** Refuses a set of lines whose debits and credits differ: such a set is never written. */
export function checkBalanced<L extends { readonly debit: number; readonly credit: number }>(lines: readonly L[]): readonly L[] {
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.debit) || !Number.isSafeInteger(line.credit) || line.debit < 0 || line.credit < 0) {
      throw new UnbalancedPostings(`a posting of ${line.debit} / ${line.credit} is not a whole, non-negative number of paise`);
    }
    debits += line.debit;
    credits += line.credit;
  }
  if (debits !== credits) throw new UnbalancedPostings(`debits ${debits} and credits ${credits} differ`);
  return lines;
}

/** Everything a document puts in the books (nothing when cancelled), balanced, without zero lines. */
export function documentPostings(doc: DocumentForBooks): readonly PostingLine[] {
  if (doc.cancelled) return [];
  const lines = [...documentLines(doc), ...paymentLines(doc), ...advanceLines(doc)].filter((line) => line.debit > 0 || line.credit > 0);
  return checkBalanced(lines);
}

/**
 * A voucher (part 2 §3; Rules 50-52 CGST Rules) for the books: the money itself changes hands, so
 * it posts the money account against an advance, not a debtor or creditor.
 * - 'advanceReceived' (receipt voucher): Dr cash/bank, Cr advances from customers, with the money;
 *   the tax in the advance is owed now (Section 12/13 time of supply), so Dr advances from
 *   customers, Cr output tax with it (under reverse charge the customer owes it: nothing).
 * - 'advanceRefunded' (refund voucher or note): the receipt's lines reversed, for the amount refunded.
 *   The tax on an advance of an earlier month was paid in that month's return and is not taken
 *   off this month's (GSTR-1 11B takes only advances set against invoices): it is claimed back by
 *   a refund application, FORM GST RFD-01 (Circular 137/07/2020-GST), so it waits in GST refund
 *   receivable (`taxReclaimed`) instead of lowering output tax.
 * - 'advancePaid' (payment voucher): Dr advances to suppliers, Cr cash/bank, with the money. The
 *   supplier's tax is inside it and is not input tax until the supply comes (Section 16(2)(b));
 *   under reverse charge the organisation owes the tax on the advance: Dr advances to suppliers,
 *   Cr tax payable under reverse charge.
 */
export type VoucherBooksSide = 'advanceReceived' | 'advanceRefunded' | 'advancePaid';

export interface VoucherForBooks {
  readonly side: VoucherBooksSide;
  readonly partyId: string;
  readonly cancelled: boolean;
  /** Where the money went or came from. */
  readonly money: Pick<PaymentForBooks, 'method' | 'account'>;
  readonly totals: Pick<DocumentTotals, 'cgstTotal' | 'sgstTotal' | 'igstTotal' | 'cessTotal' | 'taxTreatment' | 'grandTotal'>;
  /** A refund of an advance received in an earlier month: its tax is claimed back by RFD-01. */
  readonly taxReclaimed?: boolean;
}

/** Which voucher side a kind posts on (null: not a voucher). */
export function voucherSideOf(facts: Pick<DocumentKindFacts, 'voucher' | 'partyRole'>): VoucherBooksSide | null {
  if (facts.voucher === 'refund') return 'advanceRefunded';
  if (facts.voucher === 'advance') return facts.partyRole === 'supplier' ? 'advancePaid' : 'advanceReceived';
  return null;
}

const flip = (line: PostingLine): PostingLine => ({ ...line, debit: line.credit, credit: line.debit });

/** Everything a voucher puts in the books (nothing when cancelled), balanced, without zero lines. */
export function voucherPostings(voucher: VoucherForBooks): readonly PostingLine[] {
  if (voucher.cancelled) return [];
  const { totals } = voucher;
  const party = voucher.partyId === '' ? null : voucher.partyId;
  const [moneyAt, moneySub] = moneyAccount({ amount: totals.grandTotal, ...voucher.money });
  const amounts = { Cgst: totals.cgstTotal, Sgst: totals.sgstTotal, Igst: totals.igstTotal, Cess: totals.cessTotal };
  const tax = taxOf(totals);
  let lines: PostingLine[];
  if (voucher.side === 'advancePaid') {
    const owed = totals.taxTreatment === 'reverse_charge';
    lines = [
      debit('supplierAdvances', totals.grandTotal, party),
      credit(moneyAt, totals.grandTotal, moneySub),
      ...(owed ? [debit('supplierAdvances', tax, party), ...TAX_HEADS.map((head) => credit(`reverseCharge${head}`, amounts[head]))] : []),
    ];
  } else {
    const charged = totals.taxTreatment === 'charged';
    const received = [
      debit(moneyAt, totals.grandTotal, moneySub),
      credit('customerAdvances', totals.grandTotal, party),
      ...(charged ? [debit('customerAdvances', tax, party), ...TAX_HEADS.map((head) => credit(`output${head}`, amounts[head]))] : []),
    ];
    const refunded = received.map(flip);
    const reclaimed = () => [...refunded.filter((line) => !line.account.startsWith('output')), debit('gstRefundReceivable', tax)];
    lines = voucher.side === 'advanceReceived' ? received : voucher.taxReclaimed && charged ? reclaimed() : refunded;
  }
  return checkBalanced(lines.filter((line) => line.debit > 0 || line.credit > 0));
}

/** An expense as the books need it (spec part 2 §7): paid at once, its GST claimed as input tax. */
export interface ExpenseForBooks {
  /** Paise before tax, and the tax heads the GST engine gave it. */
  readonly amount: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly money: Omit<PaymentForBooks, 'amount'>;
  /** The ledger account the expense is booked to (an organisation's own expense account); absent: General expenses. */
  readonly expenseAccountId?: string;
  /** Its GST is blocked credit (Section 17(5)): part of the expense, not input tax. */
  readonly taxIsCost?: boolean;
}

/**
 * What an expense puts in the books: the expense and its input tax (GSTR-3B claims it, 4(A)(5)),
 * against the cash or bank account it was paid from. Balanced, without zero lines.
 */
export function expensePostings(expense: ExpenseForBooks): readonly PostingLine[] {
  const total = expense.amount + expense.cgst + expense.sgst + expense.igst;
  const [moneyAt, moneySub] = moneyAccount({ amount: total, ...expense.money });
  const tax = [debit('inputCgst', expense.cgst), debit('inputSgst', expense.sgst), debit('inputIgst', expense.igst)];
  const lines = expense.taxIsCost ? [debit('expenses', total), credit(moneyAt, total, moneySub)] : [debit('expenses', expense.amount), ...tax, credit(moneyAt, total, moneySub)];
  return checkBalanced(lines.filter((line) => line.debit > 0 || line.credit > 0));
}
