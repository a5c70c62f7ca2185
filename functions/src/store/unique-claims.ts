// Uniqueness without transactions (docs/architecture.md §3): a claim item, keyed by the unique value, names
// the record that holds the value. It is written first, conditionally; the record is written
// after it. A claim can be left behind (the process died between claim and record, or the record
// moved to another value and the release did not run), so a claim whose holder does not hold the
// value is taken over at once.
//
// Taking over must never let the old holder finish its write afterwards, or two records would
// share the value. So before taking over, the claimant *fences* the old holder's record:
//   - holder record missing (a crash, or an insert still in flight): the claimant puts a fence
//     item at the holder's record key with `attribute_not_exists(pk)`. The insert writes its record
//     with the same condition, so whichever comes second fails: the fence failing means the holder
//     appeared (look again); the insert failing means it lost the value (it reports it as taken).
//   - holder record with another value (an edit in flight, or a release that did not run): the
//     claimant bumps the record's `version` conditionally on the version it saw. An edit in flight
//     expects that version, so it fails with a version conflict instead of writing the value.
// Fences stay (deleting one would let the fenced insert through); they carry the TTL attribute so
// DynamoDB removes them long after any request could still be running, and readers of holder
// records skip them (isClaimFence).
//
// Used by organisation GSTINs (store/organisations.ts), client GSTINs (store/clients.ts) and item
// short names (store/items.ts).
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { TABLE_KEYS, type ItemKey } from './keys.js';
import { conditionally } from './conditional-write.js';

/** The `entity` of a fence item at a record key (see the top of this file). */
const FENCE_ENTITY = 'claimFence';
/** A fence outlives any request that could still try to write the fenced record (Lambda stops at 15 minutes). */
const FENCE_LIFETIME_SECONDS = 24 * 60 * 60;
/** Rounds of read-and-decide before giving up on a value whose claim keeps changing under us. */
const MAX_ROUNDS = 4;

export interface UniqueClaim {
  key: ItemKey;
  /** The `entity` attribute of the claim item, e.g. 'itemName'. */
  entity: string;
  /** The attribute naming the holder, e.g. 'itemId' (kept per entity so existing claims stay readable). */
  holderAttribute: string;
  /** Where the record of a holder lives. */
  holderKey: (holderId: string) => ItemKey;
  /** Whether a stored holder record holds the value. */
  holdsValue: (record: Record<string, unknown>) => boolean;
}

/** True for a fence item (skip it wherever holder records are read). */
export function isClaimFence(item: Record<string, unknown> | undefined): boolean {
  return item?.entity === FENCE_ENTITY;
}


/**
 * Claims the value for `holderId`. True when the claim is the holder's now (also when it already
 * was); false when another record holds the value.
 */
export async function claimUnique(table: Table, claim: UniqueClaim, holderId: string, now: Date): Promise<boolean> {
  const writeClaim = (condition: string, expected: string) =>
    conditionally(() =>
      table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: { ...claim.key, entity: claim.entity, [claim.holderAttribute]: holderId, claimedAt: now.toISOString() },
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#holder': claim.holderAttribute },
          ExpressionAttributeValues: { ':expected': expected },
        }),
      ),
    );
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (await writeClaim('attribute_not_exists(pk) or #holder = :expected', holderId)) return true;
    const found = await table.client.send(new GetCommand({ TableName: table.name, Key: claim.key, ConsistentRead: true }));
    const currentHolder = found.Item?.[claim.holderAttribute] as string | undefined;
    if (!currentHolder) continue;
    const fenced = await fenceHolder(table, claim, currentHolder, now);
    if (fenced === 'holds') return false;
    if (fenced === 'fenced' && (await writeClaim('#holder = :expected', currentHolder))) return true;
  }
  return false;
}

/**
 * Makes sure the current holder can no longer come to hold the value: 'holds' when it does hold
 * it (nothing is written), 'fenced' when it cannot any more, 'changed' when its record changed
 * while we looked (look again).
 */
async function fenceHolder(table: Table, claim: UniqueClaim, holderId: string, now: Date): Promise<'holds' | 'fenced' | 'changed'> {
  const key = claim.holderKey(holderId);
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }));
  const record = found.Item;
  if (isClaimFence(record)) return 'fenced';
  if (record && claim.holdsValue(record)) return 'holds';
  if (!record) {
    const expiry = { [TABLE_KEYS.timeToLive]: Math.floor(now.getTime() / 1000) + FENCE_LIFETIME_SECONDS };
    const put = () =>
      table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: { ...key, entity: FENCE_ENTITY, fencedClaim: `${claim.key.pk}|${claim.key.sk}`, ...expiry },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    return (await conditionally(put)) ? 'fenced' : 'changed';
  }
  const seen = record.version as number | undefined;
  const bump = () =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: key,
        UpdateExpression: 'SET #version = :next',
        ConditionExpression: seen === undefined ? 'attribute_exists(pk) and attribute_not_exists(#version)' : '#version = :seen',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: seen === undefined ? { ':next': 1 } : { ':next': seen + 1, ':seen': seen },
      }),
    );
  return (await conditionally(bump)) ? 'fenced' : 'changed';
}

/** Deletes the claim if `holderId` still holds it; does nothing otherwise. */
export async function releaseUnique(table: Table, claim: UniqueClaim, holderId: string): Promise<void> {
  await conditionally(() =>
    table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: claim.key,
        ConditionExpression: '#holder = :self',
        ExpressionAttributeNames: { '#holder': claim.holderAttribute },
        ExpressionAttributeValues: { ':self': holderId },
      }),
    ),
  );
}
