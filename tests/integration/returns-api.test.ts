// GST returns over real HTTP (spec part 2 §7 "GST returns downloads", issue 13): a month of saved
// documents read from the date index and generated as the portal's GSTR-1 and GSTR-3B JSON and
// as workbooks, written through the blob port and downloaded from the signed links; the
// pre-filing check naming the document and line; the period rules; and who may do it.
import ExcelJS from 'exceljs';
import { RETURN_MESSAGES, TURNOVER_BANDS, buildPath, routes, type Gstr1Json, type Gstr3bJson } from '@bahi/shared';
import { putMembership } from '../../functions/src/store/memberships.js';
import { signUp, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';
import { clientInsertBody, gstinOf, relianceRetailBody } from '../support/document-fixtures.js';
import { expectOk, insertLineItems, MAINTENANCE_LINE, RICE_LINE } from '../support/document-lines.js';
import { schemaErrors } from '../support/return-schemas.js';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let orgId: string;
let invoiceNo: string;
/** October's documents issued that are no supply: GSTR-1 table 13 counts them. */
const issued = { jobWork: '', exhibition: '', receipt: '', goodsReceipt: '' };
let shortHsnInvoiceId: string;
/** The client (Reliance Retail, Maharashtra: intra-state) and the maintenance service (18%) of every document. */
let parties: Body;
let maintenance: string;
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
  const items = await insertLineItems(api, owner.token, orgId);
  const rice = items.rice;
  maintenance = items.maintenance;
  parties = {
    org_id: orgId,
    client_id: client.body.client_id,
    clientaddressid: fetched.clientaddress.find((a: Body) => a.isprimary === 1).id,
    clientcontactid: fetched.clientcontacts[0].id,
    isaddrsame: 1,
  };
  const invoice = (date: string, lines: Body[]): Body => ({
    ...parties,
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
  // vouchers for advances (nature 6): none is a supply, all are documents issued. The advance for
  // the rice's transport by road, ₹500.00 at 5% (CGST = SGST = 50,000 × 5 ÷ 210 = 1,190.48 → 11.90,
  // value 476.20), is not invoiced in October: table 11A, and GSTR-3B 3.1(a) pays its tax. The
  // ₹10,000.00 advance for the rice itself bears none (Notification 66/2017-CT): in neither.
  const challan = (reason: string) => api.post('/api/account/deliverychallan/insert/savedata', { ...invoice('2025-10-05', [{ ...RICE_LINE, item_id: rice }]), dctype: reason }, owner.token);
  issued.jobWork = (await expectOk(challan('Job work'))).body.invoice_no;
  const exhibition = (await expectOk(challan('Exhibition'))).body;
  issued.exhibition = exhibition.invoice_no;
  await expectOk(api.get(`/api/account/invoice/changestatus/cancelled/${exhibition.id}`, owner.token));
  const transport = await expectOk(
    api.post('/api/items/insert', { orgid: orgId, goodstype: 'services', short_name: 'Transport of rice by road', sac_code: '996791', itemgst: '5', unit_price: '1000' }, owner.token),
  );
  const advanceOf = (date: string, line: Body) => {
    const { freightCharge: _freight, additional_charges: _charges, invoice_terms_id: _terms, ...advance } = invoice(date, [{ ...RICE_LINE, qty: '1', discountstring: '', ...line }]);
    return api.post('/api/account/receiptvoucher/savedata', advance, owner.token);
  };
  const transportLine = { item_id: transport.body.id, item_name: 'Transport of rice by road', hsncode: '996791', metrics: 'OTH', goods_service: 'services', unit_price: '1000', advancedAmount: '500' };
  issued.receipt = (await expectOk(advanceOf('2025-10-06', transportLine))).body.invoice_no;
  issued.goodsReceipt = (await expectOk(advanceOf('2025-10-07', { item_id: rice, unit_price: '10000', advancedAmount: '10000' }))).body.invoice_no;
  // September: an invoice whose line carries a 2-digit HSN.
  const short = await expectOk(api.post('/api/account/invoice/insert/savedata', invoice('2025-09-10', [{ ...RICE_LINE, item_id: rice, hsncode: '10' }]), owner.token));
  shortHsnInvoiceId = short.body.id;
  // An October expense: 1,000 at 18% from a Maharashtra supplier (CGST/SGST 90 each).
  await expectOk(
    api.post('/api/account/expenses/save', { orgId, customer_name: 'Sharma Stationers', notes: '', date_created: '2025-10-14', payment_method: 'CASH', payment_account: '', payment_through: '', amount: '1000', tax_rate: '18', statecode: '27', supplier_gstin: gstinOf('27ABCFS5678M1Z'), file_url: '' }, owner.token),
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
      version: 'GST3.0.4',
      hash: 'hash',
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
          { doc_num: 6, doc_typ: 'Receipt voucher', docs: [{ num: 1, from: issued.receipt, to: issued.goodsReceipt, totnum: 2, cancel: 0, net_issue: 2 }] },
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

describe('advances: a receipt voucher of November 2025 made into invoices of November and December', () => {
  // 10 Nov: ₹23,600.00 received for maintenance at 18%: value 20,000.00, CGST = SGST = 1,800.00.
  // 20 Nov: an invoice of 1 × 5,000.00 + 18% = 5,900.00 takes 5,900.00 of it: a quarter, so
  //   value 5,000.00 and 450.00 a head.
  // 25 Nov: a refund of ₹1,180.00: value 1,000.00, 90.00 a head.
  // 3 Dec: a refund of ₹1,180.00 (a November advance: in no table, its tax is claimed by RFD-01).
  // 5 Dec: an invoice of 3 × 5,000.00 + 18% = 17,700.00 takes what is left, 23,600 − 5,900 −
  //   1,180 − 1,180 = 15,340.00: 1,800 × 15,340 ÷ 23,600 = 1,170.00 a head, value 13,000.00.
  const service = (qty: string, price: string, changes: Body = {}): Body => ({ ...MAINTENANCE_LINE, item_id: maintenance, qty, unit_price: price, original_price: 'notax', ...changes });
  const advanceOf = (rupees: string): Body[] => [service('1', rupees, { advancedAmount: rupees })];
  const files = async <Json>(form: 'GSTR1' | 'GSTR3B', month: string) => {
    const answer = (await expectOk(api.get(path('generateReturnJson', form, month, '2025'), owner.token))).body;
    return { problems: answer.problems as Body[], json: (await (await download(answer.files[0].url)).json()) as Json };
  };
  let refundNo: string;
  let refundId: string;

  beforeAll(async () => {
    const receipt = (await expectOk(api.post('/api/account/receiptvoucher/savedata', { ...parties, invoicedate: '2025-11-10', items: advanceOf('23600') }, owner.token))).body;
    const fromVoucher = (date: string, qty: string) => api.post('/api/account/invoice/insert/savedata', { ...parties, invoicedate: date, converted_from: receipt.id, items: [service(qty, '5000')] }, owner.token);
    const refund = (date: string) => api.post('/api/account/refundvoucher/savedata', { ...parties, invoicedate: date, referenceid: receipt.id, items: advanceOf('1180') }, owner.token);
    await expectOk(fromVoucher('2025-11-20', '1'));
    await expectOk(refund('2025-11-25'));
    ({ invoice_no: refundNo, id: refundId } = (await expectOk(refund('2025-12-03'))).body);
    const december = (await expectOk(fromVoucher('2025-12-05', '3'))).body;
    const taken = (await expectOk(api.get(`/api/account/invoice/getinvoicedata/${december.id}/${orgId}`, owner.token))).body.invoice;
    expect([taken.paid, taken.pending]).toEqual(['15340.00', '2360.00']);
  }, 30_000);

  it('November: 11A reports what neither the invoice nor the refund took, 20,000 − 5,000 − 1,000 = 14,000.00 and 1,800 − 450 − 90 = 1,260.00 a head', async () => {
    const { json, problems } = await files<Gstr1Json>('GSTR1', '11');
    expect([json.at, json.txpd, problems]).toEqual([[{ pos: '27', sply_ty: 'INTRA', itms: [{ rt: 18, ad_amt: 14000, camt: 1260, samt: 1260, csamt: 0 }] }], undefined, []]);
    expect(schemaErrors('gstr1', json)).toEqual([]);
    // 3.1(a): the invoice's 5,000.00 (450.00 a head) and the advance's 14,000.00 (1,260.00).
    expect((await files<Gstr3bJson>('GSTR3B', '11')).json.sup_details.osup_det).toEqual({ txval: 19000, iamt: 0, camt: 1710, samt: 1710, csamt: 0 });
  });

  it("December: 11B reports what the invoice took of November's advance, and the refund is named for RFD-01", async () => {
    const { json, problems } = await files<Gstr1Json>('GSTR1', '12');
    expect([json.at, json.txpd]).toEqual([undefined, [{ pos: '27', sply_ty: 'INTRA', itms: [{ rt: 18, ad_amt: 13000, camt: 1170, samt: 1170, csamt: 0 }] }]]);
    expect(schemaErrors('gstr1', json)).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ code: 'advanceRefundedEarlier', documentId: refundId, kind: 'refund_voucher', number: refundNo })]);
    // 3.1(a): the invoice's 15,000.00 (1,350.00 a head) less the 13,000.00 (1,170.00) paid in November.
    expect((await files<Gstr3bJson>('GSTR3B', '12')).json.sup_details.osup_det).toEqual({ txval: 2000, iamt: 0, camt: 180, samt: 180, csamt: 0 });
  });
});

