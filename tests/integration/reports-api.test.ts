// The document-derived reports (spec part 2 §2 "Reports hub", §7 "Reports") over real HTTP against
// the local server, on a hand-worked set of documents in a fresh organisation of Maharashtra:
//
//   2026-08-10 B2B to Mysore Stores (Karnataka): maintenance ₹5,900 incl. 18%: 5,000.00 + IGST 900.00, unpaid, due that day
//   2026-11-05 B2B to Shree Kirana (Pune): 10 bags at ₹1,000 + 5%: 10,000.00 + CGST 250 + SGST 250 = 10,500.00, 4,000.00 paid, due 2026-12-05
//   2026-11-12 B2C walk-in (no client record, Maharashtra): 2 bags: 2,000.00 + 50 + 50 = 2,100.00, due the same day
//   2026-11-14 reverse charge from Deccan Grain (Pune): 4 bags: 4,000.00, the buyer owes CGST 100 + SGST 100
//   2026-11-16 purchase from Deccan Grain (a draft, as purchases are saved): 10 bags at ₹800: 8,000.00 + 200 + 200 = 8,400.00
//   2026-11-17 expense to Speedy Couriers: 1,000.00 + 18% (CGST 90 + SGST 90) = 1,180.00
//   2026-11-18 B2B to Shree Kirana, 1 bag, then cancelled: counts nowhere
//   2026-11-19 B2B to Shree Kirana, 1 bag, set back to draft: 1,000.00 + 25 + 25 = 1,050.00, due that day; a draft
//     counts as the returns and the books count it (walk 25 H1)
//   2026-11-20 credit note on the 5 Nov invoice: 2 bags back: −2,000.00 − 50 − 50 = −2,100.00
//
// Today is 20 November 2026.
import { APP_MESSAGES, DOCUMENT_APP_MESSAGES, REPORT_MESSAGES } from '@bahi/shared';
import { signUp, startTestServer, type TestServer } from '../support/api-client.js';
import { gstinOf, unregisteredSupplierBody } from '../support/document-fixtures.js';
import { expectOk as ok, insertLineItems } from '../support/document-lines.js';
import { insertReportParties, type ReportParty } from '../support/report-parties.js';

type Body = Record<string, unknown>;

let api: TestServer;
let token: string;
let orgId: string;
let rice: string;
let maintenance: string;
const ids: Record<'mysore' | 'kirana' | 'b2c' | 'reverse' | 'purchase' | 'expense' | 'cancelled' | 'draft' | 'credit', string> = {
  mysore: '', kirana: '', b2c: '', reverse: '', purchase: '', expense: '', cancelled: '', draft: '', credit: '',
};
let clients: Record<'kirana' | 'mysore' | 'deccan', ReportParty>;
/** A transporter without a GSTIN: the reverse-charge self-invoice's supplier. */
let sinhagad: ReportParty;
const clock = new Date('2026-11-20T06:30:00.000Z');

const R = {
  summary: (query = '') => `/api/reports/summary/${orgId}${query}`,
  sales: (query = '') => `/api/reports/getsalesreport/${orgId}${query}`,
  vendors: (query = '') => `/api/reports/vendorexpenses/${orgId}${query}`,
  customers: (query = '') => `/api/reports/incomecustomers/${orgId}${query}`,
  customersIn: (query = '') => `/api/reports/incomecustomerswithlocation/${orgId}${query}`,
  customer: (clientId: string, query = '') => `/api/reports/incomecustomers/individual/${clientId}/${orgId}${query}`,
  items: (query = '') => `/api/reports/incomeitems/${orgId}${query}`,
  item: (query: string) => `/api/reports/incomeindividualitems/${orgId}${query}`,
};

const get = async (path: string) => (await ok(api.get(path, token))).body;

