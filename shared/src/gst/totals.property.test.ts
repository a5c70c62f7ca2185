// Invariants of computeDocumentTotals over random documents (fast-check).
import fc from 'fast-check';
import { type AmountOrPercent, DOCUMENT_KINDS, KIND_RULES, type DocumentLineInput, type DocumentTotalsInput, computeDocumentTotals } from './totals.js';

const RATES = [0, 10, 25, 100, 150, 300, 500, 600, 750, 1200, 1800, 2800, 4000];

const lineArb: fc.Arbitrary<DocumentLineInput> = fc
  .record({
    quantityMilli: fc.integer({ min: 1, max: 1_000_000 }),
    unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
    priceMode: fc.constantFrom('intax' as const, 'notax' as const),
    gstRateBps: fc.constantFrom(...RATES),
    cessRateBps: fc.constantFrom(0, 0, 100, 1200, 1500),
    discountBps: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
  })
  .map(({ discountBps, ...rest }) => (discountBps === undefined ? rest : { ...rest, discount: { kind: 'percent', bps: discountBps } }));

const chargeArb: fc.Arbitrary<AmountOrPercent | undefined> = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }).map((paise) => ({ kind: 'amount' as const, paise })),
    fc.integer({ min: 0, max: 2_000 }).map((bps) => ({ kind: 'percent' as const, bps })),
  ),
  { nil: undefined },
);

