// Drawing on A4 portrait pages that fill from the top: a cursor (y) moves down as blocks are
// drawn, and a block that does not fit starts a new page (with the document's running header).
// Tables repeat their header row on every page they reach. pdf-lib's origin is the bottom-left.
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { EmbeddedFonts } from '../../pdf/fonts.js';
import { wrapText } from '../../pdf/wrap-text.js';
import type { Align, PrintableTable, TableColumn } from './printable.js';

export const PAGE_SIZE: [number, number] = [595.28, 841.89];
export const MARGIN = 30;
/** Room kept at the foot of every page for the page number. */
export const FOOTER_SPACE = 22;
export const INK = rgb(0.1, 0.1, 0.1);
export const RULE = rgb(0.55, 0.55, 0.55);
export const FILL = rgb(0.92, 0.92, 0.92);
const PAD = 3;

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
}

export const lineHeight = (style: TextStyle) => style.size * 1.3;

export class PageFlow {
  page: PDFPage;
  y: number;
  readonly left = MARGIN;
  readonly width = PAGE_SIZE[0] - 2 * MARGIN;
  private readonly bottom = MARGIN + FOOTER_SPACE;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: EmbeddedFonts,
    /** Draws the top of every page after the first (moving y down). */
    private readonly runningHeader: (flow: PageFlow) => void,
  ) {
    this.page = doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
  }

  get right(): number {
    return this.left + this.width;
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
    this.runningHeader(this);
  }

  /** Starts a new page unless `height` more fits on this one. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  wrap(text: string, width: number, style: TextStyle): string[] {
    return wrapText(text, width, (candidate) => style.font.widthOfTextAtSize(candidate, style.size));
  }

  /** One line whose top is at `top`, aligned within [x, x + width]. */
  text(text: string, x: number, top: number, style: TextStyle, align: Align | 'center' = 'start', width = 0): void {
    const textWidth = style.font.widthOfTextAtSize(text, style.size);
    const left = align === 'end' ? x + width - textWidth : align === 'center' ? x + (width - textWidth) / 2 : x;
    this.page.drawText(text, { x: left, y: top - style.size, size: style.size, font: style.font, color: style.color ?? INK });
  }

  /** Lines from `top` down; returns the height they took. */
  lines(lines: string[], x: number, top: number, style: TextStyle, align: Align | 'center' = 'start', width = 0): number {
    lines.forEach((line, index) => this.text(line, x, top - index * lineHeight(style), style, align, width));
    return lines.length * lineHeight(style);
  }

  rule(x1: number, y1: number, x2: number, y2: number): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.6, color: RULE });
  }

  box(x: number, top: number, width: number, height: number, fill?: RGB): void {
    this.page.drawRectangle({ x, y: top - height, width, height, borderColor: RULE, borderWidth: 0.6, ...(fill ? { color: fill } : {}) });
  }
}

/** Each column's natural width: its widest cell, and its header's longest word (headers wrap only at spaces). */
function naturalWidths(flow: PageFlow, table: PrintableTable, body: TextStyle, head: TextStyle, pad: number): number[] {
  const widest = (texts: string[], style: TextStyle) => Math.max(0, ...texts.map((text) => style.font.widthOfTextAtSize(text, style.size)));
  const bold = { ...body, font: flow.fonts.bold };
  return table.columns.map((column, index) => {
    const cells = (rowStyle: TextStyle, bolded: boolean) =>
      widest(table.rows.filter((row) => (row.bold ?? false) === bolded).flatMap((row) => (row.cells[index] ?? '').split('\n')), rowStyle);
    // The hair over the text keeps the wrap (which measures the same text against width - 2 * pad) from breaking it on rounding.
    return Math.max(widest(column.header.split(' '), head), cells(body, false), cells(bold, true)) + 2 * pad + 0.01;
  });
}

/** A table's column widths and the type and cell padding they were measured in (see fitTable). */
interface TableLayout {
  widths: number[];
  body: TextStyle;
  head: TextStyle;
  pad: number;
}

/** The flexible column's width the table keeps at the given type size. */
const MIN_FLEX = 90;
/** The smallest type the table shrinks to before the flexible column gives way below MIN_FLEX. */
const MIN_SIZE = 5.5;
/** The flexible column's width below which the type shrinks further. */
const FLEX_FLOOR = 50;

/**
 * Widths in which no cell of a fixed column wraps (amounts, codes, rates; headers at spaces only):
 * every fixed column gets its natural width. When those leave the flexible column (the
 * description) less than MIN_FLEX, the whole table's type and padding shrink, down to MIN_SIZE;
 * then the flexible column gives way, down to FLEX_FLOOR; then the type shrinks further, as far
 * as it must. Widths are linear in the type size, so each step is worked out, not searched.
 */
