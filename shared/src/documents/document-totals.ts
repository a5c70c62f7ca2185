// The totals of a document, from its lines and charges, with the GST engine. The server calls it
// when it saves (and stores the line figures), the view when it shows, and the web form for its
// live preview: one mapping from a document to the engine's input, so the three cannot differ.
import { GstAmountTooLargeError } from '../gst/errors.js';
import { KIND_RULES, computeDocumentTotals, lineAmountBeforeDiscount, lineDiscount, type AmountOrPercent, type DocumentTotals, type PriceMode } from '../gst/totals.js';
import type { KindInTable } from './kinds.js';

export interface TotalsLine {
  readonly quantityMilli: number;
  readonly unitPrice: number;
  readonly priceMode: PriceMode;
  readonly discount?: AmountOrPercent;
  readonly gstRateBps: number;
  readonly cessRateBps: number;
  /** Vouchers: the line's advance, paise (absent: qty × price). */
  readonly advance?: number;
  /** Vouchers: an advance for goods bears no tax (the engine's advanceUntaxed); absent: taxed, as for services. */
  readonly goodsService?: 'goods' | 'services';
}

export interface TotalsDocument {
  readonly kind: KindInTable;
  readonly sellerStateCode: string;
  readonly placeOfSupply: string;
  readonly lines: readonly TotalsLine[];
  readonly charges: { readonly packing?: AmountOrPercent; readonly insurance?: AmountOrPercent; readonly freight?: AmountOrPercent };
  readonly additionalCharges: boolean;
  readonly reverseCharge: boolean;
  /** An export under a letter of undertaking or bond: no tax paid (the engine's withoutPayment). */
  readonly exportUnderLut?: boolean;
  /** A supply to an SEZ unit or developer: inter-state wherever it is (the engine's supplyToSez). */
  readonly supplyToSez?: boolean;
  /** Issued under the composition scheme (issuedInComposition): no tax (the engine's collectsNoTax). */
  readonly soldInComposition?: boolean;
  readonly roundOff: boolean;
  /** Paise received so far. */
  readonly paid?: number;
}

/** A voucher's advance for goods: no tax is backed out of it, and it is no supply yet (Notification 66/2017-CT). */
export const isUntaxedAdvance = (kind: KindInTable, line: Pick<TotalsLine, 'goodsService'>): boolean => KIND_RULES[kind].advance === true && line.goodsService === 'goods';

/**
 * Paise of money the document's lines that `keep` keeps come to, from its totals: their value with
 * the tax where the party pays it; under reverse charge their value alone (the recipient pays the
 * tax to the government, not to the supplier). A voucher line's money is its advance either way.
 */
export function linesTotalOf(doc: Pick<TotalsDocument, 'lines'>, totals: Pick<DocumentTotals, 'lines' | 'taxTreatment'>, keep: (line: Pick<TotalsLine, 'goodsService'>) => boolean): number {
  const moneyOf = totals.taxTreatment === 'reverse_charge' ? (line: DocumentTotals['lines'][number]) => line.taxable : (line: DocumentTotals['lines'][number]) => line.total;
  return totals.lines.reduce((sum, line, index) => (keep(doc.lines[index] ?? {}) ? sum + moneyOf(line) : sum), 0);
}

/** Paise of a voucher's advances that bear tax: all but its advances for goods (isUntaxedAdvance). */
export const taxedAdvanceOf = (doc: Pick<TotalsDocument, 'kind' | 'lines'>, totals: Pick<DocumentTotals, 'lines' | 'taxTreatment'>): number =>
  linesTotalOf(doc, totals, (line) => !isUntaxedAdvance(doc.kind, line));

export function documentTotals(doc: TotalsDocument): DocumentTotals {
  return computeDocumentTotals({
    kind: doc.kind,
    sellerStateCode: doc.sellerStateCode,
    placeOfSupplyStateCode: doc.placeOfSupply,
    lines: doc.lines.map((line) => ({
      quantityMilli: line.quantityMilli,
      unitPrice: line.unitPrice,
      priceMode: line.priceMode,
      discount: line.discount,
      gstRateBps: line.gstRateBps,
      cessRateBps: line.cessRateBps,
      ...(line.advance !== undefined ? { advance: line.advance } : {}),
      ...(isUntaxedAdvance(doc.kind, line) ? { advanceUntaxed: true } : {}),
    })),
    charges: doc.charges,
    additionalCharges: doc.additionalCharges,
    reverseCharge: doc.reverseCharge,
    withoutPayment: doc.exportUnderLut === true,
    supplyToSez: doc.supplyToSez === true,
    collectsNoTax: doc.soldInComposition === true,
    roundOff: doc.roundOff,
    amountPaid: doc.paid ?? 0,
  });
}

/**
 * Whether a line's discount is more than the line's amount before it, which the engine refuses
 * (the schema says so on the line's field; the form's preview leaves it out and says which line).
 * A voucher's lines are advances, with no discount of their own.
 */
export function discountAboveAmount(kind: KindInTable, line: Pick<TotalsLine, 'quantityMilli' | 'unitPrice' | 'priceMode' | 'discount' | 'gstRateBps' | 'cessRateBps'>): boolean {
  const rule = KIND_RULES[kind];
  if (!line.discount || rule.advance) return false;
  if (line.discount.kind === 'percent' && line.discount.bps > 10_000) return true;
  try {
    const amount = lineAmountBeforeDiscount(line, rule.taxed);
    return lineDiscount(amount, line.discount) > amount;
  } catch (error) {
    // A line too large to hold in paise is refused as such when the totals are worked out.
    if (error instanceof GstAmountTooLargeError) return false;
    throw error;
  }
}
