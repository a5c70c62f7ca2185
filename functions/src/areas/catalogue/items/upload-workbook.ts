// Reads the items workbook of a bulk upload with exceljs (imported on first use,
// services/excel-workbook.ts): checks what the file is (extension, content type, size, and its
// first bytes), finds the heading row, and returns each non-blank row's cells as text per template
// column (shared/src/catalogue/item-upload-columns.ts).
// A workbook that unpacks to more than a few tens of MB is refused before exceljs inflates it
// (zip-size-guard.ts). exceljs reads .xlsx only; an old binary .xls is answered with a request to save it as .xlsx.
import {
  columnOfHeading,
  fillMessage,
  ITEM_MESSAGES,
  ITEM_UPLOAD_COLUMNS,
  ITEM_UPLOAD_SHEET_NAME,
  MAX_ITEM_UPLOAD_BYTES,
  MAX_ITEM_UPLOAD_PART_BYTES,
  MAX_ITEM_UPLOAD_ROWS,
  MAX_ITEM_UPLOAD_UNPACKED_BYTES,
  type ItemUploadColumnKey,
  type UploadRowValues,
} from '@bahi/shared';
import { AppError, invalid } from '../../../errors/app-error.js';
import { newWorkbook } from '../../../services/excel-workbook.js';
import type { UploadedFile } from './upload-form.js';
import { checkUnpackedSize, ZipTooLarge } from './zip-size-guard.js';

/** Content types browsers send for Excel files; octet-stream or none when the OS does not know. */
const EXCEL_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
]);
/** An .xlsx file is a ZIP package. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An old .xls (Excel 97-2003) is an OLE2 compound file. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export interface UploadRow {
  /** The worksheet row number (headings are row 1). */
  row: number;
  values: UploadRowValues;
}

const onlyExcel = () => invalid('item.uploadType', ITEM_MESSAGES.uploadOnlyExcel);
const oldXls = () => invalid('item.uploadOldXls', ITEM_MESSAGES.uploadOldXls);
const unreadable = () => invalid('item.uploadUnreadable', ITEM_MESSAGES.uploadUnreadable);

/** Refuses anything but an xlsx (or xls) file within the size limit. */
export function checkUploadedFile(file: UploadedFile | null): void {
  if (!file || file.filename.trim() === '') throw invalid('item.uploadNoFile', ITEM_MESSAGES.uploadNoFile);
  const extension = /\.([^.]+)$/.exec(file.filename.trim().toLowerCase())?.[1] ?? '';
  const type = file.mimetype.split(';')[0]!.trim().toLowerCase();
  if ((extension !== 'xlsx' && extension !== 'xls') || !EXCEL_TYPES.has(type)) throw onlyExcel();
  if (file.content.length > MAX_ITEM_UPLOAD_BYTES) {
    throw new AppError('item.uploadTooLarge', 'tooLarge', ITEM_MESSAGES.uploadTooLarge);
  }
  if (file.content.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) throw oldXls();
  if (!file.content.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw extension === 'xls' ? oldXls() : unreadable();
}

/** A cell's value as the text a form would have sent. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // Excel dates come as instants at midnight UTC of the cell's day.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string; formula?: string };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('').trim();
    if ('result' in cell || 'formula' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
    if (typeof cell.error === 'string') return cell.error;
  }
  return '';
}

/** The rows of the workbook's Items sheet (or its first sheet), blank rows left out. */
export async function readUploadRows(content: Buffer): Promise<UploadRow[]> {
  try {
    await checkUnpackedSize(content, { entryBytes: MAX_ITEM_UPLOAD_PART_BYTES, totalBytes: MAX_ITEM_UPLOAD_UNPACKED_BYTES });
  } catch (error) {
    if (error instanceof ZipTooLarge) throw invalid('item.uploadUnpackedTooLarge', ITEM_MESSAGES.uploadUnpackedTooLarge);
    throw unreadable();
  }
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.getWorksheet(ITEM_UPLOAD_SHEET_NAME) ?? workbook.worksheets[0];
  if (!sheet) throw invalid('item.uploadNoRows', ITEM_MESSAGES.uploadNoRows);

  const columnAt = new Map<number, ItemUploadColumnKey>();
  sheet.getRow(1).eachCell((cell, columnNumber) => {
    const column = columnOfHeading(cellText(cell.value));
    if (column && ![...columnAt.values()].includes(column.key)) columnAt.set(columnNumber, column.key);
  });
  const found = new Set(columnAt.values());
  const missing = ITEM_UPLOAD_COLUMNS.filter((column) => column.required && !found.has(column.key)).map((column) => column.header);
  if (missing.length > 0) {
    throw invalid('item.uploadColumns', fillMessage(ITEM_MESSAGES.uploadMissingColumns, { columns: missing.join(', ') }));
  }

  const rows: UploadRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const values: UploadRowValues = {};
    let blank = true;
    for (const [columnNumber, key] of columnAt) {
      const text = cellText(row.getCell(columnNumber).value);
      values[key] = text;
      if (text !== '') blank = false;
    }
    if (blank) return;
    if (rows.length >= MAX_ITEM_UPLOAD_ROWS) {
      tooMany = true;
      return;
    }
    rows.push({ row: rowNumber, values });
  });
  if (tooMany) throw invalid('item.uploadTooManyRows', ITEM_MESSAGES.uploadTooManyRows);
  if (rows.length === 0) throw invalid('item.uploadNoRows', ITEM_MESSAGES.uploadNoRows);
  return rows;
}
