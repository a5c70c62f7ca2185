// A supplier's bill is recorded once: two purchases of one supplier with the same bill number in a
// financial year would claim its input tax twice. Suppliers number their bills afresh each year,
// so the same number in another year is another bill; a cancelled purchase frees its number.
//
// Each recorded bill has a claim item naming the purchase that records it, so the check is one read
// however many purchases the year holds (it was a Query of the whole year's purchases per save). A
// claim is only as good as the purchase it names: one that is gone, cancelled, or has since taken
// another bill number or supplier no longer holds its bill, so a cancel or an edit frees a bill
// without writing anything. The purchases of a year saved before bills were claimed claim theirs
// once, at the year's first check.
//
// Two saves of one bill at once both found it free, and both were recorded (walk 37 H2: 15 at once
// recorded BILL-77 four times, its input tax with it). So a save reserves the bill before it writes
// anything: a conditional write of the claim as its check read it (each claim carries a `rev` to
// compare), naming no purchase yet but held for PENDING_CLAIM_MS; the second save's write fails, or
// its check finds the reservation, and it is refused. Once the purchase is written its claim names
// it (claimBill), and again by the purchase's derived work should the process die in between
// (derived-work.ts); a save that fails frees its reservation, and one whose process died leaves a
// reservation that lapses.
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_APP_MESSAGES, fillMessage, type DocumentDraft, type KindInTable } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { batchWriteItems } from '../store/batch-write.js';
import { getDocument, listDocumentsOfYear, type StoredDocument } from '../store/documents.js';
import { keys, type ItemKey } from '../store/keys.js';
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

const claimItem = (doc: BillHolder) => ({ ...claimKey(doc, billOf(doc)), entity: 'billClaim', docId: doc.id, rev: randomUUID() });

/** How long a reservation holds a bill for the save that made it: far longer than a save takes. */
const PENDING_CLAIM_MS = 30_000;

type ClaimItem = Record<string, unknown>;

/** What a check read of a bill's claim: the reservation's conditional write expects it unchanged. */
export interface BillCheck {
  readonly key: ItemKey;
  readonly seen: ClaimItem | null;
}

/** The claims of the purchases of a year saved before bills were claimed (one Query of the year, once). */
async function claimEarlierBills(ports: Ports, orgId: string, kind: KindInTable, fyStartYear: number): Promise<void> {
  const year = await listDocumentsOfYear(ports.table, orgId, kind, fyStartYear, ['details']);
  const claims = year.filter((doc) => holdsBill(doc, doc.clientId, billOf(doc))).map(claimItem);
  await batchWriteItems(ports.table, claims.map((Item) => ({ PutRequest: { Item } })));
  await ports.table.client.send(new PutCommand({ TableName: ports.table.name, Item: { ...keys.billClaimsBuilt(orgId, kind, fyStartYear), entity: 'billClaimsBuilt' } }));
}

/** The keys the bill check reads: the claim of the bill and the year's mark of claims built. */
export function billCheckKeys(orgId: string, kind: KindInTable, fyStartYear: number, clientId: string, billNo: string): ItemKey[] {
  return [claimKey({ orgId, kind, fyStartYear, clientId }, billNo), keys.billClaimsBuilt(orgId, kind, fyStartYear)];
}

/** A bill's claim as stored (two GetItems at once, which a save's prefetch answers: save-reads.ts), or null. */
async function claimOf(ports: Ports, draft: Pick<DocumentDraft, 'orgId' | 'kind' | 'clientId'>, fyStartYear: number, billNo: string): Promise<BillCheck> {
  const kind = draft.kind as KindInTable;
  const [key, builtAt] = billCheckKeys(draft.orgId, kind, fyStartYear, draft.clientId, billNo) as [ItemKey, ItemKey];
  const read = (Key: ItemKey) => ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key, ConsistentRead: true }));
  const [claim, built] = await Promise.all([read(key), read(builtAt)]);
  if (built.Item) return { key, seen: claim.Item ?? null };
  await claimEarlierBills(ports, draft.orgId, kind, fyStartYear);
  return { key, seen: (await read(key)).Item ?? null };
}

