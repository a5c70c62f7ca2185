// Faults inside a request (issue 14): the table failing part-way through a save or an edit, up to
// the document's write, gives a clean 500 (the generic message, nothing of the error) and writes
// nothing; the numbering goes on without a gap once the table is back. The stock and books work a
// saved document owes is done after its answer; when that fails the document stays owed (lsi1) and
// the next read of the books finishes it. Two edits of the same version: one wins, the other gets
// 409 and changes nothing.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { APP_MESSAGES } from '@bahi/shared';
import type { Table } from '../../functions/src/ports/table.js';
import { DEMO, signIn, startTestServer, type TestServer } from '../support/api-client.js';
import { expectNothingWritten } from '../support/expectations.js';
import { INVOICE_INSERT, INVOICE_UPDATE, invoiceBody, invoiceNumbers, invoiceOf, prepareParty, type InvoiceParty } from '../support/invoice-load.js';

const SERVER_ERROR = { status: false, code: 'server.unexpected', error: APP_MESSAGES.genericServerError };

let api: TestServer;
let token: string;
let party: InvoiceParty;
let healthy: Table;

beforeAll(async () => {
  api = await startTestServer();
  const owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  token = owner.token;
  party = await prepareParty(api.url, token, owner.orgs[0]!.id, { name: 'Konkan Traders', gstin14: '27AAFCK7788Q1Z', city: 'Ratnagiri', pincode: '415612' }, ['Cashew', 'Kokum']);
  healthy = api.server.ports.table;
}, 60_000);
afterEach(() => {
  api.server.ports.table = healthy;
});
afterAll(async () => {
  await api?.close();
});

/**
 * The server's table, except that its `failing`-th call from now (1 = the next one) fails as a
 * table outage would. Calls made by the test itself (its scans) are not counted.
 */
function failingTable(failing: number): { table: Table; counting: (on: boolean) => void } {
  let calls = 0;
  let counting = false;
  const client = Object.assign(Object.create(healthy.client) as Table['client'], {
    send: (command: unknown, ...rest: unknown[]) => {
      if (counting && ++calls === failing) return Promise.reject(Object.assign(new Error('injected: table unavailable'), { name: 'ServiceUnavailable', $fault: 'server' }));
      return (healthy.client.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
    },
  });
  return { table: { ...healthy, client }, counting: (on) => (counting = on) };
}

/**
 * Sends `request` once per table call it makes, the n-th call failing on the n-th time, until a
 * time passes with no failure left to inject: each failed answer must be the generic 500, with
 * the table as it was before. Returns how many calls were failed and the answer that went through.
 */
async function failEachCallInTurn(request: () => Promise<{ status: number; body: unknown }>) {
  for (let failing = 1; failing <= 20; failing++) {
    const injected = failingTable(failing);
    api.server.ports.table = injected.table;
    let answer: { status: number; body: unknown } | undefined;
    await expectNothingWritten(api, async () => {
      injected.counting(true);
      answer = await request();
      injected.counting(false);
      if (answer.status === 200) throw new Passed(answer);
      expect({ failing, status: answer.status, body: answer.body }).toEqual({ failing, status: 500, body: SERVER_ERROR });
    }).catch((error: unknown) => {
      if (!(error instanceof Passed)) throw error;
    });
    api.server.ports.table = healthy;
    if (answer?.status === 200) return { failedCalls: failing - 1, passed: answer };
  }
  throw new Error('still failing after 20 table calls');
}

/** Ends the walk when the request made fewer table calls than the one set to fail. */
class Passed extends Error {
  constructor(readonly answer: { status: number; body: unknown }) {
    super('the request went through');
  }
}

it('answers a save whose table fails at any call with a clean 500 and writes nothing; the next number follows', async () => {
  const before = (await invoiceNumbers(api.url, token, party.orgId)).numbers;
  const { failedCalls, passed } = await failEachCallInTurn(() => api.post(INVOICE_INSERT, invoiceBody(party, ['2', '1']), token));
  expect(failedCalls).toBeGreaterThanOrEqual(2); // at least the admission read and the write
  expect(passed.body).toEqual(expect.objectContaining({ status: true, invoice_no: `INV${before.length + 1}` }));
  expect((await invoiceNumbers(api.url, token, party.orgId)).numbers).toEqual(Array.from({ length: before.length + 1 }, (_, i) => i + 1));
});

it('answers a save before its books work, and when that work fails after the answer the next read of the books finishes it', async () => {
  const saved = await api.post(INVOICE_INSERT, invoiceBody(party, ['3']), token);
  expect(saved.body).toEqual(expect.objectContaining({ status: true, final_total: '354.00' }));
  // The table goes down before the server settles what the save owes (it waits for a quiet moment).
  const down = failingTable(1);
  api.server.ports.table = down.table;
  down.counting(true);
  await api.server.settled();
  api.server.ports.table = healthy;
  const owed = async () =>
    (await healthy.client.send(new QueryCommand({ TableName: healthy.name, IndexName: 'lsi1', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORG#${party.orgId}` }, ConsistentRead: true }))).Items?.map((item) => item.owed) ?? [];
  expect(await owed()).toEqual([saved.body.id]);
  const opened = await api.get(invoiceOf(party.orgId, saved.body.id), token);
  expect(opened.body.invoice.final_total).toBe('354.00');
  // The books settle what is owed before they answer (settleBooks).
  const trial = await api.get(`/api/reports/trialbalance/${party.orgId}`, token);
  expect(trial.status).toBe(200);
  expect(await owed()).toEqual([]);
});

it('answers an edit whose table fails at any call with a clean 500 and leaves the invoice as it was', async () => {
  const saved = await api.post(INVOICE_INSERT, invoiceBody(party, ['1']), token);
  const { failedCalls, passed } = await failEachCallInTurn(() => api.post(INVOICE_UPDATE, { ...invoiceBody(party, ['5', '5']), id: saved.body.id, version: saved.body.version }, token));
  expect(failedCalls).toBeGreaterThanOrEqual(2);
  expect(passed.body).toEqual(expect.objectContaining({ status: true, version: saved.body.version + 1, final_total: "1180.00" }));
});

it('lets one of two edits of the same version through and answers the other 409, changing nothing', async () => {
  const saved = await api.post(INVOICE_INSERT, invoiceBody(party, ['1']), token);
  const edit = (qty: string) => api.post(INVOICE_UPDATE, { ...invoiceBody(party, [qty]), id: saved.body.id, version: saved.body.version }, token);
  const answers = await Promise.all([edit('3'), edit('7')]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const conflict = answers.find((answer) => answer.status === 409)!;
  expect(conflict.body).toEqual({ status: false, code: 'document.versionConflict', error: APP_MESSAGES.versionConflict });
  const winner = answers.find((answer) => answer.status === 200)!;
  const stored = await api.get(invoiceOf(party.orgId, saved.body.id), token);
  expect({ version: stored.body.invoice.version, total: stored.body.invoice.final_total }).toEqual({ version: saved.body.version + 1, total: winner.body.final_total });
});
