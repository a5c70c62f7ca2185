// Queries the repositories share: every item of a partition under a sort-key prefix (strongly
// consistent), or every item of a gsi1 partition under a gsi1sk prefix (indexes are eventually
// consistent by nature). Both follow LastEvaluatedKey page by page to the end.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';

export async function queryAll<T>(table: Table, query: QueryCommand): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    query.input.ExclusiveStartKey = startKey;
    const page = await table.client.send(query);
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** A projection of the attributes named: what a read needs of items that carry more. */
export function projectionOf(attributes: readonly string[]): { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> } {
  return {
    ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#p${i}`, name])),
  };
}

/** Every item under `pk` whose sort key starts with `skPrefix`, in sort-key order; only `attributes` of each when named. */
export function queryPartition<T>(table: Table, where: { pk: string; skPrefix: string }, attributes?: readonly string[]): Promise<T[]> {
  return queryAll<T>(
    table,
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': where.pk, ':prefix': where.skPrefix },
      ConsistentRead: true,
      ...(attributes ? projectionOf(attributes) : {}),
    }),
  );
}

/** Every item of gsi1 under `gsi1pk` whose gsi1sk starts with `gsi1skPrefix`. */
export function queryIndex<T>(table: Table, where: { gsi1pk: string; gsi1skPrefix: string }): Promise<T[]> {
  return queryAll<T>(
    table,
    new QueryCommand({
      TableName: table.name,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk and begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': where.gsi1pk, ':prefix': where.gsi1skPrefix },
    }),
  );
}

/** The attribute `attribute` of the last item under `pk` whose sort key starts with `skPrefix` (the newest of a numbered series), or undefined. */
export async function lastUnder<T>(table: Table, where: { pk: string; skPrefix: string }, attribute: string): Promise<T | undefined> {
  const found = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': where.pk, ':prefix': where.skPrefix },
      ExpressionAttributeNames: { '#attribute': attribute },
      ProjectionExpression: '#attribute',
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return found.Items?.[0]?.[attribute] as T | undefined;
}

/** The last `limit` items under `pk` whose sort key starts with `skPrefix`, last first (the newest of a time-keyed series). */
export async function newestUnder<T>(table: Table, where: { pk: string; skPrefix: string }, limit: number): Promise<T[]> {
  const found = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': where.pk, ':prefix': where.skPrefix },
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (found.Items ?? []) as T[];
}
