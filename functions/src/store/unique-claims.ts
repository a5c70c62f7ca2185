// Uniqueness without transactions (docs/architecture.md §3): a claim item, keyed by the unique value, names
// the record that holds the value. It is written first, conditionally; the record is written
// after it. A claim can be left behind (the record moved to another value and the release did not
// run, or the process died between claim and record), so a claim whose holder no longer holds the
// value is taken over, except that a claim whose holder does not exist yet is presumed to belong
// to an insert still in flight for CLAIM_GRACE_MS.
//
// Used by client GSTINs (store/clients.ts) and item short names (store/items.ts).
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import type { ItemKey } from './keys.js';

/** How long a claim whose holder does not exist yet is presumed to belong to an insert in flight. */
export const CLAIM_GRACE_MS = 60_000;

export interface UniqueClaim {
  key: ItemKey;
  /** The `entity` attribute of the claim item, e.g. 'itemName'. */
  entity: string;
  /** The attribute naming the holder, e.g. 'itemId' (kept per entity so existing claims stay readable). */
  holderAttribute: string;
}

/**
 * Whether the record a claim names still holds the value: 'holds', 'released' (it exists but now
 * has another value), or 'missing' (it does not exist, or not yet).
 */
export type HolderState = 'holds' | 'released' | 'missing';

/**
 * Claims the value for `holderId`. True when the claim is the holder's now (also when it already
 * was); false when another record holds the value.
 */
export async function claimUnique(
  table: Table,
  claim: UniqueClaim,
  holderId: string,
  now: Date,
  stateOfHolder: (currentHolderId: string) => Promise<HolderState>,
): Promise<boolean> {
  const write = (condition: string, expected: string) =>
    table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...claim.key, entity: claim.entity, [claim.holderAttribute]: holderId, claimedAt: now.toISOString() },
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#holder': claim.holderAttribute },
        ExpressionAttributeValues: { ':expected': expected },
      }),
    );
  try {
    await write('attribute_not_exists(pk) or #holder = :expected', holderId);
    return true;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: claim.key, ConsistentRead: true }));
  const currentHolder = found.Item?.[claim.holderAttribute] as string | undefined;
  if (!currentHolder) return false;
  const state = await stateOfHolder(currentHolder);
  if (state === 'holds') return false;
  const claimedAt = Date.parse(String(found.Item?.claimedAt ?? ''));
  const maybeInFlight = state === 'missing' && !(now.getTime() - claimedAt > CLAIM_GRACE_MS);
  if (maybeInFlight) return false;
  try {
    await write('#holder = :expected', currentHolder);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Deletes the claim if `holderId` still holds it; does nothing otherwise. */
export async function releaseUnique(table: Table, claim: UniqueClaim, holderId: string): Promise<void> {
  try {
    await table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: claim.key,
        ConditionExpression: '#holder = :self',
        ExpressionAttributeNames: { '#holder': claim.holderAttribute },
        ExpressionAttributeValues: { ':self': holderId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
