// The tax of an expense, from the shared GST engine: the amount is the value before tax (a
// tax-exclusive line of one unit on a purchase), taxed at one GST rate. The supplier's state
// against the organisation's decides the split (spec part 2 §4): the same state gives CGST and
// SGST, half each; another state gives IGST. The server stores these figures; the form shows the
// same ones live.
import { computeDocumentTotals } from '../gst/totals.js';

export interface ExpenseTaxInput {
  /** The expense amount before tax, paise. */
  amountPaise: number;
  /** GST rate, basis points (18% = 1800). */
  taxRateBps: number;
  /** The supplier's state code ('27'). */
  supplierStateCode: string;
  /** The organisation's state code: the place of supply of what it buys. */
  orgStateCode: string;
}

export interface ExpenseTax {
  supply: 'intra' | 'inter';
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst. */
  tax: number;
  /** amount + tax. */
  total: number;
}

export function expenseTax(input: ExpenseTaxInput): ExpenseTax {
  const totals = computeDocumentTotals({
    kind: 'purchase',
    sellerStateCode: input.supplierStateCode,
    placeOfSupplyStateCode: input.orgStateCode,
    lines: [{ quantityMilli: 1000, unitPrice: input.amountPaise, priceMode: 'notax', gstRateBps: input.taxRateBps }],
  });
  return {
    supply: totals.supply,
    cgst: totals.cgstTotal,
    sgst: totals.sgstTotal,
    igst: totals.igstTotal,
    tax: totals.taxTotal,
    total: totals.grandTotal,
  };
}

/**
 * What an expense's GST is to the organisation: input tax credit; blocked credit (Section 17(5):
 * cost in the books, in GSTR-3B 4(A)(5) and reversed in 4(B)(1)); or none at all without the
 * supplier's GSTIN (Section 16(2)(a): no tax invoice to claim on: cost, and in no table 4; walk 32
 * M4: it was claimed). One rule for the books, the return and the list.
 */
export type ExpenseInputTax = 'claimed' | 'blocked' | 'none';

export function expenseInputTax(expense: { itcBlocked: boolean; supplierGstin: string }): ExpenseInputTax {
  if (expense.supplierGstin === '') return 'none';
  return expense.itcBlocked ? 'blocked' : 'claimed';
}
