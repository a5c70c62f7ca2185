import fc from 'fast-check';
import { formatFinancialYear, financialYearOf, financialYearStarting } from '../gst/financial-year.js';
import { formatDisplayDate } from '../gst/calendar.js';
import { GstInputError } from '../gst/errors.js';
import { AmountInputError, parseTypedAmount, ungroupTypedNumber } from './typed-amount.js';
import { formatTypedDate, parseTypedDate } from './typed-date.js';
import { normalisePhone } from './typed-phone.js';
import { formatIndianNumber } from '../gst/money-format.js';

/** What `parse` throws: an AmountInputError, with the rule that refused it. */
function refusalOf(parse: () => unknown): AmountInputError | undefined {
  try {
    parse();
  } catch (error) {
    if (error instanceof AmountInputError) return error;
    throw error;
  }
  return undefined;
}

describe('parseTypedAmount', () => {
  it.each([
    ['1,25,000', 12_500_000],
    ['1,23,456.50', 12_345_650],
    ['125,000', 12_500_000],
    ['1,250,000.05', 125_000_005],
    ['125000', 12_500_000],
    ['1,00,00,000.00', 1_000_000_000],
    ['12,345', 1_234_500],
    ['0.5', 50],
    ['.50', 50],
    ['0.29', 29],
    ['₹1,25,000', 12_500_000],
    [' ₹ 999.9 ', 99_990],
    ['0', 0],
    ['-0', 0],
    [1234.5, 123_450],
  ])('reads %p as %i paise', (typed, paise) => {
    expect(parseTypedAmount(typed)).toBe(paise);
  });

  it('reads a negative amount only when the field allows one', () => {
    expect(parseTypedAmount('-1,25,000.50', { allowNegative: true })).toBe(-12_500_050);
    expect(refusalOf(() => parseTypedAmount('-5', { label: 'Sale price' }))).toMatchObject({ message: 'Sale price cannot be negative', reason: 'negative' });
  });

  it.each([
    ['12.345', 'Amount can have at most 2 decimals (paise)', 'tooManyDecimals'],
    [0.1 + 0.2, 'Amount can have at most 2 decimals (paise)', 'tooManyDecimals'],
    ['1,2,3', 'Amount has commas in the wrong places; write it like 1,25,000 or 125,000', 'misplacedCommas'],
    ['12,34,5678', 'Amount has commas in the wrong places; write it like 1,25,000 or 125,000', 'misplacedCommas'],
    ['1,25,000,00', 'Amount has commas in the wrong places; write it like 1,25,000 or 125,000', 'misplacedCommas'],
    ['125,00', 'Amount has commas in the wrong places; write it like 1,25,000 or 125,000', 'misplacedCommas'],
    ['abc', 'Amount must be an amount in rupees, like 1,25,000.50', 'notAmount'],
    ['', 'Amount must be an amount in rupees, like 1,25,000.50', 'notAmount'],
    ['.', 'Amount must be an amount in rupees, like 1,25,000.50', 'notAmount'],
    ['5.', 'Amount must be an amount in rupees, like 1,25,000.50', 'notAmount'],
    ['1e5', 'Amount must be an amount in rupees, like 1,25,000.50', 'notAmount'],
    ['1 25 000', 'Amount must be an amount in rupees, like 1,25,000.50', 'notAmount'],
    [Number.NaN, 'Amount must be an amount in rupees, like 1,25,000.50', 'notAmount'],
    [1e21, 'Amount can be at most ₹9,00,71,99,25,47,409.91', 'tooLarge'],
  ] as [string | number, string, string][])('refuses %p: %s', (typed, message, reason) => {
    expect(refusalOf(() => parseTypedAmount(typed))).toMatchObject({ message, reason });
  });

  it('refuses more than the field allows, naming the limit and the label', () => {
    expect(refusalOf(() => parseTypedAmount('1,00,00,00,000', { label: 'MRP', maxPaise: 99_999_999_999 }))).toMatchObject({ message: 'MRP can be at most ₹99,99,99,999.99', reason: 'tooLarge' });
    expect(parseTypedAmount('99,99,99,999.99', { maxPaise: 99_999_999_999 })).toBe(99_999_999_999);
  });

  it('is a GstInputError, so engine callers catch it with the rest', () => {
    expect(() => parseTypedAmount('x')).toThrow(GstInputError);
  });

  it('reads back every amount shown with Indian grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        expect(parseTypedAmount(formatIndianNumber(paise))).toBe(paise);
      }),
    );
  });
});

