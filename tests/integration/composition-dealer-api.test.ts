// A composition dealer takes no input tax credit (Section 10(4) CGST Act; walk 27 H1: a Tamil Nadu
// composition dealer's purchase booked ₹2,160 of Input IGST and claimed it in GSTR-3B 4(A)(5)).
// What it pays in tax on a purchase or an expense is part of the cost; under reverse charge it owes
// the tax and takes no credit for it either. What it bought stays so after it leaves the scheme. It
// issues bills of supply: a tax invoice, which collects tax, is refused (walk 27 M1). What it sold
// in the scheme stays out of GSTR-1 and GSTR-3B once it has left (the month it leaves holds both).
import { APP_MESSAGES, DOCUMENT_APP_MESSAGES, buildPath, routes } from '@bahi/shared';
import { clientInsertBody, gstinOf } from '../support/document-fixtures.js';
import { expectNothingWritten } from '../support/expectations.js';
import { RICE_LINE, expectOk as ok, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';

type Body = Record<string, unknown>;

const ORG = { name: 'Thirumalai Stores', email: 'owner@thirumalai.example.in', gstin14: '33AABFT1234K1Z' };
const NOVEMBER = '?start=2026-11-01&end=2026-11-30';
let setup: DocumentTestSetup;
let supplier: { id: string; addressId: string };
let purchaseId: string;
/** The bill of supply of 20 Nov, issued in the scheme with the rice at its 5%. */
let billId: string;

const setScheme = (schemetype: 'regular' | 'composite') =>
  ok(setup.api.post(routes.updateOrganisation.path, { orgid: setup.orgId, org_name: ORG.name, gstin: gstinOf(ORG.gstin14), schemetype }, setup.owner.token));

/** Trial balance rows of November as [account, debit, credit]. */
async function trialBalance(): Promise<string[][]> {
  const body = (await ok(setup.api.get(`${buildPath(routes.trialBalance.path, { orgId: setup.orgId })}${NOVEMBER}`, setup.owner.token))).body;
  return body.rows.map((row: Body & { account: Body }) => [row.account.id, row.debit, row.credit]);
}

/** 10 bags at ₹1,000.00 with 5% GST from Karnataka: ₹10,000.00 + IGST ₹500.00. */
const purchase = (changes: Body = {}): Body => ({
  org_id: setup.orgId,
  vendor_id: supplier.id,
  client_address_id: supplier.addressId,
  invoice_no: 'BSS/2026/1187',
  purchased_date: '2026-11-05',
  items: [{ ...RICE_LINE, item_id: setup.rice, qty: '10', unit_price: '1000', discountstring: '' }],
  ...changes,
});

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-28T06:30:00.000Z'), ORG);
  const { api, owner, orgId } = setup;
  const saved = await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Bengaluru Steel Supplies', gstin14: '29AAKFS4321R1Z', city: 'Bengaluru', pincode: '560001' }), owner.token));
  const fetched = (await ok(api.get(`/api/client/getclient/${saved.body.client_id}`, owner.token))).body;
  supplier = { id: saved.body.client_id, addressId: fetched.clientaddress[0].id };
  await setScheme('composite');
}, 30_000);

afterAll(async () => {
  await setup.api.close();
});

it("books a purchase's tax as part of its cost, and claims none of it in GSTR-3B", async () => {
  const saved = await ok(setup.api.post('/api/account/purchase/data', purchase(), setup.owner.token));
  purchaseId = saved.body.id;
  expect(saved.body.final_total).toBe('10500.00');
  expect(await trialBalance()).toEqual([
    ['sys_creditors', '0.00', '10500.00'],
    ['sys_purchases', '10500.00', '0.00'],
  ]);
  const view = (await ok(setup.api.get(`/api/account/purchase/getpurchasedata/${purchaseId}/${setup.orgId}`, setup.owner.token))).body.invoice;
  expect(view.input_tax).toEqual({ itc_table: '4(A)(5)', itc: { igst: '0.00', cgst: '0.00', sgst: '0.00', cess: '0.00' }, reverse_charge_owed: null });
  const answer = (await ok(setup.api.get(buildPath(routes.generateReturnJson.path, { form: 'GSTR3B', orgid: setup.orgId, month: '11', year: '2026' }), setup.owner.token))).body;
  // It files neither form: the check says so beside the file (walk 27 H2).
  expect(answer.problems.map((problem: Body) => problem.code)).toEqual(['compositionDealer']);
  const json = (await (await fetch(`${setup.api.url}${answer.files[0].url}`)).json()) as { itc_elg: { itc_avl: Body[]; itc_net: Body } };
  expect(json.itc_elg.itc_avl.find((row) => row.ty === 'OTH')).toEqual({ ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 });
  expect(json.itc_elg.itc_net).toEqual({ iamt: 0, camt: 0, samt: 0, csamt: 0 });
});

