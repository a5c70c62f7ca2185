// Invitations to set a password: the link carries a random token; the table keeps only its
// SHA-256, so a leaked table holds no usable links. One item, deleted when used.
import { createHash, randomBytes } from 'node:crypto';
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

/** Stores the invitation and returns the secret token for its link. */
export async function putInvitation(table: Table, invitation: InvitationRecord): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await table.client.send(
    new PutCommand({ TableName: table.name, Item: { ...keys.invitation(hashOf(token)), entity: 'invitation', ...invitation } }),
  );
  return token;
}

/** The invitation behind a token, or null when unknown or expired. */
export async function getInvitation(table: Table, token: string, now: Date): Promise<InvitationRecord | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.invitation(hashOf(token)), ConsistentRead: true }),
  );
  const invitation = found.Item as InvitationRecord | undefined;
  if (!invitation || new Date(invitation.expiresAt) <= now) return null;
  return invitation;
}

export async function deleteInvitation(table: Table, token: string): Promise<void> {
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.invitation(hashOf(token)) }));
}
