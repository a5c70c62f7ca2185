// An invitation into an organisation for someone who already has a Bahi account: it waits here
// until the invited user accepts (the membership is made then) or declines. Nobody joins an
// organisation without saying yes.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Permission } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryIndex } from './query-all.js';

export interface MembershipInvitationRecord {
  orgId: string;
  userId: string;
  permissions: Permission[];
  fullname: string;
  phone: string;
  invitedBy: string;
  invitedAt: string;
}

/** Stores the invitation; inviting the same user again replaces it (the latest permissions count). */
export async function putMembershipInvitation(table: Table, invitation: MembershipInvitationRecord): Promise<void> {
  const ofUser = keys.membershipInvitationsOfUser(invitation.userId);
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: {
        ...keys.membershipInvitation(invitation.orgId, invitation.userId),
        gsi1pk: ofUser.gsi1pk,
        gsi1sk: `${ofUser.gsi1skPrefix}${invitation.orgId}`,
        entity: 'membershipInvitation',
        ...invitation,
      },
    }),
  );
}

/** Removes the invitation and returns it: of two simultaneous answers only one gets it. Null when there was none. */
export async function takeMembershipInvitation(table: Table, orgId: string, userId: string): Promise<MembershipInvitationRecord | null> {
  try {
    const removed = await table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: keys.membershipInvitation(orgId, userId),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return (removed.Attributes as MembershipInvitationRecord | undefined) ?? null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

export function listMembershipInvitationsOfUser(table: Table, userId: string): Promise<MembershipInvitationRecord[]> {
  const { gsi1pk, gsi1skPrefix } = keys.membershipInvitationsOfUser(userId);
  return queryIndex<MembershipInvitationRecord>(table, { gsi1pk, gsi1skPrefix });
}
