// The reports' fold ahead over real HTTP (issue 12 item 5): what a save, an edit, a payment, a
// status change and a cancel do to the folded figures; the folded rows against the documents behind
// them folded on read (the drill-downs); the sales report's rows from a later day; documents saved
// before the fold existed counted on the organisation's first report, and the owed fold built for an
// organisation whose reports fold was built before it. An organisation of
// Maharashtra, December 2026:
//   2026-12-01 B2B to Shree Kirana (Pune): 10 bags at ₹1,000 + 5%: 10,000.00 + 250 + 250 = 10,500.00
//   2026-12-03 B2B to Mysore Stores (Karnataka): maintenance ₹5,900 incl. 18%: 5,000.00 + IGST 900.00
//   2026-12-04 purchase from Deccan Grain (Pune): 10 bags at ₹800: 8,000.00 + 200 + 200 = 8,400.00
import { getDocument, insertDocument, documentId, type StoredDocument } from '../../functions/src/store/documents.js';
import { countReportVersion, markReportFoldBuilt, REPORTS_FOLD } from '../../functions/src/store/report-days.js';
import { documentContribution } from '../../functions/src/areas/reports/report-contribution.js';
import { kindFacts } from '@bahi/shared';
import { signUp, startTestServer, type TestServer } from '../support/api-client.js';
import { gstinOf } from '../support/document-fixtures.js';
import { expectOk as ok, insertLineItems } from '../support/document-lines.js';
import { insertReportParties, type ReportParty } from '../support/report-parties.js';

type Body = Record<string, unknown>;

let api: TestServer;
let token: string;
let orgId: string;
let rice: string;
let maintenance: string;
let clients: Record<'kirana' | 'mysore' | 'deccan', ReportParty>;
const december = '?startdate=2026-12-01&enddate=2026-12-31';
const R = {
  summary: (query = december) => `/api/reports/summary/${orgId}${query}`,
  sales: (query = december) => `/api/reports/getsalesreport/${orgId}${query}`,
  vendors: (query = december) => `/api/reports/vendorexpenses/${orgId}${query}`,
  customers: (query = december) => `/api/reports/incomecustomers/${orgId}${query}`,
  customer: (clientId: string) => `/api/reports/incomecustomers/individual/${clientId}/${orgId}${december}`,
  items: (query = december) => `/api/reports/incomeitems/${orgId}${query}`,
  item: (itemId: string) => `/api/reports/incomeindividualitems/${orgId}${december}&itemid=${itemId}`,
};
const get = async (path: string) => (await ok(api.get(path, token))).body;

const riceLine = (qty: string): Body => ({ item_id: rice, item_name: 'Basmati Rice', hsncode: '10063020', metrics: 'BAG', qty, unit_price: '1000', original_price: 'notax', discountstring: '', gstrate: '5', goods_service: 'goods' });
const toClient = (client: { id: string; addressId: string }, changes: Body): Body => ({ org_id: orgId, client_id: client.id, clientaddressid: client.addressId, clientcontactid: '', isaddrsame: 1, roundoff: 0, invoice_terms_id: 0, ...changes });
const invoice = '/api/account/invoice/insert/savedata';
let kiranaInvoice = '';
let mysoreInvoice = '';

beforeAll(async () => {
  api = await startTestServer();
  api.server.ports.now = () => new Date('2026-12-20T06:30:00.000Z');
  const owner = await signUp(api, { username: 'Fold Owner', email: 'fold.owner@example.in', password: 'Fold@1234', usertype: 'orguser', type: 1, orgname: 'Fold Traders', gstin: gstinOf('27AAGCF4021M1Z') });
  token = owner.token;
  orgId = owner.orgId as string;
  ({ rice, maintenance } = await insertLineItems(api, token, orgId));
  clients = await insertReportParties(api, token, orgId);
  kiranaInvoice = (await ok(api.post(invoice, toClient(clients.kirana, { invoicedate: '2026-12-01', items: [riceLine('10')] }), token))).body.id;
  const maintenanceLine = { item_id: maintenance, item_name: 'Annual maintenance', hsncode: '998719', metrics: 'OTH', qty: '1', unit_price: '5900', original_price: 'intax', gstrate: '18', goods_service: 'services' };
  mysoreInvoice = (await ok(api.post(invoice, toClient(clients.mysore, { invoicedate: '2026-12-03', items: [maintenanceLine] }), token))).body.id;
  await ok(api.post('/api/account/purchase/data', { org_id: orgId, vendor_id: clients.deccan.id, client_address_id: clients.deccan.addressId, invoice_no: 'DG/7', purchased_date: '2026-12-04', roundoff: 0, items: [{ ...riceLine('10'), unit_price: '800' }] }, token));
}, 60_000);

