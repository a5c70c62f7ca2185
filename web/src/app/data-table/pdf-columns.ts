// How a table export's columns share the width of the page. Each column wants its widest text on
// one line; when they do not all fit, columns wrap between words and break no word while every
// column's widest word fits: a GSTIN, a number, a date or an amount stays on one line, since an
// accountant reads it against GSTR-1 or 2B and a GSTIN split over two lines is misread. A register
// too wide for that at the usual size (fourteen columns of amounts in lakhs) is set smaller.
// Widths here are of the text alone; the caller adds the cells' padding.
import { wordsOf } from '@bahi/shared/pdf';

/** The type size of an export's text, and of its table when the table's words fit the page at it. */
export const FONT_SIZE = 9;
/** The smallest size a wide table is set in to keep its words whole; below it, words break. */
const MIN_FONT_SIZE = 6;

/** The width of a text at a type size, in points. */
export type Measure = (text: string, size: number) => number;

export interface ColumnLayout {
  /** The table's type size. */
  size: number;
  /** Each column's text width, together `room`. */
  widths: number[];
}

const sum = (widths: readonly number[]) => widths.reduce((total, width) => total + width, 0);
const widest = (texts: readonly string[], measure: Measure, size: number) => texts.reduce((most, text) => Math.max(most, measure(text, size)), 0);

/** The type size and column widths of a table: its headers (set by `header`) over its cells, column by column (set by `cell`). */
export function layoutColumns(headers: readonly string[], cells: readonly (readonly string[])[], measure: { header: Measure; cell: Measure }, room: number): ColumnLayout {
  const words = cells.map((column) => column.flatMap(wordsOf));
  const widestWords = (size: number) => headers.map((header, index) => Math.max(widest(wordsOf(header), measure.header, size), widest(words[index] ?? [], measure.cell, size)));
  const size = fittingSize(sum(widestWords(FONT_SIZE)), room);
  const natural = headers.map((header, index) => Math.max(measure.header(header, size), widest(cells[index] ?? [], measure.cell, size)));
  return { size, widths: columnWidths(natural, widestWords(size), room) };
}

/**
 * FONT_SIZE, or the size at which the widest words (`words` wide at FONT_SIZE; a text's width
 * grows with its size) fit `room`, in tenths of a point rounded down, and never under MIN_FONT_SIZE.
 */
export function fittingSize(words: number, room: number): number {
  if (words <= room) return FONT_SIZE;
  return Math.max(MIN_FONT_SIZE, Math.floor((10 * FONT_SIZE * room) / words) / 10);
}

/**
 * Column widths that fill `room`. All columns fit: each is stretched in proportion. Otherwise no
 * word is broken while every column's widest word fits (`unbroken`): the columns that want more
 * grow to a common width, or to their natural width if that is less. When even the widest words
 * do not fit, the longest words break first: short codes stay whole the longest.
 */
export function columnWidths(natural: readonly number[], unbroken: readonly number[], room: number): number[] {
  const total = sum(natural);
  if (total <= room) return natural.map((width) => (width * room) / total);
  if (sum(unbroken) <= room) return levelled(unbroken, natural, room);
  return levelled(unbroken.map(() => 0), unbroken, room);
}

/**
 * Widths that sum to `room` (from Σleast to Σmost): every column at one common level, never under
 * its least nor over its most. The sum rises with the level in straight pieces between the
 * columns' least and most widths, so the level lies on the first piece whose end reaches `room`.
 */
function levelled(least: readonly number[], most: readonly number[], room: number): number[] {
  const at = (level: number) => least.map((low, index) => Math.min(Math.max(level, low), most[index] as number));
  const steps = [...new Set([...least, ...most])].sort((a, b) => a - b);
  const index = steps.findIndex((step) => sum(at(step)) >= room);
  const [below, above] = [steps[Math.max(0, index - 1)], steps[index]] as [number, number];
  const [from, to] = [sum(at(below)), sum(at(above))];
  return at(to === from ? above : below + ((above - below) * (room - from)) / (to - from));
}
