// Variations of an item (spec part 2 §3 Variation: name, sku, price). They live inside the item,
// at most MAX_ITEM_VARIATIONS, so adding, changing or deleting one is one conditional write of
// the item (409 when the item changed meanwhile). A rowid names its item through its id prefix
// (store/items.ts), which is how update and delete find the item from the rowid alone.
import {
  formatWireTimestamp,
  ITEM_MESSAGES,
  MAX_ITEM_VARIATIONS,
  type variationAddRequest,
  type variationUpdateRequest,
  type VariationRecord,
} from '@bahi/shared';
import type { z } from 'zod';
import { conflict, invalid } from '../../../errors/app-error.js';
import type { Ports } from '../../../ports/index.js';
import { findItemOfVariation, newVariationRowId, type StoredItem, type StoredVariation } from '../../../store/items.js';
import { variationNotFound } from './item-errors.js';
import { loadItem, saveItemChange } from './items-service.js';
import { toVariationRecord } from './item-wire.js';

type AddBody = z.output<typeof variationAddRequest>;
type UpdateBody = z.output<typeof variationUpdateRequest>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function assertNameFree(item: StoredItem, name: string, exceptRowid?: string) {
  if (item.variations.some((variation) => variation.rowid !== exceptRowid && sameName(variation.name, name))) {
    throw conflict('item.variationNameTaken', ITEM_MESSAGES.variationNameTaken);
  }
}

export const variationsOf = (item: StoredItem): VariationRecord[] =>
  item.variations.map((variation) => toVariationRecord(item, variation));

export async function listVariations(ports: Ports, orgId: string, itemId: string): Promise<VariationRecord[]> {
  return variationsOf(await loadItem(ports, orgId, itemId));
}

export async function addVariation(
  ports: Ports,
  orgId: string,
  userId: string,
  body: AddBody,
): Promise<{ rowid: string; item: StoredItem }> {
  const stored = await loadItem(ports, orgId, body.itemid);
  if (stored.variations.length >= MAX_ITEM_VARIATIONS) {
    throw invalid('item.tooManyVariations', ITEM_MESSAGES.tooManyVariations);
  }
  assertNameFree(stored, body.name);
  let rowid = newVariationRowId(stored.id);
  while (stored.variations.some((variation) => variation.rowid === rowid)) rowid = newVariationRowId(stored.id);
  const now = formatWireTimestamp(ports.now());
  const variation: StoredVariation = {
    rowid,
    name: body.name,
    sku: body.sku,
    pricePaise: body.price,
    userId,
    createdDate: now,
    modifiedDate: now,
  };
  const updated: StoredItem = { ...stored, variations: [...stored.variations, variation], version: stored.version + 1 };
  await saveItemChange(ports, stored, updated);
  return { rowid, item: updated };
}

async function itemOfRow(ports: Ports, orgId: string, rowid: string, itemId: string | undefined): Promise<StoredItem> {
  const item = await findItemOfVariation(ports.table, rowid);
  if (!item || item.orgId !== orgId || (itemId !== undefined && item.id !== itemId)) throw variationNotFound();
  return item;
}

export async function updateVariation(ports: Ports, orgId: string, body: UpdateBody): Promise<StoredItem> {
  const stored = await itemOfRow(ports, orgId, body.rowid, body.itemid);
  assertNameFree(stored, body.name, body.rowid);
  const now = formatWireTimestamp(ports.now());
  const updated: StoredItem = {
    ...stored,
    variations: stored.variations.map((variation) =>
      variation.rowid === body.rowid
        ? { ...variation, name: body.name, sku: body.sku, pricePaise: body.price, modifiedDate: now }
        : variation,
    ),
    version: stored.version + 1,
  };
  await saveItemChange(ports, stored, updated);
  return updated;
}

export async function deleteVariation(ports: Ports, orgId: string, rowid: string, itemId: string | undefined): Promise<StoredItem> {
  const stored = await itemOfRow(ports, orgId, rowid, itemId);
  const updated: StoredItem = {
    ...stored,
    variations: stored.variations.filter((variation) => variation.rowid !== rowid),
    version: stored.version + 1,
  };
  await saveItemChange(ports, stored, updated);
  return updated;
}
