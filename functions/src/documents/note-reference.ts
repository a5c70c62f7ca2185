// What a credit or debit note may do to the document it refers to (part 2 §3, §5; Section 34 CGST
// Act). A note refers to a sent invoice or bill of supply of the same client, dated on or before
// the note. Credit notes lower what the document is worth and bring goods back, so together they
// may neither credit more than it is worth nor bring back more of an item than it sold (with what
// debit notes added). Whether it was paid does not matter: goods returned after payment still
// need their credit note for the supplier's output tax, and what the customer then paid beyond
// the document's worth shows as a negative pending (owed to them). The notes against a document
// are the links the engine keeps from it (derived-work.ts).
import {
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_MESSAGES,
  fillMessage,
  isKindInTable,
  formatQuantity,
  kindFacts,
  formatIndianNumber,
  stockDirectionOf,
  movesGoods,
  partyFieldsOf,
  partyMessagesOf,
  quantityWithUnit,
  TABLE_KINDS,
  type DocumentDraft,
  type DocumentKindFacts,
} from '@bahi/shared';
import type { FieldError } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import { getDocument, getDocuments, linksFrom, type DocumentLinkRecord, type StoredDocument, type StoredLine } from '../store/documents.js';
import { documentInvalid, documentInvalidFields, documentNotFound } from './document-errors.js';

/** The referred document, checked against the note's draft (before the note's figures exist). */
export async function noteReference(ports: Ports, orgId: string, facts: DocumentKindFacts, draft: DocumentDraft): Promise<StoredDocument | null> {
  if (!facts.note || !draft.note) return null;
  const reference = await getDocument(ports.table, draft.note.referenceId);
  if (!reference || reference.orgId !== orgId || reference.deleted) throw documentNotFound();
  const supplierSide = facts.partyRole === 'supplier';
  if (!(facts.refersTo ?? []).includes(reference.kind)) {
    throw documentInvalid('referenceKind', supplierSide ? DOCUMENT_APP_MESSAGES.vendorCreditReferenceKind : DOCUMENT_APP_MESSAGES.referenceNotNotable, 'referenceid');
  }
  if (reference.lifecycle === 'cancelled') throw documentInvalid('referenceCancelled', DOCUMENT_APP_MESSAGES.referenceCancelled, 'referenceid');
  // No client chosen for a note whose original has one: the client is missing, as on any document.
  if (draft.clientId === '' && reference.clientId !== '') throw documentInvalid('clientNotFound', partyMessagesOf(facts).missing, partyFieldsOf(facts).client);
  if (reference.clientId !== draft.clientId) {
    throw documentInvalid('referenceClient', supplierSide ? DOCUMENT_APP_MESSAGES.referenceOtherSupplier : DOCUMENT_APP_MESSAGES.referenceOtherClient, 'referenceid');
  }
  if (draft.date < reference.date) throw documentInvalid('referenceDate', DOCUMENT_MESSAGES.referenceDateAfterNote, facts.dateField);
  // A note corrects its original's supply, and so its tax: with none paid under a letter of undertaking, none either.
  if ((reference.exportUnderLut === true) !== draft.exportUnderLut) {
    const message = reference.exportUnderLut ? DOCUMENT_APP_MESSAGES.noteLutAsOriginal : DOCUMENT_APP_MESSAGES.noteLutNotOnOriginal;
    throw documentInvalid('noteLut', fillMessage(message, { number: reference.number }), 'export_lut');
  }
  if (stockDirectionOf(facts, draft.note) !== 'none') checkSerialsOnReference(draft, reference);
  return reference;
}

/**
 * A note that moves stock takes back (or sends back) units of the document it is against: each
 * serial it names is one of that document's (walk 28 F3: a credit note took back a unit still in
 * stock, never sold, which could then be sold twice).
 */
function checkSerialsOnReference(draft: DocumentDraft, reference: StoredDocument): void {
  const onReference = new Set(reference.lines.flatMap((line) => line.serials.map((serial) => `${line.itemId}\u0000${serial}`)));
  const errors: FieldError[] = [];
  draft.lines.forEach((line, index) => {
    const stranger = line.serials.find((serial) => !onReference.has(`${line.itemId}\u0000${serial}`));
    if (stranger !== undefined) {
      errors.push({ field: `items.${index}.itemPurchaseDetails`, message: fillMessage(DOCUMENT_APP_MESSAGES.serialNotOnReference, { serial: stranger, number: reference.number }) });
    }
  });
  if (errors.length > 0) throw documentInvalidFields('lineInvalid', errors);
}

/** Kinds that notes refer to (invoices, bills of supply, purchases): their edits must leave room for the notes. */
export const REFERRED_KINDS: ReadonlySet<string> = new Set(TABLE_KINDS.flatMap((kind) => kindFacts(kind).refersTo ?? []));

export const referenceLink = (reference: StoredDocument): DocumentLinkRecord => ({ id: reference.id, kind: reference.kind, number: reference.number, date: reference.date });

/** The notes in effect (not cancelled, not deleted) among a document's links, but `exceptId` (the note being saved). */
export async function notesAmong(ports: Ports, links: readonly DocumentLinkRecord[], exceptId = ''): Promise<StoredDocument[]> {
  const noteLinks = links.filter((link) => link.id !== exceptId && isKindInTable(link.kind) && kindFacts(link.kind).note);
  const notes = await getDocuments(ports.table, noteLinks.map((link) => link.id));
  return notes.filter((note) => !note.deleted && note.lifecycle !== 'cancelled');
}

