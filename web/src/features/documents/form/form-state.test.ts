// The form's pure helpers: form state → the save body (checked by the server's own schema), the
// live totals (the hand-worked B2B invoice of tests/integration/sales-documents-api.test.ts), and
// a saved document's view → form state for an edit and a conversion.
import { documentInsertRequest, documentUpdateRequest, DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, type DocumentFormResponse, type DocumentView, type LineView } from '@bahi/shared';
import { checkDocument, lineProblems, partyErrors, serverErrorsStanding } from './form-checks';
import { convertedForm, dueDateOf, editFormOfView, linesLeftToCredit, moneyBy, newDocumentForm, type DocumentFormState, type LineState } from './form-state';
import { linesWithDiscountTooLarge, liveTotals } from './live-totals';
import { wireBody } from './wire-body';

const ORG = 'demoorg1';
const formResponse: DocumentFormResponse = {
  status: true,
  orgSequence: { org_invoice_sequence: 'INV', invoice_year_sequence: 0, next_invoice_no: 'INV1', next_sequence: 1, last_issued: null },
  getsmsDetails: [{ credit: 0 }],
  orgitDetails: { id: ORG, org_name: 'Demo Traders', gstin: '27AAPFU0939F1ZV', statecode: '27', roundoff_amount: 1, inventory_tracking: false, schemetype: 'regular', tc: 'Goods once sold will not be taken back.' },
  invoiceGeneration: { kind: 'b2b', title: 'Tax Invoice', payment_terms: [0, 30] },
  invoice: { b2c_address_id: '' },
  getCustomFields: [],
  getServerDate: '2026-11-20',
  banks: [],
};

const line = (changes: Partial<LineState>): LineState => ({
  key: 'k',
  itemId: `${ORG}_rice`,
  itemName: 'Basmati Rice',
  hsn: '10063020',
  unit: 'BAG',
  qty: '10',
  unitPrice: '1,250.50',
  priceMode: 'notax',
  discountMode: 'percent',
  discount: '10',
  gstRate: '5',
  cess: '',
  goodsService: 'goods',
  serials: [],
  advance: '',
  ...changes,
});

/** The integration test's invoice: rice 10 × ₹1,250.50 less 10% at 5%, maintenance ₹5,000 incl. 18%, freight ₹500 taxed, round-off. */
function handWorked(): DocumentFormState {
  const state = newDocumentForm(formResponse);
  return {
    ...state,
    clientId: `${ORG}_mumbai`,
    billingAddressId: `${ORG}_addr1`,
    termDays: '30',
    dueDate: dueDateOf(state.date, '30'),
    orderNumber: 'PO-7781',
    charges: { ...state.charges, freight: { mode: 'amount', value: '500' } },
    chargesTaxed: true,
    lines: [
      line({}),
      line({ itemId: `${ORG}_amc`, itemName: 'Annual maintenance', hsn: '998719', unit: 'OTH', qty: '1', unitPrice: '5000', priceMode: 'intax', discount: '', gstRate: '18', goodsService: 'services' }),
    ],
  };
}

describe('a new form', () => {
  it("starts on the server's date with the saved terms and the organisation's round-off", () => {
    const state = newDocumentForm(formResponse);
    expect(state).toEqual(expect.objectContaining({ date: '2026-11-20', dueDate: '2026-11-20', termDays: '0', terms: 'Goods once sold will not be taken back.', roundOff: true, lines: [] }));
    // Charges are part of the supply's value and taxed with it unless untaxed by hand (walk 25 L7).
    expect(state.chargesTaxed).toBe(true);
    expect(dueDateOf('2026-11-20', '30')).toBe('2026-12-20');
    expect(dueDateOf('', '30')).toBe('');
  });
});

