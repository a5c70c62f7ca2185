// The columns of the items bulk-upload workbook, defined once: the server reads uploads by these
// headings and the web builds the downloadable template from them (fillItemUploadTemplate).
// Limits (spec part 2 §5 says only "xls and xlsx"; ours): MAX_ITEM_UPLOAD_BYTES (4 MB: a bigger
// file, base64-encoded by API Gateway, would not fit Lambda's 6 MB request payload) and
// MAX_ITEM_UPLOAD_ROWS (2,000 rows: saved in one request well inside the API's 30 s timeout).
import { ITEM_UNITS } from './units.js';

export { MAX_ITEM_UPLOAD_BYTES, MAX_ITEM_UPLOAD_ROWS } from './item-messages.js';

export type ItemUploadColumnKey =
  | 'goodstype'
  | 'short_name'
  | 'description'
  | 'hsn_sac_code'
  | 'itemunit'
  | 'unit_price'
  | 'itemgst'
  | 'zero_rate_type'
  | 'cess'
  | 'purchase_price'
  | 'purchase_price_percent'
  | 'purchase_price_mrp'
  | 'salepercent'
  | 'mrp'
  | 'purchasedate'
  | 'item_code';

export interface ItemUploadColumn {
  key: ItemUploadColumnKey;
  /** The heading in row 1 of the workbook. */
  header: string;
  required: boolean;
  /** What to type, for the template's instructions sheet. */
  note: string;
  width: number;
}

export const ITEM_UPLOAD_COLUMNS: readonly ItemUploadColumn[] = [
  { key: 'goodstype', header: 'Goods or services', required: true, note: 'goods or services', width: 18 },
  { key: 'short_name', header: 'Short name', required: true, note: 'Unique within the organisation, at most 200 characters', width: 30 },
  { key: 'description', header: 'Description', required: false, note: 'Free text', width: 40 },
  { key: 'hsn_sac_code', header: 'HSN/SAC code', required: true, note: 'Goods: HSN code, 2 to 8 digits. Services: SAC code, 4 to 6 digits', width: 16 },
  { key: 'itemunit', header: 'Unit', required: true, note: 'Goods: a unit code from the Units sheet (e.g. KGS, NOS). Services: leave blank', width: 10 },
  { key: 'unit_price', header: 'Sale price', required: true, note: 'Rupees, at most 2 decimals (e.g. 1,25,000.50 or 1250.50)', width: 14 },
  { key: 'itemgst', header: 'GST rate %', required: true, note: 'One of the GST rates, e.g. 0, 5, 12, 18, 28 (type 18, not 18%)', width: 12 },
  { key: 'zero_rate_type', header: '0% supply', required: false, note: 'For a 0% item: nil-rated, exempt or non-GST (outside GST); blank is nil-rated', width: 12 },
  { key: 'cess', header: 'Cess %', required: false, note: 'Percentage; blank is 0', width: 10 },
  { key: 'purchase_price', header: 'Purchase price', required: false, note: 'Rupees; blank is 0', width: 14 },
  { key: 'purchase_price_percent', header: 'Purchase price %', required: false, note: 'Percentage; blank is 0', width: 16 },
  { key: 'purchase_price_mrp', header: 'Purchase price MRP', required: false, note: 'Rupees; blank is 0', width: 18 },
  { key: 'salepercent', header: 'Sale %', required: false, note: 'Percentage; blank is 0', width: 10 },
  { key: 'mrp', header: 'MRP', required: false, note: 'Rupees; blank is 0', width: 12 },
  { key: 'purchasedate', header: 'Purchase date', required: false, note: 'DD-MM-YYYY or an Excel date, not before 01-07-2017', width: 14 },
  { key: 'item_code', header: 'Item code', required: false, note: 'Used by pharmacy and automobile-parts businesses', width: 14 },
];

export const ITEM_UPLOAD_SHEET_NAME = 'Items';

/** Headings compare without case, spaces or punctuation ('%' reads as 'percent'): 'Sale %' matches 'salepercent'. */
export function normaliseHeading(text: string): string {
  return text.toLowerCase().replace(/%/g, 'percent').replace(/[^a-z0-9]/g, '');
}

/** The column a heading names (its template heading, or its wire key such as short_name). */
export function columnOfHeading(text: string): ItemUploadColumn | undefined {
  const wanted = normaliseHeading(text);
  if (wanted === '') return undefined;
  return ITEM_UPLOAD_COLUMNS.find(
    (column) => normaliseHeading(column.header) === wanted || normaliseHeading(column.key) === wanted,
  );
}

/** The parts of an exceljs Workbook the template needs (exceljs in Node and in the browser). */
export interface TemplateWorkbook {
  addWorksheet(name: string): TemplateWorksheet;
}
export interface TemplateWorksheet {
  columns: unknown;
  addRow(values: unknown): unknown;
  getRow(index: number): { font: unknown };
}

/**
 * Fills a new exceljs workbook with the upload template: the Items sheet with the headings only
 * (every row under them is read as an item), an Instructions sheet, and the Units sheet. Pass
 * `new ExcelJS.Workbook()`; write it with `workbook.xlsx.writeBuffer()`.
 */
export function fillItemUploadTemplate<W extends TemplateWorkbook>(workbook: W): W {
  const items = workbook.addWorksheet(ITEM_UPLOAD_SHEET_NAME);
  items.columns = ITEM_UPLOAD_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: column.width }));
  items.getRow(1).font = { bold: true };

  const instructions = workbook.addWorksheet('Instructions');
  instructions.columns = [
    { header: 'Column', key: 'header', width: 22 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What to type', key: 'note', width: 80 },
  ];
  instructions.getRow(1).font = { bold: true };
  for (const column of ITEM_UPLOAD_COLUMNS) {
    instructions.addRow({ header: column.header, required: column.required ? 'Yes' : 'No', note: column.note });
  }

  const units = workbook.addWorksheet('Units');
  units.columns = [
    { header: 'Code', key: 'code', width: 8 },
    { header: 'Unit', key: 'name', width: 30 },
  ];
  units.getRow(1).font = { bold: true };
  for (const unit of ITEM_UNITS) units.addRow({ code: unit.code, name: unit.name });
  return workbook;
}
