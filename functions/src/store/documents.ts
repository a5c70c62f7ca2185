// Documents of every kind (docs/architecture.md §3a). The document item is the truth: its number
// is its key, so the one conditional write that creates it is also what takes the number — two
// saves can never share a number, and a number is never taken without its document (no gaps).
//
//   pk ORG#<org>   sk DOC#<kind>#<fy start year>#<sequence, 9 digits>
//   gsi1pk DOCS#<org>   gsi1sk <date>#<kind>#<sequence>     (every kind by date: returns, books)
//
// A document id is `<org>_<kind code><fy><sequence, 10 digits>` (16 characters after the org, as
// every record id), so the id alone names the key: no lookup item, no second write.
//
// Lines live inside the item as JSON text (`linesJson`) or, beyond 4 KB, gzip-compressed
// (`linesGz`): a 1,000-line invoice is then a few dozen KB instead of most of DynamoDB's 400 KB
// item limit, and lines are never queried on their own. List reads project the small top-level attributes only.
//
// Work derived from a document (stock movements, postings, the link on the document it was made
// from) is listed on the item and done after the write by documents/derived-work.ts, idempotently.
// While it is owed the item carries `owed` (its id), which puts it in the sparse local
// index lsi1: one consistent Query lists what an organisation owes (owedWorkIds), so the item
// is its own marker and the save that owes work is still one write.
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { kindFacts, kindOfIdCode, type AdvanceAdjustment, type DocumentDraft, type DocumentTotals, type DraftLine, type ExportDetails, type KindInTable, type LifecycleStatus, type VoucherMoney } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { batchGetItems } from './batch-get.js';
import { keys, OWED_ATTRIBUTE } from './keys.js';
import type { PostingSet } from './ledger.js';
import { projectionOf, queryAll, queryPartition } from './query-all.js';
import { conditionally } from './conditional-write.js';

const SEQ_DIGITS_IN_KEY = 9;
const SEQ_DIGITS_IN_ID = 10;

/** A line as entered (filled from the catalogue where blank), with the figures computed when saved. */
export interface StoredLine extends Omit<DraftLine, 'lineId'> {
  lineId: string;
  /** Figures the server computed with the GST engine when it saved this version (paise). */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  total: number;
}

export interface PartySnapshot {
  name: string;
  gstin: string;
  stateCode: string;
  billing: AddressSnapshot | null;
  shipping: AddressSnapshot | null;
  contact: { name: string; email: string; mobile: string } | null;
}

export interface AddressSnapshot {
  address: string;
  city: string;
  pincode: string;
  phone: string;
  stateCode: string;
}

export interface StoredPayment {
  id: string;
  date: string;
  amount: number;
  method: 'CASH' | 'BANK';
  account: string;
  notes: string;
  createdAt: string;
  createdBy: string;
}

/** One stock movement a document causes: deterministic id `<docId>#v<version>#<lineId>`. */
export interface StockRow {
  rowId: string;
  itemId: string;
  date: string;
  /** Thousandths, signed: negative out, positive in. */
  quantityMilli: number;
  /** The serial numbers of the units moved (inventory tracking); absent when the line named none. */
  serials?: string[];
  /** What the goods cost, paise (a purchase's, a return to the supplier's: documents/lines.ts supplierCostOf); absent on every other movement. */
  costPaise?: number;
}

export interface DocumentLinkRecord {
  id: string;
  kind: string;
  number: string;
  /** The linked document's date, on a refund's link to its receipt voucher (whose date is then fixed): the books tell an earlier month's advance by it. */
  date?: string;
  /** On a source's link to what was made from it: that document is cancelled (or deleted), so it no longer counts as made. */
  cancelled?: true;
}

/**
 * A document's taxable value (lines and taxed charges, as its tax summary), tax heads and the rest
 * of its total, in paise: a list's tax register columns, so that a row adds up to its total.
 */
