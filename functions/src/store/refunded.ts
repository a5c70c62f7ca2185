// What the refunds in effect give back of one receipt voucher's advance:
//   pk ORG#<org>, sk REFUNDED#<receiptId>, refunded (paise).
// A refund takes its amount with one conditional update that keeps the counter within the advance,
// so two refunds saved at once can never give back more than was received (as the SMS credit).
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { batchGetByKey } from './batch-get.js';
import { keys } from './keys.js';
import { primedKey } from './primed-table.js';
import { conditionally } from './conditional-write.js';

/** What refunds and invoices took of each receipt voucher (absent: nothing): one BatchGetItem per 100. */
export async function refundedOfMany(table: Table, orgId: string, receiptIds: readonly string[]): Promise<Map<string, number>> {
  const found = await batchGetByKey(table, receiptIds.map((id) => keys.refunded(orgId, id)), ['refunded']);
  return new Map(receiptIds.map((id) => [id, (found.get(primedKey(keys.refunded(orgId, id)))?.refunded as number | undefined) ?? 0]));
}

export async function refundedOf(table: Table, orgId: string, receiptId: string): Promise<number> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.refunded(orgId, receiptId), ConsistentRead: true }));
  return (found.Item?.refunded as number | undefined) ?? 0;
}

/** Adds `amount` paise when the counter stays at most `limit`; false, and nothing added, otherwise. */
export async function takeRefund(table: Table, orgId: string, receiptId: string, amount: number, limit: number): Promise<boolean> {
  if (amount > limit) return false;
  return conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.refunded(orgId, receiptId),
        UpdateExpression: 'SET entity = :entity ADD refunded :amount',
        ConditionExpression: 'attribute_not_exists(refunded) OR refunded <= :room',
        ExpressionAttributeValues: { ':entity': 'refunded', ':amount': amount, ':room': limit - amount },
      }),
    ),
  );
}

/** Gives `amount` paise back to the advance (a refund lowered, cancelled or deleted, or a failed save). */
export async function returnRefund(table: Table, orgId: string, receiptId: string, amount: number): Promise<void> {
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: keys.refunded(orgId, receiptId),
      UpdateExpression: 'SET entity = :entity ADD refunded :amount',
      ExpressionAttributeValues: { ':entity': 'refunded', ':amount': -amount },
    }),
  );
}
