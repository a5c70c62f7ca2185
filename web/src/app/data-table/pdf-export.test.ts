import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jest } from '@jest/globals';
import { PDFDocument, PDFPage } from 'pdf-lib';
import { generatedLine, pdfBytes } from './pdf-export';

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
  async function drawnLines(input: Parameters<typeof pdfBytes>[0]) {
    const drawText = jest.spyOn(PDFPage.prototype, 'drawText');
    try {
      await pdfBytes(input);
      return drawText.mock.calls.map(([text, options]) => ({ text, size: options?.size }));
    } finally {
      drawText.mockRestore();
    }
  }
  const drawnText = async (input: Parameters<typeof pdfBytes>[0]) => (await drawnLines(input)).map(({ text }) => text);

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

  // A B2B register as the list exports it: fourteen columns, five of them tax heads.
  const register = (amount: number) => ({
    headers: ['Number', 'Date', 'Client', 'GSTIN', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Cess', 'Total', 'Paid', 'Pending', 'Status', 'Supply'],
    align: ['start', 'start', 'start', 'start', ...Array<'end'>(8).fill('end'), 'start', 'start'] as ('start' | 'end')[],
    rows: [['INV4', '2026-11-20', 'Reliance Retail Limited', '27AAACR5055K1Z7', ...[0.92, 0.04, 0.04, 0, 0, 1, 0.4, 0.6].map((share) => ({ paise: Math.round(amount * share) })), 'Partially paid', 'Intra State']],
  });
  // The lines of the one row: after the header row's last cell, before the page's number.
  const cellsOf = (lines: { text: string; size?: number }[]) => lines.slice(lines.findIndex(({ text }) => text === 'Supply') + 1, -1);

  it("prints a register's GSTIN and amounts each on one line, at 9 pt while they fit", async () => {
    const cells = cellsOf(await drawnLines({ heading, generatedAt: new Date(), table: register(1_740_700), fonts }));
    expect(cells.map(({ text }) => text)).toEqual(['INV4', '2026-11-20', 'Reliance', 'Retail', 'Limited', '27AAACR5055K1Z7', '₹16,014.44', '₹696.28', '₹696.28', '₹0.00', '₹0.00', '₹17,407.00', '₹6,962.80', '₹10,444.20', 'Partially', 'paid', 'Intra State']);
    expect(new Set(cells.map(({ size }) => size))).toEqual(new Set([9]));
  });

  it('sets a register of crores smaller, so that its GSTIN and amounts still keep to one line', async () => {
    const cells = cellsOf(await drawnLines({ heading, generatedAt: new Date(), table: register(1_469_135_741), fonts }));
    expect(cells.map(({ text }) => text)).toEqual(expect.arrayContaining(['27AAACR5055K1Z7', '₹1,35,16,048.82', '₹1,46,91,357.41', '₹88,14,814.45']));
    expect(cells.every(({ size }) => size === cells[0]?.size && (size as number) < 9)).toBe(true);
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
