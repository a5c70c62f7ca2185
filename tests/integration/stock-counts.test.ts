// Physical stock counts (store/stock-counts.ts): a count stays what was counted whatever is
// recorded later with an earlier date, exactly once however many reconcilers run at once, and a
// correction a crash left written but not applied is applied by the next reconcile; a count a
// crash left without its corrections is finished by the next settle of its organisation.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { settleOrganisation } from '../../functions/src/documents/derived-work.js';
import type { Table } from '../../functions/src/ports/table.js';
import { owedWorkIds } from '../../functions/src/store/documents.js';
import { newOrgId } from '../../functions/src/store/ids.js';
import { recordStockCount, reconcileCountsAfter } from '../../functions/src/store/stock-counts.js';
import { movementsOfItem, recordStockMovement, stockInHandOfItem, writeMovementOnce, type StockMovement } from '../../functions/src/store/stock-movements.js';
import { testServerPerFile } from '../support/api-client.js';

const api = testServerPerFile();

const ITEM = 'item-dal';

function itemOf(orgId: string) {
  const table = api.server.ports.table;
  const movement = (id: string, date: string, quantityMilli: number): StockMovement => ({
    id,
    orgId,
    itemId: ITEM,
    date,
    quantityMilli,
    sourceKind: 'purchase',
    sourceId: id,
    userId: 'u1',
    createdAt: '2026-11-27T10:00:00.000Z',
  });
  /** A document's movement as the settler records it: applied, then the count after it kept. */
  const move = async (id: string, date: string, quantityMilli: number) => {
    await recordStockMovement(table, movement(id, date, quantityMilli));
    await reconcileCountsAfter(table, orgId, ITEM, date);
  };
  const count = (date: string, countMilli: number) => recordStockCount(table, { orgId, itemId: ITEM, date, countMilli, userId: 'u1', createdAt: '2026-11-27T10:00:00.000Z' });
  const inHand = () => stockInHandOfItem(table, orgId, ITEM);
  const corrections = async () =>
    (await movementsOfItem(table, orgId, ITEM)).filter((m) => m.id.includes('#count#')).map((m) => [m.date, m.id.split('#').pop(), m.quantityMilli]);
  return { orgId, table, movement, move, count, inHand, corrections };
}

it('keeps the latest count: movements dated before it are absorbed, later ones move the stock', async () => {
  const dal = itemOf(newOrgId());
  await dal.move('PUR1', '2026-11-01', 50_000);
  await dal.count('2026-11-20', 200_000);
  expect(await dal.inHand()).toBe(200_000);
  await dal.move('PUR2', '2026-11-05', 100_000);
  await dal.move('INV1', '2026-11-12', -30_000);
  expect(await dal.inHand()).toBe(200_000);
  await dal.move('INV2', '2026-11-21', -5_000);
  expect(await dal.inHand()).toBe(195_000);
  expect(await dal.corrections()).toEqual([
    ['2026-11-20', '1', 150_000],
    ['2026-11-20', '2', -100_000],
    ['2026-11-20', '3', 30_000],
  ]);
});

it('keeps a later count when an earlier one is recorded after it', async () => {
  const dal = itemOf(newOrgId());
  await dal.count('2026-11-10', 10_000);
  await dal.count('2026-11-20', 30_000);
  // Found later: on 15 Nov there were 12.
  await dal.count('2026-11-15', 12_000);
  expect(await dal.inHand()).toBe(30_000);
  expect(await dal.corrections()).toEqual([
    ['2026-11-10', '1', 10_000],
    ['2026-11-15', '1', 2_000],
    ['2026-11-20', '1', 20_000],
    ['2026-11-20', '2', -2_000],
  ]);
});

it('counts the movements of the day recorded before it, not those after; a second count that day replaces the first', async () => {
  const dal = itemOf(newOrgId());
  await dal.move('PUR1', '2026-11-20', 40_000);
  await dal.count('2026-11-20', 35_000);
  await dal.move('INV1', '2026-11-20', -5_000);
  expect(await dal.inHand()).toBe(30_000);
  await dal.count('2026-11-20', 28_000);
  expect(await dal.inHand()).toBe(28_000);
});

it('corrects once when many late movements are reconciled at the same time', async () => {
  const dal = itemOf(newOrgId());
  await dal.count('2026-11-20', 100_000);
  await Promise.all(Array.from({ length: 8 }, (_, i) => dal.move(`PUR${i}`, '2026-11-0' + (i + 1), 1_000 * (i + 1))));
  expect(await dal.inHand()).toBe(100_000);
  // The ledger's sum agrees with the counter: the corrections take back the 36 bought (1 + 2 + ... + 8)
  // once, whichever reconcilers wrote them.
  const movements = await movementsOfItem(dal.table, dal.orgId, ITEM);
  expect(movements.reduce((total, m) => total + m.quantityMilli, 0)).toBe(100_000);
  expect((await dal.corrections()).reduce((total, [, , q]) => total + Number(q), 0)).toBe(100_000 - 36_000);
});

