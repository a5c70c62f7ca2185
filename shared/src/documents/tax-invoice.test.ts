import { conversionsOffered, issuedInComposition, supplierRefusal } from './tax-invoice.js';

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

describe('issuedInComposition (walk 35 L2)', () => {
  it("holds for what a composition dealer gives a buyer but a voucher, and for nothing a regular dealer issues", () => {
    const kinds = ['b2b', 'quotation', 'delivery_challan', 'credit_note', 'receipt_voucher', 'purchase'] as const;
    expect(kinds.map((kind) => issuedInComposition(kind, 'composite'))).toEqual([true, true, true, true, false, false]);
    expect(kinds.some((kind) => issuedInComposition(kind, 'regular'))).toBe(false);
  });
});

describe('supplierRefusal (walk 36 H1, L1)', () => {
  const registered = { gstin: '27AAACD1234E1ZT', composition: false, stateCode: '27', clientType: 2 };
  it("names why a purchase's GST cannot be: a supplier without a GSTIN in India, or a composition dealer", () => {
    expect(supplierRefusal('purchase', { ...registered, gstin: '' }, false, 1)).toBe('unregisteredSupplierTax');
    expect(supplierRefusal('purchase', { ...registered, composition: true }, false, 1)).toBe('compositionSupplierTax');
  });

  it('lets a registered supplier charge it, one abroad (customs), reverse charge, a bill at 0%, and other kinds through', () => {
    expect(supplierRefusal('purchase', registered, false, 1)).toBeNull();
    expect(supplierRefusal('purchase', { ...registered, gstin: '', stateCode: '96' }, false, 1)).toBeNull();
    expect(supplierRefusal('purchase', { ...registered, gstin: '' }, true, 1)).toBeNull();
    expect(supplierRefusal('purchase', { ...registered, gstin: '' }, false, 0)).toBeNull();
    expect(supplierRefusal('composite_purchase', { ...registered, gstin: '' }, false, 1)).toBeNull();
  });

  it('keeps a self-invoice under reverse charge to suppliers without a GSTIN (Section 31(3)(f)), one abroad included', () => {
    expect(supplierRefusal('reverse_charge', registered, true, 1)).toBe('selfInvoiceForRegistered');
    expect(supplierRefusal('reverse_charge', { ...registered, composition: true }, true, 0)).toBe('selfInvoiceForRegistered');
    expect(supplierRefusal('reverse_charge', { ...registered, gstin: '' }, true, 1)).toBeNull();
    expect(supplierRefusal('reverse_charge', { ...registered, gstin: '', stateCode: '96' }, true, 1)).toBeNull();
    expect(supplierRefusal('reverse_charge', { ...registered, gstin: '', clientType: 5 }, true, 1)).toBeNull();
  });

  it("keeps it from a customer's name, an unregistered consumer's included (walk 41 M1)", () => {
    expect(supplierRefusal('reverse_charge', { ...registered, gstin: '', clientType: 4 }, true, 1)).toBe('selfInvoiceForCustomer');
    expect(supplierRefusal('reverse_charge', { ...registered, gstin: '', clientType: 1 }, true, 1)).toBe('selfInvoiceForCustomer');
    // An edit that keeps the supplier it was issued to does not judge its type again (walk 42 M2).
    expect(supplierRefusal('reverse_charge', { ...registered, gstin: '', clientType: null }, true, 1)).toBeNull();
    // A purchase's supplier is not judged by its type: a client typed loosely still supplies (walk 26 L1).
    expect(supplierRefusal('purchase', { ...registered, clientType: 1 }, false, 1)).toBeNull();
  });
});
