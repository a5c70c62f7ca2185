// The steps every request goes through, in order, for every route of every area:
//   1. authenticate the bearer token: signature, issuer, expiry (all but public routes) → 401,
//   2. parse the body (JSON; multipart for upload routes)              → 400,
//   3. one consistent read of the caller's profile (a token issued before a sign-out or password
//      change is refused → 401) and, on org routes, of the membership of the organisation the
//      request touches (→ 403),
//   4. validate params, query and body against the manifest's schemas  → 400 with the spec's message,
//   5. run the handler and send its result as JSON.
// Authorisation comes before validation so that a caller outside an organisation learns nothing
// about it, not even which of its inputs would be wrong.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { APP_MESSAGES, MESSAGES, permissionNeeded, type OrgSource, type RouteAuth, type RouteDefinition } from '@bahi/shared';
import { forbidden, invalid, unauthorized, type FieldError } from '../errors/app-error.js';
import type { Ports, VerifiedCaller } from '../ports/index.js';
import { readCallerRecords } from '../store/caller-records.js';
import { holdsPermission, type MembershipRecord } from '../store/memberships.js';
import { orgOfRecordId } from '../store/ids.js';

export async function authenticate(event: APIGatewayProxyEventV2, ports: Ports): Promise<VerifiedCaller> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw unauthorized('auth.unauthorized', MESSAGES.unauthorized);
  return ports.identity.verify(token);
}

/** Reads the org id from where the route says it is, without trusting its shape yet. */
export function orgIdFromRequest(source: OrgSource, raw: { params: unknown; query: unknown; body: unknown }): string | null {
  const place = source.from === 'record' ? source.in : source.from;
  const bag = (place === 'path' ? raw.params : place === 'query' ? raw.query : raw.body) as Record<string, unknown> | null;
  const value = bag && typeof bag === 'object' ? bag[source.name] : undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  return source.from === 'record' ? orgOfRecordId(text) : text;
}

/**
 * Admits a verified caller: 401 when the caller has no profile or the token was issued at or
 * before the profile's `tokensValidAfter` (signed out, password changed); on org routes, returns
 * the caller's membership of the organisation the request touches (403 without it or the route's
 * permission). One strongly consistent BatchGetItem reads both.
 */
export async function admitCaller(
  auth: Exclude<RouteAuth, { mode: 'public' }>,
  raw: { params: unknown; query: unknown; body: unknown },
  caller: VerifiedCaller,
  ports: Ports,
): Promise<MembershipRecord | null> {
  const orgId = auth.mode === 'org' ? orgIdFromRequest(auth.org, raw) : null;
  const { profile, membership } = await readCallerRecords(ports.table, caller.userId, orgId);
  if (!profile || caller.issuedAt <= (profile.tokensValidAfter ?? 0)) throw unauthorized('auth.unauthorized', MESSAGES.unauthorized);
  if (auth.mode !== 'org') return null;
  if (!membership) throw forbidden('access.notMember', APP_MESSAGES.forbidden);
  if (auth.permission && !holdsPermission(membership, permissionNeeded(auth.permission, raw.body))) {
    throw forbidden('access.noPermission', APP_MESSAGES.noPermission);
  }
  return membership;
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