export interface DocumentTaxes {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  /** Charges not taxed (the form's "charges taxed" left off): in the total, in no taxable value. */
  untaxedCharges: number;
  /** Signed, as the total was rounded. */
  roundOff: number;
}

export const NO_TAXES: DocumentTaxes = { taxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, untaxedCharges: 0, roundOff: 0 };

export function taxesOf(totals: Pick<DocumentTotals, 'byRate' | 'chargesTotal' | 'cgstTotal' | 'sgstTotal' | 'igstTotal' | 'cessTotal' | 'roundOff'>): DocumentTaxes {
  const chargesTaxed = totals.byRate.reduce((sum, rate) => sum + rate.chargesTaxable, 0);
  return {
    taxable: totals.byRate.reduce((sum, rate) => sum + rate.taxable, 0) + chargesTaxed,
    cgst: totals.cgstTotal,
    sgst: totals.sgstTotal,
    igst: totals.igstTotal,
    cess: totals.cessTotal,
    untaxedCharges: totals.chargesTotal - chargesTaxed,
    roundOff: totals.roundOff,
  };
}

/** The parts of a document lists need; stored at the top level so lists need not open the lines. */
export interface DocumentSummary {
  id: string;
  orgId: string;
  kind: KindInTable;
  fyStartYear: number;
  seq: number;
  number: string;
  date: string;
  dueDate: string;
  lifecycle: LifecycleStatus;
  clientId: string;
  partyName: string;
  partyGstin: string;
  /** Paise. */
  grandTotal: number;
  paid: number;
  interState: boolean;
  /** Tax under reverse charge: the recipient pays it (GSTR-3B 3.1(d) for a purchase); the registers mark it. */
  reverseCharge: boolean;
  /** Bought while the organisation was a composition dealer: its tax is cost, no credit (input-tax.ts). */
  creditBlocked?: true;
  /** Sold (a sales-side document) while the organisation was a composition dealer: that period's CMP-08 reports it, not GSTR-1 or GSTR-3B. */
  soldInComposition?: true;
  /** An export (or a supply to an SEZ unit) under a letter of undertaking or bond: its lines keep their rates, no tax is paid (document-totals.ts). */
  exportUnderLut?: true;
  /** Sold to an SEZ unit or developer (its client was one when saved): IGST even within the state. */
  supplyToSez?: true;
  version: number;
  /** Derived work may be unfinished (see derived-work.ts). */
  syncPending: boolean;
  /** Absent on a document saved before they were kept: its list works them out from its lines. */
  taxes?: DocumentTaxes;
}

export interface StoredDocument extends DocumentSummary {
  validDate: string;
  termDays: number | null;
  createdAt: string;
  createdBy: string;
  modifiedAt: string;
  modifiedBy: string;
  billingAddressId: string;
  contactId: string;
  sameShipping: boolean;
  shippingClientId: string;
  shippingAddressId: string;
  shippingContactId: string;
  party: PartySnapshot;
  consignee: PartySnapshot | null;
  sellerStateCode: string;
  placeOfSupply: string;
  /** The form's other fields, as the draft holds them. */
  details: Pick<
    DocumentDraft,
    | 'orderNumber'
    | 'terms'
    | 'notes'
    | 'ecommerceGstin'
    | 'transportMode'
    | 'vehicleNo'
    | 'packages'
    | 'ewayBillNo'
    | 'referenceNo'
    | 'referenceType'
    | 'challanReason'
    | 'customFields'
    | 'purchase'
    | 'note'
  > &
    // A voucher's cash or bank; absent on vouchers saved before it was asked (cash).
    Partial<Pick<DocumentDraft, 'money'>> & {
      /** An export's country of destination and shipping bill; absent on any other document. */
      exportDetails?: ExportDetails;
    };
  charges: DocumentDraft['charges'];
  additionalCharges: boolean;
  roundOff: boolean;
  lines: StoredLine[];
  payments: StoredPayment[];
  convertedFrom: DocumentLinkRecord | null;
  /** An invoice made from a receipt voucher: the advance it took (counted in `paid`). */
  advance?: AdvanceAdjustment | null;
  /** Stock movements in effect for this version, and those of earlier versions still to undo. */
  stock: { inEffect: StockRow[]; toReverse: StockRow[] };
  /**
   * What this version puts in the books (null: nothing, as for a quotation or a cancelled
   * document) and the sets of earlier versions still to take out (documents/document-postings.ts).
   * Absent on documents saved before the ledger.
   */
  postings?: PostingSet | null;
  postingsToReverse?: PostingSet[];
  /**
   * Set when the document was deleted (the bill of supply's delete): it is then cancelled, left
   * out of lists and reads, and kept only so its number is never issued again (Rule 46(b)).
   */
  deleted?: { at: string; by: string };
  /**
   * The token of the save-key claim it was written under (documents/save-keys.ts): a claim that a
   * crash left 'saving' finds the document it made by it. Absent on a save without a key.
   */
  saveToken?: string;
}

