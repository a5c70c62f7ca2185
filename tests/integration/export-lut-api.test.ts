// An export under a letter of undertaking (LUT) or bond pays no IGST (Section 16(3)(a) IGST Act):
// its lines keep their rates and carry no tax, GSTR-1 reports it in table 6A as WOPAY (its note in
// cdnur as EXPWOP), GSTR-3B in 3.1(b) with no tax, and the books hold no output tax for it. Walk 31
// F1: the only way to bill one was a 0% line, reported as a nil-rated B2C supply in table 8 and
// 3.1(c). Only an export may be so made; a note is made as its original was.
//
// Hand-worked: 10 bags of basmati at ₹1,500.00, 5%, to Dubai (place of supply 96): ₹15,000.00,
// no IGST (₹750.00 had it been paid). Its credit note takes 2 bags back: ₹3,000.00, no IGST.
import { DOCUMENT_APP_MESSAGES, buildPath, fillMessage, routes, type DocumentView } from '@bahi/shared';
import type { ApiResponse } from '../support/api-client.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';
import { RICE_LINE, expectOk as ok, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';

type Body = Record<string, unknown>;

const ORG = { name: 'Konkan Exports', email: 'owner@konkanexports.example.in', gstin14: '27AABCK4455M1Z' };
let setup: DocumentTestSetup;
let dubai: { id: string; addressId: string };
let invoice: { id: string; number: string };

const riceLine = (qty: string, changes: Body = {}): Body => ({ ...RICE_LINE, item_id: setup.rice, qty, unit_price: '1500', discountstring: '', ...changes });
const exportInvoice = (changes: Body = {}): Body => ({
  org_id: setup.orgId,
  client_id: dubai.id,
  clientaddressid: dubai.addressId,
  isaddrsame: 1,
  invoicedate: '2026-11-20',
  export_lut: 'yes',
  items: [riceLine('10')],
  ...changes,
});
/** A refusal the save makes once it knows the parties or the original (code document.*), naming its field. */
const expectRefused = (response: ApiResponse, code: string, message: string, field: string) =>
  expect([response.status, response.body]).toEqual([400, { status: false, code: `document.${code}`, error: message, errors: [{ field, message }] }]);
const invoiceView = async (id: string): Promise<DocumentView> => (await ok(setup.api.get(`/api/account/invoice/getinvoicedata/${id}/${setup.orgId}`, setup.owner.token))).body.invoice;

async function returnFile<T>(form: 'GSTR1' | 'GSTR3B'): Promise<T> {
  const answer = (await ok(setup.api.get(buildPath(routes.generateReturnJson.path, { form, orgid: setup.orgId, month: '11', year: '2026' }), setup.owner.token))).body;
  return (await (await fetch(`${setup.api.url}${answer.files[0].url}`)).json()) as T;
}

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-28T06:30:00.000Z'), ORG);
  const { api, owner, orgId } = setup;
  // An overseas buyer: no GSTIN, state 96 (Other Countries).
  const body = { org_id: orgId, gstin: '', companyname: 'Al Noor Foodstuff LLC', clientid: 4, state: '96', address: [{ isprimary: 1, locaddress: 'Deira, Dubai', loccity: 'Dubai', locphone: '', locpincode: '', locstate: '96' }], contacts: [] };
  const saved = await ok(api.post('/api/client/insert', body, owner.token));
  const fetched = (await ok(api.get(`/api/client/getclient/${saved.body.client_id}`, owner.token))).body;
  dubai = { id: saved.body.client_id, addressId: fetched.clientaddress[0].id };
}, 30_000);

afterAll(async () => {
  await setup.api.close();
});

it('saves an export under LUT with its rate kept and no IGST (its PDF endorsement: document-pdf.test.ts)', async () => {
  const saved = await ok(setup.api.post('/api/account/invoice/insert/savedata', exportInvoice(), setup.owner.token));
  invoice = { id: saved.body.id, number: saved.body.invoice_no };
  const view = await invoiceView(invoice.id);
  expect([view.export_lut, view.igst, view.sub_total, view.igst_tax_total, view.tax_total, view.final_total]).toEqual(['yes', 'yes', '15000.00', '0.00', '0.00', '15000.00']);
  expect(view.items.map((line) => [line.gstrate, line.igst_rate, line.igst_total])).toEqual([[5, 5, '0.00']]);
});

