import fc from 'fast-check';
import { GstInputError } from './errors.js';
import { ROUNDING_RULE, divideRounded, mulDivRounded, mulMulDivRounded, roundToRupee } from './rounding.js';

describe('the rounding rule (half away from zero)', () => {
  it('is named half-away-from-zero', () => {
    expect(ROUNDING_RULE).toBe('half-away-from-zero');
  });

  it.each([
    [5, 2, 3], //    2.5 → 3
    [-5, 2, -3], //  −2.5 → −3
    [7, 2, 4], //    3.5 → 4
    [4, 2, 2], //    exact
    [149, 100, 1], // 1.49 → 1
    [150, 100, 2], // 1.50 → 2
    [-149, 100, -1],
    [-150, 100, -2],
    [1, 3, 0], //    0.33 → 0
    [2, 3, 1], //    0.67 → 1
    [0, 7, 0],
  ])('rounds %i ÷ %i to %i', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it('rounds a .5 paisa product up: 4950 × 100 ÷ 10000 = 49.5 → 50, 4949 → 49', () => {
    expect(mulDivRounded(4950, 100, 10_000)).toBe(50);
    expect(mulDivRounded(4949, 100, 10_000)).toBe(49);
  });

  it('rounds to the rupee at 50 paise', () => {
    expect(roundToRupee(29_550)).toBe(29_600);
    expect(roundToRupee(29_549)).toBe(29_500);
    expect(roundToRupee(-150)).toBe(-200);
    expect(roundToRupee(0)).toBe(0);
  });

  it('stays exact when the product passes 2^53', () => {
    // (2^53 − 1) × 3 ÷ 6 = 4503599627370495.5 → 4503599627370496
    expect(mulDivRounded(Number.MAX_SAFE_INTEGER, 3, 6)).toBe(4_503_599_627_370_496);
    expect(mulMulDivRounded(90_000_000_000, 1000, 10, 10_000)).toBe(90_000_000_000);
  });

  it('rejects fractions and non-positive divisors', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(GstInputError);
    expect(() => divideRounded(1, 0)).toThrow(GstInputError);
    expect(() => mulDivRounded(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 1)).toThrow(GstInputError);
  });

  it('agrees with an exact BigInt reference for any integers', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b, c) => {
        const n = BigInt(a) * BigInt(b);
        const d = BigInt(c);
        const mag = n < 0n ? -n : n;
        const q = mag / d + (2n * (mag % d) >= d ? 1n : 0n);
        const expected = n < 0n ? -q : q;
        if (expected > BigInt(Number.MAX_SAFE_INTEGER) || expected < -BigInt(Number.MAX_SAFE_INTEGER)) return;
        expect(mulDivRounded(a, b, c)).toBe(Number(expected));
      }),
    );
  });
});
