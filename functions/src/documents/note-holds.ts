// The caps of notes under concurrency. `checkCreditCaps` and `checkDebitChange` (note-reference.ts)
// read the notes and explain a refusal; but two notes saved at once both read before either writes.
// So every version of a note is written through `withNoteHold`: it moves the referred document's
// counter (store/note-holds.ts) from what the note's stored version holds to what the new one
// holds, checking the caps in that same conditional update, then writes; a failed write gives the
// hold back. Cancelling a credit note gives back what it took; cancelling a debit note takes back
// what it added, and is refused when the credits rely on it.
import { DOCUMENT_APP_MESSAGES, fillMessage, formatIndianNumber, formatQuantity, kindFacts, movesGoods } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { getDocument, getDocuments, type StoredDocument } from '../store/documents.js';
import {
  EMPTY_HOLDING,
  NoteHoldBeyondCap,
  NoteHoldMoved,
  createNoteHold,
  moveNoteHold,
  readNoteHold,
  type HeldEntry,
  type NoteHoldCounter,
  type NoteHoldLimits,
  type NoteHolding,
} from '../store/note-holds.js';
import { countOwedAgain } from '../areas/reports/report-counting.js';
import { documentInvalid, documentVersionConflict } from './document-errors.js';
import { REFERRED_KINDS, notesAgainst, quantitiesByItem, quantityOf, returnBeyond } from './note-reference.js';

/**
 * A hold older than this whose note is not at its version was left by a crash between the hold
 * and the write: requests end long before (API Gateway stops them at 29 s), so it is repaired.
 */
export const HOLD_STALE_MS = 2 * 60_000;

type NoteVersion = Pick<StoredDocument, 'kind' | 'grandTotal' | 'lines' | 'lifecycle' | 'deleted' | 'details'>;

/** What a version of a note holds of the document it refers to: nothing once cancelled or deleted, no goods when it changes a price alone. */
export function holdingOf(note: NoteVersion): NoteHolding {
  if (note.lifecycle === 'cancelled' || note.deleted) return EMPTY_HOLDING;
  const sign = kindFacts(note.kind).note === 'debit' ? -1 : 1;
  return { paise: sign * note.grandTotal, items: movesGoods(note.details.note) ? Object.fromEntries(quantitiesByItem(note.lines, sign)) : {} };
}

/** The credits may reach what the document is worth, paid or not (note-reference.ts). */
function limitsOf(reference: StoredDocument): NoteHoldLimits {
  return { paise: reference.grandTotal, items: Object.fromEntries(quantitiesByItem(reference.lines)) };
}

const NOT_HELD: HeldEntry = { ...EMPTY_HOLDING, v: 0, at: 0 };

/** The counter's entry for a stored version of a note, moved at `at`. */
const heldEntryOf = (note: NoteVersion & Pick<StoredDocument, 'version' | 'date'>, at: number): HeldEntry => ({ ...holdingOf(note), v: note.version, at, date: note.date });

/** The reference's counter; made from the stored notes the first time a note against it is written. */
async function counterOf(ports: Ports, reference: StoredDocument): Promise<NoteHoldCounter> {
  const found = await readNoteHold(ports.table, reference.orgId, reference.id);
  if (found) return found;
  const counter: NoteHoldCounter = { net: 0, moves: 1, quantities: {}, held: {} };
  for (const note of await notesAgainst(ports, reference.orgId, reference.id)) {
    const entry = heldEntryOf(note, 0);
    counter.net += entry.paise;
    for (const [itemId, qty] of Object.entries(entry.items)) counter.quantities[itemId] = (counter.quantities[itemId] ?? 0) + qty;
    counter.held[note.id] = entry;
  }
  if (await createNoteHold(ports.table, reference.orgId, reference.id, counter)) return counter;
  return (await readNoteHold(ports.table, reference.orgId, reference.id)) ?? counter;
}

const isStale = (ports: Ports, entry: HeldEntry) => ports.now().getTime() - entry.at >= HOLD_STALE_MS;

/**
 * Writes a version of a note (`doc`; `stored` is the version it replaces, null for a new note)
 * with `write`, moving what the note holds of the document it refers to. Any other document is
 * written as it is.
 */
export async function withNoteHold<T>(ports: Ports, stored: StoredDocument | null, doc: StoredDocument, write: () => Promise<T>): Promise<T> {
  if (!kindFacts(doc.kind).note || !doc.convertedFrom) return write();
  const reference = await getDocument(ports.table, doc.convertedFrom.id);
  if (!reference) return write();
  const counter = await counterOf(ports, reference);
  const from = counter.held[doc.id] ?? NOT_HELD;
  // The counter counts the stored version, or a write of this note is in flight (or crashed).
  if (from.v !== (stored?.version ?? 0) && !isStale(ports, from)) throw documentVersionConflict();
  const to = heldEntryOf(doc, ports.now().getTime());
  await move(ports, reference, counter, doc, from, to);
  try {
    return await write();
  } catch (error) {
    // Best effort: a give-back that fails too is repaired once stale. What the document is owed
    // may have been counted with the hold meanwhile (report-counting.ts), so it is counted again.
    await moveNoteHold(ports.table, reference.orgId, reference.id, doc.id, to, from, null)
      .then(() => countOwedAgain(ports, reference.id))
      .catch(() => undefined);
    throw error;
  }
}

