import { gstYearsUpTo, offerLabel, yearLabel, yearPeriod, yearQuery, yearToOffer } from './years';

describe('list years', () => {
  it('turns a year label into the list query, and leaves the default year to the server', () => {
    expect(yearQuery('2024-2025')).toEqual({ startyear: 2024, endyear: 2025 });
    expect(yearQuery(null)).toBeUndefined();
    expect(() => yearQuery('2024-2026')).toThrow();
  });

  it("shows the wire's year as 'FY 2024-25' and gives the dates it covers", () => {
    expect(yearLabel('2024-2025')).toBe('FY 2024-25');
    expect(yearLabel('2099-2100')).toBe('FY 2099-00');
    expect(yearPeriod('2024-2025')).toEqual({ from: '2024-04-01', to: '2025-03-31' });
  });

  it('offers the payments screen every year from the current one back to 2017-2018 (GST began 1 July 2017)', () => {
    expect(gstYearsUpTo('2026-11-24')).toEqual(['2026-2027', '2025-2026', '2024-2025', '2023-2024', '2022-2023', '2021-2022', '2020-2021', '2019-2020', '2018-2019', '2017-2018']);
    // 31 March is still the old year; the Indian calendar decides, not the machine's time zone.
    expect(gstYearsUpTo('2019-03-31')[0]).toBe('2018-2019');
    expect(gstYearsUpTo(new Date('2019-03-31T19:00:00Z'))[0]).toBe('2019-2020');
  });
});

describe('the year offered on a list that opened on an empty year', () => {
  const opened = (year: string, yearsWithDocuments: string[], clientinvoicedata: unknown[] = []) => ({ year, yearsWithDocuments, clientinvoicedata });

  it('is the latest year with documents, when the year the list opened on (the spec default) has none', () => {
    // 27 Nov 2026: B2B opens on 2024-25; the five invoices entered are in 2025-26, none yet in 2026-27.
    expect(yearToOffer(opened('2024-2025', ['2025-2026']), false)).toBe('2025-2026');
    expect(yearToOffer(opened('2024-2025', ['2026-2027', '2025-2026', '2023-2024']), false)).toBe('2026-2027');
  });

  it('is nothing when no year has documents: another empty list would be no help', () => {
    expect(yearToOffer(opened('2024-2025', []), false)).toBeNull();
    expect(yearToOffer(opened('2026-2027', []), false)).toBeNull();
  });

  it('is nothing on a year the reader picked, nor on a year with documents', () => {
    expect(yearToOffer(opened('2024-2025', ['2025-2026']), true)).toBeNull();
    expect(yearToOffer(opened('2025-2026', ['2025-2026'], [{}]), false)).toBeNull();
  });

  it('passes over the year shown, should the list of years name it', () => {
    expect(yearToOffer(opened('2026-2027', ['2026-2027', '2024-2025']), false)).toBe('2024-2025');
  });

  it("says 'this year' only of the current financial year", () => {
    expect(offerLabel('2026-2027', '2026-11-27')).toBe('Show FY 2026-27, this year');
    expect(offerLabel('2025-2026', '2026-11-27')).toBe('Show FY 2025-26, the latest year with documents');
    // 31 March is still the year that began the April before.
    expect(offerLabel('2025-2026', '2026-03-31')).toBe('Show FY 2025-26, this year');
  });
});
