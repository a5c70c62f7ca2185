// Stock movements: every change of an item's stock is one movement item (+in / -out, in
// thousandths of a unit) with the day it happened and what caused it (a manual adjustment now;
// sales, purchases and notes will write theirs with their document's id). The stock ledger folds
// them (nothing stored twice); stock in hand is a counter on its own item, moved by ADD after the
// movement is written, so lists need not fold the whole history. The counter may lag if the process
// dies between the two writes (docs/architecture.md §3 allows that of counters); the movements stay the truth.
//
// Access patterns, all Queries:
//   - an item's movements in a date range: pk ORG#<org>, sk STOCKMOVE#<itemId>#<date>#<id> (strongly consistent);
//   - an organisation's movements up to a date (the stock ledger): gsi1 STOCKMOVES#<org>, gsi1sk <date>#<itemId>#<id>;
//   - stock in hand of every item: pk ORG#<org>, sk ITEMSTOCK#<itemId>.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryAll, queryPartition } from './query-all.js';

/** What caused a movement. Document kinds are added as their areas start writing movements. */
export type StockSourceKind = 'adjustment' | 'sale' | 'purchase' | 'credit_note' | 'debit_note';

export interface StockMovement {
  /** Unique per organisation; with the item and date it makes the key, written once. */
  id: string;
  orgId: string;
  itemId: string;
  /** The business day, 'YYYY-MM-DD' (Indian calendar). */
  date: string;
  /** Thousandths of the item's unit: positive in, negative out. */
  quantityMilli: number;
  sourceKind: StockSourceKind;
  /** The document (or, for an adjustment, the item) that caused it. */
  sourceId: string;
  userId: string;
  /** Wire timestamp of the write. */
  createdAt: string;
}

/** Past every id character: closes a date range at the end of its last day. */
const END_OF_DAY = '#\uffff';

export class MovementExists extends Error {}

/**
 * Records a movement and moves the item's stock in hand by it. The movement is written once
 * (MovementExists when its key is taken, so a retried write cannot count twice).
 */
export async function recordStockMovement(table: Table, movement: StockMovement): Promise<void> {
  try {
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: {
          ...keys.stockMovement(movement.orgId, movement.itemId, movement.date, movement.id),
          ...keys.stockMovementByDate(movement.orgId, movement.itemId, movement.date, movement.id),
          entity: 'stockMovement',
          ...movement,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new MovementExists();
    throw error;
  }
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: keys.itemStock(movement.orgId, movement.itemId),
      UpdateExpression: 'SET entity = :entity, itemId = :item ADD quantityMilli :delta',
      ExpressionAttributeValues: { ':entity': 'itemStock', ':item': movement.itemId, ':delta': movement.quantityMilli },
    }),
  );
}

/** An item's movements from `from` to `to` (inclusive, 'YYYY-MM-DD'; open ends when absent), by date. */
export function movementsOfItem(
  table: Table,
  orgId: string,
  itemId: string,
  range: { from?: string; to?: string } = {},
): Promise<StockMovement[]> {
  const { pk, skPrefix } = keys.stockMovementsOfItem(orgId, itemId);
  return queryAll<StockMovement>(
    table,
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and sk between :start and :end',
      ExpressionAttributeValues: {
        ':pk': pk,
        ':start': range.from ? `${skPrefix}${range.from}` : skPrefix,
        ':end': `${skPrefix}${range.to ?? '9999-12-31'}${END_OF_DAY}`,
      },
      ConsistentRead: true,
    }),
  );
}

/** Every movement of the organisation up to and including `to`, by date (gsi1). */
export function movementsOfOrgUpTo(table: Table, orgId: string, to: string): Promise<StockMovement[]> {
  return queryAll<StockMovement>(
    table,
    new QueryCommand({
      TableName: table.name,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk and gsi1sk <= :end',
      ExpressionAttributeValues: { ':pk': keys.stockMovementsOfOrg(orgId).gsi1pk, ':end': `${to}${END_OF_DAY}` },
    }),
  );
}

/** Stock in hand of every item of the organisation that has moved, in thousandths. */
export async function stockInHandOfOrg(table: Table, orgId: string): Promise<Map<string, number>> {
  const { pk, skPrefix } = keys.itemStocksOfOrg(orgId);
  const counters = await queryPartition<{ itemId: string; quantityMilli?: number }>(table, { pk, skPrefix });
  return new Map(counters.map((counter) => [counter.itemId, counter.quantityMilli ?? 0]));
}

/** One item's stock in hand (its counter), in thousandths; 0 when it never moved. */
export async function stockInHandOfItem(table: Table, orgId: string, itemId: string): Promise<number> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.itemStock(orgId, itemId), ConsistentRead: true }),
  );
  return (found.Item?.quantityMilli as number | undefined) ?? 0;
}

/** The sum of an item's movements through `to` (all of them when absent): the truth the counter follows. */
export async function stockBalanceOfItem(table: Table, orgId: string, itemId: string, to?: string): Promise<number> {
  const movements = await movementsOfItem(table, orgId, itemId, { to });
  return movements.reduce((sum, movement) => sum + movement.quantityMilli, 0);
}

/** Removes an item's counter (the item is deleted; its movements stay as history). */
export async function deleteStockCounter(table: Table, orgId: string, itemId: string): Promise<void> {
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.itemStock(orgId, itemId) }));
}
