// Rupee amounts for the wire and the screen, from and to integer paise, without floats.
//
// - Wire: a rupee decimal string with at most 2 decimals ('1234.5', '1234.50', '-12'); spec part 1
//   §9 "payment amount fixed to 2 decimals", part 2 §5 "expense amounts at most 2 decimals".
//   rupeesToPaise parses the digits as text, so '0.29' is 29 paise, never 28.999....
// - Screen: Indian digit grouping (last three digits, then groups of two: 1,23,45,678.00), two
//   decimals (spec part 1 §9 "numbers shown with two decimals"), '₹' prefix, '-' before the symbol.

import { GstInputError } from './errors.js';

const RUPEE_DECIMAL = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * '1234.5' -> 123450. Accepts an optional sign, digits, and up to 2 decimals; rejects more decimals,
 * exponents, commas and blanks (throws GstInputError). A number argument is read through String(),
 * so 1234.5 works and 0.1 + 0.2 (0.30000000000000004) is rejected rather than silently rounded.
 */
export function rupeesToPaise(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = RUPEE_DECIMAL.exec(text);
  if (!match) {
    throw new GstInputError(
      /\.\d{3,}$/.test(text) ? `amount "${text}" has more than 2 decimals` : `"${text}" is not a rupee amount`,
    );
  }
  const [, sign = '', whole = '0', decimals = ''] = match;
  const paise = paiseFromParts(sign, whole, decimals);
  if (paise === null) throw new GstInputError(`amount "${text}" is too large`);
  return paise;
}

/**
 * Paise from an amount's parts as text: sign ('' | '+' | '-'), whole rupees (digits only, may be
 * ''), and at most 2 decimal digits. Null when the result is beyond a safe integer.
 */
export function paiseFromParts(sign: string, wholeDigits: string, decimals: string): number | null {
  const paise = Number(wholeDigits || '0') * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return null;
  return sign === '-' && paise !== 0 ? -paise : paise;
}

/** 123450 -> '1234.50' (the wire form: no grouping, always 2 decimals, '-' when negative). */
export function paiseToRupees(paise: number): string {
  assertPaise(paise);
  const magnitude = Math.abs(paise);
  const rupees = Math.floor(magnitude / 100);
  const fraction = magnitude % 100;
  return `${paise < 0 ? '-' : ''}${rupees}.${String(fraction).padStart(2, '0')}`;
}

/** Groups whole rupees the Indian way: 123456 -> '1,23,456'. */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let head = digits.slice(0, -3);
  const groups: string[] = [];
  while (head.length > 2) {
    groups.unshift(head.slice(-2));
    head = head.slice(0, -2);
  }
  if (head.length > 0) groups.unshift(head);
  return `${groups.join(',')},${last3}`;
}

/** 12345600 -> '1,23,456.00'; negative -> '-1,23,456.00'. No currency symbol. */
export function formatIndianNumber(paise: number): string {
  assertPaise(paise);
  const magnitude = Math.abs(paise);
  const rupees = Math.floor(magnitude / 100);
  const fraction = magnitude % 100;
  return `${paise < 0 ? '-' : ''}${groupIndianDigits(String(rupees))}.${String(fraction).padStart(2, '0')}`;
}

/** 12345600 -> '₹1,23,456.00'; -12345600 -> '-₹1,23,456.00'. */
export function formatInr(paise: number): string {
  assertPaise(paise);
  const grouped = formatIndianNumber(Math.abs(paise));
  return paise < 0 ? `-₹${grouped}` : `₹${grouped}`;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new GstInputError(`paise must be a whole number, got ${paise}`);
}
