// Receipt, payment and refund vouchers over real HTTP against the local server (spec part 2 §3, §5,
// §7, §8, §9): saves with hand-worked figures (the tax backed out of the advances, the total the
// money itself), their RV-/PV-/Voucher-/RCV- numbers and the spec's messages, the advance rule,
// refunds capped at what the receipt voucher has left (two at once too), the one refund list,
// edits through editbillofsupply, deletes, no stock moved, and 403 for another organisation.
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, fillMessage } from '@bahi/shared';
import { signUp, type SignedIn, type TestServer } from '../support/api-client.js';
import { clientInsertBody, gstinOf } from '../support/document-fixtures.js';
import { MAINTENANCE_LINE, RICE_LINE, closingStockOf, expectOk, startDocumentTest, trackInventory } from '../support/document-lines.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let orgId: string;
let client: { id: string; addressId: string; contactId: string };
let rice: string;
let maintenance: string;
let transport: string;
const clock = new Date('2026-11-20T06:30:00.000Z');
const ok = expectOk;

const P = {
  receipt: '/api/account/receiptvoucher/savedata',
  payment: '/api/account/paymentvoucher/savedata',
  refund: '/api/account/refundvoucher/savedata',
  refundNote: '/api/account/refundvoucherNote/savedata',
  refundEdit: '/api/account/refundvoucheredit/editdata',
  refundLine: '/api/account/refundvoucher/deleteItem',
  edit: '/api/account/editbillofsupply',
  fetch: (id: string) => `/api/account/getbillofsupply/${id}/${orgId}`,
  refundFetch: (id: string) => `/api/account/getrefundvoucher/edit/${id}/${orgId}`,
  refundStatus: (status: string, id: string) => `/api/account/refundvoucher/changestatus/${status}/${id}`,
  receiptList: () => `/api/account/receiptvoucher/${orgId}`,
  paymentList: () => `/api/account/paymentvoucher/${orgId}`,
  refundList: () => `/api/account/refundvoucher/${orgId}`,
  receiptForm: () => `/api/account/receipt/orgiterms/${orgId}`,
  paymentForm: () => `/api/account/payment/orgiterms/${orgId}`,
  refundForm: () => `/api/account/refund/orgiterms/${orgId}`,
  deleteReceipt: (id: string) => `/api/account/deleteReceiptVoucher/${id}/${orgId}`,
  deletePayment: (id: string) => `/api/account/deletePaymentVoucher/${id}/${orgId}`,
  deleteRefund: (id: string) => `/api/account/deleteRefundVoucher/${id}/${orgId}`,
};

/**
 * A service at GST 5% (the rice's transport by road, SAC 996791), 1 at `price` rupees with `advance`
 * rupees advanced ('' : the whole price). An advance for a service bears tax; one for goods (the rice
 * itself) does not (Notification 66/2017-CT: the last test).
 */
const serviceLine = (advance: string, price = '1000', qty = '1'): Body => ({
  ...RICE_LINE,
  item_id: transport,
  item_name: 'Transport of rice by road',
  hsncode: '996791',
  metrics: 'OTH',
  goods_service: 'services',
  qty,
  unit_price: price,
  discountstring: '',
  advancedAmount: advance,
});

const parties = (): Body => ({ org_id: orgId, client_id: client.id, clientaddressid: client.addressId, clientcontactid: client.contactId, isaddrsame: 1, roundoff: 0 });

const voucher = (items: Body[], changes: Body = {}): Body => ({ ...parties(), invoicedate: '2026-11-20', items, ...changes });

/** Rice itself (goods, 5%), 1 bag at `price` rupees with `advance` rupees advanced. */
const goodsLine = (advance: string, price = '1000'): Body => ({ ...RICE_LINE, item_id: rice, qty: '1', unit_price: price, discountstring: '', advancedAmount: advance });

/** A receipt voucher of `advance` rupees on the rice's transport at 1,000.00; answers its id. */
async function receiptOf(advance: string): Promise<string> {
  return (await ok(api.post(P.receipt, voucher([serviceLine(advance)]), owner.token))).body.id;
}

/** A refund voucher of `amount` rupees against `receiptId`. */
const refundOf = (receiptId: string, amount: string, changes: Body = {}): Body => voucher([serviceLine(amount)], { referenceid: receiptId, ...changes });

