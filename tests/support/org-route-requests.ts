// Builds a request to any manifest route that names a given organisation where the route's auth
// says the organisation is (path, query, body, or a record id), with plausible values elsewhere.
// The walks over the manifest (org isolation, permissions) use it, so they cover new routes as
// they land.
import { buildPath, routeKey, type OrgSource, type RouteDefinition } from '@bahi/shared';
import type { ApiResponse, TestServer } from './api-client.js';

/** The 16 random characters after `<orgId>_` in a record id. */
export const RECORD_SUFFIX = 'r3c0rd000000dumy';

export interface BuiltRequest {
  method: string;
  /** The concrete path, with the query string when there is one. */
  url: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
  /** Send the body's fields as multipart/form-data (upload routes) rather than JSON. */
  multipart?: boolean;
}

export const recordIdOf = (orgId: string) => `${orgId}_${RECORD_SUFFIX}`;

/** A plausible value for a path parameter that does not carry the organisation. */
function dummyParam(name: string, orgId: string): string {
  const lower = name.toLowerCase();
  if (lower === 'orgid') return orgId;
  if (lower === 'userid') return 'u5er0000000dummy';
  if (lower === 'prefix') return 'INV';
  if (lower === 'generation' || lower === 'number' || lower === 'type') return '1';
  if (lower === 'year') return '2024-25';
  if (lower === 'date') return '2024-04-01';
  if (lower === 'statecode') return '27';
  if (lower === 'month') return '04';
  // Any other id names a record; make it one of the same organisation's.
  return recordIdOf(orgId);
}

/**
 * Builds a request to `route` that names `orgId` where the route's auth says the organisation is,
 * with plausible values everywhere else. User and public routes get only the plausible values.
 */
export function buildRequest(route: RouteDefinition, orgId: string): BuiltRequest {
  const source: OrgSource | null = route.auth.mode === 'org' ? route.auth.org : null;
  const orgValue = source?.from === 'record' ? recordIdOf(orgId) : orgId;
  const place = source ? (source.from === 'record' ? source.in : source.from) : null;

  const params: Record<string, string> = {};
  for (const [, name] of route.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
    params[name as string] = place === 'path' && name === source?.name ? orgValue : dummyParam(name as string, orgId);
  }
  const path = buildPath(route.path, params);
  const query: Record<string, string> = place === 'query' && source ? { [source.name]: orgValue } : {};
  const body: Record<string, unknown> | undefined =
    route.method === 'POST' ? (place === 'body' && source ? { [source.name]: orgValue } : {}) : undefined;
  if (route.method === 'GET' && place === 'body') {
    throw new Error(`${routeKey(route)} is a GET route that reads its organisation from the body; browsers cannot send one`);
  }
  const search = new URLSearchParams(query).toString();
  return {
    method: route.method,
    url: search ? `${path}?${search}` : path,
    path,
    query,
    ...(body ? { body } : {}),
    ...(route.multipart ? { multipart: true } : {}),
  };
}

const BOUNDARY = 'bahi-walk-boundary';

/** The fields as a multipart/form-data body (text fields only: the walks stop before any file is read). */
function multipartOf(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

export async function send(api: TestServer, request: BuiltRequest, token?: string): Promise<ApiResponse> {
  if (request.multipart) {
    return api.request(request.method, request.url, {
      token,
      rawBody: multipartOf(request.body ?? {}),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
  }
  return api.request(request.method, request.url, { token, body: request.body });
}

