// Organisations: the ORG item under ORG#<id>, and the GSTIN claim that keeps one org per GSTIN
// (store/unique-claims.ts: a claim whose organisation never appeared is taken over at once, and a
// claim fence may then stand at that organisation's key; readers skip it).
import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomFieldType, SequencePrefixes } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { claimUnique, isClaimFence, releaseUnique, type UniqueClaim } from './unique-claims.js';
import { conditionally } from './conditional-write.js';

export interface OrganisationRecord {
  id: string;
  name: string;
  gstin: string;
  /** First two characters of the GSTIN. */
  statecode: string;
  /** Business type (industry) id; 2, 8 and 9 change the item screens. */
  business_id: number | null;
  createdBy: string;
  createdAt: string;
  /** The settings below live on the same item (spec part 2 §3 Organisation); absent until set. */
  settings?: OrganisationSettings;
  /**
   * Optimistic concurrency: every settings write is one conditional update that expects this
   * version and sets the next (absent = 0, as created).
   */
  version?: number;
}

/** An address of the organisation (spec part 2 §3 Organisation address); exactly one is primary. */
export interface OrganisationAddress {
  id: string;
  address: string;
  city: string;
  /** Two-digit GST state code. */
  state_id: string;
  pincode: string;
  phone: string;
  isprimary: 0 | 1;
}

/** A bank account printed on documents (spec part 2 §3 Bank). */
export interface OrganisationBankAccount {
  id: string;
  holder_name: string;
  account: string;
  ifsc: string;
  branch: string;
  bankname: string;
}

/** The organisation's bank account of `id` (a payment's, an expense's, a voucher's), if it has one. */
export function bankAccountOf(org: Pick<OrganisationRecord, 'settings'>, id: string): OrganisationBankAccount | undefined {
  return (org.settings?.bankAccounts ?? []).find((bank) => bank.id === id);
}

/** A custom field definition (spec part 2 §3 Custom field); items carry values by its id. */
export interface CustomFieldDefinitionRecord {
  id: string;
  name: string;
  field_type: CustomFieldType;
  /** The choices of list, checkbox and radio button fields; empty for the others. */
  field_value: string[];
}

/** An organisation's settings (spec part 2 §2–§3, §5). The settings area writes them; others read. */
export interface OrganisationSettings {
  turnover_id?: number | null;
  schemetype?: 'regular' | 'composite';
  /** 1: document totals are rounded to the whole rupee (spec part 1 §9). */
  roundoff_amount?: 0 | 1;
  /** Feature flags, e.g. 'inventory_tracking' (enables stock tracking on items). */
  features?: string[];
  /** Where the logo is stored (blob key); shown on documents. */
  logoKey?: string | null;
  addresses?: OrganisationAddress[];
  bankAccounts?: OrganisationBankAccount[];
  customFields?: CustomFieldDefinitionRecord[];
  /** Number prefixes of the six document kinds; a kind not set uses DEFAULT_SEQUENCE_PREFIXES. */
  sequencePrefixes?: Partial<SequencePrefixes>;
  /** 1: document numbers carry the financial year ({PREFIX}{year}{seq}); 0 or absent: {PREFIX}{seq}. */
  invoice_year_sequence?: 0 | 1;
  /** The number the invoice series starts from (absent: 1). */
  invoiceNumber?: number;
  /**
   * The letters of undertaking for zero-rated supplies without IGST (GST RFD-11), one a financial
   * year: the year it is for ('2026-27'), its ARN and the date it was filed 'YYYY-MM-DD'.
   */
  luts?: { fy: string; arn: string; date: string }[];
}

/**
 * Writes a new organisation. False when its key is taken: by the same organisation (a repeated
 * attempt; the caller reads it to tell) or by a claim fence (its GSTIN claim was taken over).
 */
