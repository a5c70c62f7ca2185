// What the request pipeline reads about a signed-in caller on every request, in one strongly
// consistent BatchGetItem: the profile (are the caller's tokens still valid?), on org routes the
// caller's membership of the organisation the request touches, and the items the route declared
// it will read (its prefetch, served to the handler by store/primed-table.ts). Reading them before
// the caller is admitted reveals nothing: they are dropped unless the caller is.
import type { Table } from '../ports/table.js';
import { batchGetByKey } from './batch-get.js';
import { keys, type ItemKey } from './keys.js';
import type { MembershipRecord } from './memberships.js';
import { primedKey, type PrimedItems } from './primed-table.js';
import { profileOf, type UserRecord } from './users.js';

export interface CallerRecords {
  profile: UserRecord | null;
  membership: MembershipRecord | null;
  prefetched: PrimedItems;
}

export async function readCallerRecords(table: Table, userId: string, orgId: string | null, prefetch: readonly ItemKey[] = []): Promise<CallerRecords> {
  const own: ItemKey[] = [keys.user(userId), ...(orgId ? [keys.membership(orgId, userId)] : [])];
  const unique = new Map([...own, ...prefetch].map((key) => [primedKey(key), key]));
  const wanted = [...unique.values()];
  const found = await batchGetByKey(table, wanted);
  const profile = found.get(primedKey(keys.user(userId)));
  const membership = orgId ? found.get(primedKey(keys.membership(orgId, userId))) : undefined;
  const prefetched: PrimedItems = new Map(prefetch.map((key) => [primedKey(key), found.get(primedKey(key)) ?? null]));
  return { profile: profile ? profileOf(profile) : null, membership: (membership as MembershipRecord | undefined) ?? null, prefetched };
}
