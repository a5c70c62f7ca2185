// The organisation's SMS credit and the local SMS outbox.
//   credit: pk ORG#<org>, sk SMSCREDIT — a counter; a send takes its recipients' count with one
//           conditional update, so concurrent sends can never take it below zero.
//   outbox: pk ORG#<org>, sk SMSOUT#<ISO time>#<id> — what the local adapter "sent", newest last.
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SmsMessage } from '../ports/sms.js';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryPartition } from './query-all.js';
import { conditionally } from './conditional-write.js';

/** The organisation's SMS credit (spec part 1 §3: getsmsDetails credit); 0 until recharged. */
export async function smsCreditOf(table: Table, orgId: string): Promise<number> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.smsCredit(orgId), ConsistentRead: true }));
  return (found.Item?.credit as number | undefined) ?? 0;
}

/**
 * Takes `count` credits when the credit exceeds the count (spec part 1 §5: "SMS is sent only if
 * the SMS credit exceeds the number of recipients"). False, and nothing taken, otherwise.
 */
export async function takeSmsCredit(table: Table, orgId: string, count: number): Promise<boolean> {
  return conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.smsCredit(orgId),
        UpdateExpression: 'SET credit = credit - :count',
        ConditionExpression: 'credit > :count',
        ExpressionAttributeValues: { ':count': count },
      }),
    ),
  );
}

/** Gives credits back (a send that failed after taking them) or adds a recharge. */
export async function addSmsCredit(table: Table, orgId: string, count: number): Promise<void> {
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: keys.smsCredit(orgId),
      UpdateExpression: 'SET entity = :entity ADD credit :count',
      ExpressionAttributeValues: { ':entity': 'smsCredit', ':count': count },
    }),
  );
}

export async function putOutboxSms(table: Table, message: SmsMessage, at: Date): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: { ...keys.smsOutbox(message.orgId, at.toISOString(), randomUUID()), entity: 'smsOutbox', ...message, sentAt: at.toISOString() },
    }),
  );
}

export function outboxOfOrg(table: Table, orgId: string): Promise<(SmsMessage & { sentAt: string })[]> {
  return queryPartition(table, keys.smsOutboxOfOrg(orgId));
}
