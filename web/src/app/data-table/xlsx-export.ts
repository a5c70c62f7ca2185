// Excel export with exceljs: one sheet, the table's title line if it has one, a bold frozen header
// row, columns sized to their text,
// numbers written as numbers so accountants can total them. Loaded on click (exceljs is large).
import ExcelJS from 'exceljs';
import type { ExportTable } from './table-model';

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Excel refuses sheet names over 31 characters or holding : \ / ? * [ ]. */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}

export async function xlsxBytes(title: string, table: ExportTable): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const titleRows = table.title === undefined ? 0 : 1;
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: titleRows + 1 }] });
  if (table.title !== undefined) sheet.addRow([table.title]).font = { bold: true, size: 13 };
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  table.headers.forEach((header, index) => {
    const longest = Math.max(header.length, ...table.rows.map((row) => String(row[index] ?? '').length));
    const column = sheet.getColumn(index + 1);
    column.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
    if (table.align[index] === 'end') column.alignment = { horizontal: 'right' };
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
