import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { columnWidths, pdfBytes } from './pdf-export';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

const table = (count: number) => ({
  headers: ['Company', 'GSTIN', 'City', 'Amount (₹)'],
  align: ['start', 'start', 'start', 'end'] as ('start' | 'end')[],
  rows: Array.from({ length: count }, (_, index) => [`Client ${index + 1} Traders`, '27AAPFU0939F1ZV', 'Pune', 1000 + index]),
});

describe('pdfBytes', () => {
  it('makes an A4 landscape PDF with the title, on one page for a few rows', async () => {
    const bytes = await pdfBytes({ title: 'Clients', generatedAt: new Date('2025-03-14T05:00:00Z'), table: table(3), fonts });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Clients');
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it('flows many rows across pages: 23 single-line rows under the title, 25 on each later page', async () => {
    const pagesFor = async (count: number) =>
      (await PDFDocument.load(await pdfBytes({ title: 'Clients', generatedAt: new Date(), table: table(count), fonts }))).getPageCount();
    await expect(pagesFor(23)).resolves.toBe(1);
    await expect(pagesFor(24)).resolves.toBe(2);
    await expect(pagesFor(200)).resolves.toBe(9);
  });

  it('embeds only the glyphs it uses, so a short table stays small', async () => {
    const bytes = await pdfBytes({ title: 'Clients ₹', generatedAt: new Date(), table: table(1), fonts });
    expect(bytes.length).toBeLessThan(60_000);
  });
});

describe('columnWidths', () => {
  it('stretches columns that fit to fill the width, in proportion', () => {
    expect(columnWidths([10, 30], 80)).toEqual([20, 60]);
  });

  it('keeps narrow columns and shares the rest among wide ones when they do not fit', () => {
    expect(columnWidths([10, 200, 300], 110)).toEqual([10, 50, 50]);
  });
});
