// GST state and union-territory codes: the first two characters of a GSTIN, and the place-of-supply
// codes of GSTR-1. Source: GSTN's state code list (the GST portal's "State Code" master; also
// python-stdnum's stdnum/in_/gstin.py), with the later additions 38 Ladakh (UT from 31 Oct 2019),
// 26 renamed "Dadra and Nagar Haveli and Daman and Diu" (merged UT from 26 Jan 2020; 25 stays for
// old registrations), 97 Other Territory and 96 Other Countries (place of supply for exports).
//
// `id` is the numeric code, so it is stable across releases: GET /api/client/get/states serves
// { id, name, code } straight from this table.

export interface StateRow {
  /** Stable id: the numeric value of `code` (e.g. 27). */
  readonly id: number;
  /** Two-digit GST state code, e.g. '27'. */
  readonly code: string;
  readonly name: string;
}

function row(code: string, name: string): StateRow {
  return Object.freeze({ id: Number(code), code, name });
}

/** Every GST state code, ordered by code. */
export const STATES: readonly StateRow[] = Object.freeze([
  row('01', 'Jammu and Kashmir'),
  row('02', 'Himachal Pradesh'),
  row('03', 'Punjab'),
  row('04', 'Chandigarh'),
  row('05', 'Uttarakhand'),
  row('06', 'Haryana'),
  row('07', 'Delhi'),
  row('08', 'Rajasthan'),
  row('09', 'Uttar Pradesh'),
  row('10', 'Bihar'),
  row('11', 'Sikkim'),
  row('12', 'Arunachal Pradesh'),
  row('13', 'Nagaland'),
  row('14', 'Manipur'),
  row('15', 'Mizoram'),
  row('16', 'Tripura'),
  row('17', 'Meghalaya'),
  row('18', 'Assam'),
  row('19', 'West Bengal'),
  row('20', 'Jharkhand'),
  row('21', 'Odisha'),
  row('22', 'Chhattisgarh'),
  row('23', 'Madhya Pradesh'),
  row('24', 'Gujarat'),
  row('25', 'Daman and Diu'),
  row('26', 'Dadra and Nagar Haveli and Daman and Diu'),
  row('27', 'Maharashtra'),
  row('28', 'Andhra Pradesh (old)'),
  row('29', 'Karnataka'),
  row('30', 'Goa'),
  row('31', 'Lakshadweep'),
  row('32', 'Kerala'),
  row('33', 'Tamil Nadu'),
  row('34', 'Puducherry'),
  row('35', 'Andaman and Nicobar Islands'),
  row('36', 'Telangana'),
  row('37', 'Andhra Pradesh'),
  row('38', 'Ladakh'),
  row('96', 'Other Countries'),
  row('97', 'Other Territory'),
]);

/** Place-of-supply code for exports; never the first two characters of a GSTIN. */
export const OTHER_COUNTRIES_STATE_CODE = '96';

const byCode = new Map<string, StateRow>(STATES.map((s) => [s.code, s]));

/** The state row for a two-digit code ('27'), or undefined. A one-digit code ('7') is padded. */
export function stateByCode(code: string): StateRow | undefined {
  const trimmed = code.trim();
  return byCode.get(/^\d$/.test(trimmed) ? `0${trimmed}` : trimmed);
}

export function isKnownStateCode(code: string): boolean {
  return stateByCode(code) !== undefined;
}

/** The state code of a GSTIN: its first two characters (not validated; see validateGstin). */
export function stateCodeFromGstin(gstin: string): string {
  return gstin.trim().slice(0, 2);
}
