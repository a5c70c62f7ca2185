// Which documents had a payment dated in a later financial year than their own: an April payment
// of a March invoice belongs to the new year's payments list, which otherwise reads only that
// year's documents. One small item per document and year, written before the payment's document
// version; a write that then fails leaves a mark whose document has no payment that year, which
// the list passes over (it shows only the payments dated in its year).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryPartition } from './query-all.js';

export async function markPaidInYear(table: Table, orgId: string, documentId: string, fyStartYear: number): Promise<void> {
  await table.client.send(new PutCommand({ TableName: table.name, Item: { ...keys.paidInYear(orgId, fyStartYear, documentId), entity: 'paidInYear', documentId } }));
}

/** The ids of the documents of earlier years with a payment in this one: one Query. */
export async function documentsPaidInYear(table: Table, orgId: string, fyStartYear: number): Promise<string[]> {
  const marks = await queryPartition<{ documentId: string }>(table, keys.paidInYearOf(orgId, fyStartYear), ['documentId']);
  return marks.map((mark) => mark.documentId);
}
