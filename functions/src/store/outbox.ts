// The local stand-in for email: what the local identity adapter would have sent (a new user's
// set-password link) is kept here, so only a developer with the data, never the inviter, reads it.
// In the cloud Cognito sends the invitation itself and nothing is written here.
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message carries, a path on the site (`/?invite=…`). */
  link: string;
  sentAt: string;
}

export async function putOutboxMessage(table: Table, message: OutboxMessage): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: { ...keys.outboxMessage(message.to, message.sentAt, randomUUID()), entity: 'outboxMessage', ...message },
    }),
  );
}

/** The newest message to an address, or null when none was sent. */
export async function latestOutboxMessage(table: Table, to: string): Promise<OutboxMessage | null> {
  const { pk, skPrefix } = keys.outboxOf(to);
  const found = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = found.Items?.[0] as (OutboxMessage & Record<string, unknown>) | undefined;
  if (!item) return null;
  return { to: item.to, subject: item.subject, text: item.text, link: item.link, sentAt: item.sentAt };
}
