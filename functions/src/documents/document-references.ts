// What live documents name: a client (as client or shipping client), one of its addresses (billing
// or shipping) or contacts, or a catalogue item (on any line). A save re-resolves its parties and items
// (parties.ts, lines.ts), so deleting one a live document names would leave that document unable
// to be edited, credited or cancelled. Such a delete is refused with 409 naming a few of them, as
// books refuse to drop a ledger with entries; a cancelled or deleted document is never saved again
// and does not count. The organisation's documents are read once from the date index, page by
// page, each page folded and let go: a delete is rare, and one read then costs less than an index
// kept up on every save. The check and the delete are not one write: a document saved in between
// naming the record is not caught.
import { DEFAULT_REPORT_START, DOCUMENT_APP_MESSAGES, fillMessage, TABLE_KINDS } from '@bahi/shared';
import { conflict } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import { documentPagesByDate, type StoredDocument } from '../store/documents.js';

export type Referee = 'client' | 'address' | 'contact' | 'item';

const NAMES: Record<Referee, (doc: StoredDocument, ids: ReadonlySet<string>) => boolean> = {
  client: (doc, ids) => ids.has(doc.clientId) || ids.has(doc.shippingClientId),
  address: (doc, ids) => ids.has(doc.billingAddressId) || ids.has(doc.shippingAddressId),
  contact: (doc, ids) => ids.has(doc.contactId) || ids.has(doc.shippingContactId),
  item: (doc, ids) => doc.lines.some((line) => ids.has(line.itemId)),
};

const REFUSALS: Record<Referee, string> = {
  client: DOCUMENT_APP_MESSAGES.clientOnDocuments,
  address: DOCUMENT_APP_MESSAGES.addressOnDocuments,
  contact: DOCUMENT_APP_MESSAGES.contactOnDocuments,
  item: DOCUMENT_APP_MESSAGES.itemOnDocuments,
};

/** How many documents a refusal names by number; the rest are counted. */
const NAMED = 3;

/** 'A', 'A and B', 'A, B and C', or 'A, B, C and 4 more' (`count` documents in all). */
export function fewNumbers(numbers: readonly string[], count: number): string {
  const rest = count - numbers.length;
  const items = rest > 0 ? [...numbers, `${rest} more`] : [...numbers];
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) as string}`;
}

/** The records whose delete is asked, by what they are: a client edit can remove addresses and contacts at once. */
export type Deleting = Partial<Record<Referee, readonly string[]>>;

/**
 * Refuses (409, writing nothing) deleting what `deleting` names while a live document names any of
 * it; the refusal names the latest few such documents, newest first (the ones a user remembers;
 * numbers start again each year, so old ones read as this year's). One read of the documents,
 * whatever is asked; none when nothing is.
 */
export async function refuseDeleteWhileNamed(ports: Ports, orgId: string, deleting: Deleting): Promise<void> {
  const asked = (Object.keys(deleting) as Referee[]).map((referee) => ({ referee, ids: new Set(deleting[referee]), latest: [] as string[], count: 0 })).filter((each) => each.ids.size > 0);
  if (asked.length === 0) return;
  // The date index reads oldest first.
  for await (const page of documentPagesByDate(ports.table, orgId, DEFAULT_REPORT_START, '9999-12-31', TABLE_KINDS)) {
    for (const doc of page) {
      if (doc.deleted || doc.lifecycle === 'cancelled') continue;
      for (const each of asked) {
        if (!NAMES[each.referee](doc, each.ids)) continue;
        each.count += 1;
        each.latest = [doc.number, ...each.latest].slice(0, NAMED);
      }
    }
  }
  const named = asked.find((each) => each.count > 0);
  if (named) throw conflict(`${named.referee}.onDocuments`, fillMessage(REFUSALS[named.referee], { numbers: fewNumbers(named.latest, named.count) }));
}
