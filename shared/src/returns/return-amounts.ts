// How figures are written in the portal's files: amounts in rupees with at most two decimals (paise
// are exact, so dividing by 100 never needs rounding), rates in percent, dates dd-mm-yyyy, the
// period MMYYYY.
import type { ReturnPeriod } from './return-inputs.js';

/** 123456 paise -> 1234.56 */
export const rupees = (paise: number): number => paise / 100;

/** 1800 bps -> 18; 25 bps -> 0.25 */
export const percent = (bps: number): number => bps / 100;

/** '2025-10-05' -> '05-10-2025' */
export function portalDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** { year: 2025, month: 10 } -> '102025' */
export const filingPeriod = (period: ReturnPeriod): string => `${String(period.month).padStart(2, '0')}${period.year}`;

/** The first and last day of the period, 'YYYY-MM-DD'. */
export function periodDays(period: ReturnPeriod): { first: string; last: string } {
  const month = String(period.month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  return { first: `${period.year}-${month}-01`, last: `${period.year}-${month}-${String(lastDay).padStart(2, '0')}` };
}

/** Quantity in thousandths -> units with at most two decimals (the HSN summary's), half up. */
export const portalQuantity = (quantityMilli: number): number => Math.round(quantityMilli / 10) / 100;

/** Paise per tax head and the taxable value: what every section adds up. */
export interface TaxSums {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export const zeroSums = (): TaxSums => ({ txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 });

/** Adds `from` (times `sign`) into `into`. */
export function addSums(into: TaxSums, from: TaxSums, sign = 1): TaxSums {
  into.txval += sign * from.txval;
  into.iamt += sign * from.iamt;
  into.camt += sign * from.camt;
  into.samt += sign * from.samt;
  into.csamt += sign * from.csamt;
  return into;
}
