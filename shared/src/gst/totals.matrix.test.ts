// The rate × intra/inter × price-mode matrix, one line of qty 1 at ₹1,000.00 (100000 paise).
// Worked by hand:
//   notax: taxable = 100000; IGST = 100000 × r ÷ 10000 = 10r; CGST = SGST = 100000 × r ÷ 20000 = 5r
//   intax: taxable = 100000 × 10000 ÷ (10000 + r) → half away from zero; then the same tax formulas
//   e.g. r = 1800: 10^9 ÷ 11800 = 84745.76 → 84746; CGST = 84746 × 1800 ÷ 20000 = 7627.14 → 7627;
//        IGST = 84746 × 1800 ÷ 10000 = 15254.28 → 15254
//   r = 2800: 10^9 ÷ 12800 = 78125 exactly; CGST = 78125 × 2800 ÷ 20000 = 10937.5 → 10938 (.5 edge)
import { type PriceMode, computeDocumentTotals } from './totals.js';

const MATRIX: [rateBps: number, mode: PriceMode, taxable: number, half: number, igst: number, intraTotal: number, interTotal: number][] = [
  [0, 'notax', 100000, 0, 0, 100000, 100000],
  [0, 'intax', 100000, 0, 0, 100000, 100000],
  [10, 'notax', 100000, 50, 100, 100100, 100100],
  [10, 'intax', 99900, 50, 100, 100000, 100000],
  [25, 'notax', 100000, 125, 250, 100250, 100250],
  [25, 'intax', 99751, 125, 249, 100001, 100000],
  [100, 'notax', 100000, 500, 1000, 101000, 101000],
  [100, 'intax', 99010, 495, 990, 100000, 100000],
  [150, 'notax', 100000, 750, 1500, 101500, 101500],
  [150, 'intax', 98522, 739, 1478, 100000, 100000],
  [300, 'notax', 100000, 1500, 3000, 103000, 103000],
  [300, 'intax', 97087, 1456, 2913, 99999, 100000],
  [500, 'notax', 100000, 2500, 5000, 105000, 105000],
  [500, 'intax', 95238, 2381, 4762, 100000, 100000],
  [600, 'notax', 100000, 3000, 6000, 106000, 106000],
  [600, 'intax', 94340, 2830, 5660, 100000, 100000],
  [750, 'notax', 100000, 3750, 7500, 107500, 107500],
  [750, 'intax', 93023, 3488, 6977, 99999, 100000],
  [1200, 'notax', 100000, 6000, 12000, 112000, 112000],
  [1200, 'intax', 89286, 5357, 10714, 100000, 100000],
  [1800, 'notax', 100000, 9000, 18000, 118000, 118000],
  [1800, 'intax', 84746, 7627, 15254, 100000, 100000],
  [2800, 'notax', 100000, 14000, 28000, 128000, 128000],
  [2800, 'intax', 78125, 10938, 21875, 100001, 100000],
  [4000, 'notax', 100000, 20000, 40000, 140000, 140000],
  [4000, 'intax', 71429, 14286, 28572, 100001, 100001],
];

const compute = (rateBps: number, priceMode: PriceMode, placeOfSupplyStateCode: string) =>
  computeDocumentTotals({
    kind: 'b2b',
    sellerStateCode: '27',
    placeOfSupplyStateCode,
    lines: [{ quantityMilli: 1000, unitPrice: 100_000, priceMode, gstRateBps: rateBps }],
  });

describe('rate × supply × price mode matrix', () => {
  it.each(MATRIX)('at %i bps %s, within one state: taxable %i, CGST = SGST = %i', (rate, mode, taxable, half, _igst, intraTotal) => {
    const t = compute(rate, mode, '27');
    expect(t).toMatchObject({ taxable, cgstTotal: half, sgstTotal: half, igstTotal: 0, grandTotal: intraTotal });
  });

  it.each(MATRIX)('at %i bps %s, between states: taxable %i, IGST %i', (rate, mode, taxable, _half, igst, _intraTotal, interTotal) => {
    const t = compute(rate, mode, '07');
    expect(t).toMatchObject({ taxable, cgstTotal: 0, sgstTotal: 0, igstTotal: igst, grandTotal: interTotal });
  });
});
