// What the request pipeline reads about a signed-in caller on every request, in one strongly
// consistent BatchGetItem: the profile (are the caller's tokens still valid?), on org routes the
// caller's membership of the organisation the request touches, and the items the route declared
// it will read (its prefetch, served to the handler by store/primed-table.ts). Reading them before
// the caller is admitted reveals nothing: they are dropped unless the caller is.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys, type ItemKey } from './keys.js';
import type { MembershipRecord } from './memberships.js';
import { primedKey, type PrimedItems } from './primed-table.js';
import { profileOf, type UserRecord } from './users.js';

/** BatchGetItem takes at most 100 keys a call. */
const KEYS_PER_CALL = 100;

export interface CallerRecords {
  profile: UserRecord | null;
  membership: MembershipRecord | null;
  prefetched: PrimedItems;
}

async function batchGet(table: Table, wanted: ItemKey[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
    [table.name]: { Keys: wanted.map((key) => ({ pk: key.pk, sk: key.sk })), ConsistentRead: true },
  };
  while (request && Object.keys(request).length > 0) {
    const result = await table.client.send(new BatchGetCommand({ RequestItems: request }));
    found.push(...((result.Responses?.[table.name] ?? []) as Record<string, unknown>[]));
    request = result.UnprocessedKeys as typeof request;
  }
  return found;
}

export async function readCallerRecords(table: Table, userId: string, orgId: string | null, prefetch: readonly ItemKey[] = []): Promise<CallerRecords> {
  const own: ItemKey[] = [keys.user(userId), ...(orgId ? [keys.membership(orgId, userId)] : [])];
  const unique = new Map([...own, ...prefetch].map((key) => [primedKey(key), key]));
  const wanted = [...unique.values()];
  const chunks = Array.from({ length: Math.ceil(wanted.length / KEYS_PER_CALL) }, (_, i) => wanted.slice(i * KEYS_PER_CALL, (i + 1) * KEYS_PER_CALL));
  const found = new Map((await Promise.all(chunks.map((chunk) => batchGet(table, chunk)))).flat().map((item) => [primedKey(item as unknown as ItemKey), item]));
  const profile = found.get(primedKey(keys.user(userId)));
  const membership = orgId ? found.get(primedKey(keys.membership(orgId, userId))) : undefined;
  const prefetched: PrimedItems = new Map(prefetch.map((key) => [primedKey(key), found.get(primedKey(key)) ?? null]));
  return { profile: profile ? profileOf(profile) : null, membership: (membership as MembershipRecord | undefined) ?? null, prefetched };
}
