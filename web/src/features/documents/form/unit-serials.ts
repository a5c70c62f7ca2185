// Serial numbers (or other individual details) of the units a purchase line brings in, typed one
// row per unit when the organisation tracks inventory (spec part 1 §5: all filled or all empty,
// 'Please enter all details'). A sale picks its serials from those in stock instead (and those its
// line already holds).
import { MAX_LINE_SERIALS, QUANTITY_SCALE, parseQuantity } from '@bahi/shared';

/** A typed quantity in thousandths ('1,250.5' reads), or null when it is not one. */
export function readQuantity(text: string): number | null {
  try {
    return parseQuantity(text.trim().replace(/,/g, ''));
  } catch {
    return null;
  }
}

/** How many rows the quantity asks for: its units when it is a whole number the server takes, else none. */
export function unitCount(qty: string): number {
  const milli = readQuantity(qty);
  if (milli === null || milli <= 0 || milli % QUANTITY_SCALE !== 0) return 0;
  const units = milli / QUANTITY_SCALE;
  return units <= MAX_LINE_SERIALS ? units : 0;
}

/** One row per unit, keeping what was typed (a quantity lowered then raised again loses nothing shown). */
export function unitRows(serials: readonly string[], units: number): string[] {
  return Array.from({ length: units }, (_, index) => serials[index] ?? '');
}

/** What the line carries: its rows, or none when every row is blank (the details are optional). */
export function serialsToSend(rows: readonly string[]): string[] {
  return rows.every((row) => row.trim() === '') ? [] : [...rows];
}

/**
 * The serials a sale's line may pick: those in stock, then those the line held when its edit
 * opened that are not, which a saved sale has taken out of stock yet are still its own.
 */
export function pickableSerials(inStock: readonly string[], held: readonly string[]): string[] {
  return [...inStock, ...held.filter((serial) => !inStock.includes(serial))];
}
