// The returns as Excel workbooks for a CA to review before uploading. GSTR-1 follows the GSTN
// offline tool's template: one sheet per section (b2b, b2cl, b2cs, cdnr, cdnur, exp, at, atadj,
// exemp, hsn or hsn(b2b)/hsn(b2c), docs), each with its summary in rows 1–3 ("Summary For B2B(4)", the counts
// and totals) and the template's column headings in row 4, data from row 5. Dates as the template
// writes them (05-Oct-2025), places of supply as "29-Karnataka", rupees as numbers.
import type ExcelJS from 'exceljs';
import { stateByCode, type AdvanceEntry, type Gstr1Json, type Gstr3bJson, type HsnRow, type InvoiceType } from '@bahi/shared';
import { newWorkbook } from '../../services/excel-workbook.js';

type Cell = string | number;

interface SheetData {
  name: string;
  title: string;
  headers: string[];
  rows: Cell[][];
  /** Labels and values of the summary rows, by column. */
  summary: { [column: number]: [label: string, value: Cell] };
}

/** Columns of rupees, by their heading: values, amounts, taxes, cess, advances, supplies; not a rate. */
const RUPEE_COLUMN = /value|amount|tax|cess|advance|supplies|exempted/i;
const NOT_RUPEES = /\brate\b|%/i;
const RUPEES_FORMAT = '#,##0.00';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '05-10-2025' (the JSON's) -> '05-Oct-2025' (the template's). */
const templateDate = (portal: string) => {
  const [day, month, year] = portal.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
};
const placeOfSupply = (code: string) => `${code}-${stateByCode(code)?.name ?? ''}`;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
const distinct = (values: Cell[]) => new Set(values).size;
/** The template's "Invoice Type" (b2b) and "Note Supply Type" (cdnr) for the JSON's inv_typ: an SEZ supply is table 6B, not 4A. */
const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = { R: 'Regular B2B', SEWP: 'SEZ supplies with payment', SEWOP: 'SEZ supplies without payment' };

function b2bSheet(json: Gstr1Json, names: ReadonlyMap<string, string>): SheetData {
  const invoices = (json.b2b ?? []).flatMap((receiver) => receiver.inv.map((inv) => ({ ctin: receiver.ctin, inv })));
  const rows = invoices.flatMap(({ ctin, inv }) =>
    inv.itms.map((item): Cell[] => [ctin, names.get(ctin) ?? '', inv.inum, templateDate(inv.idt), inv.val, placeOfSupply(inv.pos), inv.rchrg, '', INVOICE_TYPE_LABELS[inv.inv_typ], '', item.itm_det.rt, item.itm_det.txval, item.itm_det.csamt]),
  );
  return {
    name: 'b2b',
    title: 'Summary For B2B(4)',
    headers: ['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount'],
    rows,
    summary: {
      0: ['No. of Recipients', distinct(invoices.map((i) => i.ctin))],
      2: ['No. of Invoices', invoices.length],
      4: ['Total Invoice Value', sum(invoices.map((i) => i.inv.val))],
      11: ['Total Taxable Value', sum(rows.map((r) => r[11] as number))],
      12: ['Total Cess', sum(rows.map((r) => r[12] as number))],
    },
  };
}

function b2clSheet(json: Gstr1Json): SheetData {
  const invoices = (json.b2cl ?? []).flatMap((group) => group.inv.map((inv) => ({ pos: group.pos, inv })));
  const rows = invoices.flatMap(({ pos, inv }) => inv.itms.map((item): Cell[] => [inv.inum, templateDate(inv.idt), inv.val, placeOfSupply(pos), '', item.itm_det.rt, item.itm_det.txval, item.itm_det.csamt, inv.etin ?? '']));
  return {
    name: 'b2cl',
    title: 'Summary For B2CL(5)',
    headers: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    rows,
    summary: { 0: ['No. of Invoices', invoices.length], 2: ['Total Inv Value', sum(invoices.map((i) => i.inv.val))], 6: ['Total Taxable Value', sum(rows.map((r) => r[6] as number))], 7: ['Total Cess', sum(rows.map((r) => r[7] as number))] },
  };
}

