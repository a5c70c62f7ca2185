// User profiles: one item per user under USER#<id>.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { UserType } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';

export interface UserRecord {
  id: string;
  email: string;
  username: string;
  user_type: UserType;
  createdAt: string;
}

export async function putUser(table: Table, user: UserRecord): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: { ...keys.user(user.id), entity: 'user', ...user },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getUser(table: Table, userId: string): Promise<UserRecord | null> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.user(userId) }));
  if (!found.Item) return null;
  const { id, email, username, user_type, createdAt } = found.Item as UserRecord;
  return { id, email, username, user_type, createdAt };
}
