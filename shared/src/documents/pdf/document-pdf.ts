// The printed document: one renderer for every kind (tax invoice, quotation, proforma, delivery
// challan...), laid out as an Indian tax invoice with CGST Rule 46's particulars. The kind table's
// row gives the title and what the kind adds (the challan's reason; a purchase prints as the
// vendor's bill, the organisation its recipient); everything else is the view.
// Runs wherever pdf-lib does: the browser (web/src/features/documents/pdf) and Node (the tests).
import { degrees, PDFDocument, rgb, type PDFImage } from 'pdf-lib';
import type { DocumentView } from '../../api/schemas/document-views.js';
import { embedFonts, type PdfFonts } from '../../pdf/fonts.js';
import { drawFittedTable, FILL, FOOTER_SPACE, lineHeight, MARGIN, PageFlow, PAGE_SIZE, type TextStyle } from './page-flow.js';
import {
  bankLines,
  titleStatements,
  copyMarkings,
  paysOrganisation,
  documentDetails,
  isTaxed,
  itemsTable,
  isRecordedBill,
  partyBlocks,
  reverseChargeLines,
  supplierBlock,
  taxSummaryTable,
  totalRows,
  type PdfOrganisation,
} from './printable.js';

export interface DocumentPdfInput {
  view: DocumentView;
  organisation: PdfOrganisation;
  fonts: PdfFonts;
  /** The organisation's logo file (PNG or JPEG), or null when it has none. */
  logo: Uint8Array | null;
}

const PAD = 5;
/** The space between a header label and its value. */
const LABEL_GAP = 8;
const CANCELLED_RED = rgb(0.75, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
/** The logo is cropped to 200x80 (settings); it prints at half that. */
const LOGO_BOX = { width: 100, height: 40 };

interface Styles {
  body: TextStyle;
  bold: TextStyle;
  small: TextStyle;
  smallBold: TextStyle;
  muted: TextStyle;
  title: TextStyle;
  name: TextStyle;
  total: TextStyle;
}

async function embedLogo(doc: PDFDocument, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes) return null;
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return doc.embedPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return doc.embedJpg(bytes);
  // Settings accept only PNG and JPEG; anything else prints no logo rather than no document.
  return null;
}

/**
 * Title bar: the kind's title, under it the copy's marking (Rule 48, at the right) and the
 * statements that apply (titleStatements), and CANCELLED beside it when the document is cancelled.
 */
function drawTitle(flow: PageFlow, view: DocumentView, styles: Styles, marking: string): void {
  const statements = titleStatements(view);
  const rows = (marking === '' ? 0 : 1) + statements.length;
  const height = lineHeight(styles.title) + rows * lineHeight(styles.bold) + 2 * PAD;
  const rowY = (index: number) => flow.y - PAD - lineHeight(styles.title) - index * lineHeight(styles.bold);
  flow.box(flow.left, flow.y, flow.width, height, FILL);
  flow.text(view.title, flow.left, flow.y - PAD, styles.title, 'center', flow.width);
  if (marking !== '') flow.text(marking, flow.left + PAD, rowY(0), styles.bold, 'end', flow.width - 2 * PAD);
  statements.forEach((statement, index) => {
    flow.text(statement, flow.left, rowY(index + (marking === '' ? 0 : 1)), styles.bold, 'center', flow.width);
  });
  if (view.lifecycle === 'cancelled') {
    flow.text('CANCELLED', flow.left + PAD, flow.y - PAD, { ...styles.title, color: CANCELLED_RED }, 'end', flow.width - 2 * PAD);
  }
  flow.y -= height;
}

/**
 * The supplier (the organisation with its logo; a recorded bill's party under its heading) beside
 * the document's number, dates and particulars.
 */
