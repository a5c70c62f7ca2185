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
