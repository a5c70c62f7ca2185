// A repeated insert with the form's save key (functions/src/documents/save-keys.ts): the browser
// lost the answer and the user pressed Save again. The second save answers the first one's
// document — same id, number and total — writes nothing, takes no number and sends no second SMS.
// A repeat of a form changed since is refused with the number it was saved as. Saves with one key
// that overlap (a client that timed out retries while the first still runs) make one document: the
// first claims the key before writing, the others wait for it and answer its document.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, fillMessage } from '@bahi/shared';
import { keys } from '../../functions/src/store/keys.js';
import { outboxOfOrg } from '../../functions/src/store/sms.js';
import { DEMO, signIn, startTestServer, type ApiResponse, type SignedIn, type TestServer } from '../support/api-client.js';
import { invoiceListOf } from '../support/invoice-load.js';
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
/** The invoice numbers the list shows, in order. */
const listedNumbers = async (): Promise<number[]> =>
  ((await ok(api.get(invoiceListOf(orgId), owner.token))).body.clientinvoicedata as { invoice_no: string }[]).map((row) => Number(row.invoice_no.slice(3))).sort((a, b) => a - b);

/** The record of a B2B invoice's save key, as the table holds it. */
const keyRecord = async (saveKey: string) => {
  const { table } = api.server.ports;
  return (await table.client.send(new GetCommand({ TableName: table.name, Key: keys.saveKey(orgId, 'b2b', saveKey), ConsistentRead: true }))).Item;
};
/** Writes a save key's record straight into the table, as a save that claimed it would have. */
const putKeyRecord = async (saveKey: string, record: Record<string, unknown>) => {
  const { table } = api.server.ports;
  await table.client.send(new PutCommand({ TableName: table.name, Item: { ...keys.saveKey(orgId, 'b2b', saveKey), entity: 'saveKey', ...record } }));
};
const now = () => api.server.ports.now().getTime();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

it('makes one invoice of five saves with one key sent at once, each answering it', async () => {
  const next = await nextNumber();
  const listed = await listedNumbers();
  const body = invoice({ save_key: 'five-at-once-0001' });
  const answers = await Promise.all(Array.from({ length: 5 }, () => ok(api.post(B2B, body, owner.token))));
  const first = answers[0]?.body;
  expect(first).toEqual({ status: true, message: DOCUMENT_MESSAGES.invoiceAdded, id: expect.any(String), invoice_no: `INV${next}`, version: 1, final_total: '525.00' });
  expect(answers.map((answer) => answer.body)).toEqual([first, first, first, first, first]);
  expect(await nextNumber()).toBe(next + 1);
  expect(await listedNumbers()).toEqual([...listed, next]);
  expect(await keyRecord('five-at-once-0001')).toEqual(expect.objectContaining({ state: 'saved', docId: first.id }));
});

it('makes one invoice of two saves with one key and different forms sent at once, refusing the other', async () => {
  const next = await nextNumber();
  const answers = await Promise.all([
    api.post(B2B, invoice({ save_key: 'two-forms-at-once' }), owner.token),
    api.post(B2B, invoice({ save_key: 'two-forms-at-once', ordernum: 'PO-2' }), owner.token),
  ]);
  const byStatus = [...answers].sort((a, b) => a.status - b.status).map((answer) => [answer.status, answer.body.invoice_no ?? answer.body.error]);
  expect(byStatus).toEqual([
    [200, `INV${next}`],
    [409, fillMessage(DOCUMENT_APP_MESSAGES.savedAlready, { number: `INV${next}` })],
  ]);
  expect(await nextNumber()).toBe(next + 1);
});

it('frees the key of a save whose document is not written, so the corrected form saves with it', async () => {
  const taken = (await ok(api.post(B2B, invoice(), owner.token))).body.invoice_no as string;
  const next = await nextNumber();
  // The typed number is taken: 409, and the key's claim is gone again.
  await expectNothingWritten(api, async () => {
    const refused = await api.post(B2B, invoice({ save_key: 'typed-number-taken', invoice_no: taken.slice(3) }), owner.token);
    expect([refused.status, refused.body.error]).toEqual([409, DOCUMENT_MESSAGES.numberTaken]);
  });
  const saved = await ok(api.post(B2B, invoice({ save_key: 'typed-number-taken' }), owner.token));
  expect(saved.body.invoice_no).toBe(`INV${next}`);
  expect(await keyRecord('typed-number-taken')).toEqual(expect.objectContaining({ state: 'saved', docId: saved.body.id }));
});

