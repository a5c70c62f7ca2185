// The totals of a document, from its lines and charges, with the GST engine. The server calls it
// when it saves (and stores the line figures), the view when it shows, and the web form for its
// live preview: one mapping from a document to the engine's input, so the three cannot differ.
import { computeDocumentTotals, type AmountOrPercent, type DocumentTotals, type PriceMode } from '../gst/totals.js';
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
}

export interface TotalsDocument {
  readonly kind: KindInTable;
  readonly sellerStateCode: string;
  readonly placeOfSupply: string;
  readonly lines: readonly TotalsLine[];
  readonly charges: { readonly packing?: AmountOrPercent; readonly insurance?: AmountOrPercent; readonly freight?: AmountOrPercent };
  readonly additionalCharges: boolean;
  readonly reverseCharge: boolean;
  readonly roundOff: boolean;
  /** Paise received so far. */
  readonly paid?: number;
}

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
    })),
    charges: doc.charges,
    additionalCharges: doc.additionalCharges,
    reverseCharge: doc.reverseCharge,
    roundOff: doc.roundOff,
    amountPaid: doc.paid ?? 0,
  });
}
