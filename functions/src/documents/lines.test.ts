import type { StoredLine } from '../store/documents.js';
import { inwardCostOf, stockRowsFor } from './lines.js';

/** 10 pieces, taxable ₹1,000.00, CGST and SGST ₹90.00 each. */
const line = { lineId: 'L1', itemId: 'soap', goodsService: 'goods', quantityMilli: 10_000, serials: [], taxable: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, cess: 0, total: 118_000 } as unknown as StoredLine;

describe('inwardCostOf: what a purchase brings into stock at', () => {
  it('is the taxable value where the tax is input tax credit, and with the tax where it is not', () => {
    expect(inwardCostOf({ kind: 'purchase' })?.(line)).toBe(100_000);
    // Bought by a composition dealer, or from one (a composite purchase): no credit, so the tax is cost.
    expect(inwardCostOf({ kind: 'purchase', creditBlocked: true })?.(line)).toBe(118_000);
    expect(inwardCostOf({ kind: 'composite_purchase' })?.(line)).toBe(118_000);
  });

  it('is none for goods that come back or go out: they move at the stock\'s average', () => {
    expect(['credit_note', 'vendor_credit', 'b2b'].map((kind) => inwardCostOf({ kind: kind as 'b2b' }))).toEqual([undefined, undefined, undefined]);
  });

  it('gives a purchase\'s movement its cost, and a changed cost a new movement', () => {
    const first = stockRowsFor('PUR', 1, '2026-11-10', [line], 'in', [], inwardCostOf({ kind: 'purchase' }));
    expect(first.inEffect).toEqual([{ rowId: 'PUR#v1#L1', itemId: 'soap', date: '2026-11-10', quantityMilli: 10_000, costPaise: 100_000 }]);
    expect(stockRowsFor('PUR', 2, '2026-11-10', [line], 'in', first.inEffect, inwardCostOf({ kind: 'purchase' })).reversed).toEqual([]);
    const repriced = stockRowsFor('PUR', 2, '2026-11-10', [{ ...line, taxable: 96_000 }], 'in', first.inEffect, inwardCostOf({ kind: 'purchase' }));
    expect([repriced.inEffect.map((row) => [row.rowId, row.costPaise]), repriced.reversed]).toEqual([[['PUR#v2#L1', 96_000]], first.inEffect]);
  });
});
