// Removing a payment recorded wrongly (ours: the spec has no such call), over real HTTP against the
// local server. A hand-worked invoice of ₹10,500.00 paid ₹4,000.00 in cash and ₹1,000.00 into the
// bank: each removal is a new version of the document, so its status, the payments list, what the
// customer owes (the sales report's receivables) and the books (general ledger, trial balance)
// follow, and once nothing is paid the invoice can be cancelled. The refusals with their messages
// write nothing; an outsider gets 403 and no data; a purchase's payment goes through the purchase call.
import { APP_MESSAGES, DOCUMENT_APP_MESSAGES, buildPath, routes } from '@bahi/shared';
import { signUp, type TestServer, type SignedIn } from '../support/api-client.js';
import { gstinOf } from '../support/document-fixtures.js';
import { RICE_LINE, expectOk as ok, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';
import { expectNothingWritten } from '../support/expectations.js';

type Body = Record<string, unknown>;

let setup: DocumentTestSetup;
let api: TestServer;
let owner: SignedIn;
let orgId: string;
let bankId: string;
const clock = new Date('2026-11-30T06:30:00.000Z');
const NOVEMBER = '?start=2026-11-01&end=2026-11-30';

const P = {
  invoice: '/api/account/invoice/insert/savedata',
  fetchInvoice: (id: string) => `/api/account/invoice/getinvoicedata/${id}/${orgId}`,
  pay: '/api/account/addpayments/orgcharts',
  remove: '/api/account/deletepayment/orgcharts',
  status: (status: string, id: string) => `/api/account/invoice/changestatus/${status}/${id}`,
  purchase: '/api/account/purchase/data',
  fetchPurchase: (id: string) => `/api/account/purchase/getpurchasedata/${id}/${orgId}`,
  payPurchase: '/api/account/addpayments/purchases/orgcharts',
  removePurchase: '/api/account/deletepayment/purchases/orgcharts',
  payments: () => `/api/account/list/payments/${orgId}?startyear=2026`,
  sales: () => `/api/reports/getsalesreport/${orgId}?startdate=2026-11-01&enddate=2026-11-30`,
};

/** Rice at ₹1,000.00 a bag before tax, 5% GST inside Maharashtra: a bag is ₹1,050.00. */
const riceLine = (qty: string, unitPrice = '1000'): Body => ({ ...RICE_LINE, item_id: setup.rice, qty, unit_price: unitPrice, discountstring: '' });
const parties = (): Body => ({ org_id: orgId, client_id: setup.client.id, clientaddressid: setup.client.addressId, clientcontactid: setup.client.contactId, isaddrsame: 1, roundoff: 0 });

/** 10 bags (₹10,500.00) issued 5 Nov 2026, due 5 Dec 2026: not yet due on the test's today. */
async function tenBags(): Promise<string> {
  return (await ok(api.post(P.invoice, { ...parties(), invoicedate: '2026-11-05', due_date: '2026-12-05', items: [riceLine('10')] }, owner.token))).body.id as string;
}
/** 8 bags bought at ₹800.00: 6,400.00 + 5% = ₹6,720.00. */
async function eightBagsBought(bill: string): Promise<string> {
  const saved = await ok(
    api.post(P.purchase, { org_id: orgId, vendor_id: setup.client.id, client_address_id: setup.client.addressId, invoice_no: bill, purchased_date: '2026-11-08', roundoff: 0, items: [riceLine('8', '800')] }, owner.token),
  );
  return saved.body.id as string;
}

const invoice = async (id: string) => (await ok(api.get(P.fetchInvoice(id), owner.token))).body.invoice;
const figures = async (id: string) => {
  const doc = await invoice(id);
  return [doc.paid, doc.pending, doc.status];
};
type Group = 'b2b' | 'purchases';
const paymentsOf = async (id: string, group: Group = 'b2b') =>
  ((await ok(api.get(P.payments(), owner.token))).body[group] as Body[]).filter((row) => row.invoiceId === id);
const paymentIdOf = async (id: string, amount: string, group: Group = 'b2b') => (await paymentsOf(id, group)).find((row) => row.amount === amount)?.id as string;
const report = (name: 'generalLedger' | 'trialBalance', query: string) => api.get(`${buildPath(routes[name].path, { orgId })}${query}`, owner.token);
/** An account's November lines in the general ledger: [date, document number, debit, credit], and its closing. */
async function ledgerOf(account: string) {
  const ledger = (await ok(report('generalLedger', `${NOVEMBER}&account=${account}`))).body.ledger;
  return { lines: (ledger.lines as Body[]).map((line) => [line.date, (line.source as Body).number, line.debit, line.credit]), closing: ledger.closing };
}
const trialRows = async () =>
  ((await ok(report('trialBalance', NOVEMBER))).body.rows as Body[]).map((row) => [(row.account as Body).id, row.debit, row.credit]);
/** What the sales report's receivables age as not yet due: [invoices, amount]. */
async function notDue() {
  const age = ((await ok(api.get(P.sales(), owner.token))).body.charts.receivables as Body[]).find((row) => row.age === 'not_due');
  return [age?.documents, age?.amount];
}

beforeAll(async () => {
  setup = await startOwnOrganisationTest(clock, { name: 'Payment Fix Traders', email: 'payment.fix@example.in', gstin14: '27AAGCP6123R1Z' });
  ({ api, owner, orgId } = setup);
  const bank = { orgid: orgId, holder_name: 'Payment Fix Traders', account: '0012 3456 7890', ifsc: 'hdfc0001234', branch: 'Fort', bankname: 'HDFC Bank' };
  bankId = (await ok(api.post(routes.addOrgBank.path, bank, owner.token))).body.organisation.banks[0].id;
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('removing the payments of a hand-worked invoice', () => {
  let id: string;
  let number: string;

  beforeAll(async () => {
    id = await tenBags();
    number = (await invoice(id)).invoice_no;
    // 15 Nov: ₹4,000.00 in cash; 20 Nov: ₹1,000.00 into the bank, keyed against the wrong invoice.
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-15', amount: '4,000', method: 'CASH', account: '', notes: '' }, owner.token));
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-20', amount: '1000', method: 'BANK', account: bankId, notes: 'NEFT' }, owner.token));
  });

  it('shows both payments before: paid 5,000.00, pending 5,500.00, in the books as Dr Cash 4,000.00 and Dr Bank 1,000.00 against Sundry debtors', async () => {
    expect(await figures(id)).toEqual(['5000.00', '5500.00', 'partially_paid']);
    expect((await paymentsOf(id)).map((row) => [row.date, row.amount, row.pending_amount])).toEqual([
      ['2026-11-20', '1000.00', '5500.00'],
      ['2026-11-15', '4000.00', '6500.00'],
    ]);
    expect(await ledgerOf('sys_bank')).toEqual({ lines: [['2026-11-20', number, '1000.00', '0.00']], closing: '1000.00' });
    expect(await ledgerOf('sys_debtors')).toEqual({
      lines: [
        ['2026-11-05', number, '10500.00', '0.00'],
        ['2026-11-15', number, '0.00', '4000.00'],
        ['2026-11-20', number, '0.00', '1000.00'],
      ],
      closing: '5500.00',
    });
    expect(await notDue()).toEqual([1, '5500.00']);
  });

  it("removes the ₹1,000.00 one: 'Payment removed successfully', paid 4,000.00, pending 6,500.00, still partially paid", async () => {
    const before = (await invoice(id)).version;
    const removed = await ok(api.post(P.remove, { invoiceId: id, paymentId: await paymentIdOf(id, '1000.00') }, owner.token));
    expect(removed.body).toEqual({ status: true, message: DOCUMENT_APP_MESSAGES.paymentRemoved, version: before + 1 });
    expect(DOCUMENT_APP_MESSAGES.paymentRemoved).toBe('Payment removed successfully');
    expect(await figures(id)).toEqual(['4000.00', '6500.00', 'partially_paid']);
  });

  it('leaves the payments list, the general ledger, the trial balance and the receivables without it', async () => {
    expect((await paymentsOf(id)).map((row) => [row.date, row.amount, row.pending_amount])).toEqual([['2026-11-15', '4000.00', '6500.00']]);
    expect(await ledgerOf('sys_bank')).toEqual({ lines: [], closing: '0.00' });
    expect(await ledgerOf('sys_debtors')).toEqual({
      lines: [
        ['2026-11-05', number, '10500.00', '0.00'],
        ['2026-11-15', number, '0.00', '4000.00'],
      ],
      closing: '6500.00',
    });
    expect(await ledgerOf('sys_cash')).toEqual({ lines: [['2026-11-15', number, '4000.00', '0.00']], closing: '4000.00' });
    // Sales 10,000.00 and output tax 500.00 stay; debtors 6,500.00 and cash 4,000.00; no bank.
    expect(await trialRows()).toEqual([
      ['sys_cash', '4000.00', '0.00'],
      ['sys_debtors', '6500.00', '0.00'],
      ['sys_outputcgst', '0.00', '250.00'],
      ['sys_outputsgst', '0.00', '250.00'],
      ['sys_sales', '0.00', '10000.00'],
    ]);
    expect(await notDue()).toEqual([1, '6500.00']);
  });

  it('removes the other: nothing paid, the status is sent again, and then the invoice can be cancelled', async () => {
    const refused = await api.get(P.status('cancelled', id), owner.token);
    expect([refused.status, refused.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.cancelWithPayments]);
    await ok(api.post(P.remove, { invoiceId: id, paymentId: await paymentIdOf(id, '4000.00') }, owner.token));
    expect(await figures(id)).toEqual(['0.00', '10500.00', 'sent']);
    expect(await paymentsOf(id)).toEqual([]);
    expect(await ledgerOf('sys_cash')).toEqual({ lines: [], closing: '0.00' });
    expect(await ledgerOf('sys_debtors')).toEqual({ lines: [['2026-11-05', number, '10500.00', '0.00']], closing: '10500.00' });
    await ok(api.get(P.status('cancelled', id), owner.token));
    expect((await invoice(id)).status).toBe('cancelled');
    expect(await ledgerOf('sys_debtors')).toEqual({ lines: [], closing: '0.00' });
    expect(await notDue()).toEqual([0, '0.00']);
  });
});

describe('refusals, writing nothing', () => {
  let id: string;
  let paymentId: string;
  let otherId: string;
  let otherPaymentId: string;
  let purchaseId: string;
  let purchasePaymentId: string;

  beforeAll(async () => {
    id = await tenBags();
    otherId = await tenBags();
    purchaseId = await eightBagsBought('SK/90');
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-15', amount: '1000', method: 'CASH' }, owner.token));
    await ok(api.post(P.pay, { invoiceId: otherId, date: '2026-11-15', amount: '2000', method: 'CASH' }, owner.token));
    await ok(api.post(P.payPurchase, { purchase_id: purchaseId, date: '2026-11-16', amount: '3000', method: 'CASH' }, owner.token));
    paymentId = await paymentIdOf(id, '1000.00');
    otherPaymentId = await paymentIdOf(otherId, '2000.00');
    purchasePaymentId = await paymentIdOf(purchaseId, '3000.00', 'purchases');
  });

  it.each([
    ['an id no payment has', () => ({ invoiceId: id, paymentId: '00000000-0000-4000-8000-000000000000' })],
    ["another invoice's payment", () => ({ invoiceId: id, paymentId: otherPaymentId })],
  ])("%s: 404 'This payment is not on the document.'", async (_case, body) => {
    expect(DOCUMENT_APP_MESSAGES.paymentNotFound).toBe('This payment is not on the document.');
    await expectNothingWritten(api, async () => {
      const answer = await api.post(P.remove, body(), owner.token);
      expect([answer.status, answer.body]).toEqual([404, { status: false, code: 'document.paymentNotFound', error: DOCUMENT_APP_MESSAGES.paymentNotFound }]);
    });
  });

  it.each([
    ['no payment id', () => ({ invoiceId: id })],
    ['a payment id that is no id', () => ({ invoiceId: id, paymentId: 'one thousand' })],
  ])('%s: 400', async (_case, body) => {
    await expectNothingWritten(api, async () => {
      const answer = await api.post(P.remove, body(), owner.token);
      expect([answer.status, answer.body.status, answer.body.code]).toEqual([400, false, 'request.invalid']);
    });
  });

  it("no document named, or an id no document could have: the caller's mistake, 400, as the add call answers (walk 28 F6: 403 'no access')", async () => {
    await expectNothingWritten(api, async () => {
      for (const invoiceId of [undefined, null, [id], `${orgId}_bb2026`]) {
        const removal = await api.post(P.remove, { invoiceId, paymentId }, owner.token);
        const payment = await api.post(P.pay, { invoiceId, date: '2026-11-15', amount: '1000', method: 'CASH' }, owner.token);
        expect([removal.status, removal.body.errors?.[0]?.field]).toEqual([400, 'invoiceId']);
        expect([payment.status, payment.body.errors?.[0]?.field]).toEqual([400, 'invoiceId']);
      }
      const purchase = await api.post(P.removePurchase, { invoiceId: purchaseId, paymentId: purchasePaymentId }, owner.token);
      expect([purchase.status, purchase.body.errors?.[0]?.field]).toEqual([400, 'purchase_id']);
    });
  });

  it('a document of the other family through the wrong call: not found, as the add call answers', async () => {
    await expectNothingWritten(api, async () => {
      const purchaseThroughSales = await api.post(P.remove, { invoiceId: purchaseId, paymentId: purchasePaymentId }, owner.token);
      expect([purchaseThroughSales.status, purchaseThroughSales.body.error]).toEqual([404, APP_MESSAGES.notFound]);
      const saleThroughPurchases = await api.post(P.removePurchase, { purchase_id: id, paymentId }, owner.token);
      expect([saleThroughPurchases.status, saleThroughPurchases.body.error]).toEqual([404, APP_MESSAGES.notFound]);
    });
  });

  it('an outsider gets 403 and no data, on both calls', async () => {
    const outsider = await signUp(api, { username: 'Other Owner', email: 'other.owner@example.in', password: 'Other@1234', usertype: 'orguser', type: 1, orgname: 'Other Traders', gstin: gstinOf('27AAGCO5521K1Z') });
    await expectNothingWritten(api, async () => {
      for (const [path, body] of [
        [P.remove, { invoiceId: id, paymentId }],
        [P.removePurchase, { purchase_id: purchaseId, paymentId: purchasePaymentId }],
      ] as const) {
        const answer = await api.post(path, body, outsider.token);
        expect(answer.status).toBe(403);
        expect(JSON.stringify(answer.body)).not.toContain(paymentId);
        expect(answer.body.invoice).toBeUndefined();
      }
    });
    expect(await figures(id)).toEqual(['1000.00', '9500.00', 'partially_paid']);
  });

  it("removes a purchase's payment through the purchase call: its pending, the payments list and Sundry creditors follow", async () => {
    const number = (await ok(api.get(P.fetchPurchase(purchaseId), owner.token))).body.invoice.invoice_no;
    const purchase = async () => (await ok(api.get(P.fetchPurchase(purchaseId), owner.token))).body.invoice;
    expect([(await purchase()).paid, (await purchase()).pending]).toEqual(['3000.00', '3720.00']);
    const removed = await ok(api.post(P.removePurchase, { purchase_id: purchaseId, paymentId: purchasePaymentId }, owner.token));
    expect(removed.body.message).toBe(DOCUMENT_APP_MESSAGES.paymentRemoved);
    expect([(await purchase()).paid, (await purchase()).pending]).toEqual(['0.00', '6720.00']);
    expect(await paymentsOf(purchaseId, 'purchases')).toEqual([]);
    const creditors = await ledgerOf('sys_creditors');
    expect(creditors.lines.filter((line) => line[1] === number)).toEqual([['2026-11-08', number, '0.00', '6720.00']]);
    // Removed once: the second call finds it no longer there.
    const again = await api.post(P.removePurchase, { purchase_id: purchaseId, paymentId: purchasePaymentId }, owner.token);
    expect([again.status, again.body.error]).toEqual([404, DOCUMENT_APP_MESSAGES.paymentNotFound]);
  });

  it('removes two payments of one invoice asked at once: both go', async () => {
    const id2 = await tenBags();
    await ok(api.post(P.pay, { invoiceId: id2, date: '2026-11-15', amount: '100', method: 'CASH' }, owner.token));
    await ok(api.post(P.pay, { invoiceId: id2, date: '2026-11-16', amount: '200', method: 'CASH' }, owner.token));
    const ids = (await paymentsOf(id2)).map((row) => row.id as string);
    const answers = await Promise.all(ids.map((each) => api.post(P.remove, { invoiceId: id2, paymentId: each }, owner.token)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await figures(id2)).toEqual(['0.00', '10500.00', 'sent']);
  });
});
