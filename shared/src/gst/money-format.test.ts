import fc from 'fast-check';
import { GstInputError } from './errors.js';
import { formatIndianNumber, formatInr, groupIndianDigits, paiseToRupees, rupeesToPaise } from './money-format.js';
import { formatQuantity, parseQuantity, type QuantityInputError } from './quantity.js';

describe('formatInr', () => {
  it.each([
    [12_345_600, '₹1,23,456.00'],
    [-12_345_600, '-₹1,23,456.00'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99_999, '₹999.99'],
    [100_000, '₹1,000.00'],
    [10_000_000, '₹1,00,000.00'],
    [1_234_567_890_12, '₹1,23,45,67,890.12'],
  ])('shows %i paise as %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it('groups without the symbol for plain numbers', () => {
    expect(formatIndianNumber(12_345_600)).toBe('1,23,456.00');
    expect(formatIndianNumber(-150)).toBe('-1.50');
    expect(groupIndianDigits('1234567')).toBe('12,34,567');
    expect(groupIndianDigits('123')).toBe('123');
  });

  it('rejects a fractional paisa', () => {
    expect(() => formatInr(1.5)).toThrow(GstInputError);
  });
});

describe('rupeesToPaise and paiseToRupees (the wire)', () => {
  it.each([
    ['1234.5', 123_450],
    ['1234.50', 123_450],
    ['1234', 123_400],
    ['0.29', 29],
    ['-12.05', -1205],
    ['+3', 300],
    [' 7.1 ', 710],
    ['-0', 0],
  ])('reads %p as %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it('reads a JSON number through its decimal text, so 1234.5 is 123450 paise', () => {
    expect(rupeesToPaise(1234.5)).toBe(123_450);
    expect(rupeesToPaise(0.29)).toBe(29);
  });

  it.each(['1234.567', '2.675', '1,234.00', '1e3', '', '.5', '12.', 'abc'])('rejects %p', (text) => {
    expect(() => rupeesToPaise(text)).toThrow(GstInputError);
  });

  it('says when there are more than 2 decimals', () => {
    expect(() => rupeesToPaise('1234.567')).toThrow('more than 2 decimals');
    expect(() => rupeesToPaise(0.1 + 0.2)).toThrow('more than 2 decimals');
  });

  it.each([
    [123_450, '1234.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-1205, '-12.05'],
  ])('writes %i paise as %p', (paise, text) => {
    expect(paiseToRupees(paise)).toBe(text);
  });

  it('round-trips every safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
        expect(rupeesToPaise(formatIndianNumber(paise).replace(/,/g, ''))).toBe(paise);
      }),
    );
  });
});

describe('quantities in thousandths', () => {
  it.each([
    ['1.5', 1500],
    ['2', 2000],
    ['0.125', 125],
    ['0.001', 1],
  ])('reads %p as %i thousandths', (text, milli) => {
    expect(parseQuantity(text)).toBe(milli);
    expect(formatQuantity(milli)).toBe(text);
  });

  it.each(['1.2345', '-1', '1e2', ''])('rejects %p', (text) => {
    expect(() => parseQuantity(text)).toThrow(GstInputError);
  });

  it('says which rule refused it: a form words too many decimals apart (walk 32 L3)', () => {
    const reasonOf = (text: string) => {
      try {
        parseQuantity(text);
        return null;
      } catch (error) {
        return (error as QuantityInputError).reason;
      }
    };
    expect(['1.2345', '1.x', '-1', '9'.repeat(20)].map(reasonOf)).toEqual(['tooManyDecimals', 'notQuantity', 'notQuantity', 'tooLarge']);
  });
});
