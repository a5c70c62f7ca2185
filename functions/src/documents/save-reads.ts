// What a document save will read, named from its request body before it runs, so the request
// pipeline reads it all in the one BatchGetItem that admits the caller (store/primed-table.ts):
// with it, a save is one read and one write. The body is read as it came (before validation,
// which runs while the table answers: see http/area-lambda.ts), by the wire names the form
// sends. Must follow what document-save.ts reads; a key missing here only costs a round trip, and
// a key a bad body names is read and dropped, never served: correctness never depends on this.
import { MAX_DOCUMENT_LINES, SAVE_KEY_PATTERN, financialYearOf, kindFacts, kindOfDocumentId, parseTypedDate, partyFieldsOf, type KindInTable } from '@bahi/shared';
import { orgOfRecordId } from '../store/ids.js';
import { documentKey, parseDocumentId } from '../store/documents.js';
import { keys, type ItemKey } from '../store/keys.js';
import { priceHintKeys } from './previous-prices.js';
import { billCheckKeys } from './supplier-bills.js';

/** The body as JSON parsed it, not yet validated. */
type RawBody = unknown;

/** A text field of the raw body as the draft will hold it (trimmed), or ''. */
function field(body: RawBody, name: string): string {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** The lines' item ids; none past the most lines a document may have (its validation refuses those). */
function itemIdsOf(body: RawBody): string[] {
  const items = body !== null && typeof body === 'object' ? (body as { items?: unknown }).items : undefined;
  return Array.isArray(items) && items.length <= MAX_DOCUMENT_LINES ? items.map((line) => field(line, 'item_id')) : [];
}

/** The financial year of a typed date, or null when it is not one (its validation refuses it). */
function yearOfTyped(typed: string): number | null {
  try {
    return financialYearOf(parseTypedDate(typed)).startYear;
  } catch {
    return null;
  }
}

const documentKeyOf = (id: string): ItemKey[] => {
  const parsed = parseDocumentId(id);
  return parsed ? [documentKey(parsed)] : [];
};

/**
 * The organisation, the parties, the catalogue items and price hints of the lines, the source of a
 * conversion or a refund, a purchase's supplier's bill claim (supplier-bills.ts); for an insert, the
 * record of the form's save key (save-keys.ts).
 */
export function insertReads(orgId: string, body: RawBody, kind: KindInTable, insert = true): ItemKey[] {
  const facts = kindFacts(kind);
  const ownId = (id: string) => (id !== '' && orgOfRecordId(id) === orgId ? [id] : []);
  const clientId = field(body, partyFieldsOf(facts).client);
  const shippingClientId = field(body, 'shipping_client_id');
  const itemIds = [...new Set(itemIdsOf(body).flatMap(ownId))];
  // A refund names the receipt voucher it gives back as its reference (schemas/documents.ts toDraft).
  const source = (facts.voucher === 'refund' ? field(body, 'referenceid') : '') || field(body, 'converted_from');
  // Only a key the body's validation will accept names an item (a table key has a size limit).
  const typedKey = field(body, 'save_key');
  const saveKey = SAVE_KEY_PATTERN.test(typedKey) ? typedKey : '';
  const billNo = facts.asksPurchaseDetails ? field(body, 'invoice_no') : '';
  const fyStartYear = billNo !== '' && ownId(clientId).length > 0 ? yearOfTyped(field(body, facts.dateField)) : null;
  return [
    keys.organisation(orgId),
    ...ownId(clientId).map((id) => keys.client(orgId, id)),
    ...(shippingClientId !== clientId ? ownId(shippingClientId).map((id) => keys.client(orgId, id)) : []),
    ...itemIds.map((itemId) => keys.item(orgId, itemId)),
    ...priceHintKeys(orgId, kind, ownId(clientId)[0] ?? '', itemIds),
    ...(source !== '' ? documentKeyOf(source) : []),
    ...(insert && saveKey !== '' ? [keys.saveKey(orgId, kind, saveKey)] : []),
    ...(fyStartYear !== null ? billCheckKeys(orgId, kind, fyStartYear, clientId, billNo) : []),
  ];
}

/**
 * An update reads the stored document besides what an insert reads (its kind is the one its id
 * names), and the counter of the notes against it (note-holds.ts checkNotesStillFit).
 */
export function updateReads(orgId: string, body: RawBody): ItemKey[] {
  const id = field(body, 'id');
  const kind = kindOfDocumentId(id);
  const stored = documentKeyOf(id);
  return kind === undefined ? [] : [...insertReads(orgId, body, kind, false), ...stored, ...(stored.length > 0 ? [keys.noteHold(orgId, id)] : [])];
}
