// The local stand-in for email: what the local identity adapter would have sent (a new user's
// set-password link) is kept here, so only a developer with the data, never the inviter, reads it.
// In the cloud Cognito sends the invitation itself and nothing is written here.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { newestUnder } from './query-all.js';

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
  const [item] = await newestUnder<OutboxMessage>(table, keys.outboxOf(to), 1);
  if (!item) return null;
  return { to: item.to, subject: item.subject, text: item.text, link: item.link, sentAt: item.sentAt };
}