describe('ungroupTypedNumber', () => {
  it('drops well-placed commas and refuses misplaced ones', () => {
    expect(ungroupTypedNumber('1,250.5')).toBe('1250.5');
    expect(ungroupTypedNumber('1,00,000')).toBe('100000');
    expect(ungroupTypedNumber('12.5')).toBe('12.5');
    expect(ungroupTypedNumber('1,2,3')).toBeNull();
  });
});

describe('parseTypedDate', () => {
  it.each([
    ['23-11-2026', '2026-11-23'],
    ['23/11/2026', '2026-11-23'],
    ['23.11.2026', '2026-11-23'],
    ['1-4-2025', '2025-04-01'],
    ['29-02-2024', '2024-02-29'],
    ['2026-11-23', '2026-11-23'],
    [' 2026-11-23 ', '2026-11-23'],
    ['2025-03-31 18:30:00', '2025-04-01'],
  ])('reads %p as %s', (typed, iso) => {
    expect(parseTypedDate(typed)).toBe(iso);
  });

  it('reads a Date (an Excel date cell: midnight UTC of its day) on the Indian calendar', () => {
    expect(parseTypedDate(new Date(Date.UTC(2026, 10, 23)))).toBe('2026-11-23');
  });

  it.each([
    ['31-02-2026', '"2026-2-31" is not a real date'],
    ['23-13-2026', '"2026-13-23" is not a real date'],
    ['23-11-26', '"23-11-26" is not a date in the form DD-MM-YYYY'],
    ['23-11/2026', '"23-11/2026" is not a date in the form DD-MM-YYYY'],
    ['11/23/2026', '"2026-23-11" is not a real date'],
    ['tomorrow', '"tomorrow" is not a date in the form DD-MM-YYYY'],
  ])('refuses %p', (typed, message) => {
    expect(() => parseTypedDate(typed)).toThrow(new GstInputError(message));
  });
});

describe('dates and years shown the Indian way', () => {
  it('shows a date in tables as D Mon YYYY and in typed fields as DD-MM-YYYY', () => {
    expect(formatDisplayDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDisplayDate('2017-07-01')).toBe('1 Jul 2017');
    expect(formatTypedDate('2026-04-05')).toBe('05-04-2026');
    expect(parseTypedDate(formatTypedDate('2026-04-05'))).toBe('2026-04-05');
  });

  it('shows a financial year as FY 2026-27', () => {
    expect(formatFinancialYear(financialYearOf('2027-03-31'))).toBe('FY 2026-27');
    expect(formatFinancialYear(financialYearStarting(2099))).toBe('FY 2099-00');
  });
});

describe('normalisePhone', () => {
  it.each([
    ['98450 12345', '+91 98450 12345'],
    ['+91 98450 12345', '+91 98450 12345'],
    ['+919845012345', '+91 98450 12345'],
    ['+91-98450-12345', '+91 98450 12345'],
    ['91 98450 12345', '+91 98450 12345'],
    ['919845012345', '+91 98450 12345'],
    ['09845012345', '+91 98450 12345'],
    ['0 98450 12345', '+91 98450 12345'],
    ['9845012345', '+91 98450 12345'],
    // The spec's pattern: 10 digits, 3-3-4 with separators or brackets.
    ['987-654-3210', '+91 98765 43210'],
    ['(987) 654-3210', '+91 98765 43210'],
    ['987.654.3210', '+91 98765 43210'],
    ['012-345-6789', '012-345-6789'],
    // Landlines.
    ['022-22014455', '022-22014455'],
    ['022-2201-4455', '022-22014455'],
    ['022 2201 4455', '022-22014455'],
    ['(022) 2201 4455', '022-22014455'],
    ['(022)22014455', '022-22014455'],
    ['02522-123456', '02522-123456'],
    ['0761 234 5678', '0761-2345678'],
    ['080-22334455', '080-22334455'],
    ['+91 22 2201 4455', '022-22014455'],
    ['02222014455', '022-22014455'],
    ['2222014455', '022-22014455'],
    ['02522123456', '02522123456'],
  ])('stores %p as %p', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each([
    '98450 1234',
    '984501234567',
    '+1 98450 12345',
    '+91 098450 12345',
    '00123456789',
    '98450-12345x',
    'phone',
    '(022 2201 4455',
    '022--22014455',
    '9'.repeat(31),
  ])('refuses %p', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });

  it('is stable: a stored form reads back as itself', () => {
    for (const stored of ['+91 98450 12345', '022-22014455', '02522-123456', '02522123456', '012-345-6789']) {
      expect(normalisePhone(stored)).toBe(stored);
    }
  });
});
