import ExcelJS from 'exceljs';
import { inrNumberFormat, xlsxBytes } from './xlsx-export';

async function workbookOf(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets[0]!;
}

describe('xlsxBytes', () => {
  it('heads the sheet with the organisation, GSTIN, report and period, then a bold header frozen under them', async () => {
    const sheet = await workbookOf(
      await xlsxBytes(
        { organisation: { name: 'Demo Traders', gstin: '27AAPFU0939F1ZV' }, report: 'Stock ledger', period: 'April 1, 2025 to March 31, 2026' },
        { headers: ['Item', 'Closing'], align: ['start', 'end'], rows: [['Basmati Rice 5kg', 12]] },
      ),
    );
    expect([1, 2, 3, 4, 5].map((row) => [sheet.getCell(row, 1).value, sheet.getCell(row, 2).value])).toEqual([
      ['Organisation', 'Demo Traders'],
      ['GSTIN', '27AAPFU0939F1ZV'],
      ['Report', 'Stock ledger'],
      ['Period', 'April 1, 2025 to March 31, 2026'],
      [null, null],
    ]);
    expect(sheet.getCell('B1').alignment?.horizontal).not.toBe('right');
    expect([sheet.getCell('A6').value, sheet.getCell('B6').value]).toEqual(['Item', 'Closing']);
    expect(sheet.getRow(6).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });
    expect(sheet.getCell('B7').value).toBe(12);
    expect(sheet.getCell('B7').alignment?.horizontal).toBe('right');
  });

  it('writes amounts as rupee numbers in the Indian format, so they can be totalled', async () => {
    const sheet = await workbookOf(
      await xlsxBytes(
        { organisation: null, report: 'Items: Demo/Traders' },
        {
          headers: ['Name', 'Sale price'],
          align: ['start', 'end'],
          rows: [
            ['Basmati Rice 5kg', { paise: 5_500_000 }],
            ['श्री गणेश', { paise: 1_234_567_89 }],
            ['Loss of earlier periods', { paise: -1_729_70_00 }],
            ['Reserves', { paise: 12_34_56_789_00 }],
          ],
        },
      ),
    );
    expect(sheet.name).toBe('Items  Demo Traders');
    expect(sheet.getCell('A1').value).toBe('Report');
    expect(sheet.getCell('B4').value).toBe(55000);
    expect(sheet.getCell('B4').type).toBe(ExcelJS.ValueType.Number);
    // Each amount has the format its size needs, negative ones included. exceljs drops the
    // format's backslashes when it reads a file back (the file keeps them).
    expect(sheet.getCell('B4').numFmt).toBe(inrNumberFormat(55000).replaceAll('\\', ''));
    expect(['B4', 'B5', 'B6', 'B7'].map((cell) => sheet.getCell(cell).numFmt)).toEqual([
      '"₹"#,##0.00;-"₹"#,##0.00',
      '"₹"##,##,##0.00;-"₹"##,##,##0.00',
      '"₹"##,##,##0.00;-"₹"##,##,##0.00',
      '"₹"##,##,##,##0.00;-"₹"##,##,##,##0.00',
    ]);
    expect([sheet.getCell('B5').value, sheet.getCell('B6').value, sheet.getCell('B7').value]).toEqual([1234567.89, -172970, 123456789]);
    expect(sheet.getCell('A5').value).toBe('श्री गणेश');
    expect(sheet.rowCount).toBe(7);
    // Sized to the longest text an amount shows as: '₹12,34,56,789.00' and 2 spare.
    expect(sheet.getColumn(2).width).toBe('₹12,34,56,789.00'.length + 2);
  });

  it('writes dates as Excel dates shown as on screen, so they filter and sort by month (walk 25 L9)', async () => {
    const sheet = await workbookOf(
      await xlsxBytes({ organisation: null, report: 'B2B invoices' }, { headers: ['Number', 'Date'], align: ['start', 'start'], rows: [['INV1', { date: '2026-11-20' }], ['INV2', { date: '2027-03-31' }]] }),
    );
    expect(sheet.getCell('B4').type).toBe(ExcelJS.ValueType.Date);
    expect([sheet.getCell('B4').value, sheet.getCell('B5').value]).toEqual([new Date(Date.UTC(2026, 10, 20)), new Date(Date.UTC(2027, 2, 31))]);
    expect(sheet.getCell('B4').numFmt).toBe('dd-mmm-yyyy');
  });
});
