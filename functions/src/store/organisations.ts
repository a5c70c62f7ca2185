// Organisations: the ORG item under ORG#<id>, and the GSTIN claim that keeps one org per GSTIN.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';

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
}

export async function putOrganisation(table: Table, org: OrganisationRecord): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: { ...keys.organisation(org.id), entity: 'organisation', ...org },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

function toRecord(item: Record<string, unknown>): OrganisationRecord {
  const { id, name, gstin, statecode, business_id, createdBy, createdAt, settings } = item as unknown as OrganisationRecord;
  return { id, name, gstin, statecode, business_id, createdBy, createdAt, ...(settings ? { settings } : {}) };
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
      found.push(...(result.Responses?.[table.name] ?? []).map(toRecord));
      request = result.UnprocessedKeys as typeof request;
    }
  }
  const order = new Map(orgIds.map((id, index) => [id, index]));
  return found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/**
 * Claims a GSTIN for an organisation. False when another organisation holds it: Bahi keeps one
 * organisation per GSTIN, so a CA or a second owner asks the first for access instead.
 */
export async function claimOrganisationGstin(table: Table, gstin: string, orgId: string): Promise<boolean> {
  try {
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keys.organisationGstin(gstin), entity: 'organisationGstin', orgId },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function findOrganisationByGstin(table: Table, gstin: string): Promise<OrganisationRecord | null> {
  const claim = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.organisationGstin(gstin), ConsistentRead: true }),
  );
  const orgId = claim.Item?.orgId as string | undefined;
  if (!orgId) return null;
  const [org] = await getOrganisations(table, [orgId]);
  return org ?? null;
}
