// A voucher's cash or bank over real HTTP: a receipt voucher received into the organisation's bank
// account posts to that account in the books (not to cash, where every voucher went before the form
// asked), a payment voucher paid from it likewise, an edit moves it, and a bank that is not the
// organisation's, or none, is refused with the payments' message, writing nothing.
import { DOCUMENT_APP_MESSAGES, buildPath, routes } from '@bahi/shared';
import { RICE_LINE, expectOk as ok, startDocumentTest, type DocumentTestSetup } from '../support/document-lines.js';
import { expectInvalid } from '../support/expectations.js';

type Body = Record<string, unknown>;

/** The demo organisation (its one bank account: HDFC), its client Shree Kirana and rice at 5%. */
let demo: DocumentTestSetup;
let bankId: string;
const NOVEMBER = '?start=2026-11-01&end=2026-11-30';

beforeAll(async () => {
  demo = await startDocumentTest(new Date('2026-11-20T06:30:00.000Z'));
  bankId = (await ok(demo.api.get(`/api/account/receipt/orgiterms/${demo.orgId}`, demo.owner.token))).body.banks[0].id;
});

afterAll(async () => {
  await demo.api.close();
});

const get = (path: string) => ok(demo.api.get(path, demo.owner.token));
const post = (path: string, body: Body) => demo.api.post(path, body, demo.owner.token);

/** A voucher of one bag of rice at ₹1,050.00 (5%), all of it advanced. */
const voucher = (changes: Body = {}): Body => ({
  org_id: demo.orgId, client_id: demo.client.id, clientaddressid: demo.client.addressId, clientcontactid: demo.client.contactId, isaddrsame: 1, roundoff: 0, invoicedate: '2026-11-20',
  items: [{ ...RICE_LINE, item_id: demo.rice, qty: '1', unit_price: '1050', discountstring: '', advancedAmount: '' }],
  ...changes,
});

/** The voucher's lines in an account's general ledger for November: [debit, credit]. */
async function ledgerOf(account: string, voucherId: string): Promise<string[][]> {
  const ledger = (await get(`${buildPath(routes.generalLedger.path, { orgId: demo.orgId })}${NOVEMBER}&account=${account}`)).body.ledger;
  return ledger.lines.filter((line: { source: { id: string } }) => line.source.id === voucherId).map((line: { debit: string; credit: string }) => [line.debit, line.credit]);
}

it('posts a receipt voucher received in the bank to the bank account, and reads it back on the form', async () => {
  const saved = await ok(post('/api/account/receiptvoucher/savedata', voucher({ payment_method: 'BANK', payment_account: bankId })));
  expect(await ledgerOf('sys_bank', saved.body.id)).toEqual([['1050.00', '0.00']]);
  expect(await ledgerOf('sys_cash', saved.body.id)).toEqual([]);
  const view = (await get(`/api/account/getbillofsupply/${saved.body.id}/${demo.orgId}`)).body.invoice;
  expect([view.payment_method, view.payment_account]).toEqual(['BANK', bankId]);
  // A refund's picker offers it with its way, so the refund goes back by the same bank.
  const offered = (await get(buildPath(routes.clientReferenceDocuments.path, { type: 'receipt_voucher', orgid: demo.orgId, clientid: demo.client.id }))).body.documents;
  expect(offered.find((each: Body) => each.id === saved.body.id)).toEqual(expect.objectContaining({ payment_method: 'BANK', payment_account: bankId, advance_left: '1050.00' }));
});

it('takes the money of a receipt voucher in cash when no method is sent, as before', async () => {
  const saved = await ok(post('/api/account/receiptvoucher/savedata', voucher()));
  expect(await ledgerOf('sys_cash', saved.body.id)).toEqual([['1050.00', '0.00']]);
  const view = (await get(`/api/account/getbillofsupply/${saved.body.id}/${demo.orgId}`)).body.invoice;
  expect([view.payment_method, view.payment_account]).toEqual(['CASH', '']);
});

it('posts a payment voucher paid from the bank out of the bank, and an edit to cash moves it there', async () => {
  const saved = await ok(post('/api/account/paymentvoucher/savedata', voucher({ payment_method: 'BANK', payment_account: bankId })));
  expect(await ledgerOf('sys_bank', saved.body.id)).toEqual([['0.00', '1050.00']]);
  await ok(post('/api/account/editbillofsupply', { ...voucher({ payment_method: 'CASH' }), id: saved.body.id, version: saved.body.version }));
  // The bank's line is taken back (the ledger shows what is in effect); the cash account pays it now.
  expect(await ledgerOf('sys_bank', saved.body.id)).toEqual([]);
  expect(await ledgerOf('sys_cash', saved.body.id)).toEqual([['0.00', '1050.00']]);
});

it("refuses a bank voucher without the account, or with a bank that is not the organisation's, and writes nothing", async () => {
  const before = (await get(`/api/account/receiptvoucher/${demo.orgId}`)).body.clientinvoicedata.length;
  expectInvalid(await post('/api/account/receiptvoucher/savedata', voucher({ payment_method: 'BANK', payment_account: '' })), DOCUMENT_APP_MESSAGES.paymentAccountRequired, 'payment_account');
  const stranger = await post('/api/account/receiptvoucher/savedata', voucher({ payment_method: 'BANK', payment_account: `${demo.orgId}_0000000000000000` }));
  expect([stranger.status, stranger.body.error, stranger.body.errors]).toEqual([400, DOCUMENT_APP_MESSAGES.paymentAccountRequired, [{ field: 'payment_account', message: DOCUMENT_APP_MESSAGES.paymentAccountRequired }]]);
  expect((await get(`/api/account/receiptvoucher/${demo.orgId}`)).body.clientinvoicedata).toHaveLength(before);
});
