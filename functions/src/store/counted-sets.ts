// Sums folded ahead exactly once without transactions (docs/architecture.md §3), for the books'
// day totals (store/ledger.ts), the reports' day folds (store/report-days.ts) and stock in hand
// (store/stock-movements.ts). What one source version adds is a set item with a state (new →
// applied → reversing → reversed); its sums move by ADD on the condition that the summing item's
// `counted` map does not hold the set's id, and record the id in the same write, so retries,
// crashes and concurrent appliers cannot add twice.
//
// The map must not keep every id: a summing item is a whole day of an organisation, and each
// update of it is billed and rewritten by its size (400 KB at most). So ids of finished work are
// pruned, and the item's `epoch` moves with every prune. An applier reads the epoch before it
// checks that its work is still to do (`countOnce`), and adds on the condition that the epoch has
// not moved: an applier that saw the work undone just before another finished it and a prune
// removed its id finds the epoch moved, looks again, and finds the work done. No time window is
// trusted, however long an applier pauses between its check and its write.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { batchGetByKey } from './batch-get.js';
import type { ItemKey } from './keys.js';
import { primedKey } from './primed-table.js';
import { conditionally } from './conditional-write.js';

export type SetState = 'new' | 'applied' | 'reversing' | 'reversed';

/** The counted id of a set's reversal. */
export const REVERSAL = '#rev';
/** A summing item's map is pruned each time the ids it holds reach a multiple of this. */
const COUNTED_PRUNE_EVERY = 50;

/**
 * Whether the add that brought a map to `countedIds` ids should prune it. Only every
 * COUNTED_PRUNE_EVERY-th: reading the whole map after each of its adds made settling a busy day
 * quadratic. Each count is answered to exactly one add, so concurrent appliers still prune once
 * per step.
 */
export const pruneDue = (countedIds: number): boolean => countedIds > 0 && countedIds % COUNTED_PRUNE_EVERY === 0;
/**
 * The most sums one update moves: DynamoDB caps an expression at 4 KB. A set with more moves in
 * several updates, each counted under its own id (`<id>~<n>` after the first).
 */
const MOST_ADDS = 150;
const PART = '~';
/** The most ids one prune update removes (each is a path in a 4 KB expression). */
const MOST_REMOVALS = 100;

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

/** Whether the set is still in `state`: a countOnce's look again. */
export const setStillIn = (table: Table, key: ItemKey, state: SetState) => async (): Promise<boolean> => (await readSetState(table, key)) === state;

/** Moves the set to `to` if it is in one of `from`; false when it is not. */
export async function moveSetState(table: Table, key: ItemKey, from: readonly SetState[], to: SetState): Promise<boolean> {
  const values = Object.fromEntries(from.map((state, i) => [`:from${i}`, state]));
  return conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: key,
        UpdateExpression: 'SET #state = :to',
        ConditionExpression: `#state IN (${Object.keys(values).join(', ')})`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ...values, ':to': to },
      }),
    ),
  );
}

/** Where sums go: the summing item, what it always carries (SET), and what its ids' work is (for pruning). */
export interface SumTarget {
  key: ItemKey;
  attributes: Record<string, unknown>;
  /** Which of the counted ids are of finished work (their sets done), so they may leave the map. */
  finished: FinishedIds;
}

/** Answers which of a summing item's counted ids (with their map entries) are of finished work. */
export type FinishedIds = (entries: ReadonlyArray<[id: string, entry: unknown]>) => Promise<Set<string>>;

/** A summing item's prune epoch as an applier read it; null before its first prune. */
type Epoch = number | null;

/** The targets' epochs, in their order (one read). */
async function readEpochs(table: Table, targets: readonly ItemKey[]): Promise<Epoch[]> {
  const found = await batchGetByKey(table, targets, ['epoch']);
  return targets.map((key) => (found.get(primedKey(key))?.epoch as number | undefined) ?? null);
}

const epochCondition = (epoch: Epoch) => (epoch === null ? 'attribute_not_exists(epoch)' : 'epoch = :epoch');
const epochValue = (epoch: Epoch): Record<string, number> => (epoch === null ? {} : { ':epoch': epoch });

/** One summing item and what one source version moves on it. */
export interface Addition {
  target: SumTarget;
  sums: Readonly<Record<string, number>>;
  /** What the map keeps for the id, when pruning needs more than the id (stock: the movement's date). */
  entry?: Record<string, unknown>;
}

/**
 * Moves each addition's sums exactly once for `countedId`, if the work is still to do. `claim` is
 * the caller's first check (it may write, as creating the set does); `stillToDo` looks again
 * after a prune moved an epoch. Both must answer false once the work is finished and never true
 * again. Answers false when the claim found the work done (nothing added); true when it went on,
 * whether it added every sum or found on looking again that another applier had.
 */
export async function countOnce(
  table: Table,
  countedId: string,
  additions: readonly Addition[],
  claim: () => Promise<boolean>,
  stillToDo: () => Promise<boolean>,
): Promise<boolean> {
  // Read before the claim: see the module comment.
  const epochs = additions.length === 0 ? [] : await readEpochs(table, additions.map(({ target }) => target.key));
  if (!(await claim())) return false;
  for (const [i, { target, sums, entry }] of additions.entries()) {
    const names = Object.keys(sums);
    for (let part = 0; part === 0 || part * MOST_ADDS < names.length; part++) {
      const id = part === 0 ? countedId : `${countedId}${PART}${part}`;
      const chunk = Object.fromEntries(names.slice(part * MOST_ADDS, (part + 1) * MOST_ADDS).map((name) => [name, sums[name] as number]));
      if (!(await addPart(table, target, { id, entry: entry ?? true, sums: chunk }, epochs[i] ?? null, stillToDo))) return true;
    }
  }
  return true;
}