export class DocumentNumberTaken extends Error {}
export class StaleDocumentVersion extends Error {}

const pad = (seq: number, digits: number) => String(seq).padStart(digits, '0');

/** `<org>_bb2026000000042` for B2B invoice 42 of FY 2026-27. */
export function documentId(orgId: string, idCode: string, fyStartYear: number, seq: number): string {
  return `${orgId}_${idCode}${fyStartYear}${pad(seq, SEQ_DIGITS_IN_ID)}`;
}

/** What a document id names, or null when the text is not one. */
export function parseDocumentId(id: string): { orgId: string; kind: KindInTable; fyStartYear: number; seq: number } | null {
  const match = /^([a-z0-9]{16})_([a-z0-9]{2})(\d{4})(\d{10})$/.exec(id);
  if (!match) return null;
  const kind = kindOfIdCode(match[2] as string);
  const seq = Number(match[4]);
  if (!kind || seq < 1) return null;
  return { orgId: match[1] as string, kind, fyStartYear: Number(match[3]), seq };
}

/** The table key of a document (its number). */
export function documentKey(doc: Pick<DocumentSummary, 'orgId' | 'kind' | 'fyStartYear' | 'seq'>) {
  return keys.document(doc.orgId, doc.kind, doc.fyStartYear, pad(doc.seq, SEQ_DIGITS_IN_KEY));
}

/**
 * Lines up to this size (as JSON) are stored as text: compressing them would save under a write
 * unit and cost a zlib stream per save. Longer ones are gzipped.
 */
const PLAIN_LINES_BYTES = 4 * 1024;
/**
 * A small window and hash (16 KB, memLevel 4) instead of zlib's defaults: as small a result for
 * lines (which repeat within a line or two), at a sixth of the time, without zlib's 256 KB of
 * working memory per call. Any gunzip reads it.
 */
const GZIP_OPTIONS = { windowBits: 14, memLevel: 4 };

type LinesAttribute = { linesJson: string } | { linesGz: Buffer };
/** A save sizes the item (storedSize) and then writes it: the lines are encoded once. */
const encodedLines = new WeakMap<readonly StoredLine[], LinesAttribute>();

function linesAttributeOf(lines: readonly StoredLine[]): LinesAttribute {
  let encoded = encodedLines.get(lines);
  if (!encoded) {
    const json = JSON.stringify(lines);
    encoded = json.length <= PLAIN_LINES_BYTES ? { linesJson: json } : { linesGz: gzipSync(Buffer.from(json), GZIP_OPTIONS) };
    encodedLines.set(lines, encoded);
  }
  return encoded;
}

function toItem(doc: StoredDocument): Record<string, unknown> {
  const { lines, ...rest } = doc;
  return {
    ...documentKey(doc),
    ...keys.documentByDate(doc.orgId, doc.date, doc.kind, pad(doc.seq, SEQ_DIGITS_IN_KEY)),
    entity: 'document',
    ...rest,
    ...linesAttributeOf(lines),
    ...(doc.syncPending ? { [OWED_ATTRIBUTE]: doc.id } : {}),
  };
}

