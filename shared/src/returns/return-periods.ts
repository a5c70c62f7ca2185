// The months a return can be generated for (spec part 2 §9): years from 2017, months from July
// 2017 (GST began on 1 July 2017), and in the current year up to the current month (India time).
// The form offers exactly these; the server refuses any other.
import { toCalendarDate } from '../gst/calendar.js';
import type { ReturnPeriod } from './return-inputs.js';

export const FIRST_RETURN_PERIOD: ReturnPeriod = { year: 2017, month: 7 };

export const RETURN_FORMS = ['GSTR1', 'GSTR3B'] as const;
export type ReturnForm = (typeof RETURN_FORMS)[number];

/** The years the form offers, oldest first. */
export function returnYears(now: Date): number[] {
  const current = toCalendarDate(now).year;
  return Array.from({ length: current - FIRST_RETURN_PERIOD.year + 1 }, (_, i) => FIRST_RETURN_PERIOD.year + i);
}

/** The months (1..12) the form offers in a year. */
export function returnMonths(year: number, now: Date): number[] {
  const today = toCalendarDate(now);
  if (year < FIRST_RETURN_PERIOD.year || year > today.year) return [];
  const first = year === FIRST_RETURN_PERIOD.year ? FIRST_RETURN_PERIOD.month : 1;
  const last = year === today.year ? today.month : 12;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export function isReturnPeriod(period: ReturnPeriod, now: Date): boolean {
  return returnMonths(period.year, now).includes(period.month);
}
