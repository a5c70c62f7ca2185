// The months a return can be made for (spec part 2 §9): from July 2017, and in the current year
// (India's calendar) up to the current month.
import { isReturnPeriod, returnMonths, returnYears } from './return-periods.js';

describe('return periods', () => {
  // 31 March 2026, 20:00 UTC is 1 April 2026, 01:30 in India.
  const now = new Date('2026-03-31T20:00:00Z');

  it('offers the years from 2017 to the current one', () => {
    expect(returnYears(now)).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
  });

  it('offers July to December in 2017, all twelve months in a past year, and up to the current month (India time) now', () => {
    expect(returnMonths(2017, now)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(returnMonths(2025, now)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(returnMonths(2026, now)).toEqual([1, 2, 3, 4]);
    expect([returnMonths(2016, now), returnMonths(2027, now)]).toEqual([[], []]);
  });

  it('refuses June 2017 and next month', () => {
    expect([isReturnPeriod({ year: 2017, month: 6 }, now), isReturnPeriod({ year: 2017, month: 7 }, now), isReturnPeriod({ year: 2026, month: 5 }, now)]).toEqual([false, true, false]);
  });
});
