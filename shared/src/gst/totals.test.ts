// Hand-worked examples for computeDocumentTotals. Every figure is in paise; the working is in the
// comment above each case (÷ means the exact quotient, then "→" the half-away-from-zero rounding).
import { GstInputError } from './errors.js';
import { stateCodeFromGstin } from './states.js';
import {
  type DocumentKind,
  type DocumentLineInput,
  type DocumentTotalsInput,
  advanceCap,
  computeDocumentTotals,
  exclusiveOfTax,
} from './totals.js';

const MH = '27'; // Maharashtra
const KA = '29'; // Karnataka

function doc(partial: Partial<DocumentTotalsInput> & { lines: DocumentLineInput[] }): DocumentTotalsInput {
  return { kind: 'b2b', sellerStateCode: MH, placeOfSupplyStateCode: MH, ...partial };
}

const line = (partial: Partial<DocumentLineInput>): DocumentLineInput => ({
  quantityMilli: 1000,
  unitPrice: 10_000,
  priceMode: 'notax',
  gstRateBps: 1800,
  ...partial,
});

describe('computeDocumentTotals: place of supply', () => {
  it('splits 18% into CGST 9% and SGST 9% within one state', () => {
    // 2 × ₹100.00 = 2000 × 10000 ÷ 1000 = 20000; CGST = SGST = 20000 × 1800 ÷ 20000 = 1800
    const t = computeDocumentTotals(doc({ lines: [line({ quantityMilli: 2000 })] }));
    const l = t.lines[0];
    expect(l).toMatchObject({ subTotal: 20000, taxable: 20000, cgstRateBps: 900, sgstRateBps: 900, igstRateBps: 0 });
    expect(l).toMatchObject({ cgst: 1800, sgst: 1800, igst: 0, tax: 3600, total: 23600 });
    expect(t).toMatchObject({ supply: 'intra', igst: false, cgstTotal: 1800, sgstTotal: 1800, igstTotal: 0, taxTotal: 3600 });
    expect(t).toMatchObject({ total: 23600, roundOff: 0, grandTotal: 23600, pending: 23600 });
  });

  it('charges IGST at the full rate between two states', () => {
    // 20000 × 1800 ÷ 10000 = 3600 IGST
    const t = computeDocumentTotals(doc({ placeOfSupplyStateCode: KA, lines: [line({ quantityMilli: 2000 })] }));
    expect(t.lines[0]).toMatchObject({ cgst: 0, sgst: 0, igst: 3600, igstRateBps: 1800, cgstRateBps: 0 });
    expect(t).toMatchObject({ supply: 'inter', igst: true, igstTotal: 3600, cgstTotal: 0, total: 23600 });
  });

  it('takes the buyer state from the first two characters of the GSTIN', () => {
    const t = computeDocumentTotals(doc({ placeOfSupplyStateCode: stateCodeFromGstin('29AABCE5725G1ZN'), lines: [line({})] }));
    expect(t.supply).toBe('inter');
    expect(t.igstTotal).toBe(1800);
  });

  it('charges IGST on a supply to an SEZ even within the same state', () => {
    const t = computeDocumentTotals(doc({ supplyToSez: true, lines: [line({})] }));
    expect(t).toMatchObject({ supply: 'inter', igstTotal: 1800, cgstTotal: 0, sgstTotal: 0 });
  });

  it('rounds one CGST half and uses it for SGST too, so they stay equal at a .5 paisa edge', () => {
    // 12.5% discount on 3 × ₹250.00: 75000 × 1250 ÷ 10000 = 9375; taxable 65625
    // 12% intra: 65625 × 1200 ÷ 20000 = 3937.5 → 3938 each (CGST + SGST = 7876, not round(7875) = 7875)
    const t = computeDocumentTotals(
      doc({ lines: [line({ quantityMilli: 3000, unitPrice: 25_000, gstRateBps: 1200, discount: { kind: 'percent', bps: 1250 } })] }),
    );
    expect(t.lines[0]).toMatchObject({ subTotal: 75000, discount: 9375, taxable: 65625, cgst: 3938, sgst: 3938, tax: 7876, total: 73501 });
  });
});