describe('form state → save body', () => {
  it('sends the wire names, Indian amounts as typed, a percent discount as 10%, a charge as an amount', () => {
    const body = wireBody('b2b', handWorked(), { kind: 'insert', orgId: ORG });
    expect(body).toEqual(
      expect.objectContaining({
        org_id: ORG,
        invoicedate: '2026-11-20',
        due_date: '2026-12-20',
        invoice_terms_id: '30',
        client_id: `${ORG}_mumbai`,
        clientaddressid: `${ORG}_addr1`,
        isaddrsame: 1,
        ordernum: 'PO-7781',
        ecommerceGstin: null,
        freightCharge: '500',
        freightChargeRate: '',
        additional_charges: 'yes',
        reversecharge: 'no',
        roundoff: 1,
        sendsms: 'no',
        savetc: 'no',
      }),
    );
    expect(body).not.toHaveProperty('invoice_no');
    expect(body).not.toHaveProperty('validDate');
    expect(body).not.toHaveProperty('dctype');
    expect((body.items as unknown[])[0]).toEqual({
      item_id: `${ORG}_rice`,
      item_name: 'Basmati Rice',
      hsncode: '10063020',
      metrics: 'BAG',
      qty: '10',
      unit_price: '1,250.50',
      original_price: 'notax',
      discountstring: '10%',
      gstrate: '5',
      cess: '',
      goods_service: 'goods',
      itemPurchaseDetails: [],
    });
    const parsed = documentInsertRequest('b2b').parse(body);
    expect(parsed.lines.map((each) => [each.unitPrice, each.discount])).toEqual([
      [125050, { kind: 'percent', bps: 1000 }],
      [500000, undefined],
    ]);
    expect(parsed.charges.freight).toEqual({ kind: 'amount', paise: 50000 });
  });

  it("uses the kind's field names: a quotation's number and date, its valid-until; a challan's reason; a typed sequence number", () => {
    const state = { ...handWorked(), number: '42', validDate: '2026-12-31', challanReason: 'Job work' };
    const quotation = wireBody('quotation', state, { kind: 'insert', orgId: ORG });
    expect(quotation).toEqual(expect.objectContaining({ quotation_no: '42', quotationdate: '2026-11-20', validDate: '2026-12-31' }));
    expect(quotation).not.toHaveProperty('invoicedate');
    expect(wireBody('delivery_challan', state, { kind: 'insert', orgId: ORG })).toEqual(expect.objectContaining({ invoice_no: '42', dctype: 'Job work' }));
  });

  it('sends the B2C receiver when no client is chosen, and a percent charge as its rate', () => {
    const state: DocumentFormState = {
      ...handWorked(),
      clientId: '',
      billingAddressId: '',
      receiver: { name: 'Meera Iyer', address: '4 Lake Road, Chennai', mobile: '9840012345', stateCode: '33' },
      charges: { ...handWorked().charges, packing: { mode: 'percent', value: '2.5' } },
    };
    const body = wireBody('b2c', state, { kind: 'insert', orgId: ORG });
    expect(body).toEqual(expect.objectContaining({ b2cname: 'Meera Iyer', address: '4 Lake Road, Chennai', mobile: '9840012345', statecode: '33', packingCharge: '', packingChargeRate: '2.5' }));
    // The server keeps a phone number in one form (input/typed-phone.ts).
    expect(documentInsertRequest('b2c').parse(body).receiver).toEqual({ name: 'Meera Iyer', address: '4 Lake Road, Chennai', mobile: '+91 98400 12345', stateCode: '33' });
  });

  it('an update carries the id and the version read, and the stored line ids', () => {
    const state = { ...handWorked(), lines: [line({ lineId: 'L1' })] };
    const body = wireBody('b2b', state, { kind: 'update', id: `${ORG}_bb1`, version: 3 });
    expect(body).toEqual(expect.objectContaining({ id: `${ORG}_bb1`, version: 3 }));
    expect(body).not.toHaveProperty('org_id');
    expect((body.items as { id?: string }[])[0]?.id).toBe('L1');
    expect(documentUpdateRequest('b2b').parse(body).version).toBe(3);
  });

  it("sends a voucher's cash or bank (the server's draft reads it), and nothing of it on other kinds", () => {
    const bank = { id: `${ORG}_hdfc`, holder_name: 'Demo Traders', account: '50100234567891', ifsc: 'HDFC0000001', branch: 'Pune', bankname: 'HDFC Bank' };
    // A voucher starts in cash; Bank takes the only bank account, or the one chosen before.
    const fresh = newDocumentForm({ ...formResponse, banks: [bank] });
    expect(fresh.money).toEqual({ method: 'CASH', account: '' });
    expect(moneyBy('BANK', fresh.money, [bank])).toEqual({ method: 'BANK', account: `${ORG}_hdfc` });
    expect(moneyBy('BANK', fresh.money, [bank, { ...bank, id: `${ORG}_sbi` }])).toEqual({ method: 'BANK', account: '' });
    expect(moneyBy('BANK', { method: 'CASH', account: `${ORG}_sbi` }, [bank])).toEqual({ method: 'BANK', account: `${ORG}_sbi` });
    expect(moneyBy('CASH', { method: 'BANK', account: `${ORG}_hdfc` }, [bank])).toEqual({ method: 'CASH', account: `${ORG}_hdfc` });
    const state = { ...handWorked(), money: { method: 'BANK' as const, account: `${ORG}_hdfc` } };
    const body = wireBody('receipt_voucher', state, { kind: 'insert', orgId: ORG });
    expect([body.payment_method, body.payment_account]).toEqual(['BANK', `${ORG}_hdfc`]);
    expect(documentInsertRequest('receipt_voucher').parse(body).money).toEqual({ method: 'BANK', account: `${ORG}_hdfc` });
    expect(wireBody('receipt_voucher', { ...state, money: { method: 'CASH', account: `${ORG}_hdfc` } }, { kind: 'insert', orgId: ORG }).payment_account).toBe('');
    expect(wireBody('b2b', state, { kind: 'insert', orgId: ORG })).not.toHaveProperty('payment_method');
    // A refund made from a receipt voucher received by bank goes back by that bank.
    const receipt = { ...savedView, kind: 'receipt_voucher', payment_method: 'BANK', payment_account: `${ORG}_hdfc` } as DocumentView;
    expect(convertedForm(formResponse, receipt, 'refund_voucher').money).toEqual({ method: 'BANK', account: `${ORG}_hdfc` });
    expect(convertedForm(formResponse, savedView, 'refund_voucher').money).toEqual({ method: 'CASH', account: '' });
  });
});

