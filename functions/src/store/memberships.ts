// Who may open which organisation: one MEMBER item per user and organisation. The access check of
// every org route is one strongly consistent GetItem on it.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgSummary, Permission } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryIndex, queryPartition } from './query-all.js';
import { conditionally } from './conditional-write.js';

export type MembershipRole = OrgSummary['role'];

export interface MembershipRecord {
  orgId: string;
  userId: string;
  role: MembershipRole;
  /** What an invited member may do; owners and CAs hold every permission (see holdsPermission). */
  permissions?: Permission[];
  createdAt: string;
  /** How the organisation knows an invited member (spec part 2 §3 Invited user); members only. */
  fullname?: string;
  phone?: string;
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
  return queryIndex<MembershipRecord>(table, { gsi1pk, gsi1skPrefix });
}

function membershipItem(membership: MembershipRecord) {
  return {
    ...keys.membership(membership.orgId, membership.userId),
    gsi1pk: keys.membershipsOfUser(membership.userId).gsi1pk,
    gsi1sk: `${keys.membershipsOfUser(membership.userId).gsi1skPrefix}${membership.orgId}`,
    entity: 'membership',
    ...membership,
  };
}

/** Adds a membership unless the user already has one in that organisation (then false). */
export async function addMembership(table: Table, membership: MembershipRecord): Promise<boolean> {
  return conditionally(() =>
    table.client.send(
      new PutCommand({ TableName: table.name, Item: membershipItem(membership), ConditionExpression: 'attribute_not_exists(pk)' }),
    ),
  );
}

/** Everyone in an organisation: owner, CAs and invited members. */
export function listMembersOfOrg(table: Table, orgId: string): Promise<MembershipRecord[]> {
  const { pk, skPrefix } = keys.membersOfOrg(orgId);
  return queryPartition<MembershipRecord>(table, { pk, skPrefix });
}

/**
 * Changes an invited member's permissions, name and phone in one conditional update; false when
 * the user is not an invited member of the organisation (absent, its owner or a CA).
 */
export async function updateMemberDetails(
  table: Table,
  orgId: string,
  userId: string,
  details: { permissions: Permission[]; fullname: string; phone: string },
): Promise<boolean> {
  return conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.membership(orgId, userId),
        UpdateExpression: 'SET #permissions = :permissions, fullname = :fullname, phone = :phone',
        ConditionExpression: 'attribute_exists(pk) AND #role = :member',
        ExpressionAttributeNames: { '#permissions': 'permissions', '#role': 'role' },
        ExpressionAttributeValues: { ':permissions': details.permissions, ':fullname': details.fullname, ':phone': details.phone, ':member': 'member' },
      }),
    ),
  );
}

/**
 * Removes a membership, but never an owner's: one conditional delete. `allowedRoles` names the
 * roles the caller may remove. Returns the removed membership, or null when there was none of
 * those roles (absent, or of another role).
 */
export async function deleteMembership(
  table: Table,
  orgId: string,
  userId: string,
  allowedRoles: Exclude<MembershipRole, 'owner'>[],
): Promise<MembershipRecord | null> {
  if (allowedRoles.length === 0) return null;
  const values = Object.fromEntries(allowedRoles.map((role, index) => [`:role${index}`, role]));
  try {
    const removed = await table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: keys.membership(orgId, userId),
        ConditionExpression: `attribute_exists(pk) AND #role IN (${Object.keys(values).join(', ')})`,
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_OLD',
      }),
    );
    return (removed.Attributes as MembershipRecord | undefined) ?? null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** Removes a membership whatever its role: only for undoing the owner's membership of an organisation that was never created. */
export async function removeMembership(table: Table, orgId: string, userId: string): Promise<void> {
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.membership(orgId, userId) }));
}
