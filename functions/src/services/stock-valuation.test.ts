import { averageCostOf, stockAtCost } from './stock-valuation.js';

/** A movement of soap (thousandths of a piece), with a purchase's cost where given (paise). */
const soap = (quantityMilli: number, costPaise?: number) => ({ itemId: 'soap', quantityMilli, ...(costPaise !== undefined ? { costPaise } : {}) });
/** The catalogue's purchase price: soap ₹23.45; rice none. */
const priceOf = (itemId: string) => (itemId === 'soap' ? 2345 : 0);

describe('stockAtCost: the weighted average cost, afresh at each purchase', () => {
  it('values walk 34\'s soap at what it cost, not at the catalogue price', () => {
    // Counted 100 to begin with (at the catalogue's ₹23.45), bought 200 at ₹24.10, sold 250.
    const held = stockAtCost([soap(100_000), soap(200_000, 482_000), soap(-250_000)], priceOf).get('soap');
    // Average after the purchase: (2,345.00 + 4,820.00) / 300 = ₹23.8833…; 50 left: 7,165.00 − 5,970.83 = ₹1,194.17.
    expect(held).toEqual({ quantityMilli: 50_000, valuePaise: 119_417 });
    expect(averageCostOf(held!)).toBe(2388);
  });

  it('averages afresh at each purchase (a moving average)', () => {
    // 10 at ₹100, 10 out (nothing left), 10 at ₹120, 5 at ₹90, 6 out.
    const held = stockAtCost([soap(10_000, 100_000), soap(-10_000), soap(10_000, 120_000), soap(5_000, 45_000), soap(-6_000)], priceOf).get('soap');
    // 15 at ₹1,650.00 (₹110 each); 6 out take ₹660.00.
    expect(held).toEqual({ quantityMilli: 9_000, valuePaise: 99_000 });
  });

  it('brings a sale\'s return or a count that found more in at the average, and takes a count that found less out at it', () => {
    const held = stockAtCost([soap(3_000, 30_000), soap(1_000, 14_000), soap(-2_000), soap(500), soap(-1_000)], priceOf).get('soap');
    // 4 at ₹440.00 (₹110); 2 out → 2 at ₹220.00; 0.5 back at ₹55.00; 1 out (₹110.00) → 1.5 at ₹165.00.
    expect(held).toEqual({ quantityMilli: 1_500, valuePaise: 16_500 });
  });

  it('values stock below zero at nothing, and a purchase that makes it good at its own cost for the units beyond the shortfall', () => {
    expect(stockAtCost([soap(-4_000)], priceOf).get('soap')).toEqual({ quantityMilli: -4_000, valuePaise: 0 });
    // 4 sold before the purchase of 10 at ₹250.00 was entered: 6 left at ₹25.00.
    expect(stockAtCost([soap(-4_000), soap(10_000, 25_000)], priceOf).get('soap')).toEqual({ quantityMilli: 6_000, valuePaise: 15_000 });
    expect(stockAtCost([soap(-4_000), soap(3_000, 25_000)], priceOf).get('soap')).toEqual({ quantityMilli: -1_000, valuePaise: 0 });
  });

  it('takes a return to the supplier out at its price, not the average (walk 35 M4)', () => {
    // 10 boxes at ₹100, 10 at ₹120 (average ₹110); 10 go back at their ₹120: 10 left at ₹1,000.00.
    expect(stockAtCost([soap(10_000, 100_000), soap(10_000, 120_000), soap(-10_000, 120_000)], priceOf).get('soap')).toEqual({ quantityMilli: 10_000, valuePaise: 100_000 });
    // Never below nothing: 2 left at ₹150.00 and 1 returned at ₹200.00.
    expect(stockAtCost([soap(2_000, 15_000), soap(-1_000, 20_000)], priceOf).get('soap')).toEqual({ quantityMilli: 1_000, valuePaise: 0 });
  });

  it('brings goods back at the average they were last held at when none are in hand (walk 35 H2)', () => {
    // 10 highlighters bought at ₹60 and all sold; 2 come back: ₹120.00, not the catalogue's ₹23.45.
    expect(stockAtCost([soap(10_000, 60_000), soap(-10_000), soap(2_000)], priceOf).get('soap')).toEqual({ quantityMilli: 2_000, valuePaise: 12_000 });
  });

  it('values stock that came in at no cost of its own, with none ever held, at the catalogue price: nothing without one', () => {
    const held = stockAtCost([soap(2_500), { itemId: 'rice', quantityMilli: 7_000 }], priceOf);
    expect(held.get('soap')).toEqual({ quantityMilli: 2_500, valuePaise: 5_863 });
    expect(held.get('rice')).toEqual({ quantityMilli: 7_000, valuePaise: 0 });
    expect(averageCostOf({ quantityMilli: 0, valuePaise: 0 })).toBeNull();
  });
});
