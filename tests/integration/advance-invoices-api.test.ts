// An invoice made from a receipt voucher takes what is left of the voucher's advance (Rule 50 CGST
// Rules; documents/advances.ts), over real HTTP: hand-worked figures for the invoice (paid,
// pending, status), the books (the advance cleared, the tax paid on it taken back from output
// tax), the advance never used twice (a second invoice, a refund), given back by a cancel, and
// the voucher's client and date kept.
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, buildPath, fillMessage, formatDisplayDate, routes } from '@bahi/shared';
import type { TestServer } from '../support/api-client.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { MAINTENANCE_LINE, RICE_LINE, expectOk as ok, startOwnOrganisationTest } from '../support/document-lines.js';
import { expectInvalid } from '../support/expectations.js';

type Body = Record<string, unknown>;

let api: TestServer;
let token: string;
let orgId: string;
let maintenance: string;
let rice: string;
let client: { id: string; addressId: string };
let other: { id: string; addressId: string };

const P = {
  receipt: '/api/account/receiptvoucher/savedata',
  refund: '/api/account/refundvoucher/savedata',
  invoice: '/api/account/invoice/insert/savedata',
  edit: '/api/account/invoiceedit/updateinvoicedata',
  fetch: (id: string) => `/api/account/invoice/getinvoicedata/${id}/${orgId}`,
  fetchVoucher: (id: string) => `/api/account/getbillofsupply/${id}/${orgId}`,
  editVoucher: '/api/account/editbillofsupply',
  cancel: (id: string) => `/api/account/invoice/changestatus/cancelled/${id}`,
  payment: '/api/account/paymentvoucher/savedata',
  deletePayment: (id: string) => `/api/account/deletePaymentVoucher/${id}/${orgId}`,
  purchase: '/api/account/purchase/data',
  fetchPurchase: (id: string) => `/api/account/purchase/getpurchasedata/${id}/${orgId}`,
  cancelPurchase: (id: string) => `/api/account/purchase/changestatus/cancelled/${id}`,
};

/** Annual maintenance, a service at 18%, priced before tax. */
const service = (qty: string, price: string, changes: Body = {}): Body => ({ ...MAINTENANCE_LINE, item_id: maintenance, qty, unit_price: price, original_price: 'notax', ...changes });
const parties = (party = client): Body => ({ org_id: orgId, client_id: party.id, clientaddressid: party.addressId, isaddrsame: 1, roundoff: 0 });

async function addClient(name: string, gstin14: string) {
  const id = (await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name, gstin14, city: 'Pune', pincode: '411001' }), token))).body.client_id as string;
  return { id, addressId: (await ok(api.get(`/api/client/getclient/${id}`, token))).body.clientaddress[0].id as string };
}

const trialBalance = async (start = '2026-11-01') => {
  const body = (await ok(api.get(`${buildPath(routes.trialBalance.path, { orgId })}?start=${start}&end=2026-11-30`, token))).body;
  return body.rows.map((row: Body) => [(row.account as Body).id, row.debit, row.credit]);
};

/** Paise of output CGST owed in the trial balance (credit less debit). */
const outputCgst = (rows: unknown[][]) => {
  const found = rows.find((each) => each[0] === 'sys_outputcgst') ?? ['', '0.00', '0.00'];
  return Math.round((Number(found[2]) - Number(found[1])) * 100);
};
/** Rice (goods, 5%), bags at ₹1,000.00 before tax. */
const rice1000 = (changes: Body = {}): Body => ({ ...RICE_LINE, item_id: rice, qty: '1', unit_price: '1000', discountstring: '', ...changes });

beforeAll(async () => {
  let kirana: { id: string; addressId: string };
  ({ api, orgId, client: kirana, maintenance, rice, owner: { token } } = await startOwnOrganisationTest(new Date('2026-11-20T06:30:00.000Z'), { name: 'Advance Services', email: 'advance.owner@example.in', gstin14: '27AAGCA4021M1Z' }));
  client = kirana;
  other = await addClient('Mumbai Mart', '27AABCM1234F1Z');
}, 60_000);

afterAll(async () => {
  await api?.close();
});

