// Quantities are held in thousandths of a unit (integer), so 1.5 kg is 1500 and 0.001 is the
// smallest quantity. (Three decimals matches common unit precision: grams in a kilogram,
// millilitres in a litre.)

import { GstInputError } from './errors.js';

export const QUANTITY_SCALE = 1000;

/** Why a quantity is refused: a caller words 'too many decimals' apart from 'not a number'. */
export class QuantityInputError extends GstInputError {
  constructor(
    message: string,
    readonly reason: 'notQuantity' | 'tooManyDecimals' | 'tooLarge',
  ) {
    super(message);
    this.name = 'QuantityInputError';
  }
}

/** '1.5' -> 1500, '2' -> 2000, '0.125' -> 125. Rejects more than 3 decimals, signs and exponents. */
export function parseQuantity(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new QuantityInputError(`"${text}" is not a quantity (digits with at most 3 decimals)`, 'notQuantity');
  const decimals = m[2] ?? '';
  if (decimals.length > 3) throw new QuantityInputError(`"${text}" has more than 3 decimals`, 'tooManyDecimals');
  const milli = Number(m[1]) * QUANTITY_SCALE + Number(decimals.padEnd(3, '0'));
  if (!Number.isSafeInteger(milli)) throw new QuantityInputError(`quantity "${text}" is too large`, 'tooLarge');
  return milli;
}

/** 1500 -> '1.5', 2000 -> '2', 125 -> '0.125' (no trailing zeros). */
export function formatQuantity(quantityMilli: number): string {
  if (!Number.isSafeInteger(quantityMilli) || quantityMilli < 0) throw new GstInputError(`bad quantity ${quantityMilli}`);
  const whole = Math.floor(quantityMilli / QUANTITY_SCALE);
  const fraction = quantityMilli % QUANTITY_SCALE;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`;
}
