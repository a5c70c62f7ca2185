// CSV text of an export table: RFC 4180 (CRLF line ends; a field holding a comma, quote or line
// break is quoted and its quotes doubled), starting with a UTF-8 byte-order mark so Excel reads
// ₹ and Indian-language names as UTF-8 instead of the Windows code page.
import type { CellValue, ExportTable } from './table-model';

export const UTF8_BOM = '\uFEFF';

// A text cell starting with one of these is run as a formula when Excel opens the file; a
// client named "=HYPERLINK(...)" must come out as text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: CellValue): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: ExportTable): string {
  const title = table.title === undefined ? [] : [[table.title]];
  const lines = [...title, table.headers, ...table.rows].map((cells) => cells.map(field).join(','));
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}
