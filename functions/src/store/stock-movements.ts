// Stock movements: every change of an item's stock is one movement item (+in / -out, in
// thousandths of a unit) with the day it happened and what caused it (a manual adjustment now;
// documents write theirs with deterministic ids from their version and line). The stock ledger
// folds them (nothing stored twice); stock in hand is a counter on its own item, moved exactly once
// per movement (see recordStockMovement), so lists need not fold the whole history.
//
// Access patterns, all Queries:
//   - an item's movements in a date range: pk ORG#<org>, sk STOCKMOVE#<itemId>#<date>#<id> (strongly consistent);
//   - an organisation's movements up to a date (the stock ledger): gsi1 STOCKMOVES#<org>, gsi1sk <date>#<itemId>#<id>;
//   - stock in hand of every item: pk ORG#<org>, sk ITEMSTOCK#<itemId>.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { KindInTable } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys, type ItemKey } from './keys.js';
import { queryAll, queryPartition } from './query-all.js';
import { batchGetByKey } from './batch-get.js';
import { countOnce, type FinishedIds } from './counted-sets.js';
import { primedKey } from './primed-table.js';

/** What caused a movement: an adjustment, or a document of the kind named. */
export type StockSourceKind = 'adjustment' | 'sale' | 'purchase' | 'credit_note' | 'debit_note' | KindInTable;

export interface StockMovement {
  /** Unique per organisation; with the item and date it makes the key, written once. */
  id: string;
  orgId: string;
  itemId: string;
  /** The business day, 'YYYY-MM-DD' (Indian calendar). */
  date: string;
  /** Thousandths of the item's unit: positive in, negative out. */
  quantityMilli: number;
  /** The serial numbers of the units moved, in or out with the quantity; absent when none were named. */
  serials?: string[];
  /** What the goods cost, paise: a purchase's or a return to the supplier's (documents/lines.ts supplierCostOf), which the stock is valued by. */
  costPaise?: number;
  /** A count's correction: the item's catalogue purchase price when it was counted (store/stock-counts.ts). */
  pricePaise?: number;
  sourceKind: StockSourceKind;
  /** The document (or, for an adjustment, the item) that caused it. */
  sourceId: string;
  userId: string;
  /** Wire timestamp: when it was recorded (a document's: when the document was first saved; a count's corrections: when it was counted). */
  createdAt: string;
}

/** Past every id character: closes a date range at the end of its last day. */
const END_OF_DAY = '#\uffff';

/**
 * Records a movement and moves the item's stock in hand by it, exactly once, whatever crashes,
 * retries or concurrent appliers happen (documents re-apply their movements until done). Without
 * transactions the counter cannot move in the same write as the movement, so:
 *   1. the movement is written once (a later attempt finds it, and stops if it is marked applied);
 *   2. the counter moves by ADD on the condition that its `counted` map does not hold the
 *      movement's id, and records the id in the same write — no second attempt can add again;
 *   3. the movement is marked applied.
 * Ids of applied movements leave the map (store/counted-sets.ts says how a late attempt is kept
 * from counting again).
 */
export async function recordStockMovement(table: Table, movement: StockMovement): Promise<void> {
  const key = keys.stockMovement(movement.orgId, movement.itemId, movement.date, movement.id);
  const applied = async () => (await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }))).Item?.applied === true;
  const claim = async () => (await writeMovementOnce(table, movement)) || !(await applied());
  const counter = {
    key: keys.itemStock(movement.orgId, movement.itemId),
    attributes: { entity: 'itemStock', itemId: movement.itemId },
    finished: countedMovements(table, movement.orgId, movement.itemId),
  };
  const addition = { target: counter, sums: { quantityMilli: movement.quantityMilli }, entry: { date: movement.date } };
  if (!(await countOnce(table, movement.id, [addition], claim, async () => !(await applied())))) return;
  await markApplied(table, key);
}

/** Writes the movement unless one with its key is there; true when this call wrote it. */
export async function writeMovementOnce(table: Table, movement: StockMovement): Promise<boolean> {
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
    return true;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return false;
  }
}

/**
 * Every id in an item's counter is of a counted movement, so all may leave once their movements
 * are marked applied: those a crash left unmarked between the count and the mark (an adjustment is
 * never retried) are marked here first. One read of them all.
 */
function countedMovements(table: Table, orgId: string, itemId: string): FinishedIds {
  return async (entries) => {
    const keyOf = new Map(entries.map(([id, entry]) => [id, keys.stockMovement(orgId, itemId, (entry as { date: string }).date, id)]));
    const found = await batchGetByKey(table, [...keyOf.values()], ['applied']);
    const unmarked = [...keyOf.values()].filter((key) => found.get(primedKey(key))?.applied !== true);
    await Promise.all(unmarked.map((key) => markApplied(table, key)));
    return new Set(keyOf.keys());
  };
}

/** Marks a movement applied (it is counted); a movement that is not there stays absent. */
async function markApplied(table: Table, key: ItemKey): Promise<void> {
  try {
    await table.client.send(
      new UpdateCommand({ TableName: table.name, Key: key, UpdateExpression: 'SET applied = :yes', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':yes': true } }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
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

/** Every movement of the organisation (up to and including `to` when given), by date (gsi1). */
export function movementsOfOrg(table: Table, orgId: string, to = '9999-12-31'): Promise<StockMovement[]> {
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
  // Not the counters' `counted` maps, which a busy item fills.
  const counters = await queryPartition<{ itemId?: string; quantityMilli?: number }>(table, { pk, skPrefix }, ['itemId', 'quantityMilli']);
  // A counter whose first movement is still being applied may hold only its empty map so far.
  return new Map(counters.flatMap((counter) => (counter.itemId === undefined ? [] : [[counter.itemId, counter.quantityMilli ?? 0] as const])));
}

/** One item's stock in hand (its counter), in thousandths; 0 when it never moved. */
export async function stockInHandOfItem(table: Table, orgId: string, itemId: string): Promise<number> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.itemStock(orgId, itemId), ConsistentRead: true, ProjectionExpression: 'quantityMilli' }),
  );
  return (found.Item?.quantityMilli as number | undefined) ?? 0;
}

/**
 * The serial numbers of an item in stock: every serial a movement brought in and no later one
 * took out (a purchase's line brings its serials in, a sale's takes them out, an undone version
 * reverses its own). Sorted, for a stable picker.
 */
export async function serialsInStock(table: Table, orgId: string, itemId: string): Promise<string[]> {
  const count = new Map<string, number>();
  for (const movement of await movementsOfItem(table, orgId, itemId)) {
    const step = Math.sign(movement.quantityMilli);
    for (const serial of movement.serials ?? []) count.set(serial, (count.get(serial) ?? 0) + step);
  }
  return [...count].filter(([, units]) => units > 0).map(([serial]) => serial).sort();
}

/** Removes an item's counter (the item is deleted; its movements stay as history). */
export async function deleteStockCounter(table: Table, orgId: string, itemId: string): Promise<void> {
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.itemStock(orgId, itemId) }));
}
