// What an invoice takes of a receipt voucher's advance, and the tax within it (advance-adjustment.ts),
// for a voucher of ₹1,000.00 for rice (goods: no tax on the advance) and ₹1,180.00 for maintenance
// at 18% intra-state (tax backed out: 1,180.00 × 18 ÷ 118 = 180.00, CGST 90.00 and SGST 90.00, value
// 1,000.00). Every figure is worked by hand.
import { adjustmentOf, taxedPartOf, type VoucherForAdjustment } from './advance-adjustment.js';

const MIXED: VoucherForAdjustment = {
  id: 'o_rv1',
  number: 'RV-20261',
  date: '2026-11-05',
  placeOfSupply: '27',
  totals: { cgstTotal: 90_00, sgstTotal: 90_00, igstTotal: 0, cessTotal: 0, highestGstRateBps: 1800, taxTreatment: 'charged', supply: 'intra' },
  taxedAdvance: 1_180_00,
};
const WHOLE = { total: 2_180_00, taxed: 1_180_00 };

describe('taxedPartOf: which advances an invoice takes', () => {
  it("meets an invoice's services from the services' advances, its goods from the goods'", () => {
    // Maintenance alone, 1,180.00: all from the maintenance advance.
    expect(taxedPartOf(1_180_00, WHOLE, 1_180_00)).toBe(1_180_00);
    // Rice alone, 1,050.00 of which 1,000.00 can be met: from the rice advance.
    expect(taxedPartOf(1_000_00, WHOLE, 0)).toBe(0);
    // Both, 2,360.00 (rice 1,180.00, maintenance 1,180.00) of which 2,180.00 is met: 1,180.00 of it maintenance.
    expect(taxedPartOf(2_180_00, WHOLE, 1_180_00)).toBe(1_180_00);
    // Maintenance of 590.00: that much of the maintenance advance, the rest kept for later.
    expect(taxedPartOf(590_00, WHOLE, 590_00)).toBe(590_00);
  });

  it("takes the services' advances for goods only when the goods' left fall short", () => {
    // Rice of 2,000.00 against the whole voucher: 1,000.00 rice advance, 1,000.00 of the maintenance one.
    expect(taxedPartOf(2_000_00, WHOLE, 0)).toBe(1_000_00);
    // The rice advance taken already: what is left is all maintenance, whatever the invoice is for.
    expect(taxedPartOf(1_000_00, { total: 1_180_00, taxed: 1_180_00 }, 0)).toBe(1_000_00);
    // The maintenance advance taken already: nothing of it is left to take.
    expect(taxedPartOf(1_000_00, { total: 1_000_00, taxed: 0 }, 1_180_00)).toBe(0);
  });

  it('takes a voucher for services alone, or goods alone, as a whole', () => {
    expect(taxedPartOf(5_900_00, { total: 11_800_00, taxed: 11_800_00 }, 0)).toBe(5_900_00);
    expect(taxedPartOf(5_900_00, { total: 11_800_00, taxed: 0 }, 5_900_00)).toBe(0);
    // A counter from before the taxed part was kept (taken 5,900.00, none counted as taxed): still all of it.
    expect(taxedPartOf(5_900_00, { total: 5_900_00, taxed: 11_800_00 }, 0)).toBe(5_900_00);
  });
});

describe('adjustmentOf: the tax within what is taken', () => {
  it("takes back the tax of the services' part alone", () => {
    expect(adjustmentOf(MIXED, { total: 1_180_00, taxed: 1_180_00 })).toEqual(
      expect.objectContaining({ amount: 1_180_00, taxedAmount: 1_180_00, taxable: 1_000_00, cgst: 90_00, sgst: 90_00, igst: 0, cess: 0, rateBps: 1800, interState: false }),
    );
    expect(adjustmentOf(MIXED, { total: 1_000_00, taxed: 0 })).toEqual(expect.objectContaining({ amount: 1_000_00, taxedAmount: 0, taxable: 0, cgst: 0, sgst: 0 }));
    // 590.00 of the maintenance advance: 90.00 × 590 ÷ 1,180 = 45.00 a head, value 500.00.
    expect(adjustmentOf(MIXED, { total: 590_00, taxed: 590_00 })).toEqual(expect.objectContaining({ taxable: 500_00, cgst: 45_00, sgst: 45_00 }));
  });

  it('takes back no tax from a receipt voucher under reverse charge (the customer owed it)', () => {
    const reverse = { ...MIXED, totals: { ...MIXED.totals, taxTreatment: 'reverse_charge' as const } };
    const taken = adjustmentOf(reverse, { total: 1_180_00, taxed: 1_180_00 });
    expect(taken).toEqual(expect.objectContaining({ taxable: 1_180_00, cgst: 0, sgst: 0 }));
    expect(taken.reverseCharge).toBeUndefined();
  });

  it('carries the tax paid on top of an advance paid under reverse charge, in proportion', () => {
    // A payment voucher of 1,000.00 for rice and 1,000.00 for maintenance under reverse charge: the
    // organisation owed 18% on the maintenance advance, CGST 90.00 and SGST 90.00, on top of it.
    const paid: VoucherForAdjustment = { ...MIXED, totals: { ...MIXED.totals, taxTreatment: 'reverse_charge' }, taxedAdvance: 1_000_00, advancePaid: true };
    expect(adjustmentOf(paid, { total: 1_600_00, taxed: 600_00 })).toEqual(
      expect.objectContaining({ amount: 1_600_00, taxedAmount: 600_00, taxable: 600_00, cgst: 54_00, sgst: 54_00, igst: 0, cess: 0, reverseCharge: true }),
    );
  });
});
