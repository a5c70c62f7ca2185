// Runs a Query to the end, following LastEvaluatedKey page by page.
import type { QueryCommand } from '@aws-sdk/lib-dynamodb';
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