/** A voucher's cash or bank: cash for one saved before vouchers asked. */
export const voucherMoneyOf = (details: Pick<StoredDocument['details'], 'money'> | undefined): VoucherMoney => details?.money ?? { method: 'CASH', account: '' };

/** A stored item (from the table or gsi1, which projects everything) as the document it holds. */
export function fromItem(item: Record<string, unknown>): StoredDocument {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _gs, entity: _e, [OWED_ATTRIBUTE]: _o, linesGz, linesJson, ...rest } = item;
  const json = typeof linesJson === 'string' ? linesJson : gunzipSync(linesGz as Uint8Array).toString('utf8');
  return { ...(rest as unknown as Omit<StoredDocument, 'lines'>), lines: JSON.parse(json) as StoredLine[] };
}

/** The size in bytes DynamoDB would count for the item (attribute names and values), roughly from above. */
export function storedSize(doc: StoredDocument): number {
  const { lines, ...rest } = doc;
  const encoded = linesAttributeOf(lines);
  const linesBytes = 'linesJson' in encoded ? Buffer.byteLength(encoded.linesJson) + 'linesJson'.length : encoded.linesGz.byteLength + 'linesGz'.length;
  const keyBytes = JSON.stringify({ ...documentKey(doc), ...keys.documentByDate(doc.orgId, doc.date, doc.kind, pad(doc.seq, SEQ_DIGITS_IN_KEY)), entity: 'document' }).length;
  return keyBytes + Buffer.byteLength(JSON.stringify(rest)) + linesBytes;
}

/** Writes a new document; DocumentNumberTaken when its number (its key) is taken. */
export async function insertDocument(table: Table, doc: StoredDocument): Promise<void> {
  try {
    await table.client.send(
      new PutCommand({ TableName: table.name, Item: toItem(doc), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new DocumentNumberTaken();
    throw error;
  }
}

/** Replaces a document that still has `expectedVersion`; StaleDocumentVersion otherwise. */
export async function replaceDocument(table: Table, doc: StoredDocument, expectedVersion: number): Promise<void> {
  try {
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: toItem(doc),
        ConditionExpression: 'attribute_exists(pk) and version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleDocumentVersion();
    throw error;
  }
}

export async function getDocument(table: Table, id: string): Promise<StoredDocument | null> {
  const parsed = parseDocumentId(id);
  if (!parsed) return null;
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: documentKey({ ...parsed }), ConsistentRead: true }),
  );
  return found.Item ? fromItem(found.Item) : null;
}

/** The keys the ids name; ids that name no document are left out. */
const documentKeysOf = (ids: readonly string[]) =>
  ids.flatMap((id) => {
    const parsed = parseDocumentId(id);
    return parsed ? [documentKey(parsed)] : [];
  });

/** Many documents at once (BatchGetItem); ids that name no document are left out. */
export async function getDocuments(table: Table, ids: readonly string[]): Promise<StoredDocument[]> {
  return (await batchGetItems(table, documentKeysOf(ids))).map(fromItem);
}

/** The document of a kind in a financial year with the highest sequence number, its `attributes` alone: one Query, newest first. */
async function newestOfYear(table: Table, orgId: string, kind: KindInTable, fyStartYear: number, attributes: readonly string[]): Promise<Record<string, unknown> | undefined> {
  const { pk, skPrefix } = keys.documentsOfYear(orgId, kind, fyStartYear);
  const found = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      // Names, not the attributes themselves: 'date' and 'number' are reserved words.
      ExpressionAttributeNames: Object.fromEntries(attributes.map((name) => [`#${name}`, name])),
      ProjectionExpression: attributes.map((name) => `#${name}`).join(', '),
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return found.Items?.[0];
}

/** The highest sequence number of a kind in a financial year (0 when none). */
export async function lastSequence(table: Table, orgId: string, kind: KindInTable, fyStartYear: number): Promise<number> {
  return ((await newestOfYear(table, orgId, kind, fyStartYear, ['seq']))?.seq as number | undefined) ?? 0;
}