describe('live totals (the engine call the server makes)', () => {
  it('gives the hand-worked invoice exactly: ₹17,407.00 within Maharashtra', () => {
    const totals = liveTotals({ kind: 'b2b', state: handWorked(), orgStateCode: '27', partyStateCode: '27' });
    expect(totals?.supply).toBe('intra');
    expect(totals?.lines.map((each) => [each.taxable, each.cgst, each.sgst])).toEqual([
      [1125450, 28136, 28136],
      [423729, 38136, 38136],
    ]);
    expect(totals?.grandTotal).toBe(1740700);
  });

  it('is IGST for a party in another state, and reads a half-typed line as zero', () => {
    const state = { ...handWorked(), lines: [...handWorked().lines, line({ qty: '1.', unitPrice: '12,' })] };
    const totals = liveTotals({ kind: 'b2b', state, orgStateCode: '27', partyStateCode: '29' });
    expect(totals?.supply).toBe('inter');
    expect(totals?.lines[2]?.total).toBe(0);
    expect(totals?.grandTotal).toBe(1740700);
  });

  it("charges no tax on a composition dealer's quotation, from the organisation's scheme (walk 35 L2)", () => {
    const composition = { ...formResponse, orgitDetails: { ...formResponse.orgitDetails, schemetype: 'composite' as const } };
    const state = { ...handWorked(), scheme: newDocumentForm(composition).scheme };
    const totals = liveTotals({ kind: 'quotation', state, orgStateCode: '27', partyStateCode: '27' });
    // ₹11,254.50, the second line's ₹5,000.00 with no tax to back out of it, freight ₹500.00 untaxed: ₹16,754.50, rounded off.
    expect([totals?.taxTreatment, totals?.taxTotal, totals?.grandTotal]).toEqual(['none', 0, 1675500]);
    expect(liveTotals({ kind: 'quotation', state: handWorked(), orgStateCode: '27', partyStateCode: '27' })?.grandTotal).toBe(1740700);
  });
});