it('owes the tax of a purchase under reverse charge and books it as cost, not as input tax', async () => {
  const saved = await ok(setup.api.post('/api/account/purchase/data', purchase({ invoice_no: 'ADV-77', reversecharge: 'yes' }), setup.owner.token));
  expect(saved.body.final_total).toBe('10000.00');
  // Purchases 10,500 + 10,000 + the 500 owed; creditors 10,500 + 10,000; IGST payable under reverse charge 500.
  expect(await trialBalance()).toEqual([
    ['sys_creditors', '0.00', '20500.00'],
    ['sys_reversechargeigst', '0.00', '500.00'],
    ['sys_purchases', '21000.00', '0.00'],
  ]);
  await ok(setup.api.get(`/api/account/purchase/changestatus/cancelled/${saved.body.id}`, setup.owner.token));
});

it('books an expense with its GST whole, its credit blocked', async () => {
  const expense = { orgId: setup.orgId, customer_name: 'Srinivasan Properties', notes: '', date_created: '2026-11-27', payment_method: 'CASH', payment_account: '', payment_through: '', amount: '2000', tax_rate: '18', statecode: '33', file_url: '' };
  await ok(setup.api.post('/api/account/expenses/save', expense, setup.owner.token));
  expect(await trialBalance()).toEqual([
    ['sys_cash', '0.00', '2360.00'],
    ['sys_creditors', '0.00', '10500.00'],
    ['sys_purchases', '10500.00', '0.00'],
    ['sys_expenses', '2360.00', '0.00'],
  ]);
});

it('issues bills of supply: a tax invoice is refused, writing nothing, and its form says why (walk 27 M1)', async () => {
  const { api, owner, orgId, client } = setup;
  const sale = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-20', items: [{ ...RICE_LINE, item_id: setup.rice }] };
  await expectNothingWritten(api, async () => {
    for (const path of ['/api/account/invoice/insert/savedata', '/api/account/invoice/insert/saveb2cinvoice']) {
      const refused = await api.post(path, sale, owner.token);
      expect([path, refused.status, refused.body.code, refused.body.error]).toEqual([path, 400, 'document.compositionTaxInvoice', DOCUMENT_APP_MESSAGES.compositionTaxInvoice]);
    }
  });
  // 10 bags at ₹1,250.50 less 10%, no tax: ₹11,254.50.
  const bill = (await ok(api.post('/api/account/billofsupply/savedata', sale, owner.token))).body;
  expect(bill.final_total).toBe('11254.50');
  billId = bill.id;
  expect((await ok(api.get(`/api/account/invoice/orgiterms/${orgId}`, owner.token))).body.orgitDetails.schemetype).toBe('composite');
});

