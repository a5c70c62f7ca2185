// PDF export with pdf-lib: A4 landscape, the heading (organisation and GSTIN, the report and its
// period) and the time it was generated (Indian time), a header row
// repeated on every page, rows wrapped to their column and flowed across pages, "Page n of N" at
// the foot. Text is set in DejaVu Sans (embedded, subset) because the 14 standard PDF fonts have
// no ₹. Loaded on click, like exceljs; the caller supplies the font bytes.
import { formatDisplayDate, formatDisplayTime } from '@bahi/shared';
import { embedFonts, wrapText, type PdfFonts } from '@bahi/shared/pdf';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { cellText, type ExportHeading, type ExportTable } from './table-model';

export interface PdfExportInput {
  heading: ExportHeading;
  generatedAt: Date;
  table: ExportTable;
  fonts: PdfFonts;
}

const PAGE_SIZE: [number, number] = [841.89, 595.28]; // A4 landscape, in points
const MARGIN = 36;
const FONT_SIZE = 9;
const LINE_HEIGHT = 11;
const PAD = 4;
const TITLE_SIZE = 15;
const REPORT_SIZE = 12;
const FOOTER_SPACE = 24;
const INK = rgb(0.16, 0.16, 0.15);
const RULE = rgb(0.85, 0.82, 0.77);
const HEADER_FILL = rgb(0.96, 0.93, 0.88);

/**
 * Column widths that fill the printable width: each column wants its widest text; when they do
 * not all fit, narrow columns keep their width and the wide ones share what is left equally.
 */
export function columnWidths(natural: number[], available: number): number[] {
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= available) return natural.map((width) => (width * available) / total);
  const widths = [...natural];
  let open = natural.map((_, index) => index);
  let remaining = available;
  for (;;) {
    const share = remaining / open.length;
    const fitting = open.filter((index) => (natural[index] as number) <= share);
    if (fitting.length === 0) {
      for (const index of open) widths[index] = share;
      return widths;
    }
    for (const index of fitting) remaining -= natural[index] as number;
    open = open.filter((index) => !fitting.includes(index));
    if (open.length === 0) return widths;
  }
}

/** When the file was made, on Indian time (IST) whatever the zone of the machine that made it. */
export function generatedLine(at: Date): string {
  return `Generated on ${formatDisplayDate(at)}, ${formatDisplayTime(at)}`;
}

export async function pdfBytes({ heading, generatedAt, table, fonts }: PdfExportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(heading.organisation ? `${heading.report}: ${heading.organisation.name}` : heading.report);
  doc.setCreationDate(generatedAt);
  const { regular, bold } = await embedFonts(doc, fonts);
  const measureWith = (font: PDFFont) => (text: string) => font.widthOfTextAtSize(text, FONT_SIZE);

  const [pageWidth, pageHeight] = PAGE_SIZE;
  const natural = table.headers.map((header, index) =>
    Math.max(measureWith(bold)(header), ...table.rows.map((row) => measureWith(regular)(cellText(row[index] ?? '')))) + 2 * PAD,
  );
  const widths = columnWidths(natural, pageWidth - 2 * MARGIN);
  const wrapRow = (cells: string[], font: PDFFont) =>
    cells.map((cell, index) => wrapText(cell, (widths[index] as number) - 2 * PAD, measureWith(font)));

  let page: PDFPage = doc.addPage(PAGE_SIZE);
  let y = pageHeight - MARGIN;

  const rowHeight = (lines: string[][]) => Math.max(...lines.map((cell) => cell.length)) * LINE_HEIGHT + 2 * PAD;
  const drawRow = (lines: string[][], font: PDFFont, fill?: ReturnType<typeof rgb>) => {
    const height = rowHeight(lines);
    if (fill) page.drawRectangle({ x: MARGIN, y: y - height, width: pageWidth - 2 * MARGIN, height, color: fill });
    let x = MARGIN;
    lines.forEach((cell, index) => {
      const width = widths[index] as number;
      cell.forEach((line, lineIndex) => {
        const textWidth = font.widthOfTextAtSize(line, FONT_SIZE);
        const left = table.align[index] === 'end' ? x + width - PAD - textWidth : x + PAD;
        page.drawText(line, { x: left, y: y - PAD - (lineIndex + 1) * LINE_HEIGHT + 2.5, size: FONT_SIZE, font, color: INK });
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
