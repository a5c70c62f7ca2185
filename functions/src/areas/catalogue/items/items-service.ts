// Items of an organisation: add, change, delete, fetch, list (spec part 2 §3 Item, §5, §7, §8).
// Every save is one conditional write of the item, after the short-name claim.
import { DOCUMENT_APP_MESSAGES, fillMessage, formatDisplayDate, formatWireTimestamp, shortNameKey, type CatalogueRow, type ItemInput, type ItemRecord } from '@bahi/shared';
import { conflict } from '../../../errors/app-error.js';
import { settleOrganisation } from '../../../documents/derived-work.js';
import { refuseDeleteWhileNamed } from '../../../documents/document-references.js';
import type { Ports } from '../../../ports/index.js';
import { newRecordId } from '../../../store/ids.js';
import {
  claimItemName,
  deleteItem,
  getItem,
  listItems,
  putItem,
  releaseItemName,
  StaleItemVersion,
  type StoredItem,
} from '../../../store/items.js';
import { deleteStockCounter, movementsOfItem, stockInHandOfItem, stockInHandOfOrg } from '../../../store/stock-movements.js';
import { itemNotFound, itemVersionConflict, shortNameTaken } from './item-errors.js';
import { toCatalogueRow, toItemRecord } from './item-wire.js';

export async function insertItem(ports: Ports, orgId: string, userId: string, input: ItemInput): Promise<StoredItem> {
  const now = formatWireTimestamp(ports.now());
  const item: StoredItem = {
    ...input,
    id: newRecordId(orgId),
    orgId,
    userId,
    createdDate: now,
    modifiedDate: now,
    version: 1,
    variations: [],
    tracking: null,
  };
  if (!(await claimItemName(ports.table, orgId, item.shortName, item.id, ports.now()))) throw shortNameTaken();
  try {
    await putItem(ports.table, item);
  } catch (error) {
    await releaseItemName(ports.table, orgId, item.shortName, item.id);
    // The new item's key was fenced: a concurrent insert took the short-name claim over and holds it.
    if (error instanceof StaleItemVersion) throw shortNameTaken();
    throw error;
  }
  return item;
}

export async function loadItem(ports: Ports, orgId: string, itemId: string): Promise<StoredItem> {
  const stored = await getItem(ports.table, orgId, itemId);
  if (!stored) throw itemNotFound();
  return stored;
}

/** Writes a changed item over `stored` (one conditional write); a concurrent change is a 409. */
export async function saveItemChange(ports: Ports, stored: StoredItem, updated: StoredItem): Promise<void> {
  try {
    await putItem(ports.table, { ...updated, version: stored.version + 1 }, stored.version);
  } catch (error) {
    if (error instanceof StaleItemVersion) throw itemVersionConflict();
    throw error;
  }
}

export async function updateItem(
  ports: Ports,
  orgId: string,
  itemId: string,
  expectedVersion: number | undefined,
  input: ItemInput,
): Promise<StoredItem> {
  const stored = await loadItem(ports, orgId, itemId);
  if (expectedVersion !== undefined && expectedVersion !== stored.version) throw itemVersionConflict();
  const updated: StoredItem = { ...stored, ...input, modifiedDate: formatWireTimestamp(ports.now()), version: stored.version + 1 };
  // A services item has no stock: switching goods to services ends its tracking.
  if (updated.goodsType === 'services') updated.tracking = null;
  const renamed = shortNameKey(updated.shortName) !== shortNameKey(stored.shortName);
  if (renamed && !(await claimItemName(ports.table, orgId, updated.shortName, stored.id, ports.now()))) throw shortNameTaken();
  try {
    await saveItemChange(ports, stored, updated);
  } catch (error) {
    if (renamed) await releaseItemName(ports.table, orgId, updated.shortName, stored.id);
    throw error;
  }
  if (renamed) await releaseItemName(ports.table, orgId, stored.shortName, stored.id);
  return updated;
}

export async function removeItem(ports: Ports, orgId: string, itemId: string): Promise<void> {
  const stored = await loadItem(ports, orgId, itemId);
  await refuseDeleteWhileNamed(ports, orgId, { item: [itemId] });
  await refuseDeleteWhileCounted(ports, orgId, itemId);
  try {
    await deleteItem(ports.table, orgId, itemId, stored.version);
  } catch (error) {
    if (error instanceof StaleItemVersion) throw itemVersionConflict();
    throw error;
  }
  await releaseItemName(ports.table, orgId, stored.shortName, stored.id);
  await deleteStockCounter(ports.table, orgId, itemId);
}

/**
 * An item whose stock was counted (a starting count, a correction) is in the books' stock in hand
 * from that day: deleting it would take that stock out of balance sheets already drawn. Its
 * documents are refused above; what is left to move it is a count.
 */
async function refuseDeleteWhileCounted(ports: Ports, orgId: string, itemId: string): Promise<void> {
  const counted = (await movementsOfItem(ports.table, orgId, itemId)).find((movement) => movement.sourceKind === 'adjustment' && movement.quantityMilli !== 0);
  if (counted) throw conflict('item.stockCounted', fillMessage(DOCUMENT_APP_MESSAGES.itemStockCounted, { date: formatDisplayDate(counted.date) }));
}

export async function fetchItem(ports: Ports, orgId: string, itemId: string): Promise<ItemRecord> {
  // Stock in hand is read below: documents whose stock work a crash interrupted finish it first.
  await settleOrganisation(ports, orgId);
  const stored = await loadItem(ports, orgId, itemId);
  return toItemRecord(stored, await stockInHandOfItem(ports.table, orgId, itemId));
}

export async function listCatalogue(ports: Ports, orgId: string): Promise<CatalogueRow[]> {
  await settleOrganisation(ports, orgId);
  const [items, stock] = await Promise.all([listItems(ports.table, orgId), stockInHandOfOrg(ports.table, orgId)]);
  return items
    .map((item) => toCatalogueRow(item, stock.get(item.id) ?? 0))
    .sort((a, b) => a.short_name.localeCompare(b.short_name, 'en-IN'));
}
