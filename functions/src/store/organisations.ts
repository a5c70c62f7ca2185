// Organisations: the ORG item under ORG#<id>, found by GSTIN through gsi1.
import { BatchGetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
}

export async function putOrganisation(table: Table, org: OrganisationRecord): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: {
        ...keys.organisation(org.id),
        ...keys.organisationByGstin(org.gstin),
        gsi1sk: `ORG#${org.id}`,
        entity: 'organisation',
        ...org,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

function toRecord(item: Record<string, unknown>): OrganisationRecord {
  const { id, name, gstin, statecode, business_id, createdBy, createdAt } = item as unknown as OrganisationRecord;
  return { id, name, gstin, statecode, business_id, createdBy, createdAt };
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

export async function findOrganisationsByGstin(table: Table, gstin: string): Promise<OrganisationRecord[]> {
  const result = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.organisationByGstin(gstin).gsi1pk },
    }),
  );
  return (result.Items ?? []).map(toRecord);
}
