// The price a client last paid for an item (the add-item modal's "previous price for this
// client"). Kept as one small item per client and item, so the look-up is one GetItem instead of a
// search through the client's invoices. A hint, not a book of record: written beside the
// document's own write (the price was offered to the client either way), and a crash that loses
// one only shows an older price. A save reads the hints of its lines (prefetched with the caller's
// records, see save-reads.ts) and writes only those whose price changed: a business mostly sells
// at the same prices, so most saves write nothing here.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ports } from '../ports/index.js';
import { kindFacts, type DocumentDraft, type KindInTable } from '@bahi/shared';
import { batchWriteItems } from '../store/batch-write.js';
import { keys, type ItemKey } from '../store/keys.js';

/**
 * Whether a save's prices are prices offered to its client: not a note's, whose rates correct an
 * invoice (walk 29: a rate revision's ₹10 showed as the client's previous price), nor a form with
 * a receiver typed on it (no client to remember for).
 */
const remembersPrices = (kind: KindInTable, clientId: string): boolean => clientId !== '' && !kindFacts(kind).note;

/** The hint keys of a save's lines, where it remembers its prices. */
export function priceHintKeys(orgId: string, kind: KindInTable, clientId: string, itemIds: Iterable<string>): ItemKey[] {
  return remembersPrices(kind, clientId) ? [...new Set(itemIds)].map((itemId) => keys.previousPrice(orgId, clientId, itemId)) : [];
}

export async function rememberPrices(ports: Ports, draft: Pick<DocumentDraft, 'orgId' | 'kind' | 'clientId' | 'lines'>): Promise<void> {
  if (!remembersPrices(draft.kind, draft.clientId)) return;
  const latest = new Map(draft.lines.map((line) => [line.itemId, line.unitPrice]));
  const known = await Promise.all([...latest.keys()].map((itemId) => previousPrice(ports, draft.orgId, draft.clientId, itemId)));
  const puts = [...latest]
    .filter(([, unitPrice], index) => known[index] !== unitPrice)
    .map(([itemId, unitPrice]) => ({ PutRequest: { Item: { ...keys.previousPrice(draft.orgId, draft.clientId, itemId), entity: 'previousPrice', unitPrice } } }));
  await batchWriteItems(ports.table, puts);
}

/** Paise, or null when this client never bought the item. */
export async function previousPrice(ports: Ports, orgId: string, clientId: string, itemId: string): Promise<number | null> {
  const found = await ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key: keys.previousPrice(orgId, clientId, itemId) }));
  return (found.Item?.unitPrice as number | undefined) ?? null;
}
