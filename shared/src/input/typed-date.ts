// Dates as people in India type them or as a spreadsheet holds them, read into the ISO calendar
// date ('YYYY-MM-DD') the wire and the store use, and shown back the Indian way.
//
// - Typed: 'DD-MM-YYYY', 'DD/MM/YYYY' or 'DD.MM.YYYY' (day first, 1 or 2 digits for day and
//   month), as well as the ISO 'YYYY-MM-DD' and the wire timestamp 'YYYY-MM-DD HH:mm:ss' (UTC).
// - A Date (an Excel date cell, a date picker's value) is read on the Indian calendar (IST).
// - Shown: '23-11-2026' in a field where a date is typed (formatTypedDate); '23 Nov 2026' in tables
//   and labels is calendar.ts formatDisplayDate.
import { formatCalendarDate, toCalendarDate, type CalendarDate } from '../gst/calendar.js';
import { GstInputError } from '../gst/errors.js';

const DAY_FIRST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;

/** How a date should be typed, for placeholders and messages. */
export const TYPED_DATE_FORMAT = 'DD-MM-YYYY';

/**
 * '23-11-2026', '23/11/2026', '2026-11-23' or a Date -> '2026-11-23'. Throws GstInputError when
 * the text is no date or names a day that does not exist (31-02-2026).
 */
export function parseTypedDate(value: string | Date): string {
  if (value instanceof Date) return formatCalendarDate(toCalendarDate(value));
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, day, , month, year] = dayFirst;
    return formatCalendarDate(toCalendarDate({ year: Number(year), month: Number(month), day: Number(day) }));
  }
  try {
    return formatCalendarDate(toCalendarDate(text));
  } catch {
    throw new GstInputError(`"${text}" is not a date in the form ${TYPED_DATE_FORMAT}`);
  }
}

/** '2026-11-23' (or a Date, read in IST) -> '23-11-2026': the form a date is typed in. */
export function formatTypedDate(date: string | Date | CalendarDate): string {
  const d = toCalendarDate(date);
  return `${String(d.day).padStart(2, '0')}-${String(d.month).padStart(2, '0')}-${String(d.year).padStart(4, '0')}`;
}