/** The notes in effect against a document, but `exceptId`. */
export async function notesAgainst(ports: Ports, orgId: string, documentId: string, exceptId = ''): Promise<StoredDocument[]> {
  return notesAmong(ports, await linksFrom(ports.table, orgId, documentId), exceptId);
}

/** Paise the notes move on what is owed: debit notes add, credit notes take away. */
export function noteAdjustment(notes: readonly Pick<StoredDocument, 'kind' | 'grandTotal'>[]): number {
  return notes.reduce((sum, note) => sum + (kindFacts(note.kind).note === 'debit' ? note.grandTotal : -note.grandTotal), 0);
}

/** Quantities per item of `lines`, times `sign`, added into `into`. */
export function quantitiesByItem(lines: readonly Pick<StoredLine, 'itemId' | 'quantityMilli'>[], sign = 1, into = new Map<string, number>()): Map<string, number> {
  for (const line of lines) into.set(line.itemId, (into.get(line.itemId) ?? 0) + sign * line.quantityMilli);
  return into;
}

/**
 * Refuses a credit note that would credit more than the referred document is worth (its total with
 * the other notes) or bring back more of an item than it sold.
 */
export async function checkCreditCaps(
  ports: Ports,
  reference: StoredDocument,
  note: { id: string; grandTotal: number; lines: readonly StoredLine[]; details: Pick<StoredDocument['details'], 'note'> },
): Promise<void> {
  const others = await notesAgainst(ports, reference.orgId, reference.id, note.id);
  const { worth: room, quantities: returnable } = whatRemains(reference, others);
  // A change of price alone applies to at most what the document sold, however much came back since.
  const left = movesGoods(note.details.note) ? returnable : quantitiesByItem(reference.lines);
  if (note.grandTotal > room) {
    throw documentInvalid('creditBeyondDue', fillMessage(DOCUMENT_APP_MESSAGES.creditBeyondDue, { max: formatIndianNumber(Math.max(0, room)) }));
  }
  for (const [index, line] of note.lines.entries()) {
    const available = left.get(line.itemId);
    if (available === undefined) {
      throw documentInvalid('itemNotOnReference', fillMessage(DOCUMENT_APP_MESSAGES.itemNotOnReference, { item: line.itemName }), `items.${index}.item_id`);
    }
    if (line.quantityMilli > available) throw returnBeyond(reference, line, available, index);
    left.set(line.itemId, available - line.quantityMilli);
  }
}

/** A quantity as a message says it, with the line's unit as documents show it ('8 BAG'). */
export const quantityOf = (milli: number, line: Pick<StoredLine, 'unit'>): string => quantityWithUnit(formatQuantity(milli), line.unit);

/** A note that would return more of a line's item than the referred sale sold (or purchase bought). */
export function returnBeyond(reference: Pick<StoredDocument, 'kind'>, line: Pick<StoredLine, 'itemName' | 'unit'>, left: number, index: number) {
  const bought = kindFacts(reference.kind).partyRole === 'supplier';
  const message = bought ? DOCUMENT_APP_MESSAGES.returnBeyondBought : DOCUMENT_APP_MESSAGES.returnBeyondSold;
  return documentInvalid('returnBeyondSold', fillMessage(message, { item: line.itemName, max: quantityOf(Math.max(0, left), line) }), `items.${index}.qty`);
}

/**
 * What the notes against a document leave of it: what it is still worth and, per item, the
 * quantity not yet brought back. Negative means the notes credit more than the document and its
 * debits hold. (A note's form starts from it: fetchDocument's credit_left.)
 */
export function whatRemains(reference: StoredDocument, notes: readonly Pick<StoredDocument, 'kind' | 'grandTotal' | 'lines' | 'details'>[]) {
  const worth = reference.grandTotal + noteAdjustment(notes);
  const quantities = quantitiesByItem(reference.lines);
  for (const note of notes.filter((each) => movesGoods(each.details.note))) quantitiesByItem(note.lines, kindFacts(note.kind).note === 'debit' ? 1 : -1, quantities);
  return { worth, quantities };
}

/**
 * Refuses a change of a debit note (an edit or a deleted line: `replacement`; a cancel: null) when
 * the credit notes against the same document rely on what it adds.
 */
export async function checkDebitChange(ports: Ports, debit: StoredDocument, replacement: Pick<StoredDocument, 'grandTotal' | 'lines'> | null): Promise<void> {
  if (kindFacts(debit.kind).note !== 'debit' || !debit.convertedFrom) return;
  const reference = await getDocument(ports.table, debit.convertedFrom.id);
  if (!reference) return;
  const others = await notesAgainst(ports, reference.orgId, reference.id, debit.id);
  const { worth, quantities } = whatRemains(reference, replacement ? [...others, { ...debit, ...replacement }] : others);
  if (worth < 0 || [...quantities.values()].some((quantity) => quantity < 0)) {
    throw documentInvalid('debitReliedOn', fillMessage(DOCUMENT_APP_MESSAGES.debitReliedOn, { number: reference.number }));
  }
}

/** Refuses cancelling or deleting a document that notes in effect refer to, and a debit note credits rely on. */
export async function checkCancellable(ports: Ports, doc: StoredDocument): Promise<void> {
  const notes = await notesAgainst(ports, doc.orgId, doc.id);
  if (notes.length > 0) {
    throw documentInvalid('notesAgainst', fillMessage(DOCUMENT_APP_MESSAGES.notesAgainstDocument, { numbers: notes.map((note) => note.number).sort().join(', ') }), 'status');
  }
  await checkDebitChange(ports, doc, null);
}
