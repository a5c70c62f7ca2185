import ExcelJS from 'exceljs';
import { xlsxBytes } from './xlsx-export';

describe('xlsxBytes', () => {
  it('writes a workbook whose header is bold, numbers are numbers and columns fit their text', async () => {
    const bytes = await xlsxBytes('Clients: Demo/Traders', {
      headers: ['Company', 'Amount (₹)'],
      align: ['start', 'end'],
      rows: [
        ['Sharma Traders Private Limited', 1200.5],
        ['श्री गणेश', 7],
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Clients  Demo Traders');
    expect(sheet.getCell('A1').value).toBe('Company');
    expect(sheet.getCell('B1').value).toBe('Amount (₹)');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('Sharma Traders Private Limited');
    expect(sheet.getCell('B2').value).toBe(1200.5);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('A3').value).toBe('श्री गणेश');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getColumn(1).width).toBe('Sharma Traders Private Limited'.length + 2);
    expect(sheet.getColumn(2).width).toBe(12);
  });

  it('puts the title line first, in bold, and freezes it with the header row', async () => {
    const bytes = await xlsxBytes('B2B invoices 2024-2025', {
      title: 'B2B invoices 2024-2025',
      headers: ['Number', 'Total'],
      align: ['start', 'end'],
      rows: [['INV1', 17407]],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0]!;
    expect([sheet.getCell('A1').value, sheet.getRow(1).font?.bold]).toEqual(['B2B invoices 2024-2025', true]);
    expect([sheet.getCell('A2').value, sheet.getCell('B2').value, sheet.getCell('B3').value]).toEqual(['Number', 'Total', 17407]);
    expect(sheet.views[0]).toEqual(expect.objectContaining({ state: 'frozen', ySplit: 2 }));
  });
});
