// Pruning a summing item's `counted` map (store/counted-sets.ts). Ids of finished work leave at
// every 50th id, however young, so a busy day's item stays small (each update of it is billed and
// rewritten by its size, up to DynamoDB's 400 KB); ids of work still to do stay. Each prune moves the
// item's epoch, and an applier that checked its work before a prune looks again instead of counting
// twice, however long it paused.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { countOnce, createSet, finishedSets, moveSetState, pruneCounted, readSetState } from '../../functions/src/store/counted-sets.js';
import { newOrgId } from '../../functions/src/store/ids.js';
import { keys, type ItemKey } from '../../functions/src/store/keys.js';
import { recordStockMovement } from '../../functions/src/store/stock-movements.js';
import { testServerPerFile } from '../support/api-client.js';

const api = testServerPerFile();

const read = async (key: ItemKey) => (await api.server.ports.table.client.send(new GetCommand({ TableName: api.server.ports.table.name, Key: key, ConsistentRead: true }))).Item ?? {};

function dayOf(orgId: string) {
  const { table } = api.server.ports;
  const setKeyOf = (setId: string) => keys.ledgerSet(orgId, setId);
  const target = { key: keys.ledgerDay(orgId, '2026-11-20'), attributes: { bookDate: '2026-11-20', entity: 'ledgerDay' }, finished: finishedSets(table, setKeyOf) };
  /** Counts a set's 100 rupees on the day, as the books do: created, counted, then applied. */
  const count = async (setId: string, options: { apply?: boolean; pauseAfterClaim?: Promise<void> } = {}) => {
    const claim = async () => {
      const state = await createSet(table, setKeyOf(setId), { entity: 'ledgerSet' });
      await options.pauseAfterClaim;
      return state === 'new';
    };
    const counted = await countOnce(table, setId, [{ target, sums: { 'D#sales': 100_00 } }], claim, async () => (await readSetState(table, setKeyOf(setId))) === 'new');
    if (counted && options.apply !== false) await moveSetState(table, setKeyOf(setId), ['new'], 'applied');
  };
  return { target, setKeyOf, count };
}

it('at the 50th id drops the ids of finished sets, however young, and keeps the rest, with the sums whole', async () => {
  const { target, count } = dayOf(newOrgId());
  // The seventh set's work is not finished: its id must stay. The 50th is pruned in its own add, before it is applied.
  for (let i = 1; i <= 50; i++) await count(`doc${i}#v1`, { apply: i !== 7 });
  const day = await read(target.key);
  expect(Object.keys(day.counted as object).sort()).toEqual(['doc50#v1', 'doc7#v1']);
  expect(day.countedIds).toBe(2);
  expect(day.epoch).toBe(1);
  expect(day['D#sales']).toBe(50 * 100_00);
});

it('keeps a busy day small: 240 sets leave at most 50 ids in the map', async () => {
  const { target, count } = dayOf(newOrgId());
  for (let i = 1; i <= 240; i++) await count(`doc${i}#v1`);
  const day = await read(target.key);
  expect(Object.keys(day.counted as object).length).toBeLessThanOrEqual(50);
  expect(day.countedIds).toBe(Object.keys(day.counted as object).length);
  expect(day['D#sales']).toBe(240 * 100_00);
});

it('an applier that checked its set before another finished it and a prune took its id does not count it again', async () => {
  const orgId = newOrgId();
  const { target, count } = dayOf(orgId);
  const { table } = api.server.ports;
  let resume: () => void = () => undefined;
  const paused = new Promise<void>((resolve) => (resume = resolve));
  // The late applier reads the epoch and finds the set new, then stalls before it adds.
  const late = count('late#v1', { pauseAfterClaim: paused });
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Meanwhile another applier counts and applies the same set, and a prune takes its id out.
  await count('late#v1');
  await pruneCounted(table, target.key, target.finished);
  expect((await read(target.key)).counted).toEqual({});
  resume();
  await late;
  const day = await read(target.key);
  expect(day['D#sales']).toBe(100_00);
  expect(day.counted).toEqual({});
});

it('stock in hand: 120 movements of one item move it exactly, and the counter keeps at most 50 ids', async () => {
  const orgId = newOrgId();
  const { table } = api.server.ports;
  for (let i = 1; i <= 120; i++) {
    const movement = { id: `mv${i}`, orgId, itemId: 'item1', date: '2026-11-20', quantityMilli: -1500, sourceKind: 'adjustment' as const, sourceId: 'item1', userId: 'u1', createdAt: '2026-11-20 10:00:00' };
    await recordStockMovement(table, movement);
    if (i % 40 === 0) await recordStockMovement(table, movement); // a retry: counted once
  }
  const counter = await read(keys.itemStock(orgId, 'item1'));
  expect(counter.quantityMilli).toBe(-120 * 1500);
  expect(Object.keys(counter.counted as object).length).toBeLessThanOrEqual(50);
  expect(counter.countedIds).toBe(Object.keys(counter.counted as object).length);
});

it('stock in hand: a counted movement not yet marked applied (as a crash leaves it) is marked by the prune and leaves the counter too', async () => {
  const orgId = newOrgId();
  const { table } = api.server.ports;
  const movement = (i: number) => ({ id: `mv${i}`, orgId, itemId: 'item1', date: '2026-11-20', quantityMilli: 1000, sourceKind: 'adjustment' as const, sourceId: 'item1', userId: 'u1', createdAt: '2026-11-20 10:00:00' });
  // The 50th add prunes before its own movement is marked applied.
  for (let i = 1; i <= 50; i++) await recordStockMovement(table, movement(i));
  const counter = await read(keys.itemStock(orgId, 'item1'));
  expect([counter.quantityMilli, counter.counted, counter.countedIds]).toEqual([50_000, {}, 0]);
  expect((await read(keys.stockMovement(orgId, 'item1', '2026-11-20', 'mv50'))).applied).toBe(true);
});