describe('computeDocumentTotals: lines', () => {
  it('multiplies a fractional quantity and rounds the line amount half up', () => {
    // 1.5 × ₹33.33 = 1500 × 3333 ÷ 1000 = 4999.5 → 5000; 5% IGST = 5000 × 500 ÷ 10000 = 250
    const t = computeDocumentTotals(
      doc({ placeOfSupplyStateCode: KA, lines: [line({ quantityMilli: 1500, unitPrice: 3333, gstRateBps: 500 })] }),
    );
    expect(t.lines[0]).toMatchObject({ subTotal: 5000, taxable: 5000, igst: 250, total: 5250 });
  });

  it('backs GST out of a tax-inclusive price: ₹118.00 at 18% is ₹100.00 + ₹18.00', () => {
    // 1000 × 11800 × 10 ÷ 11800 = 10000; CGST = SGST = 10000 × 1800 ÷ 20000 = 900
    const t = computeDocumentTotals(doc({ lines: [line({ unitPrice: 11_800, priceMode: 'intax' })] }));
    expect(t.lines[0]).toMatchObject({ unitPriceExclusive: 10000, subTotal: 10000, cgst: 900, sgst: 900, total: 11800 });
  });

  it('backs GST and cess out of a tax-inclusive price together', () => {
    // ₹1,000.00 at 28% + 12% cess: 100000 × 10000 ÷ 14000 = 71428.571 → 71429
    // CGST = SGST = 71429 × 2800 ÷ 20000 = 10000.06 → 10000; cess = 71429 × 1200 ÷ 10000 = 8571.48 → 8571
    // total = 71429 + 20000 + 8571 = 100000
    const t = computeDocumentTotals(
      doc({ lines: [line({ unitPrice: 100_000, priceMode: 'intax', gstRateBps: 2800, cessRateBps: 1200 })] }),
    );
    expect(t.lines[0]).toMatchObject({ subTotal: 71429, cgst: 10000, sgst: 10000, cess: 8571, tax: 28571, total: 100000 });
    expect(t).toMatchObject({ cessTotal: 8571, taxTotal: 28571, grandTotal: 100000 });
  });

  it('backs tax out once per line, not per unit, so rounding is not multiplied by the quantity', () => {
    // 7 × ₹10.00 incl. 18%: 7000 × 1000 × 10 ÷ 11800 = 5932.20 → 5932
    // (per unit: 1000 ÷ 1.18 = 847.46 → 847, × 7 = 5929: 3 paise off)
    const t = computeDocumentTotals(doc({ lines: [line({ quantityMilli: 7000, unitPrice: 1000, priceMode: 'intax' })] }));
    expect(t.lines[0]).toMatchObject({ unitPriceExclusive: 847, subTotal: 5932 });
    // CGST = SGST = 5932 × 1800 ÷ 20000 = 533.88 → 534; total 5932 + 1068 = 7000
    expect(t.lines[0]?.total).toBe(7000);
  });

  it('subtracts an amount discount from the subtotal before tax', () => {
    // 3 × ₹250.00 = 75000 − ₹50.00 = 70000 taxable; 12% IGST = 8400
    const t = computeDocumentTotals(
      doc({
        placeOfSupplyStateCode: KA,
        lines: [line({ quantityMilli: 3000, unitPrice: 25_000, gstRateBps: 1200, discount: { kind: 'amount', paise: 5000 } })],
      }),
    );
    expect(t.lines[0]).toMatchObject({ subTotal: 75000, discount: 5000, taxable: 70000, igst: 8400, total: 78400 });
    expect(t).toMatchObject({ subTotal: 75000, discount: 5000, taxable: 70000 });
  });

  it('computes a percent discount to 2 decimals of a percent (basis points)', () => {
    // 33.33% of ₹99.99: 9999 × 3333 ÷ 10000 = 3332.6667 → 3333; taxable 6666; 0% GST
    const t = computeDocumentTotals(
      doc({ lines: [line({ unitPrice: 9999, gstRateBps: 0, discount: { kind: 'percent', bps: 3333 } })] }),
    );
    expect(t.lines[0]).toMatchObject({ discount: 3333, taxable: 6666, tax: 0, total: 6666 });
  });

  it('applies cess on the taxable value beside IGST', () => {
    // ₹500.00 at 28% + 15% cess, inter: IGST 14000, cess 7500
    const t = computeDocumentTotals(
      doc({ placeOfSupplyStateCode: KA, lines: [line({ unitPrice: 50_000, gstRateBps: 2800, cessRateBps: 1500 })] }),
    );
    expect(t.lines[0]).toMatchObject({ igst: 14000, cess: 7500, tax: 21500, total: 71500 });
  });
});

