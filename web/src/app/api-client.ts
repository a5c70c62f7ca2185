// Calls the API by route name, with URLs built from the shared manifest (a path typo cannot
// exist twice), through the table of it that the build makes (vite.config.ts). Errors become ApiError with the text the user should read (spec part 1 §8):
// 400 → the server's message, 401 → the spec's not-authorised text, 500 → 'Something went
// wrong.Please contact {phone}' with the support phone from the seed data. A 401 on a signed-in
// route means the token expired or was revoked (sign-out elsewhere, password change): back to
// the login page. A 403 asks afresh for the user's permissions (see below).
import { buildPath, fillMessage, MESSAGES, type BodyOf, type ResponseBodyOf, type RouteName, type Routes, type SeedData } from '@bahi/shared';
import { mutate } from 'swr';
import { routeTable } from 'virtual:route-table';
import { OWN_PERMISSIONS_KEY } from './own-permissions-key';
import { leaveSession, session } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
    /** The server's error code ('address.onDocuments'), for a screen that answers one refusal its own way. */
    readonly code = '',
  ) {
    super(message);
  }
}

type RawResponse<N extends RouteName> = ResponseBodyOf<Routes[N]>;

export interface CallOptions<N extends RouteName> {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: BodyOf<Routes[N]> | Record<string, unknown>;
}

const SEED_KEY = 'bahi.seed';

/** The product's seed data, fetched once per browser session. */
export async function loadSeedData(): Promise<SeedData> {
  const cached = sessionStorage.getItem(SEED_KEY);
  if (cached) return JSON.parse(cached) as SeedData;
  const response = await fetch(routeTable.seedData.path, { method: routeTable.seedData.method });
  const { data } = (await response.json()) as { data: SeedData };
  sessionStorage.setItem(SEED_KEY, JSON.stringify(data));
  return data;
}

/** The spec's 500 text with the support phone from the seed data (spec part 1 §8). */
export async function serverErrorMessage(): Promise<string> {
  try {
    const { phone } = await loadSeedData();
    return fillMessage(MESSAGES.serverError, { phone });
  } catch {
    return fillMessage(MESSAGES.serverError, { phone: '' });
  }
}

export async function callApi<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<RawResponse<N>> {
  const route = routeTable[name];
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : '';
  const headers: Record<string, string> = {};
  const token = session.get('token');
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildPath(route.path, options.params) + query, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, await serverErrorMessage());
  }
  if (response.status >= 500) throw new ApiError(response.status, await serverErrorMessage());
  const payload = (await response.json().catch(() => ({}))) as {
    error?: string;
    code?: string;
    errors?: { field: string; message: string }[];
  };
  if (response.status === 401 && route.auth.mode !== 'public') leaveSession('sessionEnded');
  if (response.status === 401) throw new ApiError(401, payload.error ?? MESSAGES.unauthorized);
  // A refusal may mean the member was removed, or lost a permission, while the page was open: with
  // the permissions asked afresh the shell refuses the screen as a whole, instead of leaving its
  // cached rows under the error until a reload (walk L1). An answer that still admits changes nothing.
  if (response.status === 403) void mutate((key) => Array.isArray(key) && key[0] === OWN_PERMISSIONS_KEY);
  if (!response.ok) throw new ApiError(response.status, payload.error ?? `Request failed (${response.status})`, payload.errors, payload.code);
  return payload as RawResponse<N>;
}