/** The last-numbered document of a kind in a financial year: its sequence, number and date; null when there is none. */
export async function lastOfYear(table: Table, orgId: string, kind: KindInTable, fyStartYear: number): Promise<Pick<StoredDocument, 'seq' | 'number' | 'date'> | null> {
  const found = await newestOfYear(table, orgId, kind, fyStartYear, ['seq', 'number', 'date']);
  return found ? { seq: found.seq as number, number: found.number as string, date: found.date as string } : null;
}

/** Whether a sequence number of a kind is taken in a financial year. */
export async function sequenceTaken(table: Table, orgId: string, kind: KindInTable, fyStartYear: number, seq: number): Promise<boolean> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: documentKey({ orgId, kind, fyStartYear, seq }), ProjectionExpression: 'seq', ConsistentRead: true }),
  );
  return found.Item !== undefined;
}

const SUMMARY_ATTRIBUTES: (keyof DocumentSummary)[] = [
  'id', 'orgId', 'kind', 'fyStartYear', 'seq', 'number', 'date', 'dueDate', 'lifecycle', 'clientId',
  'partyName', 'partyGstin', 'grandTotal', 'paid', 'interState', 'reverseCharge', 'version', 'syncPending', 'taxes',
];

/**
 * The documents of a kind in a financial year, by number: one Query that reads the summary (and
 * any `extra` attributes, such as the payments) but never the lines.
 */
export function listDocumentsOfYear<E extends keyof StoredDocument = never>(
  table: Table,
  orgId: string,
  kind: KindInTable,
  fyStartYear: number,
  extra: readonly E[] = [],
): Promise<(DocumentSummary & Pick<StoredDocument, E>)[]> {
  return queryPartition(table, keys.documentsOfYear(orgId, kind, fyStartYear), [...SUMMARY_ATTRIBUTES, ...extra]);
}

/** Documents by id, the summary (and any `extra` attributes) but never the lines: BatchGetItems. */
export async function getDocumentSummaries<E extends keyof StoredDocument = never>(
  table: Table,
  ids: readonly string[],
  extra: readonly E[] = [],
): Promise<(DocumentSummary & Pick<StoredDocument, E>)[]> {
  return (await batchGetItems(table, documentKeysOf(ids), [...SUMMARY_ATTRIBUTES, ...extra])) as unknown as (DocumentSummary & Pick<StoredDocument, E>)[];
}

/**
 * The documents of the given kinds dated `first`..`last` ('YYYY-MM-DD'), page by page from the date
 * index (gsi1: DOCS#<org>, <date>#<kind>#<seq>), never a Scan. A page is at most 1 MB of items, so
 * a caller that folds each page and lets it go reads a month of any size in bounded memory.
 */
