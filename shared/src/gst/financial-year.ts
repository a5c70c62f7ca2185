// Indian financial year: 1 April to 31 March (Section 2(41) of the Income-tax Act, 1961 "previous
// year"; GST returns follow the same year). Shown as '2024-2025' (spec part 1 §9: default year
// 2024-2025). Dates are read on the Indian calendar (calendar.ts).

import { type DateInput, formatCalendarDate, toCalendarDate } from './calendar.js';
import { GstInputError } from './errors.js';

export interface FinancialYear {
  /** Year in which the FY starts (1 April): 2024 for 2024-2025. */
  readonly startYear: number;
  /** startYear + 1. */
  readonly endYear: number;
  /** 'YYYY-YYYY', e.g. '2024-2025'. */
  readonly label: string;
  /** First day, 'YYYY-04-01'. */
  readonly startDate: string;
  /** Last day, 'YYYY-03-31' of endYear. */
  readonly endDate: string;
}

/** The financial year that starts on 1 April of startYear. */
export function financialYearStarting(startYear: number): FinancialYear {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998) {
    throw new GstInputError(`${startYear} is not a financial-year start year`);
  }
  return {
    startYear,
    endYear: startYear + 1,
    label: `${startYear}-${startYear + 1}`,
    startDate: formatCalendarDate({ year: startYear, month: 4, day: 1 }),
    endDate: formatCalendarDate({ year: startYear + 1, month: 3, day: 31 }),
  };
}

/** The financial year a date falls in: 2024-04-01 .. 2025-03-31 -> 2024-2025. */
export function financialYearOf(date: DateInput): FinancialYear {
  const d = toCalendarDate(date);
  return financialYearStarting(d.month >= 4 ? d.year : d.year - 1);
}

/** Parses '2024-2025' (the second year must follow the first). */
export function parseFinancialYearLabel(label: string): FinancialYear {
  const m = /^(\d{4})-(\d{4})$/.exec(label.trim());
  if (!m || Number(m[2]) !== Number(m[1]) + 1) {
    throw new GstInputError(`"${label}" is not a financial year like 2024-2025`);
  }
  return financialYearStarting(Number(m[1]));
}

/** First day ('YYYY-04-01') of the financial year of a date. */
export function financialYearStartDate(date: DateInput): string {
  return financialYearOf(date).startDate;
}

/** Last day ('YYYY-03-31') of the financial year of a date. */
export function financialYearEndDate(date: DateInput): string {
  return financialYearOf(date).endDate;
}

/** The year in short, as RFD-11 names the year of a letter of undertaking: '2026-27'. */
export function shortFinancialYear(year: FinancialYear): string {
  return `${year.startYear}-${String(year.endYear % 100).padStart(2, '0')}`;
}

/** The year as the web shows it: 'FY 2026-27' (the wire keeps the label '2026-2027'). */
export function formatFinancialYear(year: FinancialYear): string {
  return `FY ${shortFinancialYear(year)}`;
}
