// Reading many items by key: BatchGetItem takes at most 100 keys a call, and may leave some keys
// unprocessed under load, which are asked for again. Items come back in no particular order;
// keys that name no item are left out.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import type { ItemKey } from './keys.js';
import { primedKey } from './primed-table.js';

const KEYS_PER_CALL = 100;

async function batchGetChunk(table: Table, wanted: readonly ItemKey[], attributes: readonly string[] | undefined): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const projection = attributes
    ? { ProjectionExpression: ['pk', 'sk', ...attributes].map((_, i) => `#p${i}`).join(', '), ExpressionAttributeNames: Object.fromEntries(['pk', 'sk', ...attributes].map((name, i) => [`#p${i}`, name])) }
    : {};
  let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
    [table.name]: { Keys: wanted.map((key) => ({ pk: key.pk, sk: key.sk })), ConsistentRead: true, ...projection },
  };
  while (request && Object.keys(request).length > 0) {
    const result = await table.client.send(new BatchGetCommand({ RequestItems: request }));
    found.push(...((result.Responses?.[table.name] ?? []) as Record<string, unknown>[]));
    request = result.UnprocessedKeys as typeof request;
  }
  return found;
}

/**
 * Strongly consistent reads of `wanted`, up to 100 keys a call, the calls side by side; with
 * `attributes`, only those (and the keys, to tell the items apart).
 */
export async function batchGetItems(table: Table, wanted: readonly ItemKey[], attributes?: readonly string[]): Promise<Record<string, unknown>[]> {
  const chunks = Array.from({ length: Math.ceil(wanted.length / KEYS_PER_CALL) }, (_, i) => wanted.slice(i * KEYS_PER_CALL, (i + 1) * KEYS_PER_CALL));
  return (await Promise.all(chunks.map((chunk) => batchGetChunk(table, chunk, attributes)))).flat();
}

/** The same reads, each item under its key's `primedKey` text (absent: no such item). */
export async function batchGetByKey(table: Table, wanted: readonly ItemKey[], attributes?: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  return new Map((await batchGetItems(table, wanted, attributes)).map((item) => [primedKey(item as unknown as ItemKey), item]));
}