async function move(ports: Ports, reference: StoredDocument, counter: NoteHoldCounter, doc: StoredDocument, from: HeldEntry, to: HeldEntry): Promise<void> {
  const limits = limitsOf(reference);
  for (let attempt = 0; ; attempt++) {
    try {
      await moveNoteHold(ports.table, reference.orgId, reference.id, doc.id, from, to, limits);
      return;
    } catch (error) {
      if (error instanceof NoteHoldMoved) throw documentVersionConflict();
      if (!(error instanceof NoteHoldBeyondCap)) throw error;
      // Holds that crashes left behind may be what stands in the way: repair them and try once more.
      if (attempt > 0 || !(await repairStaleHolds(ports, reference, doc.id))) {
        throw beyondCap(doc, reference, limits, (await readNoteHold(ports.table, reference.orgId, reference.id)) ?? counter, from, to);
      }
    }
  }
}

/** Moves every stale hold of another note back to what its stored note holds; true when one moved. */
async function repairStaleHolds(ports: Ports, reference: StoredDocument, exceptId: string): Promise<boolean> {
  const counter = await readNoteHold(ports.table, reference.orgId, reference.id);
  if (!counter) return false;
  const stale = Object.entries(counter.held).filter(([noteId, entry]) => noteId !== exceptId && isStale(ports, entry));
  const notes = new Map((await getDocuments(ports.table, stale.map(([noteId]) => noteId))).map((note) => [note.id, note]));
  let repaired = false;
  for (const [noteId, entry] of stale) {
    const note = notes.get(noteId);
    if (note?.version === entry.v) continue;
    const truth = note ? heldEntryOf(note, ports.now().getTime()) : NOT_HELD;
    try {
      await moveNoteHold(ports.table, reference.orgId, reference.id, noteId, entry, truth, null);
      repaired = true;
    } catch (error) {
      if (!(error instanceof NoteHoldMoved || error instanceof NoteHoldBeyondCap)) throw error;
    }
  }
  if (repaired) await countOwedAgain(ports, reference.id);
  return repaired;
}

/** The refusal, worded as the read-based checks word it, from the counter's figures. */
function beyondCap(doc: StoredDocument, reference: StoredDocument, limits: NoteHoldLimits, counter: NoteHoldCounter, from: HeldEntry, to: HeldEntry) {
  if (kindFacts(doc.kind).note === 'debit') {
    return documentInvalid('debitReliedOn', fillMessage(DOCUMENT_APP_MESSAGES.debitReliedOn, { number: reference.number }));
  }
  const room = limits.paise - (counter.net - from.paise);
  if (to.paise > room) return documentInvalid('creditBeyondDue', fillMessage(DOCUMENT_APP_MESSAGES.creditBeyondDue, { max: formatIndianNumber(Math.max(0, room)) }));
  for (const [index, line] of doc.lines.entries()) {
    const left = (limits.items[line.itemId] ?? 0) - ((counter.quantities[line.itemId] ?? 0) - (from.items[line.itemId] ?? 0));
    if ((to.items[line.itemId] ?? 0) > left) return returnBeyond(reference, line, left, index);
  }
  return documentInvalid('creditBeyondDue', fillMessage(DOCUMENT_APP_MESSAGES.creditBeyondDue, { max: formatIndianNumber(Math.max(0, room)) }));
}

/**
 * Refuses an edit of a document (or deleting one of its lines: `replacement`) that would leave it
 * below what the credit notes against it already credit: a total under what they credit net of
 * debit notes, or less of an item than they bring back. Read from the document's counter, which
 * an update prefetches (save-reads.ts); no counter, no notes. A note saved in the same instant as
 * the edit is checked against the version it read.
 */
export async function checkNotesStillFit(ports: Ports, stored: StoredDocument, replacement: Pick<StoredDocument, 'grandTotal' | 'lines'>): Promise<void> {
  if (!REFERRED_KINDS.has(stored.kind)) return;
  const counter = await readNoteHold(ports.table, stored.orgId, stored.id);
  if (!counter) return;
  if (counter.net > replacement.grandTotal) {
    throw documentInvalid('notesBeyondTotal', fillMessage(DOCUMENT_APP_MESSAGES.notesBeyondTotal, { number: stored.number, credited: formatIndianNumber(counter.net) }));
  }
  const kept = quantitiesByItem(replacement.lines);
  for (const [itemId, credited] of Object.entries(counter.quantities)) {
    if (credited > (kept.get(itemId) ?? 0)) {
      const line = stored.lines.find((one) => one.itemId === itemId);
      const qty = line ? quantityOf(credited, line) : formatQuantity(credited);
      throw documentInvalid('notesBeyondQuantity', fillMessage(DOCUMENT_APP_MESSAGES.notesBeyondQuantity, { number: stored.number, qty, item: line?.itemName ?? itemId }));
    }
  }
}