it('applies a correction a crash left written but not applied', async () => {
  const dal = itemOf(newOrgId());
  await dal.count('2026-11-20', 100_000);
  await dal.move('PUR1', '2026-11-05', 10_000);
  expect(await dal.inHand()).toBe(100_000);
  // A reconciler wrote correction 3 (for a purchase of 7 dated 6 Nov) and died before applying it.
  const late = dal.movement('PUR2', '2026-11-06', 7_000);
  await recordStockMovement(dal.table, late);
  await writeMovementOnce(dal.table, { ...dal.movement(`${ITEM}#count#2026-11-20#3`, '2026-11-20', -7_000), sourceKind: 'adjustment', sourceId: ITEM });
  expect(await dal.inHand()).toBe(107_000);
  await reconcileCountsAfter(dal.table, dal.orgId, ITEM, late.date);
  expect(await dal.inHand()).toBe(100_000);
  expect((await dal.corrections()).map(([, n, q]) => [n, q])).toEqual([
    ['1', 100_000],
    ['2', -10_000],
    ['3', -7_000],
  ]);
});

/** The table as a process sees it that dies right after writing a stock count: every later call fails. */
function dyingAfterCount(table: Table): Table {
  let dead = false;
  const send = async (command: unknown) => {
    if (dead) throw new Error('killed');
    const answer = await (table.client.send as (command: unknown) => Promise<unknown>)(command);
    if (command instanceof PutCommand && String(command.input.Item?.sk).startsWith('STOCKCOUNT#')) dead = true;
    return answer;
  };
  return { ...table, client: Object.assign(Object.create(table.client) as Table['client'], { send }) };
}

it('finishes a count a crash left without its corrections at the next settle of the organisation', async () => {
  const dal = itemOf(newOrgId());
  await dal.move('PUR1', '2026-11-01', 50_000);
  await dal.count('2026-11-25', 80_000);
  await expect(
    recordStockCount(dyingAfterCount(dal.table), { orgId: dal.orgId, itemId: ITEM, date: '2026-11-20', countMilli: 120_000, userId: 'u1', createdAt: '2026-11-27T11:00:00.000Z' }),
  ).rejects.toThrow('killed');
  // The count of the 20th is written, its corrections are not: the stock is still the 25th's count.
  expect(await dal.inHand()).toBe(80_000);
  expect(await owedWorkIds(dal.table, dal.orgId)).toEqual([`STOCKCOUNT#${ITEM}#2026-11-20`]);

  await settleOrganisation(api.server.ports, dal.orgId);
  // The 20th is brought to 120 (+70 on 50); the 25th still counts 80 (−40 more).
  expect(await dal.inHand()).toBe(80_000);
  expect((await dal.corrections()).map(([date, n, q]) => [date, n, q])).toEqual([
    ['2026-11-20', '1', 70_000],
    ['2026-11-25', '1', 30_000],
    ['2026-11-25', '2', -70_000],
  ]);
  expect(await owedWorkIds(dal.table, dal.orgId)).toEqual([]);
});

it('owes nothing once a count is recorded, and a count replaced while it settled stays owed by its own writer', async () => {
  const dal = itemOf(newOrgId());
  await dal.count('2026-11-20', 10_000);
  expect(await owedWorkIds(dal.table, dal.orgId)).toEqual([]);
  // A second count of the day lands while the first writer is between its corrections and its finish.
  await dal.table.client.send(
    new PutCommand({ TableName: dal.table.name, Item: { pk: `ORG#${dal.orgId}`, sk: `STOCKCOUNT#${ITEM}#2026-11-20`, entity: 'stockCount', orgId: dal.orgId, itemId: ITEM, date: '2026-11-20', countMilli: 15_000, sameDayMilli: 0, userId: 'u2', createdAt: '2026-11-27T12:00:00.000Z', countToken: 'second', owed: `STOCKCOUNT#${ITEM}#2026-11-20` } }),
  );
  await reconcileCountsAfter(dal.table, dal.orgId, ITEM, '2026-11-19');
  expect(await owedWorkIds(dal.table, dal.orgId)).toEqual([`STOCKCOUNT#${ITEM}#2026-11-20`]);
  await settleOrganisation(api.server.ports, dal.orgId);
  expect(await dal.inHand()).toBe(15_000);
  expect(await owedWorkIds(dal.table, dal.orgId)).toEqual([]);
});

it("leaves a correction of nothing for an item's first count that finds what the documents say, and none for a later one (walk 35 H3)", async () => {
  // Tracking set up at 0 on 1 April: without the correction of nothing, the count of 5 on 6 November
  // was the item's first movement of a count, and the ledger took it for the stock it began with.
  const glue = itemOf(newOrgId());
  await glue.count('2026-04-01', 0);
  await glue.count('2026-11-06', 5_000);
  await glue.count('2026-11-07', 5_000);
  expect(await glue.corrections()).toEqual([
    ['2026-04-01', '1', 0],
    ['2026-11-06', '1', 5_000],
  ]);
  expect(await glue.inHand()).toBe(5_000);
});