function drawSupplierAndDetails(flow: PageFlow, view: DocumentView, org: PdfOrganisation, logo: PDFImage | null, styles: Styles): void {
  const leftWidth = flow.width * 0.55;
  const rightWidth = flow.width - leftWidth;
  const textWidth = leftWidth - 2 * PAD;
  const supplier = supplierBlock(view, org);
  const headingHeight = supplier.heading ? lineHeight(styles.smallBold) + PAD : 0;
  const nameLines = flow.wrap(supplier.name, textWidth, styles.name);
  const orgLines = supplier.lines.flatMap((line) => flow.wrap(line, textWidth, styles.body));
  const logoSize = logo ? logo.scaleToFit(LOGO_BOX.width, LOGO_BOX.height) : null;
  const leftHeight = headingHeight + (logoSize ? logoSize.height + PAD : 0) + nameLines.length * lineHeight(styles.name) + orgLines.length * lineHeight(styles.body);

  // The labels' column is as wide as the longest label present ('Proforma Invoice No.', a custom
  // field's name) and a gap, up to half the box; a longer label wraps within it.
  const rows = documentDetails(view);
  const labelText = (text: string) => styles.muted.font.widthOfTextAtSize(text, styles.muted.size);
  const labelWidth = Math.min(Math.max(0, ...rows.map((row) => labelText(row.label))) + LABEL_GAP, (rightWidth - 2 * PAD) / 2);
  const details = rows.map((row) => ({
    label: flow.wrap(row.label, labelWidth - LABEL_GAP, styles.muted),
    value: flow.wrap(row.value, rightWidth - labelWidth - 2 * PAD, styles.bold),
  }));
  const rowHeight = (row: (typeof details)[number]) => Math.max(row.label.length, row.value.length) * lineHeight(styles.body);
  const rightHeight = details.reduce((total, row) => total + rowHeight(row), 0);

  const height = Math.max(leftHeight, rightHeight) + 2 * PAD;
  const top = flow.y;
  flow.box(flow.left, top, leftWidth, height);
  flow.box(flow.left + leftWidth, top, rightWidth, height);

  let y = top - PAD;
  if (supplier.heading) {
    flow.text(supplier.heading, flow.left + PAD, y, styles.smallBold);
    y -= headingHeight;
  }
  if (logo && logoSize) {
    flow.page.drawImage(logo, { x: flow.left + PAD, y: y - logoSize.height, width: logoSize.width, height: logoSize.height });
    y -= logoSize.height + PAD;
  }
  y -= flow.lines(nameLines, flow.left + PAD, y, styles.name);
  flow.lines(orgLines, flow.left + PAD, y, styles.body);

  y = top - PAD;
  const x = flow.left + leftWidth + PAD;
  for (const row of details) {
    flow.lines(row.label, x, y, styles.muted);
    flow.lines(row.value, x + labelWidth, y, styles.bold);
    y -= rowHeight(row);
  }
  flow.y -= height;
}

/** Billed to, and shipped to when the goods go elsewhere; a recorded bill's recipient, the organisation. */
function drawParties(flow: PageFlow, view: DocumentView, org: PdfOrganisation, styles: Styles): void {
  const blocks = partyBlocks(view, org);
  const width = flow.width / blocks.length;
  const laidOut = blocks.map((block) => ({
    heading: block.heading,
    name: flow.wrap(block.name, width - 2 * PAD, styles.bold),
    lines: block.lines.flatMap((line) => flow.wrap(line, width - 2 * PAD, styles.body)),
  }));
  const headingHeight = lineHeight(styles.smallBold) + PAD;
  const height =
    headingHeight + Math.max(...laidOut.map((block) => block.name.length * lineHeight(styles.bold) + block.lines.length * lineHeight(styles.body))) + 2 * PAD;
  const top = flow.y;
  laidOut.forEach((block, index) => {
    const x = flow.left + index * width;
    flow.box(x, top, width, height);
    flow.box(x, top, width, headingHeight, FILL);
    flow.text(block.heading, x + PAD, top - PAD / 2, styles.smallBold);
    let y = top - headingHeight - PAD;
    y -= flow.lines(block.name, x + PAD, y, styles.bold);
    flow.lines(block.lines, x + PAD, y, styles.body);
  });
  flow.y -= height;
}

