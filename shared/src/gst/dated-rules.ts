// Rules that change with the date, as dated tables. Each row applies from its `from` date (inclusive)
// until the next row's `from`. To change a rule, add a row; never edit a past one.

import { type DateInput, EARLIEST_DOCUMENT_DATE, compareDates } from './calendar.js';
import { GstInputError } from './errors.js';

export interface DatedValue<T> {
  /** First day the value applies, 'YYYY-MM-DD'. */
  readonly from: string;
  readonly value: T;
  /** The statutory source. */
  readonly source: string;
}

/** The row of a dated table in force on a date (rows ordered by `from`). */
export function valueOn<T>(table: readonly DatedValue<T>[], date: DateInput): T {
  let found: DatedValue<T> | undefined;
  for (const row of table) if (compareDates(row.from, date) <= 0) found = row;
  if (!found) throw new GstInputError(`no GST rule applies before ${table[0]?.from ?? EARLIEST_DOCUMENT_DATE}`);
  return found.value;
}

/**
 * B2CL: an inter-state supply to an unregistered person is reported invoice-wise in GSTR-1 table 5
 * when the invoice value exceeds this limit (paise).
 */
export const B2CL_LIMITS: readonly DatedValue<number>[] = [
  {
    from: EARLIEST_DOCUMENT_DATE,
    value: 250_000_00,
    source: 'Section 37 CGST Act with Rule 59(4)(a)(ii) CGST Rules, 2017: invoice value above ₹2,50,000',
  },
  {
    from: '2024-08-01',
    value: 100_000_00,
    source: 'Notification No. 12/2024-Central Tax (10 Jul 2024), Rule 59(4)(a)(ii) amended to ₹1,00,000 from 1 Aug 2024',
  },
];

/** The B2CL invoice-value limit (paise) on a date: ₹2,50,000 to 31 Jul 2024, ₹1,00,000 from 1 Aug 2024. */
export function b2clLimitOn(date: DateInput): number {
  return valueOn(B2CL_LIMITS, date);
}

/** True when an inter-state B2C invoice of this value (paise) goes to B2CL rather than B2CS. */
export function isB2clInvoice(invoiceValuePaise: number, interState: boolean, date: DateInput): boolean {
  return interState && invoiceValuePaise > b2clLimitOn(date);
}

/**
 * GSTR-1 table 12 (HSN-wise summary) is reported in two parts, B2B and B2C, from the May 2025 tax
 * period (GSTN advisories on Phase-III of HSN reporting in Table 12 of GSTR-1/1A; date as fixed in
 * docs/architecture.md §4).
 */
export const HSN_SUMMARY_SPLIT_FROM_PERIOD = { year: 2025, month: 5 } as const;

/** A GST tax period (return month). */
export interface TaxPeriod {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
}

/** Reads a tax period: { year, month }, 'YYYY-MM' or the GST portal's 'MMYYYY' ('052025'). */
export function parseTaxPeriod(period: TaxPeriod | string): TaxPeriod {
  let year: number;
  let month: number;
  if (typeof period === 'string') {
    const iso = /^(\d{4})-(\d{2})$/.exec(period.trim());
    const portal = /^(\d{2})(\d{4})$/.exec(period.trim());
    if (iso) [year, month] = [Number(iso[1]), Number(iso[2])];
    else if (portal) [year, month] = [Number(portal[2]), Number(portal[1])];
    else throw new GstInputError(`"${period}" is not a tax period (YYYY-MM or MMYYYY)`);
  } else {
    ({ year, month } = period);
  }
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new GstInputError(`${year}-${month} is not a tax period`);
  }
  return { year, month };
}

/** True from the May 2025 tax period: the HSN summary is split into B2B and B2C. */
export function hsnSummarySplitApplies(period: TaxPeriod | string): boolean {
  const p = parseTaxPeriod(period);
  const from = HSN_SUMMARY_SPLIT_FROM_PERIOD;
  return p.year > from.year || (p.year === from.year && p.month >= from.month);
}

/**
 * GST rates (basis points, 18% = 1800) a line may carry, and from when: the slabs 0/5/12/18/28 and
 * the special rates 0.1% (supplies to merchant exporters, Notification 41/2017-Integrated Tax
 * (Rate)), 0.25% (rough precious stones), 1.5% and 3% (precious metals and stones), 6% and 7.5%
 * (rate schedules of Notification 1/2017-Integrated Tax (Rate), 28 Jun 2017, and amendments). 40%
 * is added from 22 Sep 2025 (56th GST Council meeting; rate notifications of 17 Sep 2025).
 */
export const GST_RATE_TABLE: readonly { readonly rateBps: number; readonly from: string; readonly source: string }[] = [
  { rateBps: 0, from: EARLIEST_DOCUMENT_DATE, source: 'Nil rate, Notification 2/2017-Integrated Tax (Rate)' },
  { rateBps: 10, from: EARLIEST_DOCUMENT_DATE, source: '0.1%, Notification 41/2017-Integrated Tax (Rate)' },
  { rateBps: 25, from: EARLIEST_DOCUMENT_DATE, source: '0.25%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 100, from: EARLIEST_DOCUMENT_DATE, source: '1%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 150, from: EARLIEST_DOCUMENT_DATE, source: '1.5%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 300, from: EARLIEST_DOCUMENT_DATE, source: '3%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 500, from: EARLIEST_DOCUMENT_DATE, source: '5%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 600, from: EARLIEST_DOCUMENT_DATE, source: '6%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 750, from: EARLIEST_DOCUMENT_DATE, source: '7.5%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 1200, from: EARLIEST_DOCUMENT_DATE, source: '12%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 1800, from: EARLIEST_DOCUMENT_DATE, source: '18%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 2800, from: EARLIEST_DOCUMENT_DATE, source: '28%, Notification 1/2017-Integrated Tax (Rate) and amendments' },
  { rateBps: 4000, from: '2025-09-22', source: '40%, 56th GST Council rate notifications of 17 Sep 2025, in force 22 Sep 2025' },
];

/** The GST rates (basis points, ascending) allowed on a date; throws before 1 July 2017. */
export function allowedGstRatesOn(date: DateInput): number[] {
  if (compareDates(date, EARLIEST_DOCUMENT_DATE) < 0) {
    throw new GstInputError(`GST did not apply before ${EARLIEST_DOCUMENT_DATE}`);
  }
  return GST_RATE_TABLE.filter((r) => compareDates(r.from, date) <= 0)
    .map((r) => r.rateBps)
    .sort((a, b) => a - b);
}

/**
 * The allowed rates of each day asked: every line of every save asks, and reading the dated table
 * parses dates. Days in use are a few thousand; the bound keeps odd far-off dates from growing it.
 */
const allowedByDay = new Map<string, ReadonlySet<number>>();
const MAX_DAYS_KEPT = 20_000;

export function isAllowedGstRateOn(rateBps: number, date: DateInput): boolean {
  if (typeof date !== 'string') return allowedGstRatesOn(date).includes(rateBps);
  let allowed = allowedByDay.get(date);
  if (!allowed) {
    allowed = new Set(allowedGstRatesOn(date));
    if (allowedByDay.size < MAX_DAYS_KEPT) allowedByDay.set(date, allowed);
  }
  return allowed.has(rateBps);
}
