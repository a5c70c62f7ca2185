// What the credit and debit notes against one document hold of it, as one counter item
// (keys.noteHold): `net`, the paise credited less the paise debited, and `qty#<itemId>`, the
// quantity returned less the quantity debited, per item. Each version of a note moves the counter
// by what it changes, with one conditional update that also checks the caps, so two notes saved at
// once can never together credit more than the document leaves (the SMS credit's pattern; dynalite
// and this design have no transactions, docs/architecture.md §3).
//
// `held.<noteId>` records which version of the note the counter counts, and what that version
// holds: a move names the version it starts from, so it is applied once, and a note whose write
// failed after its hold gives it back exactly. A hold that a crash left behind (the note was never
// written at that version) is repaired from the stored note once it is older than any request.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryPartition } from './query-all.js';
import { conditionally } from './conditional-write.js';

/** What one note version holds: paise (credit positive, debit negative) and quantities per item in thousandths. */
export interface NoteHolding {
  paise: number;
  items: Record<string, number>;
}

export interface HeldEntry extends NoteHolding {
  /** The note's version this entry counts (0: none, the note is not written). */
  v: number;
  /** Epoch milliseconds of the move. */
  at: number;
  /** The note's own date, so a statement can place it among payments (absent on entries older than it). */
  date?: string;
}

export interface NoteHoldCounter {
  net: number;
  /** How many times the counter was written (0: it does not exist yet). */
  moves: number;
  quantities: Record<string, number>;
  held: Record<string, HeldEntry>;
}

/** The most the counter may reach: the document's total less paid, and per item what it sold. */
export interface NoteHoldLimits {
  paise: number;
  items: Record<string, number>;
}

export const EMPTY_HOLDING: NoteHolding = { paise: 0, items: {} };

const QTY_PREFIX = 'qty#';

export class NoteHoldMoved extends Error {}
export class NoteHoldBeyondCap extends Error {}

export async function readNoteHold(table: Table, orgId: string, documentId: string): Promise<NoteHoldCounter | null> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.noteHold(orgId, documentId), ConsistentRead: true }));
  if (!found.Item) return null;
  const quantities: Record<string, number> = {};
  for (const [name, value] of Object.entries(found.Item)) if (name.startsWith(QTY_PREFIX)) quantities[name.slice(QTY_PREFIX.length)] = value as number;
  return {
    net: (found.Item.net as number | undefined) ?? 0,
    moves: (found.Item.moves as number | undefined) ?? 0,
    quantities,
    held: (found.Item.held as Record<string, HeldEntry> | undefined) ?? {},
  };
}

