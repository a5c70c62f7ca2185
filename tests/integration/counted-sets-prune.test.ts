// Pruning a summing item's `counted` map (store/counted-sets.ts): at every 50th id, ids older than
// the retention whose set is done leave the map and its count; an id whose set is still new, and
// an id younger than the retention, stay, so a late attempt still finds one or the other. The sums
// are untouched.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { addOnce, COUNTED_RETENTION_MS, createSet, moveSetState } from '../../functions/src/store/counted-sets.js';
import { newOrgId } from '../../functions/src/store/ids.js';
import { keys } from '../../functions/src/store/keys.js';
import { startTestServer, type TestServer } from '../support/api-client.js';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
}, 30_000);
afterAll(async () => {
  await api?.close();
});

it('at the 50th id drops the old ids of done sets and keeps the rest, with the sums whole', async () => {
  const { table } = api.server.ports;
  const orgId = newOrgId();
  const target = { key: keys.ledgerDay(orgId, '2026-11-20'), attributes: { bookDate: '2026-11-20', entity: 'ledgerDay' }, setKeyOf: (setId: string) => keys.ledgerSet(orgId, setId) };
  const early = new Date('2026-11-20T06:00:00.000Z');
  const late = new Date(early.getTime() + COUNTED_RETENTION_MS + 60_000);
  const setIds = Array.from({ length: 50 }, (_, i) => `doc${i + 1}#v1`);
  for (const [i, setId] of setIds.entries()) {
    await createSet(table, target.setKeyOf(setId), { entity: 'ledgerSet' });
    // The seventh set's work is not done yet: its id must stay.
    if (i !== 6) await moveSetState(table, target.setKeyOf(setId), ['new'], 'applied');
    await addOnce(table, target, setId, { 'D#sales': 100_00 }, i < 49 ? early : late);
  }
  const day = (await table.client.send(new GetCommand({ TableName: table.name, Key: target.key, ConsistentRead: true }))).Item ?? {};
  expect(Object.keys(day.counted as object).sort()).toEqual(['doc50#v1', 'doc7#v1']);
  expect(day.countedIds).toBe(2);
  expect(day['D#sales']).toBe(50 * 100_00);
});
