// An organisation's own settings (spec part 2 §3 Organisation, Organisation address, Bank, Invoice
// sequence settings, Custom field; part 1 §3): details and GSTIN, logo, addresses, bank accounts,
// numbering, custom fields, round-off, features. Every write goes through changeOrganisation.
import { APP_MESSAGES, financialYearOf, type LutEntry, type OrgFeature, type SequenceKind } from '@bahi/shared';
import { conflict, invalid } from '../../errors/app-error.js';
import { todayOf } from '../../services/today.js';
import { tracksInventory } from '../../documents/org-settings.js';
import { oweRestock } from '../../store/restock-owed.js';
import type { Ports, VerifiedCaller } from '../../ports/index.js';
import { hasDocuments } from '../../store/documents.js';
import { newRecordId } from '../../store/ids.js';
import {
  claimOrganisationGstin,
  organisationIdOfGstin,
  releaseOrganisationGstin,
  type CustomFieldDefinitionRecord,
  type OrganisationBankAccount,
  type OrganisationRecord,
  type OrganisationSettings,
} from '../../store/organisations.js';
import { createOrganisation } from '../../services/accounts/accounts.js';
import { checkImage, checkLogoSize, CONTENT_TYPE_OF } from './image-upload.js';
import { LOGO_URL_SECONDS } from '../../services/organisation-view.js';
import { changeOrganisation, settingsChange } from './org-writes.js';
import type { AddressInput } from './org-settings-rules.js';
import * as rules from './org-settings-rules.js';

const gstinTaken = () => conflict('organisation.gstinTaken', APP_MESSAGES.organisationGstinTaken);

export interface OrganisationDetailsInput {
  org_name: string;
  gstin: string;
  business_id?: number | null;
  turnover_id?: number | null;
  schemetype?: 'regular' | 'composite';
  features?: Partial<Record<OrgFeature, 0 | 1 | undefined>>;
  /** The letters of undertaking, one a financial year, checked by the schema ([] removes them; absent keeps them). */
  luts?: LutEntry[] | undefined;
}

/** An LUT is filed by today: a later date is refused (the schema cannot know today). */
function checkLutDates(ports: Ports, luts: OrganisationDetailsInput['luts']) {
  const today = todayOf(ports);
  const late = (luts ?? []).findIndex((lut) => lut.date > today);
  if (late >= 0) {
    throw invalid('organisation.lutDateInFuture', APP_MESSAGES.lutDateInFuture, [{ field: `luts.${late}.date`, message: APP_MESSAGES.lutDateInFuture }]);
  }
}

/** Feature flags switched on or off by the form; flags it does not mention keep their state. */
export function toggledFeatures(current: string[], toggles: OrganisationDetailsInput['features']): string[] {
  const features = new Set(current);
  for (const [feature, on] of Object.entries(toggles ?? {})) {
    if (on === 1) features.add(feature);
    else if (on === 0) features.delete(feature);
  }
  return [...features].sort();
}

function detailSettings(org: OrganisationRecord, input: OrganisationDetailsInput): OrganisationSettings {
  const settings = org.settings ?? {};
  return {
    ...settings,
    ...(input.turnover_id !== undefined ? { turnover_id: input.turnover_id } : {}),
    ...(input.schemetype !== undefined ? { schemetype: input.schemetype } : {}),
    ...(input.features !== undefined ? { features: toggledFeatures(settings.features ?? [], input.features) } : {}),
    ...(input.luts !== undefined ? { luts: [...input.luts].sort((a, b) => a.fy.localeCompare(b.fy)) } : {}),
  };
}

/** The caller adds an organisation they own (its GSTIN claimed first, as at sign-up). */
export async function addOrganisation(ports: Ports, caller: VerifiedCaller, input: OrganisationDetailsInput): Promise<string> {
  checkLutDates(ports, input.luts);
  const orgId = await createOrganisation(ports, {
    name: input.org_name,
    gstin: input.gstin,
    businessId: input.business_id ?? null,
    ownerId: caller.userId,
    createdBy: caller.userId,
  });
  if (input.turnover_id !== undefined || input.schemetype !== undefined || input.features !== undefined || input.luts !== undefined) {
    await changeOrganisation(ports, orgId, (org) => ({ settings: detailSettings(org, input) }));
  }
  return orgId;
}

/**
 * Changes the organisation's details. A new GSTIN is claimed before the organisation is written
 * and the old claim released after, so the organisation always holds a claim on its GSTIN and
 * never two organisations share one; a GSTIN held by another organisation is 409.
 */