const docArb: fc.Arbitrary<DocumentTotalsInput> = fc
  .record({
    kind: fc.constantFrom(...DOCUMENT_KINDS.filter((k) => !KIND_RULES[k].advance)),
    sellerStateCode: fc.constantFrom('27', '29'),
    placeOfSupplyStateCode: fc.constantFrom('27', '29', '07'),
    lines: fc.array(lineArb, { minLength: 0, maxLength: 12 }),
    packing: chargeArb,
    insurance: chargeArb,
    freight: chargeArb,
    additionalCharges: fc.boolean(),
    reverseCharge: fc.boolean(),
    roundOff: fc.boolean(),
    amountPaid: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ packing, insurance, freight, ...rest }) => {
    const charges: { packing?: AmountOrPercent; insurance?: AmountOrPercent; freight?: AmountOrPercent } = {};
    if (packing) charges.packing = packing;
    if (insurance) charges.insurance = insurance;
    if (freight) charges.freight = freight;
    return { ...rest, charges };
  });

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe('computeDocumentTotals invariants', () => {
  it('keeps CGST equal to SGST on every line, charge, rate row and document', () => {
    fc.assert(
      fc.property(docArb, (input) => {
        const t = computeDocumentTotals(input);
        for (const row of [...t.lines, ...t.charges, ...t.byRate]) expect(row.cgst).toBe(row.sgst);
        expect(t.cgstTotal).toBe(t.sgstTotal);
        if (t.supply === 'inter') expect(t.cgstTotal).toBe(0);
        else expect(t.igstTotal).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('adds the lines and charges up to the document totals, and the rate rows to the same tax', () => {
    fc.assert(
      fc.property(docArb, (input) => {
        const t = computeDocumentTotals(input);
        expect(t.subTotal).toBe(sum(t.lines.map((l) => l.subTotal)));
        expect(t.discount).toBe(sum(t.lines.map((l) => l.discount)));
        expect(t.taxable).toBe(sum(t.lines.map((l) => l.taxable)));
        expect(t.chargesTotal).toBe(sum(t.charges.map((c) => c.amount)));
        for (const k of ['cgst', 'sgst', 'igst'] as const) {
          expect(t[`${k}Total`]).toBe(sum(t.lines.map((l) => l[k])) + sum(t.charges.map((c) => c[k])));
          expect(t[`${k}Total`]).toBe(sum(t.byRate.map((g) => g[k])));
        }
        expect(t.cessTotal).toBe(sum(t.lines.map((l) => l.cess)));
        expect(t.taxTotal).toBe(sum(t.byRate.map((g) => g.tax)));
        expect(sum(t.byRate.map((g) => g.taxable))).toBe(t.taxable);
        expect(sum(t.byRate.map((g) => g.lineCount))).toBe(t.lines.length);
        for (const l of t.lines) {
          expect(l.taxable).toBe(l.subTotal - l.discount);
          expect(l.total).toBe(l.taxable + l.tax);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('makes grand total = taxable + tax + charges ± round-off, without the tax under reverse charge', () => {
    fc.assert(
      fc.property(docArb, (input) => {
        const t = computeDocumentTotals(input);
        const tax = t.taxTreatment === 'charged' ? t.taxTotal : 0;
        expect(t.grandTotal).toBe(t.taxable + tax + t.chargesTotal + t.roundOff);
        expect(t.pending).toBe(t.grandTotal - t.amountPaid);
        if (input.roundOff) {
          expect(t.grandTotal % 100).toBe(0);
          expect(t.roundOff).toBeGreaterThanOrEqual(-49);
          expect(t.roundOff).toBeLessThanOrEqual(50);
        } else {
          expect(t.roundOff).toBe(0);
        }
        if (t.taxTreatment === 'none') expect(t.taxTotal).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips a tax-inclusive price within one paisa (GST only) and two paise (GST and cess)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...RATES),
        fc.constantFrom(0, 100, 1200, 1500),
        fc.constantFrom('27', '29'),
        (price, gstRateBps, cessRateBps, placeOfSupplyStateCode) => {
          const t = computeDocumentTotals({
            kind: 'b2b',
            sellerStateCode: '27',
            placeOfSupplyStateCode,
            lines: [{ quantityMilli: 1000, unitPrice: price, priceMode: 'intax', gstRateBps, cessRateBps }],
          });
          const l = t.lines[0];
          expect(l).toBeDefined();
          if (!l) return;
          expect(Math.abs(l.total - price)).toBeLessThanOrEqual(cessRateBps === 0 ? 1 : 2);
          // the displayed exclusive unit price, taxed again, gives the price back within one paisa
          const again = Math.round((l.unitPriceExclusive * (10_000 + gstRateBps + cessRateBps)) / 10_000);
          expect(Math.abs(again - price)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('totals a voucher at exactly its advances, the tax backed out once and shared over the lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 10_000_000 }), rate: fc.constantFrom(...RATES), share: fc.integer({ min: 0, max: 100 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.constantFrom('27', '29'),
        fc.constantFrom('receipt_voucher' as const, 'payment_voucher' as const, 'refund_voucher' as const),
        fc.boolean(),
        (rows, placeOfSupplyStateCode, kind, reverseCharge) => {
          const t = computeDocumentTotals({
            kind,
            sellerStateCode: '27',
            placeOfSupplyStateCode,
            reverseCharge,
            lines: rows.map((r) => ({
              quantityMilli: 1000,
              unitPrice: r.price,
              priceMode: 'notax' as const,
              gstRateBps: r.rate,
              advance: Math.floor((r.price * r.share) / 100),
            })),
          });
          const received = sum(t.lines.map((l) => l.advance));
          const highest = Math.max(0, ...rows.filter((r) => Math.floor((r.price * r.share) / 100) > 0).map((r) => r.rate));
          expect(t.advanceReceived).toBe(received);
          expect(t.total).toBe(received);
          expect(sum(t.lines.map((l) => l.tax))).toBe(t.taxTotal);
          for (const l of t.lines) {
            expect(l.gstRateBps).toBe(highest);
            expect(l.taxable).toBeGreaterThanOrEqual(0);
            if (reverseCharge) expect(l.taxable).toBe(l.advance);
            else {
              expect(l.taxable + l.tax).toBe(l.advance);
              // Within 3 paise of the line's own exact tax (1 unit of sharing, ½ of rounding; units of 2 paise intra-state).
              expect(Math.abs(l.tax * (10_000 + highest) - l.advance * highest)).toBeLessThanOrEqual(3 * (10_000 + highest));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
