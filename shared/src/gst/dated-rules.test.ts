import { GstInputError } from './errors.js';
import { allowedGstRatesOn, b2clLimitOn, hsnSummarySplitApplies, isAllowedGstRateOn, isB2clInvoice, parseTaxPeriod } from './dated-rules.js';

describe('B2CL limit', () => {
  it('is ₹2,50,000 up to 31 July 2024 and ₹1,00,000 from 1 August 2024', () => {
    expect(b2clLimitOn('2017-07-01')).toBe(25_000_000);
    expect(b2clLimitOn('2024-07-31')).toBe(25_000_000);
    expect(b2clLimitOn('2024-08-01')).toBe(10_000_000);
    expect(b2clLimitOn(new Date('2024-07-31T18:30:00Z'))).toBe(10_000_000); // 1 Aug in India
  });

  it('sends only inter-state invoices above the limit to B2CL', () => {
    expect(isB2clInvoice(15_000_000, true, '2024-08-01')).toBe(true);
    expect(isB2clInvoice(15_000_000, true, '2024-07-31')).toBe(false);
    expect(isB2clInvoice(10_000_000, true, '2024-08-01')).toBe(false); // equal is not above
    expect(isB2clInvoice(30_000_000, false, '2024-08-01')).toBe(false);
  });

  it('has no limit before GST', () => {
    expect(() => b2clLimitOn('2017-06-30')).toThrow(GstInputError);
  });
});

describe('HSN summary B2B/B2C split', () => {
  it.each([
    ['2025-04', false],
    ['2025-05', true],
    ['042025', false],
    ['052025', true],
    ['2024-12', false],
    ['2026-01', true],
  ])('applies to period %s: %p', (period, applies) => {
    expect(hsnSummarySplitApplies(period)).toBe(applies);
  });

  it('takes a { year, month } period and rejects nonsense', () => {
    expect(hsnSummarySplitApplies({ year: 2025, month: 6 })).toBe(true);
    expect(() => parseTaxPeriod('2025-13')).toThrow(GstInputError);
    expect(() => parseTaxPeriod('May 2025')).toThrow(GstInputError);
  });
});

describe('allowed GST rates', () => {
  const BEFORE = [0, 10, 25, 100, 150, 300, 500, 600, 750, 1200, 1800, 2800];

  it('lists 0 to 28% before 22 September 2025', () => {
    expect(allowedGstRatesOn('2025-09-21')).toEqual(BEFORE);
    expect(allowedGstRatesOn('2017-07-01')).toEqual(BEFORE);
  });

  it('adds 40% from 22 September 2025', () => {
    expect(allowedGstRatesOn('2025-09-22')).toEqual([...BEFORE, 4000]);
    expect(isAllowedGstRateOn(4000, '2025-09-21')).toBe(false);
    expect(isAllowedGstRateOn(4000, '2025-10-01')).toBe(true);
    expect(isAllowedGstRateOn(1700, '2025-10-01')).toBe(false);
  });

  it('has no rates before GST', () => {
    expect(() => allowedGstRatesOn('2017-06-30')).toThrow(GstInputError);
  });
});