describe('computeDocumentTotals: rounding at the .5 paisa edge', () => {
  it.each([
    // taxable, rate, inter IGST, intra half   (taxable × rate ÷ 10000, taxable × rate ÷ 20000)
    [150, 500, 8, 4], //   7.5 → 8;    3.75 → 4
    [4950, 100, 50, 25], // 49.5 → 50;  24.75 → 25
    [4949, 100, 49, 25], // 49.49 → 49; 24.745 → 25
    [250, 1800, 45, 23], // 45 exact;   22.5 → 23
    [78125, 2800, 21875, 10938], // 21875 exact; 10937.5 → 10938
    [1, 1800, 0, 0], //     0.18 → 0;   0.09 → 0
    [3, 1800, 1, 0], //     0.54 → 1;   0.27 → 0
  ])('taxes %i paise at %i bps as IGST %i or CGST = SGST %i', (taxable, rate, igst, half) => {
    const lines = [line({ unitPrice: taxable, gstRateBps: rate })];
    expect(computeDocumentTotals(doc({ placeOfSupplyStateCode: KA, lines })).igstTotal).toBe(igst);
    const intra = computeDocumentTotals(doc({ lines }));
    expect([intra.cgstTotal, intra.sgstTotal]).toEqual([half, half]);
  });
});

describe('computeDocumentTotals: packing, insurance and freight', () => {
  // Lines: ₹1,000.00 at 5% and ₹500.00 at 18%, intra-state. subTotal = 150000.
  // packing ₹100.00 = 10000; freight 2% of 150000 = 3000; insurance 0.5% of 150000 = 750.
  const lines = [line({ unitPrice: 100_000, gstRateBps: 500 }), line({ unitPrice: 50_000, gstRateBps: 1800 })];
  const charges = {
    packing: { kind: 'amount', paise: 10_000 },
    insurance: { kind: 'percent', bps: 50 },
    freight: { kind: 'percent', bps: 200 },
  } as const;

  it('taxes charges at the highest line rate, halved into CGST and SGST, when additional charges is yes', () => {
    // line CGST: 100000 × 500 ÷ 20000 = 2500; 50000 × 1800 ÷ 20000 = 4500
    // charge CGST at 18%: packing 10000 × 1800 ÷ 20000 = 900; insurance 750 → 67.5 → 68; freight 3000 → 270
    // CGST = 2500 + 4500 + 900 + 68 + 270 = 8238 = SGST; tax 16476
    // total = 150000 + 13750 + 16476 = 180226
    const t = computeDocumentTotals(doc({ lines, charges, additionalCharges: true }));
    expect(t.charges).toEqual([
      { kind: 'packing', amount: 10000, gstRateBps: 1800, cgst: 900, sgst: 900, igst: 0, tax: 1800 },
      { kind: 'insurance', amount: 750, gstRateBps: 1800, cgst: 68, sgst: 68, igst: 0, tax: 136 },
      { kind: 'freight', amount: 3000, gstRateBps: 1800, cgst: 270, sgst: 270, igst: 0, tax: 540 },
    ]);
    expect(t).toMatchObject({ highestGstRateBps: 1800, taxable: 150000, chargesTotal: 13750, cgstTotal: 8238, sgstTotal: 8238 });
    expect(t).toMatchObject({ taxTotal: 16476, total: 180226 });
    // by rate: 5% has the first line; 18% the second line and the charges
    expect(t.byRate).toEqual([
      { gstRateBps: 500, lineCount: 1, taxable: 100000, chargesTaxable: 0, cgst: 2500, sgst: 2500, igst: 0, cess: 0, tax: 5000 },
      { gstRateBps: 1800, lineCount: 1, taxable: 50000, chargesTaxable: 13750, cgst: 5738, sgst: 5738, igst: 0, cess: 0, tax: 11476 },
    ]);
  });

  it('taxes charges as IGST between two states', () => {
    // packing 10000 × 1800 ÷ 10000 = 1800; insurance 750 → 135; freight 3000 → 540
    const t = computeDocumentTotals(doc({ placeOfSupplyStateCode: KA, lines, charges, additionalCharges: true }));
    expect(t.charges.map((c) => c.igst)).toEqual([1800, 135, 540]);
    // lines 5000 + 9000, charges 2475
    expect(t).toMatchObject({ igstTotal: 16475, total: 150000 + 13750 + 16475 });
  });

  it('adds charges untaxed when additional charges is no', () => {
    // tax = 5000 + 9000 = 14000; total = 150000 + 13750 + 14000 = 177750
    const t = computeDocumentTotals(doc({ lines, charges, additionalCharges: false }));
    expect(t.charges.every((c) => c.tax === 0 && c.gstRateBps === 0)).toBe(true);
    expect(t).toMatchObject({ chargesTotal: 13750, taxTotal: 14000, total: 177750 });
    expect(t.byRate.map((g) => g.chargesTaxable)).toEqual([0, 0]);
  });

  it('computes percent charges on the subtotal before discount', () => {
    // subTotal 100000 (discount 10000 does not change it): 10% freight = 10000
    const t = computeDocumentTotals(
      doc({
        lines: [line({ unitPrice: 100_000, gstRateBps: 0, discount: { kind: 'amount', paise: 10_000 } })],
        charges: { freight: { kind: 'percent', bps: 1000 } },
      }),
    );
    expect(t.charges[0]?.amount).toBe(10000);
    expect(t.total).toBe(90000 + 10000);
  });
});

