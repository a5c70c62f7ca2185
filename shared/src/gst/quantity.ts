// Quantities are held in thousandths of a unit (integer), so 1.5 kg is 1500 and 0.001 is the
// smallest quantity. (Three decimals matches common unit precision: grams in a kilogram,
// millilitres in a litre.)

import { GstInputError } from './errors.js';

export const QUANTITY_SCALE = 1000;

/** '1.5' -> 1500, '2' -> 2000, '0.125' -> 125. Rejects more than 3 decimals, signs and exponents. */
export function parseQuantity(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) throw new GstInputError(`"${text}" is not a quantity (digits with at most 3 decimals)`);
  const milli = Number(m[1]) * QUANTITY_SCALE + Number((m[2] ?? '').padEnd(3, '0'));
  if (!Number.isSafeInteger(milli)) throw new GstInputError(`quantity "${text}" is too large`);
  return milli;
}

/** 1500 -> '1.5', 2000 -> '2', 125 -> '0.125' (no trailing zeros). */
export function formatQuantity(quantityMilli: number): string {
  if (!Number.isSafeInteger(quantityMilli) || quantityMilli < 0) throw new GstInputError(`bad quantity ${quantityMilli}`);
  const whole = Math.floor(quantityMilli / QUANTITY_SCALE);
  const fraction = quantityMilli % QUANTITY_SCALE;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`;
}
