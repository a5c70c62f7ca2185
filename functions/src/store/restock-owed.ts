// The restock owed once inventory tracking is switched on (documents/stock-restock.ts does it):
// one item of the organisation carrying `owed`, so that the stream's Lambda, the local settler or
// the next read of stock or the books finds it among the organisation's owed work.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys, OWED_ATTRIBUTE } from './keys.js';

/** Records that a restock is owed (a new token each time: one switched on again stays owed after the last one's clear). */
export async function oweRestock(table: Table, orgId: string): Promise<void> {
  const key = keys.stockRestock(orgId);
  await table.client.send(new PutCommand({ TableName: table.name, Item: { ...key, entity: 'stockRestock', token: randomUUID(), [OWED_ATTRIBUTE]: key.sk } }));
}
