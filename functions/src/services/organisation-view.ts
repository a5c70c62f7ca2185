// An organisation as screens and printed documents show it: its addresses with state names and its
// logo as a short-lived signed URL. The settings screens and every document's print read it here.
import { stateByCode, type OrgAddress } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import type { OrganisationRecord } from '../store/organisations.js';

/** How long a logo's signed URL works: long enough to print, short enough not to leak for good. */
export const LOGO_URL_SECONDS = 60 * 60;

export function addressesOf(org: OrganisationRecord): OrgAddress[] {
  return (org.settings?.addresses ?? []).map((address) => ({ ...address, statename: stateByCode(address.state_id)?.name ?? '' }));
}

/** The organisation's letter of undertaking, as its settings and its documents' seller show it ('' for none). */
export function lutOf(org: OrganisationRecord): { lut_arn: string; lut_date: string } {
  const lut = org.settings?.lut;
  return { lut_arn: lut?.arn ?? '', lut_date: lut?.date ?? '' };
}

export async function logoUrlOf(ports: Ports, org: OrganisationRecord): Promise<string | null> {
  const key = org.settings?.logoKey;
  return key ? ports.blobs.signedUrl(key, LOGO_URL_SECONDS) : null;
}