function b2csSheet(json: Gstr1Json): SheetData {
  const rows = (json.b2cs ?? []).map((row): Cell[] => [row.typ, placeOfSupply(row.pos), '', row.rt, row.txval, row.csamt, row.etin ?? '']);
  return {
    name: 'b2cs',
    title: 'Summary For B2CS(7)',
    headers: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    rows,
    summary: { 4: ['Total Taxable  Value', sum(rows.map((r) => r[4] as number))], 5: ['Total Cess', sum(rows.map((r) => r[5] as number))] },
  };
}

function cdnrSheet(json: Gstr1Json, names: ReadonlyMap<string, string>): SheetData {
  const notes = (json.cdnr ?? []).flatMap((receiver) => receiver.nt.map((nt) => ({ ctin: receiver.ctin, nt })));
  const rows = notes.flatMap(({ ctin, nt }) =>
    nt.itms.map((item): Cell[] => [ctin, names.get(ctin) ?? '', nt.nt_num, templateDate(nt.nt_dt), nt.ntty, placeOfSupply(nt.pos), nt.rchrg, INVOICE_TYPE_LABELS[nt.inv_typ], nt.val, '', item.itm_det.rt, item.itm_det.txval, item.itm_det.csamt]),
  );
  return {
    name: 'cdnr',
    title: 'Summary For CDNR(9B)',
    headers: ['GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
    rows,
    summary: { 0: ['No. of Recipients', distinct(notes.map((n) => n.ctin))], 2: ['No. of Notes', notes.length], 8: ['Total Note Value', sum(notes.map((n) => n.nt.val))], 11: ['Total Taxable Value', sum(rows.map((r) => r[11] as number))], 12: ['Total Cess', sum(rows.map((r) => r[12] as number))] },
  };
}

function cdnurSheet(json: Gstr1Json): SheetData {
  const notes = json.cdnur ?? [];
  const rows = notes.flatMap((nt) => nt.itms.map((item): Cell[] => [nt.typ, nt.nt_num, templateDate(nt.nt_dt), nt.ntty, nt.pos ? placeOfSupply(nt.pos) : '', nt.val, '', item.itm_det.rt, item.itm_det.txval, item.itm_det.csamt]));
  return {
    name: 'cdnur',
    title: 'Summary For CDNUR(9B)',
    headers: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
    rows,
    summary: { 1: ['No. of Notes', notes.length], 5: ['Total Note Value', sum(notes.map((n) => n.val))], 8: ['Total Taxable Value', sum(rows.map((r) => r[8] as number))], 9: ['Total Cess', sum(rows.map((r) => r[9] as number))] },
  };
}

function expSheet(json: Gstr1Json): SheetData {
  const invoices = (json.exp ?? []).flatMap((group) => group.inv.map((inv) => ({ type: group.exp_typ, inv })));
  const rows = invoices.flatMap(({ type, inv }) =>
    inv.itms.map((item): Cell[] => [type, inv.inum, templateDate(inv.idt), inv.val, inv.sbpcode ?? '', inv.sbnum ?? '', inv.sbdt ? templateDate(inv.sbdt) : '', item.rt, item.txval, item.csamt]),
  );
  return {
    name: 'exp',
    title: 'Summary For EXP(6)',
    headers: ['Export Type', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Port Code', 'Shipping Bill Number', 'Shipping Bill Date', 'Rate', 'Taxable Value', 'Cess Amount'],
    rows,
    summary: { 1: ['No. of Invoices', invoices.length], 3: ['Total Invoice Value', sum(invoices.map((i) => i.inv.val))], 8: ['Total Taxable Value', sum(rows.map((r) => r[8] as number))] },
  };
}

/**
 * Table 11A (at) or 11B (atadj, the JSON's txpd): one row per place of supply and rate, the
 * advance without its tax. The template titles both sheets "(11B)".
 */
function advanceSheet(name: 'at' | 'atadj', entries: readonly AdvanceEntry[]): SheetData {
  const received = name === 'at';
  const rows = entries.flatMap((entry) => entry.itms.map((item): Cell[] => [placeOfSupply(entry.pos), '', item.rt, item.ad_amt, item.csamt]));
  return {
    name,
    title: received ? 'Summary For Advance Received (11B)' : 'Summary For Advance Adjusted (11B)',
    headers: ['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', received ? 'Gross Advance Received' : 'Gross Advance Adjusted', 'Cess Amount'],
    rows,
    summary: { 3: [received ? 'Total Advance Received' : 'Total Advance Adjusted', sum(rows.map((r) => r[3] as number))], 4: ['Total Cess', sum(rows.map((r) => r[4] as number))] },
  };
}

const NIL_DESCRIPTIONS = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
} as const;

function exempSheet(json: Gstr1Json): SheetData {
  const rows = (json.nil?.inv ?? []).map((row): Cell[] => [NIL_DESCRIPTIONS[row.sply_ty], row.nil_amt, row.expt_amt, row.ngsup_amt]);
  return {
    name: 'exemp',
    title: 'Summary For Nil rated, exempted and non GST outward supplies (8)',
    headers: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
    rows,
    summary: { 1: ['Total Nil Rated Supplies', sum(rows.map((r) => r[1] as number))], 2: ['Total Exempted Supplies', sum(rows.map((r) => r[2] as number))], 3: ['Total Non-GST Supplies', sum(rows.map((r) => r[3] as number))] },
  };
}

function hsnSheet(name: string, rows: readonly HsnRow[]): SheetData {
  const cells = rows.map((row): Cell[] => [row.hsn_sc, row.desc, row.uqc, row.qty, sum([row.txval, row.iamt, row.camt, row.samt, row.csamt]), row.rt, row.txval, row.iamt, row.camt, row.samt, row.csamt]);
  const total = (column: number) => sum(cells.map((r) => r[column] as number));
  return {
    name,
    title: 'Summary For HSN(12)',
    headers: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'],
    rows: cells,
    summary: {
      0: ['No. of HSN', cells.length],
      4: ['Total Value', total(4)],
      6: ['Total Taxable Value', total(6)],
      7: ['Total Integrated Tax', total(7)],
      8: ['Total Central Tax', total(8)],
      9: ['Total State/UT Tax', total(9)],
      10: ['Total Cess', total(10)],
    },
  };
}

function docsSheet(json: Gstr1Json): SheetData {
  const rows = (json.doc_issue?.doc_det ?? []).flatMap((nature) => nature.docs.map((series): Cell[] => [nature.doc_typ, series.from, series.to, series.totnum, series.cancel]));
  return {
    name: 'docs',
    title: 'Summary of documents issued during the tax period (13)',
    headers: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    rows,
    summary: { 3: ['Total Number', sum(rows.map((r) => r[3] as number))], 4: ['Total Cancelled', sum(rows.map((r) => r[4] as number))] },
  };
}

function hsnSheets(json: Gstr1Json): SheetData[] {
  const hsn = json.hsn;
  if (!hsn) return [hsnSheet('hsn', [])];
  return 'data' in hsn ? [hsnSheet('hsn', hsn.data)] : [hsnSheet('hsn(b2b)', hsn.hsn_b2b), hsnSheet('hsn(b2c)', hsn.hsn_b2c)];
}

function addSheet(workbook: ExcelJS.Workbook, data: SheetData): void {
  const sheet = workbook.addWorksheet(data.name);
  sheet.getCell(1, 1).value = data.title;
  sheet.getCell(1, 1).font = { bold: true };
  for (const [column, [label, value]] of Object.entries(data.summary)) {
    sheet.getCell(2, Number(column) + 1).value = label;
    sheet.getCell(3, Number(column) + 1).value = value;
  }
  const headerRow = sheet.getRow(4);
  headerRow.values = data.headers;
  headerRow.font = { bold: true };
  for (const row of data.rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const header = data.headers[index] ?? '';
    column.width = Math.max(12, header.length + 2);
    // Rupees as rupees: ₹2.50 showed as 2.5 (walk 36 L3); rates, quantities and counts as they are.
    if (!RUPEE_COLUMN.test(header) || NOT_RUPEES.test(header)) return;
    column.eachCell?.((cell) => {
      if (typeof cell.value === 'number') cell.numFmt = RUPEES_FORMAT;
    });
  });
}