describe('GSTR-3B 3.2: supplies to a composition dealer in another state (walk 31 F2)', () => {
  it('lists them by place of supply in comp_details, as the client record says the dealer is one', async () => {
    const dealer = await expectOk(
      api.post('/api/client/insert', { ...clientInsertBody(orgId, { name: 'Kaveri Composition Traders', gstin14: '29AAACK3105K1Z', city: 'Mysuru', pincode: '570001' }), schemetype: 'composite' }, owner.token),
    );
    const fetched = (await expectOk(api.get(`/api/client/getclient/${dealer.body.client_id}`, owner.token))).body;
    // One maintenance at 5,000.00 before tax: IGST 18% = 900.00.
    const line = { ...MAINTENANCE_LINE, item_id: maintenance, original_price: 'notax' };
    await expectOk(api.post('/api/account/invoice/insert/savedata', { org_id: orgId, client_id: dealer.body.client_id, clientaddressid: fetched.clientaddress[0].id, isaddrsame: 1, invoicedate: '2026-01-12', items: [line] }, owner.token));
    const answer = (await expectOk(api.get(path('generateReturnJson', 'GSTR3B', '01', '2026'), owner.token))).body;
    const json = (await (await download(answer.files[0].url)).json()) as Gstr3bJson;
    expect(json.inter_sup).toEqual({ unreg_details: [], comp_details: [{ pos: '29', txval: 5000, iamt: 900 }], uin_details: [] });
    expect(json.sup_details.osup_det).toEqual({ txval: 5000, iamt: 900, camt: 0, samt: 0, csamt: 0 });
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
    // Rupees with two decimals; the rate as it is.
    expect([b2b.getCell('E5').numFmt, b2b.getCell('K5').numFmt, b2b.getCell('L5').numFmt]).toEqual([RUPEES, undefined, RUPEES]);
  });

  it('GSTR-3B: tables 3.1, 3.2, 4 and 5', async () => {
    const answer = (await expectOk(api.get(path('generateReturnWorkbook', 'GSTR3B', '10', '2025'), owner.token))).body;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download(answer.files[0].url)).arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['3.1', '3.2', '4', '5']);
    expect((workbook.getWorksheet('3.1')?.getRow(5).values as unknown[]).slice(2)).toEqual([16467.99, 0, 719.62, 719.62, 0]);
    // Rupees show two decimals (walk 36 L3: ₹2.50 showed as 2.5).
    expect(['A', 'B', 'C'].map((column) => workbook.getWorksheet('3.1')?.getCell(`${column}5`).numFmt)).toEqual([undefined, RUPEES, RUPEES]);
  });
});

