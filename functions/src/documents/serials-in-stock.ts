// A sale picks its serial numbers from those in stock (spec part 1 §5: "the number of serials
// selected"): a unit never brought in, or already sold, cannot go out again (walk 23: one unit
// sold on six invoices). The stock is read once the organisation's owed stock work is settled,
// so a sale saved a moment ago has taken its serials out. An edit keeps the serials its stored
// version took out. Two sales of one unit saved at the same instant do not both pass: each holds
// the item from this check until its document is written (serial-holds.ts).
import { DOCUMENT_APP_MESSAGES, fillMessage, type DraftLine } from '@bahi/shared';
import type { FieldError } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import type { StoredDocument } from '../store/documents.js';
import { serialsInStock } from '../store/stock-movements.js';
import { settleOrganisation } from './derived-work.js';
import type { SerialHolds } from './serial-holds.js';

export async function checkSerialsInStock(
  ports: Ports,
  orgId: string,
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
  for (const line of previous?.lines ?? []) for (const serial of line.serials) inStock.get(line.itemId)?.add(serial);
  lines.forEach((line, index) => {
    const missing = line.serials.find((serial) => !inStock.get(line.itemId)?.has(serial));
    if (missing !== undefined) errors.push({ field: `items.${index}.itemPurchaseDetails`, message: fillMessage(DOCUMENT_APP_MESSAGES.serialNotInStock, { serial: missing }) });
  });
}
