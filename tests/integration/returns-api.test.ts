// GST returns over real HTTP (spec part 2 §7 "GST returns downloads", issue 13): a month of saved
// documents read from the date index and generated as the portal's GSTR-1 and GSTR-3B JSON and
// as workbooks, written through the blob port and downloaded from the signed links; the
// pre-filing check naming the document and line; the period rules; and who may do it.
import ExcelJS from 'exceljs';
import { RETURN_MESSAGES, buildPath, routes, type Gstr3bJson } from '@bahi/shared';
import { putMembership } from '../../functions/src/store/memberships.js';
import { signUp, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';
import { gstinOf, relianceRetailBody } from '../support/document-fixtures.js';
import { expectOk, insertLineItems, MAINTENANCE_LINE, RICE_LINE } from '../support/document-lines.js';
import { schemaErrors } from '../support/return-schemas.js';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let orgId: string;
let invoiceNo: string;
/** October's documents issued that are no supply: GSTR-1 table 13 counts them. */
const issued = { jobWork: '', exhibition: '', receipt: '' };
let shortHsnInvoiceId: string;
const ORG_GSTIN = gstinOf('27AABCT3518Q1Z');
const RELIANCE = gstinOf('27AAACR5055K1Z');

const path = (route: 'generateReturnJson' | 'generateReturnWorkbook' | 'checkReturn', form: string, month: string, year: string, org = orgId) =>
  buildPath(routes[route].path, { form, orgid: org, month, year });
const download = async (url: string) => fetch(url.startsWith('http') ? url : `${api.url}${url}`);

beforeAll(async () => {
  api = await startTestServer();
  const signedUp = await signUp(api, { username: 'Tara Steel', email: 'owner@tarasteel.in', password: 'Secret@123', orgname: 'Tara Steel', gstin: ORG_GSTIN, type: 1 });
  owner = signedUp;
  orgId = signedUp.orgId as string;
  const client = await expectOk(api.post('/api/client/insert', relianceRetailBody(orgId), owner.token));
  const fetched = (await expectOk(api.get(`/api/client/getclient/${client.body.client_id}`, owner.token))).body;
  const { rice, maintenance } = await insertLineItems(api, owner.token, orgId);
  const invoice = (date: string, lines: Body[]): Body => ({
    org_id: orgId,
    client_id: client.body.client_id,
    clientaddressid: fetched.clientaddress.find((a: Body) => a.isprimary === 1).id,
    clientcontactid: fetched.clientcontacts[0].id,
    isaddrsame: 1,
    invoicedate: date,
    invoice_terms_id: 30,
    freightCharge: '500',
    additional_charges: 'yes',
    roundoff: 1,
    items: lines,
  });
  // The sales API test's hand-worked invoice (17,407.00), on 3 October 2025.
  const saved = await expectOk(api.post('/api/account/invoice/insert/savedata', invoice('2025-10-03', [{ ...RICE_LINE, item_id: rice }, { ...MAINTENANCE_LINE, item_id: maintenance }]), owner.token));
  invoiceNo = saved.body.invoice_no;
  // A quotation of the same month is never a supply.
  const { invoicedate: _date, ...rest } = invoice('2025-10-04', [{ ...RICE_LINE, item_id: rice }]);
  await expectOk(api.post('/api/account/quotation/savedata', { ...rest, quotationdate: '2025-10-04', validDate: '2025-10-20' }, owner.token));
  // Two delivery challans (job work: nature 9; an exhibition: nature 12, cancelled) and a receipt
  // voucher for an advance (nature 6): none is a supply, all are documents issued. The advance,
  // ₹500.00 at 5% (CGST = SGST = 50,000 × 5 ÷ 210 = 1,190.48 → 11.90, value 476.20), is not
  // invoiced in October: table 11A, and GSTR-3B 3.1(a) pays its tax.
  const challan = (reason: string) => api.post('/api/account/deliverychallan/insert/savedata', { ...invoice('2025-10-05', [{ ...RICE_LINE, item_id: rice }]), dctype: reason }, owner.token);
  issued.jobWork = (await expectOk(challan('Job work'))).body.invoice_no;
  const exhibition = (await expectOk(challan('Exhibition'))).body;
  issued.exhibition = exhibition.invoice_no;
  await expectOk(api.get(`/api/account/invoice/changestatus/cancelled/${exhibition.id}`, owner.token));
  const { freightCharge: _freight, additional_charges: _charges, invoice_terms_id: _terms, ...advance } = invoice('2025-10-06', [{ ...RICE_LINE, item_id: rice, qty: '1', unit_price: '1000', discountstring: '', advancedAmount: '500' }]);
  issued.receipt = (await expectOk(api.post('/api/account/receiptvoucher/savedata', advance, owner.token))).body.invoice_no;
  // September: an invoice whose line carries a 2-digit HSN.
  const short = await expectOk(api.post('/api/account/invoice/insert/savedata', invoice('2025-09-10', [{ ...RICE_LINE, item_id: rice, hsncode: '10' }]), owner.token));
  shortHsnInvoiceId = short.body.id;
  // An October expense: 1,000 at 18% from a Maharashtra supplier (CGST/SGST 90 each).
  await expectOk(
    api.post('/api/account/expenses/save', { orgId, customer_name: 'Sharma Stationers', notes: '', date_created: '2025-10-14', payment_method: 'CASH', payment_account: '', payment_through: '', amount: '1000', tax_rate: '18', statecode: '27', file_url: '' }, owner.token),
  );
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('GSTR-1 JSON of October 2025', () => {
  let answer: Body & { files: { name: string; url: string; bytes: number }[] };
  beforeAll(async () => {
    answer = (await expectOk(api.get(path('generateReturnJson', 'GSTR1', '10', '2025'), owner.token))).body;
  });

  it('answers one file with a signed link, no problems, and the one invoice read (the quotation is not)', () => {
    expect(answer).toEqual({
      status: true,
      message: RETURN_MESSAGES.generated,
      form: 'GSTR1',
      period: '102025',
      documents: 1,
      problems: [],
      files: [{ name: `GSTR1_${ORG_GSTIN}_102025.json`, url: expect.stringMatching(/^\/files\/returns\//), bytes: expect.any(Number) }],
    });
  });

  it('downloads the portal file with the hand-worked figures, and it conforms to the schema', async () => {
    const file = await download(answer.files[0]!.url);
    expect(file.status).toBe(200);
    const json = await file.json();
    expect(json).toEqual({
      gstin: ORG_GSTIN,
      fp: '102025',
      b2b: [
        {
          ctin: RELIANCE,
          inv: [
            {
              inum: invoiceNo, idt: '03-10-2025', val: 17407, pos: '27', rchrg: 'N', inv_typ: 'R',
              itms: [
                { num: 1, itm_det: { txval: 11254.5, rt: 5, iamt: 0, camt: 281.36, samt: 281.36, csamt: 0 } },
                // The maintenance line and the freight, taxed at the highest rate: 4,237.29 + 500.
                { num: 2, itm_det: { txval: 4737.29, rt: 18, iamt: 0, camt: 426.36, samt: 426.36, csamt: 0 } },
              ],
            },
          ],
        },
      ],
      at: [{ pos: '27', sply_ty: 'INTRA', itms: [{ rt: 5, ad_amt: 476.2, camt: 11.9, samt: 11.9, csamt: 0 }] }],
      hsn: {
        hsn_b2b: [
          { num: 1, hsn_sc: '10063020', desc: 'Basmati Rice', uqc: 'BAG', qty: 10, rt: 5, txval: 11254.5, iamt: 0, camt: 281.36, samt: 281.36, csamt: 0 },
          { num: 2, hsn_sc: '998719', desc: 'Annual maintenance', uqc: 'NA', qty: 0, rt: 18, txval: 4737.29, iamt: 0, camt: 426.36, samt: 426.36, csamt: 0 },
        ],
        hsn_b2c: [],
      },
      doc_issue: {
        doc_det: [
          { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [{ num: 1, from: invoiceNo, to: invoiceNo, totnum: 1, cancel: 0, net_issue: 1 }] },
          { doc_num: 6, doc_typ: 'Receipt voucher', docs: [{ num: 1, from: issued.receipt, to: issued.receipt, totnum: 1, cancel: 0, net_issue: 1 }] },
          { doc_num: 9, doc_typ: 'Delivery Challan for job work', docs: [{ num: 1, from: issued.jobWork, to: issued.jobWork, totnum: 1, cancel: 0, net_issue: 1 }] },
          {
            doc_num: 12,
            doc_typ: 'Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)',
            docs: [{ num: 1, from: issued.exhibition, to: issued.exhibition, totnum: 1, cancel: 1, net_issue: 0 }],
          },
        ],
      },
    });
    expect(schemaErrors('gstr1', json)).toEqual([]);
  });
});

describe('GSTR-3B JSON of October 2025', () => {
  it('downloads tables 3.1, 4 and 5 with the invoice, the advance and the expense, conforming to the schema', async () => {
    const answer = (await expectOk(api.get(path('generateReturnJson', 'GSTR3B', '10', '2025'), owner.token))).body;
    expect(answer.files.map((file: Body) => file.name)).toEqual([`GSTR3B_${ORG_GSTIN}_102025.json`]);
    const json = (await (await download(answer.files[0].url)).json()) as Gstr3bJson;
    // The invoice's 15,991.79 (CGST/SGST 707.72) and the advance's 476.20 (11.90).
    expect(json.sup_details.osup_det).toEqual({ txval: 16467.99, iamt: 0, camt: 719.62, samt: 719.62, csamt: 0 });
    expect(json.itc_elg.itc_avl[4]).toEqual({ ty: 'OTH', iamt: 0, camt: 90, samt: 90, csamt: 0 });
    expect(json.itc_elg.itc_net).toEqual({ iamt: 0, camt: 90, samt: 90, csamt: 0 });
    expect(schemaErrors('gstr3b', json)).toEqual([]);
  });
});

describe('the workbooks', () => {
  it("GSTR-1: the offline tool's sheets, the invoice's rows on b2b under the template's headings", async () => {
    const answer = (await expectOk(api.get(path('generateReturnWorkbook', 'GSTR1', '10', '2025'), owner.token))).body;
    expect(answer.files.map((file: Body) => file.name)).toEqual([`GSTR1_${ORG_GSTIN}_102025.xlsx`]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download(answer.files[0].url)).arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'exp', 'at', 'atadj', 'exemp', 'hsn(b2b)', 'hsn(b2c)', 'docs']);
    const b2b = workbook.getWorksheet('b2b') as ExcelJS.Worksheet;
    expect(b2b.getCell('A1').value).toBe('Summary For B2B(4)');
    expect((b2b.getRow(4).values as unknown[]).slice(1, 5)).toEqual(['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date']);
    expect((b2b.getRow(5).values as unknown[]).slice(1)).toEqual([RELIANCE, 'Reliance Retail', invoiceNo, '03-Oct-2025', 17407, '27-Maharashtra', 'N', '', 'Regular B2B', '', 5, 11254.5, 0]);
    expect((b2b.getRow(6).values as unknown[]).slice(11)).toEqual([18, 4737.29, 0]);
    expect([b2b.getCell('A3').value, b2b.getCell('C3').value, b2b.getCell('E3').value]).toEqual([1, 1, 17407]);
    const at = workbook.getWorksheet('at') as ExcelJS.Worksheet;
    expect(at.getCell('A1').value).toBe('Summary For Advance Received (11B)');
    expect((at.getRow(4).values as unknown[]).slice(1)).toEqual(['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Gross Advance Received', 'Cess Amount']);
    expect((at.getRow(5).values as unknown[]).slice(1)).toEqual(['27-Maharashtra', '', 5, 476.2, 0]);
    expect(at.getCell('D3').value).toBe(476.2);
    expect(workbook.getWorksheet('atadj')?.rowCount).toBe(4);
  });

  it('GSTR-3B: tables 3.1, 3.2, 4 and 5', async () => {
    const answer = (await expectOk(api.get(path('generateReturnWorkbook', 'GSTR3B', '10', '2025'), owner.token))).body;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download(answer.files[0].url)).arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['3.1', '3.2', '4', '5']);
    expect((workbook.getWorksheet('3.1')?.getRow(5).values as unknown[]).slice(2)).toEqual([16467.99, 0, 719.62, 719.62, 0]);
  });
});

describe('the pre-filing check', () => {
  it('names the September invoice and its line with the short HSN, with the id to open it; generation lists it too', async () => {
    const expected = {
      code: 'hsnShort',
      documentId: shortHsnInvoiceId,
      kind: 'b2b',
      number: expect.any(String),
      line: 1,
      message: expect.stringMatching(/^B2B invoice \S+ of 10-09-2025, line 1 \(Basmati Rice\) has the HSN\/SAC code "10": it must be 4 to 8 digits\. /),
    };
    const check = (await expectOk(api.get(path('checkReturn', 'GSTR1', '9', '2025'), owner.token))).body;
    expect(check).toEqual({ status: true, period: '092025', documents: 1, problems: [expected] });
    const generated = (await expectOk(api.get(path('generateReturnJson', 'GSTR1', '9', '2025'), owner.token))).body;
    expect([generated.message, generated.problems]).toEqual([RETURN_MESSAGES.generatedWithProblems, [expected]]);
    expect(generated.files).toHaveLength(1);
  });
});

describe('the period and the form', () => {
  it.each([
    ['GSTR1', '6', '2017', RETURN_MESSAGES.chooseMonth],
    ['GSTR1', '13', '2025', RETURN_MESSAGES.chooseMonth],
    ['GSTR1', '1', '2099', RETURN_MESSAGES.chooseMonth],
    ['GSTR9', '10', '2025', RETURN_MESSAGES.chooseForm],
  ])('%s %s/%s is refused with 400', async (form, month, year, message) => {
    const answer = await api.get(path('generateReturnJson', form, month, year), owner.token);
    expect([answer.status, answer.body.status, answer.body.error]).toEqual([400, false, message]);
  });

  it('July 2017, the first GST month, is generated (empty)', async () => {
    const answer = (await expectOk(api.get(path('generateReturnJson', 'GSTR1', '7', '2017'), owner.token))).body;
    expect([answer.documents, answer.problems]).toEqual([0, []]);
    expect(await (await download(answer.files[0].url)).json()).toEqual({ gstin: ORG_GSTIN, fp: '072017' });
  });
});

describe('who may generate returns', () => {
  it('refuses a user of another organisation with 403 on all three calls', async () => {
    const outsider = await signUp(api, { username: 'Outsider', email: 'outsider@returns.in', password: 'Secret@123', orgname: 'Other Traders', gstin: gstinOf('33ABCDE5678G1Z'), type: 1 });
    const answers = await Promise.all((['generateReturnJson', 'generateReturnWorkbook', 'checkReturn'] as const).map((route) => api.get(path(route, 'GSTR1', '10', '2025'), outsider.token)));
    expect(answers.map((answer) => [answer.status, answer.body.status, answer.body.files])).toEqual([
      [403, false, undefined],
      [403, false, undefined],
      [403, false, undefined],
    ]);
  });

  it("needs 'reports.view' from an invited member", async () => {
    const member = async (email: string, permissions: string[]) => {
      const user = await signUp(api, { username: email, email, password: 'Secret@123', usertype: 'CA' });
      await putMembership(api.server.ports.table, { orgId, userId: user.userId, role: 'member', permissions: permissions as never, createdAt: new Date().toISOString() });
      return user.token;
    };
    const without = await api.get(path('generateReturnJson', 'GSTR3B', '10', '2025'), await member('sales@tarasteel.in', ['invoices.view']));
    const withIt = await api.get(path('generateReturnJson', 'GSTR3B', '10', '2025'), await member('ca@tarasteel.in', ['reports.view']));
    expect([without.status, withIt.status]).toEqual([403, 200]);
  });
});
