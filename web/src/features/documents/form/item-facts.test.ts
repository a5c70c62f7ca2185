import { NOT_SET_UP, exceedsStock, itemFactsText } from './item-facts';

describe("the add-item modal's line about the item", () => {
  it('groups the previous price in Indian digits (walk 25 L8: ₹1250.00)', () => {
    expect(itemFactsText({ stockinhand: '20', metric: 'BAG', previtemprice: '123456.50', goods_service: 'goods' }, true)).toBe('Stock in hand: 20 BAG · Previous price for this client: ₹1,23,456.50');
  });

  it('says when stock is not counted, and leaves out a price never paid', () => {
    expect(itemFactsText({ stockinhand: null, metric: 'NOS', previtemprice: null, goods_service: 'goods' }, false)).toBe('Stock not tracked');
    expect(itemFactsText({ stockinhand: null, metric: 'OTH', previtemprice: null, goods_service: 'services' }, true)).toBe('Stock not tracked');
    // Goods whose stock is not set up yet, where the organisation tracks inventory (walk 32 M5).
    expect(itemFactsText({ stockinhand: null, metric: 'NOS', previtemprice: null, goods_service: 'goods' }, true)).toBe(NOT_SET_UP);
  });
});

describe("the add-item modal's stock warning", () => {
  it('warns when a sale or an offer asks for more than is in hand, never on a purchase, which brings stock in (walk 26 M1)', () => {
    expect([exceedsStock('b2b', '5', '6'), exceedsStock('b2b', '5', '5'), exceedsStock('b2b', '1,000', '1,000.5'), exceedsStock('quotation', '0', '3')]).toEqual([true, false, true, true]);
    expect([exceedsStock('purchase', '0', '3'), exceedsStock('credit_note', '0', '3')]).toEqual([false, false]);
  });

  it("counts a saved sale's line as out already: 70 of 80 rolls with 10 left is no shortage (walk 27, Edit item)", () => {
    expect([exceedsStock('b2b', '10', '70', '70'), exceedsStock('b2b', '10', '80', '70'), exceedsStock('b2b', '10', '81', '70')]).toEqual([false, false, true]);
    // A quotation takes nothing out when saved.
    expect(exceedsStock('quotation', '10', '70', '70')).toBe(true);
  });

  it('says nothing for an item whose stock is not counted, or a quantity not yet readable', () => {
    expect([exceedsStock('b2b', null, '3'), exceedsStock('b2b', '5', 'six')]).toEqual([false, false]);
    // Oversold: 6 below zero warns of any sale, and of an edit asking more than its own 15 less the 6.
    expect([exceedsStock('b2b', '-6', '1'), exceedsStock('b2b', '-6', '9', '15'), exceedsStock('b2b', '-6', '10', '15')]).toEqual([true, false, true]);
  });
});