function fitTable(flow: PageFlow, table: PrintableTable, body: TextStyle, head: TextStyle): TableLayout {
  const flexCount = table.columns.filter((column) => column.flex).length;
  const at = (size: number): TableLayout & { fixed: number } => {
    const scaled = { body: { ...body, size }, head: { ...head, size: (head.size * size) / body.size } };
    const pad = (PAD * size) / body.size;
    const widths = naturalWidths(flow, table, scaled.body, scaled.head, pad);
    const fixed = widths.reduce((total, width, index) => total + (table.columns[index]?.flex ? 0 : width), 0);
    return { ...scaled, pad, widths, fixed };
  };
  // Sizes a tenth of a point apart, rounded down, so the widths at the chosen size fit.
  const sizeFor = (room: number, fixed: number) => Math.floor(((body.size * room) / fixed) * 10) / 10;
  const full = at(body.size);
  let layout = full;
  if (flexCount === 0) {
    if (full.fixed > flow.width) layout = at(sizeFor(flow.width, full.fixed));
    return { ...layout, widths: layout.widths.map((width) => (width * flow.width) / layout.fixed) };
  }
  if (full.fixed + MIN_FLEX * flexCount > flow.width) {
    const size = sizeFor(flow.width - MIN_FLEX * flexCount, full.fixed);
    layout = at(Math.max(size, MIN_SIZE));
    if (layout.fixed + FLEX_FLOOR * flexCount > flow.width) layout = at(sizeFor(flow.width - FLEX_FLOOR * flexCount, full.fixed));
  }
  const flexWidth = (flow.width - layout.fixed) / flexCount;
  return { ...layout, widths: table.columns.map((column, index) => (column.flex ? flexWidth : (layout.widths[index] as number))) };
}

interface CellLayout {
  lines: string[];
  height: number;
}

function layoutRow(flow: PageFlow, cells: string[], widths: number[], style: TextStyle, pad: number): CellLayout[] {
  return cells.map((cell, index) => {
    const lines = flow.wrap(cell, (widths[index] as number) - 2 * pad, style);
    return { lines, height: lines.length * lineHeight(style) + 2 * pad };
  });
}

function drawCells(flow: PageFlow, cells: CellLayout[], widths: number[], aligns: Align[], style: TextStyle, pad: number, top: number, height: number): void {
  let left = flow.left;
  cells.forEach((cell, index) => {
    const width = widths[index] as number;
    flow.lines(cell.lines, left + pad, top - pad, style, aligns[index], width - 2 * pad);
    flow.rule(left, top, left, top - height);
    left += width;
  });
  flow.rule(left, top, left, top - height);
}

/** The header: group headings ('CGST') spanning their columns above the columns' own headings. */
function drawHeader(flow: PageFlow, columns: TableColumn[], widths: number[], head: TextStyle, pad: number): void {
  const grouped = columns.some((column) => column.group);
  const groupHeight = grouped ? lineHeight(head) + 2 * pad : 0;
  const cells = layoutRow(flow, columns.map((column) => column.header), widths, head, pad);
  const tallest = (grouped: boolean) => Math.max(0, ...cells.filter((_, index) => Boolean(columns[index]?.group) === grouped).map((cell) => cell.height));
  const height = Math.max(groupHeight + tallest(true), tallest(false));
  flow.ensure(height + lineHeight(head) * 2);
  const top = flow.y;
  flow.box(flow.left, top, flow.width, height, FILL);
  let x = flow.left;
  columns.forEach((column, index) => {
    const width = widths[index] as number;
    const cell = cells[index] as CellLayout;
    const startsGroup = column.group && columns[index - 1]?.group !== column.group;
    if (startsGroup) {
      const span = columns.reduce((total, other, i) => total + (i >= index && other.group === column.group ? (widths[i] as number) : 0), 0);
      flow.text(column.group as string, x, top - pad, head, 'center', span);
      flow.rule(x, top - groupHeight, x + span, top - groupHeight);
    }
    // Headings are centred in their space: ungrouped ones in the whole header, grouped ones under their group's.
    const spaceTop = column.group ? top - groupHeight : top;
    const space = column.group ? height - groupHeight : height;
    flow.lines(cell.lines, x + pad, spaceTop - (space - cell.height) / 2 - pad, head, 'center', width - 2 * pad);
    if (!column.group || startsGroup) flow.rule(x, top, x, top - height);
    else flow.rule(x, top - groupHeight, x, top - height);
    x += width;
  });
  flow.y -= height;
}

/** A table fitted to the page's width (fitTable: amounts and codes never wrap) and drawn. */
export function drawFittedTable(flow: PageFlow, table: PrintableTable, body: TextStyle, head: TextStyle): void {
  const layout = fitTable(flow, table, body, head);
  drawTable(flow, table, layout.widths, layout.body, layout.head, layout.pad);
}

/** A bordered table flowing over pages, its header repeated on each; `pad` is the cells' padding (fitTable's). */
function drawTable(flow: PageFlow, table: PrintableTable, widths: number[], body: TextStyle, head: TextStyle, pad: number): void {
  const aligns = table.columns.map((column) => column.align);
  drawHeader(flow, table.columns, widths, head, pad);
  for (const row of table.rows) {
    const style = row.bold ? { ...body, font: flow.fonts.bold } : body;
    const cells = layoutRow(flow, row.cells, widths, style, pad);
    const height = Math.max(...cells.map((cell) => cell.height));
    if (flow.y - height < MARGIN + FOOTER_SPACE) {
      flow.newPage();
      drawHeader(flow, table.columns, widths, head, pad);
    }
    if (row.bold) flow.box(flow.left, flow.y, flow.width, height, FILL);
    drawCells(flow, cells, widths, aligns, style, pad, flow.y, height);
    flow.y -= height;
    flow.rule(flow.left, flow.y, flow.right, flow.y);
  }
}
