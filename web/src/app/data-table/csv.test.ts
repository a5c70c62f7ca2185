import { toCsv, UTF8_BOM } from './csv';

const table = (rows: (string | number)[][]) => ({ headers: ['Company', 'Amount (₹)'], align: ['start', 'end'] as const, rows });

describe('toCsv', () => {
  it('starts with a UTF-8 byte-order mark and ends every record with CRLF', () => {
    const csv = toCsv({ ...table([['Sharma Traders', 1200.5]]), align: ['start', 'end'] });
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Company,Amount (₹)\r\nSharma Traders,1200.5\r\n');
  });

  it('quotes fields holding commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    const csv = toCsv({ ...table([['Iyer, Sons & "Co"', 1], ['Line one\nLine two', 2], ['श्री गणेश ट्रेडर्स', 3]]), align: ['start', 'end'] });
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Company,Amount (₹)',
      '"Iyer, Sons & ""Co""",1',
      '"Line one\nLine two",2',
      'श्री गणेश ट्रेडर्स,3',
      '',
    ]);
  });

  it('keeps text that looks like a formula as text, and negative numbers as numbers', () => {
    const csv = toCsv({ ...table([['=HYPERLINK("x")', -5], ['@SUM(A1)', 0]]), align: ['start', 'end'] });
    expect(csv.slice(1).split('\r\n').slice(1, 3)).toEqual([`"'=HYPERLINK(""x"")",-5`, "'@SUM(A1),0"]);
  });

  it('is UTF-8 when encoded: the BOM bytes EF BB BF lead the file', () => {
    const bytes = new TextEncoder().encode(toCsv({ ...table([]), align: ['start', 'end'] }));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("writes the table's title line above the headers when it has one (a list's year range)", () => {
    const csv = toCsv({ ...table([['Sharma Traders', 17407]]), align: ['start', 'end'], title: 'B2B invoices 2024-2025' });
    expect(csv.slice(1).split('\r\n')).toEqual(['B2B invoices 2024-2025', 'Company,Amount (₹)', 'Sharma Traders,17407', '']);
  });
});
