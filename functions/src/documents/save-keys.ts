// A repeated insert is not a second document. The form sends a key it made for the one new
// document it is filling in (`save_key`); a save with it answers the document the key already made
// instead of taking the next number for a copy: the browser lost the answer and the user pressed
// Save again, or the client timed out and retried while the first request still ran. A repeat with
// a changed draft (the user edited the form since) is refused with the number it was saved as,
// rather than answered with a document that does not say what the form now says.
//
// What is guaranteed: one key makes at most one document, however many saves with it overlap (but
// for the open cases below). The key's record is read in the save's one BatchGetItem
// (save-reads.ts); once the draft has passed every check, and before anything is written, the
// save claims the key with one conditional
// PutItem (a 'saving' record with a random token, the draft's digest and the time). Only the save
// holding the claim writes a document, and then names it on the record ('saved'). An overlapping
// save that finds the claim 'saving' waits for it (a consistent GetItem every WAIT_STEP_MS, for up to
// WAIT_MS) and then answers as a repeat does; still 'saving' after that, it is refused with
// `saveStillRunning` and writes nothing. A save that fails before its document is written (a typed
// number taken, a conflict, a table error) deletes its claim (conditional on its token) so a retry
// goes ahead. A claim left 'saving' by a crashed process is taken over, by a write conditional on
// its token, once it is older than STALE_CLAIM_MS (longer than the API's 29 s timeout, so the save
// that claimed it has answered or died). The document carries the claim's token (`saveToken`) and
// the claim the draft's date, so before a stale claim is taken over, the day's documents of its kind
// are read for one written under it: a crash between the document's write and the claim's naming
// then answers that document (and names it), rather than saving a second. What is left open: a
// crash or a table error between the claim and its delete or its naming leaves the key refused
// until the claim is stale; a save still running past STALE_CLAIM_MS, its document not yet written
// when the next save looks, can be doubled by the takeover.
// A key whose document was deleted since makes a new one. DynamoDB's TTL removes a record after
// SAVE_KEY_DAYS. A save without a key reads and writes nothing of this.
import { DeleteCommand, GetCommand, PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID } from 'node:crypto';
import type { DocumentDraft } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { conditionally } from '../store/conditional-write.js';
import { documentSavedUnder, type StoredDocument } from '../store/documents.js';
import { keys, TABLE_KEYS } from '../store/keys.js';
import { savedAlready, saveStillRunning } from './document-errors.js';

/** How long a save key answers for its document. */
const SAVE_KEY_DAYS = 7;
/** A claim older than this is a crashed save's, and is taken over. */
const STALE_CLAIM_MS = 30_000;
/** How often, and for how long, an overlapping save reads the claim again. */
const WAIT_STEP_MS = 75;
const WAIT_MS = 3_000;

/**
 * The key's record: a save holding it ('saving'; `date` is its draft's, null on claims from before
 * it was kept), or the document it made ('saved'; records from before claims carry no state and no token).
 */
export type SaveKeyRecord =
  | { state: 'saving'; token: string; draftDigest: string; claimedAt: number; date: string | null }
  | { state: 'saved'; token: string | null; docId: string; draftDigest: string };

/** The claim a save holds on its key until its document is written. */
export interface SaveKeyClaim {
  /** Written on the document (`saveToken`), so a crash before `saved` leaves it findable. */
  token: string;
  /** Names the written document on the key's record. Never throws: the document is saved. */
  saved(docId: string): Promise<void>;
  /** Frees the key after a failed save. Never throws: the save's own error is the answer. */
  release(): Promise<void>;
}

/** What the key answers: the document it made (a repeat), or the key is free (`free`: the record a claim overwrites, if any). */
export type KeyState = { repeat: StoredDocument } | { free: SaveKeyRecord | null };

/** The digest a repeat is compared by: the draft as the server read it, its key aside. */
export const draftDigest = (draft: DocumentDraft): string => createHash('sha256').update(JSON.stringify({ ...draft, saveKey: '' })).digest('base64url');

const keyOf = (draft: DocumentDraft) => keys.saveKey(draft.orgId, draft.kind, draft.saveKey);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The key's record (consistent; the first read of a save is answered from its BatchGetItem), or null. */
async function readRecord(ports: Ports, draft: DocumentDraft): Promise<SaveKeyRecord | null> {
  const found = await ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key: keyOf(draft), ConsistentRead: true }));
  const item = found.Item;
  if (!item) return null;
  const token = typeof item.token === 'string' ? item.token : null;
  if (item.state === 'saving' && token !== null) {
    return { state: 'saving', token, draftDigest: String(item.draftDigest), claimedAt: Number(item.claimedAt), date: typeof item.date === 'string' ? item.date : null };
  }
  return { state: 'saved', token, docId: String(item.docId), draftDigest: String(item.draftDigest) };
}

/**
 * What the draft's key answers. A 'saving' claim younger than STALE_CLAIM_MS is waited for; a
 * document made from another draft is refused (savedAlready); a deleted document, a stale claim or
 * no record leaves the key free. `find` reads a document of the draft's organisation and kind.
 */
