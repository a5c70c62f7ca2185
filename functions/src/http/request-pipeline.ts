// The steps every request goes through, in order, for every route of every area:
//   1. authenticate the bearer token: signature, issuer, expiry (all but public routes) → 401,
//   2. parse the body (JSON; multipart for upload routes)              → 400,
//   3. one consistent read of the caller's profile (a token issued before a sign-out or password
//      change is refused → 401), on org routes of the membership of the organisation the request
//      touches (→ 403), and of the items the route declared it will read (its prefetch, named
//      from the body as it came),
//   4. validate params, query and body against the manifest's schemas while that read is out,
//   5. a validation error from step 4                                   → 400 with the spec's message,
//   6. run the handler and send its result as JSON.
// Authorisation is reported before validation so that a caller outside an organisation learns
// nothing about it, not even which of its inputs would be wrong.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { APP_MESSAGES, MESSAGES, permissionsAdmitting, type OrgSource, type RouteAuth, type RouteDefinition } from '@bahi/shared';
import { forbidden, invalid, unauthorized, type FieldError } from '../errors/app-error.js';
import type { Ports, VerifiedCaller } from '../ports/index.js';
import { readCallerRecords } from '../store/caller-records.js';
import { holdsPermission, type MembershipRecord } from '../store/memberships.js';
import { isOrgId, orgOfRecordId } from '../store/ids.js';
import type { ItemKey } from '../store/keys.js';
import type { PrimedItems } from '../store/primed-table.js';

export async function authenticate(event: APIGatewayProxyEventV2, ports: Ports): Promise<VerifiedCaller> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  // The scheme's name is case-insensitive (RFC 9110 §11.1): 'bearer' is 'Bearer'.
  const token = /^bearer +(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  if (!token) throw unauthorized('auth.unauthorized', MESSAGES.unauthorized);
  return ports.identity.verify(token);
}

/**
 * A body that is no JSON object (an array, a string, null; or text sent as text/plain) cannot name
 * the organisation a route reads from its body: the caller's mistake, told as such (400) instead of
 * as a caller outside an organisation (403). It reveals nothing of any organisation.
 */
export function checkBodyNamesFields(auth: RouteAuth, body: unknown): void {
  const inBody = auth.mode === 'org' && (auth.org.from === 'body' || (auth.org.from === 'record' && auth.org.in === 'body'));
  if (inBody && (body === null || typeof body !== 'object' || Array.isArray(body))) throw invalid('request.bodyNotObject', APP_MESSAGES.bodyNotObject);
}

/** Reads the org id from where the route says it is, without trusting its shape yet. */
export function orgIdFromRequest(source: OrgSource, raw: { params: unknown; query: unknown; body: unknown }): string | null {
  const place = source.from === 'record' ? source.in : source.from;
  const bag = (place === 'path' ? raw.params : place === 'query' ? raw.query : raw.body) as Record<string, unknown> | null;
  const value = bag && typeof bag === 'object' ? bag[source.name] : undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  // Not an id the server could have issued: no organisation (403), and no table key built from it.
  if (source.from !== 'record') return isOrgId(text) ? text : null;
  return orgOfRecordId(text);
}

export interface Admission {
  /** The caller's membership of the organisation the request touches; null on user routes. */
  member: MembershipRecord | null;
  /** The items the route declared it will read, read with the caller's records (store/primed-table.ts). */
  prefetched: PrimedItems;
}

/**
 * Admits a verified caller: 401 when the caller has no profile or the token was issued at or
 * before the profile's `tokensValidAfter` (signed out, password changed); on org routes, 403
 * without a membership of the organisation the request touches or without the route's permission.
 * One strongly consistent BatchGetItem reads the profile, the membership and the keys `prefetch`
 * names for that organisation.
 */
export async function admitCaller(
  auth: Exclude<RouteAuth, { mode: 'public' }>,
  raw: { params: unknown; query: unknown; body: unknown },
  caller: VerifiedCaller,
  ports: Ports,
  prefetch: (orgId: string) => readonly ItemKey[] = () => [],
): Promise<Admission> {
  const orgId = auth.mode === 'org' ? orgIdFromRequest(auth.org, raw) : null;
  const { profile, membership, prefetched } = await readCallerRecords(ports.table, caller.userId, orgId, orgId ? prefetch(orgId) : []);
  if (!profile || caller.issuedAt <= (profile.tokensValidAfter ?? 0)) throw unauthorized('auth.unauthorized', MESSAGES.unauthorized);
  if (auth.mode !== 'org') return { member: null, prefetched };
  if (!membership) throw forbidden('access.notMember', APP_MESSAGES.forbidden);
  if (auth.permission && !permissionsAdmitting(auth.permission, raw).some((permission) => holdsPermission(membership, permission))) {
    throw forbidden('access.noPermission', APP_MESSAGES.noPermission);
  }
  return { member: membership, prefetched };
}

function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/** Validates one part of the request; the first issue's message becomes the error text. */
export function validatePart<S extends z.ZodType>(schema: S | undefined, value: unknown): z.output<S> | undefined {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  throw invalid('request.invalid', fieldErrors[0]?.message ?? 'Invalid request', fieldErrors);
}

export function validateRequest(route: RouteDefinition, raw: { params: unknown; query: unknown; body: unknown }) {
  return {
    params: validatePart(route.params, raw.params),
    query: validatePart(route.query, raw.query),
    body: validatePart(route.body, raw.body),
  };
}