/** The GSTR-1 workbook ('Generate'): the template's sheets in its order. */
export async function gstr1Workbook(json: Gstr1Json, names: ReadonlyMap<string, string>): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  for (const sheet of [b2bSheet(json, names), b2clSheet(json), b2csSheet(json), cdnrSheet(json, names), cdnurSheet(json), expSheet(json), advanceSheet('at', json.at ?? []), advanceSheet('atadj', json.txpd ?? []), exempSheet(json), ...hsnSheets(json), docsSheet(json)]) {
    addSheet(workbook, sheet);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The GSTR-3B workbook: tables 3.1, 3.2, 4 and 5 as the form lays them out. */
export async function gstr3bWorkbook(json: Gstr3bJson): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const s = json.sup_details;
  const heads = ['Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess'];
  addSheet(workbook, {
    name: '3.1',
    title: '3.1 Details of Outward Supplies and inward supplies liable to reverse charge',
    headers: ['Nature of Supplies', 'Total Taxable value', ...heads],
    rows: [
      ['(a) Outward taxable supplies (other than zero rated, nil rated and exempted)', s.osup_det.txval, s.osup_det.iamt, s.osup_det.camt, s.osup_det.samt, s.osup_det.csamt],
      ['(b) Outward taxable supplies (zero rated)', s.osup_zero.txval, s.osup_zero.iamt, 0, 0, s.osup_zero.csamt],
      ['(c) Other outward supplies (Nil rated, exempted)', s.osup_nil_exmp.txval, 0, 0, 0, 0],
      ['(d) Inward supplies (liable to reverse charge)', s.isup_rev.txval, s.isup_rev.iamt, s.isup_rev.camt, s.isup_rev.samt, s.isup_rev.csamt],
      ['(e) Non-GST outward supplies', s.osup_nongst.txval, 0, 0, 0, 0],
    ],
    summary: {},
  });
  const interState = json.inter_sup;
  addSheet(workbook, {
    name: '3.2',
    title: '3.2 Of the supplies shown in 3.1 (a), inter-State supplies to unregistered persons, composition taxable persons and UIN holders',
    headers: ['Supplies made to', 'Place of Supply (State/UT)', 'Total Taxable value', 'Amount of Integrated Tax'],
    rows: [
      ...interState.unreg_details.map((row): Cell[] => ['Unregistered Persons', placeOfSupply(row.pos), row.txval, row.iamt]),
      ...interState.comp_details.map((row): Cell[] => ['Composition Taxable Persons', placeOfSupply(row.pos), row.txval, row.iamt]),
      ...interState.uin_details.map((row): Cell[] => ['UIN holders', placeOfSupply(row.pos), row.txval, row.iamt]),
    ],
    summary: {},
  });
  const itc = json.itc_elg;
  const LABELS: Record<string, string> = {
    IMPG: '(A)(1) Import of goods',
    IMPS: '(A)(2) Import of services',
    ISRC: '(A)(3) Inward supplies liable to reverse charge (other than 1 & 2 above)',
    ISD: '(A)(4) Inward supplies from ISD',
    OTH: '(A)(5) All other ITC',
  };
  addSheet(workbook, {
    name: '4',
    title: '4. Eligible ITC',
    headers: ['Details', ...heads],
    rows: [
      ...itc.itc_avl.map((row): Cell[] => [LABELS[row.ty] ?? row.ty, row.iamt, row.camt, row.samt, row.csamt]),
      ...itc.itc_rev.map((row): Cell[] => [row.ty === 'RUL' ? '(B)(1) As per rules 38, 42 & 43 of CGST Rules and section 17(5)' : '(B)(2) Others', row.iamt, row.camt, row.samt, row.csamt]),
      ['(C) Net ITC Available (A) – (B)', itc.itc_net.iamt, itc.itc_net.camt, itc.itc_net.samt, itc.itc_net.csamt],
      ...itc.itc_inelg.map((row): Cell[] => [row.ty === 'RUL' ? '(D)(1) As per section 16(4) & ITC restricted due to PoS rules' : '(D)(2) Others', row.iamt, row.camt, row.samt, row.csamt]),
    ],
    summary: {},
  });
  addSheet(workbook, {
    name: '5',
    title: '5. Values of exempt, nil-rated and non-GST inward supplies',
    headers: ['Nature of supplies', 'Inter-State supplies', 'Intra-State supplies'],
    rows: json.inward_sup.isup_details.map((row): Cell[] => [row.ty === 'GST' ? 'From a supplier under composition scheme, Exempt and Nil rated supply' : 'Non GST supply', row.inter, row.intra]),
    summary: {},
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
