// A local table made before the table had every index it now declares (an earlier `npm start`'s
// data): DynamoDB adds no local index to an existing table, so its items are copied to a file, the
// table is made anew and they are written back. The file stays until every item is back, so a start
// that dies midway finds it and finishes the copy: nobody's books are lost to an upgrade.
//
// On the way, documents that owed derived work under the old rule (a `SYNC#` marker beside a
// `syncPending` item) are given what the new rule reads (their `owed` index key), and their
// markers are dropped; a journal's markers stay as they are.
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BatchWriteItemCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { parseDocumentId } from '../store/documents.js';
import { TABLE_KEYS } from '../store/keys.js';
import { ensureTable } from '../store/table-definition.js';

type Item = Record<string, AttributeValue>;
const BATCH_WRITE_LIMIT = 25;

/** Whether the table exists without one of the local indexes TABLE_KEYS declares. */
async function lacksLocalIndexes(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.LocalSecondaryIndexes ?? []).map((index) => index.IndexName));
    return TABLE_KEYS.localIndexes.some((index) => !present.has(index.name));
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

async function scanAll(client: DynamoDBClient, tableName: string): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The item as the current rules read it, or null when it is an old document marker. */
function upgraded(item: Item): Item | null {
  if (item.entity?.S === 'syncMarker' && parseDocumentId(item.docId?.S ?? '')) return null;
  if (item.entity?.S === 'document' && item.syncPending?.BOOL && item.id?.S) return { ...item, owed: { S: item.id.S } };
  return item;
}

// Binary attributes (gzipped document lines) survive the file as base64.
const toJson = (items: Item[]) => JSON.stringify(items, (_key, value: unknown) => (value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value));
const fromJson = (text: string) =>
  JSON.parse(text, (_key, value: unknown) => (typeof (value as { $base64?: unknown } | null)?.$base64 === 'string' ? Buffer.from((value as { $base64: string }).$base64, 'base64') : value)) as Item[];

async function writeAll(client: DynamoDBClient, tableName: string, items: Item[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_WRITE_LIMIT) {
    let requests = items.slice(start, start + BATCH_WRITE_LIMIT).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

/** Deletes the table and waits until it is gone (dynalite, like DynamoDB, answers before it is). */
async function deleteTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  for (;;) {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Brings a persisted local table to the current definition, keeping every item. */
export async function upgradeLocalTable(client: DynamoDBClient, tableName: string, dataDir: string): Promise<void> {
  const file = join(dataDir, 'table-upgrade.json');
  if (!existsSync(file)) {
    if (!(await lacksLocalIndexes(client, tableName))) return;
    const items = (await scanAll(client, tableName)).map(upgraded).filter((item): item is Item => item !== null);
    await writeFile(`${file}.tmp`, toJson(items));
    await rename(`${file}.tmp`, file);
    console.log(`Upgrading the local table: ${items.length} items copied to ${file} while it is made anew.`);
  }
  if (await lacksLocalIndexes(client, tableName)) await deleteTable(client, tableName);
  await ensureTable(client, tableName);
  await writeAll(client, tableName, fromJson(await readFile(file, 'utf8')));
  await rm(file);
}
