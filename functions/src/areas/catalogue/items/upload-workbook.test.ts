import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { fillItemUploadTemplate, ITEM_UPLOAD_COLUMNS, MAX_ITEM_UPLOAD_BYTES, MAX_ITEM_UPLOAD_PART_BYTES } from '@bahi/shared';
import { cellText, checkUploadedFile, readUploadRows } from './upload-workbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

describe('cellText', () => {
  it('turns every kind of exceljs cell value into the text a form would send', () => {
    expect(cellText(null)).toBe('');
    expect(cellText('  Rice ')).toBe('Rice');
    expect(cellText(1250.5)).toBe('1250.5');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2024, 5, 15)))).toBe('2024-06-15');
    expect(cellText({ richText: [{ text: 'Basmati ' }, { text: 'Rice' }] })).toBe('Basmati Rice');
    expect(cellText({ formula: 'A1*2', result: 36 })).toBe('36');
    expect(cellText({ text: 'link', hyperlink: 'http://x' })).toBe('link');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
  });
});

describe('checkUploadedFile', () => {
  const file = (filename: string, mimetype: string, content = ZIP) => ({ filename, mimetype, content });

  it('accepts xlsx and xls names with Excel, octet-stream or no content type', () => {
    expect(() => checkUploadedFile(file('a.xlsx', XLSX))).not.toThrow();
    expect(() => checkUploadedFile(file('A.XLS', 'application/vnd.ms-excel'))).not.toThrow();
    expect(() => checkUploadedFile(file('a.xlsx', 'application/octet-stream'))).not.toThrow();
    expect(() => checkUploadedFile(file('a.xlsx', ''))).not.toThrow();
  });

  it('refuses other extensions and content types', () => {
    expect(() => checkUploadedFile(file('a.csv', 'text/csv'))).toThrow('Only xls and xlsx files can be uploaded.');
    expect(() => checkUploadedFile(file('a.xlsx.txt', XLSX))).toThrow('Only xls and xlsx files can be uploaded.');
    expect(() => checkUploadedFile(file('xlsx', XLSX))).toThrow('Only xls and xlsx files can be uploaded.');
    expect(() => checkUploadedFile(file('a.xlsx', 'application/pdf'))).toThrow('Only xls and xlsx files can be uploaded.');
    expect(() => checkUploadedFile(null)).toThrow('Please choose an xls or xlsx file to upload.');
  });

  it('sends an old binary .xls, or an .xls that is not a workbook, back to be saved as .xlsx', () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    expect(() => checkUploadedFile(file('a.xls', 'application/vnd.ms-excel', ole))).toThrow(/save it as an Excel Workbook \(\.xlsx\)/);
    expect(() => checkUploadedFile(file('a.xls', 'application/vnd.ms-excel', Buffer.from('<html>')))).toThrow(/\.xlsx/);
    expect(() => checkUploadedFile(file('a.xlsx', XLSX, Buffer.from('<html>')))).toThrow('The file could not be read as an Excel workbook.');
  });
});

describe('readUploadRows', () => {
  it('reads the template back: headings found by name, blank rows skipped, row numbers as Excel shows them', async () => {
    const workbook = fillItemUploadTemplate(new ExcelJS.Workbook());
    const sheet = workbook.getWorksheet('Items')!;
    sheet.addRow({ goodstype: 'goods', short_name: 'Rice', hsn_sac_code: 1006, itemunit: 'KGS', unit_price: 50, itemgst: 5 });
    sheet.addRow({});
    sheet.addRow({ goodstype: 'services', short_name: 'Repair', hsn_sac_code: '998719', unit_price: 500, itemgst: 18 });
    const rows = await readUploadRows(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows.map((row) => [row.row, row.values.short_name, row.values.hsn_sac_code, row.values.itemunit])).toEqual([
      [2, 'Rice', '1006', 'KGS'],
      [4, 'Repair', '998719', ''],
    ]);
    expect(Object.keys(rows[0]!.values)).toEqual(ITEM_UPLOAD_COLUMNS.map((column) => column.key));
  });

  it('refuses a workbook that unpacks past 20 MB in one part before exceljs reads it', async () => {
    const workbook = fillItemUploadTemplate(new ExcelJS.Workbook());
    const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    zip.file('xl/media/padding.xml', Buffer.alloc(MAX_ITEM_UPLOAD_PART_BYTES + 1, 0x20));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(MAX_ITEM_UPLOAD_BYTES);
    await expect(readUploadRows(bomb)).rejects.toThrow(
      'The workbook is too large once unpacked (over 20 MB in one part or 50 MB in all). Please split it into smaller files.',
    );
  });

  it('refuses more than 2,000 item rows', async () => {
    const workbook = fillItemUploadTemplate(new ExcelJS.Workbook());
    const sheet = workbook.getWorksheet('Items')!;
    for (let n = 0; n < 2001; n += 1) sheet.addRow({ goodstype: 'goods', short_name: `Item ${n}` });
    await expect(readUploadRows(Buffer.from(await workbook.xlsx.writeBuffer()))).rejects.toThrow(
      'The file has more than 2,000 items. Please split it into smaller files.',
    );
  });
});
