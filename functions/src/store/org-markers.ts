// One-time work of an organisation (documents counted into a fold built after them, expenses
// posted from before expenses posted, documents reposted under new books rules) is marked done by
// an item of its own, read consistently before the work is started.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import type { ItemKey } from './keys.js';

export async function markerSet(table: Table, key: ItemKey): Promise<boolean> {
  return (await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }))).Item !== undefined;
}

/** `at`: the wire timestamp the work finished at (for whoever reads the table). */
export async function setMarker(table: Table, key: ItemKey, entity: string, at: string): Promise<void> {
  await table.client.send(new PutCommand({ TableName: table.name, Item: { ...key, entity, markedAt: at } }));
}