afterAll(async () => {
  await api.close();
});

/** Every folded report row equals the one the documents behind it give when folded on read. */
async function expectFoldedEqualsOnRead(): Promise<void> {
  const customers = await get(R.customers());
  for (const row of customers.rows) expect((await get(R.customer(row.client_id))).customer).toEqual(row);
  const items = await get(R.items());
  for (const row of items.rows) expect((await get(R.item(row.itemid))).item).toEqual(row);
  const vendors = await get(R.vendors());
  for (const row of vendors.rows) expect((await get(R.vendors(`${december}&vendor=${row.key}`))).rows).toEqual(vendors.rows);
  const summary = await get(R.summary());
  for (const row of summary.rows) expect((await get(R.summary(`${december}&rate=${row.rate_bps}&section=${row.section}`))).rows).toEqual(summary.rows);
}

it('counts each saved document once: figures to the paisa, and the same rows the documents behind them give', async () => {
  const customers = await get(R.customers());
  expect(customers.rows.map((row: Body) => [row.customer, row.documents, row.taxable, row.tax, row.total])).toEqual([
    ['Mysore Stores', 1, '5000.00', '900.00', '5900.00'],
    ['Shree Kirana', 1, '10000.00', '500.00', '10500.00'],
  ]);
  const vendors = await get(R.vendors());
  expect(vendors.rows.map((row: Body) => [row.vendor, row.purchases, row.total])).toEqual([['Deccan Grain Traders', 1, '8400.00']]);
  await expectFoldedEqualsOnRead();
});

it('moves the figures with an edit, a payment, a status change and a cancel', async () => {
  const fetched = (await ok(api.get(`/api/account/invoice/getinvoicedata/${kiranaInvoice}/${orgId}`, token))).body;
  await ok(api.post('/api/account/invoiceedit/updateinvoicedata', { ...toClient(clients.kirana, { invoicedate: '2026-12-02', items: [{ ...riceLine('4'), id: fetched.items[0].id }] }), id: kiranaInvoice, version: 1 }, token));
  await ok(api.post('/api/account/addpayments/orgcharts', { invoiceId: kiranaInvoice, date: '2026-12-10', amount: '1000', method: 'CASH', notes: '' }, token));
  const sales = await get(R.sales());
  expect(sales.totals).toEqual({ taxable: '9000.00', cgst: '100.00', sgst: '100.00', igst: '900.00', cess: '0.00', tax: '1100.00', total: '10100.00', paid: '1000.00', pending: '9100.00' });
  expect(sales.rows.map((row: Body) => [row.date, row.party, row.total, row.paid, row.pending])).toEqual([
    ['2026-12-02', 'Shree Kirana', '4200.00', '1000.00', '3200.00'],
    ['2026-12-03', 'Mysore Stores', '5900.00', '0.00', '5900.00'],
  ]);
  expect(sales.next).toBeNull();
  // The rows from a later day (the next page's ask), the totals still the whole period's.
  const later = await get(R.sales(`${december}&rowsfrom=2026-12-03`));
  expect([later.rows.map((row: Body) => row.party), later.totals.total, later.next]).toEqual([['Mysore Stores'], '10100.00', null]);
  await expectFoldedEqualsOnRead();

  // A draft still counts, as the returns and the books count it (walk 25 H1; the paid Kirana
  // invoice cannot go back to draft: Mysore's can); a cancel takes it out.
  await ok(api.get(`/api/account/invoice/changestatus/draft/${mysoreInvoice}`, token));
  expect((await get(R.items())).rows.map((row: Body) => [row.item, row.quantity, row.total])).toEqual([
    ['Annual maintenance', '1', '5900.00'],
    ['Basmati Rice', '4', '4200.00'],
  ]);
  await ok(api.get(`/api/account/invoice/changestatus/cancelled/${mysoreInvoice}`, token));
  const summary = await get(R.summary());
  expect(summary.rows.map((row: Body) => [row.section, row.rate, row.documents, row.total])).toEqual([['outward', '5', 1, '4200.00']]);
  await expectFoldedEqualsOnRead();
});

it("counts the documents an organisation saved before the fold existed on its first report, once", async () => {
  const other = await signUp(api, { username: 'Old Owner', email: 'old.owner@example.in', password: 'Old@12345', usertype: 'orguser', type: 1, orgname: 'Old Traders', gstin: gstinOf('27AAGCO4021M1Z') });
  const copy: StoredDocument = { ...((await getDocument(api.server.ports.table, kiranaInvoice)) as StoredDocument), lifecycle: 'sent', version: 1 };
  const orgOf = other.orgId as string;
  // Written straight to the table, as documents were before their derived work counted them in reports.
  await insertDocument(api.server.ports.table, { ...copy, orgId: orgOf, id: documentId(orgOf, kindFacts('b2b').idCode, 2026, 1), seq: 1 });
  for (let i = 0; i < 2; i++) {
    const report = (await ok(api.get(`/api/reports/incomecustomers/${orgOf}${december}`, other.token))).body;
    expect(report.rows.map((row: Body) => [row.customer, row.documents, row.total])).toEqual([['Shree Kirana', 1, '4200.00']]);
  }
});