/** Creates the counter from what the stored notes hold; false when another writer created it first. */
export async function createNoteHold(table: Table, orgId: string, documentId: string, counter: NoteHoldCounter): Promise<boolean> {
  const quantities = Object.fromEntries(Object.entries(counter.quantities).map(([itemId, qty]) => [`${QTY_PREFIX}${itemId}`, qty]));
  return conditionally(() =>
    table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keys.noteHold(orgId, documentId), entity: 'noteHold', documentId, net: counter.net, moves: 1, held: counter.held, ...quantities },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/**
 * Moves the note `noteId` from the entry `from` (v 0: not counted) to `to`, adding the difference
 * of their holdings. Increases are checked against `limits` in the same write (NoteHoldBeyondCap);
 * an entry that is no longer `from` is NoteHoldMoved. The counter must exist.
 */
export async function moveNoteHold(
  table: Table,
  orgId: string,
  documentId: string,
  noteId: string,
  from: HeldEntry,
  to: HeldEntry,
  limits: NoteHoldLimits | null,
): Promise<void> {
  const names: Record<string, string> = { '#note': noteId, '#moves': 'moves' };
  const values: Record<string, unknown> = { ':one': 1 };
  const adds: string[] = ['#moves :one'];
  const caps: string[] = [];
  const add = (name: string, delta: number, limit: number | undefined) => {
    if (delta === 0) return;
    const index = adds.length;
    names[`#a${index}`] = name;
    values[`:d${index}`] = delta;
    adds.push(`#a${index} :d${index}`);
    if (delta > 0 && limit !== undefined) {
      // The counter after the move stays within the limit: before it, at most limit − delta. A
      // missing counter counts 0, which passes only when the delta alone fits.
      values[`:m${index}`] = limit - delta;
      caps.push(limit - delta >= 0 ? `(attribute_not_exists(#a${index}) or #a${index} <= :m${index})` : `#a${index} <= :m${index}`);
    }
  };
  add('net', to.paise - from.paise, limits?.paise);
  for (const itemId of new Set([...Object.keys(from.items), ...Object.keys(to.items)])) {
    add(`${QTY_PREFIX}${itemId}`, (to.items[itemId] ?? 0) - (from.items[itemId] ?? 0), limits ? (limits.items[itemId] ?? 0) : undefined);
  }
  const sameEntry = from.v === 0 ? 'attribute_not_exists(held.#note)' : 'held.#note.v = :fromV and held.#note.#at = :fromAt';
  if (from.v !== 0) {
    values[':fromV'] = from.v;
    values[':fromAt'] = from.at;
    names['#at'] = 'at';
  }
  const setHeld = to.v === 0 ? 'REMOVE held.#note' : 'SET held.#note = :to';
  if (to.v !== 0) values[':to'] = to;
  try {
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.noteHold(orgId, documentId),
        UpdateExpression: `${setHeld} ADD ${adds.join(', ')}`,
        ConditionExpression: [sameEntry, ...caps].join(' and '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const counter = await readNoteHold(table, orgId, documentId);
    const now = counter?.held[noteId];
    const stillFrom = from.v === 0 ? now === undefined : now?.v === from.v && now.at === from.at;
    throw stillFrom ? new NoteHoldBeyondCap() : new NoteHoldMoved();
  }
}


/** What the notes against one document hold of what it is owed, and which write of its counter says so. */
export interface NotesNet {
  /** Paise credited less paise debited. */
  net: number;
  moves: number;
}

export const NO_NOTES: NotesNet = { net: 0, moves: 0 };

/** The notes' net of every referred document of the organisation: one Query. */
export async function notesNetsOfOrg(table: Table, orgId: string): Promise<Map<string, NotesNet>> {
  const counters = await queryPartition<{ documentId: string; net?: number; moves?: number }>(table, keys.noteHoldsOfOrg(orgId));
  return new Map(counters.map((counter) => [counter.documentId, { net: counter.net ?? 0, moves: counter.moves ?? 0 }]));
}

/** What one note moves on what is owed on its document (debit positive, credit negative), on its date when the entry keeps it. */
export interface NoteAdjustment {
  noteId: string;
  paise: number;
  date?: string;
}

/** The notes counted against each referred document of the organisation, one by one: one Query. */
export async function noteAdjustmentsByNoteOfOrg(table: Table, orgId: string): Promise<Map<string, NoteAdjustment[]>> {
  const counters = await queryPartition<{ documentId: string; held?: Record<string, HeldEntry> }>(table, keys.noteHoldsOfOrg(orgId));
  return new Map(
    counters.map((counter) => [
      counter.documentId,
      Object.entries(counter.held ?? {}).map(([noteId, entry]) => ({ noteId, paise: -entry.paise, ...(entry.date ? { date: entry.date } : {}) })),
    ]),
  );
}

/**
 * Paise the notes move on what is owed, per referred document of the organisation (debit notes
 * add, credit notes take away): one Query for a whole list. Only a note write in flight (or one a
 * crash cut short, until repaired) can make it differ from the stored notes for a moment.
 */
export async function noteAdjustmentsOfOrg(table: Table, orgId: string): Promise<Map<string, number>> {
  return new Map([...(await notesNetsOfOrg(table, orgId))].map(([documentId, { net }]) => [documentId, -net]));
}
