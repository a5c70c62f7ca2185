// Sums folded ahead exactly once without transactions (docs/architecture.md §3), for the books'
// day totals (store/ledger.ts) and the reports' day folds (store/report-days.ts). What one source
// version adds is a set item with a state (new → applied → reversing → reversed); its sums move by
// ADD on the condition that the summing item's `counted` map does not hold the set's id, and
// record the id in the same write, so retries, crashes and concurrent appliers cannot add twice.
// An id leaves the map after COUNTED_RETENTION_MS, and only once its set's state says the work it
// counted is done: a late attempt then finds one or the other.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import type { ItemKey } from './keys.js';

export type SetState = 'new' | 'applied' | 'reversing' | 'reversed';

/** The counted id of a set's reversal. */
export const REVERSAL = '#rev';
/**
 * How long an id stays in a summing item's `counted` map. Two appliers of one set (a save finishing
 * its work while a read repairs the same document, or a retried stream batch) overlap for at most
 * one Lambda's life (15 minutes at most); ids older than this are pruned.
 */
export const COUNTED_RETENTION_MS = 15 * 60_000;
/** A summing item's map is pruned each time the ids it holds reach a multiple of this. */
const COUNTED_PRUNE_EVERY = 50;

/**
 * Whether the add that brought a map to `countedIds` ids should prune it. Only every
 * COUNTED_PRUNE_EVERY-th: a burst of saves keeps all its ids within the retention, and reading the
 * whole map after each of its adds made settling a busy day quadratic. Each count is answered to
 * exactly one add, so concurrent appliers still prune once per step.
 */
export const pruneDue = (countedIds: number): boolean => countedIds > 0 && countedIds % COUNTED_PRUNE_EVERY === 0;
/**
 * The most sums one update moves: DynamoDB caps an expression at 4 KB. A set with more moves in
 * several updates, each counted under its own id (`<id>~<n>` after the first).
 */
const MOST_ADDS = 150;
const PART = '~';

/** Writes the set if it is new; answers its state. */
export async function createSet(table: Table, key: ItemKey, item: Record<string, unknown>): Promise<SetState> {
  try {
    await table.client.send(new PutCommand({ TableName: table.name, Item: { ...item, ...key, state: 'new' }, ConditionExpression: 'attribute_not_exists(pk)' }));
    return 'new';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return (await readSetState(table, key)) ?? 'new';
  }
}

export async function readSetState(table: Table, key: ItemKey): Promise<SetState | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true, ProjectionExpression: '#state', ExpressionAttributeNames: { '#state': 'state' } }),
  );
  return (found.Item?.state as SetState | undefined) ?? null;
}

/** Moves the set to `to` if it is in one of `from`; false when it is not. */
export async function moveSetState(table: Table, key: ItemKey, from: readonly SetState[], to: SetState): Promise<boolean> {
  const values = Object.fromEntries(from.map((state, i) => [`:from${i}`, state]));
  try {
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: key,
        UpdateExpression: 'SET #state = :to',
        ConditionExpression: `#state IN (${Object.keys(values).join(', ')})`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ...values, ':to': to },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Where sums go: the summing item, what it always carries (SET), and the key of a set by its id (for pruning). */
export interface SumTarget {
  key: ItemKey;
  attributes: Record<string, unknown>;
  setKeyOf: (setId: string) => ItemKey;
}

/** Moves `sums` (attribute → signed amount) on the target item exactly once for `countedId`. */
export async function addOnce(table: Table, target: SumTarget, countedId: string, sums: Readonly<Record<string, number>>, now: Date): Promise<void> {
  const names = Object.keys(sums);
  for (let part = 0; part === 0 || part * MOST_ADDS < names.length; part++) {
    const id = part === 0 ? countedId : `${countedId}${PART}${part}`;
    const chunk = names.slice(part * MOST_ADDS, (part + 1) * MOST_ADDS);
    const attributeNames: Record<string, string> = { '#id': id };
    const values: Record<string, unknown> = { ':entry': { at: now.getTime() }, ':one': 1 };
    const sets = ['counted.#id = :entry'];
    Object.entries(target.attributes).forEach(([name, value], i) => {
      attributeNames[`#s${i}`] = name;
      values[`:s${i}`] = value;
      sets.push(`#s${i} = :s${i}`);
    });
    const adds = chunk.map((name, i) => {
      attributeNames[`#a${i}`] = name;
      values[`:a${i}`] = sums[name];
      return `#a${i} :a${i}`;
    });
    // How many ids the map holds, kept beside it: the update answers only what it changed, not a
    // busy day's whole item.
    adds.push('countedIds :one');
    const update = new UpdateCommand({
      TableName: table.name,
      Key: target.key,
      UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
      ConditionExpression: 'attribute_not_exists(counted.#id)',
      ExpressionAttributeNames: attributeNames,
      ExpressionAttributeValues: values,
      ReturnValues: 'UPDATED_NEW',
    });
    let countedIds = 0;
    try {
      countedIds = await sendCountedUpdate(table, target.key, update);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // Counted by another attempt.
    }
    if (pruneDue(countedIds)) await pruneCounted(table, target, now);
  }
}

/**
 * Sends an update that sets an entry of the `counted` map and ADDs 1 to `countedIds` (answering
 * UPDATED_NEW, so not a busy item's whole map); an item never written has no map yet, which is
 * made first. Answers the ids counted.
 */
export async function sendCountedUpdate(table: Table, key: ItemKey, update: UpdateCommand): Promise<number> {
  const counted = (result: { Attributes?: Record<string, unknown> }) => Number(result.Attributes?.countedIds ?? 0);
  try {
    return counted(await table.client.send(update));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || (error as Error).name !== 'ValidationException') throw error;
    await table.client.send(
      new UpdateCommand({ TableName: table.name, Key: key, UpdateExpression: 'SET counted = if_not_exists(counted, :empty)', ExpressionAttributeValues: { ':empty': {} } }),
    );
    return counted(await table.client.send(update));
  }
}

/** Drops ids older than the retention whose set's state shows the work they counted is done. */
function pruneCounted(table: Table, target: SumTarget, now: Date): Promise<void> {
  return pruneCountedIds<{ at: number }>(table, target.key, now, async (id) => {
    const whole = id.split(PART)[0] as string;
    const reversal = whole.endsWith(REVERSAL);
    const state = await readSetState(table, target.setKeyOf(reversal ? whole.slice(0, -REVERSAL.length) : whole));
    return reversal ? state === 'reversed' : state !== 'new';
  });
}

/**
 * Drops from the item's `counted` map (and its `countedIds`) each id older than the retention for
 * which `done` answers true: what the id guarded is finished, so no late attempt can need it.
 * Shared by the day sums above and the stock counters (store/stock-movements.ts).
 */
export async function pruneCountedIds<E extends { at: number }>(table: Table, key: ItemKey, now: Date, done: (id: string, entry: E) => Promise<boolean>): Promise<void> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true, ProjectionExpression: 'counted' }));
  const counted = (found.Item?.counted ?? {}) as Record<string, E>;
  for (const [id, entry] of Object.entries(counted)) {
    if (now.getTime() - entry.at < COUNTED_RETENTION_MS || !(await done(id, entry))) continue;
    try {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: key,
          UpdateExpression: 'REMOVE counted.#id ADD countedIds :less',
          ConditionExpression: 'attribute_exists(counted.#id)',
          ExpressionAttributeNames: { '#id': id },
          ExpressionAttributeValues: { ':less': -1 },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // Pruned by another attempt.
    }
  }
}
