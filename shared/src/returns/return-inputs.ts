// What the return generators read: the stored documents of a month, reduced to the figures a return
// needs (paise and basis points, as the GST engine computed them when the document was saved). The
// server maps its stored documents to these (functions/src/returns/return-documents.ts); the
// generators are pure, so a test feeds them a fixture month and checks every figure by hand.
import type { AdvanceAdjustment } from '../documents/advance-adjustment.js';
import type { KindInTable } from '../documents/kinds.js';
import type { LifecycleStatus } from '../documents/statuses.js';
import type { ZeroRateType } from '../api/schemas/items.js';
import type { ExpenseInputTax } from '../expenses/expense-tax.js';

/** A document line as stored, with the engine's figures (paise). */
export interface ReturnLine {
  /** 1-based position on the document (the pre-filing check names it). */
  readonly sno: number;
  readonly itemName: string;
  readonly hsnSac: string;
  /** The unit as the line holds it: a UQC code ('NOS') or a unit id ('12'). */
  readonly unit: string;
  readonly goodsService: 'goods' | 'services';
  /** A 0% line's kind of supply (absent: nil-rated). */
  readonly zeroRateType?: ZeroRateType;
  readonly quantityMilli: number;
  readonly gstRateBps: number;
  readonly taxable: number;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly cess: number;
}

/** A packing, insurance or freight charge with the tax the engine put on it (paise). */
export interface ReturnCharge {
  readonly taxable: number;
  readonly gstRateBps: number;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
}

/** The kinds a return reads: quotations, proformas and challans are never supplies. */
export const RETURN_KINDS = [
  'b2b',
  'b2c',
  'reverse_charge',
  'bill_of_supply',
  'purchase',
  'composite_purchase',
  'credit_note',
  'debit_note',
  // A supplier's credit note (goods sent back, a lower price): it lowers the input tax credit.
  'vendor_credit',
] as const satisfies readonly KindInTable[];
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * Documents the organisation numbers and issues that are no supply of their own: GSTR-1 table 13
 * (documents issued) counts them; of them, the vouchers of ADVANCE_KINDS are read for their
 * advances too.
 */
export const ISSUED_ONLY_KINDS = ['delivery_challan', 'receipt_voucher', 'payment_voucher', 'refund_voucher', 'refund_note'] as const satisfies readonly KindInTable[];

/** The vouchers that move an advance received: a receipt voucher takes it, a refund gives it back. */
export const ADVANCE_KINDS = ['receipt_voucher', 'refund_voucher', 'refund_note'] as const satisfies readonly (typeof ISSUED_ONLY_KINDS)[number][];
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];

export function isAdvanceKind(kind: string): kind is AdvanceKind {
  return (ADVANCE_KINDS as readonly string[]).includes(kind);
}

/**
 * A receipt or refund voucher as GSTR-1 tables 11A/11B and GSTR-3B 3.1(a) read it: its money and
 * the tax backed out of it at its rate (paise, as the engine computed them).
 */
export interface ReturnVoucher {
  readonly id: string;
  readonly kind: AdvanceKind;
  readonly number: string;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly lifecycle: LifecycleStatus;
  readonly deleted: boolean;
  /** The receipt voucher whose advance a refund gives back; '' for a receipt voucher. */
  readonly receiptVoucherId: string;
  /** Its number and date ('YYYY-MM-DD'), as the refund's link keeps them; '' where not known. */
  readonly receiptVoucherNumber: string;
  readonly receiptVoucherDate: string;
  /** The customer's GSTIN; '' for an unregistered one (GSTR-3B 3.2 reports their inter-state advances). */
  readonly partyGstin: string;
  /** The place of supply's state code. */
  readonly placeOfSupply: string;
  readonly interState: boolean;
  /** Under reverse charge the customer pays the tax: none is in the money. */
  readonly reverseCharge: boolean;
  /** The voucher's rate (its advances' highest). */
  readonly rateBps: number;
  /** The money advanced for services, its tax within (an advance for goods bears none). */
  readonly grandTotal: number;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly cess: number;
}

/**
 * A payment voucher under reverse charge as GSTR-3B 3.1(d) reads it: the tax the organisation owes
 * on the advance it paid for services, in the month it paid (Section 13(3)(a)), on top of the money.
 * Its credit waits for the supply (Section 16(2)(b)): the purchase made from it claims it.
 */
export interface ReverseChargeAdvance {
  readonly id: string;
  readonly number: string;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly lifecycle: LifecycleStatus;
  readonly deleted: boolean;
  /** The money advanced for services (an advance for goods bears none). */
  readonly taxable: number;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly cess: number;
}

