// Work that follows from a saved document: its stock movements, the undoing of an earlier
// version's movements, its postings in the books (and the taking out of an earlier version's:
// document-postings.ts, store/ledger.ts), and the link on the document it was made from. There are no transactions
// (docs/architecture.md §3), so the document is written first and says what is owed; this module
// does it, and every step can run any number of times with the same result:
//   - a movement's id is `<docId>#v<version>#<line>` (its undoing adds `#rev`), and
//     recordStockMovement applies a movement to stock in hand exactly once;
//   - an earlier movement is undone only after making sure it was applied, so the two cancel out
//     even when the process died before the first was ever written;
//   - the link is an item keyed by the pair.
// The save does the work at once. If the process dies first, the `SYNC#` marker written before the
// document (and the document's own syncPending flag) let the next read of that document, of its
// list, or of the organisation's stock finish it.
import { formatWireTimestamp } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import {
  deleteSyncMarker,
  getDocument,
  markDerivedWorkDone,
  parseDocumentId,
  putDocumentLink,
  syncMarkersOfOrg,
  type StockRow,
  type StoredDocument,
} from '../store/documents.js';
import { settlePostings } from '../store/ledger.js';
import { recordStockMovement } from '../store/stock-movements.js';
import { countInReports, reportWorkOwed } from '../areas/reports/report-counting.js';
import { hasPostingWork } from './document-postings.js';

/** Whether saving this version leaves anything to do after the write. */
export function hasDerivedWork(doc: StoredDocument, previous: StoredDocument | null): boolean {
  const newRows = doc.stock.inEffect.some((row) => !previous?.stock.inEffect.includes(row));
  const linkOwed = doc.convertedFrom !== null && previous === null;
  return newRows || doc.stock.toReverse.length > 0 || linkOwed || hasPostingWork(doc, previous) || reportWorkOwed(doc, previous);
}

async function applyRow(ports: Ports, doc: StoredDocument, row: StockRow): Promise<void> {
  await recordStockMovement(ports.table, {
    id: row.rowId,
    orgId: doc.orgId,
    itemId: row.itemId,
    date: row.date,
    quantityMilli: row.quantityMilli,
    ...(row.serials ? { serials: row.serials } : {}),
    sourceKind: doc.kind,
    sourceId: doc.id,
    userId: doc.modifiedBy,
    createdAt: formatWireTimestamp(ports.now()),
  }, ports.now());
}

const reversal = (row: StockRow): StockRow => ({ ...row, rowId: `${row.rowId}#rev`, quantityMilli: -row.quantityMilli });

/** Does what the document version owes, then clears its flag (its writer or the sweep removes the marker). */
export async function finishDerivedWork(ports: Ports, doc: StoredDocument): Promise<void> {
  for (const row of doc.stock.toReverse) {
    await applyRow(ports, doc, row);
    await applyRow(ports, doc, reversal(row));
  }
  for (const row of doc.stock.inEffect) await applyRow(ports, doc, row);
  await settlePostings(ports.table, doc.orgId, doc, ports.now());
  await countInReports(ports, doc);
  if (doc.convertedFrom) {
    await putDocumentLink(ports.table, doc.orgId, doc.convertedFrom.id, { id: doc.id, kind: doc.kind, number: doc.number });
  }
  await markDerivedWorkDone(ports.table, doc);
}

/** Finishes a document's owed work if it has any (a read repairs what a crash left). */
export async function settle(ports: Ports, doc: StoredDocument): Promise<StoredDocument> {
  if (!doc.syncPending) return doc;
  await finishDerivedWork(ports, doc);
  return { ...doc, syncPending: false, stock: { ...doc.stock, toReverse: [] }, postingsToReverse: [] };
}

/** Finishes every document of the organisation whose work a crash may have left (before stock or the books are read). */
export async function settleOrganisation(ports: Ports, orgId: string): Promise<void> {
  for (const marker of await syncMarkersOfOrg(ports.table, orgId)) {
    // A journal's or the opening entry's marker is the books' to settle (areas/books).
    if (!parseDocumentId(marker.docId)) continue;
    const doc = await getDocument(ports.table, marker.docId);
    if (doc?.syncPending) await finishDerivedWork(ports, doc);
    await deleteSyncMarker(ports.table, marker);
  }
}
