// Every document of an organisation dated within a range, of every kind: Queries on gsi1
// (gsi1pk DOCS#<org>, gsi1sk <date>#<kind>#<sequence>, store/documents.ts), never a Scan. The
// range is cut into at most twelve runs of whole calendar months, queried side by side, so a year
// is twelve short chains of 1 MB pages instead of one long one (the index projects whole items,
// lines included) and nine years are still twelve queries, not a hundred.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { fromItem, type StoredDocument } from './documents.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

const MOST_SLICES = 12;

/** The first day of each calendar month the range touches ('YYYY-MM-01'). */
function monthStarts(start: string, end: string): string[] {
  const starts: string[] = [];
  let [year, month] = start.split('-').map(Number) as [number, number];
  for (let first = `${start.slice(0, 7)}-01`; first <= end; first = `${year}-${String(month).padStart(2, '0')}-01`) {
    starts.push(first);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return starts;
}

/** The range cut into at most twelve runs of whole months, clipped to the range ('YYYY-MM-DD' bounds). */
export function dateSlices(start: string, end: string): { from: string; to: string }[] {
  const starts = monthStarts(start, end);
  const perSlice = Math.ceil(starts.length / MOST_SLICES);
  const slices: { from: string; to: string }[] = [];
  for (let i = 0; i < starts.length; i += perSlice) {
    const from = i === 0 ? start : (starts[i] as string);
    const next = starts[i + perSlice];
    // '<month>-31' bounds every day of a month as text, whatever its length.
    const to = next === undefined ? end : `${(starts[i + perSlice - 1] as string).slice(0, 7)}-31`;
    slices.push({ from, to });
  }
  return slices;
}

/**
 * What a report reads of a document: who, when, its status and payments, and what the GST engine
 * needs to compute its figures (documents/document-totals.ts). The party's address book, the
 * form's details and the stock rows stay in the table: a year of documents is read whole, so
 * every attribute left out is read, sent and decoded 50,000 times less.
 */
export const DATED_ATTRIBUTES = [
  'id', 'orgId', 'kind', 'fyStartYear', 'seq', 'number', 'date', 'dueDate', 'lifecycle', 'clientId', 'partyName', 'partyGstin',
  'grandTotal', 'paid', 'deleted', 'sellerStateCode', 'placeOfSupply', 'charges', 'additionalCharges', 'reverseCharge', 'roundOff',
  'creditBlocked', 'exportUnderLut', 'supplyToSez', 'linesJson', 'linesGz',
] as const satisfies readonly (keyof StoredDocument | 'linesJson' | 'linesGz')[];

export type DatedDocument = Pick<StoredDocument, Exclude<(typeof DATED_ATTRIBUTES)[number], 'linesJson' | 'linesGz'> | 'lines'> & {
  party: Pick<StoredDocument['party'], 'stateCode'>;
  /** A note's reference (whether its goods move); absent from the read when the document has none. */
  details?: Pick<StoredDocument['details'], 'note'>;
};

function documentsOfSlice(table: Table, orgId: string, from: string, to: string): Promise<Record<string, unknown>[]> {
  const names = [...DATED_ATTRIBUTES, 'party', 'details'];
  return queryAll<Record<string, unknown>>(
    table,
    new QueryCommand({
      TableName: table.name,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk and gsi1sk between :from and :to',
      ProjectionExpression: [...DATED_ATTRIBUTES.map((_, i) => `#a${i}`), `#a${DATED_ATTRIBUTES.length}.stateCode`, `#a${DATED_ATTRIBUTES.length + 1}.note`].join(', '),
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
      // '#' sorts before every digit and '~' after every kind and sequence character.
      ExpressionAttributeValues: { ':pk': keys.documentsByDate(orgId).gsi1pk, ':from': `${from}#`, ':to': `${to}#~` },
    }),
  );
}

/** What reports need of the documents dated from `start` to `end` (inclusive, 'YYYY-MM-DD'), by date; deleted ones (tombstones) left out. */
export async function documentsBetween(table: Table, orgId: string, start: string, end: string): Promise<DatedDocument[]> {
  const pages = await Promise.all(dateSlices(start, end).map((slice) => documentsOfSlice(table, orgId, slice.from, slice.to)));
  return pages.flat().filter((item) => !item.deleted).map((item) => fromItem(item) as DatedDocument);
}
