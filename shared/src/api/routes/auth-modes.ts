import type { OrgSource, RouteAuth } from '../route-definition.js';

export const PUBLIC = { mode: 'public' } as const satisfies RouteAuth;
export const USER = { mode: 'user' } as const satisfies RouteAuth;

/** An org route; the org id is read from `source` and checked against the caller's memberships. */
export const orgFrom = <const S extends OrgSource>(source: S) => ({ mode: 'org', org: source }) as const;
