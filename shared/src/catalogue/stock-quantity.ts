// Stock quantities in thousandths (the GST engine's quantity scale), signed: stock in hand and a
// ledger's closing balance go below zero when more is sold than was recorded as received.
import { formatQuantity, parseQuantity } from '../gst/quantity.js';
import { GstInputError } from '../gst/errors.js';

/** 1500 -> '1.5', -250 -> '-0.25', 0 -> '0'. */
export function formatStockQuantity(quantityMilli: number): string {
  if (!Number.isSafeInteger(quantityMilli)) throw new GstInputError(`bad quantity ${quantityMilli}`);
  return quantityMilli < 0 ? `-${formatQuantity(-quantityMilli)}` : formatQuantity(quantityMilli);
}

/** The inverse: '1.5' -> 1500, '-0.25' -> -250. Throws on anything else. */
export function parseStockQuantity(text: string): number {
  return text.startsWith('-') ? -parseQuantity(text.slice(1)) : parseQuantity(text);
}