describe('computeDocumentTotals: reverse charge and zero-tax documents', () => {
  // 10 × ₹100.00 at 18% intra: taxable 100000, CGST = SGST = 9000
  const lines = [line({ quantityMilli: 10_000 })];

  it('reports reverse-charge tax but leaves it out of the payable total', () => {
    const t = computeDocumentTotals(doc({ kind: 'reverse_charge', lines }));
    expect(t).toMatchObject({ reverseCharge: true, taxTreatment: 'reverse_charge', cgstTotal: 9000, sgstTotal: 9000 });
    expect(t).toMatchObject({ taxTotal: 18000, taxPayable: 0, total: 100000, grandTotal: 100000 });
    expect(t.lines[0]?.total).toBe(118000);
  });

  it('treats a B2B invoice with the reverse-charge flag the same way', () => {
    const t = computeDocumentTotals(doc({ kind: 'b2b', reverseCharge: true, lines }));
    expect(t).toMatchObject({ taxTreatment: 'reverse_charge', taxTotal: 18000, total: 100000 });
  });

  it('keeps the rates of an export under a letter of undertaking and pays no tax on its lines or charges (walk 31 F1)', () => {
    // 10 × ₹1,500.00 at 5% to another country ('96'), 10% off, freight ₹500.00 taxed at the highest
    // rate: taxable 1500000 − 150000 = 1350000; the rate stays 5%, the IGST and cess are 0; total
    // 1350000 + 50000 = 1400000. Paid under IGST the same would carry 1350000 × 500 ÷ 10000 = 67500.
    const exported = doc({
      placeOfSupplyStateCode: '96',
      lines: [line({ quantityMilli: 10_000, unitPrice: 150_000, gstRateBps: 500, cessRateBps: 100, discount: { kind: 'percent', bps: 1000 } })],
      charges: { freight: { kind: 'amount', paise: 50_000 } },
      additionalCharges: true,
    });
    const t = computeDocumentTotals({ ...exported, withoutPayment: true });
    expect(t.lines[0]).toMatchObject({ taxable: 1_350_000, gstRateBps: 500, igstRateBps: 500, cessRateBps: 0, igst: 0, cess: 0, tax: 0, total: 1_350_000 });
    expect(t.charges[0]).toMatchObject({ amount: 50_000, gstRateBps: 500, igst: 0, tax: 0 });
    expect(t).toMatchObject({ supply: 'inter', taxTreatment: 'charged', taxTotal: 0, total: 1_400_000, grandTotal: 1_400_000 });
    expect(t.byRate).toEqual([{ gstRateBps: 500, lineCount: 1, taxable: 1_350_000, chargesTaxable: 50_000, cgst: 0, sgst: 0, igst: 0, cess: 0, tax: 0 }]);
    expect(computeDocumentTotals(exported).lines[0]).toMatchObject({ igst: 67_500, cess: 13_500 });
  });

  it('carries zero tax on a bill of supply, taking an inclusive price as it is', () => {
    const t = computeDocumentTotals(
      doc({ kind: 'bill_of_supply', lines: [line({ unitPrice: 11_800, priceMode: 'intax' })], charges: { packing: { kind: 'amount', paise: 500 } }, additionalCharges: true }),
    );
    expect(t.lines[0]).toMatchObject({ gstRateBps: 0, subTotal: 11800, tax: 0, total: 11800 });
    expect(t).toMatchObject({ taxTreatment: 'none', taxTotal: 0, chargesTotal: 500, total: 12300 });
    expect(t.charges[0]?.tax).toBe(0);
  });

  it("carries zero tax on a composition dealer's quotation or credit note, as on its bill of supply (walk 35 L2)", () => {
    // 1 × ₹118.00 tax-inclusive at 18%, packing ₹5.00 taxed at the highest rate: no tax backed out
    // or added, total ₹123.00. The same quotation of a regular dealer: 10000 + 1800 tax + 500 + 90.
    const input = { lines: [line({ unitPrice: 11_800, priceMode: 'intax' as const })], charges: { packing: { kind: 'amount' as const, paise: 500 } }, additionalCharges: true };
    for (const kind of ['quotation', 'credit_note'] as const) {
      const t = computeDocumentTotals({ ...doc({ kind, ...input }), collectsNoTax: true });
      expect([kind, t.lines[0]]).toEqual([kind, expect.objectContaining({ gstRateBps: 0, subTotal: 11800, tax: 0, total: 11800 })]);
      expect(t).toMatchObject({ taxTreatment: 'none', taxTotal: 0, chargesTotal: 500, total: 12300 });
    }
    expect(computeDocumentTotals(doc({ kind: 'quotation', ...input }))).toMatchObject({ taxTreatment: 'charged', taxTotal: 1890, total: 12390 });
  });

  it.each<DocumentKind>(['purchase', 'composite_purchase'])('owes the tax of a reverse-charge %s instead of paying it to the supplier', (kind) => {
    // The supplier's bill carries no tax (total 1,000.00); the buyer's own liability is computed.
    const t = computeDocumentTotals(doc({ kind, reverseCharge: true, lines }));
    expect(t).toMatchObject({ reverseCharge: true, taxTreatment: 'reverse_charge', taxTotal: 18000, taxPayable: 0, total: 100000 });
  });

  it.each<DocumentKind>(['purchase', 'composite_purchase'])('taxes a regular %s like a sale', (kind) => {
    const t = computeDocumentTotals(doc({ kind, lines }));
    expect(t).toMatchObject({ taxTreatment: 'charged', taxTotal: 18000, total: 118000 });
  });

  it.each<DocumentKind>(['b2b', 'b2c', 'quotation', 'proforma', 'delivery_challan', 'credit_note', 'debit_note'])(
    'charges tax on a %s and adds it to the total',
    (kind) => {
      const t = computeDocumentTotals(doc({ kind, lines }));
      expect(t).toMatchObject({ kind, taxTreatment: 'charged', cgstTotal: 9000, sgstTotal: 9000, taxPayable: 18000, total: 118000 });
    },
  );
});