it('takes the advance as received: paid, pending and the books, the advance cleared and its tax taken back', async () => {
  // 10 Nov: ₹11,800.00 received in advance for maintenance at 18%: value 10,000.00, CGST 900.00, SGST 900.00.
  const voucher = await ok(api.post(P.receipt, { ...parties(), invoicedate: '2026-11-10', items: [service('1', '11800', { advancedAmount: '11800' })] }, token));
  // 12 Nov: the invoice for the service, 2 × 10,000.00 + 18% = 23,600.00, made from the voucher.
  const invoice = await ok(api.post(P.invoice, { ...parties(), invoicedate: '2026-11-12', converted_from: voucher.body.id, items: [service('2', '10000')] }, token));
  const view = (await ok(api.get(P.fetch(invoice.body.id), token))).body.invoice;
  expect([view.final_total, view.paid, view.pending, view.status]).toEqual(['23600.00', '11800.00', '11800.00', 'partially_paid']);
  expect(view.advance_adjusted).toEqual({ id: voucher.body.id, number: voucher.body.invoice_no, date: '2026-11-10', amount: '11800.00' });
  expect(view.converted_from).toEqual({ id: voucher.body.id, kind: 'receipt_voucher', number: voucher.body.invoice_no });
  expect(view.payments).toEqual([]);
  // Cash 11,800.00 in; the customer owes the other 11,800.00; customer advances back to nothing;
  // output tax 1,800.00 a head: the voucher's 900.00, the invoice's 1,800.00, less the 900.00 paid on the advance.
  expect(await trialBalance()).toEqual([
    ['sys_cash', '11800.00', '0.00'],
    ['sys_debtors', '11800.00', '0.00'],
    ['sys_outputcgst', '0.00', '1800.00'],
    ['sys_outputsgst', '0.00', '1800.00'],
    ['sys_sales', '0.00', '20000.00'],
  ]);

  // Nothing is left of the advance: neither a second invoice nor a refund takes it again.
  expectInvalid(
    await api.post(P.invoice, { ...parties(), invoicedate: '2026-11-13', converted_from: voucher.body.id, items: [service('1', '10000')] }, token),
    fillMessage(DOCUMENT_APP_MESSAGES.advanceUsedUp, { number: voucher.body.invoice_no }),
  );
  expectInvalid(
    await api.post(P.refund, { ...parties(), invoicedate: '2026-11-14', referenceid: voucher.body.id, items: [service('1', '1000', { advancedAmount: '1000' })] }, token),
    fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondAdvance, { max: '0.00' }),
  );

  // Its money is the advance, not payments to remove: a draft is refused naming the advance (walk 28 F5).
  const draft = await api.get(`/api/account/invoice/changestatus/draft/${invoice.body.id}`, token);
  const advanceHeld = `This document took ₹11,800.00 of the advance of ${voucher.body.invoice_no}, so it cannot go back to draft. Cancel it to give the advance back to ${voucher.body.invoice_no}.`;
  expect([draft.status, draft.body.error, draft.body.errors]).toEqual([400, advanceHeld, [{ field: 'status', message: advanceHeld }]]);
  // Cancelled, the invoice gives the advance back: a refund of part of it is taken.
  await ok(api.get(P.cancel(invoice.body.id), token));
  const cancelled = (await ok(api.get(P.fetch(invoice.body.id), token))).body.invoice;
  expect([cancelled.status, cancelled.paid, cancelled.advance_adjusted]).toEqual(['cancelled', '0.00', null]);
  await ok(api.post(P.refund, { ...parties(), invoicedate: '2026-11-14', referenceid: voucher.body.id, items: [service('1', '1180', { advancedAmount: '1180' })] }, token));
});

it("keeps a refund of an earlier month's advance out of this month's output tax: its tax waits in GST refund receivable (RFD-01)", async () => {
  // 20 Oct: ₹11,800.00 received in advance (CGST 900.00, SGST 900.00), paid in October's return.
  const voucher = await ok(api.post(P.receipt, { ...parties(other), invoicedate: '2026-10-20', items: [service('1', '11800', { advancedAmount: '11800' })] }, token));
  const row = (rows: unknown[][], id: string) => rows.find((each) => each[0] === id) ?? [id, '0.00', '0.00'];
  const before = await trialBalance();
  // 16 Nov: ₹5,900.00 of it given back: value 5,000.00, CGST 450.00, SGST 450.00.
  await ok(api.post(P.refund, { ...parties(other), invoicedate: '2026-11-16', referenceid: voucher.body.id, items: [service('1', '5900', { advancedAmount: '5900' })] }, token));
  const after = await trialBalance();
  // November's output tax is what November's GSTR-3B pays: the refund does not lower it.
  expect([row(after, 'sys_outputcgst'), row(after, 'sys_outputsgst')]).toEqual([row(before, 'sys_outputcgst'), row(before, 'sys_outputsgst')]);
  expect(row(after, 'sys_gstrefundreceivable')).toEqual(['sys_gstrefundreceivable', '900.00', '0.00']);
  const cash = (rows: unknown[][]) => Number(row(rows, 'sys_cash')[1]) - Number(row(rows, 'sys_cash')[2]);
  expect(cash(before) - cash(after)).toBe(5900);
});

