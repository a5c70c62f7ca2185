import { toCsv, UTF8_BOM } from './csv';
import type { ExportCell, ExportHeading } from './table-model';

const table = (rows: ExportCell[][]) => ({ headers: ['Company', 'Amount (₹)'], align: ['start', 'end'] as ('start' | 'end')[], rows });
const heading: ExportHeading = { organisation: { name: 'Demo Traders', gstin: '27AAPFU0939F1ZV' }, report: 'Clients' };
const records = (csv: string) => csv.slice(1).split('\r\n');

describe('toCsv', () => {
  it('starts with a UTF-8 byte-order mark, then the heading, a blank line and the table, every record ending in CRLF', () => {
    const csv = toCsv(heading, table([['Sharma Traders', 1200.5]]));
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      'Organisation,Demo Traders\r\nGSTIN,27AAPFU0939F1ZV\r\nReport,Clients\r\n\r\nCompany,Amount (₹)\r\nSharma Traders,1200.5\r\n',
    );
  });

  it('writes amounts as plain rupees a spreadsheet can total: no ₹, no grouping, two decimals', () => {
    const csv = toCsv(
      heading,
      table([['Sharma Traders', { paise: 188_000_000 }], ['Bose Textiles', { paise: 1_234_567_89 }], ['Credit note', { paise: -525_000 }], ['Refund', { paise: -50 }]]),
    );
    expect(records(csv).slice(5, 9)).toEqual(['Sharma Traders,1880000.00', 'Bose Textiles,1234567.89', 'Credit note,-5250.00', 'Refund,-0.50']);
  });

  it('names the period when the list has one, and leaves out the organisation outside one', () => {
    const csv = toCsv({ organisation: null, report: 'Stock ledger', period: 'April 1, 2025 to March 31, 2026' }, table([]));
    expect(records(csv)).toEqual(['Report,Stock ledger', 'Period,"April 1, 2025 to March 31, 2026"', '', 'Company,Amount (₹)', '']);
  });

  it('quotes fields holding commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    const csv = toCsv(heading, table([['Iyer, Sons & "Co"', 1], ['Line one\nLine two', 2], ['श्री गणेश ट्रेडर्स', 3]]));
    expect(records(csv).slice(4)).toEqual([
      'Company,Amount (₹)',
      '"Iyer, Sons & ""Co""",1',
      '"Line one\nLine two",2',
      'श्री गणेश ट्रेडर्स,3',
      '',
    ]);
  });

  it('keeps text that looks like a formula as text, and negative numbers as numbers', () => {
    const csv = toCsv(heading, table([['=HYPERLINK("x")', -5], ['@SUM(A1)', 0]]));
    expect(records(csv).slice(5, 7)).toEqual([`"'=HYPERLINK(""x"")",-5`, "'@SUM(A1),0"]);
  });

  it('is UTF-8 when encoded: the BOM bytes EF BB BF lead the file', () => {
    const bytes = new TextEncoder().encode(toCsv(heading, table([])));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
