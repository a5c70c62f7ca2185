// PDF export with pdf-lib: A4 landscape, the heading (organisation and GSTIN, the report and its
// period) and the time it was generated (Indian time), a header row repeated on every page, rows
// wrapped to their column (pdf-columns.ts: no GSTIN or amount split over two lines) and flowed
// across pages, "Page n of N" at the foot. Text is set in DejaVu Sans (embedded, subset) because
// the 14 standard PDF fonts have no ₹. Loaded on click, like exceljs; the caller supplies the font
// bytes.
import { formatDisplayDate, formatDisplayTime } from '@bahi/shared';
import { embedFonts, wrapText, type PdfFonts } from '@bahi/shared/pdf';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { FONT_SIZE, layoutColumns } from './pdf-columns';
import { cellText, type ExportHeading, type ExportTable } from './table-model';

export interface PdfExportInput {
  heading: ExportHeading;
  generatedAt: Date;
  table: ExportTable;
  fonts: PdfFonts;
}

const PAGE_SIZE: [number, number] = [841.89, 595.28]; // A4 landscape, in points
const MARGIN = 36;
/** At FONT_SIZE; a table set smaller keeps the proportion. */
const LINE_HEIGHT = 11;
const PAD = 4;
const TITLE_SIZE = 15;
const REPORT_SIZE = 12;
const FOOTER_SPACE = 24;
const INK = rgb(0.16, 0.16, 0.15);
const RULE = rgb(0.85, 0.82, 0.77);
const HEADER_FILL = rgb(0.96, 0.93, 0.88);

/** When the file was made, on Indian time (IST) whatever the zone of the machine that made it. */
export function generatedLine(at: Date): string {
  return `Generated on ${formatDisplayDate(at)}, ${formatDisplayTime(at)}`;
}

export async function pdfBytes({ heading, generatedAt, table, fonts }: PdfExportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(heading.organisation ? `${heading.report}: ${heading.organisation.name}` : heading.report);
  doc.setCreationDate(generatedAt);
  const { regular, bold } = await embedFonts(doc, fonts);

  const [pageWidth, pageHeight] = PAGE_SIZE;
  const measureWith = (font: PDFFont) => (text: string, size: number) => font.widthOfTextAtSize(text, size);
  const cells = table.headers.map((_, index) => table.rows.map((row) => cellText(row[index] ?? '')));
  const { size, widths } = layoutColumns(table.headers, cells, { header: measureWith(bold), cell: measureWith(regular) }, pageWidth - 2 * MARGIN - 2 * PAD * table.headers.length);
  const lineHeight = (LINE_HEIGHT * size) / FONT_SIZE;
  const wrapRow = (texts: string[], font: PDFFont) => texts.map((text, index) => wrapText(text, widths[index] as number, (line) => measureWith(font)(line, size)));

  let page: PDFPage = doc.addPage(PAGE_SIZE);
  let y = pageHeight - MARGIN;

  const rowHeight = (lines: string[][]) => Math.max(...lines.map((cell) => cell.length)) * lineHeight + 2 * PAD;
  const drawRow = (lines: string[][], font: PDFFont, fill?: ReturnType<typeof rgb>) => {
    const height = rowHeight(lines);
    if (fill) page.drawRectangle({ x: MARGIN, y: y - height, width: pageWidth - 2 * MARGIN, height, color: fill });
    let x = MARGIN;
    lines.forEach((cell, index) => {
      const width = (widths[index] as number) + 2 * PAD;
      cell.forEach((line, lineIndex) => {
        const textWidth = font.widthOfTextAtSize(line, size);
        const left = table.align[index] === 'end' ? x + width - PAD - textWidth : x + PAD;
        page.drawText(line, { x: left, y: y - PAD - (lineIndex + 1) * lineHeight + (2.5 * size) / FONT_SIZE, size, font, color: INK });
      });
      x += width;
    });
    y -= height;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: pageWidth - MARGIN, y }, thickness: 0.5, color: RULE });
  };
  const headerLines = wrapRow(table.headers, bold);

  const line = (text: string, size: number, font: PDFFont, after: number) => {
    page.drawText(text, { x: MARGIN, y: y - size, size, font, color: INK });
    y -= size + after;
  };
  if (heading.organisation) {
    line(heading.organisation.name, TITLE_SIZE, bold, 4);
    line(`GSTIN ${heading.organisation.gstin}`, FONT_SIZE, regular, 10);
  }
  line(heading.report, REPORT_SIZE, bold, 4);
  if (heading.period) line(`Period: ${heading.period}`, FONT_SIZE, regular, 4);
  if (heading.asAt) line(`As at ${heading.asAt}`, FONT_SIZE, regular, 4);
  line(generatedLine(generatedAt), FONT_SIZE, regular, 12);
  drawRow(headerLines, bold, HEADER_FILL);

  for (const row of table.rows) {
    const lines = wrapRow(row.map(cellText), regular);
    if (y - rowHeight(lines) < MARGIN + FOOTER_SPACE) {
      page = doc.addPage(PAGE_SIZE);
      y = pageHeight - MARGIN;
      drawRow(headerLines, bold, HEADER_FILL);
    }
    drawRow(lines, regular);
  }

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    const width = regular.widthOfTextAtSize(label, FONT_SIZE);
    each.drawText(label, { x: (pageWidth - width) / 2, y: MARGIN, size: FONT_SIZE, font: regular, color: INK });
  });
  return doc.save();
}