describe('computeDocumentTotals: receipt voucher (advance received)', () => {
  // Lines ₹1,000.00 at 5% with an advance of ₹590.00, and ₹500.00 at 18% with no advance given
  // (the whole ₹500.00). Both carry an advance, so the highest rate, 18%, applies, intra-state.
  const lines = [line({ unitPrice: 100_000, gstRateBps: 500, advance: 59_000 }), line({ unitPrice: 50_000, gstRateBps: 1800 })];

  it('backs the tax out of the advances once, at the highest rate, and shares it over the lines', () => {
    // A = 59000 + 50000 = 109000; one half = 109000 × 1800 ÷ 23600 = 8313.56 → 8314; tax 16628;
    // taxable 109000 − 16628 = 92372. Shares of 8314 halves: 59000/109000 → 4500.26 (4500),
    // 50000/109000 → 3813.74 (3813); the one half left goes to the larger remainder, line B (3814).
    const t = computeDocumentTotals(doc({ kind: 'receipt_voucher', lines }));
    expect(t.lines[0]).toMatchObject({ advance: 59000, gstRateBps: 1800, taxable: 50000, cgst: 4500, sgst: 4500, tax: 9000, total: 59000 });
    expect(t.lines[1]).toMatchObject({ advance: 50000, gstRateBps: 1800, taxable: 42372, cgst: 3814, sgst: 3814, tax: 7628, total: 50000 });
    expect(t).toMatchObject({ advanceReceived: 109000, taxable: 92372, cgstTotal: 8314, sgstTotal: 8314, taxTotal: 16628, total: 109000, grandTotal: 109000 });
    expect(t.byRate).toEqual([expect.objectContaining({ gstRateBps: 1800, lineCount: 2, taxable: 92372, tax: 16628 })]);
  });

  it('totals exactly ₹500.00 for a ₹500.00 advance at 5%: the residual paisa is in the taxable value', () => {
    // Intra: half = 50000 × 500 ÷ 21000 = 1190.48 → 1190; tax 2380; taxable 47620 (taxing 47619
    // line by line gave 1190 + 1190 and a total of ₹499.99).
    const intra = computeDocumentTotals(doc({ kind: 'receipt_voucher', lines: [line({ unitPrice: 50_000, gstRateBps: 500 })] }));
    expect(intra).toMatchObject({ taxable: 47620, cgstTotal: 1190, sgstTotal: 1190, taxTotal: 2380, total: 50000, grandTotal: 50000, advanceReceived: 50000 });
    // Inter: IGST = 50000 × 500 ÷ 10500 = 2380.95 → 2381; taxable 47619.
    const inter = computeDocumentTotals(doc({ kind: 'receipt_voucher', placeOfSupplyStateCode: KA, lines: [line({ unitPrice: 50_000, gstRateBps: 500 })] }));
    expect(inter).toMatchObject({ taxable: 47619, igstTotal: 2381, taxTotal: 2381, total: 50000 });
  });

  it('does not drift over several lines: the total is the advances, to the paisa', () => {
    // Three advances of ₹10.01 at 18%: A = 3003; half = 3003 × 1800 ÷ 23600 = 229.04 → 229; tax
    // 458, taxable 2545. Shares 76.33 each (76 + 76 + 76 = 228); the half left goes to the first line.
    const t = computeDocumentTotals(doc({ kind: 'receipt_voucher', lines: [1, 2, 3].map(() => line({ unitPrice: 1001 })) }));
    expect(t.lines.map((l) => [l.taxable, l.cgst, l.total])).toEqual([
      [847, 77, 1001],
      [849, 76, 1001],
      [849, 76, 1001],
    ]);
    expect(t).toMatchObject({ taxable: 2545, taxTotal: 458, total: 3003 });
  });

  it('takes the highest rate only among the lines that carry an advance', () => {
    // ₹1,000.00 at 5% with ₹525.00 advanced, ₹500.00 at 28% with none: the rate is 5%.
    // half = 52500 × 500 ÷ 21000 = 1250; tax 2500; taxable 50000; the 28% line carries nothing.
    const t = computeDocumentTotals(
      doc({ kind: 'receipt_voucher', lines: [line({ unitPrice: 100_000, gstRateBps: 500, advance: 52_500 }), line({ unitPrice: 50_000, gstRateBps: 2800, advance: 0 })] }),
    );
    expect(t).toMatchObject({ highestGstRateBps: 500, taxable: 50000, taxTotal: 2500, total: 52500 });
    expect(t.lines[1]).toMatchObject({ gstRateBps: 500, advance: 0, taxable: 0, tax: 0, total: 0 });
  });

  it('backs no tax out of an advance for goods (Notification 66/2017-CT), only out of the service beside it (walk 30 H1)', () => {
    // ₹10,000.00 for paint (goods, 28%) and ₹1,180.00 for its application (a service, 18%): the
    // rate is the service's, half = 118000 × 1800 ÷ 23600 = 9000; the paint's advance is all value.
    const t = computeDocumentTotals(
      doc({
        kind: 'receipt_voucher',
        lines: [line({ unitPrice: 1_000_000, gstRateBps: 2800, advanceUntaxed: true }), line({ unitPrice: 118_000, gstRateBps: 1800 })],
      }),
    );
    expect(t).toMatchObject({ highestGstRateBps: 1800, taxable: 1_100_000, cgstTotal: 9000, sgstTotal: 9000, total: 1_118_000 });
    expect(t.lines[0]).toMatchObject({ advance: 1_000_000, taxable: 1_000_000, cgst: 0, sgst: 0, total: 1_000_000 });
    expect(t.lines[1]).toMatchObject({ advance: 118_000, taxable: 100_000, cgst: 9000, sgst: 9000, total: 118_000 });
    // Goods alone: no tax at all.
    const goods = computeDocumentTotals(doc({ kind: 'receipt_voucher', lines: [line({ unitPrice: 1_000_000, gstRateBps: 2800, advanceUntaxed: true })] }));
    expect(goods).toMatchObject({ highestGstRateBps: 0, taxable: 1_000_000, taxTotal: 0, total: 1_000_000 });
  });

  it('under reverse charge totals the cash received and reports the tax on top of it', () => {
    // The supplier collects no tax: taxable = 50000; half = 50000 × 500 ÷ 20000 = 1250 each, owed by the recipient.
    const t = computeDocumentTotals(doc({ kind: 'receipt_voucher', reverseCharge: true, lines: [line({ unitPrice: 50_000, gstRateBps: 500 })] }));
    expect(t).toMatchObject({ taxTreatment: 'reverse_charge', taxable: 50000, taxTotal: 2500, taxPayable: 0, total: 50000, grandTotal: 50000 });
  });

  it.each<DocumentKind>(['payment_voucher', 'refund_voucher', 'refund_note'])('backs the tax out of a %s the same way', (kind) => {
    const t = computeDocumentTotals(doc({ kind, lines: [line({ unitPrice: 50_000, gstRateBps: 500 })] }));
    expect(t).toMatchObject({ taxable: 47620, taxTotal: 2380, total: 50000, advanceReceived: 50000 });
  });

  it('takes up to the item value with the tax the invoice will charge on it, and rejects more with the spec message (walk 32 M2)', () => {
    // ₹50,000.00 of consultancy at 18% without tax: the customer pays ₹59,000.00 in advance; half = 5900000 × 1800 ÷ 2(11800) = 450000.
    const consultancy = (advance: number, changes: Partial<DocumentLineInput> = {}) => line({ unitPrice: 5_000_000, advance, ...changes });
    const t = computeDocumentTotals(doc({ kind: 'receipt_voucher', lines: [consultancy(5_900_000)] }));
    expect(t).toMatchObject({ taxable: 5_000_000, cgstTotal: 450_000, sgstTotal: 450_000, total: 5_900_000, advanceReceived: 5_900_000 });
    expect(advanceCap(consultancy(0, { cessRateBps: 100 }), true)).toBe(5_950_000);
    const above = 'Advance Amount should be equal or less than Item rate.';
    expect(() => computeDocumentTotals(doc({ kind: 'receipt_voucher', lines: [consultancy(5_900_001)] }))).toThrow(above);
    // A rate including tax is the most already; under reverse charge the tax is paid on top, not in the money.
    expect(() => computeDocumentTotals(doc({ kind: 'receipt_voucher', lines: [consultancy(5_000_001, { priceMode: 'intax' })] }))).toThrow(above);
    expect(() => computeDocumentTotals(doc({ kind: 'payment_voucher', reverseCharge: true, lines: [consultancy(5_000_001)] }))).toThrow(above);
    expect(computeDocumentTotals(doc({ kind: 'payment_voucher', reverseCharge: true, lines: [consultancy(5_000_000)] })).total).toBe(5_000_000);
  });
});