it('keeps what it bought as a composition dealer without credit once it leaves the scheme; what it buys after takes credit', async () => {
  await setScheme('regular');
  const stored = (await ok(setup.api.get(`/api/account/purchase/getpurchasedata/${purchaseId}/${setup.orgId}`, setup.owner.token))).body.invoice;
  await ok(setup.api.post('/api/account/update/purchase/data', { ...purchase({ purchase_order_no: 'PO-1' }), items: [{ ...RICE_LINE, item_id: setup.rice, qty: '10', unit_price: '1000', discountstring: '', id: stored.items[0].id }], id: purchaseId, version: stored.version }, setup.owner.token));
  await ok(setup.api.post('/api/account/purchase/data', purchase({ invoice_no: 'BSS/2026/1201', purchased_date: '2026-11-28' }), setup.owner.token));
  // The supplier's credit note for one bag of the first purchase takes back its cost, tax in it, as that purchase was booked.
  const { api, owner, orgId } = setup;
  await ok(
    api.post(
      `/api/account/invoice/vendorcreditnote/${orgId}`,
      { org_id: orgId, vendor_id: supplier.id, client_address_id: supplier.addressId, invoicedate: '2026-11-28', referencetype: 'purchase', referenceid: purchaseId, referencedate: '2026-11-05', reason: 'One bag short', items: [{ ...RICE_LINE, item_id: setup.rice, qty: '1', unit_price: '1000', discountstring: '' }] },
      owner.token,
    ),
  );
  // Purchases 10,500 + 10,000 − 1,050; input IGST only the later purchase's 500; creditors 10,500 + 10,500 − 1,050.
  expect(await trialBalance()).toEqual([
    ['sys_cash', '0.00', '2360.00'],
    ['sys_debtors', '11254.50', '0.00'],
    ['sys_inputigst', '500.00', '0.00'],
    ['sys_creditors', '0.00', '19950.00'],
    ['sys_sales', '0.00', '11254.50'],
    ['sys_purchases', '19450.00', '0.00'],
    ['sys_expenses', '2360.00', '0.00'],
  ]);
});