export async function stateOfKey(
  ports: Ports,
  draft: DocumentDraft,
  find: (docId: string) => Promise<StoredDocument | null>,
  read: Promise<SaveKeyRecord | null> = readRecord(ports, draft),
): Promise<KeyState> {
  let record = await read;
  for (let waited = 0; record?.state === 'saving' && ports.now().getTime() - record.claimedAt < STALE_CLAIM_MS; waited += WAIT_STEP_MS) {
    if (waited >= WAIT_MS) throw saveStillRunning();
    await sleep(WAIT_STEP_MS);
    record = await readRecord(ports, draft);
  }
  if (record?.state === 'saving') {
    // A stale claim: its save died, perhaps after writing its document.
    const written = await documentSavedUnder(ports.table, draft.orgId, draft.kind, record.date ?? draft.date, record.token);
    if (!written || written.deleted) return { free: record };
    await nameDocument(ports, draft, record.token, record.draftDigest, written.id);
    return repeatOf(draft, record.draftDigest, written);
  }
  if (record?.state !== 'saved') return { free: record };
  const doc = await find(record.docId);
  if (!doc) return { free: record };
  return repeatOf(draft, record.draftDigest, doc);
}

/** A document the key made answers a repeat of its draft; another draft is refused with its number. */
function repeatOf(draft: DocumentDraft, madeFrom: string, doc: StoredDocument): { repeat: StoredDocument } {
  if (madeFrom !== draftDigest(draft)) throw savedAlready(doc.number);
  return { repeat: doc };
}

const expiresAt = (ports: Ports) => Math.floor(ports.now().getTime() / 1000) + SAVE_KEY_DAYS * 24 * 60 * 60;

/**
 * Names the document on the key's record, if the claim `token` still holds it. Never throws: the
 * document is saved, and a record left 'saving' only costs the next repeat this search again.
 */
async function nameDocument(ports: Ports, draft: DocumentDraft, token: string, digest: string, docId: string): Promise<void> {
  const { table } = ports;
  const item = { ...keyOf(draft), entity: 'saveKey', token, draftDigest: digest, [TABLE_KEYS.timeToLive]: expiresAt(ports), state: 'saved', docId };
  const named = await conditionally(() =>
    table.client.send(new PutCommand({ TableName: table.name, Item: item, ConditionExpression: '#token = :token', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':token': token } })),
  ).catch((error: unknown) => String(error));
  if (named !== true) console.error(JSON.stringify({ level: 'warn', message: 'saved; its save key still says saving', docId, error: named === false ? 'claim taken over' : named }));
}

/** The condition that the key's record is still `record`: none, the one with its token, or one from before claims naming its document. */
function stillRecord(record: SaveKeyRecord | null): Pick<PutCommandInput, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  if (record === null) return { ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': TABLE_KEYS.partitionKey } };
  if (record.token !== null) return { ConditionExpression: '#token = :old', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':old': record.token } };
  const docId = record.state === 'saved' ? record.docId : '';
  return { ConditionExpression: 'attribute_not_exists(#token) AND docId = :docId', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':docId': docId } };
}

/**
 * Claims the draft's key, overwriting `replacing` (the record found free: a stale claim, a deleted
 * document's) only if it is still that record. Another save that claimed it first is waited for
 * as stateOfKey does: its document is the answer.
 */
export async function claimSaveKey(
  ports: Ports,
  draft: DocumentDraft,
  replacing: SaveKeyRecord | null,
  find: (docId: string) => Promise<StoredDocument | null>,
): Promise<{ claim: SaveKeyClaim } | { repeat: StoredDocument }> {
  const { table } = ports;
  const token = randomUUID();
  const digest = draftDigest(draft);
  const base = { ...keyOf(draft), entity: 'saveKey', token, draftDigest: digest, [TABLE_KEYS.timeToLive]: expiresAt(ports) };
  const claim: SaveKeyClaim = {
    token,
    saved: (docId) => nameDocument(ports, draft, token, digest, docId),
    release: async () => {
      const freed = await conditionally(() =>
        table.client.send(new DeleteCommand({ TableName: table.name, Key: keyOf(draft), ConditionExpression: '#token = :token', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':token': token } })),
      ).catch((error: unknown) => String(error));
      if (freed !== true) console.error(JSON.stringify({ level: 'warn', message: 'a failed save left its save key claimed until it is stale', error: freed === false ? 'claim taken over' : freed }));
    },
  };
  let current = replacing;
  for (;;) {
    const item = { ...base, state: 'saving', claimedAt: ports.now().getTime(), date: draft.date };
    if (await conditionally(() => table.client.send(new PutCommand({ TableName: table.name, Item: item, ...stillRecord(current) })))) return { claim };
    // Another save claimed it first: its answer is this one's.
    const state = await stateOfKey(ports, draft, find);
    if ('repeat' in state) return state;
    current = state.free;
  }
}
