// Items of the catalogue. One item per catalogue entry holds its variations (at most
// MAX_ITEM_VARIATIONS) and its stock-tracking details, so every change is one conditional write
// guarded by `version`. Stock in hand is not here: it is a counter on its own item, moved by
// stock movements (store/stock-movements.ts), so an item save can never overwrite it.
//
// A short-name claim per organisation (store/unique-claims.ts) keeps short names unique; a claim
// fence may stand at an item key (an insert that lost its claim), and readers skip it.
//
// A variation's rowid is a record id of the organisation whose random part begins with the first
// VARIATION_PREFIX_LENGTH characters of its item's random part, so the item holding a rowid is one
// Query on that id prefix (the spec's deletevaritem sends the rowid alone).
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { shortNameKey, type ItemInput } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { newOrgId } from './ids.js';
import { keys } from './keys.js';
import { queryPartition } from './query-all.js';
import { claimUnique, isClaimFence, releaseUnique, type UniqueClaim } from './unique-claims.js';

export interface StoredVariation {
  rowid: string;
  name: string;
  sku: string;
  pricePaise: number;
  userId: string;
  createdDate: string;
  modifiedDate: string;
}

export interface StockTracking {
  stockAlert: 0 | 1;
  itemIndiDetails: { name: string; value: string }[];
  createdDate: string;
  modifiedDate: string;
}

export interface StoredItem extends ItemInput {
  id: string;
  orgId: string;
  userId: string;
  createdDate: string;
  modifiedDate: string;
  version: number;
  variations: StoredVariation[];
  /** null until stock tracking is set up (addtrackvaritem). */
  tracking: StockTracking | null;
}

export class StaleItemVersion extends Error {}

/** Characters of the item's random id part that begin each of its variations' rowids. */
export const VARIATION_PREFIX_LENGTH = 8;

export async function getItem(table: Table, orgId: string, itemId: string): Promise<StoredItem | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.item(orgId, itemId), ConsistentRead: true }),
  );
  return found.Item && !isClaimFence(found.Item) ? toStored(found.Item) : null;
}

/** The items among stored records, without claim fences (store/unique-claims.ts). */
const itemsAmong = (records: Record<string, unknown>[]) => records.filter((record) => !isClaimFence(record)).map(toStored);

export async function listItems(table: Table, orgId: string): Promise<StoredItem[]> {
  const { pk, skPrefix } = keys.itemsOfOrg(orgId);
  return itemsAmong(await queryPartition<Record<string, unknown>>(table, { pk, skPrefix }));
}

/** A new rowid for a variation of the item: `<orgId>_<8 chars of the item's id><8 random>`. */
export function newVariationRowId(itemId: string): string {
  const [orgId, itemPart] = itemId.split('_') as [string, string];
  return `${orgId}_${itemPart.slice(0, VARIATION_PREFIX_LENGTH)}${newOrgId().slice(0, 16 - VARIATION_PREFIX_LENGTH)}`;
}

/** The item holding the variation `rowid`, or null. One Query on the item id prefix the rowid carries. */
export async function findItemOfVariation(table: Table, rowid: string): Promise<StoredItem | null> {
  const [orgId, rowPart] = rowid.split('_') as [string, string];
  const { pk, skPrefix } = keys.itemsWithIdPrefix(orgId, `${orgId}_${rowPart.slice(0, VARIATION_PREFIX_LENGTH)}`);
  const candidates = await queryPartition<Record<string, unknown>>(table, { pk, skPrefix });
  return itemsAmong(candidates).find((item) => item.variations.some((variation) => variation.rowid === rowid)) ?? null;
}

/**
 * Writes the item. `expectedVersion` undefined means "must be new"; otherwise the stored version
 * must equal it (else StaleItemVersion). Callers set the new version. A new item whose key is
 * taken was fenced: another item took its short-name claim over (store/unique-claims.ts).
 */
export async function putItem(table: Table, item: StoredItem, expectedVersion?: number): Promise<void> {
  try {
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keys.item(item.orgId, item.id), entity: 'item', ...item },
        ConditionExpression: expectedVersion === undefined ? 'attribute_not_exists(pk)' : 'version = :expected',
        ExpressionAttributeValues: expectedVersion === undefined ? undefined : { ':expected': expectedVersion },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleItemVersion();
    throw error;
  }
}

/** Deletes the item if its stored version is still `expectedVersion` (else StaleItemVersion). */
export async function deleteItem(table: Table, orgId: string, itemId: string, expectedVersion: number): Promise<void> {
  try {
    await table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: keys.item(orgId, itemId),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleItemVersion();
    throw error;
  }
}

const nameClaim = (orgId: string, shortName: string): UniqueClaim => ({
  key: keys.itemName(orgId, shortNameKey(shortName)),
  entity: 'itemName',
  holderAttribute: 'itemId',
  holderKey: (itemId) => keys.item(orgId, itemId),
  holdsValue: (item) => shortNameKey(String(item.shortName)) === shortNameKey(shortName),
});

/** Claims a short name for an item; false when another item of the organisation has it. */
export function claimItemName(table: Table, orgId: string, shortName: string, itemId: string, now: Date): Promise<boolean> {
  return claimUnique(table, nameClaim(orgId, shortName), itemId, now);
}

export function releaseItemName(table: Table, orgId: string, shortName: string, itemId: string): Promise<void> {
  return releaseUnique(table, nameClaim(orgId, shortName), itemId);
}

function toStored(item: Record<string, unknown>): StoredItem {
  const { pk: _pk, sk: _sk, entity: _entity, ...stored } = item;
  return stored as unknown as StoredItem;
}
