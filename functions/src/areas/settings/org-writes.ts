// Every settings write is a read-modify-write of the ORG item under its version: one conditional
// update that expects the version it read. A save that races another one re-reads and applies its
// change again (so concurrent saves of different settings both land); a form that sent the version
// it loaded gets 409 instead when the organisation changed since.
import { APP_MESSAGES, type OrgDetails } from '@bahi/shared';
import { conflict, notFound } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { addressesOf, logoUrlOf, lutsOf } from '../../services/organisation-view.js';
import {
  getOrganisation,
  updateOrganisation,
  type OrganisationChange,
  type OrganisationRecord,
  type OrganisationSettings,
} from '../../store/organisations.js';
import { prefixesOf } from './org-settings-rules.js';

/**
 * Each lost race means another write landed, so the last of N writers at once lands within N
 * attempts: 12 is more people saving settings at one moment than an organisation has (walk 42 L1:
 * eight at once, with 5, left one with a 409 it had not asked for by sending a version).
 */
const MAX_ATTEMPTS = 12;

const versionConflict = () => conflict('organisation.versionConflict', APP_MESSAGES.versionConflict);

export async function requireOrganisation(ports: Ports, orgId: string): Promise<OrganisationRecord> {
  const org = await getOrganisation(ports.table, orgId);
  if (!org) throw notFound('organisation.notFound', APP_MESSAGES.notFound);
  return org;
}

/**
 * Applies `change` to the organisation as stored and writes it under the version it read;
 * returns the organisation as written. `change` may run more than once (after a lost race).
 */
export async function changeOrganisation(
  ports: Ports,
  orgId: string,
  change: (org: OrganisationRecord) => OrganisationChange | Promise<OrganisationChange>,
  expectedVersion?: number,
): Promise<OrganisationRecord> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const org = await requireOrganisation(ports, orgId);
    const version = org.version ?? 0;
    if (expectedVersion !== undefined && expectedVersion !== version) throw versionConflict();
    const changed = await change(org);
    if (await updateOrganisation(ports.table, orgId, changed, version)) return { ...org, ...changed, version: version + 1 };
    if (expectedVersion !== undefined) throw versionConflict();
  }
  throw versionConflict();
}

/** A change of some settings, the others kept. */
export function settingsChange(org: OrganisationRecord, patch: Partial<OrganisationSettings>): OrganisationChange {
  return { settings: { ...org.settings, ...patch } };
}

/** The organisation as the settings screens read it (the logo as a fresh signed URL). */
export async function orgDetailsOf(ports: Ports, org: OrganisationRecord): Promise<OrgDetails> {
  const settings = org.settings ?? {};
  return {
    id: org.id,
    org_name: org.name,
    gstin: org.gstin,
    statecode: org.statecode,
    business_id: org.business_id ?? null,
    turnover_id: settings.turnover_id ?? null,
    schemetype: settings.schemetype ?? 'regular',
    orglogo: await logoUrlOf(ports, org),
    roundoff_amount: settings.roundoff_amount ?? 0,
    features: settings.features ?? [],
    invoiceNumber: settings.invoiceNumber ?? 1,
    invoice_year_sequence: settings.invoice_year_sequence ?? 0,
    invoiceStrings: prefixesOf(settings),
    addresses: addressesOf(org),
    banks: settings.bankAccounts ?? [],
    customfields: settings.customFields ?? [],
    luts: lutsOf(org),
    version: org.version ?? 0,
  };
}