it('takes back tax only on the part of an advance that bore it: a voucher for rice (goods) and maintenance (a service)', async () => {
  const before = outputCgst(await trialBalance());
  // 18 Nov: ₹1,000.00 for rice (goods: no tax on the advance) and ₹11,800.00 for maintenance at 18% (CGST 900.00, SGST 900.00).
  const voucher = await ok(
    api.post(P.receipt, { ...parties(other), invoicedate: '2026-11-18', items: [rice1000({ advancedAmount: '1000' }), service('1', '11800', { advancedAmount: '11800' })] }, token),
  );
  expect(outputCgst(await trialBalance()) - before).toBe(900_00);
  // The maintenance invoice (10,000.00 + 18% = 11,800.00) takes the maintenance advance and the
  // 900.00 paid on it back (it was 829.69: 900.00 shared over the whole 12,800.00).
  const services = await ok(api.post(P.invoice, { ...parties(other), invoicedate: '2026-11-18', converted_from: voucher.body.id, items: [service('1', '10000')] }, token));
  const servicesView = (await ok(api.get(P.fetch(services.body.id), token))).body.invoice;
  expect([servicesView.paid, servicesView.pending, servicesView.advance_adjusted.amount]).toEqual(['11800.00', '0.00', '11800.00']);
  expect(outputCgst(await trialBalance()) - before).toBe(900_00 + 900_00 - 900_00);
  // The rice invoice (1,000.00 + 5% = 1,050.00) takes the rice advance left, with no tax to take back.
  const goods = await ok(api.post(P.invoice, { ...parties(other), invoicedate: '2026-11-18', converted_from: voucher.body.id, items: [rice1000()] }, token));
  const goodsView = (await ok(api.get(P.fetch(goods.body.id), token))).body.invoice;
  expect([goodsView.final_total, goodsView.paid, goodsView.pending, goodsView.advance_adjusted.amount]).toEqual(['1050.00', '1000.00', '50.00', '1000.00']);
  expect(outputCgst(await trialBalance()) - before).toBe(900_00 + 25_00);
  // Cancelled, the maintenance invoice gives back the maintenance advance and its tax: a new one takes them again.
  await ok(api.get(P.cancel(services.body.id), token));
  const again = await ok(api.post(P.invoice, { ...parties(other), invoicedate: '2026-11-19', converted_from: voucher.body.id, items: [service('1', '10000')] }, token));
  expect((await ok(api.get(P.fetch(again.body.id), token))).body.invoice.advance_adjusted.amount).toBe('11800.00');
  expect(outputCgst(await trialBalance()) - before).toBe(900_00 + 25_00);
});

it("never takes back more tax than the services' advance bore when two invoices take it at once", async () => {
  const before = outputCgst(await trialBalance());
  // 19 Nov: ₹20,000.00 for rice (no tax) and ₹11,800.00 for maintenance (CGST 900.00, SGST 900.00).
  const voucher = await ok(
    api.post(P.receipt, { ...parties(other), invoicedate: '2026-11-19', items: [rice1000({ qty: '20', advancedAmount: '20000' }), service('1', '11800', { advancedAmount: '11800' })] }, token),
  );
  const save = () => api.post(P.invoice, { ...parties(other), invoicedate: '2026-11-19', converted_from: voucher.body.id, items: [service('1', '10000')] }, token);
  // The one that loses the race works its part out again (the server does, once): the rice advance's.
  const saved = await Promise.all([ok(save()), ok(save())]);
  const taken = await Promise.all(saved.map(async (one) => (await ok(api.get(P.fetch(one.body.id), token))).body.invoice.advance_adjusted.amount));
  expect(taken).toEqual(['11800.00', '11800.00']);
  // The voucher's 900.00 and each invoice's 900.00, less the 900.00 paid on the maintenance advance, taken back once.
  expect(outputCgst(await trialBalance()) - before).toBe(900_00 + 2 * 900_00 - 900_00);
});

