// What a document save will read, named from its valid request before it runs, so the request
// pipeline reads it all in the one BatchGetItem that admits the caller (store/primed-table.ts):
// with it, a save is one read and one write. Must follow what document-save.ts reads; a key
// missing here only costs a round trip, never correctness.
import type { DocumentDraft, KindInTable } from '@bahi/shared';
import { orgOfRecordId } from '../store/ids.js';
import { documentKey, parseDocumentId } from '../store/documents.js';
import { keys, type ItemKey } from '../store/keys.js';
import { priceHintKeys } from './previous-prices.js';

const documentKeyOf = (id: string): ItemKey[] => {
  const parsed = parseDocumentId(id);
  return parsed ? [documentKey(parsed)] : [];
};

/**
 * The organisation, the parties, the catalogue items and price hints of the lines, the source of a
 * conversion; for an insert of `kind`, the record of the form's save key (save-keys.ts).
 */
export function insertReads(orgId: string, draft: Pick<DocumentDraft, 'clientId' | 'shippingClientId' | 'lines' | 'convertedFrom' | 'saveKey'>, kind?: KindInTable): ItemKey[] {
  const ownClient = (id: string) => (id !== '' && orgOfRecordId(id) === orgId ? [keys.client(orgId, id)] : []);
  const itemIds = [...new Set(draft.lines.map((line) => line.itemId).filter((id) => orgOfRecordId(id) === orgId))];
  return [
    keys.organisation(orgId),
    ...ownClient(draft.clientId),
    ...(draft.shippingClientId !== draft.clientId ? ownClient(draft.shippingClientId) : []),
    ...itemIds.map((itemId) => keys.item(orgId, itemId)),
    ...priceHintKeys(orgId, orgOfRecordId(draft.clientId) === orgId ? draft.clientId : '', itemIds),
    ...(draft.convertedFrom !== '' ? documentKeyOf(draft.convertedFrom) : []),
    ...(kind && draft.saveKey !== '' ? [keys.saveKey(orgId, kind, draft.saveKey)] : []),
  ];
}

/** An update reads the stored document besides what an insert reads. */
export function updateReads(orgId: string, request: { id: string; draft: Parameters<typeof insertReads>[1] }): ItemKey[] {
  return [...insertReads(orgId, request.draft), ...documentKeyOf(request.id)];
}
