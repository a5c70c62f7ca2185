// Calendar dates and timestamps.
//
// Business dates (invoice date, financial year, dated rules) are calendar dates in India. A `Date`
// (an instant) is read on the Indian calendar: Indian Standard Time, UTC+05:30, which has no daylight
// saving, so 2025-03-31T20:00:00Z is 1 April 2025 in India and belongs to FY 2025-2026. A
// 'YYYY-MM-DD' string is a calendar date taken as written. The result never depends on the time
// zone of the machine running the code.
//
// - Screen: 'D Mon YYYY' ('1 Apr 2024'), the way Indian books and returns write dates. Spec part 2
//   §9 shows 'MMMM D, YYYY' (April 1, 2024), an American order an accountant here misreads.
// - Wire: UTC 'YYYY-MM-DD HH:mm:ss' ('2024-04-01 06:30:00'), spec part 1 §9 / part 2 §9.
// - Earliest document date: 1 July 2017, the day GST came into force (CGST Act, 2017, notified from
//   1 July 2017; spec part 1 §5 "Dates in pickers cannot be before 1 July 2017").

import { GstInputError } from './errors.js';

export interface CalendarDate {
  readonly year: number;
  /** 1 = January ... 12 = December. */
  readonly month: number;
  readonly day: number;
}

/** A calendar date ('YYYY-MM-DD'), a wire timestamp ('YYYY-MM-DD HH:mm:ss', UTC) or an instant. */
export type DateInput = Date | string | CalendarDate;

export const IST_OFFSET_MINUTES = 330;
export const EARLIEST_DOCUMENT_DATE = '2017-07-01';
/** A bound on typed years (2099, not 9999): every date's financial year has a label and a number. */
export const LATEST_DOCUMENT_DATE = '2099-12-31';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WIRE_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const isRealDay = (year: number, month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

function checkedDate(year: number, month: number, day: number, text: string): CalendarDate {
  if (!isRealDay(year, month, day)) throw new GstInputError(`"${text}" is not a real date`);
  return { year, month, day };
}

/** Parses 'YYYY-MM-DD' strictly (rejects 2024-02-30). */
export function parseCalendarDate(text: string): CalendarDate {
  const m = ISO_DATE.exec(text.trim());
  if (!m) throw new GstInputError(`"${text}" is not a date in the form YYYY-MM-DD`);
  return checkedDate(Number(m[1]), Number(m[2]), Number(m[3]), text);
}

/** Whether `text` is a real date in the form 'YYYY-MM-DD' (2024-02-30 is not): what a request's date field must be. */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The instant moved by IST's offset, so its UTC fields read the wall clock in India. */
function indianWallClock(instant: Date): Date {
  if (Number.isNaN(instant.getTime())) throw new GstInputError('invalid date');
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
}

/** The calendar date in India (IST) of an instant, or the date a string or record names. */
export function toCalendarDate(input: DateInput): CalendarDate {
  if (input instanceof Date) {
    const ist = indianWallClock(input);
    return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
  }
  if (typeof input === 'string') {
    return WIRE_TIMESTAMP.test(input.trim()) ? toCalendarDate(parseWireTimestamp(input)) : parseCalendarDate(input);
  }
  return checkedDate(input.year, input.month, input.day, `${input.year}-${input.month}-${input.day}`);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** { year: 2024, month: 4, day: 1 } -> '2024-04-01'. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** Orders two dates: negative when a is earlier, 0 when the same day, positive when later. */
export function compareDates(a: DateInput, b: DateInput): number {
  const x = toCalendarDate(a);
  const y = toCalendarDate(b);
  return x.year - y.year || x.month - y.month || x.day - y.day;
}

/** 'YYYY-MM-DD' plus whole days (a due date from payment-term days): '2026-11-20' + 30 -> '2026-12-20'. */
export function addCalendarDays(date: DateInput, days: number): string {
  const d = toCalendarDate(date);
  const at = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return formatCalendarDate({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() });
}

/** True when the date is on or after 1 July 2017 (GST's first day). */
export function isOnOrAfterEarliestDocumentDate(date: DateInput): boolean {
  return compareDates(date, EARLIEST_DOCUMENT_DATE) >= 0;
}

/** Screen format 'D Mon YYYY': '2024-04-01' -> '1 Apr 2024'. Instants are read in IST. */
export function formatDisplayDate(date: DateInput): string {
  const d = toCalendarDate(date);
  return `${d.day} ${MONTH_NAMES[d.month - 1] ?? ''} ${d.year}`;
}

/** Screen format of an instant's time of day in India, 12-hour: 2026-11-26T15:40:00Z -> '9:10 pm'. */
export function formatDisplayTime(instant: Date): string {
  const ist = indianWallClock(instant);
  const hours = ist.getUTCHours();
  return `${hours % 12 || 12}:${pad2(ist.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Wire format, UTC 'YYYY-MM-DD HH:mm:ss' (milliseconds are dropped). */
export function formatWireTimestamp(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new GstInputError('invalid date');
  return (
    `${String(instant.getUTCFullYear()).padStart(4, '0')}-${pad2(instant.getUTCMonth() + 1)}-${pad2(instant.getUTCDate())} ` +
    `${pad2(instant.getUTCHours())}:${pad2(instant.getUTCMinutes())}:${pad2(instant.getUTCSeconds())}`
  );
}

/** Parses the wire format strictly, as UTC. Throws GstInputError on anything else. */
export function parseWireTimestamp(text: string): Date {
  const m = WIRE_TIMESTAMP.exec(text.trim());
  if (!m) throw new GstInputError(`"${text}" is not a timestamp in the form YYYY-MM-DD HH:mm:ss`);
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  checkedDate(year, month, day, text);
  if (hour > 23 || minute > 59 || second > 59) throw new GstInputError(`"${text}" is not a real time`);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}