beforeAll(async () => {
  ({ api, owner, orgId, client, rice, maintenance } = await startDocumentTest(clock));
  const item = { orgid: orgId, goodstype: 'services', short_name: 'Transport of rice by road', sac_code: '996791', itemgst: '5', unit_price: '1000' };
  transport = (await ok(api.post('/api/items/insert', item, owner.token))).body.id;
});

afterAll(async () => {
  await api.close();
});

describe('a receipt voucher (hand-worked: the tax backed out of the advance, the total the money)', () => {
  it('saves RV-20261 for ₹500.00 at 5%: taxable 476.20, CGST 11.90 + SGST 11.90, total exactly 500.00', async () => {
    // half = 50000 × 500 ÷ 21000 = 1190.48 → 1190 paise; tax 23.80; taxable 500.00 − 23.80 = 476.20
    const saved = await ok(api.post(P.receipt, voucher([serviceLine('500')]), owner.token));
    expect(saved.body).toEqual(expect.objectContaining({ status: true, message: 'Receipt Voucher added successfully', invoice_no: 'RV-20261', final_total: '500.00', version: 1 }));
    const { invoice, items } = (await ok(api.get(P.fetch(saved.body.id), owner.token))).body;
    expect(invoice).toEqual(
      expect.objectContaining({ kind: 'receipt_voucher', title: 'Receipt Voucher', taxable_total: '476.20', cgst_tax_total: '11.90', sgst_tax_total: '11.90', tax_total: '23.80' }),
    );
    expect(invoice).toEqual(expect.objectContaining({ advance_received: '500.00', advance_tax: '23.80', final_total: '500.00', status: 'sent' }));
    expect(items[0]).toEqual(expect.objectContaining({ advancedAmount: '500.00', taxableamount: '476.20', cgst_total: '11.90', grandtotal: '500.00', gstrate: 5 }));
    const rows = (await ok(api.get(P.receiptList(), owner.token))).body.clientinvoicedata;
    expect(rows.find((row: Body) => row.id === saved.body.id)).toEqual(expect.objectContaining({ invoice_no: 'RV-20261', final_total: '500.00', status: 'sent' }));
    expect((await ok(api.get(P.receiptForm(), owner.token))).body.status).toBe(true);
  });

  it('takes the rate only from lines with an advance: ₹525.00 on transport (5%) beside a service (18%) with none', async () => {
    // rate 5%: half = 52500 × 500 ÷ 21000 = 1250; tax 25.00; taxable 500.00; total 525.00
    const saved = await ok(
      api.post(P.receipt, voucher([serviceLine('525'), { ...MAINTENANCE_LINE, item_id: maintenance, advancedAmount: '0' }]), owner.token),
    );
    const { invoice } = (await ok(api.get(P.fetch(saved.body.id), owner.token))).body;
    // The service line keeps its own rate as entered but is taxed (at nothing) at the voucher's 5%.
    expect([invoice.final_total, invoice.taxable_total, invoice.tax_total]).toEqual(['525.00', '500.00', '25.00']);
    expect(invoice.items.map((line: Body) => [line.gstrate, line.cgst_rate, line.advancedAmount, line.grandtotal])).toEqual([
      [5, 2.5, '525.00', '525.00'],
      [18, 2.5, '0.00', '0.00'],
    ]);
  });

  it('does not drift over lines, round off the money, or shrink it under reverse charge', async () => {
    // 3 × 10.01 at 5%: A 30.03; half = 3003 × 500 ÷ 21000 = 71.5 → 72; tax 1.44; taxable 28.59
    const three = await ok(api.post(P.receipt, voucher([1, 2, 3].map(() => serviceLine('', '10.01'))), owner.token));
    expect(three.body.final_total).toBe('30.03');
    // The organisation's round-off never rounds the money received.
    expect((await ok(api.post(P.receipt, voucher([serviceLine('500.40')], { roundoff: 1 }), owner.token))).body.final_total).toBe('500.40');
    // Reverse charge: taxable 500.00, tax on top 12.50 + 12.50 (the recipient's), total 500.00.
    const reverse = await ok(api.post(P.receipt, voucher([serviceLine('500')], { reversecharge: 'yes' }), owner.token));
    const { invoice } = (await ok(api.get(P.fetch(reverse.body.id), owner.token))).body;
    expect([invoice.final_total, invoice.taxable_total, invoice.tax_total, invoice.reversecharge]).toEqual(['500.00', '500.00', '25.00', 'yes']);
  });

  it('is edited through editbillofsupply, and deleted', async () => {
    const id = await receiptOf('500');
    const edited = await ok(api.post(P.edit, { ...voucher([serviceLine('600')]), id, version: 1 }, owner.token));
    expect(edited.body).toEqual(expect.objectContaining({ message: 'Receipt Voucher updated successfully', final_total: '600.00', version: 2 }));
    expect((await ok(api.get(P.deleteReceipt(id), owner.token))).body).toEqual({ status: true, message: DOCUMENT_MESSAGES.deleted });
    expect((await api.get(P.fetch(id), owner.token)).status).toBe(404);
  });

  it('moves no stock', async () => {
    await trackInventory(api, owner, orgId);
    const before = await closingStockOf(api, owner.token, orgId, rice);
    await ok(api.post(P.receipt, voucher([goodsLine('100')]), owner.token));
    await ok(api.post(P.payment, voucher([goodsLine('100')]), owner.token));
    expect(await closingStockOf(api, owner.token, orgId, rice)).toBe(before);
  });

  it('backs no tax out of an advance for goods (Notification 66/2017-CT), only out of the service beside it (walk 30 H1)', async () => {
    // ₹1,000.00 for the rice bears no tax; ₹525.00 for its transport at 5%: half = 52500 × 500 ÷ 21000 = 1250.
    const saved = await ok(api.post(P.receipt, voucher([goodsLine('1000'), serviceLine('525')]), owner.token));
    expect(saved.body.final_total).toBe('1525.00');
    const { invoice, items } = (await ok(api.get(P.fetch(saved.body.id), owner.token))).body;
    expect([invoice.taxable_total, invoice.cgst_tax_total, invoice.sgst_tax_total, invoice.advance_received, invoice.advance_tax]).toEqual(['1500.00', '12.50', '12.50', '1525.00', '25.00']);
    expect(items.map((line: Body) => [line.advancedAmount, line.taxableamount, line.cgst_total, line.grandtotal])).toEqual([
      ['1000.00', '1000.00', '0.00', '1000.00'],
      ['525.00', '500.00', '12.50', '525.00'],
    ]);
    // The form's goods_service cannot make the rice a service: the catalogue decides.
    const relabelled = await ok(api.post(P.receipt, voucher([{ ...goodsLine('1000'), goods_service: 'services' }]), owner.token));
    const alone = (await ok(api.get(P.fetch(relabelled.body.id), owner.token))).body.invoice;
    expect([alone.taxable_total, alone.tax_total, alone.final_total]).toEqual(['1000.00', '0.00', '1000.00']);
  });

  it('gives back no more of an advance for services than is left of it: the rest was received for goods', async () => {
    // ₹1,000.00 for the rice (goods), ₹525.00 for its transport (a service, tax within).
    const saved = await ok(api.post(P.receipt, voucher([goodsLine('1000'), serviceLine('525')]), owner.token));
    const beyondServices = fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondServices, { max: '525.00', number: saved.body.invoice_no });
    await expectNothingWritten(api, async () => expectInvalid(await api.post(P.refund, refundOf(saved.body.id, '600'), owner.token), beyondServices));
    // The transport's 525.00 and the rice's 1,000.00 are given back, each from its own part.
    await ok(api.post(P.refund, refundOf(saved.body.id, '525'), owner.token));
    expectInvalid(await api.post(P.refund, refundOf(saved.body.id, '1'), owner.token), fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondServices, { max: '0.00', number: saved.body.invoice_no }));
    await ok(api.post(P.refund, voucher([goodsLine('1000')], { referenceid: saved.body.id }), owner.token));
    expectInvalid(await api.post(P.refund, voucher([goodsLine('1')], { referenceid: saved.body.id }), owner.token), fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondAdvance, { max: '0.00' }));
  });
});