export async function* documentPagesByDate(table: Table, orgId: string, first: string, last: string, kinds: readonly KindInTable[]): AsyncGenerator<StoredDocument[]> {
  const { gsi1pk } = keys.documentByDate(orgId, first, '', '');
  const query = new QueryCommand({
    TableName: table.name,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk and gsi1sk between :first and :last',
    FilterExpression: `#kind in (${kinds.map((_, i) => `:k${i}`).join(', ')})`,
    ExpressionAttributeNames: { '#kind': 'kind' },
    // '~' sorts after '#', so every document of the last day is inside the range.
    ExpressionAttributeValues: { ':pk': gsi1pk, ':first': first, ':last': `${last}~`, ...Object.fromEntries(kinds.map((kind, i) => [`:k${i}`, kind])) },
  });
  let startKey: Record<string, unknown> | undefined;
  do {
    query.input.ExclusiveStartKey = startKey;
    const page = await table.client.send(query);
    if (page.Items && page.Items.length > 0) yield page.Items.map(fromItem);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * The document of `kind` dated `date` that a save-key claim's `token` wrote (saveToken), or null:
 * one Query of that day's documents on the date index. Asked only of a claim a crash left 'saving'.
 */
export async function documentSavedUnder(table: Table, orgId: string, kind: KindInTable, date: string, token: string): Promise<StoredDocument | null> {
  const query = new QueryCommand({
    TableName: table.name,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk and begins_with(gsi1sk, :day)',
    FilterExpression: 'saveToken = :token',
    ExpressionAttributeValues: { ':pk': keys.documentsByDate(orgId).gsi1pk, ':day': `${date}#${kind}#`, ':token': token },
  });
  let startKey: Record<string, unknown> | undefined;
  do {
    query.input.ExclusiveStartKey = startKey;
    const page = await table.client.send(query);
    const found = page.Items?.[0];
    if (found) return fromItem(found);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return null;
}

/**
 * The financial years in which a kind has documents on its list (start years, ascending; a deleted
 * one is kept only for its number): one Query per org and kind, reading two attributes of each.
 */
export async function yearsWithDocuments(table: Table, orgId: string, kind: KindInTable): Promise<number[]> {
  const { pk, skPrefix } = keys.documentsOfKind(orgId, kind);
  const rows = await queryAll<Pick<StoredDocument, 'fyStartYear' | 'deleted'>>(
    table,
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ...projectionOf(['fyStartYear', 'deleted']),
    }),
  );
  return [...new Set(rows.filter((row) => !row.deleted).map((row) => row.fyStartYear))].sort((a, b) => a - b);
}

/** Whether the organisation has saved any document (of any kind, a deleted one included): one key read of at most one item. */
export async function hasDocuments(table: Table, orgId: string): Promise<boolean> {
  const { pk, skPrefix } = keys.documentsOfOrg(orgId);
  const found = await table.client.send(
    new QueryCommand({ TableName: table.name, KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix }, Limit: 1, ProjectionExpression: 'pk' }),
  );
  return (found.Items?.length ?? 0) > 0;
}

/** A condition that the item's posting set is still `postings`, the one its reader saw (none: absent or null). */
function postingsStill(postings: PostingSet | null | undefined): { condition: string; values: Record<string, unknown> } {
  return postings
    ? { condition: 'postings.setId = :setId', values: { ':setId': postings.setId } }
    : { condition: '(attribute_not_exists(postings) OR attribute_type(postings, :nullType))', values: { ':nullType': 'NULL' } };
}

/**
 * Clears the derived-work flag, the owed index entry and the undone lists (stock, postings), if the
 * document is still at this version with the posting set that was settled (a newer version, or a
 * repost of this one, carries its own work: documents/document-reposting.ts).
 */
export async function markDerivedWorkDone(table: Table, doc: StoredDocument): Promise<void> {
  const still = postingsStill(doc.postings);
  await conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: documentKey(doc),
        UpdateExpression: 'SET syncPending = :no, #stock.toReverse = :none, postingsToReverse = :none REMOVE #owed',
        ConditionExpression: `version = :version AND ${still.condition}`,
        ExpressionAttributeNames: { '#stock': 'stock', '#owed': OWED_ATTRIBUTE },
        ExpressionAttributeValues: { ':no': false, ':none': [], ':version': doc.version, ...still.values },
      }),
    ),
  );
}

/**
 * Gives the document's version new postings (and the set they replace to take out) as work owed,
 * if it is still that version with the set `before`; false when it moved on. Its link to its source
 * is written with them: a repost may have completed it (a refund's voucher date).
 */
export async function owePostings(table: Table, doc: StoredDocument, before: PostingSet | null): Promise<boolean> {
  const still = postingsStill(before);
  return conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: documentKey(doc),
        UpdateExpression: 'SET postings = :postings, postingsToReverse = :reverse, syncPending = :yes, #owed = :id, convertedFrom = :from',
        ConditionExpression: `version = :version AND ${still.condition}`,
        ExpressionAttributeNames: { '#owed': OWED_ATTRIBUTE },
        ExpressionAttributeValues: { ':postings': doc.postings ?? null, ':reverse': doc.postingsToReverse ?? [], ':yes': true, ':id': doc.id, ':from': doc.convertedFrom, ':version': doc.version, ...still.values },
      }),
    ),
  );
}