it('takes no more than the invoice: a small invoice leaves the rest of the advance for the next', async () => {
  const voucher = await ok(api.post(P.receipt, { ...parties(), invoicedate: '2026-11-15', items: [service('1', '11800', { advancedAmount: '11800' })] }, token));
  // 1 × 5,000.00 + 18% = 5,900.00: paid in full from the advance; 5,900.00 left for a second one.
  expect((await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice.advance_left).toBe('11800.00');
  const first = await ok(api.post(P.invoice, { ...parties(), invoicedate: '2026-11-16', converted_from: voucher.body.id, items: [service('1', '5000')] }, token));
  expect((await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice.advance_left).toBe('5900.00');
  const halfTaken = (await ok(api.get(`/api/account/receiptvoucher/${orgId}`, token))).body.clientinvoicedata.find((row: Body) => row.id === voucher.body.id);
  expect(halfTaken.advance_left).toBe('5900.00');
  const firstView = (await ok(api.get(P.fetch(first.body.id), token))).body.invoice;
  expect([firstView.paid, firstView.pending, firstView.status, firstView.advance_adjusted.amount]).toEqual(['5900.00', '0.00', 'paid', '5900.00']);
  const second = await ok(api.post(P.invoice, { ...parties(), invoicedate: '2026-11-17', converted_from: voucher.body.id, items: [service('2', '5000')] }, token));
  const secondView = (await ok(api.get(P.fetch(second.body.id), token))).body.invoice;
  expect([secondView.final_total, secondView.paid, secondView.pending, secondView.advance_left]).toEqual(['11800.00', '5900.00', '5900.00', null]);
  // The voucher's view says what is left of its advance (a form made from it tells the user), and
  // so do its list and a refund's picker of the client's receipt vouchers.
  expect((await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice.advance_left).toBe('0.00');
  const listed = (await ok(api.get(`/api/account/receiptvoucher/${orgId}`, token))).body.clientinvoicedata.find((row: Body) => row.id === voucher.body.id);
  expect(listed.advance_left).toBe('0.00');
  const offered = (await ok(api.get(`/api/account/invoice/getcreditnotereferencetypeforclientID/receipt_voucher/${orgId}/${client.id}`, token))).body.documents;
  expect(offered.find((row: Body) => row.id === voucher.body.id)).toEqual(expect.objectContaining({ final_total: '11800.00', advance_left: '0.00' }));

  // The advance is the voucher's client's, and comes no later than the invoice.
  expectInvalid(
    await api.post(P.edit, { ...parties(other), id: first.body.id, version: 1, invoicedate: '2026-11-16', items: [{ ...service('1', '5000'), id: firstView.items[0].id }] }, token),
    fillMessage(DOCUMENT_APP_MESSAGES.advanceClientFixed, { client: 'Shree Kirana', number: voucher.body.invoice_no }),
  );
  expectInvalid(
    await api.post(P.edit, { ...parties(), id: first.body.id, version: 1, invoicedate: '2026-11-14', items: [{ ...service('1', '5000'), id: firstView.items[0].id }] }, token),
    fillMessage(DOCUMENT_APP_MESSAGES.advanceBeforeVoucher, { number: voucher.body.invoice_no, date: formatDisplayDate('2026-11-15') }),
  );
  // Nor does the voucher move to another client or date while an invoice takes from it.
  const voucherView = (await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice;
  const voucherEdit = (changes: Body) => api.post(P.editVoucher, { ...parties(), id: voucher.body.id, version: voucherView.version, invoicedate: '2026-11-15', items: [{ ...service('1', '11800', { advancedAmount: '11800' }), id: voucherView.items[0].id }], ...changes }, token);
  const fixed = fillMessage(DOCUMENT_APP_MESSAGES.advanceTakenFixed, { taken: '11,800.00' });
  expectInvalid(await voucherEdit({ invoicedate: '2026-11-18' }), fixed);
  expectInvalid(await voucherEdit({ client_id: other.id, clientaddressid: other.addressId }), fixed);
  // The invoice took back 18% of its part: the voucher's rate stays.
  expectInvalid(await voucherEdit({ items: [{ ...service('1', '11800', { advancedAmount: '11800', gstrate: '12' }), id: voucherView.items[0].id }] }), fixed);
  // Lowered below the advance it took, the invoice is refused, naming the advance.
  expectInvalid(
    await api.post(P.edit, { ...parties(), id: first.body.id, version: 1, invoicedate: '2026-11-16', items: [{ ...service('1', '4000'), id: firstView.items[0].id }] }, token),
    fillMessage(DOCUMENT_APP_MESSAGES.totalBelowAdvance, { number: voucher.body.invoice_no, paid: '5,900.00' }),
  );
  // Nor can the voucher be deleted under them.
  expectInvalid(await api.get(`/api/account/deleteReceiptVoucher/${voucher.body.id}/${orgId}`, token), fillMessage(DOCUMENT_APP_MESSAGES.advanceTakenKeepsVoucher, { taken: '11,800.00' }));
});

describe('a purchase made from a payment voucher (Rule 52)', () => {
  let bills = 0;
  /** A bill of the supplier Mumbai Mart for the maintenance: 1 × 20,000.00 + 18% = 23,600.00. */
  const purchase = (changes: Body = {}): Body => ({
    org_id: orgId,
    vendor_id: other.id,
    client_address_id: other.addressId,
    invoice_no: `MM/${++bills}`,
    purchased_date: '2026-11-18',
    roundoff: 0,
    items: [service('1', '20000')],
    ...changes,
  });
  const row = (rows: unknown[][], id: string) => rows.find((each) => each[0] === id) ?? [id, '0.00', '0.00'];
  const net = (rows: unknown[][], id: string) => Math.round((Number(row(rows, id)[1]) - Number(row(rows, id)[2])) * 100);

  it('takes the advance paid: paid, pending, status and the books, the advance to the supplier cleared', async () => {
    const before = await trialBalance();
    // 5 Nov: ₹11,800.00 paid to Mumbai Mart in advance.
    const voucher = await ok(api.post(P.payment, { ...parties(other), invoicedate: '2026-11-05', items: [service('1', '11800', { advancedAmount: '11800' })] }, token));
    const bought = await ok(api.post(P.purchase, purchase({ converted_from: voucher.body.id }), token));
    const view = (await ok(api.get(P.fetchPurchase(bought.body.id), token))).body.invoice;
    expect([view.final_total, view.paid, view.pending, view.status]).toEqual(['23600.00', '11800.00', '11800.00', 'partially_paid']);
    expect(view.advance_adjusted).toEqual({ id: voucher.body.id, number: voucher.body.invoice_no, date: '2026-11-05', amount: '11800.00' });
    expect((await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice.advance_left).toBe('0.00');
    // The payments screen counts from what is left after the advance: 23,600.00 - 11,800.00 - 2,000.00.
    await ok(api.post('/api/account/addpayments/purchases/orgcharts', { purchase_id: bought.body.id, date: '2026-11-19', amount: '2,000', method: 'CASH' }, token));
    const payments = (await ok(api.get(`/api/account/list/payments/${orgId}?startyear=2026`, token))).body.purchases;
    // The advance stands among its payments, on the purchase's date, so they add up to what is paid (walk 33 L2).
    expect(payments.filter((row: Body) => row.invoiceId === bought.body.id).map((row: Body) => [row.date, row.amount, row.method, row.accountLabel, row.pending_amount])).toEqual([
      ['2026-11-19', '2000.00', 'CASH', 'Cash', '9800.00'],
      ['2026-11-18', '11800.00', 'ADVANCE', `Advance on ${voucher.body.invoice_no}`, '11800.00'],
    ]);
    // Cash 11,800.00 out; the supplier is owed the other 11,800.00; advances to suppliers back to
    // where they were; the purchase's input tax whole (the advance's tax was never claimed).
    const after = await trialBalance();
    expect([net(after, 'sys_cash') - net(before, 'sys_cash'), net(after, 'sys_supplieradvances') - net(before, 'sys_supplieradvances'), net(after, 'sys_creditors') - net(before, 'sys_creditors')]).toEqual([-13_800_00, 0, -9_800_00]);
    expect([net(after, 'sys_inputcgst') - net(before, 'sys_inputcgst'), net(after, 'sys_inputsgst') - net(before, 'sys_inputsgst')]).toEqual([1_800_00, 1_800_00]);

    // Used up: a second purchase cannot take it; the voucher cannot be deleted while it is taken.
    expectInvalid(await api.post(P.purchase, purchase({ converted_from: voucher.body.id }), token), fillMessage(DOCUMENT_APP_MESSAGES.paymentAdvanceUsedUp, { number: voucher.body.invoice_no }));
    expectInvalid(await api.get(P.deletePayment(voucher.body.id), token), fillMessage(DOCUMENT_APP_MESSAGES.paymentAdvanceTakenKeepsVoucher, { taken: '11,800.00' }));
  });

  it("keeps to the voucher's supplier and date, and an advance paid under reverse charge to a purchase under it", async () => {
    const voucher = await ok(api.post(P.payment, { ...parties(other), invoicedate: '2026-11-10', items: [service('1', '5900', { advancedAmount: '5900' })] }, token));
    expectInvalid(
      await api.post(P.purchase, purchase({ converted_from: voucher.body.id, vendor_id: client.id, client_address_id: client.addressId }), token),
      fillMessage(DOCUMENT_APP_MESSAGES.paymentAdvanceClientFixed, { client: 'Mumbai Mart', number: voucher.body.invoice_no }),
    );
    expectInvalid(
      await api.post(P.purchase, purchase({ converted_from: voucher.body.id, purchased_date: '2026-11-09' }), token),
      fillMessage(DOCUMENT_APP_MESSAGES.paymentAdvanceBeforeVoucher, { number: voucher.body.invoice_no, date: formatDisplayDate('2026-11-10') }),
    );
    const reverse = await ok(api.post(P.payment, { ...parties(other), invoicedate: '2026-11-10', reversecharge: 1, items: [service('1', '5000', { advancedAmount: '5000' })] }, token));
    expectInvalid(await api.post(P.purchase, purchase({ converted_from: reverse.body.id }), token), fillMessage(DOCUMENT_APP_MESSAGES.reverseChargeAdvanceNeedsReverseCharge, { number: reverse.body.invoice_no }));
    // A small purchase takes only its own total, leaving the rest: 1 × 4,000.00 + 18% = 4,720.00.
    const small = await ok(api.post(P.purchase, purchase({ converted_from: voucher.body.id, items: [service('1', '4000')] }), token));
    expect((await ok(api.get(P.fetchPurchase(small.body.id), token))).body.invoice).toMatchObject({ paid: '4720.00', pending: '0.00', status: 'paid' });
    expect((await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice.advance_left).toBe('1180.00');
    // Cancelled, the purchase gives the advance back.
    await ok(api.get(P.cancelPurchase(small.body.id), token));
    expect((await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice.advance_left).toBe('5900.00');
  });
  it('takes an advance paid under reverse charge: its tax, paid with it, comes off what the purchase owes', async () => {
    type Gstr3b = { sup_details: { isup_rev: Body }; itc_elg: { itc_avl: Body[] } };
    const gstr3b = async (month: string): Promise<Gstr3b> => {
      const answer = (await ok(api.get(buildPath(routes.generateReturnJson.path, { form: 'GSTR3B', orgid: orgId, month, year: '2026' }), token))).body;
      return (await (await fetch(`${api.url}${answer.files[0].url}`)).json()) as Gstr3b;
    };
    const owedAndCredit = (json: Gstr3b) => [json.sup_details.isup_rev, json.itc_elg.itc_avl.find((each) => each.ty === 'ISRC')];
    const before = await trialBalance('2026-10-01');
    const novemberBefore = owedAndCredit(await gstr3b('11'));
    // 10 Oct: ₹10,000.00 paid to Mumbai Mart in advance for maintenance under reverse charge: the
    // organisation owes CGST 900.00 and SGST 900.00 on it that month; its credit waits for the supply.
    const voucher = await ok(api.post(P.payment, { ...parties(other), invoicedate: '2026-10-10', reversecharge: 1, items: [service('1', '10000', { advancedAmount: '10000' })] }, token));
    expect(owedAndCredit(await gstr3b('10'))).toEqual([
      { txval: 10000, iamt: 0, camt: 900, samt: 900, csamt: 0 },
      { ty: 'ISRC', iamt: 0, camt: 0, samt: 0, csamt: 0 },
    ]);
    // 18 Nov: the bill, 1 × 12,000.00 under reverse charge (CGST 1,080.00, SGST 1,080.00 owed by the organisation).
    const bought = await ok(api.post(P.purchase, purchase({ converted_from: voucher.body.id, reversecharge: 1, items: [service('1', '12000')] }), token));
    const view = (await ok(api.get(P.fetchPurchase(bought.body.id), token))).body.invoice;
    expect([view.final_total, view.paid, view.pending, view.status]).toEqual(['12000.00', '10000.00', '2000.00', 'partially_paid']);
    expect(view.advance_adjusted).toEqual({ id: voucher.body.id, number: voucher.body.invoice_no, date: '2026-10-10', amount: '10000.00' });
    expect(view.input_tax).toEqual({
      itc_table: '4(A)(3)',
      itc: { igst: '0.00', cgst: '1080.00', sgst: '1080.00', cess: '0.00' },
      reverse_charge_owed: { igst: '0.00', cgst: '180.00', sgst: '180.00', cess: '0.00' },
    });
    // November owes only the rest (2,000.00: 180.00 + 180.00) and claims the credit whole.
    const [owed, credit] = owedAndCredit(await gstr3b('11'));
    const [owedBefore, creditBefore] = novemberBefore as Body[];
    expect([Number(owed?.txval) - Number(owedBefore?.txval), Number(owed?.camt) - Number(owedBefore?.camt), Number(owed?.samt) - Number(owedBefore?.samt)]).toEqual([2000, 180, 180]);
    expect([Number(credit?.camt) - Number(creditBefore?.camt), Number(credit?.samt) - Number(creditBefore?.samt)]).toEqual([1080, 1080]);
    // The books: cash 10,000.00 out; the supplier owed 2,000.00; advances to suppliers back to where
    // they were; 1,080.00 each of CGST and SGST owed under reverse charge (900.00 in October, 180.00
    // more in November) and as much input tax.
    const after = await trialBalance('2026-10-01');
    const moved = (id: string) => net(after, id) - net(before, id);
    // While the purchase holds the advance, the voucher stays under reverse charge.
    const voucherView = (await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice;
    expectInvalid(
      await api.post(P.editVoucher, { ...parties(other), id: voucher.body.id, version: voucherView.version, invoicedate: '2026-10-10', reversecharge: 0, items: [{ ...service('1', '10000', { advancedAmount: '10000' }), id: voucherView.items[0].id }] }, token),
      fillMessage(DOCUMENT_APP_MESSAGES.paymentAdvanceTakenFixed, { taken: '10,000.00' }),
    );
    expect(['sys_cash', 'sys_supplieradvances', 'sys_creditors', 'sys_reversechargecgst', 'sys_reversechargesgst', 'sys_inputcgst', 'sys_inputsgst'].map(moved)).toEqual([
      -10_000_00, 0, -2_000_00, -1_080_00, -1_080_00, 1_080_00, 1_080_00,
    ]);
  });
});

it("takes all a customer pays in advance for a service priced without tax, and the invoice made from it comes to exactly that (walk 32 M2)", async () => {
  // Maintenance at ₹50,000.00 + 18%: ₹59,000.00 received on 19 Nov (refused before: the cap was ₹50,000.00, so the
  // rate had to be typed as ₹59,000.00, and the invoice made from the voucher came to ₹69,620.00).
  const line = (advance: string) => service('1', '50000', { advancedAmount: advance });
  expectInvalid(await api.post(P.receipt, { ...parties(other), invoicedate: '2026-11-19', items: [line('59000.01')] }, token), DOCUMENT_MESSAGES.advanceAboveRate, 'items.0.advancedAmount');
  const voucher = await ok(api.post(P.receipt, { ...parties(other), invoicedate: '2026-11-19', items: [line('59000')] }, token));
  const received = (await ok(api.get(P.fetchVoucher(voucher.body.id), token))).body.invoice;
  // Half = 5900000 × 1800 ÷ 2(11800) = 450000: CGST 4,500.00 + SGST 4,500.00 backed out, value 50,000.00.
  expect([received.final_total, received.items[0].taxableamount, received.items[0].cgst_total, received.items[0].sgst_total]).toEqual(['59000.00', '50000.00', '4500.00', '4500.00']);
  const invoice = await ok(api.post(P.invoice, { ...parties(other), invoicedate: '2026-11-20', converted_from: voucher.body.id, items: [service('1', '50000')] }, token));
  const view = (await ok(api.get(P.fetch(invoice.body.id), token))).body.invoice;
  expect([view.final_total, view.paid, view.pending, view.status]).toEqual(['59000.00', '59000.00', '0.00', 'paid']);
});