export async function updateOrganisationDetails(
  ports: Ports,
  orgId: string,
  input: OrganisationDetailsInput,
  expectedVersion?: number,
): Promise<OrganisationRecord> {
  checkLutDates(ports, input.luts);
  let claimedNow = false;
  let previousGstin: string | null = null;
  const claim = async () => {
    if (claimedNow) return;
    if (!(await claimOrganisationGstin(ports.table, input.gstin, orgId, ports.now()))) {
      // Ours already (an earlier attempt claimed it, then failed): go on; anyone else's: 409.
      if ((await organisationIdOfGstin(ports.table, input.gstin)) !== orgId) throw gstinTaken();
      return;
    }
    claimedNow = true;
  };
  let saved: OrganisationRecord;
  try {
    saved = await changeOrganisation(
      ports,
      orgId,
      async (org) => {
        previousGstin = org.gstin;
        // Documents carry their seller's state (intra or inter state, the place of supply): a GSTIN of another state is another registration (walk 37 M2).
        if (org.statecode !== input.gstin.slice(0, 2) && (await hasDocuments(ports.table, orgId))) {
          throw invalid('organisation.gstinStateFixed', APP_MESSAGES.gstinStateFixed, [{ field: 'gstin', message: APP_MESSAGES.gstinStateFixed }]);
        }
        if (org.gstin !== input.gstin) await claim();
        // Documents saved before inventory tracking moved no stock: switching it on owes their movements (walk 40 H1).
        if (!tracksInventory(org) && input.features?.inventory_tracking === 1) await oweRestock(ports.table, orgId);
        return {
          name: input.org_name,
          gstin: input.gstin,
          statecode: input.gstin.slice(0, 2),
          ...(input.business_id !== undefined ? { business_id: input.business_id } : {}),
          settings: detailSettings(org, input),
        };
      },
      expectedVersion,
    );
  } catch (error) {
    if (claimedNow) await releaseOrganisationGstin(ports.table, input.gstin, orgId);
    throw error;
  }
  if (previousGstin !== null && previousGstin !== input.gstin) await releaseOrganisationGstin(ports.table, previousGstin, orgId);
  return saved;
}

/**
 * Stores the uploaded logo and answers a signed URL. It replaces the previous one, which is
 * removed once the organisation points at the new one.
 */
export async function saveLogo(ports: Ports, orgId: string, input: { ext: string; imgDta: string }): Promise<string> {
  const { bytes, type } = checkImage(input.imgDta, input.ext);
  checkLogoSize(bytes, type);
  const key = `orgs/${orgId}/logo/${newRecordId(orgId)}.${type === 'png' ? 'png' : 'jpg'}`;
  await ports.blobs.put(key, bytes, CONTENT_TYPE_OF[type]);
  let previous: string | null | undefined;
  try {
    await changeOrganisation(ports, orgId, (org) => {
      previous = org.settings?.logoKey;
      return settingsChange(org, { logoKey: key });
    });
  } catch (error) {
    await ports.blobs.delete(key).catch(() => undefined);
    throw error;
  }
  if (previous && previous !== key) await ports.blobs.delete(previous).catch(() => undefined);
  return ports.blobs.signedUrl(key, LOGO_URL_SECONDS);
}

export function addAddress(ports: Ports, orgId: string, input: AddressInput, forcePrimary = false) {
  const id = newRecordId(orgId);
  const row = forcePrimary ? { ...input, isprimary: 1 as const } : input;
  return changeOrganisation(ports, orgId, (org) => settingsChange(org, { addresses: rules.addAddress(org.settings?.addresses ?? [], id, row) }));
}

export function updateAddress(ports: Ports, orgId: string, id: string, input: AddressInput) {
  return changeOrganisation(ports, orgId, (org) => settingsChange(org, { addresses: rules.updateAddress(org.settings?.addresses ?? [], id, input) }));
}

export function deleteAddress(ports: Ports, orgId: string, id: string) {
  return changeOrganisation(ports, orgId, (org) => settingsChange(org, { addresses: rules.deleteAddress(org.settings?.addresses ?? [], id) }));
}

export function addBankAccount(ports: Ports, orgId: string, input: Omit<OrganisationBankAccount, 'id'>) {
  const account = { id: newRecordId(orgId), ...input };
  return changeOrganisation(ports, orgId, (org) => settingsChange(org, { bankAccounts: rules.addBankAccount(org.settings?.bankAccounts ?? [], account) }));
}

export function updateBankAccount(ports: Ports, orgId: string, account: OrganisationBankAccount) {
  return changeOrganisation(ports, orgId, (org) =>
    settingsChange(org, { bankAccounts: rules.updateBankAccount(org.settings?.bankAccounts ?? [], account) }),
  );
}

export function saveCustomFields(
  ports: Ports,
  orgId: string,
  rows: Parameters<typeof rules.mergeCustomFields>[1],
  deleteIds: string[],
) {
  return changeOrganisation(ports, orgId, (org) => {
    const customFields: CustomFieldDefinitionRecord[] = rules.mergeCustomFields(org.settings?.customFields ?? [], rows, deleteIds, () =>
      newRecordId(orgId),
    );
    return settingsChange(org, { customFields });
  });
}

/** The years whose numbers new numbering settings shape: this financial year and the next. */
function yearsAhead(ports: Ports): number[] {
  const year = financialYearOf(ports.now()).startYear;
  return [year, year + 1];
}

export function savePrefixes(ports: Ports, orgId: string, changes: Partial<Record<SequenceKind, string | undefined>>) {
  return changeOrganisation(ports, orgId, (org) => settingsChange(org, { sequencePrefixes: rules.mergePrefixes(org.settings, changes, yearsAhead(ports)) }));
}

/** Puts the year in the numbers (1) or takes it out (0); the year must fit beside every prefix, and keep the series apart. */
export function saveYearSequence(ports: Ports, orgId: string, flag: 0 | 1) {
  return changeOrganisation(ports, orgId, (org) => {
    rules.checkPrefixesFitYear(rules.prefixesOf(org.settings), flag === 1);
    rules.checkSeriesApart({ prefixes: rules.prefixesOf(org.settings), yearSequence: flag === 1 }, yearsAhead(ports));
    return settingsChange(org, { invoice_year_sequence: flag });
  });
}

export function saveSettings(ports: Ports, orgId: string, patch: Partial<OrganisationSettings>) {
  return changeOrganisation(ports, orgId, (org) => settingsChange(org, patch));
}
