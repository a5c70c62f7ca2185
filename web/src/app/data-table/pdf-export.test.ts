import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jest } from '@jest/globals';
import { PDFDocument, PDFPage } from 'pdf-lib';
import { columnWidths, generatedLine, pdfBytes } from './pdf-export';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

const table = (count: number) => ({
  headers: ['Company', 'GSTIN', 'City', 'Amount (₹)'],
  align: ['start', 'start', 'start', 'end'] as ('start' | 'end')[],
  rows: Array.from({ length: count }, (_, index) => [`Client ${index + 1} Traders`, '27AAPFU0939F1ZV', 'Pune', 1000 + index]),
});
const heading = { organisation: { name: 'Demo Traders', gstin: '27AAPFU0939F1ZV' }, report: 'Clients' };

describe('pdfBytes', () => {
  it('makes an A4 landscape PDF titled with the report and the organisation, on one page for a few rows', async () => {
    const bytes = await pdfBytes({ heading, generatedAt: new Date('2025-03-14T05:00:00Z'), table: table(3), fonts });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Clients: Demo Traders');
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it('flows many rows across pages: 21 single-line rows under the heading, 25 on each later page', async () => {
    const pagesFor = async (count: number) =>
      (await PDFDocument.load(await pdfBytes({ heading, generatedAt: new Date(), table: table(count), fonts }))).getPageCount();
    await expect(pagesFor(21)).resolves.toBe(1);
    await expect(pagesFor(22)).resolves.toBe(2);
    await expect(pagesFor(46)).resolves.toBe(2);
    await expect(pagesFor(47)).resolves.toBe(3);
  });

  it('embeds only the glyphs it uses, so a short table stays small', async () => {
    const bytes = await pdfBytes({ heading: { ...heading, report: 'Clients ₹' }, generatedAt: new Date(), table: table(1), fonts });
    expect(bytes.length).toBeLessThan(60_000);
  });
});

describe('the text on the page', () => {
  // The embedded font writes glyph numbers, not letters, into the file: the test reads the text
  // as it is handed to pdf-lib instead.
  async function drawnText(input: Parameters<typeof pdfBytes>[0]) {
    const drawText = jest.spyOn(PDFPage.prototype, 'drawText');
    try {
      await pdfBytes(input);
      return drawText.mock.calls.map(([text]) => text);
    } finally {
      drawText.mockRestore();
    }
  }

  it('heads the first page with the organisation, its GSTIN, the report and its period', async () => {
    const text = await drawnText({
      heading: { ...heading, report: 'Stock ledger', period: 'April 1, 2025 to March 31, 2026' },
      generatedAt: new Date('2025-03-14T05:00:00Z'),
      table: table(1),
      fonts,
    });
    expect(text.slice(0, 5)).toEqual([
      'Demo Traders',
      'GSTIN 27AAPFU0939F1ZV',
      'Stock ledger',
      'Period: April 1, 2025 to March 31, 2026',
      generatedLine(new Date('2025-03-14T05:00:00Z')),
    ]);
  });

  it('prints amounts as the screen shows them', async () => {
    const text = await drawnText({
      heading,
      generatedAt: new Date(),
      table: { headers: ['Item', 'Sale price'], align: ['start', 'end'], rows: [['Basmati Rice 5kg', { paise: 5_500_000 }]] },
      fonts,
    });
    expect(text).toContain('₹55,000.00');
    expect(text).not.toContain('55000');
  });
});

describe('generatedLine', () => {
  it('says when on Indian time, whatever the zone of the machine', () => {
    expect(generatedLine(new Date('2026-11-26T15:40:00Z'))).toBe('Generated on 26 Nov 2026, 9:10 pm');
    // Late evening in UTC is the next morning in India.
    expect(generatedLine(new Date('2026-11-26T21:10:00Z'))).toBe('Generated on 27 Nov 2026, 2:40 am');
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
