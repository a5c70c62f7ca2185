// A repeated insert is not a second document. The form sends a key it made for the one new
// document it is filling in (`save_key`); the first save with it records which document it made,
// and a later save with the same key (the browser lost the answer and the user pressed Save again)
// answers that document instead of taking the next number for a copy. A repeat with a changed draft
// (the user edited the form after the error) is refused with the number it was saved as, rather
// than answered with a document that does not say what the form now says. The record is read in
// the save's one BatchGetItem (save-reads.ts) and written after the document; DynamoDB's TTL removes
// it after SAVE_KEY_DAYS.
//
// Kept simple on purpose: two saves with one key at the same moment (the form locks Save while one
// runs) or a crash between the document and its record can still make a second document, which
// the user sees in the list and can cancel. What it closes is the common case: a retry after a lost
// answer. A key whose document was deleted since makes a new one.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import type { DocumentDraft } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { keys, TABLE_KEYS } from '../store/keys.js';

/** How long a save key answers for its document. */
const SAVE_KEY_DAYS = 7;

/** What a save with a key made: the document, and a digest of the draft it was made from. */
export interface SaveKeyRecord {
  docId: string;
  draftDigest: string;
}

/** The digest a repeat is compared by: the draft as the server read it, its key aside. */
export const draftDigest = (draft: DocumentDraft): string => createHash('sha256').update(JSON.stringify({ ...draft, saveKey: '' })).digest('base64url');

/** What an earlier save with this key made, or null. */
export async function earlierSaveOfKey(ports: Ports, draft: DocumentDraft): Promise<SaveKeyRecord | null> {
  const found = await ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key: keys.saveKey(draft.orgId, draft.kind, draft.saveKey), ConsistentRead: true }));
  return found.Item ? { docId: found.Item.docId as string, draftDigest: found.Item.draftDigest as string } : null;
}

/** Records that the save of `draft` (with its key) made `docId`. */
export async function rememberSaveKey(ports: Ports, draft: DocumentDraft, docId: string): Promise<void> {
  const expires = Math.floor(ports.now().getTime() / 1000) + SAVE_KEY_DAYS * 24 * 60 * 60;
  const record: SaveKeyRecord = { docId, draftDigest: draftDigest(draft) };
  await ports.table.client.send(
    new PutCommand({ TableName: ports.table.name, Item: { ...keys.saveKey(draft.orgId, draft.kind, draft.saveKey), entity: 'saveKey', ...record, [TABLE_KEYS.timeToLive]: expires } }),
  );
}
