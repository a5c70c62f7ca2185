// An organisation as screens and printed documents show it: its addresses with state names and its
// logo as a short-lived signed URL. The settings screens and every document's print read it here.
import { financialYearOf, shortFinancialYear, stateByCode, type LutView, type OrgAddress } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import type { OrganisationRecord } from '../store/organisations.js';

/** How long a logo's signed URL works: long enough to print, short enough not to leak for good. */
export const LOGO_URL_SECONDS = 60 * 60;

export function addressesOf(org: OrganisationRecord): OrgAddress[] {
  return (org.settings?.addresses ?? []).map((address) => ({ ...address, statename: stateByCode(address.state_id)?.name ?? '' }));
}

/** The organisation's letters of undertaking as its settings show them, the earliest year first. */
export function lutsOf(org: OrganisationRecord): LutView[] {
  return [...(org.settings?.luts ?? [])].sort((a, b) => a.fy.localeCompare(b.fy)).map(({ fy, arn, date }) => ({ fy, arn, date }));
}

/** The LUT for the financial year of a document of `date`, as its seller carries it (null: none). */
export function lutFor(org: OrganisationRecord, date: string): LutView | null {
  const year = shortFinancialYear(financialYearOf(date));
  return lutsOf(org).find((lut) => lut.fy === year) ?? null;
}

export async function logoUrlOf(ports: Ports, org: OrganisationRecord): Promise<string | null> {
  const key = org.settings?.logoKey;
  return key ? ports.blobs.signedUrl(key, LOGO_URL_SECONDS) : null;
}
