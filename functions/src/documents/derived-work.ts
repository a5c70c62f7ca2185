// Work that follows from a saved document: its stock movements, the undoing of an earlier
// version's movements, its postings in the books (and the taking out of an earlier version's:
// document-postings.ts, store/ledger.ts), and the link on the document it was made from. There are no transactions
// (docs/architecture.md §3), so the document is written first and says what is owed; this module
// does it, and every step can run any number of times with the same result:
//   - a movement's id is `<docId>#v<version>#<line>` (its undoing adds `#rev`), and
//     recordStockMovement applies a movement to stock in hand exactly once;
//   - an earlier movement is undone only after making sure it was applied, so the two cancel out
//     even when the process died before the first was ever written;
//   - a physical count dated after a movement is kept as counted (store/stock-counts.ts);
//   - the link is an item keyed by the pair, a purchase's claim of its supplier's bill by the bill
//     (supplier-bills.ts).
// The save does none of it but the link (a note's caps read its links at once): it writes the
// document flagged as owing the work (store/documents.ts: the item's `owed` puts it in lsi1) and
// answers. The work is finished after the answer — by the Lambda the table's stream invokes in the
// cloud, by the local server's idle-time settler on a laptop (local/owed-work-settler.ts) — and in
// any case before a read that depends on it: reading the document or its list settles that
// document, and reading stock or the books settles the organisation (settleOrganisation).
import type { Ports } from '../ports/index.js';
import { getDocuments, markDerivedWorkDone, owedWorkIds, putDocumentLink, type StockRow, type StoredDocument } from '../store/documents.js';
import { settlePostings } from '../store/ledger.js';
import { STOCK_RESTOCK_SK } from '../store/keys.js';
import { recordStockMovement } from '../store/stock-movements.js';
import { isOwedCount, reconcileCountsAfter, settleOwedCount } from '../store/stock-counts.js';
import { countInReports, reportWorkOwed } from '../areas/reports/report-counting.js';
import { eachLimited } from '../services/each-limited.js';
import { hasPostingWork } from './document-postings.js';
import { claimBill } from './supplier-bills.js';

/** Whether saving this version leaves anything to do after the write. */
export function hasDerivedWork(doc: StoredDocument, previous: StoredDocument | null): boolean {
  const newRows = doc.stock.inEffect.some((row) => !previous?.stock.inEffect.includes(row));
  return newRows || doc.stock.toReverse.length > 0 || linkOwed(doc, previous) || hasPostingWork(doc, previous) || reportWorkOwed(doc, previous);
}

async function applyRow(ports: Ports, doc: StoredDocument, row: StockRow): Promise<void> {
  await recordStockMovement(ports.table, {
    id: row.rowId,
    orgId: doc.orgId,
    itemId: row.itemId,
    date: row.date,
    quantityMilli: row.quantityMilli,
    ...(row.serials ? { serials: row.serials } : {}),
    ...(row.costPaise !== undefined ? { costPaise: row.costPaise } : {}),
    sourceKind: doc.kind,
    sourceId: doc.id,
    userId: doc.modifiedBy,
    // When the document was first saved: an edit's movements keep the document's place among the
    // day's (walk 35 H1: an edited purchase moved after the day's sale in its item's ledger).
    createdAt: doc.createdAt,
  });
}

/**
 * A count after a row's date stays what was counted (store/stock-counts.ts): for each item the
 * document moved, the first count after its earliest row.
 */
async function keepCountsAfter(ports: Ports, doc: StoredDocument): Promise<void> {
  const earliest = new Map<string, string>();
  for (const row of [...doc.stock.toReverse, ...doc.stock.inEffect]) {
    const seen = earliest.get(row.itemId);
    if (seen === undefined || row.date < seen) earliest.set(row.itemId, row.date);
  }
  for (const [itemId, date] of earliest) await reconcileCountsAfter(ports.table, doc.orgId, itemId, date);
}

/** What a movement's undoing adds to its id; it keeps the movement's date. */
export const UNDOING = '#rev';

const reversal = (row: StockRow): StockRow => ({ ...row, rowId: `${row.rowId}${UNDOING}`, quantityMilli: -row.quantityMilli });