describe('rules and messages (nothing written on refusal)', () => {
  let receiptId: string;
  beforeAll(async () => {
    receiptId = await receiptOf('500');
  });

  it.each<[string, string, () => Body, string, string | undefined]>([
    // qty × rate and the 5% on it: ₹1,050.00 for the ₹1,000.00 transport, ₹2,099.98 for two at ₹999.99.
    ['an advance above qty × rate with its tax', P.receipt, () => voucher([serviceLine('1050.01')]), DOCUMENT_MESSAGES.advanceAboveRate, 'items.0.advancedAmount'],
    ['an advance above qty × rate with its tax (payment)', P.payment, () => voucher([serviceLine('2099.99', '999.99', '2')]), DOCUMENT_MESSAGES.advanceAboveRate, 'items.0.advancedAmount'],
    ['an advance above qty × rate under reverse charge (its tax is paid on top)', P.payment, () => voucher([serviceLine('1000.01')], { reversecharge: 1 }), DOCUMENT_MESSAGES.advanceAboveRate, 'items.0.advancedAmount'],
    ['a line without quantity', P.receipt, () => voucher([serviceLine('100', '1000', '')]), DOCUMENT_MESSAGES.enterQuantity, 'items.0.qty'],
    ['no client', P.receipt, () => voucher([serviceLine('100')], { client_id: '' }), DOCUMENT_MESSAGES.selectValidClient, undefined],
    ['a refund naming no receipt voucher', P.refund, () => voucher([serviceLine('100')]), DOCUMENT_APP_MESSAGES.refundSourceRequired, 'referenceid'],
    ['a refund note dated before its reference', P.refundNote, () => refundOf(receiptId, '100', { referencedate: '2026-11-21' }), DOCUMENT_MESSAGES.referenceDateAfterNote, 'invoicedate'],
  ])('refuses %s', async (_case, path, body, message, field) => {
    await expectNothingWritten(api, async () => {
      expectInvalid(await api.post(path, body(), owner.token), message, field);
    });
  });

  it('refuses a refund of something other than a receipt voucher, or of another client', async () => {
    const payment = (await ok(api.post(P.payment, voucher([serviceLine('100')]), owner.token))).body.id;
    await expectNothingWritten(api, async () => expectInvalid(await api.post(P.refund, refundOf(payment, '50'), owner.token), DOCUMENT_APP_MESSAGES.refundSourceNotReceipt));
    const other = await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Mehta Stores', gstin14: '27AAFCM2574L1Z', city: 'Nashik', pincode: '422001' }), owner.token));
    const fetched = (await ok(api.get(`/api/client/getclient/${other.body.client_id}`, owner.token))).body;
    const otherParties = { client_id: other.body.client_id, clientaddressid: fetched.clientaddress[0].id, clientcontactid: '' };
    await expectNothingWritten(api, async () =>
      expectInvalid(await api.post(P.refund, refundOf(receiptId, '50', otherParties), owner.token), DOCUMENT_APP_MESSAGES.referenceOtherClient),
    );
  });
});