it('builds the owed fold on the first report of an organisation whose reports fold was built before it existed (an upgrade), counting nothing twice', async () => {
  const other = await signUp(api, { username: 'Upgraded Owner', email: 'upgraded.owner@example.in', password: 'Upgr@1234', usertype: 'orguser', type: 1, orgname: 'Upgraded Traders', gstin: gstinOf('27AAGCU4021M1Z') });
  const orgOf = other.orgId as string;
  const copy: StoredDocument = { ...((await getDocument(api.server.ports.table, kiranaInvoice)) as StoredDocument), lifecycle: 'sent', version: 1, paid: 0, payments: [] };
  const doc = { ...copy, orgId: orgOf, id: documentId(orgOf, kindFacts('b2b').idCode, 2026, 1), seq: 1 };
  await insertDocument(api.server.ports.table, doc);
  // As the code before the owed fold left it: the document in the reports' fold, that fold built.
  await countReportVersion(api.server.ports.table, orgOf, doc.id, doc.version, documentContribution(doc));
  await markReportFoldBuilt(api.server.ports.table, orgOf, REPORTS_FOLD, '2026-12-01 10:00:00');
  for (let i = 0; i < 2; i++) {
    const report = (await ok(api.get(`/api/reports/getsalesreport/${orgOf}${december}&charts=only`, other.token))).body;
    // Counted once in the reports (the build skips the set it already has), once in what is owed.
    expect([report.totals.total, report.totals.pending]).toEqual(['4200.00', '4200.00']);
    expect(report.charts.receivables.find((age: Body) => age.age === 'd1_30')).toEqual({ age: 'd1_30', label: '1–30 days', documents: 1, amount: '4200.00' });
  }
});

it("counts again, once, an organisation's documents counted before a taxed charge's value reached its rate's row (an upgrade)", async () => {
  const other = await signUp(api, { username: 'Freight Owner', email: 'freight.owner@example.in', password: 'Frei@1234', usertype: 'orguser', type: 1, orgname: 'Freight Traders', gstin: gstinOf('27AAGCR4021M1Z') });
  const orgOf = other.orgId as string;
  // Maintenance ₹5,900.00 with tax inside (₹5,000.00 + IGST ₹900.00) and ₹350.00 freight taxed at
  // 18% (₹350.00 + IGST ₹63.00): the 18% row is ₹5,350.00, IGST ₹963.00.
  const maintenanceLine = { item_id: maintenance, item_name: 'Annual maintenance', hsncode: '998719', metrics: 'OTH', qty: '1', unit_price: '5900', original_price: 'intax', gstrate: '18', goods_service: 'services' };
  const taxed = (await ok(api.post(invoice, toClient(clients.mysore, { invoicedate: '2026-12-05', freightCharge: '350', additional_charges: 'yes', items: [maintenanceLine] }), token))).body.id;
  const copy = { ...((await getDocument(api.server.ports.table, taxed)) as StoredDocument), version: 1 };
  const doc = { ...copy, orgId: orgOf, id: documentId(orgOf, kindFacts('b2b').idCode, 2026, 1), seq: 1 };
  await insertDocument(api.server.ports.table, doc);
  // As the code before left it: counted under its own version, the freight's value missing from the 18% row.
  const before = documentContribution(doc);
  if (!before) throw new Error('a sent B2B invoice counts in the reports');
  const totals = before.groups.T as Record<string, number>;
  totals['R#outward#1800#taxable'] = (totals['R#outward#1800#taxable'] ?? 0) - 35_000;
  await countReportVersion(api.server.ports.table, orgOf, doc.id, doc.version, before);
  await markReportFoldBuilt(api.server.ports.table, orgOf, { ...REPORTS_FOLD, builtMarker: 'REPORTFOLD' }, '2026-12-06 10:00:00');
  for (let i = 0; i < 2; i++) {
    const summary = (await ok(api.get(`/api/reports/summary/${orgOf}${december}`, other.token))).body;
    expect(summary.rows.map((row: Body) => [row.rate, row.documents, row.taxable, row.igst, row.total])).toEqual([['18', 1, '5350.00', '963.00', '6313.00']]);
  }
});