/** Amount in words and the reverse-charge statement beside the totals; kept on one page. */
function drawTotals(flow: PageFlow, view: DocumentView, styles: Styles): void {
  const leftWidth = flow.width * 0.55;
  const rightWidth = flow.width - leftWidth;
  const words = flow.wrap(view.amount_in_words, leftWidth - 2 * PAD, styles.bold);
  const reverseCharge = reverseChargeLines(view).flatMap((line) => flow.wrap(line, leftWidth - 2 * PAD, styles.body));
  const totals = totalRows(view);
  const leftHeight = lineHeight(styles.smallBold) + words.length * lineHeight(styles.bold) + PAD + reverseCharge.length * lineHeight(styles.body);
  const rightHeight = (totals.length - 1) * lineHeight(styles.body) + lineHeight(styles.total) + PAD;
  const height = Math.max(leftHeight, rightHeight) + 2 * PAD;
  flow.ensure(height);
  const top = flow.y;
  flow.box(flow.left, top, leftWidth, height);
  flow.box(flow.left + leftWidth, top, rightWidth, height);

  let y = top - PAD;
  flow.text('Amount in words', flow.left + PAD, y, styles.smallBold);
  y -= lineHeight(styles.smallBold);
  y -= flow.lines(words, flow.left + PAD, y, styles.bold) + PAD;
  flow.lines(reverseCharge, flow.left + PAD, y, styles.body);

  const x = flow.left + leftWidth + PAD;
  const valueWidth = rightWidth - 2 * PAD;
  y = top - PAD;
  totals.forEach((row, index) => {
    const last = index === totals.length - 1;
    if (last) {
      y -= PAD / 2;
      flow.rule(x, y, x + valueWidth, y);
      y -= PAD / 2;
    }
    const style = last ? styles.total : styles.body;
    flow.text(row.label, x, y, style);
    flow.text(row.value, x, y, last ? styles.total : styles.bold, 'end', valueWidth);
    y -= lineHeight(style);
  });
  flow.y -= height;
}

/** A heading and lines that may run over pages (terms, notes, bank details). */
function drawSection(flow: PageFlow, heading: string, text: string[], styles: Styles): void {
  const lines = text.flatMap((line) => flow.wrap(line, flow.width - 2 * PAD, styles.body));
  if (lines.every((line) => line === '')) return;
  flow.y -= PAD;
  flow.ensure(lineHeight(styles.smallBold) + 2 * lineHeight(styles.body));
  flow.text(heading, flow.left, flow.y, styles.smallBold);
  flow.y -= lineHeight(styles.smallBold);
  for (const line of lines) {
    flow.ensure(lineHeight(styles.body));
    flow.text(line, flow.left + PAD, flow.y, styles.body);
    flow.y -= lineHeight(styles.body);
  }
}

function drawTaxSummary(flow: PageFlow, view: DocumentView, styles: Styles): void {
  if (view.by_rate.length === 0 || !isTaxed(view)) return;
  const table = taxSummaryTable(view);
  flow.y -= PAD;
  flow.ensure(lineHeight(styles.smallBold) + (table.rows.length + 1) * (lineHeight(styles.small) + 6));
  flow.text('Tax summary', flow.left, flow.y, styles.smallBold);
  flow.y -= lineHeight(styles.smallBold);
  drawFittedTable(flow, table, styles.small, styles.smallBold);
}

/**
 * Rule 46(q): the signature block, at the right, after everything else: of whoever issued the
 * document, so a recorded bill (a purchase) is signed for its supplier.
 */
function drawSignature(flow: PageFlow, issuer: string, styles: Styles): void {
  const width = 200;
  const height = lineHeight(styles.bold) + 36 + lineHeight(styles.body) + 2 * PAD;
  flow.y -= PAD;
  flow.ensure(height);
  const x = flow.right - width;
  flow.box(x, flow.y, width, height);
  flow.text(`For ${issuer}`, x, flow.y - PAD, styles.bold, 'center', width);
  flow.text('Authorised Signatory', x, flow.y - height + PAD + lineHeight(styles.body), styles.body, 'center', width);
  flow.y -= height;
}

