// A repeated insert with the form's save key (functions/src/documents/save-keys.ts): the browser
// lost the answer and the user pressed Save again. The second save answers the first one's
// document — same id, number and total — writes nothing, takes no number and sends no second SMS.
// A repeat of a form changed since is refused with the number it was saved as.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, fillMessage } from '@bahi/shared';
import { keys } from '../../functions/src/store/keys.js';
import { outboxOfOrg } from '../../functions/src/store/sms.js';
import { DEMO, signIn, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';
import { addTeaShop, expectOk as ok, teaInvoice, type TeaShop } from '../support/document-lines.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';

let api: TestServer;
let owner: SignedIn;
let orgId: string;
let shop: TeaShop;

const B2B = '/api/account/invoice/insert/savedata';
const QUOTATION = '/api/account/quotation/savedata';

const invoice = (changes: Record<string, unknown> = {}) => teaInvoice(orgId, shop, changes);

const nextNumber = async () => (await ok(api.get(`/api/account/getinvoiveId/${orgId}/INV/0/2026`, owner.token))).body.sequenceNumber;

beforeAll(async () => {
  api = await startTestServer();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]?.id as string;
  shop = await addTeaShop(api, owner.token, orgId);
  const { table } = api.server.ports;
  await table.client.send(new PutCommand({ TableName: table.name, Item: { ...keys.smsCredit(orgId), entity: 'smsCredit', credit: 10 } }));
});

afterAll(async () => {
  await api.close();
});

it('answers a repeated save with the first one’s document, writing nothing and texting once', async () => {
  const body = invoice({ save_key: 'f3a9c2d4-6b1e-4c8a-9d2f-0a1b2c3d4e5f', sendsms: 'yes' });
  const first = await ok(api.post(B2B, body, owner.token));
  expect(first.body).toEqual({ status: true, message: DOCUMENT_MESSAGES.invoiceAdded, id: expect.any(String), invoice_no: 'INV1', version: 1, final_total: '525.00' });
  const texts = (await outboxOfOrg(api.server.ports.table, orgId)).length;
  const next = await nextNumber();

  let again: Awaited<ReturnType<typeof ok>> | undefined;
  await expectNothingWritten(api, async () => {
    again = await ok(api.post(B2B, body, owner.token));
  });
  expect(again?.body).toEqual(first.body);
  expect((await outboxOfOrg(api.server.ports.table, orgId)).length).toBe(texts);
  expect(await nextNumber()).toBe(next);
});

it('refuses a repeat whose form was changed since, naming the number it was saved as, and writes nothing', async () => {
  const first = await ok(api.post(B2B, invoice({ save_key: 'key-then-form-changed' }), owner.token));
  const changed = invoice({ save_key: 'key-then-form-changed', ordernum: 'PO-1' });
  await expectNothingWritten(api, async () => {
    const again = await api.post(B2B, changed, owner.token);
    expect([again.status, again.body.error]).toEqual([409, fillMessage(DOCUMENT_APP_MESSAGES.savedAlready, { number: first.body.invoice_no })]);
  });
});

it('makes a new document for a new key, and for the same key on another kind', async () => {
  const one = await ok(api.post(B2B, invoice({ save_key: 'key-for-invoice-two' }), owner.token));
  const two = await ok(api.post(B2B, invoice({ save_key: 'key-for-invoice-three' }), owner.token));
  expect([one.body.invoice_no, two.body.invoice_no]).toEqual(['INV3', 'INV4']);
  const quotation = await ok(api.post(QUOTATION, { ...invoice({ save_key: 'key-for-invoice-three' }), quotationdate: '2026-11-20', invoicedate: undefined }, owner.token));
  expect(quotation.body.invoice_no).toBe('QT1');
});

it('saves without a key as before: the same body twice is two invoices', async () => {
  const one = await ok(api.post(B2B, invoice(), owner.token));
  const two = await ok(api.post(B2B, invoice(), owner.token));
  expect(Number(two.body.invoice_no.slice(3))).toBe(Number(one.body.invoice_no.slice(3)) + 1);
});

it.each([['short', 'abc'], ['spaces', 'key with spaces'], ['too long', 'k'.repeat(65)], ['not text', 12345678]])(
  'refuses a save key that is %s, writing nothing',
  async (_name, saveKey) => {
    await expectNothingWritten(api, async () => {
      expectInvalid(await api.post(B2B, invoice({ save_key: saveKey }), owner.token), DOCUMENT_APP_MESSAGES.saveKeyInvalid, 'save_key');
    });
  },
);
