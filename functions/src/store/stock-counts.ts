// Physical stock counts. A count says how much of an item there was on a day, and it stays so
// whatever is entered later with an earlier date: a bill dated 5 November typed in after the
// 27 November count does not change what was counted (walk 17 F2: a count stored as the
// difference it made on the day let every late, earlier-dated entry move the counted quantity).
//
// The count is an item of its own (what was counted), and the stock is brought to it by its
// corrections: adjustment movements dated on the count's day, ids `<itemId>#count#<date>#<n>`,
// each an ordinary movement that recordStockMovement applies to stock in hand exactly once (an
// item's first count leaves one even when it changes nothing: where its counting began). So
// that what was counted holds, everything dated before the count's day, the movements of that day
// already recorded when it was counted (`sameDayMilli`) and the corrections always add up to the
// count; a movement recorded later with an earlier date is answered by one more correction
// (reconcileCountsAfter). A movement of the count's day recorded after the count (a sale later
// that day) moves the stock as usual.
//
// No transactions: a correction's number `n` is taken by a conditional put, so two reconcilers
// that see the same shortfall write it once, and the one that lost reads again. A correction a
// crash left written but not applied is applied by the next reconcile, from its stored figures.
// A count is written owing its reconcile (lsi1's `owed`, as a document owes its stock): a crash
// after the count and before its corrections leaves it in the organisation's owed work, which the
// next stock read, the stream's Lambda or the idle settler finishes (settleOwedCount).
// Only the first count after a movement needs reconciling: its corrections cancel, in every later
// count's sum, whatever came before it.
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { conditionally } from './conditional-write.js';
import { keys, OWED_ATTRIBUTE, STOCK_COUNT_SK } from './keys.js';
import { movementsOfItem, recordStockMovement, writeMovementOnce, type StockMovement } from './stock-movements.js';

export interface StockCount {
  orgId: string;
  itemId: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** What was counted, in thousandths of the item's unit. */
  countMilli: number;
  /** The movements of that day (not its corrections) recorded when it was counted. */
  sameDayMilli: number;
  /**
   * The item's catalogue purchase price when it was counted (paise): what the stock it found is
   * valued at where none was held before (services/stock-valuation.ts), kept so that a later change
   * of the catalogue price does not revalue closed months (walk 35 M3). Absent on older counts.
   */
  pricePaise?: number;
  userId: string;
  createdAt: string;
}

/** Attempts before a reconcile gives up (each lost race means another reconciler wrote a correction). */
const MOST_ATTEMPTS = 20;

const correctionPrefix = (itemId: string, date: string) => `${itemId}#count#${date}#`;

/** Whether a movement is a count's correction: the stock ledger shows a count's corrections as one adjustment. */
export const isCountCorrection = (movement: Pick<StockMovement, 'id' | 'itemId' | 'date'>): boolean =>
  movement.id.startsWith(correctionPrefix(movement.itemId, movement.date));

type StoredMovement = StockMovement & { applied?: boolean };

/** The parts of an item's movements up to `date` that a count on `date` is measured against. */
function split(movements: readonly StoredMovement[], itemId: string, date: string) {
  let before = 0;
  let sameDay = 0;
  const corrections: StoredMovement[] = [];
  for (const movement of movements) {
    if (movement.date < date) before += movement.quantityMilli;
    else if (isCountCorrection(movement)) corrections.push(movement);
    else if (movement.date === date) sameDay += movement.quantityMilli;
  }
  const corrected = corrections.reduce((sum, movement) => sum + movement.quantityMilli, 0);
  const lastNumber = Math.max(0, ...corrections.map((movement) => Number(movement.id.slice(correctionPrefix(itemId, date).length)) || 0));
  return { before, sameDay, corrections, corrected, lastNumber };
}

/** Only the fields of a movement, as recordStockMovement writes them (a stored one carries its keys and state too). */
function movementOf(stored: StoredMovement): StockMovement {
  const { id, orgId, itemId, date, quantityMilli, sourceKind, sourceId, userId, createdAt, pricePaise } = stored;
  return { id, orgId, itemId, date, quantityMilli, sourceKind, sourceId, userId, createdAt, ...(pricePaise !== undefined ? { pricePaise } : {}) };
}

/** A count as stored: while it owes its reconcile, `owed` (its own sort key) and the writer's token. */
type StoredCount = StockCount & { countToken?: string };

async function readCount(table: Table, orgId: string, itemId: string, date: string): Promise<StoredCount | null> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.stockCount(orgId, itemId, date), ConsistentRead: true }));
  return (found.Item as StoredCount | undefined) ?? null;
}

/**
 * Records a count of `countMilli` on `date` (a second count of the same day replaces the first)
 * and brings the stock to it; then the next count after it, which the new corrections would move.
 */