it('takes over a claim a crashed save left saving, once it is stale', async () => {
  await putKeyRecord('crashed-while-saving', { state: 'saving', token: 'crashed-token', draftDigest: 'crashed-draft', claimedAt: now() - 60_000 });
  const next = await nextNumber();
  const saved = await ok(api.post(B2B, invoice({ save_key: 'crashed-while-saving' }), owner.token));
  expect(saved.body.invoice_no).toBe(`INV${next}`);
  const record = await keyRecord('crashed-while-saving');
  expect(record).toEqual(expect.objectContaining({ state: 'saved', docId: saved.body.id }));
  expect(record?.token).not.toBe('crashed-token');
  expect(await nextNumber()).toBe(next + 1);
});

/** A saved key's record put back to 'saving' and stale: its save died after writing its document, before naming it. */
const crashBeforeNaming = async (saveKey: string) => {
  const saved = await keyRecord(saveKey);
  await putKeyRecord(saveKey, { state: 'saving', token: saved?.token, draftDigest: saved?.draftDigest, claimedAt: now() - 60_000, date: invoice().invoicedate });
};

it('answers the document a crashed save wrote under its stale claim, instead of saving a second', async () => {
  const first = (await ok(api.post(B2B, invoice({ save_key: 'crashed-after-writing' }), owner.token))).body;
  await crashBeforeNaming('crashed-after-writing');
  const next = await nextNumber();
  await expectNothingWritten(api, async () => {
    const retried = (await ok(api.post(B2B, invoice({ save_key: 'crashed-after-writing' }), owner.token))).body;
    expect([retried.id, retried.invoice_no, retried.final_total]).toEqual([first.id, first.invoice_no, first.final_total]);
  }, (item) => item.sk === keys.saveKey(orgId, 'b2b', 'crashed-after-writing').sk);
  expect(await keyRecord('crashed-after-writing')).toEqual(expect.objectContaining({ state: 'saved', docId: first.id }));
  expect(await nextNumber()).toBe(next);
  // A changed form under that key, dated another day, is refused with the number the crashed save
  // took: the claim, not the form, says which day's documents to look through.
  await crashBeforeNaming('crashed-after-writing');
  const refused = await api.post(B2B, invoice({ save_key: 'crashed-after-writing', ordernum: 'PO-CHANGED', invoicedate: '2026-11-21' }), owner.token);
  expect([refused.status, refused.body.error]).toEqual([409, fillMessage(DOCUMENT_APP_MESSAGES.savedAlready, { number: first.invoice_no })]);
  expect(await nextNumber()).toBe(next);
});

it('waits for a save still holding the key, and refuses when its form was another', async () => {
  const earlier = (await ok(api.post(B2B, invoice({ ordernum: 'PO-EARLIER' }), owner.token))).body;
  await putKeyRecord('other-form-saving', { state: 'saving', token: 'running-token', draftDigest: 'another-draft', claimedAt: now() });
  const next = await nextNumber();
  const answer: Promise<ApiResponse> = api.post(B2B, invoice({ save_key: 'other-form-saving' }), owner.token);
  await sleep(300);
  // The running save writes its document and names it.
  await putKeyRecord('other-form-saving', { state: 'saved', token: 'running-token', draftDigest: 'another-draft', docId: earlier.id });
  const refused = await answer;
  expect([refused.status, refused.body.error]).toEqual([409, fillMessage(DOCUMENT_APP_MESSAGES.savedAlready, { number: earlier.invoice_no })]);
  expect(await nextNumber()).toBe(next);
});

it('refuses a save whose key another save still holds after waiting for it, writing nothing', async () => {
  await putKeyRecord('still-saving-key', { state: 'saving', token: 'running-token', draftDigest: 'some-draft', claimedAt: now() });
  await expectNothingWritten(api, async () => {
    const refused = await api.post(B2B, invoice({ save_key: 'still-saving-key' }), owner.token);
    expect([refused.status, refused.body.error]).toEqual([409, DOCUMENT_APP_MESSAGES.saveStillRunning]);
  });
});
