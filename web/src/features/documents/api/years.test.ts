import { currentYearToOffer, gstYearsUpTo, yearLabel, yearPeriod, yearQuery } from './years';

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

describe('the current year offered on an empty list', () => {
  it('is offered when the year shown (the spec default) has nothing and is not this year', () => {
    expect(currentYearToOffer({ year: '2024-2025', getServerDate: '2026-11-27', clientinvoicedata: [] })).toBe('2026-2027');
  });

  it('is not offered on this year, nor on a year with documents', () => {
    expect(currentYearToOffer({ year: '2026-2027', getServerDate: '2026-11-27', clientinvoicedata: [] })).toBeNull();
    expect(currentYearToOffer({ year: '2024-2025', getServerDate: '2026-11-27', clientinvoicedata: [{}] })).toBeNull();
    // 31 March is still the year that began the April before.
    expect(currentYearToOffer({ year: '2024-2025', getServerDate: '2026-03-31', clientinvoicedata: [] })).toBe('2025-2026');
  });
});
