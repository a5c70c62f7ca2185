// Entries typed straight into the books: journal transactions (`JOURNAL#<id>`) and the one opening
// entry of an organisation (`OPENING`). Each carries, like a document, the posting set in effect
// and the earlier sets still to take out (store/ledger.ts); every write is one conditional write
// on `version`. A derived-work marker (`SYNC#<entry id>`, store/documents.ts) written before a
// write whose postings are not done yet lets the next report finish them after a crash
// (areas/books/books-entries-service.ts).
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatDisplayDate, type BooksLineInput } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys, type ItemKey } from './keys.js';
import type { PostingSet } from './ledger.js';
import { queryPartition } from './query-all.js';
import { conditionally } from './conditional-write.js';

export type BooksEntryKind = 'journal' | 'opening';

export interface StoredBooksEntry {
  kind: BooksEntryKind;
  id: string;
  orgId: string;
  description: string;
  date: string;
  lines: BooksLineInput[];
  version: number;
  createdBy: string;
  createdAt: string;
  modifiedBy: string;
  modifiedAt: string;
  postings: PostingSet | null;
  postingsToReverse: PostingSet[];
  /** Set on a journal being deleted: its postings leave the books, then the item goes. */
  deleted?: boolean;
}

/** The stored version is not the one expected (or, for a new entry, one exists already). */
export class StaleBooksEntry extends Error {}

export const OPENING_SOURCE_ID = 'opening';

/** Which entry an id names: the opening entry's is fixed, a journal's is a record id. */
export const booksEntryKindOf = (id: string): BooksEntryKind => (id === OPENING_SOURCE_ID ? 'opening' : 'journal');

export const booksEntryKey = (entry: Pick<StoredBooksEntry, 'kind' | 'orgId' | 'id'>): ItemKey =>
  entry.kind === 'opening' ? keys.openingEntry(entry.orgId) : keys.journal(entry.orgId, entry.id);

function fromItem(item: Record<string, unknown> | undefined): StoredBooksEntry | null {
  if (!item) return null;
  const { pk: _pk, sk: _sk, entity: _entity, ...entry } = item;
  return entry as unknown as StoredBooksEntry;
}

/** Writes the entry; `expectedVersion` undefined means it must be new. StaleBooksEntry otherwise. */
export async function putBooksEntry(table: Table, entry: StoredBooksEntry, expectedVersion?: number): Promise<void> {
  try {
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...booksEntryKey(entry), entity: 'booksEntry', ...entry },
        ConditionExpression: expectedVersion === undefined ? 'attribute_not_exists(pk)' : 'version = :expected',
        ExpressionAttributeValues: expectedVersion === undefined ? undefined : { ':expected': expectedVersion },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleBooksEntry();
    throw error;
  }
}

export async function getBooksEntry(table: Table, orgId: string, kind: BooksEntryKind, id: string): Promise<StoredBooksEntry | null> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: booksEntryKey({ kind, orgId, id }), ConsistentRead: true }));
  return fromItem(found.Item);
}

export async function listJournals(table: Table, orgId: string): Promise<StoredBooksEntry[]> {
  const items = await queryPartition<Record<string, unknown>>(table, keys.journalsOfOrg(orgId));
  return items.map((item) => fromItem(item) as StoredBooksEntry).filter((entry) => !entry.deleted);
}

/**
 * The starting balances and the journals whose lines name the party (a client whose delete is
 * asked: its ledger would keep their lines under a name no longer known), as a user knows them.
 */
export async function entriesNamingParty(table: Table, orgId: string, partyId: string): Promise<string[]> {
  const [opening, journals] = await Promise.all([getBooksEntry(table, orgId, 'opening', OPENING_SOURCE_ID), listJournals(table, orgId)]);
  const entries = [...(opening ? [opening] : []), ...journals.sort((a, b) => b.date.localeCompare(a.date))];
  return entries
    .filter((entry) => entry.lines.some((line) => line.partyId === partyId))
    .map((entry) => (entry.kind === 'opening' ? 'the starting balances' : `the journal of ${formatDisplayDate(entry.date)}`));
}

/** Clears the sets to take out once they are out, if the entry is still at this version. */
export async function markEntryPostingsDone(table: Table, entry: StoredBooksEntry): Promise<void> {
  await conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: booksEntryKey(entry),
        UpdateExpression: 'SET postingsToReverse = :none',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':none': [], ':version': entry.version },
      }),
    ),
  );
}

/** Removes a deleted journal once its postings are out of the books (if no one wrote it since). */
export async function removeBooksEntry(table: Table, entry: StoredBooksEntry): Promise<void> {
  await conditionally(() =>
    table.client.send(
      new DeleteCommand({ TableName: table.name, Key: booksEntryKey(entry), ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': entry.version } }),
    ),
  );
}
