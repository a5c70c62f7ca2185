// What the refunds and invoices in effect take of one receipt voucher's advance:
//   pk ORG#<org>, sk REFUNDED#<receiptId>, refunded (paise), taxed (paise of them from its
//   advances that bore tax: for services, not goods; absent before it was kept).
// A document takes its amount with one conditional update that keeps the counter within the
// advance, so two saved at once can never take more than was received (as the SMS credit).
import type { AdvanceParts } from '@bahi/shared';
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

/** What refunds and invoices took of one receipt voucher, all of it and its taxed part. */
export async function takenOf(table: Table, orgId: string, receiptId: string): Promise<AdvanceParts> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.refunded(orgId, receiptId), ConsistentRead: true }));
  return { total: (found.Item?.refunded as number | undefined) ?? 0, taxed: (found.Item?.taxed as number | undefined) ?? 0 };
}

/** Adds `take` when the counter stays within `limits`, part by part; false, and nothing added, otherwise. */
export async function takeRefund(table: Table, orgId: string, receiptId: string, take: AdvanceParts, limits: AdvanceParts): Promise<boolean> {
  if (take.total > limits.total || take.taxed > limits.taxed) return false;
  const capTaxed = take.taxed > 0;
  return conditionally(() =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.refunded(orgId, receiptId),
        UpdateExpression: 'SET entity = :entity ADD refunded :amount, taxed :taxed',
        ConditionExpression: `(attribute_not_exists(refunded) OR refunded <= :room)${capTaxed ? ' AND (attribute_not_exists(taxed) OR taxed <= :taxedRoom)' : ''}`,
        ExpressionAttributeValues: {
          ':entity': 'refunded',
          ':amount': take.total,
          ':taxed': take.taxed,
          ':room': limits.total - take.total,
          ...(capTaxed ? { ':taxedRoom': limits.taxed - take.taxed } : {}),
        },
      }),
    ),
  );
}

/** Gives `give` back to the advance (a refund lowered, a document cancelled or deleted, or a failed save). */
export async function returnRefund(table: Table, orgId: string, receiptId: string, give: AdvanceParts): Promise<void> {
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: keys.refunded(orgId, receiptId),
      UpdateExpression: 'SET entity = :entity ADD refunded :amount, taxed :taxed',
      ExpressionAttributeValues: { ':entity': 'refunded', ':amount': -give.total, ':taxed': -give.taxed },
    }),
  );
}