it('refuses LUT for a supply in India, a price including tax and reverse charge, writing nothing', async () => {
  const { api, owner, orgId, client } = setup;
  const domestic = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-20', export_lut: 'yes', items: [riceLine('1')] };
  await expectNothingWritten(api, async () => {
    expectRefused(await api.post('/api/account/invoice/insert/savedata', domestic, owner.token), 'lutNotExport', DOCUMENT_APP_MESSAGES.lutNotExport, 'export_lut');
    expectInvalid(await api.post('/api/account/invoice/insert/savedata', exportInvoice({ items: [riceLine('1', { original_price: 'intax' })] }), owner.token), DOCUMENT_APP_MESSAGES.lutIntax, 'items.0.original_price');
    expectInvalid(await api.post('/api/account/invoice/insert/savedata', exportInvoice({ reversecharge: 'yes' }), owner.token), DOCUMENT_APP_MESSAGES.lutReverseCharge, 'export_lut');
  });
});

it('makes a note against it under LUT too, and refuses one that would charge tax', async () => {
  const note = (exportLut: string): Body => ({
    org_id: setup.orgId,
    client_id: dubai.id,
    clientaddressid: dubai.addressId,
    isaddrsame: 1,
    invoicedate: '2026-11-25',
    referencetype: 'b2b',
    referenceid: invoice.id,
    referencedate: '2026-11-20',
    reason: 'Two bags damaged in transit',
    export_lut: exportLut,
    items: [riceLine('2')],
  });
  expectRefused(await setup.api.post('/api/account/creditnote/savedata', note('no'), setup.owner.token), 'noteLut', fillMessage(DOCUMENT_APP_MESSAGES.noteLutAsOriginal, { number: invoice.number }), 'export_lut');
  const saved = await ok(setup.api.post('/api/account/creditnote/savedata', note('yes'), setup.owner.token));
  const view = (await ok(setup.api.get(`/api/account/getcreditnote/edit/${saved.body.id}/${setup.orgId}`, setup.owner.token))).body.invoice;
  expect([view.export_lut, view.igst_tax_total, view.final_total]).toEqual(['yes', '0.00', '3000.00']);
});

it('is reported as an export without payment of tax in GSTR-1 (6A WOPAY, its note EXPWOP) and in GSTR-3B 3.1(b)', async () => {
  const gstr1 = await returnFile<Body>('GSTR1');
  expect(gstr1.exp).toEqual([{ exp_typ: 'WOPAY', inv: [{ inum: invoice.number, idt: '20-11-2026', val: 15000, itms: [{ txval: 15000, rt: 5, iamt: 0, csamt: 0 }] }] }]);
  expect((gstr1.cdnur as Body[]).map((note) => [note.typ, note.val])).toEqual([['EXPWOP', 3000]]);
  expect(gstr1.nil).toBeUndefined();
  const gstr3b = await returnFile<{ sup_details: Body }>('GSTR3B');
  expect(gstr3b.sup_details.osup_zero).toEqual({ txval: 12000, iamt: 0, csamt: 0 });
  expect(gstr3b.sup_details.osup_nil_exmp).toEqual({ txval: 0 });
});

it('books the sale with no output tax', async () => {
  const body = (await ok(setup.api.get(`${buildPath(routes.trialBalance.path, { orgId: setup.orgId })}?start=2026-11-01&end=2026-11-30`, setup.owner.token))).body;
  expect(body.rows.map((row: Body & { account: Body }) => [row.account.id, row.debit, row.credit])).toEqual([
    ['sys_debtors', '12000.00', '0.00'],
    ['sys_sales', '0.00', '12000.00'],
  ]);
});
