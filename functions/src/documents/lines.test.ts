import type { StoredLine } from '../store/documents.js';
import { supplierCostOf, stockRowsFor } from './lines.js';

/** 10 pieces, taxable ₹1,000.00, CGST and SGST ₹90.00 each. */
const line = { lineId: 'L1', itemId: 'soap', goodsService: 'goods', quantityMilli: 10_000, serials: [], taxable: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, cess: 0, total: 118_000 } as unknown as StoredLine;

describe('supplierCostOf: what goods from or back to a supplier cost', () => {
  it('is the taxable value where the tax is input tax credit, and with the tax where it is not', () => {
    expect(supplierCostOf({ kind: 'purchase' })?.(line)).toBe(100_000);
    // Bought by a composition dealer, or from one (a composite purchase): no credit, so the tax is cost.
    expect(supplierCostOf({ kind: 'purchase', creditBlocked: true })?.(line)).toBe(118_000);
    expect(supplierCostOf({ kind: 'composite_purchase' })?.(line)).toBe(118_000);
  });

  it('is a return to the supplier\'s price too, and none for the sales\' kinds: they move at the stock\'s average', () => {
    expect(supplierCostOf({ kind: 'vendor_credit' })?.(line)).toBe(100_000);
    expect(['credit_note', 'debit_note', 'b2b', 'delivery_challan'].map((kind) => supplierCostOf({ kind: kind as 'b2b' }))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('gives a purchase\'s movement its cost, and a changed cost a new movement', () => {
    const first = stockRowsFor('PUR', 1, '2026-11-10', [line], 'in', [], supplierCostOf({ kind: 'purchase' }));
    expect(first.inEffect).toEqual([{ rowId: 'PUR#v1#L1', itemId: 'soap', date: '2026-11-10', quantityMilli: 10_000, costPaise: 100_000 }]);
    expect(stockRowsFor('PUR', 2, '2026-11-10', [line], 'in', first.inEffect, supplierCostOf({ kind: 'purchase' })).reversed).toEqual([]);
    const repriced = stockRowsFor('PUR', 2, '2026-11-10', [{ ...line, taxable: 96_000 }], 'in', first.inEffect, supplierCostOf({ kind: 'purchase' }));
    expect([repriced.inEffect.map((row) => [row.rowId, row.costPaise]), repriced.reversed]).toEqual([[['PUR#v2#L1', 96_000]], first.inEffect]);
  });
});
