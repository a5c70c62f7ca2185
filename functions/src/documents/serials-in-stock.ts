// A sale picks its serial numbers from those in stock (spec part 1 §5: "the number of serials
// selected"): a unit never brought in, or already sold, cannot go out again (walk 23: one unit
// sold on six invoices). Likewise a unit in stock cannot come in again, on a purchase keyed twice
// or a credit note taking back a unit never sold (walk 28 F3: either let one unit be sold twice).
// The stock is read once the organisation's owed stock work is settled, so a document saved a
// moment ago has moved its serials. An edit keeps the serials its stored version moved, and takes
// off (as a cancel takes off all) only units still where that version left them: a purchase's unit
// still in stock, a sale's still out (walk 32 H1: a purchase edited to drop a unit sold since left
// it sold but never bought, and the stock's count and its serials disagreed). Two documents moving
// one unit at the same instant do not both pass: each holds the item from this check until its
// document is written (serial-holds.ts).
import { DOCUMENT_APP_MESSAGES, fillMessage, type DocumentKindFacts, type DraftLine } from '@bahi/shared';
import type { FieldError } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import type { StoredDocument } from '../store/documents.js';
import { serialsInStock } from '../store/stock-movements.js';
import { settleOrganisation } from './derived-work.js';
import { documentInvalidFields } from './document-errors.js';
import { withSerialHolds, type SerialHolds } from './serial-holds.js';

type SerialLine = Pick<DraftLine, 'itemId' | 'serials'>;

const itemsWithSerials = (lines: readonly SerialLine[]) => lines.filter((line) => line.serials.length > 0).map((line) => line.itemId);

/**
 * Checks the serials of a document that moves stock `direction` against the stock (see above):
 * `lines` as it is to be (none for a cancel), `previous` as stored (null for a new document).
 */
export async function checkSerialsInStock(
  ports: Ports,
  orgId: string,
  direction: 'in' | 'out',
  lines: readonly SerialLine[],
  previous: StoredDocument | null,
  errors: FieldError[],
  holds: SerialHolds,
): Promise<void> {
  const items = [...new Set([...itemsWithSerials(lines), ...itemsWithSerials(previous?.lines ?? [])])];
  if (items.length === 0) return;
  await holds.take(orgId, items);
  await settleOrganisation(ports, orgId);
  const inStock = new Map(await Promise.all(items.map(async (itemId) => [itemId, new Set(await serialsInStock(ports.table, orgId, itemId))] as const)));
  const kept = new Set(lines.flatMap((line) => line.serials.map((serial) => `${line.itemId} ${serial}`)));
  for (const line of previous?.lines ?? []) {
    const moved = line.serials.find((serial) => !kept.has(`${line.itemId} ${serial}`) && inStock.get(line.itemId)?.has(serial) !== (direction === 'in'));
    if (moved === undefined) continue;
    const index = lines.findIndex((each) => each.itemId === line.itemId);
    const message = direction === 'in' ? DOCUMENT_APP_MESSAGES.serialGoneSince : DOCUMENT_APP_MESSAGES.serialBackSince;
    errors.push({ field: index < 0 ? 'items' : `items.${index}.itemPurchaseDetails`, message: fillMessage(message, { serial: moved }) });
  }
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

/**
 * A change that takes lines off a stored document without a save (a cancel keeps none, a line's
 * delete the others): the units it takes off must be where the document left them (see above),
 * or the change is refused on the request's `field`; `write` runs while the items are held.
 */
export function withSerialsTakenOff<T>(
  ports: Ports,
  stored: StoredDocument,
  change: { direction: DocumentKindFacts['stock']; kept: readonly SerialLine[]; field: string },
  write: () => Promise<T>,
): Promise<T> {
  const { direction, kept, field } = change;
  if (direction !== 'in' && direction !== 'out') return write();
  return withSerialHolds(ports, async (holds) => {
    const errors: FieldError[] = [];
    await checkSerialsInStock(ports, stored.orgId, direction, kept, stored, errors, holds);
    if (errors.length > 0) throw documentInvalidFields('lineInvalid', errors.map((error) => ({ ...error, field })));
    return write();
  });
}
