// The books' rules change now and then (a trade discount booked net of sales, a composite
// purchase's tax booked as cost): a document keeps the postings of the rules it was saved under
// until it is reposted. Raising BOOKS_REPOST (with its marker) reposts every document of an
// organisation once, the first time its books are read after the change:
//   - a document whose current version the rules now post differently gets a new posting set,
//     `<docId>#v<version>#r<BOOKS_REPOST>`, and its old set joins those to take out. The item
//     records both as work owed, conditionally on the version and the set it was read with, as an
//     edit would, and derived-work.ts does that work exactly once;
//   - one the rules post as before is not written.
// A crash midway leaves the marker unwritten: the next read reposts again, and the documents done
// already now post as the rules say, so nothing is reposted twice. An edit in between wins: its
// version is saved under the rules in force.
import { DEFAULT_REPORT_START, formatWireTimestamp, TABLE_KINDS } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { documentPagesByDate, owePostings, type StoredDocument } from '../store/documents.js';
import { keys } from '../store/keys.js';
import { markerSet, setMarker } from '../store/org-markers.js';
import { settle } from './derived-work.js';
import { withPostings } from './document-postings.js';
import { withVoucherDate } from './advances.js';

/**
 * 1: discounts netted from sales and purchases, a composite purchase's tax as cost (session 13);
 * 2: a refund of an earlier month's advance puts its tax in GST refund receivable (session 14).
 */
export const BOOKS_REPOST = 2;

/** The document as the rules now post it, or null when they post it as it is. */
export function repostedDocument(doc: StoredDocument): StoredDocument | null {
  if (doc.deleted) return null;
  const reposted = withPostings(doc, doc, `${doc.id}#v${doc.version}#r${BOOKS_REPOST}`);
  return reposted.postings === doc.postings || (!reposted.postings && !doc.postings) ? null : reposted;
}

/** Reposts the organisation's documents once per BOOKS_REPOST (see the top of this file). */
export async function repostDocuments(ports: Ports, orgId: string): Promise<void> {
  const marker = keys.booksReposted(orgId, BOOKS_REPOST);
  if (await markerSet(ports.table, marker)) return;
  for await (const page of documentPagesByDate(ports.table, orgId, DEFAULT_REPORT_START, '9999-12-31', TABLE_KINDS)) {
    for (const doc of page) {
      // A refund saved before its link kept the voucher's date gets it, and keeps it (owePostings).
      const reposted = repostedDocument(await withVoucherDate(ports, doc));
      if (reposted && (await owePostings(ports.table, reposted, doc.postings ?? null))) await settle(ports, { ...reposted, syncPending: true });
    }
  }
  await setMarker(ports.table, marker, 'booksReposted', formatWireTimestamp(ports.now()));
}
