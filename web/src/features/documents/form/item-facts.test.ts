import { itemFactsText } from './item-facts';

describe("the add-item modal's line about the item", () => {
  it('groups the previous price in Indian digits (walk 25 L8: ₹1250.00)', () => {
    expect(itemFactsText({ stockinhand: '20', metric: 'BAG', previtemprice: '123456.50' })).toBe('Stock in hand: 20 BAG · Previous price for this client: ₹1,23,456.50');
  });

  it('says when stock is not counted, and leaves out a price never paid', () => {
    expect(itemFactsText({ stockinhand: null, metric: 'NOS', previtemprice: null })).toBe('Stock not tracked');
  });
});
