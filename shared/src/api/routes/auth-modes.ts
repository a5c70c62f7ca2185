import type { Permission } from '../permissions.js';
import type { OrgSource, PermissionAnyOf, PermissionByField, RouteAuth } from '../route-definition.js';

export const PUBLIC = { mode: 'public' } as const satisfies RouteAuth;
export const USER = { mode: 'user' } as const satisfies RouteAuth;

/**
 * An org route: the org id is read from `source` and checked against the caller's memberships;
 * a member (not the owner or a CA) also needs `permission`.
 */
export const orgFrom = <const S extends OrgSource, const P extends Permission | PermissionByField | PermissionAnyOf>(source: S, permission: P) =>
  ({ mode: 'org', org: source, permission }) as const;
