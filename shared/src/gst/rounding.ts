// The one rounding rule of the GST engine.
//
// ROUNDING_RULE = 'half-away-from-zero': a quotient is rounded to the nearest integer (of paise, or of
// rupees for the round-off), and an exact half (x.5) goes away from zero: 2.5 -> 3, -2.5 -> -3.
// All engine inputs are non-negative, so in practice it is "half up", the commercial rule accountants
// use by hand and the one Section 170 of the CGST Act, 2017 states for sums payable ("if such part is
// fifty paise or more, it shall be increased to one rupee and if such part is less than fifty paise it
// shall be ignored").
//
// The rule is applied only where a division happens (the named rounding points in totals.ts);
// additions and subtractions of paise are exact integer arithmetic and never round.
//
// Everything is integer arithmetic: a × b / c is done with numbers while a × b is a safe integer,
// and with BigInt beyond that, so no product is ever approximated by a float.

import { GstAmountTooLargeError, GstInputError } from './errors.js';

export const ROUNDING_RULE = 'half-away-from-zero' as const;

/** Rounds the exact quotient n / d (integers, d > 0) to the nearest integer, halves away from zero. */
export function divideRounded(n: number, d: number): number {
  assertSafeInteger(n, 'dividend');
  if (!Number.isSafeInteger(d) || d <= 0) throw new GstInputError(`divisor must be a positive integer, got ${d}`);
  const magnitude = Math.abs(n);
  const remainder = magnitude % d; // exact for safe integers
  let quotient = (magnitude - remainder) / d; // exact: the dividend is a multiple of d
  if (remainder * 2 >= d) quotient += 1;
  return n < 0 && quotient !== 0 ? -quotient : quotient; // never -0
}

/** a × b / c rounded half away from zero, exact for any safe integers (BigInt when a × b is large). */
export function mulDivRounded(a: number, b: number, c: number): number {
  assertSafeInteger(a, 'factor');
  assertSafeInteger(b, 'factor');
  const product = a * b;
  if (Number.isSafeInteger(product)) return divideRounded(product, c);
  return bigDivRounded(BigInt(a) * BigInt(b), c);
}

/** a × b × c / d rounded half away from zero, exact for any safe integers. */
export function mulMulDivRounded(a: number, b: number, c: number, d: number): number {
  assertSafeInteger(a, 'factor');
  assertSafeInteger(b, 'factor');
  assertSafeInteger(c, 'factor');
  const product = a * b * c;
  if (Number.isSafeInteger(product) && Number.isSafeInteger(a * b)) return divideRounded(product, d);
  return bigDivRounded(BigInt(a) * BigInt(b) * BigInt(c), d);
}

function bigDivRounded(n: bigint, c: number): number {
  if (!Number.isSafeInteger(c) || c <= 0) throw new GstInputError(`divisor must be a positive integer, got ${c}`);
  const d = BigInt(c);
  const magnitude = n < 0n ? -n : n;
  const remainder = magnitude % d;
  let quotient = (magnitude - remainder) / d;
  if (remainder * 2n >= d) quotient += 1n;
  const result = Number(n < 0n ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new GstAmountTooLargeError('amount is too large to be held exactly in paise');
  return result;
}

/** Rounds paise to the whole rupee (nearest 100 paise, 50 paise goes up / away from zero). */
export function roundToRupee(paise: number): number {
  return divideRounded(paise, 100) * 100;
}

export function assertSafeInteger(value: number, what: string): void {
  if (Number.isSafeInteger(value)) return;
  // Past 2^53 every number is whole: the figures grew too large, not wrong.
  if (Number.isInteger(value)) throw new GstAmountTooLargeError(`${what} is too large to be held exactly in paise, got ${value}`);
  throw new GstInputError(`${what} must be a whole number (safe integer), got ${value}`);
}

/**
 * Shares `total` whole units over weights in proportion (largest remainder, earlier line first on
 * a tie), never giving a line more than `cap(i)`. Σ result = total while the caps allow it (and
 * some weight is above zero).
 */
export function shareOut(total: number, weights: readonly number[], cap: (i: number) => number = () => Number.MAX_SAFE_INTEGER): number[] {
  const sumOfWeights = weights.reduce((a, b) => a + b, 0);
  if (sumOfWeights === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight, i) => {
    const exact = BigInt(total) * BigInt(weight);
    const floor = Math.min(Number(exact / BigInt(sumOfWeights)), cap(i));
    return { i, floor, remainder: exact % BigInt(sumOfWeights) };
  });
  let left = total - shares.reduce((a, s) => a + s.floor, 0);
  const order = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  while (left > 0) {
    const before = left;
    for (const s of order) {
      if (left === 0) break;
      if (s.floor < cap(s.i)) {
        s.floor += 1;
        left -= 1;
      }
    }
    if (left === before) break;
  }
  return shares.map((s) => s.floor);
}