export async function recordStockCount(table: Table, count: Omit<StockCount, 'sameDayMilli'>): Promise<void> {
  const movements = await movementsOfItem(table, count.orgId, count.itemId, { to: count.date });
  const { sameDay } = split(movements, count.itemId, count.date);
  const key = keys.stockCount(count.orgId, count.itemId, count.date);
  const countToken = randomUUID();
  await table.client.send(
    new PutCommand({ TableName: table.name, Item: { ...key, entity: 'stockCount', ...count, sameDayMilli: sameDay, countToken, [OWED_ATTRIBUTE]: key.sk } }),
  );
  await finishCount(table, count.orgId, count.itemId, count.date, countToken);
}

/**
 * Brings the stock to the count and keeps the next count as counted, then takes the count out of
 * the owed work: only if no later count of the day replaced it meanwhile (that one owes its own).
 */
async function finishCount(table: Table, orgId: string, itemId: string, date: string, countToken: string): Promise<void> {
  await reconcileCount(table, orgId, itemId, date);
  await reconcileCountsAfter(table, orgId, itemId, date);
  await conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.stockCount(orgId, itemId, date),
        UpdateExpression: 'REMOVE #owed',
        ConditionExpression: 'countToken = :token',
        ExpressionAttributeNames: { '#owed': OWED_ATTRIBUTE },
        ExpressionAttributeValues: { ':token': countToken },
      }),
    ),
  );
}

/** Whether an organisation's owed work (lsi1's `owed`) is a count's: its sort key. */
export const isOwedCount = (owed: string): boolean => owed.startsWith(STOCK_COUNT_SK);

/** Finishes a count a crash left owing its reconcile (`owed` is its sort key: `STOCKCOUNT#<itemId>#<date>`). */
export async function settleOwedCount(table: Table, orgId: string, owed: string): Promise<void> {
  const itemId = owed.slice(STOCK_COUNT_SK.length, -'#YYYY-MM-DD'.length);
  const date = owed.slice(-'YYYY-MM-DD'.length);
  const count = await readCount(table, orgId, itemId, date);
  if (count?.countToken !== undefined) await finishCount(table, orgId, itemId, date, count.countToken);
}

/** The first count of the item dated after `date`, if any (one Query, newest last). */
async function firstCountAfter(table: Table, orgId: string, itemId: string, date: string): Promise<string | null> {
  const { pk, skPrefix } = keys.stockCountsOfItem(orgId, itemId);
  const found = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and sk between :after and :end',
      // 'YYYY-MM-DD' sorts as dates do; the date itself (its count) is not after it.
      ExpressionAttributeValues: { ':pk': pk, ':after': `${skPrefix}${date}~`, ':end': `${skPrefix}\uffff` },
      ProjectionExpression: '#date',
      ExpressionAttributeNames: { '#date': 'date' },
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  return (found.Items?.[0]?.date as string | undefined) ?? null;
}

/** After a movement of the item dated `date` was recorded: keeps the first count after it as counted. */
export async function reconcileCountsAfter(table: Table, orgId: string, itemId: string, date: string): Promise<void> {
  const next = await firstCountAfter(table, orgId, itemId, date);
  if (next) await reconcileCount(table, orgId, itemId, next);
}

/** Brings the sum up to the count's day back to the count with one more correction, if it is off. */
async function reconcileCount(table: Table, orgId: string, itemId: string, date: string): Promise<void> {
  for (let attempt = 0; attempt < MOST_ATTEMPTS; attempt++) {
    const [count, movements] = await Promise.all([readCount(table, orgId, itemId, date), movementsOfItem(table, orgId, itemId, { to: date })]);
    if (!count) return;
    const { before, corrections, corrected, lastNumber } = split(movements, itemId, date);
    for (const unapplied of corrections.filter((correction) => correction.applied !== true)) await recordStockMovement(table, movementOf(unapplied));
    const shortfall = count.countMilli - count.sameDayMilli - before - corrected;
    // An item's first count leaves a correction even when it finds the stock as it stands (one of
    // nothing): the ledger knows where the item's counting began (walk 35 H3: an item first counted
    // at 0 left no movement, so its next count, of 5 in November, was taken for the stock it began
    // with and put into October).
    const first = !movements.some((movement) => isCountCorrection(movement) && movement.date < date);
    if (shortfall === 0 && (corrections.length > 0 || !first)) return;
    const correction: StockMovement = {
      id: `${correctionPrefix(itemId, date)}${lastNumber + 1}`,
      orgId,
      itemId,
      date,
      quantityMilli: shortfall,
      sourceKind: 'adjustment',
      sourceId: itemId,
      userId: count.userId,
      createdAt: count.createdAt,
      ...(count.pricePaise !== undefined ? { pricePaise: count.pricePaise } : {}),
    };
    // Lost to another reconciler: it applies its own; read again.
    if (await writeMovementOnce(table, correction)) {
      await recordStockMovement(table, correction);
      return;
    }
  }
  throw new Error(`the count of ${itemId} on ${date} did not settle after ${MOST_ATTEMPTS} attempts`);
}
