import { GstInputError } from './errors.js';
import {
  EARLIEST_DOCUMENT_DATE,
  addCalendarDays,
  compareDates,
  formatDisplayDate,
  formatDisplayTime,
  formatWireTimestamp,
  isOnOrAfterEarliestDocumentDate,
  parseCalendarDate,
  parseWireTimestamp,
  toCalendarDate,
} from './calendar.js';
import {
  financialYearEndDate,
  financialYearOf,
  financialYearStartDate,
  financialYearStarting,
  parseFinancialYearLabel,
} from './financial-year.js';

describe('financialYearOf', () => {
  it.each([
    ['2024-04-01', 2024, '2024-2025'],
    ['2025-03-31', 2024, '2024-2025'],
    ['2025-04-01', 2025, '2025-2026'],
    ['2017-07-01', 2017, '2017-2018'],
    ['2024-12-31', 2024, '2024-2025'],
    ['2025-01-01', 2024, '2024-2025'],
  ])('puts %s in the year starting %i (%s)', (date, startYear, label) => {
    expect(financialYearOf(date)).toEqual({
      startYear,
      endYear: startYear + 1,
      label,
      startDate: `${startYear}-04-01`,
      endDate: `${startYear + 1}-03-31`,
    });
  });

  it('reads an instant on the Indian calendar: 31 Mar 2025 20:00 UTC is 1 Apr in India', () => {
    expect(financialYearOf(new Date('2025-03-31T20:00:00Z')).label).toBe('2025-2026');
    expect(financialYearOf(new Date('2025-03-31T18:29:59Z')).label).toBe('2024-2025');
    expect(financialYearOf('2025-03-31 18:30:00').label).toBe('2025-2026');
  });

  it('parses a label and gives the first and last days', () => {
    expect(parseFinancialYearLabel('2024-2025')).toEqual(financialYearStarting(2024));
    expect(() => parseFinancialYearLabel('2024-2026')).toThrow(GstInputError);
    expect(financialYearStartDate('2024-08-15')).toBe('2024-04-01');
    expect(financialYearEndDate('2024-08-15')).toBe('2025-03-31');
  });
});

describe('earliest document date', () => {
  it('is 1 July 2017, the first day of GST', () => {
    expect(EARLIEST_DOCUMENT_DATE).toBe('2017-07-01');
    expect(isOnOrAfterEarliestDocumentDate('2017-07-01')).toBe(true);
    expect(isOnOrAfterEarliestDocumentDate('2017-06-30')).toBe(false);
    expect(isOnOrAfterEarliestDocumentDate(new Date('2017-06-30T18:30:00Z'))).toBe(true); // 1 Jul in India
  });
});

describe('dates for the screen and the wire', () => {
  it('shows dates the Indian way, D Mon YYYY', () => {
    expect(formatDisplayDate('2024-04-01')).toBe('1 Apr 2024');
    expect(formatDisplayDate('2017-07-01')).toBe('1 Jul 2017');
    expect(formatDisplayDate(new Date('2024-12-31T19:00:00Z'))).toBe('1 Jan 2025');
  });

  it('shows the time of day in India, 12-hour, whatever the machine runs in', () => {
    expect(formatDisplayTime(new Date('2026-11-26T15:40:00Z'))).toBe('9:10 pm');
    expect(formatDisplayTime(new Date('2026-11-26T18:30:00Z'))).toBe('12:00 am');
    expect(formatDisplayTime(new Date('2026-11-26T06:35:00Z'))).toBe('12:05 pm');
    expect(formatDisplayTime(new Date('2026-11-26T03:29:00Z'))).toBe('8:59 am');
    expect(() => formatDisplayTime(new Date('not a date'))).toThrow(GstInputError);
  });

  it('sends timestamps as UTC YYYY-MM-DD HH:mm:ss and reads them back', () => {
    const instant = new Date('2024-04-01T06:30:05.789Z');
    expect(formatWireTimestamp(instant)).toBe('2024-04-01 06:30:05');
    expect(parseWireTimestamp('2024-04-01 06:30:05').toISOString()).toBe('2024-04-01T06:30:05.000Z');
  });

  it.each(['2024-02-30 00:00:00', '2024-04-01T06:30:05Z', '2024-04-01 24:00:00', '01-04-2024 06:30:05'])('rejects the wire timestamp %p', (text) => {
    expect(() => parseWireTimestamp(text)).toThrow(GstInputError);
  });

  it('parses calendar dates strictly, leap days included', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => parseCalendarDate('2023-02-29')).toThrow(GstInputError);
    expect(() => toCalendarDate('April 1, 2024')).toThrow(GstInputError);
    expect(compareDates('2024-03-31', '2024-04-01')).toBeLessThan(0);
  });
});

describe('addCalendarDays (due date = date + payment-term days)', () => {
  it('crosses months, years and 29 February', () => {
    expect(addCalendarDays('2026-11-20', 30)).toBe('2026-12-20');
    expect(addCalendarDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2026-04-01', 0)).toBe('2026-04-01');
  });
});
