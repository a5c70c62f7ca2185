// Who may open which organisation: one MEMBER item per user and organisation. The access check of
// every org route is one strongly consistent GetItem on it.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgSummary } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';

export type MembershipRole = OrgSummary['role'];

export interface MembershipRecord {
  orgId: string;
  userId: string;
  role: MembershipRole;
  createdAt: string;
}

export async function putMembership(table: Table, membership: MembershipRecord): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: {
        ...keys.membership(membership.orgId, membership.userId),
        ...keys.membershipsOfUser(membership.userId),
        gsi1sk: `ORG#${membership.orgId}`,
        entity: 'membership',
        ...membership,
      },
    }),
  );
}

export async function getMembership(table: Table, orgId: string, userId: string): Promise<MembershipRecord | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.membership(orgId, userId), ConsistentRead: true }),
  );
  return (found.Item as MembershipRecord | undefined) ?? null;
}

export async function listMembershipsOfUser(table: Table, userId: string): Promise<MembershipRecord[]> {
  const items: MembershipRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.membershipsOfUser(userId).gsi1pk },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as MembershipRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
