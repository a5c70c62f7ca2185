// A repeated insert is not a second document. The form sends a key it made for the one new
// document it is filling in (`save_key`); the first save with it records which document it made,
// and a later save with the same key (the browser lost the answer and the user pressed Save again)
// answers that document instead of taking the next number for a copy. The record is read in the
// save's one BatchGetItem (save-reads.ts) and written after the document; DynamoDB's TTL removes it
// after SAVE_KEY_DAYS.
//
// Kept simple on purpose: two saves with one key at the same moment (the form locks Save while one
// runs) or a crash between the document and its record can still make a second document, which
// the user sees in the list and can cancel. What it closes is the common case: a retry after a lost
// answer. A key whose document was deleted since makes a new one.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { KindInTable } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { keys, TABLE_KEYS } from '../store/keys.js';

/** How long a save key answers for its document. */
const SAVE_KEY_DAYS = 7;

/** The id of the document an earlier save with this key made, or null. */
export async function documentOfSaveKey(ports: Ports, orgId: string, kind: KindInTable, saveKey: string): Promise<string | null> {
  const found = await ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key: keys.saveKey(orgId, kind, saveKey), ConsistentRead: true }));
  return (found.Item?.docId as string | undefined) ?? null;
}

/** Records that the save with this key made `docId`. */
export async function rememberSaveKey(ports: Ports, orgId: string, kind: KindInTable, saveKey: string, docId: string): Promise<void> {
  const expires = Math.floor(ports.now().getTime() / 1000) + SAVE_KEY_DAYS * 24 * 60 * 60;
  await ports.table.client.send(
    new PutCommand({ TableName: ports.table.name, Item: { ...keys.saveKey(orgId, kind, saveKey), entity: 'saveKey', docId, [TABLE_KEYS.timeToLive]: expires } }),
  );
}
