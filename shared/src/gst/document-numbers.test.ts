import { GstInputError } from './errors.js';
import {
  formatNoteNumber,
  formatPrefixedNumber,
  formatReverseChargeNumber,
  formatYearSequenceNumber,
  nextInSeries,
  normalisePrefix,
  parseDocumentNumber,
  validateDocumentNumber,
} from './document-numbers.js';

describe('validateDocumentNumber (Rule 46(b): 16 characters of letters, digits, - and /)', () => {
  it.each(['INV-1', 'A/2024-25/0001', '1234567890123456', 'REVC12'])('accepts %p', (n) => {
    expect(validateDocumentNumber(n)).toEqual({ valid: true });
  });

  it.each([
    ['', 'Document number is required.'],
    ['12345678901234567', 'Document number can have at most 16 characters; this one has 17.'],
    ['INV 1', "Document number may contain only letters, digits, '-' and '/'."],
    ['INV_1', "Document number may contain only letters, digits, '-' and '/'."],
  ])('rejects %p', (n, reason) => {
    expect(validateDocumentNumber(n)).toEqual({ valid: false, reason });
  });
});

describe('document number formats ({year} is the financial-year start year)', () => {
  it('numbers reverse-charge invoices REVC{seq}', () => {
    expect(formatReverseChargeNumber(17)).toBe('REVC17');
  });

  it('numbers notes CN-{year}-{seq}, DN-{year}-{seq} and RCV-{year}-{seq}', () => {
    expect(formatNoteNumber('credit_note', 2024, 7)).toBe('CN-2024-7');
    expect(formatNoteNumber('debit_note', 2024, 12)).toBe('DN-2024-12');
    expect(formatNoteNumber('refund_voucher', 2025, 1)).toBe('RCV-2025-1');
  });

  it('numbers vouchers, composite purchases and expenses prefix + year + number', () => {
    expect(formatYearSequenceNumber('Voucher-', 2024, 12)).toBe('Voucher-202412');
    expect(formatYearSequenceNumber('PV-', 2024, 7)).toBe('PV-20247');
    expect(formatYearSequenceNumber('RV-', 2024, 7)).toBe('RV-20247');
    expect(formatYearSequenceNumber('CP-', 2024, 7)).toBe('CP-20247');
    expect(formatYearSequenceNumber('EXPS-', 2024, 3)).toBe('EXPS-20243');
  });

  it('upper-cases organisation prefixes', () => {
    expect(normalisePrefix(' inv-')).toBe('INV-');
    expect(formatPrefixedNumber('inv/', 12)).toBe('INV/12');
  });

  it('refuses to produce a number longer than 16 characters or with a bad sequence', () => {
    expect(() => formatYearSequenceNumber('Voucher-', 2024, 12_345)).toThrow(GstInputError);
    expect(() => formatNoteNumber('credit_note', 2024, 0)).toThrow(GstInputError);
    expect(() => formatNoteNumber('credit_note', 2016, 1)).toThrow(GstInputError);
  });

  it('parses each format back', () => {
    expect(parseDocumentNumber('REVC17')).toEqual({ format: 'reverse-charge', prefix: 'REVC', seq: 17 });
    expect(parseDocumentNumber('CN-2024-7')).toEqual({ format: 'note', kind: 'credit_note', prefix: 'CN', year: 2024, seq: 7 });
    expect(parseDocumentNumber('RCV-2025-1')).toEqual({ format: 'note', kind: 'refund_voucher', prefix: 'RCV', year: 2025, seq: 1 });
    expect(parseDocumentNumber('Voucher-202412')).toEqual({ format: 'year-sequence', prefix: 'Voucher-', year: 2024, seq: 12 });
    expect(parseDocumentNumber('EXPS-20243')).toEqual({ format: 'year-sequence', prefix: 'EXPS-', year: 2024, seq: 3 });
    expect(parseDocumentNumber('INV-12')).toBeUndefined();
    expect(parseDocumentNumber('CN-2024-07')).toBeUndefined();
  });

  it('gives the next number in an organisation series, keeping zero padding', () => {
    expect(nextInSeries('INV-0099')).toBe('INV-0100');
    expect(nextInSeries('A/24-25/9')).toBe('A/24-25/10');
    expect(() => nextInSeries('INV-')).toThrow(GstInputError);
  });
});
