// Who may open which organisation: one MEMBER item per user and organisation. The access check of
// every org route is one strongly consistent GetItem on it.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgSummary, Permission } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

export type MembershipRole = OrgSummary['role'];

export interface MembershipRecord {
  orgId: string;
  userId: string;
  role: MembershipRole;
  /** What an invited member may do; owners and CAs hold every permission (see holdsPermission). */
  permissions?: Permission[];
  createdAt: string;
}

export function holdsPermission(membership: MembershipRecord, permission: Permission): boolean {
  return membership.role !== 'member' || (membership.permissions ?? []).includes(permission);
}

export async function putMembership(table: Table, membership: MembershipRecord): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: {
        ...keys.membership(membership.orgId, membership.userId),
        gsi1pk: keys.membershipsOfUser(membership.userId).gsi1pk,
        gsi1sk: `${keys.membershipsOfUser(membership.userId).gsi1skPrefix}${membership.orgId}`,
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

export function listMembershipsOfUser(table: Table, userId: string): Promise<MembershipRecord[]> {
  const { gsi1pk, gsi1skPrefix } = keys.membershipsOfUser(userId);
  return queryAll<MembershipRecord>(
    table,
    new QueryCommand({
      TableName: table.name,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk and begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':prefix': gsi1skPrefix },
    }),
  );
}
