// The price a client last paid for an item (the add-item modal's "previous price for this
// client"). Kept as one small item per client and item, overwritten by each sale, so the look-up is
// one GetItem instead of a search through the client's invoices. A hint, not a book of record:
// written beside the document's own write (the price was offered to the client either way), and a
// crash that loses one only shows an older price.
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ports } from '../ports/index.js';
import type { DocumentDraft } from '@bahi/shared';
import { keys } from '../store/keys.js';

const BATCH = 25;

export async function rememberPrices(ports: Ports, draft: Pick<DocumentDraft, 'orgId' | 'clientId' | 'date' | 'lines'>): Promise<void> {
  if (draft.clientId === '') return;
  const latest = new Map(draft.lines.map((line) => [line.itemId, line.unitPrice]));
  const puts = [...latest].map(([itemId, unitPrice]) => ({
    PutRequest: { Item: { ...keys.previousPrice(draft.orgId, draft.clientId, itemId), entity: 'previousPrice', unitPrice, date: draft.date } },
  }));
  for (let start = 0; start < puts.length; start += BATCH) {
    let pending: typeof puts | undefined = puts.slice(start, start + BATCH);
    while (pending && pending.length > 0) {
      const result = await ports.table.client.send(new BatchWriteCommand({ RequestItems: { [ports.table.name]: pending } }));
      pending = result.UnprocessedItems?.[ports.table.name] as typeof puts | undefined;
    }
  }
}

/** Paise, or null when this client never bought the item. */
export async function previousPrice(ports: Ports, orgId: string, clientId: string, itemId: string): Promise<number | null> {
  const found = await ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key: keys.previousPrice(orgId, clientId, itemId) }));
  return (found.Item?.unitPrice as number | undefined) ?? null;
}