/**
 * Refuses a purchase whose supplier's bill another purchase of the year already records, or
 * another save is recording at this moment; else what it read, for reserveBill (null: no bill).
 */
export async function checkBillNotRecorded(ports: Ports, draft: Pick<DocumentDraft, 'orgId' | 'kind' | 'clientId' | 'purchase'>, fyStartYear: number, exceptId = ''): Promise<BillCheck | null> {
  const billNo = draft.purchase?.billNo ?? '';
  if (billNo === '') return null;
  const check = await claimOf(ports, draft, fyStartYear, billNo);
  const claimant = typeof check.seen?.docId === 'string' ? check.seen.docId : '';
  // An edit of the purchase that holds the bill holds it still: nothing to reserve.
  if (exceptId !== '' && claimant === exceptId) return null;
  const recorded = claimant !== '' && claimant !== exceptId ? await getDocument(ports.table, claimant) : null;
  if (recorded && recorded.orgId === draft.orgId && holdsBill(recorded, draft.clientId, billNo)) {
    throw documentInvalid('billRecorded', fillMessage(DOCUMENT_APP_MESSAGES.billRecorded, { bill: billOf(recorded), supplier: recorded.partyName, number: recorded.number }), 'invoice_no');
  }
  if (claimant === '' && Number(check.seen?.pendingUntil ?? 0) > ports.now().getTime()) throw billBeingRecorded(billNo);
  return check;
}

const billBeingRecorded = (billNo: string) =>
  documentInvalid('billBeingRecorded', fillMessage(DOCUMENT_APP_MESSAGES.billBeingRecorded, { bill: billNo }), 'invoice_no');

export interface BillReservation {
  /** Frees the bill again: the save wrote nothing. */
  release(): Promise<void>;
}

const NOTHING_RESERVED: BillReservation = { release: async () => undefined };

/**
 * Reserves the bill a check found free, before the save writes anything: refused when another
 * save's claim or reservation took it since the check read it.
 */
export async function reserveBill(ports: Ports, check: BillCheck | null, billNo: string): Promise<BillReservation> {
  if (!check) return NOTHING_RESERVED;
  const token = randomUUID();
  const { seen } = check;
  const expected =
    seen === null
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : seen.rev !== undefined
        ? { ConditionExpression: '#rev = :rev', ExpressionAttributeNames: { '#rev': 'rev' }, ExpressionAttributeValues: { ':rev': seen.rev } }
        : { ConditionExpression: 'attribute_not_exists(#rev) AND docId = :docId', ExpressionAttributeNames: { '#rev': 'rev' }, ExpressionAttributeValues: { ':docId': seen.docId } };
  const Item = { ...check.key, entity: 'billClaim', docId: '', rev: token, pendingUntil: ports.now().getTime() + PENDING_CLAIM_MS };
  try {
    await ports.table.client.send(new PutCommand({ TableName: ports.table.name, Item, ...expected }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw billBeingRecorded(billNo);
    throw error;
  }
  return {
    release: async () => {
      try {
        await ports.table.client.send(
          new DeleteCommand({ TableName: ports.table.name, Key: check.key, ConditionExpression: '#rev = :rev', ExpressionAttributeNames: { '#rev': 'rev' }, ExpressionAttributeValues: { ':rev': token } }),
        );
      } catch (error) {
        // Named by its purchase already, or lapsed and taken: not this save's to free.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },
  };
}

/**
 * Claims the bill a saved purchase records (the same item each time), unless its previous version
 * recorded the same bill (a payment, a change of lines).
 */
export async function claimBill(ports: Ports, doc: StoredDocument, previous: StoredDocument | null = null): Promise<void> {
  if (!holdsBill(doc, doc.clientId, billOf(doc)) || (previous && holdsBill(previous, doc.clientId, billOf(doc)))) return;
  await ports.table.client.send(new PutCommand({ TableName: ports.table.name, Item: claimItem(doc) }));
}