describe('a voucher line (its advance)', () => {
  // An advance for a service at 5% (transport by road): an advance for goods bears no tax.
  const voucher = (advance: string, goodsService: 'goods' | 'services' = 'services'): DocumentFormState => ({
    ...handWorked(),
    chargesTaxed: false,
    charges: newDocumentForm(formResponse).charges,
    lines: [line({ qty: '1', unitPrice: '1000', discount: '', advance, goodsService })],
  });

  it('sends the typed advance, totals exactly it, and refuses one above quantity × rate with its tax', () => {
    const body = wireBody('receipt_voucher', voucher('500'), { kind: 'insert', orgId: ORG });
    expect((body.items as Record<string, unknown>[])[0]?.advancedAmount).toBe('500');
    // ₹500.00 at 5%: half = 50000 × 500 ÷ 21000 = 1190.48 → 1190; taxable 476.20; total 500.00
    const totals = liveTotals({ kind: 'receipt_voucher', state: voucher('500'), orgStateCode: '27', partyStateCode: '27' });
    expect([totals?.taxable, totals?.cgstTotal, totals?.grandTotal]).toEqual([47620, 1190, 50000]);
    // For goods (Notification 66/2017-CT): the whole ₹500.00 is the advance, no tax in it.
    const goods = liveTotals({ kind: 'receipt_voucher', state: voucher('500', 'goods'), orgStateCode: '27', partyStateCode: '27' });
    expect([goods?.taxable, goods?.cgstTotal, goods?.grandTotal]).toEqual([50000, 0, 50000]);
    // ₹1,000.00 without tax at 5% is ₹1,050.00 on the invoice: all of it may be received in advance (walk 32 M2).
    expect(lineProblems('receipt_voucher', ORG, voucher(''), line({ qty: '1', unitPrice: '1000', discount: '', advance: '1050' }), false)).toEqual({});
    expect(lineProblems('receipt_voucher', ORG, voucher(''), line({ qty: '1', unitPrice: '1000', discount: '', advance: '1050.01' }), false)).toEqual({
      advancedAmount: DOCUMENT_MESSAGES.advanceAboveRate,
    });
  });

  it('shows an advance of the whole quantity × rate as blank, so a changed quantity still advances all of it', () => {
    const advanceOf = (advancedAmount: string) => editFormOfView({ ...savedView, items: [lineView({ qty: '2', unit_price: '1000.00', advancedAmount })] }).lines[0]?.advance;
    expect([advanceOf('2000.00'), advanceOf('0.00'), advanceOf('750.50')]).toEqual(['', '', '750.50']);
  });

  it('is left behind by a purchase or invoice made from the voucher, and kept by a refund (walk 26 L3)', () => {
    const voucherView = { ...savedView, kind: 'payment_voucher', advance_left: '750.50', items: [lineView({ qty: '2', unit_price: '1000.00', advancedAmount: '750.50' })] } as DocumentView;
    expect([convertedForm(formResponse, voucherView, 'purchase').lines[0]?.advance, convertedForm(formResponse, voucherView, 'refund_voucher').lines[0]?.advance]).toEqual(['', '750.50']);
  });

  it('starts a refund at what is left of the advance, shared over the lines as the advances were (walk 33 L1)', () => {
    const voucherView = {
      ...savedView,
      kind: 'receipt_voucher',
      // ₹1,000.00 + ₹500.00 received, ₹600.00 of it set against an invoice since: ₹900.00 left.
      advance_left: '900.00',
      items: [lineView({ qty: '1', unit_price: '1000.00', advancedAmount: '1000.00' }), lineView({ id: 'L2', qty: '1', unit_price: '500.00', advancedAmount: '500.00' })],
    } as DocumentView;
    expect(convertedForm(formResponse, voucherView, 'refund_voucher').lines.map((line) => line.advance)).toEqual(['600.00', '300.00']);
    // An invoice made from it takes the advance as paid, its lines at their value.
    expect(convertedForm(formResponse, voucherView, 'b2b').lines.map((line) => line.advance)).toEqual(['', '']);
  });
});