it('leaves what it sold as a composition dealer out of GSTR-1 and GSTR-3B once it has left the scheme, and names it (for CMP-08)', async () => {
  // Regular since the test above: a tax invoice of 28 Nov is its first regular sale. The bill of
  // supply of 20 Nov (₹11,254.50) was issued in the scheme: that quarter's CMP-08 reports it.
  const { api, owner, orgId, client } = setup;
  const sale = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-28', items: [{ ...RICE_LINE, item_id: setup.rice, qty: '1', unit_price: '1000', discountstring: '' }] };
  const invoice = (await ok(api.post('/api/account/invoice/insert/savedata', sale, owner.token))).body;
  // A regular dealer's new bill of supply may not carry the taxed rice (walk 33E E1); the bill
  // issued in the scheme keeps it on an edit (Rule 49).
  const refused = await api.post('/api/account/billofsupply/savedata', sale, owner.token);
  expect([refused.status, refused.body.code]).toEqual([400, 'document.taxedOnBillOfSupply']);
  const billPath = `/api/account/getbillofsupply/${billId}/${orgId}`;
  const stored = (await ok(api.get(billPath, owner.token))).body;
  const edit = { ...sale, invoicedate: '2026-11-20', items: [{ ...RICE_LINE, item_id: setup.rice, id: stored.items[0].id }], id: billId, version: 1 };
  expect((await ok(api.post('/api/account/editbillofsupply', edit, owner.token))).body).toEqual(expect.objectContaining({ version: 2, final_total: '11254.50' }));
  const returnPath = (route: 'checkReturn' | 'generateReturnJson', form: string) => buildPath(routes[route].path, { form, orgid: orgId, month: '11', year: '2026' });
  const check = (await ok(api.get(returnPath('checkReturn', 'GSTR1'), owner.token))).body;
  const sold = check.problems.filter((problem: Body) => problem.kind === 'bill_of_supply');
  expect(sold.map((problem: Body) => [problem.code, problem.message])).toEqual([
    ['compositionPeriod', expect.stringMatching(/^Bill of supply \S+ of 20 Nov 2026 was issued while the organisation was a composition dealer: it is left out of GSTR-1 and GSTR-3B, and goes on that period's CMP-08\.$/)],
  ]);
  const file = async (form: 'GSTR1' | 'GSTR3B') => {
    const answer = (await ok(api.get(returnPath('generateReturnJson', form), owner.token))).body;
    return (await (await fetch(`${api.url}${answer.files[0].url}`)).json()) as Body;
  };
  const gstr1 = await file('GSTR1');
  // The invoice alone: no exempt supplies in table 8, no bill of supply among the documents issued.
  expect([gstr1.nil, (gstr1.b2b as { inv: { inum: string }[] }[]).flatMap((entry) => entry.inv.map((row) => row.inum))]).toEqual([undefined, [invoice.invoice_no]]);
  const billNumber = sold[0].number as string;
  expect(billNumber).toMatch(/\d$/);
  expect(JSON.stringify(gstr1)).not.toContain(`"${billNumber}"`);
  const gstr3b = (await file('GSTR3B')) as { sup_details: { osup_nil_exmp: { txval: number }; osup_det: { txval: number } } };
  expect([gstr3b.sup_details.osup_nil_exmp.txval, gstr3b.sup_details.osup_det.txval]).toEqual([0, 1000]);
  // It prints as issued, with the composition statement (Rule 5(1)(g)); a regular dealer's bill of
  // an exempt supply, without it (walk 33E E3: the PDF read today's scheme).
  const exempt = await ok(api.post('/api/account/billofsupply/savedata', { ...sale, items: [{ ...RICE_LINE, item_id: setup.rice, gstrate: '0' }] }, owner.token));
  const schemes = await Promise.all([billPath, `/api/account/getbillofsupply/${exempt.body.id}/${orgId}`].map(async (path) => (await ok(api.get(path, owner.token))).body.invoice.seller.schemetype));
  expect(schemes).toEqual(['composite', 'regular']);
});

it("turns its quotation into a bill of supply, and its quotation list gives the scheme the rows' conversions follow (walk 35 M2)", async () => {
  const { api, owner, orgId, client } = setup;
  await setScheme('composite');
  const parties = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1 };
  const items = [{ ...RICE_LINE, item_id: setup.rice }];
  const quotation = (await ok(api.post('/api/account/quotation/savedata', { ...parties, quotationdate: '2026-11-27', validDate: '2026-12-31', items }, owner.token))).body;
  // It quotes no tax, as its bill of supply will charge none (walk 35 L2: it added 5% GST, ₹11,817.23).
  expect(quotation.final_total).toBe('11254.50');
  const list = (await ok(api.get(buildPath(routes.listQuotations.path, { orgid: orgId }), owner.token))).body;
  expect(list.schemetype).toBe('composite');
  // 10 bags at ₹1,250.50 less 10%, no tax: ₹11,254.50; the two documents name each other.
  const bill = (await ok(api.post('/api/account/billofsupply/savedata', { ...parties, invoicedate: '2026-11-27', converted_from: quotation.id, items }, owner.token))).body;
  expect(bill.final_total).toBe('11254.50');
  const view = (await ok(api.get(`/api/account/getbillofsupply/${bill.id}/${orgId}`, owner.token))).body.invoice;
  expect(view.converted_from).toEqual({ id: quotation.id, kind: 'quotation', number: quotation.invoice_no });
});

it('issues every document to a buyer without tax while in the scheme, and a note as its original was (walk 35 L2)', async () => {
  const { api, owner, orgId, client } = setup;
  const parties = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1 };
  const items = [{ ...RICE_LINE, item_id: setup.rice }];
  // 10 bags at ₹1,250.50 less 10%: ₹11,254.50 on each, no tax, the rice's 5% kept on the line.
  const proforma = (await ok(api.post(routes.insertProformaInvoice.path, { ...parties, invoicedate: '2026-11-27', items }, owner.token))).body;
  const challan = (await ok(api.post(routes.insertDeliveryChallan.path, { ...parties, invoicedate: '2026-11-27', items }, owner.token))).body;
  expect([proforma.final_total, challan.final_total]).toEqual(['11254.50', '11254.50']);
  const proformaPath = buildPath(routes.fetchProformaInvoice.path, { id: proforma.id, orgid: orgId });
  const view = (await ok(api.get(proformaPath, owner.token))).body.invoice;
  expect([view.tax_total, view.items[0].gstrate, view.items[0].cgst_rate, view.seller.schemetype]).toEqual(['0.00', 5, 0, 'composite']);
  // One bag back from the bill of supply of 20 Nov (issued in the scheme): ₹1,250.50 less 10%, no
  // tax credited, for none was charged (it credited ₹56.27 of GST).
  const note = { ...parties, invoicedate: '2026-11-28', referencetype: 'bill_of_supply', referenceid: billId, reason: 'One bag returned', items: [{ ...RICE_LINE, item_id: setup.rice, qty: '1' }] };
  const credit = (await ok(api.post('/api/account/creditnote/savedata', note, owner.token))).body;
  expect(credit.final_total).toBe('1125.45');
  // Out of the scheme: the quotation of the scheme keeps no tax on an edit; a new one carries the 5%
  // (₹11,254.50 + ₹562.73 = ₹11,817.23); a note against the scheme's bill is still without tax.
  await setScheme('regular');
  const stored = (await ok(api.get(proformaPath, owner.token))).body.invoice;
  const edit = { ...parties, invoicedate: '2026-11-28', items: [{ ...RICE_LINE, item_id: setup.rice, id: stored.items[0].id }], id: proforma.id, version: stored.version };
  expect((await ok(api.post(routes.updateProformaInvoice.path, edit, owner.token))).body).toEqual(expect.objectContaining({ final_total: '11254.50' }));
  const regular = (await ok(api.post(routes.insertProformaInvoice.path, { ...parties, invoicedate: '2026-11-28', items }, owner.token))).body;
  expect(regular.final_total).toBe('11817.23');
  expect((await ok(api.post('/api/account/creditnote/savedata', note, owner.token))).body.final_total).toBe('1125.45');
});