/** What table 13 needs of a document it counts. */
export interface IssuedDocument {
  readonly kind: KindInTable;
  readonly number: string;
  readonly seq: number;
  readonly lifecycle: LifecycleStatus;
  readonly deleted: boolean;
  /** A delivery challan's reason (it picks the challan's nature); '' for other kinds. */
  readonly challanReason: string;
}

export function isReturnKind(kind: string): kind is ReturnKind {
  return (RETURN_KINDS as readonly string[]).includes(kind);
}

export interface ReturnDocument {
  readonly id: string;
  readonly kind: ReturnKind;
  readonly number: string;
  /** The sequence the number ends in (doc_issue's from/to follow it). */
  readonly seq: number;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly lifecycle: LifecycleStatus;
  /** A deleted bill of supply: its number stays taken, reported as cancelled. */
  readonly deleted: boolean;
  readonly partyName: string;
  /** '' for an unregistered party. */
  readonly partyGstin: string;
  /** The place of supply's state code ('96' for exports); '' when the document has none. */
  readonly placeOfSupply: string;
  readonly interState: boolean;
  readonly reverseCharge: boolean;
  /** The e-commerce operator's GSTIN, or ''. */
  readonly ecommerceGstin: string;
  /** The invoice value (paise, round-off included). */
  readonly grandTotal: number;
  readonly lines: readonly ReturnLine[];
  readonly charges: readonly ReturnCharge[];
  /** A credit or debit note's original document id; '' when the note names none. */
  readonly noteReferenceId: string;
  /** An invoice made from a receipt voucher: the part of its advance it took (tables 11A/11B); a purchase from a payment voucher, likewise (3.1(d) under reverse charge). */
  readonly advance: AdvanceAdjustment | null;
  /** Bought by a composition dealer: its tax is no credit (input-tax.ts takesNoInputTaxCredit). */
  readonly creditBlocked?: boolean;
  /** Sold while the organisation was a composition dealer: for that period's CMP-08, not GSTR-1 or GSTR-3B. */
  readonly soldInComposition?: boolean;
  /** Bought from a supplier outside India: an import, of goods (GSTR-3B 4(A)(1)) or, under reverse charge, of services (4(A)(2)). */
  readonly boughtFromAbroad?: boolean;
  /** The party is a composition dealer (its client's scheme): GSTR-3B 3.2 lists its inter-state supplies. */
  readonly partyComposition?: boolean;
  /** A zero-rated supply made under a letter of undertaking or bond, paying no tax. */
  readonly underLut?: boolean;
  /** Sold to an SEZ unit or developer: zero-rated (GSTR-1 inv_typ SEWP/SEWOP, GSTR-3B 3.1(b)). */
  readonly supplyToSez?: boolean;
  /** An export's shipping bill, each part '' until known (GSTR-1 table 6A: sbpcode, sbnum, sbdt). */
  readonly shippingBill?: { readonly portCode: string; readonly number: string; readonly date: string };
}

/** What a note needs of its original (which may be of an earlier month). */
export interface NoteOriginal {
  readonly id: string;
  readonly kind: KindInTable;
  readonly number: string;
  readonly date: string;
  readonly grandTotal: number;
  readonly interState: boolean;
  readonly placeOfSupply: string;
}

/** An expense with its GST (paise). */
export interface ReturnExpense {
  readonly id: string;
  readonly number: string;
  readonly date: string;
  readonly amount: number;
  readonly taxRateBps: number;
  readonly interState: boolean;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
  /** Blocked credit is in 4(A)(5) and reversed in 4(B)(1) (Circular 170/02/2022-GST); none is in no table 4. */
  readonly inputTax: ExpenseInputTax;
  readonly deleted: boolean;
}

export interface ReturnOrganisation {
  readonly gstin: string;
  /** Two-digit state code. */
  readonly stateCode: string;
  /** A composition dealer (Section 10): it files CMP-08 and GSTR-4, not GSTR-1 and GSTR-3B. */
  readonly composition?: boolean;
  /** Its declared turnover is above ₹5 crore: its HSN/SAC codes need 6 digits, not 4 (Notification 78/2020-CT). */
  readonly turnoverAboveFiveCrore?: boolean;
  /** The financial years (start years) it has a letter of undertaking on file for. */
  readonly lutYears?: readonly number[];
}

/** A return month. */
export interface ReturnPeriod {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
}
