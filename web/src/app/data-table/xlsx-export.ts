// Excel export with exceljs: one sheet, the heading's label and value pairs on top, then a bold
// header row frozen in place, columns sized to their text, numbers written as numbers so
// accountants can total them, amounts as rupees in the Indian format, dates as dates. Loaded on
// click (exceljs is large).
import ExcelJS from 'exceljs';
import { cellText, headingLines, type ExportHeading, type ExportTable } from './table-model';

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/**
 * Rupees with Indian grouping (₹1,23,45,678.00, -₹1,72,970.00) whatever the reader's regional
 * settings. Excel's own grouping is in threes, so the lakh and crore commas are literal ones; and
 * a format holds at most two conditions, too few for negative amounts as well (walk 17: a loss of
 * -1,72,970 showed as -₹172,970.00), so each cell gets the format its amount's size needs.
 */
export function inrNumberFormat(rupees: number): string {
  const size = Math.abs(rupees);
  const digits = size >= 10_000_000 ? '##\\,##\\,##\\,##0.00' : size >= 100_000 ? '##\\,##\\,##0.00' : '#,##0.00';
  return `"₹"${digits};-"₹"${digits}`;
}

/**
 * Dates are Excel dates, shown as the screen shows them (20-Nov-2024), so a sheet filters and sorts
 * them by month (walk 25 L9: as text they did neither). Midnight UTC: exceljs writes the day itself.
 */
const DATE_FORMAT = 'dd-mmm-yyyy';
const excelDate = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

/** Excel refuses sheet names over 31 characters or holding : \ / ? * [ ]. */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}

export async function xlsxBytes(heading: ExportHeading, table: ExportTable): Promise<ArrayBuffer> {
  const lines = headingLines(heading);
  const headerRow = lines.length + 2; // the heading, a blank row, then the table's header
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(heading.report), { views: [{ state: 'frozen', ySplit: headerRow }] });
  for (const line of lines) sheet.addRow(line).getCell(1).font = { bold: true };
  sheet.addRow([]);
  const header = sheet.addRow(table.headers);
  header.font = { bold: true };
  // Cell by cell, not the whole column: the heading's values above stay left-aligned.
  const alignRow = (row: ExcelJS.Row) =>
    table.align.forEach((align, index) => {
      if (align === 'end') row.getCell(index + 1).alignment = { horizontal: 'right' };
    });
  alignRow(header);
  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map((cell) => (typeof cell !== 'object' ? cell : 'paise' in cell ? cell.paise / 100 : excelDate(cell.date))));
    cells.forEach((cell, index) => {
      if (typeof cell !== 'object') return;
      row.getCell(index + 1).numFmt = 'paise' in cell ? inrNumberFormat(cell.paise / 100) : DATE_FORMAT;
    });
    alignRow(row);
  }
  table.headers.forEach((text, index) => {
    const longest = Math.max(text.length, ...table.rows.map((row) => cellText(row[index] ?? '').length));
    sheet.getColumn(index + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
