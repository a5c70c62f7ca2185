// Financial years as the list screens pick them: the wire's label ('2024-2025') as shown ('FY
// 2024-25') and as the dates an export covers, the query it becomes, the years the payments
// screen offers (its response carries no year list, unlike the document lists), and the year a
// document list that opened on an empty one offers instead.
import {
  financialYearOf,
  financialYearStarting,
  formatFinancialYear,
  parseFinancialYearLabel,
  toCalendarDate,
  type DateInput,
} from '@bahi/shared';

/** GST began on 1 July 2017: no payment can fall in a financial year before 2017-2018. */
const FIRST_GST_YEAR = 2017;

/** ?startyear=2024&endyear=2025 for the label '2024-2025'; nothing for null (the server's default year). */
export function yearQuery(year: string | null): Record<string, number> | undefined {
  if (year === null) return undefined;
  const { startYear, endYear } = parseFinancialYearLabel(year);
  return { startyear: startYear, endyear: endYear };
}

/** Every financial year from the current one back to 2017-2018, newest first. */
export function gstYearsUpTo(today: DateInput): string[] {
  const current = financialYearOf(toCalendarDate(today)).startYear;
  return Array.from({ length: current - FIRST_GST_YEAR + 1 }, (_, index) => financialYearStarting(current - index).label);
}

/** '2024-2025' as the screen shows it: 'FY 2024-25'. */
export const yearLabel = (year: string) => formatFinancialYear(parseFinancialYearLabel(year));

/** The dates a year's list covers, for the exports' heading and file names. */
export function yearPeriod(year: string): { from: string; to: string } {
  const { startDate, endDate } = parseFinancialYearLabel(year);
  return { from: startDate, to: endDate };
}

/**
 * The year to offer beside a list that opened on an empty year by itself: the latest that has
 * documents (the spec opens B2B and B2C on fixed years, 2024-25 and 2023-24, where a new business
 * has nothing). Nothing on a year the reader picked (they asked for it), nor when no year has any.
 */
export function yearToOffer(list: { year: string; yearsWithDocuments: readonly string[]; clientinvoicedata: readonly unknown[] }, picked: boolean): string | null {
  if (picked || list.clientinvoicedata.length > 0) return null;
  return list.yearsWithDocuments.find((year) => year !== list.year) ?? null;
}

/** The offer's button: 'Show FY 2026-27, this year', or for another year 'Show FY 2025-26, the latest year with documents'. */
export function offerLabel(year: string, today: DateInput): string {
  const which = year === financialYearOf(toCalendarDate(today)).label ? 'this year' : 'the latest year with documents';
  return `Show ${yearLabel(year)}, ${which}`;
}