describe('computeDocumentTotals: round-off and pending amount', () => {
  it('rounds 50 paise up to the next rupee and shows +₹0.50', () => {
    // ₹250.42 at 18% inter: IGST = 25042 × 1800 ÷ 10000 = 4507.56 → 4508; total 29550 → 29600
    const t = computeDocumentTotals(
      doc({ placeOfSupplyStateCode: KA, roundOff: true, lines: [line({ unitPrice: 25_042 })] }),
    );
    expect(t).toMatchObject({ total: 29550, roundOff: 50, grandTotal: 29600 });
    expect(t.amountInWords).toBe('Two Hundred Ninety Six Rupees Only');
  });

  it('rounds 49 paise down and shows −₹0.49', () => {
    const t = computeDocumentTotals(doc({ roundOff: true, lines: [line({ unitPrice: 29_549, gstRateBps: 0 })] }));
    expect(t).toMatchObject({ total: 29549, roundOff: -49, grandTotal: 29500 });
  });

  it('leaves paise alone when the organisation does not round off', () => {
    const t = computeDocumentTotals(doc({ roundOff: false, lines: [line({ unitPrice: 29_549, gstRateBps: 0 })] }));
    expect(t).toMatchObject({ roundOff: 0, grandTotal: 29549, amountInWords: 'Two Hundred Ninety Five Rupees And Forty Nine Paise Only' });
  });

  it('gives the pending amount as total minus paid', () => {
    const t = computeDocumentTotals(doc({ amountPaid: 10_000, lines: [line({ quantityMilli: 2000 })] }));
    expect(t).toMatchObject({ grandTotal: 23600, amountPaid: 10000, pending: 13600 });
  });

  it('gives all zeros for a document with no lines', () => {
    const t = computeDocumentTotals(doc({ lines: [] }));
    expect(t).toMatchObject({ taxable: 0, taxTotal: 0, total: 0, grandTotal: 0, byRate: [], amountInWords: 'Zero Rupees Only' });
  });
});

