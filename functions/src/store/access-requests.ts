// A CA's request to see an organisation's books (spec part 1 §1, §6), waiting for the owner.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryIndex, queryPartition } from './query-all.js';

export interface AccessRequestRecord {
  orgId: string;
  userId: string;
  username: string;
  email: string;
  requestedAt: string;
}

export async function putAccessRequest(table: Table, request: AccessRequestRecord): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: {
        ...keys.accessRequest(request.orgId, request.userId),
        gsi1pk: keys.accessRequestsOfUser(request.userId).gsi1pk,
        gsi1sk: `${keys.accessRequestsOfUser(request.userId).gsi1skPrefix}${request.orgId}`,
        entity: 'accessRequest',
        ...request,
      },
    }),
  );
}

export async function getAccessRequest(table: Table, orgId: string, userId: string): Promise<AccessRequestRecord | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.accessRequest(orgId, userId), ConsistentRead: true }),
  );
  return (found.Item as AccessRequestRecord | undefined) ?? null;
}

export async function deleteAccessRequest(table: Table, orgId: string, userId: string): Promise<void> {
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.accessRequest(orgId, userId) }));
}

export function listAccessRequestsOfOrg(table: Table, orgId: string): Promise<AccessRequestRecord[]> {
  const { pk, skPrefix } = keys.accessRequestsOfOrg(orgId);
  return queryPartition<AccessRequestRecord>(table, { pk, skPrefix });
}

export function listAccessRequestsOfUser(table: Table, userId: string): Promise<AccessRequestRecord[]> {
  const { gsi1pk, gsi1skPrefix } = keys.accessRequestsOfUser(userId);
  return queryIndex<AccessRequestRecord>(table, { gsi1pk, gsi1skPrefix });
}