describe('a discount above the line amount', () => {
  // 10 bags at ₹1,250.50: ₹12,505.00 before the discount.
  const tooMuch = line({ discountMode: 'amount', discount: '12,505.01' });

  it('is refused by the add-item modal on the discount field, in rupees or above 100%', () => {
    expect(lineProblems('b2b', ORG, handWorked(), tooMuch, false)).toEqual({ discount: DOCUMENT_APP_MESSAGES.discountTooLarge });
    expect(lineProblems('b2b', ORG, handWorked(), line({ discount: '100.01' }), false)).toEqual({ discount: DOCUMENT_APP_MESSAGES.discountTooLarge });
    expect(lineProblems('b2b', ORG, handWorked(), line({ discountMode: 'amount', discount: '12,505.00' }), false)).toEqual({});
  });

  it('leaves the line out of the live totals and names it, while the other lines and the supply still show', () => {
    const state = { ...handWorked(), lines: [...handWorked().lines, tooMuch] };
    expect(linesWithDiscountTooLarge('b2b', state.lines)).toEqual([2]);
    const totals = liveTotals({ kind: 'b2b', state, orgStateCode: '27', partyStateCode: '29' });
    expect(totals?.supply).toBe('inter');
    // The two hand-worked lines as before, the third counted without its discount.
    expect(totals?.lines.slice(0, 2).map((each) => each.taxable)).toEqual([1125450, 423729]);
    expect(totals?.lines[2]?.discount).toBe(0);
  });
});