it('lets an invoice issued before joining the scheme be corrected, but neither re-dated nor given more tax (walk 37 M1)', async () => {
  const { api, owner, orgId, client } = setup;
  await setScheme('regular');
  const parties = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1 };
  const bags = (qty: string, id?: string) => [{ ...RICE_LINE, item_id: setup.rice, qty, unit_price: '1000', discountstring: '', ...(id ? { id } : {}) }];
  // 2 bags at ₹1,000.00 with 5% GST: ₹2,100.00.
  const invoice = (await ok(api.post('/api/account/invoice/insert/savedata', { ...parties, invoicedate: '2026-11-25', items: bags('2') }, owner.token))).body;
  await setScheme('composite');
  const path = `/api/account/invoice/getinvoicedata/${invoice.id}/${orgId}`;
  const edit = async (changes: Body) => {
    const stored = (await ok(api.get(path, owner.token))).body.invoice;
    return api.post('/api/account/invoiceedit/updateinvoicedata', { ...parties, invoicedate: '2026-11-25', items: bags('2', stored.items[0].id), id: invoice.id, version: stored.version, ...changes }, owner.token);
  };
  await expectNothingWritten(api, async () => {
    for (const changes of [{ invoicedate: '2026-11-28' }, { items: bags('3') }]) {
      const refused = await edit(changes);
      expect([refused.status, refused.body.code, refused.body.error]).toEqual([400, 'document.compositionCorrection', DOCUMENT_APP_MESSAGES.compositionCorrection]);
    }
  });
  expect((await ok(edit({ ordernum: 'PO-77' }))).body.final_total).toBe('2100.00');
  const stored = (await ok(api.get(path, owner.token))).body.invoice;
  expect((await ok(edit({ items: bags('1', stored.items[0].id) }))).body.final_total).toBe('1050.00');
});

it("keeps the GSTIN's state once documents are saved: another state's is another registration (walk 37 M2)", async () => {
  const { api, owner, orgId } = setup;
  await expectNothingWritten(api, async () => {
    const moved = await api.post(routes.updateOrganisation.path, { orgid: orgId, org_name: ORG.name, gstin: gstinOf('29AABFT1234K1Z') }, owner.token);
    expect([moved.status, moved.body.error, moved.body.errors]).toEqual([400, APP_MESSAGES.gstinStateFixed, [{ field: 'gstin', message: APP_MESSAGES.gstinStateFixed }]]);
  });
});