export async function putOrganisation(table: Table, org: OrganisationRecord): Promise<boolean> {
  return conditionally(() =>
    table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keys.organisation(org.id), entity: 'organisation', ...org },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

function toRecord(item: Record<string, unknown>): OrganisationRecord {
  const { id, name, gstin, statecode, business_id, createdBy, createdAt, settings, version } = item as unknown as OrganisationRecord;
  return {
    id,
    name,
    gstin,
    statecode,
    business_id,
    createdBy,
    createdAt,
    ...(settings ? { settings } : {}),
    ...(version !== undefined ? { version } : {}),
  };
}

/** Reads many organisations at once (BatchGet takes 100 keys a call). */
export async function getOrganisations(table: Table, orgIds: string[]): Promise<OrganisationRecord[]> {
  const found: OrganisationRecord[] = [];
  for (let start = 0; start < orgIds.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [table.name]: { Keys: orgIds.slice(start, start + 100).map((id) => ({ ...keys.organisation(id) })) },
    };
    while (request && Object.keys(request).length > 0) {
      const result = await table.client.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(result.Responses?.[table.name] ?? []).filter((item) => !isClaimFence(item)).map(toRecord));
      request = result.UnprocessedKeys as typeof request;
    }
  }
  const order = new Map(orgIds.map((id, index) => [id, index]));
  return found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

const gstinClaim = (gstin: string): UniqueClaim => ({
  key: keys.organisationGstin(gstin),
  entity: 'organisationGstin',
  holderAttribute: 'orgId',
  holderKey: keys.organisation,
  holdsValue: (org) => org.gstin === gstin,
});

/**
 * Claims a GSTIN for an organisation: true when the claim is the organisation's now (also when it
 * already was); false when another organisation holds it. Bahi keeps one organisation per GSTIN,
 * so a CA or a second owner asks the first for access instead.
 */
export function claimOrganisationGstin(table: Table, gstin: string, orgId: string, now: Date): Promise<boolean> {
  return claimUnique(table, gstinClaim(gstin), orgId, now);
}

export async function findOrganisationByGstin(table: Table, gstin: string): Promise<OrganisationRecord | null> {
  const claim = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.organisationGstin(gstin), ConsistentRead: true }),
  );
  const orgId = claim.Item?.orgId as string | undefined;
  if (!orgId) return null;
  const [org] = await getOrganisations(table, [orgId]);
  // A claim left behind (its organisation never appeared, or moved to another GSTIN) finds nothing.
  return org?.gstin === gstin ? org : null;
}

/** One organisation, read strongly consistent (the start of a read-modify-write). */
export async function getOrganisation(table: Table, orgId: string): Promise<OrganisationRecord | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.organisation(orgId), ConsistentRead: true }),
  );
  return found.Item && !isClaimFence(found.Item) ? toRecord(found.Item) : null;
}

export type OrganisationChange = Partial<Pick<OrganisationRecord, 'name' | 'gstin' | 'statecode' | 'business_id' | 'settings'>>;

/**
 * Writes changed fields of an organisation in one conditional update that expects
 * `expectedVersion` and stores the next one. Other attributes of the item are left alone. False
 * when the stored version differs (someone saved in between) or the organisation is gone.
 */
export async function updateOrganisation(
  table: Table,
  orgId: string,
  change: OrganisationChange,
  expectedVersion: number,
): Promise<boolean> {
  const fields = Object.entries(change).filter(([, value]) => value !== undefined);
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':next': expectedVersion + 1, ':expected': expectedVersion };
  const sets = ['#version = :next'];
  fields.forEach(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    sets.push(`#f${index} = :v${index}`);
  });
  const versionMatches = expectedVersion === 0 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected';
  return conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.organisation(orgId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND ${versionMatches}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
}

/** Gives up an organisation's claim on a GSTIN; a claim held by another organisation is left alone. */
export function releaseOrganisationGstin(table: Table, gstin: string, orgId: string): Promise<void> {
  return releaseUnique(table, gstinClaim(gstin), orgId);
}

/** The organisation holding a GSTIN's claim, or null (the claim only, no organisation read). */
export async function organisationIdOfGstin(table: Table, gstin: string): Promise<string | null> {
  const claim = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.organisationGstin(gstin), ConsistentRead: true }),
  );
  return (claim.Item?.orgId as string | undefined) ?? null;
}
