// A document save is one read and one write (documents/save-reads.ts): the caller's records and
// everything the save reads come in the one BatchGetItem that admits the caller, named from the
// body before it is validated, and the document is one conditional PutItem. A key the prefetch
// missed would still save, one round trip slower: only counting the calls shows it.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MAINTENANCE_LINE, RICE_LINE, expectOk, startDocumentTest, type DocumentTestSetup } from '../support/document-lines.js';

let setup: DocumentTestSetup;
const calls: string[] = [];

beforeAll(async () => {
  setup = await startDocumentTest(new Date('2026-11-20T06:30:00.000Z'));
  (setup.api.server.ports.table.client as DynamoDBDocumentClient).middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(context.commandName as string);
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
});

afterAll(async () => {
  await setup.api.close();
});

/** The table calls `act` makes, once the work owed by earlier saves is settled. */
async function callsOf(act: () => Promise<unknown>): Promise<string[]> {
  await setup.api.server.settled();
  calls.length = 0;
  await act();
  return [...calls];
}

const invoice = (changes: Record<string, unknown> = {}) => ({
  org_id: setup.orgId,
  client_id: setup.client.id,
  clientaddressid: setup.client.addressId,
  clientcontactid: setup.client.contactId,
  isaddrsame: 1,
  invoicedate: '2026-11-20',
  items: [
    { ...RICE_LINE, item_id: setup.rice },
    { ...MAINTENANCE_LINE, item_id: setup.maintenance },
  ],
  ...changes,
});
const post = (path: string, body: unknown) => expectOk(setup.api.post(path, body, setup.owner.token));

it('saves a new invoice with one BatchGetItem and one PutItem', async () => {
  // The first save of the series reads its last number once; the second is the one measured.
  await post('/api/account/invoice/insert/savedata', invoice());
  expect(await callsOf(() => post('/api/account/invoice/insert/savedata', invoice()))).toEqual(['BatchGetItemCommand', 'PutItemCommand']);
});

it('adds two PutItems for a form key: its claim before the document, and its record naming the document after', async () => {
  expect(await callsOf(() => post('/api/account/invoice/insert/savedata', invoice({ save_key: 'round-trips-0001' })))).toEqual([
    'BatchGetItemCommand',
    // The key is claimed ('saving') before anything is written (save-keys.ts)...
    'PutItemCommand',
    // ...the document...
    'PutItemCommand',
    // ...and the key's record names it.
    'PutItemCommand',
  ]);
});

it('updates it with one BatchGetItem and one PutItem', async () => {
  const saved = (await post('/api/account/invoice/insert/savedata', invoice())).body;
  const update = invoice({ id: saved.id, version: saved.version, items: [{ ...RICE_LINE, item_id: setup.rice, qty: '3' }] });
  expect(await callsOf(() => post('/api/account/invoiceedit/updateinvoicedata', update))).toEqual(['BatchGetItemCommand', 'PutItemCommand']);
});
