// Zero-rated supplies (Section 16 IGST Act): exports, and supplies to a unit or developer in a
// special economic zone (SEZ), which are inter-state wherever it is (Section 7(5)(b)). Either is
// made on payment of IGST or under a letter of undertaking (LUT) or bond without it: then its lines
// keep their rates and carry no tax. GSTR-1 reports an export in table 6A (WPAY/WOPAY, its note in
// cdnur as EXPWOP), a supply to an SEZ in 4A with inv_typ SEWP/SEWOP; GSTR-3B both in 3.1(b). Walk
// 31 F1: the only way to bill an export without tax was a 0% line, reported as a nil-rated B2C
// supply in table 8 and 3.1(c); F4: an SEZ unit in the organisation's own state was charged CGST
// and SGST and reported as a regular supply. Only such supplies go under LUT; a note goes as its
// original did.
//
// Hand-worked: 10 bags of basmati at ₹1,500.00, 5%, to Dubai (place of supply 96) under LUT:
// ₹15,000.00, no IGST (₹750.00 had it been paid). Its credit note takes 2 bags back: ₹3,000.00.
// To an SEZ unit in Maharashtra, 10 bags at ₹1,000.00: on payment, ₹10,000.00 + IGST ₹500.00 (not
// CGST and SGST); under LUT, ₹10,000.00.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import { documentPdfBytes } from '@bahi/shared/pdf';
import { APP_MESSAGES, DOCUMENT_APP_MESSAGES, buildPath, fillMessage, routes, type DocumentView } from '@bahi/shared';
import type { ApiResponse } from '../support/api-client.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';
import { schemaErrors } from '../support/return-schemas.js';
import { clientInsertBody, gstinOf } from '../support/document-fixtures.js';
import { RICE_LINE, expectOk as ok, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';
import { pdfPageLines } from '../support/pdf-text.js';

type Body = Record<string, unknown>;

const font = (file: string) => readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`));
const PDF_FONTS = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

const ORG = { name: 'Konkan Exports', email: 'owner@konkanexports.example.in', gstin14: '27AABCK4455M1Z' };
let setup: DocumentTestSetup;
let dubai: { id: string; addressId: string };
let invoice: { id: string; number: string };
let sez: { id: string; addressId: string };
const SEZ_GSTIN = gstinOf('27AAACM7788N1Z');
const sezNumbers: string[] = [];
const sezIds: string[] = [];

const riceLine = (qty: string, changes: Body = {}): Body => ({ ...RICE_LINE, item_id: setup.rice, qty, unit_price: '1500', discountstring: '', ...changes });
const exportInvoice = (changes: Body = {}): Body => ({
  org_id: setup.orgId,
  client_id: dubai.id,
  clientaddressid: dubai.addressId,
  isaddrsame: 1,
  invoicedate: '2026-11-20',
  export_lut: 'yes',
  export_country: 'United Arab Emirates',
  port_code: 'innsa1',
  shipping_bill_no: '4421873',
  shipping_bill_date: '2026-11-24',
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
  // Its country of destination (Rule 46, its proviso) and shipping bill, the port code as GSTR-1 writes it (walk 33E E6).
  expect([view.export_country, view.port_code, view.shipping_bill_no, view.shipping_bill_date]).toEqual(['United Arab Emirates', 'INNSA1', '4421873', '2026-11-24']);
});

it("refuses an export invoice without its country of destination, and a shipping bill GSTR-1 would not take, writing nothing (walk 33E E6)", async () => {
  const { api, owner } = setup;
  await expectNothingWritten(api, async () => {
    expectRefused(await api.post('/api/account/invoice/insert/savedata', exportInvoice({ export_country: ' ' }), owner.token), 'exportCountryRequired', DOCUMENT_APP_MESSAGES.exportCountryRequired, 'export_country');
    for (const [changes, message, field] of [
      [{ port_code: 'NSA1' }, 'Please enter the port code as its 6 letters and digits, for example INNSA1.', 'port_code'],
      [{ shipping_bill_no: '44-21' }, 'Please enter the shipping bill number as 3 to 7 digits.', 'shipping_bill_no'],
      [{ shipping_bill_date: '' }, 'Please enter both the shipping bill number and its date.', 'shipping_bill_date'],
      [{ shipping_bill_no: '' }, 'Please enter both the shipping bill number and its date.', 'shipping_bill_no'],
      [{ shipping_bill_date: '2026-11-19' }, 'The shipping bill date cannot be before the invoice date.', 'shipping_bill_date'],
    ] as [Body, string, string][]) {
      expectInvalid(await api.post('/api/account/invoice/insert/savedata', exportInvoice(changes), owner.token), message, field);
    }
  });
});

it("keeps no export details on a supply in India, and asks no country of a quotation", async () => {
  const { api, owner, orgId, client } = setup;
  const domestic = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-20', export_country: 'India', port_code: 'INNSA1', items: [riceLine('1')] };
  const saved = await ok(api.post('/api/account/proformainvoice/insert/savedata', domestic, owner.token));
  const view = (await ok(api.get(`/api/account/proforma/getproformadata/${saved.body.id}/${orgId}`, owner.token))).body.invoice;
  expect([view.export_country, view.port_code]).toEqual(['', '']);
  const quotation = { ...exportInvoice({ export_country: '', port_code: '', shipping_bill_no: '', shipping_bill_date: '' }), quotationdate: '2026-11-20', validDate: '2026-11-30' };
  await ok(api.post('/api/account/quotation/savedata', quotation, owner.token));
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

it('keeps a client as an SEZ unit only with a GSTIN, and charges a sale to it IGST within the state, or none under LUT', async () => {
  const { api, owner, orgId } = setup;
  const unit = clientInsertBody(orgId, { name: 'Mahape Electronics SEZ Unit', gstin14: '27AAACM7788N1Z', city: 'Navi Mumbai', pincode: '400710' });
  expectInvalid(await api.post('/api/client/insert', { ...unit, gstin: '', clientid: 4, sez: 1 }, owner.token), APP_MESSAGES.sezNeedsGstin, 'gstin');
  const saved = await ok(api.post('/api/client/insert', { ...unit, sez: 1 }, owner.token));
  const fetched = (await ok(api.get(`/api/client/getclient/${saved.body.client_id}`, owner.token))).body;
  expect(fetched.client.sez).toBe(1);
  sez = { id: saved.body.client_id, addressId: fetched.clientaddress[0].id };
  const sale = (lut: string) => ({ org_id: orgId, client_id: sez.id, clientaddressid: sez.addressId, isaddrsame: 1, invoicedate: '2026-11-22', export_lut: lut, items: [riceLine('10', { unit_price: '1000' })] });
  for (const [lut, expected] of [
    ['no', ['yes', 'no', 'yes', '500.00', '0.00', '10500.00']],
    ['yes', ['yes', 'yes', 'yes', '0.00', '0.00', '10000.00']],
  ] as const) {
    const made = await ok(api.post('/api/account/invoice/insert/savedata', sale(lut), owner.token));
    sezNumbers.push(made.body.invoice_no);
    sezIds.push(made.body.id);
    const view = await invoiceView(made.body.id);
    expect([view.sez_supply, view.export_lut, view.igst, view.igst_tax_total, view.cgst_tax_total, view.final_total]).toEqual(expected);
  }
});

it('is reported as zero-rated: GSTR-1 6A WOPAY (its note EXPWOP) and 4A SEWP/SEWOP, GSTR-3B 3.1(b)', async () => {
  const gstr1 = await returnFile<Body>('GSTR1');
  expect(gstr1.exp).toEqual([{ exp_typ: 'WOPAY', inv: [{ inum: invoice.number, idt: '20-11-2026', val: 15000, sbpcode: 'INNSA1', sbnum: '4421873', sbdt: '24-11-2026', itms: [{ txval: 15000, rt: 5, iamt: 0, csamt: 0 }] }] }]);
  expect((gstr1.cdnur as Body[]).map((note) => [note.typ, note.val])).toEqual([['EXPWOP', 3000]]);
  expect(gstr1.nil).toBeUndefined();
  expect(gstr1.b2b).toEqual([
    {
      ctin: SEZ_GSTIN,
      inv: [
        { inum: sezNumbers[0], idt: '22-11-2026', val: 10500, pos: '27', rchrg: 'N', inv_typ: 'SEWP', itms: [{ num: 1, itm_det: { txval: 10000, rt: 5, iamt: 500, camt: 0, samt: 0, csamt: 0 } }] },
        { inum: sezNumbers[1], idt: '22-11-2026', val: 10000, pos: '27', rchrg: 'N', inv_typ: 'SEWOP', itms: [{ num: 1, itm_det: { txval: 10000, rt: 5, iamt: 0, camt: 0, samt: 0, csamt: 0 } }] },
      ],
    },
  ]);
  expect(schemaErrors('gstr1', gstr1)).toEqual([]);
  // 3.1(b): the export less its note, 12,000, and the two SEZ supplies, 20,000 with IGST 500; nothing in 3.1(a) or (c).
  const gstr3b = await returnFile<{ sup_details: Body }>('GSTR3B');
  expect(gstr3b.sup_details.osup_zero).toEqual({ txval: 32000, iamt: 500, csamt: 0 });
  expect(gstr3b.sup_details.osup_det).toEqual({ txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 });
  expect(gstr3b.sup_details.osup_nil_exmp).toEqual({ txval: 0 });
  expect(schemaErrors('gstr3b', gstr3b)).toEqual([]);
});

it('books output tax only on the SEZ supply made on payment of IGST', async () => {
  const body = (await ok(setup.api.get(`${buildPath(routes.trialBalance.path, { orgId: setup.orgId })}?start=2026-11-01&end=2026-11-30`, setup.owner.token))).body;
  expect(body.rows.map((row: Body & { account: Body }) => [row.account.id, row.debit, row.credit])).toEqual([
    ['sys_debtors', '32500.00', '0.00'],
    ['sys_outputigst', '0.00', '500.00'],
    ['sys_sales', '0.00', '32000.00'],
  ]);
});

it("labels an SEZ supply and its note as the offline tool's template does in the GSTR-1 workbook (walk 32 M1: both read 'Regular B2B')", async () => {
  const { api, owner, orgId } = setup;
  // One bag of the SEZ supply made on payment comes back: ₹1,000.00 + IGST ₹50.00.
  const note = { org_id: orgId, client_id: sez.id, clientaddressid: sez.addressId, isaddrsame: 1, invoicedate: '2026-11-26', referencetype: 'b2b', referenceid: sezIds[0], referencedate: '2026-11-22', reason: 'One bag short', export_lut: 'no', items: [riceLine('1', { unit_price: '1000' })] };
  const saved = await ok(api.post('/api/account/creditnote/savedata', note, owner.token));
  const answer = (await ok(api.get(buildPath(routes.generateReturnWorkbook.path, { form: 'GSTR1', orgid: orgId, month: '11', year: '2026' }), owner.token))).body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await fetch(`${api.url}${answer.files[0].url}`)).arrayBuffer());
  const b2b = workbook.getWorksheet('b2b') as ExcelJS.Worksheet;
  expect([5, 6].map((row) => (b2b.getRow(row).values as unknown[]).slice(3, 13))).toEqual([
    [sezNumbers[0], '22-Nov-2026', 10500, '27-Maharashtra', 'N', '', 'SEZ supplies with payment', '', 5, 10000],
    [sezNumbers[1], '22-Nov-2026', 10000, '27-Maharashtra', 'N', '', 'SEZ supplies without payment', '', 5, 10000],
  ]);
  // The export with its shipping bill (walk 33E E6: the columns were left blank).
  const exp = workbook.getWorksheet('exp') as ExcelJS.Worksheet;
  expect((exp.getRow(5).values as unknown[]).slice(1)).toEqual(['WOPAY', invoice.number, '20-Nov-2026', 15000, 'INNSA1', '4421873', '24-Nov-2026', 5, 15000, 0]);
  const cdnr = workbook.getWorksheet('cdnr') as ExcelJS.Worksheet;
  expect((cdnr.getRow(5).values as unknown[]).slice(1)).toEqual([SEZ_GSTIN, 'Mahape Electronics SEZ Unit', saved.body.invoice_no, '26-Nov-2026', 'C', '27-Maharashtra', 'N', 'SEZ supplies with payment', 1050, '', 5, 1000, 0]);
});

/** The endorsement and LUT lines of an invoice's PDF as the web renders it, in their order (the totals beside them left out). */
async function printedEndorsement(id: string): Promise<string[]> {
  const view = await invoiceView(id);
  const lines = (await pdfPageLines(await documentPdfBytes({ view, organisation: view.seller, fonts: PDF_FONTS, logo: null })))[0] ?? [];
  return lines.filter((line) => /SUPPLY MEANT FOR|UNDERTAKING WITHOUT|LUT ARN/.test(line)).map((line) => line.replace(/(Total|CGST|SGST|IGST|Round Off) ₹[\d,.]+/g, '').trim());
}

it("prints on an export the LUT for the invoice's own financial year, kept one a year; one filed on 20-03-2026 for 2026-27 prints on an export of 21-11-2026, not on one of 25-03-2026; a date after today is refused (walk 35 M1)", async () => {
  const { api, owner, orgId } = setup;
  const saveLuts = (luts: Body[]) => api.post(routes.updateOrganisation.path, { orgid: orgId, org_name: ORG.name, gstin: gstinOf(ORG.gstin14), luts }, owner.token);
  const lut2026 = { fy: '2026-27', arn: 'AD240326012345X', date: '2026-03-20' };
  // This server's today is 28 Nov 2026: an LUT dated 15 Dec 2026 is not filed yet.
  const future = await saveLuts([{ ...lut2026, date: '2026-12-15' }]);
  expect([future.status, future.body.error, future.body.errors]).toEqual([400, APP_MESSAGES.lutDateInFuture, [{ field: 'luts.0.date', message: APP_MESSAGES.lutDateInFuture }]]);
  await ok(saveLuts([lut2026]));
  const save = async (invoicedate: string, shipping_bill_date: string) =>
    (await ok(api.post('/api/account/invoice/insert/savedata', exportInvoice({ invoicedate, shipping_bill_date, shipping_bill_no: `44${invoicedate.replaceAll('-', '').slice(4)}` }), owner.token))).body.id as string;
  const november = await save('2026-11-21', '2026-11-24');
  const march = await save('2026-03-25', '2026-03-27');
  expect((await invoiceView(november)).seller.lut).toEqual(lut2026);
  expect((await invoiceView(march)).seller.lut).toBeNull();
  const endorsement = ['SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF', 'UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX'];
  expect(await printedEndorsement(november)).toEqual([...endorsement, 'LUT ARN AD240326012345X dated 20-03-2026']);
  expect(await printedEndorsement(march)).toEqual(endorsement);
  // With 2025-26's LUT kept beside it, each year's invoice prints its own; the older invoice keeps its line when 2026-27's is added.
  await ok(saveLuts([lut2026, { fy: '2025-26', arn: 'AD270325012345X', date: '2025-03-28' }]));
  expect(await printedEndorsement(march)).toEqual([...endorsement, 'LUT ARN AD270325012345X dated 28-03-2025']);
  expect(await printedEndorsement(november)).toEqual([...endorsement, 'LUT ARN AD240326012345X dated 20-03-2026']);
});