/**
 * What the organisation owes, by each owing item's `owed`: a document's id, or a stock count's sort
 * key (store/stock-counts.ts). One consistent Query of lsi1 (keys only).
 */
export async function owedWorkIds(table: Table, orgId: string): Promise<string[]> {
  const { pk, indexName } = keys.owedWorkOfOrg(orgId);
  const rows = await queryAll<{ owed: string }>(
    table,
    new QueryCommand({
      TableName: table.name,
      IndexName: indexName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return rows.map((row) => row.owed);
}

// --- Derived-work markers (journals, the opening entry) and links ----------------------------

export interface SyncMarker {
  orgId: string;
  docId: string;
  /** Unique per writer. */
  token: string;
}

/** Written before a document write whose derived work is not done yet; answers the marker to remove after. */
export async function putSyncMarker(table: Table, orgId: string, docId: string): Promise<SyncMarker> {
  const marker = { orgId, docId, token: randomUUID() };
  await table.client.send(
    new PutCommand({ TableName: table.name, Item: { ...keys.syncMarker(orgId, docId, marker.token), entity: 'syncMarker', ...marker } }),
  );
  return marker;
}

export async function deleteSyncMarker(table: Table, marker: SyncMarker): Promise<void> {
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.syncMarker(marker.orgId, marker.docId, marker.token) }));
}

/** Markers of the organisation: documents whose derived work a crash may have left undone. */
export function syncMarkersOfOrg(table: Table, orgId: string): Promise<SyncMarker[]> {
  return queryPartition(table, keys.syncMarkersOfOrg(orgId));
}

/** Records that `target` was made from `source` (idempotent: the key is the pair). */
export async function putDocumentLink(table: Table, orgId: string, sourceId: string, target: DocumentLinkRecord): Promise<void> {
  // A cancel is final: a late write of an earlier version's link never takes its mark away.
  await conditionally(() =>
    table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keys.documentLink(orgId, sourceId, target.id), entity: 'documentLink', sourceId, ...target },
        ...(target.cancelled ? {} : { ConditionExpression: 'attribute_not_exists(cancelled)' }),
      }),
    ),
  );
}

/** Documents made from `sourceId` that still stand (not cancelled or deleted). */
export async function linksFrom(table: Table, orgId: string, sourceId: string): Promise<DocumentLinkRecord[]> {
  const rows = await queryPartition<DocumentLinkRecord>(table, keys.documentLinksFrom(orgId, sourceId));
  return rows.filter((row) => !row.cancelled).map(({ id, kind, number }) => ({ id, kind, number }));
}

/**
 * Keeps the taxes worked out for a document saved before they were kept, on the version they were
 * worked out from (a later version keeps its own); false when that version is gone.
 */
export async function keepTaxes(table: Table, doc: Pick<StoredDocument, 'id' | 'version'>, taxes: DocumentTaxes): Promise<boolean> {
  const parsed = parseDocumentId(doc.id);
  if (!parsed) return false;
  return conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: documentKey(parsed),
        UpdateExpression: 'SET taxes = :taxes',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':taxes': taxes, ':version': doc.version },
      }),
    ),
  );
}

/** Documents made from each document of a kind's year that still stand (one Query), by source id. */
export async function linksFromYear(table: Table, orgId: string, kind: KindInTable, fyStartYear: number): Promise<Map<string, DocumentLinkRecord[]>> {
  const rows = await queryPartition<DocumentLinkRecord & { sourceId: string }>(table, keys.documentLinksFromYear(orgId, kindFacts(kind).idCode, fyStartYear));
  const bySource = new Map<string, DocumentLinkRecord[]>();
  for (const { sourceId, id, kind: madeKind, number, cancelled } of rows) {
    if (!cancelled) bySource.set(sourceId, [...(bySource.get(sourceId) ?? []), { id, kind: madeKind, number }]);
  }
  return bySource;
}