describe('refunds of an advance', () => {
  it('saves a refund voucher (Voucher-) and a refund note (RCV-) with the spec messages, both in the one refund list', async () => {
    const receiptId = await receiptOf('500');
    const refund = await ok(api.post(P.refund, refundOf(receiptId, '200'), owner.token));
    // 200.00 at 5%: half = 20000 × 500 ÷ 21000 = 476.19 → 476; tax 9.52; taxable 190.48
    expect(refund.body).toEqual(expect.objectContaining({ message: 'Invoice added successfully', final_total: '200.00' }));
    expect(refund.body.invoice_no).toMatch(/^Voucher-2026\d+$/);
    const note = await ok(api.post(P.refundNote, refundOf(receiptId, '100', { referencedate: '2026-11-20', reason: 'Order cancelled' }), owner.token));
    expect(note.body).toEqual(expect.objectContaining({ message: 'Refund Voucher added successfully', final_total: '100.00' }));
    expect(note.body.invoice_no).toMatch(/^RCV-2026-\d+$/);

    const fetched = (await ok(api.get(P.refundFetch(refund.body.id), owner.token))).body.invoice;
    expect([fetched.taxable_total, fetched.tax_total, fetched.converted_from.id, fetched.converted_from.kind]).toEqual(['190.48', '9.52', receiptId, 'receipt_voucher']);
    expect((await ok(api.get(P.refundFetch(note.body.id), owner.token))).body.invoice.note).toEqual({ referenceid: receiptId, referencedate: '2026-11-20', reason: 'Order cancelled' });
    const rows = (await ok(api.get(P.refundList(), owner.token))).body.clientinvoicedata.map((row: Body) => [row.id, row.kind]);
    expect(rows).toEqual(expect.arrayContaining([[refund.body.id, 'refund_voucher'], [note.body.id, 'refund_note']]));
    expect((await ok(api.get(P.refundForm(), owner.token))).body.status).toBe(true);

    const edited = await ok(api.post(P.refundEdit, { ...refundOf(receiptId, '150'), id: note.body.id, version: 1 }, owner.token));
    expect(edited.body).toEqual(expect.objectContaining({ message: 'Refund Voucher updated successfully', final_total: '150.00' }));
  });

  it('refuses a typed number with no room after it before the refund touches the receipt voucher', async () => {
    const receiptId = await receiptOf('500');
    await expectNothingWritten(api, async () =>
      expectInvalid(await api.post(P.refund, refundOf(receiptId, '100', { invoice_no: '999999999' }), owner.token), DOCUMENT_APP_MESSAGES.numberLeavesNoRoom),
    );
    expect((await ok(api.post(P.refund, refundOf(receiptId, '500'), owner.token))).body.final_total).toBe('500.00');
  });

  it('never refunds more than received less refunded: ₹500.00 received, ₹300.00 refunded, ₹250.00 refused (at most ₹200.00)', async () => {
    const receiptId = await receiptOf('500');
    const first = await ok(api.post(P.refund, refundOf(receiptId, '300'), owner.token));
    const beyond = fillMax('200.00');
    await expectNothingWritten(api, async () => expectInvalid(await api.post(P.refund, refundOf(receiptId, '250'), owner.token), beyond));
    // Raising the refund past the advance by an edit is refused the same way.
    expectInvalid(await api.post(P.refundEdit, { ...refundOf(receiptId, '600'), id: first.body.id, version: 1 }, owner.token), fillMax('500.00'));
    // The receipt voucher cannot be lowered below, or deleted under, what its refunds give back.
    const below = DOCUMENT_APP_MESSAGES.refundsAgainstReceipt.replace('{refunded}', '300.00');
    expectInvalid(await api.post(P.edit, { ...voucher([serviceLine('299')]), id: receiptId, version: 1 }, owner.token), below);
    expectInvalid(await api.get(P.deleteReceipt(receiptId), owner.token), fillMessage(DOCUMENT_APP_MESSAGES.advanceTakenKeepsVoucher, { taken: '300.00' }));
    // A cancelled refund gives its amount back: ₹250.00 now fits.
    await ok(api.get(P.refundStatus('cancelled', first.body.id), owner.token));
    expect((await ok(api.post(P.refund, refundOf(receiptId, '250'), owner.token))).body.final_total).toBe('250.00');
    // So does a deleted one.
    const third = await ok(api.post(P.refund, refundOf(receiptId, '250'), owner.token));
    expectInvalid(await api.post(P.refund, refundOf(receiptId, '1'), owner.token), fillMax('0.00'));
    await ok(api.get(P.deleteRefund(third.body.id), owner.token));
    expect((await ok(api.post(P.refund, refundOf(receiptId, '250'), owner.token))).body.final_total).toBe('250.00');
  });

  it('lets only one of two refunds saved at once take the last ₹300.00 of a ₹500.00 advance', async () => {
    const receiptId = await receiptOf('500');
    const answers = await Promise.all([api.post(P.refund, refundOf(receiptId, '300'), owner.token), api.post(P.refundNote, refundOf(receiptId, '300', { reason: 'Cancelled' }), owner.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.error).toBe(fillMax('200.00'));
    // The one that was saved is the only refund: ₹200.00 is still free.
    expect((await ok(api.post(P.refund, refundOf(receiptId, '200'), owner.token))).body.final_total).toBe('200.00');
    expectInvalid(await api.post(P.refund, refundOf(receiptId, '0.01'), owner.token), fillMax('0.00'));
    expect((await ok(api.get(P.fetch(receiptId), owner.token))).body.invoice.converted_to).toHaveLength(2);
  });

  it('deletes a line of a refund (never its only line), which gives its amount back', async () => {
    const receiptId = await receiptOf('500');
    const refund = await ok(api.post(P.refund, voucher([serviceLine('200'), serviceLine('300')], { referenceid: receiptId }), owner.token));
    const lines = (await ok(api.get(P.refundFetch(refund.body.id), owner.token))).body.items;
    await ok(api.post(P.refundLine, { invoiceid: refund.body.id, itemid: lines[1].id, version: 1 }, owner.token));
    expectInvalid(await api.post(P.refundLine, { invoiceid: refund.body.id, itemid: lines[0].id, version: 2 }, owner.token), DOCUMENT_MESSAGES.singleItem);
    expect((await ok(api.post(P.refund, refundOf(receiptId, '300'), owner.token))).body.final_total).toBe('300.00');
  });
});

describe('a payment voucher (the advance paid to a supplier)', () => {
  it('saves PV- with the spec message, lists it, and deletes it', async () => {
    const saved = await ok(api.post(P.payment, voucher([serviceLine('500')]), owner.token));
    expect(saved.body).toEqual(expect.objectContaining({ message: 'Payment Voucher added successfully', final_total: '500.00' }));
    expect(saved.body.invoice_no).toMatch(/^PV-2026\d+$/);
    const { invoice } = (await ok(api.get(P.fetch(saved.body.id), owner.token))).body;
    expect([invoice.title, invoice.taxable_total, invoice.tax_total]).toEqual(['Payment Voucher', '476.20', '23.80']);
    expect((await ok(api.get(P.paymentList(), owner.token))).body.clientinvoicedata.map((row: Body) => row.id)).toContain(saved.body.id);
    expect((await ok(api.get(P.paymentForm(), owner.token))).body.status).toBe(true);
    const edited = await ok(api.post(P.edit, { ...voucher([serviceLine('400')]), id: saved.body.id, version: 1 }, owner.token));
    expect(edited.body).toEqual(expect.objectContaining({ message: 'Payment Voucher updated successfully', final_total: '400.00' }));
    await ok(api.get(P.deletePayment(saved.body.id), owner.token));
    expect((await ok(api.get(P.paymentList(), owner.token))).body.clientinvoicedata.map((row: Body) => row.id)).not.toContain(saved.body.id);
  });
});

describe('another organisation', () => {
  it('gets 403 and no data on the voucher calls', async () => {
    const receiptId = await receiptOf('500');
    const refund = await ok(api.post(P.refund, refundOf(receiptId, '100'), owner.token));
    const stranger = await signUp(api, { username: 'Other Owner', email: 'other.vouchers@example.in', password: 'Other@1234', usertype: 'orguser', type: 1, orgname: 'Other Traders', gstin: gstinOf('29AAGCB7383J1Z') });
    const calls = [
      api.get(P.fetch(receiptId), stranger.token),
      api.get(P.refundFetch(refund.body.id), stranger.token),
      api.get(P.receiptList(), stranger.token),
      api.get(P.paymentList(), stranger.token),
      api.get(P.refundList(), stranger.token),
      api.get(P.receiptForm(), stranger.token),
      api.get(P.deleteReceipt(receiptId), stranger.token),
      api.get(P.deleteRefund(refund.body.id), stranger.token),
      api.get(P.refundStatus('cancelled', refund.body.id), stranger.token),
      api.post(P.receipt, voucher([serviceLine('100')]), stranger.token),
      api.post(P.refund, refundOf(receiptId, '100'), stranger.token),
      api.post(P.refundEdit, { ...refundOf(receiptId, '100'), id: refund.body.id, version: 1 }, stranger.token),
      api.post(P.edit, { ...voucher([serviceLine('100')]), id: receiptId, version: 1 }, stranger.token),
    ];
    for (const response of await Promise.all(calls)) {
      expect({ status: response.status, invoice: response.body?.invoice }).toEqual({ status: 403, invoice: undefined });
    }
  });
});

function fillMax(max: string): string {
  return DOCUMENT_APP_MESSAGES.refundBeyondAdvance.replace('{max}', max);
}