const standsNoLonger = (doc: StoredDocument) => doc.lifecycle === 'cancelled' || Boolean(doc.deleted);

/** Whether the version's link on its source is to write: with the new document, and again when it is cancelled or deleted. */
export const linkOwed = (doc: StoredDocument, previous: StoredDocument | null): boolean =>
  doc.convertedFrom !== null && (previous === null || standsNoLonger(doc) !== standsNoLonger(previous));

/**
 * Records the link on the document this one was made from, if any (idempotent: the key is the
 * pair), marked once this one is cancelled or deleted: the source is then no longer converted
 * by it (its list and the question before converting it again leave it out).
 */
export async function linkToSource(ports: Ports, doc: StoredDocument): Promise<void> {
  if (doc.convertedFrom) {
    await putDocumentLink(ports.table, doc.orgId, doc.convertedFrom.id, { id: doc.id, kind: doc.kind, number: doc.number, ...(standsNoLonger(doc) ? { cancelled: true as const } : {}) });
  }
}

/** Does what the document version owes, then clears its flag and its owed index entry. */
export async function finishDerivedWork(ports: Ports, doc: StoredDocument): Promise<void> {
  for (const row of doc.stock.toReverse) {
    await applyRow(ports, doc, row);
    await applyRow(ports, doc, reversal(row));
  }
  for (const row of doc.stock.inEffect) await applyRow(ports, doc, row);
  await keepCountsAfter(ports, doc);
  await settlePostings(ports.table, doc.orgId, doc);
  await countInReports(ports, doc);
  await linkToSource(ports, doc);
  await claimBill(ports, doc);
  await markDerivedWorkDone(ports.table, doc);
}

/** Finishes a document's owed work if it has any (a read settles what it shows). */
export async function settle(ports: Ports, doc: StoredDocument): Promise<StoredDocument> {
  if (!doc.syncPending) return doc;
  await finishDerivedWork(ports, doc);
  return { ...doc, syncPending: false, stock: { ...doc.stock, toReverse: [] }, postingsToReverse: [] };
}

/** How many owed documents are read at once (one BatchGetItem holds up to 100 keys). */
const SETTLE_BATCH = 100;
/**
 * How many documents are settled at once. Each is a chain of small conditional writes, safe beside
 * any other applier (the stream's Lambda and a read may settle the same document together), so a
 * few at a time keep the database busy while the client prepares the next call.
 */
const SETTLE_AT_ONCE = 4;

/**
 * Finishes every document of the organisation that owes work, then any stock count a crash left
 * owing its reconcile (store/stock-counts.ts): before its stock or books are read, and from the
 * stream's or the idle settler's queue. `pause` is asked before each: the idle settler stops as
 * soon as a request comes in, and answers false so the rest is settled later. A failure stops the
 * rest and is thrown once the documents under way are done.
 */
export async function settleOrganisation(ports: Ports, orgId: string, pause: () => boolean = () => false): Promise<boolean> {
  const owed = await owedWorkIds(ports.table, orgId);
  const counts = owed.filter(isOwedCount);
  const restock = owed.includes(STOCK_RESTOCK_SK);
  const documentIds = owed.filter((id) => !isOwedCount(id) && id !== STOCK_RESTOCK_SK);
  const finish = async (doc: StoredDocument) => {
    if (doc.syncPending) await finishDerivedWork(ports, doc);
  };
  for (let start = 0; start < documentIds.length; start += SETTLE_BATCH) {
    const docs = await getDocuments(ports.table, documentIds.slice(start, start + SETTLE_BATCH));
    if (!(await eachLimited(docs, SETTLE_AT_ONCE, finish, pause))) return false;
  }
  // Tracking switched on after documents were saved: each gets its movements, as an edit would
  // give them (loaded when owed: the restock saves versions through document-save.ts, which needs this module).
  if (restock) {
    if (pause()) return false;
    const { restockDocuments } = await import('./stock-restock.js');
    await restockDocuments(ports, orgId);
  }
  // After the documents: a count is measured against what they moved on its day and before.
  for (const count of counts) {
    if (pause()) return false;
    await settleOwedCount(ports.table, orgId, count);
  }
  return true;
}
