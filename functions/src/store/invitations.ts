// Invitations to set a password: the link carries a random token; the table keeps only its
// SHA-256, so a leaked table holds no usable links. One item, taken (deleted) when used.
import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';

export const INVITATION_LIFETIME_DAYS = 14;

export interface InvitationRecord {
  email: string;
  userId: string;
  username: string;
  orgId: string;
  orgName: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret token for an invitation's link (URL-safe, 256 bits). */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** Stores the invitation under its token's hash (also how a failed use puts it back). */
export async function putInvitation(table: Table, token: string, invitation: InvitationRecord): Promise<void> {
  await table.client.send(
    new PutCommand({ TableName: table.name, Item: { ...keys.invitation(hashOf(token)), entity: 'invitation', ...invitation } }),
  );
}

/** The invitation behind a token, or null when unknown or expired. */
export async function getInvitation(table: Table, token: string, now: Date): Promise<InvitationRecord | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.invitation(hashOf(token)), ConsistentRead: true }),
  );
  return usable(found.Item as InvitationRecord | undefined, now);
}

/**
 * Uses the invitation up: one conditional delete, so of two simultaneous uses exactly one gets
 * the invitation back. Null when it was unknown, already used, or expired.
 */
export async function takeInvitation(table: Table, token: string, now: Date): Promise<InvitationRecord | null> {
  try {
    const removed = await table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: keys.invitation(hashOf(token)),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return usable(removed.Attributes as InvitationRecord | undefined, now);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

function usable(invitation: InvitationRecord | undefined, now: Date): InvitationRecord | null {
  if (!invitation || new Date(invitation.expiresAt) <= now) return null;
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = invitation as InvitationRecord & Record<string, unknown>;
  return record as InvitationRecord;
}
