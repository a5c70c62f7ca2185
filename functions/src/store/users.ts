// User profiles: one item per user under USER#<id>. A profile also says from when the user's
// tokens count (`tokensValidAfter`): signing out and changing the password move it forward.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserType } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { batchGetItems } from './batch-get.js';
import { keys } from './keys.js';
import { conditionally } from './conditional-write.js';

export interface UserRecord {
  id: string;
  email: string;
  username: string;
  user_type: UserType;
  createdAt: string;
  /** Epoch milliseconds: tokens issued at or before it are refused (absent: every token counts). */
  tokensValidAfter?: number;
}

/** Writes a new profile; false when the user already has one (a repeated sign-up step), which is left as it is. */
export async function putUser(table: Table, user: UserRecord): Promise<boolean> {
  return conditionally(() =>
    table.client.send(
      new PutCommand({
        TableName: table.name,
        // gsi1 finds the user of an email (keys.userByEmail).
        Item: { ...keys.user(user.id), ...keys.userByEmail(user.email), entity: 'user', ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** Refuses every token of the user issued up to `at` (sign-out, password change). */
export async function revokeTokens(table: Table, userId: string, at: Date): Promise<void> {
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: keys.user(userId),
      UpdateExpression: 'SET tokensValidAfter = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at.getTime() },
    }),
  );
}

export async function getUser(table: Table, userId: string): Promise<UserRecord | null> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.user(userId) }));
  return found.Item ? profileOf(found.Item) : null;
}

export const profileOf = (item: Record<string, unknown>): UserRecord => {
  const { id, email, username, user_type, createdAt, tokensValidAfter } = item as unknown as UserRecord;
  return { id, email, username, user_type, createdAt, ...(tokensValidAfter !== undefined ? { tokensValidAfter } : {}) };
};

/**
 * The user whose account has this (lower-cased) email, or null. The index entry is confirmed by
 * reading the profile itself: the local table (dynalite) writes an item's index entries before the
 * item, so a process killed between the two leaves an index entry naming no profile, and a
 * sign-up interrupted that way must still be able to finish.
 */
export async function findUserByEmail(table: Table, email: string): Promise<UserRecord | null> {
  const { gsi1pk, gsi1sk } = keys.userByEmail(email);
  const found = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk and gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
      Limit: 1,
    }),
  );
  const item = found.Items?.[0];
  return item ? getUser(table, profileOf(item).id) : null;
}

/** Reads many profiles at once; unknown ids are left out. */
export async function getUsers(table: Table, userIds: string[]): Promise<UserRecord[]> {
  return (await batchGetItems(table, [...new Set(userIds)].map((id) => keys.user(id)))).map(profileOf);
}
