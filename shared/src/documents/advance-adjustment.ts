// An advance set against the invoice for its supply (Rule 50 CGST Rules; Section 13(2) for the
// time of supply of services): an invoice made from a receipt voucher takes what is left of the
// voucher's advance, up to its own total, as received. The invoice keeps what it took as a
// snapshot of the voucher, so that its books (the advance's tax taken back: the invoice charges
// the whole tax) and GSTR-1 table 11B (advances of earlier months adjusted in this one) need not
// read the voucher.
//
// A voucher may hold advances for goods (no tax: Notification 66/2017-CT) beside advances for
// services (tax backed out). What an invoice takes comes first from the part that matches what it
// supplies: from the services' advances as much as its own services are worth, and more of them
// only when the goods' advances left cannot make up the rest. Only the services' part carries tax
// back (walk 31: the tax was shared over the whole advance, goods' part too).
//
// A payment voucher under reverse charge is the one advance whose tax is on top of the money: the
// organisation owed it to the government itself when it paid the supplier (Section 13(3)(a): under
// reverse charge a service is supplied when it is paid for). The purchase made from it owes that
// tax again on its whole value, so it takes the advance's share off what it owes (postings.ts;
// GSTR-3B 3.1(d)) and claims its credit whole (4(A)(3)).
import type { DocumentTotals } from '../gst/totals.js';

export interface AdvanceAdjustment {
  /** The receipt voucher. */
  readonly voucherId: string;
  readonly number: string;
  readonly date: string;
  /** Paise of the advance (its tax within) set against the invoice. */
  readonly amount: number;
  /**
   * Paise of `amount` taken from the voucher's advances that bore tax (for services). Absent on an
   * adjustment saved before it was kept, whose tax heads were shared over the whole `amount`.
   */
  readonly taxedAmount?: number;
  /** The value and the tax heads within `taxedAmount`, in proportion to the voucher's taxed advances. */
  readonly taxable: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly cess: number;
  /** The voucher's rate (its advances' highest), place of supply (state code) and supply. */
  readonly rateBps: number;
  readonly placeOfSupply: string;
  readonly interState: boolean;
  /** The heads are reverse charge the organisation paid on the advance (a payment voucher's), on top of `taxable`. */
  readonly reverseCharge?: true;
}

export interface VoucherForAdjustment {
  readonly id: string;
  readonly number: string;
  readonly date: string;
  readonly placeOfSupply: string;
  readonly totals: Pick<DocumentTotals, 'cgstTotal' | 'sgstTotal' | 'igstTotal' | 'cessTotal' | 'highestGstRateBps' | 'taxTreatment' | 'supply'>;
  /** Paise of its advances that bear tax (taxedAdvanceOf): the whole advance when none is for goods. */
  readonly taxedAdvance: number;
  /** A payment voucher (an advance paid to a supplier): under reverse charge its tax is on top of the money. */
  readonly advancePaid?: boolean;
}

/** Paise of a voucher's advance: all of it (`total`) and the part that bore tax (`taxed`). */
export interface AdvanceParts {
  readonly total: number;
  readonly taxed: number;
}

/**
 * How much of `amount`, taken from what is `left` of a voucher's advance, comes from its advances
 * for services: up to what the invoice's own services are worth (`servicesValue`, tax included),
 * more only when the goods' advances left fall short of the rest, and never more than is left of them.
 */
export function taxedPartOf(amount: number, left: AdvanceParts, servicesValue: number): number {
  const taxedLeft = Math.max(0, left.taxed);
  const goodsLeft = Math.max(0, left.total - taxedLeft);
  return Math.min(amount, taxedLeft, Math.max(servicesValue, amount - goodsLeft));
}

/**
 * `taken.total` paise of the voucher's advance, `taken.taxed` of them from its taxed advances, with
 * the tax within in proportion (each head rounded to the paisa); for a payment voucher under
 * reverse charge, the tax on top of them.
 */
export function adjustmentOf(voucher: VoucherForAdjustment, taken: AdvanceParts): AdvanceAdjustment {
  const { totals } = voucher;
  // Under reverse charge a customer owes the tax on an advance received: none was in the money.
  const reverseCharge = totals.taxTreatment === 'reverse_charge' && voucher.advancePaid === true;
  const taxed = totals.taxTreatment === 'charged' || reverseCharge;
  const share = (head: number) => (taxed && voucher.taxedAdvance > 0 ? Math.round((head * taken.taxed) / voucher.taxedAdvance) : 0);
  const heads = { cgst: share(totals.cgstTotal), sgst: share(totals.sgstTotal), igst: share(totals.igstTotal), cess: share(totals.cessTotal) };
  return {
    voucherId: voucher.id,
    number: voucher.number,
    date: voucher.date,
    amount: taken.total,
    taxedAmount: taken.taxed,
    taxable: reverseCharge ? taken.taxed : taken.taxed - heads.cgst - heads.sgst - heads.igst - heads.cess,
    ...heads,
    rateBps: totals.highestGstRateBps,
    placeOfSupply: voucher.placeOfSupply,
    interState: totals.supply === 'inter',
    ...(reverseCharge ? { reverseCharge: true as const } : {}),
  };
}