const RUPEES = '#,##0.00';

describe('the pre-filing check', () => {
  it('names the September invoice and its line with the short HSN, with the id to open it; generation lists it too', async () => {
    const expected = {
      code: 'hsnShort',
      documentId: shortHsnInvoiceId,
      kind: 'b2b',
      number: expect.any(String),
      line: 1,
      message: expect.stringMatching(/^B2B invoice \S+ of 10 Sep 2025, line 1 \(Basmati Rice\) has the HSN\/SAC code "10": it must be 4 to 8 digits\. /),
    };
    const check = (await expectOk(api.get(path('checkReturn', 'GSTR1', '9', '2025'), owner.token))).body;
    expect(check).toEqual({ status: true, period: '092025', documents: 1, problems: [expected] });
    const generated = (await expectOk(api.get(path('generateReturnJson', 'GSTR1', '9', '2025'), owner.token))).body;
    expect([generated.message, generated.problems]).toEqual([RETURN_MESSAGES.generatedWithProblems, [expected]]);
    expect(generated.files).toHaveLength(1);
  });

  it('asks 6 digits once the organisation declares a turnover above ₹5 crore (Notification 78/2020-CT)', async () => {
    const setBand = async (turnoverId: number) => {
      const org = (await expectOk(api.get(`/api/client/get/organdusers/${orgId}/${owner.userId}`, owner.token))).body.organisation;
      await expectOk(api.post('/api/users/update/org', { orgid: orgId, version: org.version, org_name: org.org_name, gstin: org.gstin, turnover_id: turnoverId }, owner.token));
    };
    await setBand(TURNOVER_BANDS[3].id);
    const check = (await expectOk(api.get(path('checkReturn', 'GSTR1', '9', '2025'), owner.token))).body;
    expect(check.problems.map((problem: Body) => problem.message)).toEqual([
      expect.stringMatching(/^B2B invoice \S+ of 10 Sep 2025, line 1 \(Basmati Rice\) has the HSN\/SAC code "10": it must be 6 to 8 digits \(the turnover is above ₹5 crore\)\. /),
    ]);
    await setBand(TURNOVER_BANDS[2].id);
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
    expect(await (await download(answer.files[0].url)).json()).toEqual({ gstin: ORG_GSTIN, fp: '072017', version: 'GST3.0.4', hash: 'hash' });
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