describe('checks before sending', () => {
  it('shows every message at once on its field', () => {
    const state: DocumentFormState = { ...newDocumentForm(formResponse), date: '2017-06-30', ecommerceGstin: '27ABC' };
    const errors = checkDocument('b2b', state, wireBody('b2b', state, { kind: 'insert', orgId: ORG }), { kind: 'insert', orgId: ORG });
    expect(errors).toEqual({
      client_id: DOCUMENT_MESSAGES.selectValidClient,
      invoicedate: DOCUMENT_APP_MESSAGES.dateTooEarly,
      items: DOCUMENT_MESSAGES.minimumOneItem,
      ecommerceGstin: DOCUMENT_APP_MESSAGES.ecommerceGstinInvalid,
    });
  });

  it("asks for the billing and shipping addresses, or a B2C receiver's address and state", () => {
    const chosen = { ...handWorked(), billingAddressId: '', sameShipping: false };
    expect(partyErrors('b2b', chosen)).toEqual({ clientaddressid: DOCUMENT_MESSAGES.chooseBilling, shippingclientaddressid: DOCUMENT_MESSAGES.chooseShipping });
    expect(partyErrors('b2c', { ...handWorked(), clientId: '' })).toEqual({ address: DOCUMENT_MESSAGES.addBilling });
    expect(partyErrors('b2c', { ...handWorked(), clientId: '', receiver: { name: 'Meera', address: '', mobile: '', stateCode: '' } })).toEqual({
      statecode: DOCUMENT_APP_MESSAGES.receiverStateRequired,
    });
    // An address without a state is enough, as on the server (the supply is then in the seller's state).
    expect(partyErrors('b2c', { ...handWorked(), clientId: '', receiver: { name: 'Meera', address: 'MG Road', mobile: '', stateCode: '' } })).toEqual({});
  });

  it('asks a bill of supply for its receiver before anything else, then for the billing address (spec part 2 §5)', () => {
    expect(partyErrors('bill_of_supply', { ...handWorked(), clientId: '' })).toEqual({ client_id: 'Please select the Receiver before adding an Item' });
    expect(partyErrors('bill_of_supply', { ...handWorked(), clientId: '', receiver: { name: '', address: '', mobile: '', stateCode: '27' } })).toEqual({
      address: 'Please add the billing Address',
    });
    expect(partyErrors('bill_of_supply', { ...handWorked(), billingAddressId: '' })).toEqual({ clientaddressid: 'Please add the billing Address' });
  });

  it('refuses a tax-inclusive line under reverse charge, and checks serial numbers against the quantity', () => {
    const reverse = { ...handWorked(), reverseCharge: true };
    expect(lineProblems('b2b', ORG, reverse, line({ priceMode: 'intax' }), false)).toEqual({ original_price: DOCUMENT_APP_MESSAGES.reverseChargeIntax });
    expect(lineProblems('b2b', ORG, handWorked(), line({ qty: '2', serials: ['S1'] }), true)).toEqual({ itemPurchaseDetails: DOCUMENT_MESSAGES.selectSerials });
    expect(lineProblems('b2b', ORG, handWorked(), line({ qty: '1', serials: ['S1', 'S2'] }), true)).toEqual({ itemPurchaseDetails: DOCUMENT_MESSAGES.serialsMoreThanExpected });
    // A purchase types its units' details: all or none ('Please enter all details', spec part 1 §5).
    expect(lineProblems('purchase', ORG, handWorked(), line({ qty: '2', serials: ['BR-1', ''] }), false)).toEqual({ itemPurchaseDetails: DOCUMENT_MESSAGES.allDetailsRequired });
    expect(lineProblems('purchase', ORG, handWorked(), line({ qty: '2', serials: ['', ''] }), false)).toEqual({});
    expect(lineProblems('purchase', ORG, handWorked(), line({ qty: '2', serials: ['BR-1', 'BR-2'] }), false)).toEqual({});
    expect(lineProblems('b2b', ORG, handWorked(), line({ itemId: '', qty: '0', unitPrice: '' }), false)).toEqual({
      item_id: DOCUMENT_MESSAGES.selectItem,
      qty: DOCUMENT_MESSAGES.quantityPositive,
      unit_price: DOCUMENT_MESSAGES.onlyNumbers,
    });
  });
});

const lineView = (changes: Partial<LineView>): LineView => ({
  id: 'L1',
  sno: 1,
  item_id: `${ORG}_rice`,
  item_name: 'Basmati Rice',
  hsncode: '10063020',
  metrics: 'BAG',
  qty: '10',
  unit_price: '1250.50',
  original_price: 'notax',
  original_unit_price: '1250.50',
  sub_total: '12505.00',
  discount: '1250.50',
  discountstring: '10%',
  taxableamount: '11254.50',
  gstrate: 5,
  cgst_rate: 2.5,
  sgst_rate: 2.5,
  igst_rate: 0,
  cgst_total: '281.36',
  sgst_total: '281.36',
  igst_total: '0.00',
  cess: 0,
  cess_total: '0.00',
  grandtotal: '11817.22',
  advancedAmount: '0.00',
  goods_service: 'goods',
  itemPurchaseDetails: [],
  ...changes,
});