/** 'Tax Invoice INV-17' and 'Page n of m' at the foot of every page; a cancelled one is watermarked. */
/** The footer of every page, numbered within its copy (`copyStarts`: the index of each copy's first page). */
function finishPages(doc: PDFDocument, view: DocumentView, styles: Styles, copyStarts: readonly number[]): void {
  const pages = doc.getPages();
  const [width] = PAGE_SIZE;
  pages.forEach((page, index) => {
    const copy = copyStarts.filter((start) => start <= index).length - 1;
    const first = copyStarts[copy] ?? 0;
    const count = (copyStarts[copy + 1] ?? pages.length) - first;
    const y = MARGIN + FOOTER_SPACE / 2 - styles.small.size;
    page.drawText(`${view.title} ${view.invoice_no}`, { x: MARGIN, y, size: styles.small.size, font: styles.small.font, color: MUTED });
    const label = `Page ${index - first + 1} of ${count}`;
    const labelWidth = styles.small.font.widthOfTextAtSize(label, styles.small.size);
    page.drawText(label, { x: width - MARGIN - labelWidth, y, size: styles.small.size, font: styles.small.font, color: MUTED });
    if (view.lifecycle === 'cancelled') {
      page.drawText('CANCELLED', { x: 150, y: 250, size: 80, font: styles.bold.font, color: CANCELLED_RED, opacity: 0.15, rotate: degrees(45) });
    }
  });
}

/** The document as PDF bytes. */
export async function documentPdfBytes({ view, organisation, fonts, logo }: DocumentPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${view.title} ${view.invoice_no}`);
  doc.setAuthor(organisation.org_name);
  const { regular, bold } = await embedFonts(doc, fonts);
  const styles: Styles = {
    body: { font: regular, size: 8 },
    bold: { font: bold, size: 8 },
    small: { font: regular, size: 7 },
    smallBold: { font: bold, size: 7 },
    muted: { font: regular, size: 8, color: MUTED },
    title: { font: bold, size: 13 },
    name: { font: bold, size: 12 },
    total: { font: bold, size: 10 },
  };
  // A recorded bill (purchases) is the supplier's, not the organisation's letterhead: no logo. The
  // organisation's bank account only where the party pays it (paysOrganisation).
  const recordedBill = isRecordedBill(view);
  const letterheadLogo = recordedBill ? null : await embedLogo(doc, logo);
  const copyStarts: number[] = [];
  // Each copy (Rule 48) is the whole document again under its marking, from a page of its own.
  for (const marking of copyMarkings(view)) {
    copyStarts.push(doc.getPageCount());
    const flow = new PageFlow(doc, { regular, bold }, (next) => {
      next.text(`${view.title} ${view.invoice_no} (continued)`, next.left, next.y, styles.bold);
      next.text(marking || organisation.org_name, next.left, next.y, styles.body, 'end', next.width);
      next.y -= lineHeight(styles.bold) + PAD;
    });
    drawTitle(flow, view, styles, marking);
    drawSupplierAndDetails(flow, view, organisation, letterheadLogo, styles);
    drawParties(flow, view, organisation, styles);
    drawFittedTable(flow, itemsTable(view), styles.small, styles.smallBold);
    drawTotals(flow, view, styles);
    drawTaxSummary(flow, view, styles);
    drawSection(flow, 'Bank details', paysOrganisation(view) ? bankLines(organisation) : [], styles);
    drawSection(flow, 'Terms and conditions', [view.tc], styles);
    drawSection(flow, 'Notes', [view.notes], styles);
    drawSignature(flow, recordedBill ? view.party.name : organisation.org_name, styles);
  }
  finishPages(doc, view, styles, copyStarts);
  return doc.save();
}
