// The input tax of an inward supply (a purchase), as GSTR-3B needs it. Every purchase line's tax is
// eligible input tax credit (Section 16 CGST Act) and is claimed in table 4(A)(5) "all other ITC",
// but for a kind whose supplier may not collect tax (a composite purchase: noInputTaxCredit) and
// for what a composition dealer buys (takesNoInputTaxCredit).
// Under reverse charge the supplier's bill carries no tax (spec part 2 §9): the buyer owes that tax
// itself (table 3.1(d), inward supplies liable to reverse charge) and, once paid, claims it in
// table 4(A)(3); less what it paid already on an advance the purchase takes (advance-adjustment.ts),
// while the credit is the whole tax. Blocked credits (Section 17(5)) are not told apart: the spec's purchase has no
// field that says a credit is blocked.
import type { DocumentTotals } from '../gst/totals.js';
import { isKindInTable, kindFacts } from './kinds.js';

/** Paise per tax head. */
export interface TaxHeads {
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly cess: number;
}

export interface InputTax {
  /** The GSTR-3B table the credit is claimed in. */
  readonly itcTable: '4(A)(3)' | '4(A)(5)';
  /** The input tax credit of the document (lines and taxed charges). */
  readonly itc: TaxHeads;
  /** Under reverse charge: the tax the buyer pays the government itself (3.1(d)); else null. */
  readonly reverseChargeOwed: TaxHeads | null;
}

/**
 * Whether a document's tax is no input tax credit: its kind's supplier may not collect tax (a
 * composite purchase), or it was bought by a composition dealer (`creditBlocked`, set when saved:
 * Section 10(4) CGST Act, such a taxable person is not entitled to any input tax credit; walk 27
 * H1). Its tax is then part of the cost.
 */
export const takesNoInputTaxCredit = (doc: { readonly kind: string; readonly creditBlocked?: boolean }): boolean =>
  (isKindInTable(doc.kind) && kindFacts(doc.kind).noInputTaxCredit === true) || doc.creditBlocked === true;

/**
 * `creditable`: false for a kind whose tax is no credit (noInputTaxCredit), unless under reverse
 * charge. `paidWithAdvance`: the reverse charge paid on an advance the document takes.
 */
export function inputTaxOf(totals: DocumentTotals, creditable = true, paidWithAdvance: TaxHeads | null = null): InputTax {
  const heads: TaxHeads = { igst: totals.igstTotal, cgst: totals.cgstTotal, sgst: totals.sgstTotal, cess: totals.cessTotal };
  const reverseCharge = totals.taxTreatment === 'reverse_charge';
  const itc = creditable || reverseCharge ? heads : { igst: 0, cgst: 0, sgst: 0, cess: 0 };
  const paid = paidWithAdvance ?? { igst: 0, cgst: 0, sgst: 0, cess: 0 };
  const owed = { igst: heads.igst - paid.igst, cgst: heads.cgst - paid.cgst, sgst: heads.sgst - paid.sgst, cess: heads.cess - paid.cess };
  return { itcTable: reverseCharge ? '4(A)(3)' : '4(A)(5)', itc, reverseChargeOwed: reverseCharge ? owed : null };
}
