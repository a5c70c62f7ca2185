import { convertAgainQuestion, convertedNumbers } from './conversions';

const link = (kind: string, number: string) => ({ id: `o1_${number}`, kind, number });

describe('what a document was converted into', () => {
  it('names the documents made from it, in the order the server lists them', () => {
    expect(convertedNumbers([link('b2b', 'INV4'), link('proforma', 'PI1')])).toBe('INV4, PI1');
    expect(convertedNumbers([])).toBe('');
    // The lists of kinds that do not convert carry no converted_to at all.
    expect(convertedNumbers(undefined)).toBe('');
  });

  it('asks before converting a document converted already, naming what it became', () => {
    expect(convertAgainQuestion({ invoice_no: 'QT1', converted_to: [link('b2b', 'INV4'), link('proforma', 'PI1')] })).toBe('QT1 is already converted to INV4, PI1. Convert it again?');
    expect(convertAgainQuestion({ invoice_no: 'DC7', converted_to: [link('bill_of_supply', 'BOS2')] })).toBe('DC7 is already converted to BOS2. Convert it again?');
  });

  it('asks nothing of an advance voucher with advance left: it is taken in parts (walk 33 L1)', () => {
    const voucher = { invoice_no: 'RV-20262', converted_to: [link('b2b', 'INV3')], kind: 'receipt_voucher' };
    expect(convertAgainQuestion({ ...voucher, advance_left: '9440.00' })).toBeNull();
    expect(convertAgainQuestion({ ...voucher, advance_left: '0.00' })).toBe('RV-20262 is already converted to INV3. Convert it again?');
  });

  it('asks nothing of a document not converted yet', () => {
    expect(convertAgainQuestion({ invoice_no: 'QT2', converted_to: [] })).toBeNull();
    expect(convertAgainQuestion({ invoice_no: 'QT2' })).toBeNull();
  });
});
