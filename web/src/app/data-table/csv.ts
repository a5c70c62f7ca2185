// CSV text of an export table: RFC 4180 (CRLF line ends; a field holding a comma, quote or line
// break is quoted and its quotes doubled), starting with a UTF-8 byte-order mark so Excel reads
// ₹ and Indian-language names as UTF-8 instead of the Windows code page. The heading's label and
// value pairs come first, then a blank line, then the table. Amounts are plain rupee numbers
// ('188000.00', '-5250.00'), as the Excel export writes them: a spreadsheet reads '₹1,88,000.00'
// as text and cannot total it.
import { headingLines, plainValue, type ExportCell, type ExportHeading, type ExportTable } from './table-model';

export const UTF8_BOM = '\uFEFF';

// A text cell starting with one of these is run as a formula when Excel opens the file; a
// client named "=HYPERLINK(...)" must come out as text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: ExportCell): string {
  // Numbers and amounts go out bare: their leading '-' is a sign, not a formula.
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return String(plainValue(cell));
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(heading: ExportHeading, table: ExportTable): string {
  const lines = [...headingLines(heading), [], table.headers, ...table.rows].map((cells) => cells.map(field).join(','));
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}
