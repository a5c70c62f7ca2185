import { conversionsOffered } from './tax-invoice.js';

describe('conversionsOffered (walk 35 M2)', () => {
  it('offers a composition dealer no tax invoice, and the bill of supply its quotation, proforma or challan may become', () => {
    const kinds = ['quotation', 'proforma', 'delivery_challan'] as const;
    expect(kinds.map((kind) => conversionsOffered(kind, 'composite'))).toEqual([
      ['proforma', 'bill_of_supply'],
      ['bill_of_supply'],
      ['bill_of_supply'],
    ]);
  });

  it("offers a regular dealer every conversion of the kind's", () => {
    expect(conversionsOffered('quotation', 'regular')).toEqual(['proforma', 'b2b', 'bill_of_supply']);
  });
});
