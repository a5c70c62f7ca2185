// A sale picks its serial numbers from those in stock (spec part 1 §5: "the number of serials
// selected"): a unit never brought in, or already sold, cannot go out again (walk 23: one unit
// sold on six invoices). Likewise a unit in stock cannot come in again, on a purchase keyed twice
// or a credit note taking back a unit never sold (walk 28 F3: either let one unit be sold twice).
// The stock is read once the organisation's owed stock work is settled, so a document saved a
// moment ago has moved its serials. An edit keeps the serials its stored version moved. Two
// documents moving one unit at the same instant do not both pass: each holds the item from this
// check until its document is written (serial-holds.ts).
import { DOCUMENT_APP_MESSAGES, fillMessage, type DraftLine } from '@bahi/shared';
import type { FieldError } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import type { StoredDocument } from '../store/documents.js';
import { serialsInStock } from '../store/stock-movements.js';
import { settleOrganisation } from './derived-work.js';
import type { SerialHolds } from './serial-holds.js';

/** Checks the serials of a document that moves stock `direction` against the stock (see above). */
export async function checkSerialsInStock(
  ports: Ports,
  orgId: string,
  direction: 'in' | 'out',
  lines: readonly DraftLine[],
  previous: StoredDocument | null,
  errors: FieldError[],
  holds: SerialHolds,
): Promise<void> {
  const items = [...new Set(lines.filter((line) => line.serials.length > 0).map((line) => line.itemId))];
  if (items.length === 0) return;
  await holds.take(orgId, items);
  await settleOrganisation(ports, orgId);
  const inStock = new Map(await Promise.all(items.map(async (itemId) => [itemId, new Set(await serialsInStock(ports.table, orgId, itemId))] as const)));
  // Without its stored version: what that version took out is back, what it brought in is gone.
  for (const line of previous?.lines ?? []) {
    for (const serial of line.serials) {
      if (direction === 'out') inStock.get(line.itemId)?.add(serial);
      else inStock.get(line.itemId)?.delete(serial);
    }
  }
  const message = direction === 'out' ? DOCUMENT_APP_MESSAGES.serialNotInStock : DOCUMENT_APP_MESSAGES.serialInStockAlready;
  lines.forEach((line, index) => {
    const wrong = line.serials.find((serial) => inStock.get(line.itemId)?.has(serial) !== (direction === 'out'));
    if (wrong !== undefined) errors.push({ field: `items.${index}.itemPurchaseDetails`, message: fillMessage(message, { serial: wrong }) });
  });
}
