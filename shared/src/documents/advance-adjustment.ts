// An advance set against the invoice for its supply (Rule 50 CGST Rules; Section 13(2) for the
// time of supply of services): an invoice made from a receipt voucher takes what is left of the
// voucher's advance, up to its own total, as received. The invoice keeps what it took as a
// snapshot of the voucher, so that its books (the advance's tax taken back: the invoice charges
// the whole tax) and GSTR-1 table 11B (advances of earlier months adjusted in this one) need not
// read the voucher.
import type { DocumentTotals } from '../gst/totals.js';

export interface AdvanceAdjustment {
  /** The receipt voucher. */
  readonly voucherId: string;
  readonly number: string;
  readonly date: string;
  /** Paise of the advance (its tax within) set against the invoice. */
  readonly amount: number;
  /** The value and the tax heads within `amount`, in proportion to the voucher's. */
  readonly taxable: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly cess: number;
  /** The voucher's rate (its advances' highest), place of supply (state code) and supply. */
  readonly rateBps: number;
  readonly placeOfSupply: string;
  readonly interState: boolean;
}

export interface VoucherForAdjustment {
  readonly id: string;
  readonly number: string;
  readonly date: string;
  readonly placeOfSupply: string;
  readonly totals: Pick<DocumentTotals, 'grandTotal' | 'cgstTotal' | 'sgstTotal' | 'igstTotal' | 'cessTotal' | 'highestGstRateBps' | 'taxTreatment' | 'supply'>;
}

/** `amount` paise of the voucher's advance, with the value and tax within it in proportion (each head rounded to the paisa). */
export function adjustmentOf(voucher: VoucherForAdjustment, amount: number): AdvanceAdjustment {
  const { totals } = voucher;
  // Under reverse charge the customer owes the tax: the voucher charged none, so none is taken back.
  const charged = totals.taxTreatment === 'charged';
  const share = (head: number) => (charged && totals.grandTotal > 0 ? Math.round((head * amount) / totals.grandTotal) : 0);
  const heads = { cgst: share(totals.cgstTotal), sgst: share(totals.sgstTotal), igst: share(totals.igstTotal), cess: share(totals.cessTotal) };
  return {
    voucherId: voucher.id,
    number: voucher.number,
    date: voucher.date,
    amount,
    taxable: amount - heads.cgst - heads.sgst - heads.igst - heads.cess,
    ...heads,
    rateBps: totals.highestGstRateBps,
    placeOfSupply: voucher.placeOfSupply,
    interState: totals.supply === 'inter',
  };
}
