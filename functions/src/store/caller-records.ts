// What the request pipeline reads about a signed-in caller on every request, in one strongly
// consistent BatchGetItem: the profile (are the caller's tokens still valid?) and, on org routes,
// the caller's membership of the organisation the request touches.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys, type ItemKey } from './keys.js';
import type { MembershipRecord } from './memberships.js';
import { profileOf, type UserRecord } from './users.js';

export interface CallerRecords {
  profile: UserRecord | null;
  membership: MembershipRecord | null;
}

export async function readCallerRecords(table: Table, userId: string, orgId: string | null): Promise<CallerRecords> {
  const wanted: ItemKey[] = [keys.user(userId), ...(orgId ? [keys.membership(orgId, userId)] : [])];
  const found: Record<string, unknown>[] = [];
  let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
    [table.name]: { Keys: wanted.map((key) => ({ ...key })), ConsistentRead: true },
  };
  while (request && Object.keys(request).length > 0) {
    const result = await table.client.send(new BatchGetCommand({ RequestItems: request }));
    found.push(...((result.Responses?.[table.name] ?? []) as Record<string, unknown>[]));
    request = result.UnprocessedKeys as typeof request;
  }
  const profile = found.find((item) => item.sk === keys.user(userId).sk);
  const membership = found.find((item) => orgId !== null && item.sk === keys.membership(orgId, userId).sk);
  return { profile: profile ? profileOf(profile) : null, membership: (membership as MembershipRecord | undefined) ?? null };
}
