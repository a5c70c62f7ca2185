// A supplier's bill is recorded once: two purchases of one supplier with the same bill number in a
// financial year would claim its input tax twice. Suppliers number their bills afresh each year,
// so the same number in another year is another bill; a cancelled purchase frees its number.
//
// Each recorded bill has a claim item naming the purchase that records it, so the check is one read
// however many purchases the year holds (it was a Query of the whole year's purchases per save). A
// claim is only as good as the purchase it names: one that is gone, cancelled, or has since taken
// another bill number or supplier no longer holds its bill, so a cancel or an edit frees a bill
// without writing anything. The claim is written after the purchase, and again by the purchase's
// derived work should the process die in between (derived-work.ts). The purchases of a year saved
// before bills were claimed claim theirs once, at the year's first check.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_APP_MESSAGES, fillMessage, type DocumentDraft, type KindInTable } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { batchWriteItems } from '../store/batch-write.js';
import { getDocument, listDocumentsOfYear, type StoredDocument } from '../store/documents.js';
import { keys, type ItemKey } from '../store/keys.js';
import { primedKey } from '../store/primed-table.js';
import { documentInvalid } from './document-errors.js';

/** Bill numbers as suppliers' staff type them: case and spacing apart, 'ab/ 12' is 'AB/12'. */
const sameBill = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

type BillHolder = Pick<StoredDocument, 'id' | 'orgId' | 'kind' | 'fyStartYear' | 'clientId' | 'lifecycle' | 'details'> & Partial<Pick<StoredDocument, 'deleted'>>;

const billOf = (doc: Pick<StoredDocument, 'details'>) => doc.details.purchase?.billNo ?? '';

/** Whether the document, as it stands, records this supplier's bill. */
const holdsBill = (doc: BillHolder, clientId: string, billNo: string) =>
  !doc.deleted && doc.lifecycle !== 'cancelled' && doc.clientId === clientId && billOf(doc) !== '' && sameBill(billOf(doc)) === sameBill(billNo);

const claimKey = (doc: Pick<BillHolder, 'orgId' | 'kind' | 'fyStartYear' | 'clientId'>, billNo: string) =>
  keys.billClaim(doc.orgId, doc.kind, doc.fyStartYear, doc.clientId, sameBill(billNo));

const claimItem = (doc: BillHolder) => ({ ...claimKey(doc, billOf(doc)), entity: 'billClaim', docId: doc.id });

/** The claims of the purchases of a year saved before bills were claimed (one Query of the year, once). */
async function claimEarlierBills(ports: Ports, orgId: string, kind: KindInTable, fyStartYear: number): Promise<Map<string, string>> {
  const year = await listDocumentsOfYear(ports.table, orgId, kind, fyStartYear, ['details']);
  const claims = year.filter((doc) => holdsBill(doc, doc.clientId, billOf(doc))).map(claimItem);
  await batchWriteItems(ports.table, claims.map((Item) => ({ PutRequest: { Item } })));
  await ports.table.client.send(new PutCommand({ TableName: ports.table.name, Item: { ...keys.billClaimsBuilt(orgId, kind, fyStartYear), entity: 'billClaimsBuilt' } }));
  return new Map(claims.map((claim) => [primedKey(claim), claim.docId]));
}

/** The keys the bill check reads: the claim of the bill and the year's mark of claims built. */
export function billCheckKeys(orgId: string, kind: KindInTable, fyStartYear: number, clientId: string, billNo: string): ItemKey[] {
  return [claimKey({ orgId, kind, fyStartYear, clientId }, billNo), keys.billClaimsBuilt(orgId, kind, fyStartYear)];
}

/** The purchase a bill's claim names, if any: two GetItems at once, which a save's prefetch answers (save-reads.ts). */
async function claimantOf(ports: Ports, draft: Pick<DocumentDraft, 'orgId' | 'kind' | 'clientId'>, fyStartYear: number, billNo: string): Promise<string | null> {
  const kind = draft.kind as KindInTable;
  const [claimAt, builtAt] = billCheckKeys(draft.orgId, kind, fyStartYear, draft.clientId, billNo) as [ItemKey, ItemKey];
  const read = (Key: ItemKey) => ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key, ConsistentRead: true }));
  const [claim, built] = await Promise.all([read(claimAt), read(builtAt)]);
  if (built.Item) return claim.Item ? String(claim.Item.docId) : null;
  return (await claimEarlierBills(ports, draft.orgId, kind, fyStartYear)).get(primedKey(claimAt)) ?? null;
}

/** Refuses a purchase whose supplier's bill another purchase of the year already records. */
export async function checkBillNotRecorded(ports: Ports, draft: Pick<DocumentDraft, 'orgId' | 'kind' | 'clientId' | 'purchase'>, fyStartYear: number, exceptId = ''): Promise<void> {
  const billNo = draft.purchase?.billNo ?? '';
  if (billNo === '') return;
  const claimant = await claimantOf(ports, draft, fyStartYear, billNo);
  const recorded = claimant && claimant !== exceptId ? await getDocument(ports.table, claimant) : null;
  if (recorded && recorded.orgId === draft.orgId && holdsBill(recorded, draft.clientId, billNo)) {
    throw documentInvalid('billRecorded', fillMessage(DOCUMENT_APP_MESSAGES.billRecorded, { bill: billOf(recorded), supplier: recorded.partyName, number: recorded.number }), 'invoice_no');
  }
}

/**
 * Claims the bill a saved purchase records (the same item each time), unless its previous version
 * recorded the same bill (a payment, a change of lines).
 */
export async function claimBill(ports: Ports, doc: StoredDocument, previous: StoredDocument | null = null): Promise<void> {
  if (!holdsBill(doc, doc.clientId, billOf(doc)) || (previous && holdsBill(previous, doc.clientId, billOf(doc)))) return;
  await ports.table.client.send(new PutCommand({ TableName: ports.table.name, Item: claimItem(doc) }));
}