describe('computeDocumentTotals: bad input', () => {
  it.each([
    ['an unknown state code', doc({ sellerStateCode: '99', lines: [] })],
    ['a fractional paisa', doc({ lines: [line({ unitPrice: 10.5 })] })],
    ['a negative quantity', doc({ lines: [line({ quantityMilli: -1000 })] })],
    ['a GST rate above 100%', doc({ lines: [line({ gstRateBps: 10_001 })] })],
    ['a discount above the subtotal', doc({ lines: [line({ discount: { kind: 'amount', paise: 10_001 } })] })],
    ['a discount above 100%', doc({ lines: [line({ discount: { kind: 'percent', bps: 10_001 } })] })],
  ])('rejects %s', (_what, input) => {
    expect(() => computeDocumentTotals(input)).toThrow(GstInputError);
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    // 1,000,000 units × ₹9,00,000.00 = 10^6 × 9×10^7 paise = 9×10^13 paise; ×1800 > 2^53
    // IGST = 9×10^13 × 1800 ÷ 10000 = 1.62×10^13 exactly
    const t = computeDocumentTotals(
      doc({ placeOfSupplyStateCode: KA, lines: [line({ quantityMilli: 1_000_000_000, unitPrice: 90_000_000 })] }),
    );
    expect(t.taxable).toBe(90_000_000_000_000);
    expect(t.igstTotal).toBe(16_200_000_000_000);
    expect(t.amountInWords).toBe('NUMBER OUT OF RANGE!');
  });
});

describe('exclusiveOfTax', () => {
  it('backs 18% out of ₹118.00 and 5% out of ₹10.00', () => {
    expect(exclusiveOfTax(11_800, 1800)).toBe(10_000);
    // 1000 × 10000 ÷ 10500 = 952.38 → 952
    expect(exclusiveOfTax(1000, 500)).toBe(952);
  });
});