const riceLine = (qty: string, unitPrice = '1000'): Body => ({
  item_id: rice, item_name: 'Basmati Rice', hsncode: '10063020', metrics: 'BAG', qty, unit_price: unitPrice, original_price: 'notax', discountstring: '', gstrate: '5', goods_service: 'goods',
});

const maintenanceLine = (): Body => ({
  item_id: maintenance, item_name: 'Annual maintenance', hsncode: '998719', metrics: 'OTH', qty: '1', unit_price: '5900', original_price: 'intax', gstrate: '18', goods_service: 'services',
});

const toClient = (client: { id: string; addressId: string }, changes: Body): Body => ({
  org_id: orgId, client_id: client.id, clientaddressid: client.addressId, clientcontactid: '', isaddrsame: 1, roundoff: 0, invoice_terms_id: 0, ...changes,
});

/** The figure columns of a row, as rupee strings. */
const figures = (taxable: string, cgst: string, sgst: string, igst: string, tax: string, total: string) => ({ taxable, cgst, sgst, igst, cess: '0.00', tax, total });

beforeAll(async () => {
  api = await startTestServer();
  api.server.ports.now = () => clock;
  const owner = await signUp(api, { username: 'Report Owner', email: 'reports.owner@example.in', password: 'Report@1234', usertype: 'orguser', type: 1, orgname: 'Ledger Traders', gstin: gstinOf('27AAGCL4021M1Z') });
  token = owner.token;
  orgId = owner.orgId as string;
  ({ rice, maintenance } = await insertLineItems(api, token, orgId));
  clients = await insertReportParties(api, token, orgId);
  const transporter = await ok(api.post('/api/client/insert', unregisteredSupplierBody(orgId, { name: 'Sinhagad Transport', state: '27', city: 'Pune', pincode: '411041' }), token));
  sinhagad = { id: transporter.body.client_id, addressId: (await ok(api.get(`/api/client/getclient/${transporter.body.client_id}`, token))).body.clientaddress[0].id };

  const invoice = '/api/account/invoice/insert/savedata';
  ids.mysore = (await ok(api.post(invoice, toClient(clients.mysore, { invoicedate: '2026-08-10', items: [maintenanceLine()] }), token))).body.id;
  ids.kirana = (await ok(api.post(invoice, toClient(clients.kirana, { invoicedate: '2026-11-05', invoice_terms_id: 30, items: [riceLine('10')] }), token))).body.id;
  await ok(api.post('/api/account/addpayments/orgcharts', { invoiceId: ids.kirana, date: '2026-11-15', amount: '4000', method: 'CASH', notes: '' }, token));
  ids.b2c = (
    await ok(api.post('/api/account/invoice/insert/saveb2cinvoice', { org_id: orgId, invoicedate: '2026-11-12', invoice_terms_id: 0, b2cname: 'Walk-in customer', address: 'Shivaji Nagar', mobile: '9822012345', statecode: '27', roundoff: 0, items: [riceLine('2')] }, token))
  ).body.id;
  ids.reverse = (await ok(api.post('/api/account/reverseinvoice/insert/savedata', toClient(sinhagad, { invoicedate: '2026-11-14', items: [riceLine('4')] }), token))).body.id;
  ids.purchase = (
    await ok(
      api.post('/api/account/purchase/data', { org_id: orgId, vendor_id: clients.deccan.id, client_address_id: clients.deccan.addressId, invoice_no: 'DG/118', purchased_date: '2026-11-16', roundoff: 0, items: [riceLine('10', '800')] }, token),
    )
  ).body.id;
  ids.expense = (await ok(api.post('/api/account/expenses/save', { orgId, customer_name: 'Speedy Couriers', supplier_gstin: gstinOf('27AAACS4321K1Z'), date_created: '2026-11-17', payment_method: 'CASH', amount: '1000', tax_rate: '18', statecode: '27' }, token))).body.id;
  ids.cancelled = (await ok(api.post(invoice, toClient(clients.kirana, { invoicedate: '2026-11-18', items: [riceLine('1')] }), token))).body.id;
  await ok(api.get(`/api/account/invoice/changestatus/cancelled/${ids.cancelled}`, token));
  ids.draft = (await ok(api.post(invoice, toClient(clients.kirana, { invoicedate: '2026-11-19', items: [riceLine('1')] }), token))).body.id;
  await ok(api.get(`/api/account/invoice/changestatus/draft/${ids.draft}`, token));
  ids.credit = (
    await ok(
      api.post('/api/account/creditnote/savedata', toClient(clients.kirana, { invoicedate: '2026-11-20', referencetype: 'b2b', referenceid: ids.kirana, referencedate: '2026-11-05', reason: 'Two bags returned damp', items: [riceLine('2')] }), token),
    )
  ).body.id;
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe('sales tax summary', () => {
  it('sums taxable value and each tax head by rate from 1 April 2017 to today, notes netted, the reverse-charge tax apart', async () => {
    const summary = await get(R.summary());
    expect([summary.startdate, summary.enddate]).toEqual(['2017-04-01', '2026-11-20']);
    expect(summary.rows).toEqual([
      { section: 'outward', rate_bps: 500, rate: '5', documents: 4, ...figures('11000.00', '275.00', '275.00', '0.00', '550.00', '11550.00') },
      { section: 'outward', rate_bps: 1800, rate: '18', documents: 1, ...figures('5000.00', '0.00', '0.00', '900.00', '900.00', '5900.00') },
      { section: 'reverse_charge', rate_bps: 500, rate: '5', documents: 1, ...figures('4000.00', '100.00', '100.00', '0.00', '200.00', '4200.00') },
    ]);
    expect(summary.totals).toEqual(figures('16000.00', '275.00', '275.00', '900.00', '1450.00', '17450.00'));
    expect(summary.reverseChargeTotals).toEqual(figures('4000.00', '100.00', '100.00', '0.00', '200.00', '4200.00'));
    expect(summary.documents).toBeUndefined();
  });

  it('drills into a rate: the documents behind it with their share at that rate', async () => {
    const summary = await get(R.summary('?rate=500&section=outward'));
    expect(summary.documents.map((doc: Body) => [doc.id, doc.kind, doc.date, doc.taxable, doc.tax, doc.total])).toEqual([
      [ids.kirana, 'b2b', '2026-11-05', '10000.00', '500.00', '10500.00'],
      [ids.b2c, 'b2c', '2026-11-12', '2000.00', '100.00', '2100.00'],
      [ids.draft, 'b2b', '2026-11-19', '1000.00', '50.00', '1050.00'],
      [ids.credit, 'credit_note', '2026-11-20', '-2000.00', '-100.00', '-2100.00'],
    ]);
  });

  it('keeps to the dates asked for', async () => {
    const august = await get(R.summary('?startdate=2026-08-01&enddate=2026-08-31'));
    expect(august.rows).toEqual([{ section: 'outward', rate_bps: 1800, rate: '18', documents: 1, ...figures('5000.00', '0.00', '0.00', '900.00', '900.00', '5900.00') }]);
  });
});

describe('sales report', () => {
  it('opens on the current month: every sale and note with what is paid and pending, the draft invoice too, the cancelled one left out', async () => {
    const report = await get(R.sales());
    expect([report.startdate, report.enddate]).toEqual(['2026-11-01', '2026-11-30']);
    expect(report.rows.map((row: Body) => [row.id, row.number, row.party, row.total, row.paid, row.pending])).toEqual([
      // 10,500.00 less 4,000.00 paid and the 2,100.00 credit note, as the invoice list shows.
      [ids.kirana, expect.any(String), 'Shree Kirana', '10500.00', '4000.00', '4400.00'],
      [ids.b2c, expect.any(String), 'Walk-in customer', '2100.00', '0.00', '2100.00'],
      [ids.draft, expect.any(String), 'Shree Kirana', '1050.00', '0.00', '1050.00'],
      [ids.credit, 'CN-2026-1', 'Shree Kirana', '-2100.00', '0.00', '0.00'],
    ]);
    expect(report.totals).toEqual({ ...figures('11000.00', '275.00', '275.00', '0.00', '550.00', '11550.00'), paid: '4000.00', pending: '7550.00' });
    // Purchases: the reverse-charge invoice 4,000.00, the purchase 8,000.00 and the expense 1,000.00.
    expect(report.charts.months).toEqual([{ month: '2026-11', sales: '11000.00', purchases: '13000.00' }]);
  });

  it('ages what customers owe as of the end date, and answers only the charts when asked', async () => {
    const report = await get(R.sales('?startdate=2026-04-01&enddate=2026-11-30&charts=only'));
    const before = report.charts.receivables;
    expect(report.rows).toEqual([]);
    expect(report.charts.months.map((month: Body) => month.month)).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(report.charts.months[4]).toEqual({ month: '2026-08', sales: '5000.00', purchases: '0.00' });
    expect(report.charts.receivables).toEqual([
      { age: 'not_due', label: 'Not yet due', documents: 1, amount: '4400.00' },
      // The B2C invoice (due 12 Nov) and the draft (due 19 Nov).
      { age: 'd1_30', label: '1–30 days', documents: 2, amount: '3150.00' },
      { age: 'd31_60', label: '31–60 days', documents: 0, amount: '0.00' },
      { age: 'd61_90', label: '61–90 days', documents: 0, amount: '0.00' },
      { age: 'over_90', label: 'Over 90 days', documents: 1, amount: '5900.00' },
    ]);
    expect(before).toEqual(report.charts.receivables);
  });

  it("ages every invoice still owed, last year's too (the home page's receivables), and drops one once it is cancelled", async () => {
    const invoice = '/api/account/invoice/insert/savedata';
    const lastYear = (await ok(api.post(invoice, toClient(clients.kirana, { invoicedate: '2025-12-01', invoice_terms_id: 30, items: [riceLine('3')] }), token))).body;
    const overNinety = async () => (await get(R.sales('?startdate=2026-04-01&enddate=2026-11-30&charts=only'))).charts.receivables.find((age: Body) => age.age === 'over_90');
    // Due 31 Dec 2025: 3 bags at ₹1,000 + 5% = ₹3,150.00, beside the ₹5,900.00 of August.
    expect(await overNinety()).toEqual({ age: 'over_90', label: 'Over 90 days', documents: 2, amount: '9050.00' });
    // Cancelled (so that it leaves the other reports of this file as they were): nothing owed.
    await ok(api.get(`/api/account/invoice/changestatus/cancelled/${lastYear.id}`, token));
    expect(await overNinety()).toEqual({ age: 'over_90', label: 'Over 90 days', documents: 1, amount: '5900.00' });
  });
});

describe('vendor expenses', () => {
  it('sums purchases, the reverse-charge invoice and expenses by vendor, and drills into one', async () => {
    const report = await get(R.vendors());
    expect(report.rows).toEqual([
      { key: clients.deccan.id, vendor: 'Deccan Grain Traders', gstin: gstinOf('27AAACD1234E1Z'), purchases: 1, expenses: 0, ...figures('8000.00', '200.00', '200.00', '0.00', '400.00', '8400.00') },
      // The self-invoice's tax is the organisation's to pay, not the supplier's to charge: its total is the 4,000 owed to it.
      { key: sinhagad.id, vendor: 'Sinhagad Transport', gstin: '', purchases: 1, expenses: 0, ...figures('4000.00', '0.00', '0.00', '0.00', '0.00', '4000.00') },
      { key: 'payee:speedy couriers', vendor: 'Speedy Couriers', gstin: gstinOf('27AAACS4321K1Z'), purchases: 0, expenses: 1, ...figures('1000.00', '90.00', '90.00', '0.00', '180.00', '1180.00') },
    ]);
    expect(report.totals).toEqual(figures('13000.00', '290.00', '290.00', '0.00', '580.00', '13580.00'));
    const deccan = await get(R.vendors(`?vendor=${clients.deccan.id}`));
    expect(deccan.documents.map((doc: Body) => [doc.id, doc.kind, doc.total])).toEqual([[ids.purchase, 'purchase', '8400.00']]);
    const transporter = await get(R.vendors(`?vendor=${sinhagad.id}`));
    expect(transporter.documents.map((doc: Body) => [doc.id, doc.kind, doc.total])).toEqual([[ids.reverse, 'reverse_charge', '4000.00']]);
    const couriers = await get(R.vendors('?vendor=payee%3Aspeedy%20couriers'));
    expect(couriers.documents.map((doc: Body) => [doc.id, doc.kind, doc.kind_label, doc.total])).toEqual([[ids.expense, 'expense', 'Expense', '1180.00']]);
  });

  it("lowers the vendor's figures by its credit note without counting the note as a purchase", async () => {
    // DG/118 (16 Nov: 10 bags at ₹800.00, 5%) and, on 20 Nov alone, Deccan's credit note for 2 bags: −₹1,600.00 − CGST ₹40.00 − SGST ₹40.00.
    const credit = (
      await ok(
        api.post(
          `/api/account/invoice/vendorcreditnote/${orgId}`,
          { org_id: orgId, vendor_id: clients.deccan.id, client_address_id: clients.deccan.addressId, roundoff: 0, invoicedate: '2026-11-20', referencetype: 'purchase', referenceid: ids.purchase, referencedate: '2026-11-16', reason: 'Two bags sent back: wet', items: [riceLine('2', '800')] },
          token,
        ),
      )
    ).body.id;
    const day = await get(R.vendors('?startdate=2026-11-20&enddate=2026-11-20'));
    expect(day.rows).toEqual([{ key: clients.deccan.id, vendor: 'Deccan Grain Traders', gstin: gstinOf('27AAACD1234E1Z'), purchases: 0, expenses: 0, ...figures('-1600.00', '-40.00', '-40.00', '0.00', '-80.00', '-1680.00') }]);
    const deccan = await get(R.vendors(`?startdate=2026-11-20&enddate=2026-11-20&vendor=${clients.deccan.id}`));
    expect(deccan.rows.map((row: Body) => row.purchases)).toEqual([0]);
    expect(deccan.documents.map((doc: Body) => [doc.id, doc.kind, doc.total])).toEqual([[credit, 'vendor_credit', '-1680.00']]);
  });

  it("takes a composite purchase's tax as part of its cost, as the books and GSTR-3B table 5 do", async () => {
    // 13 Nov alone: 5 bags at ₹800.00 with 5% on the bill (CGST ₹100.00, SGST ₹100.00), which the buyer cannot claim.
    const bill = (
      await ok(api.post('/api/account/compositepurchase/savedata', { org_id: orgId, client_id: clients.deccan.id, clientaddressid: clients.deccan.addressId, invoicedate: '2026-11-13', roundoff: 0, items: [riceLine('5', '800')] }, token))
    ).body.id;
    const day = await get(R.vendors('?startdate=2026-11-13&enddate=2026-11-13'));
    expect(day.rows).toEqual([{ key: clients.deccan.id, vendor: 'Deccan Grain Traders', gstin: gstinOf('27AAACD1234E1Z'), purchases: 1, expenses: 0, ...figures('4200.00', '0.00', '0.00', '0.00', '0.00', '4200.00') }]);
    // Cancelled, so that the other reports of this file stay as they were.
    await ok(api.get(`/api/account/compositepurchase/changestatus/cancelled/${bill}`, token));
    expect((await get(R.vendors('?startdate=2026-11-13&enddate=2026-11-13'))).rows).toEqual([]);
  });
});

describe('income by customer', () => {
  it('nets the credit note against its customer and lists walk-in consumers together', async () => {
    const report = await get(R.customers());
    expect(report.rows.map((row: Body) => [row.client_id, row.customer, row.statecode, row.documents, row.taxable, row.tax, row.total])).toEqual([
      ['consumers', 'Consumers (B2C, no client record)', '', 1, '2000.00', '100.00', '2100.00'],
      [clients.mysore.id, 'Mysore Stores', '29', 1, '5000.00', '900.00', '5900.00'],
      [clients.kirana.id, 'Shree Kirana', '27', 3, '9000.00', '450.00', '9450.00'],
    ]);
    expect(report.totals).toEqual(figures('16000.00', '275.00', '275.00', '900.00', '1450.00', '17450.00'));
  });

  it('filters by the state supplied to', async () => {
    const karnataka = await get(R.customersIn('?location=29'));
    expect([karnataka.location, karnataka.rows.map((row: Body) => row.customer), karnataka.totals.total]).toEqual(['29', ['Mysore Stores'], '5900.00']);
    const maharashtra = await get(R.customersIn('?location=27'));
    expect([maharashtra.rows.map((row: Body) => row.customer), maharashtra.totals.total]).toEqual([['Consumers (B2C, no client record)', 'Shree Kirana'], '11550.00']);
    const everywhere = await get(R.customersIn());
    expect(everywhere.totals.total).toBe('17450.00');
    const unknown = await api.get(R.customersIn('?location=99'), token);
    expect({ status: unknown.status, error: unknown.body.error }).toEqual({ status: 400, error: REPORT_MESSAGES.invalidLocation });
  });

  it("opens one customer's documents (the individual modal), and the consumers' together", async () => {
    const kirana = await get(R.customer(clients.kirana.id));
    expect([kirana.customer.customer, kirana.customer.total]).toEqual(['Shree Kirana', '9450.00']);
    expect(kirana.rows.map((row: Body) => [row.id, row.total])).toEqual([
      [ids.kirana, '10500.00'],
      [ids.draft, '1050.00'],
      [ids.credit, '-2100.00'],
    ]);
    const consumers = await get(R.customer('consumers'));
    expect(consumers.rows.map((row: Body) => [row.id, row.party, row.total])).toEqual([[ids.b2c, 'Walk-in customer', '2100.00']]);
    const november = await get(R.customer(clients.mysore.id, '?startdate=2026-11-01&enddate=2026-11-30'));
    expect([november.customer.customer, november.rows, november.customer.total]).toEqual(['Mysore Stores', [], '0.00']);
    const nobody = await api.get(R.customer(`${orgId}_n0b0dy0000000000`), token);
    expect({ status: nobody.status, error: nobody.body.error }).toEqual({ status: 404, error: APP_MESSAGES.notFound });
  });
});

describe('income by item', () => {
  it('sums the lines of each item, quantities net of the credit note', async () => {
    const report = await get(R.items());
    expect(report.rows).toEqual([
      { itemid: maintenance, item: 'Annual maintenance', hsn: '998719', quantity: '1', documents: 1, ...figures('5000.00', '0.00', '0.00', '900.00', '900.00', '5900.00') },
      { itemid: rice, item: 'Basmati Rice', hsn: '10063020', quantity: '11', documents: 4, ...figures('11000.00', '275.00', '275.00', '0.00', '550.00', '11550.00') },
    ]);
    expect(report.totals).toEqual(figures('16000.00', '275.00', '275.00', '900.00', '1450.00', '17450.00'));
  });

  it("opens one item's lines (the individual modal)", async () => {
    const report = await get(R.item(`?itemid=${rice}`));
    expect(report.item.quantity).toBe('11');
    expect(report.rows.map((row: Body) => [row.id, row.quantity, row.rate, row.taxable, row.total])).toEqual([
      [ids.kirana, '10', '5', '10000.00', '10500.00'],
      [ids.b2c, '2', '5', '2000.00', '2100.00'],
      [ids.draft, '1', '5', '1000.00', '1050.00'],
      [ids.credit, '-2', '5', '-2000.00', '-2100.00'],
    ]);
    const missing = await api.get(R.item(''), token);
    expect({ status: missing.status, error: missing.body.error }).toEqual({ status: 400, error: REPORT_MESSAGES.itemRequired });
  });
});

describe('dates', () => {
  it.each([
    ['a start after the end', '?startdate=2026-12-01&enddate=2026-11-01', REPORT_MESSAGES.startAfterEnd],
    ['a day that does not exist', '?startdate=31-02-2026', REPORT_MESSAGES.invalidDate],
    ['a start before 1 April 2017', '?startdate=2017-03-31', REPORT_MESSAGES.tooEarly],
    // A day in December 9999 was sliced into months past 9999: a 500 (walk 28 F1).
    ['an end after 2099', '?enddate=9999-12-31', DOCUMENT_APP_MESSAGES.dateTooLate],
  ])('refuses %s with a 400', async (_what, query, message) => {
    const response = await api.get(R.customers(query), token);
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
  });

  it('answers the last day a document may be dated on, and refuses the next, on every report', async () => {
    for (const path of [R.summary, R.sales, R.vendors, R.customers, R.items]) {
      expect((await api.get(path('?enddate=2099-12-31'), token)).status).toBe(200);
      const beyond = await api.get(path('?enddate=2100-01-01'), token);
      expect({ status: beyond.status, error: beyond.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.dateTooLate });
    }
  });

  it('takes typed dates (DD-MM-YYYY) and the wire timestamp', async () => {
    const typed = await get(R.items('?startdate=01-08-2026&enddate=2026-08-31 18:29:59'));
    expect([typed.startdate, typed.enddate, typed.rows.map((row: Body) => row.item)]).toEqual(['2026-08-01', '2026-08-31', ['Annual maintenance']]);
  });
});

describe('another organisation', () => {
  it('gets 403 and no figures on every report', async () => {
    const stranger = await signUp(api, { username: 'Other Owner', email: 'other.reports@example.in', password: 'Other@1234', usertype: 'orguser', type: 1, orgname: 'Other Traders', gstin: gstinOf('29AAGCB7383J1Z') });
    const paths = [R.summary(), R.sales(), R.vendors(), R.customers(), R.customersIn('?location=27'), R.customer(clients.kirana.id), R.items(), R.item(`?itemid=${rice}`)];
    for (const path of paths) {
      const response = await api.get(path, stranger.token);
      expect({ path, status: response.status, rows: response.body?.rows }).toEqual({ path, status: 403, rows: undefined });
    }
  });
});

describe('a taxed charge (walk 13: the summary took its tax and not its value)', () => {
  it("counts the freight's value in its rate's taxable value, as GSTR-3B does", async () => {
    // Maintenance ₹5,900.00 with tax inside (₹5,000.00 + IGST ₹900.00) to Karnataka, and ₹350.00
    // freight taxed at the highest rate, 18%: ₹350.00 + IGST ₹63.00. The 18% row: ₹5,350.00, IGST ₹963.00.
    const taxed = toClient(clients.mysore, { invoicedate: '2026-09-10', freightCharge: '350', additional_charges: 'yes', items: [maintenanceLine()] });
    const saved = (await ok(api.post('/api/account/invoice/insert/savedata', taxed, token))).body;
    expect(saved.final_total).toBe('6313.00');
    const september = await get(R.summary('?startdate=2026-09-01&enddate=2026-09-30'));
    expect(september.rows).toEqual([{ section: 'outward', rate_bps: 1800, rate: '18', documents: 1, ...figures('5350.00', '0.00', '0.00', '963.00', '963.00', '6313.00') }]);
    expect(september.totals).toEqual(figures('5350.00', '0.00', '0.00', '963.00', '963.00', '6313.00'));
  });
});