const savedView = {
  id: `${ORG}_bb2026000001`,
  kind: 'b2b',
  version: 2,
  invoice_no: 'INV1',
  invoicedate: '2026-11-20',
  due_date: '2026-12-20',
  validDate: '',
  invoice_terms_id: 30,
  client_id: `${ORG}_mumbai`,
  clientaddressid: `${ORG}_addr1`,
  clientcontactid: `${ORG}_c1`,
  isaddrsame: 0,
  shipping_client_id: `${ORG}_mumbai`,
  shippingclientaddressid: `${ORG}_addr2`,
  shippingclientcontactid: '',
  party: { name: 'Reliance Retail', gstin: '', statecode: '27', statename: 'Maharashtra', billing: null, shipping: null, contact: null },
  seller: { org_name: 'Demo Traders', gstin: '27AAPFU0939F1ZV', statecode: '27', schemetype: 'regular' },
  ordernum: 'PO-7781',
  tc: 'Goods once sold will not be taken back.',
  notes: 'Deliver by noon',
  ecommerceGstin: null,
  packingCharge: '0.00',
  insuranceCharge: '250.00',
  freightCharge: '500.00',
  packingChargeRate: 0,
  insuranceChargeRate: 2,
  freightChargeRate: 0,
  additional_charges: 'yes',
  modeOfTransport: 'Road',
  vehicleno: 'MH12AB1234',
  noofitems: '3',
  ewaybillno: '',
  referenceno: '',
  referencetype: '',
  dctype: '',
  customFields: [{ id: 'cf1', name: 'Colour', value: ['Red', 'Blue'] }],
  reversecharge: 'no',
  roundoff: 1,
  converted_from: null,
  advance_left: null,
  items: [lineView({}), lineView({ id: 'L2', item_id: `${ORG}_amc`, discountstring: '250.00', original_price: 'intax', gstrate: 18, cess: 1 })],
} as unknown as DocumentView;

describe("the server's messages (rules only it can check)", () => {
  it('stay while their field is as sent, and go once it changes, a line\'s field included (walk 20 F6)', () => {
    const sent = { invoicedate: '2026-11-19', client_id: 'demoorg1_c1', items: [{ qty: '2' }, { qty: '5' }] };
    const errors = { invoicedate: 'Cannot be dated before the advance.', client_id: 'The party cannot change.', 'items.1.qty': 'Only 3 left to credit.' };
    expect(serverErrorsStanding(errors, sent, sent)).toEqual(errors);
    expect(serverErrorsStanding(errors, sent, { ...sent, invoicedate: '2026-11-27' })).toEqual({ client_id: 'The party cannot change.', 'items.1.qty': 'Only 3 left to credit.' });
    expect(serverErrorsStanding(errors, sent, { ...sent, items: [{ qty: '2' }, { qty: '3' }] })).toEqual({ invoicedate: 'Cannot be dated before the advance.', client_id: 'The party cannot change.' });
  });
});