/** One update's worth of sums; false when, looking again, the work turned out finished. */
async function addPart(table: Table, target: SumTarget, part: CountedPart, epoch: Epoch, stillToDo: () => Promise<boolean>): Promise<boolean> {
  for (;;) {
    let countedIds = 0;
    try {
      countedIds = await sendCountedUpdate(table, target.key, countedUpdate(table, target, part, epoch));
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const now = await readCounted(table, target.key, part.id);
      if (now.counted) return true; // counted by another attempt
      // A prune moved the epoch since it was read: the work may have been finished meanwhile.
      epoch = now.epoch;
      if (!(await stillToDo())) return false;
      continue;
    }
    if (pruneDue(countedIds)) await pruneCounted(table, target.key, target.finished);
    return true;
  }
}

interface CountedPart {
  id: string;
  entry: unknown;
  sums: Record<string, number>;
}

/** ADDs the sums and records the id, if the id is not recorded and no prune moved the epoch. */
function countedUpdate(table: Table, target: SumTarget, part: CountedPart, epoch: Epoch): UpdateCommand {
  const names: Record<string, string> = { '#id': part.id };
  const values: Record<string, unknown> = { ':entry': part.entry, ':one': 1, ...epochValue(epoch) };
  const sets = ['counted.#id = :entry'];
  Object.entries(target.attributes).forEach(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    sets.push(`#s${i} = :s${i}`);
  });
  const adds = Object.entries(part.sums).map(([name, amount], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = amount;
    return `#a${i} :a${i}`;
  });
  // How many ids the map holds, kept beside it: the update answers only what it changed, not the
  // whole map.
  adds.push('countedIds :one');
  return new UpdateCommand({
    TableName: table.name,
    Key: target.key,
    UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
    ConditionExpression: `attribute_not_exists(counted.#id) AND ${epochCondition(epoch)}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ReturnValues: 'UPDATED_NEW',
  });
}

async function readCounted(table: Table, key: ItemKey, id: string): Promise<{ counted: boolean; epoch: Epoch }> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true, ProjectionExpression: 'counted.#id, epoch', ExpressionAttributeNames: { '#id': id } }),
  );
  const counted = found.Item?.counted as Record<string, unknown> | undefined;
  return { counted: counted?.[id] !== undefined, epoch: (found.Item?.epoch as number | undefined) ?? null };
}

/**
 * Sends a counted update (answering UPDATED_NEW, so not the item's whole map); an item never
 * written has no map yet, which is made first. Answers the ids counted.
 */
async function sendCountedUpdate(table: Table, key: ItemKey, update: UpdateCommand): Promise<number> {
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

/**
 * Drops the ids of finished work from the item's map (and its count), moving the epoch in the same
 * write; an applier that read the old epoch then looks again before it adds. The write expects the
 * epoch this prune read, so two prunes of one item never both take the same ids off the count.
 */
export async function pruneCounted(table: Table, key: ItemKey, finished: FinishedIds): Promise<void> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true, ProjectionExpression: 'counted, epoch' }));
  const entries = Object.entries((found.Item?.counted ?? {}) as Record<string, unknown>);
  const done = [...(await finished(entries))];
  let epoch: Epoch = (found.Item?.epoch as number | undefined) ?? null;
  for (let start = 0; start < done.length; start += MOST_REMOVALS) {
    const ids = done.slice(start, start + MOST_REMOVALS);
    const names = Object.fromEntries(ids.map((id, i) => [`#r${i}`, id]));
    try {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: key,
          UpdateExpression: `REMOVE ${ids.map((_, i) => `counted.#r${i}`).join(', ')} ADD countedIds :less, epoch :one`,
          ConditionExpression: epochCondition(epoch),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':less': -ids.length, ':one': 1, ...epochValue(epoch) },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      return; // another prune got there first; the next due one takes what is left
    }
    epoch = (epoch ?? 0) + 1;
  }
}

/**
 * The finished ids of a set-based sum (the books' day totals, the reports' day sums): an id whose
 * set is past `new`, a reversal's id whose set is `reversed`. One read of every set named.
 */
export function finishedSets(table: Table, setKeyOf: (setId: string) => ItemKey): FinishedIds {
  return async (entries) => {
    const setOf = (id: string) => {
      const whole = id.split(PART)[0] as string;
      const reversal = whole.endsWith(REVERSAL);
      return { key: setKeyOf(reversal ? whole.slice(0, -REVERSAL.length) : whole), reversal };
    };
    const wanted = new Map(entries.map(([id]) => setOf(id).key).map((key) => [primedKey(key), key]));
    const sets = await batchGetByKey(table, [...wanted.values()], ['state']);
    const finished = entries.map(([id]) => id).filter((id) => {
      const { key, reversal } = setOf(id);
      const state = sets.get(primedKey(key))?.state as SetState | undefined;
      return reversal ? state === 'reversed' : state !== undefined && state !== 'new';
    });
    return new Set(finished);
  };
}