describe('saved document → form state', () => {
  it('an edit reads back every field, keeps line ids, and turns the stored figures into what was typed', () => {
    const state = editFormOfView(savedView);
    expect(state).toEqual(
      expect.objectContaining({
        date: '2026-11-20',
        termDays: '30',
        dueDate: '2026-12-20',
        sameShipping: false,
        shippingClientId: `${ORG}_mumbai`,
        shippingAddressId: `${ORG}_addr2`,
        charges: { packing: { mode: 'amount', value: '' }, insurance: { mode: 'percent', value: '2' }, freight: { mode: 'amount', value: '500' } },
        chargesTaxed: true,
        transportMode: 'Road',
        customFields: { cf1: 'Red, Blue' },
        roundOff: true,
        scheme: 'regular',
      }),
    );
    expect(state.lines.map(({ lineId, unitPrice, discountMode, discount, priceMode, gstRate, cess }) => ({ lineId, unitPrice, discountMode, discount, priceMode, gstRate, cess }))).toEqual([
      { lineId: 'L1', unitPrice: '1250.50', discountMode: 'percent', discount: '10', priceMode: 'notax', gstRate: '5', cess: '' },
      { lineId: 'L2', unitPrice: '1250.50', discountMode: 'amount', discount: '250', priceMode: 'intax', gstRate: '18', cess: '1' },
    ]);
  });

  it('a conversion copies parties and lines (without line ids) onto a new form, linked to its source', () => {
    const state = convertedForm(formResponse, savedView, 'b2b');
    expect(state).toEqual(expect.objectContaining({ date: '2026-11-20', number: '', clientId: `${ORG}_mumbai`, convertedFrom: savedView.id, notes: 'Deliver by noon' }));
    expect(state.lines.map((each) => each.lineId)).toEqual([undefined, undefined]);
    expect(wireBody('b2b', state, { kind: 'insert', orgId: ORG }).converted_from).toBe(savedView.id);
  });

  it('an edit keeps the scheme the document was issued under; a conversion takes the organisation\'s of today', () => {
    const issuedInScheme = { ...savedView, kind: 'quotation', seller: { ...savedView.seller, schemetype: 'composite' } } as DocumentView;
    expect([editFormOfView(issuedInScheme).scheme, convertedForm(formResponse, issuedInScheme, 'b2b').scheme]).toEqual(['composite', 'regular']);
  });

  it('a conversion carries what the customer agreed to: round-off, charges, terms and transport, the due date from today', () => {
    const state = convertedForm(formResponse, { ...savedView, roundoff: 0 } as DocumentView, 'b2b');
    expect(state).toEqual(
      expect.objectContaining({
        roundOff: false,
        termDays: '30',
        dueDate: '2026-12-20',
        orderNumber: 'PO-7781',
        transportMode: 'Road',
        vehicleNo: 'MH12AB1234',
        packages: '3',
        chargesTaxed: true,
        charges: { packing: { mode: 'amount', value: '' }, insurance: { mode: 'percent', value: '2' }, freight: { mode: 'amount', value: '500' } },
        customFields: { cf1: 'Red, Blue' },
        referenceNo: '',
        challanReason: '',
      }),
    );
  });

  it("keeps the source's terms, or where it has none takes the new kind's saved terms (walk 39 L4)", () => {
    const saved = { ...formResponse, orgitDetails: { ...formResponse.orgitDetails, tc: 'Payment within 30 days.' } };
    expect(convertedForm(saved, { ...savedView, tc: 'Prices hold for 15 days.' } as DocumentView, 'b2b').terms).toBe('Prices hold for 15 days.');
    expect(convertedForm(saved, { ...savedView, tc: '' } as DocumentView, 'b2b').terms).toBe('Payment within 30 days.');
  });
});

describe("a credit note's lines from its original", () => {
  it('takes at most what earlier notes left of each item, across its lines, and drops what has nothing left', () => {
    const lines = [line({ key: 'a', itemId: 'o_rice', qty: '10' }), line({ key: 'b', itemId: 'o_tea', qty: '2.5' }), line({ key: 'c', itemId: 'o_rice', qty: '4' }), line({ key: 'd', itemId: 'o_oil', qty: '1' })];
    const left = { o_rice: '12', o_tea: '0.75', o_oil: '0' };
    expect(linesLeftToCredit(lines, left).map((each) => [each.key, each.qty])).toEqual([
      ['a', '10'],
      ['b', '0.75'],
      ['c', '2'],
    ]);
  });

  it('keeps the lines as they are without figures, and a quantity it cannot read', () => {
    const lines = [line({ key: 'a', itemId: 'o_rice', qty: '10' }), line({ key: 'b', itemId: 'o_rice', qty: 'ten' })];
    expect(linesLeftToCredit(lines, null).map((each) => each.qty)).toEqual(['10', 'ten']);
    expect(linesLeftToCredit(lines, { o_rice: '3' }).map((each) => each.qty)).toEqual(['3', 'ten']);
  });
});
