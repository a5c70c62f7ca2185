// The shape of one entry in the route manifest (routes.ts). The manifest is the single list of
// /api calls: the CDK stack makes one API Gateway route per entry, the local server mounts the same
// handlers, the web app builds its request URLs from it, and a test compares it with the spec.
import type { z } from 'zod';
import type { Permission } from './permissions.js';

export type HttpMethod = 'GET' | 'POST';

/** One Lambda per feature area; every route belongs to exactly one. */
export const AREAS = [
  'access',
  'clients',
  'catalogue',
  'settings',
  'sales',
  'purchases',
  'notes',
  'vouchers',
  'books',
  'reports',
  'returns',
  'messaging',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * Where an org route finds the organisation it touches. `record` means the path or body carries
 * the id of an org-owned record (a client, an item, a document): record ids begin with their
 * organisation's id, so the org is known before anything is read (see functions/src/store/ids.ts).
 */
export type OrgSource =
  | { from: 'path' | 'query' | 'body'; name: string }
  | { from: 'record'; in: 'path' | 'body'; name: string };

/**
 * A permission chosen by the value of one field of the request, for a route with several uses: the
 * upload route stores the logo (settings.edit) or an expense's evidence (purchases.edit) by its
 * body's `purpose`; the look-ups of a note's originals read the documents of the path's `type`
 * under that type's permission. Any other value, or none, needs `otherwise` (and validation then
 * refuses an unknown one).
 */
export interface PermissionByField {
  field: string;
  /** Where the field is: the body (the default) or the path. */
  in?: 'body' | 'path';
  byValue: Readonly<Record<string, Permission>>;
  otherwise: Permission;
}

/** A route serving members of either permission, each its own part (the payments list: sales' and purchases'). */
export interface PermissionAnyOf {
  anyOf: readonly Permission[];
}

export type RouteAuth =
  | { mode: 'public' }
  | { mode: 'user' }
  /** `permission`: what a member needs besides membership (owners and CAs hold every one). */
  | { mode: 'org'; org: OrgSource; permission?: Permission | PermissionByField | PermissionAnyOf };

/**
 * The permissions a request may be admitted with (any one does), read before validation (the
 * request is not trusted: unknown values need `otherwise`).
 */
export function permissionsAdmitting(permission: Permission | PermissionByField | PermissionAnyOf, request: { params: unknown; body: unknown }): readonly Permission[] {
  if (typeof permission === 'string') return [permission];
  if ('anyOf' in permission) return permission.anyOf;
  const bag = permission.in === 'path' ? request.params : request.body;
  const value = bag && typeof bag === 'object' ? (bag as Record<string, unknown>)[permission.field] : undefined;
  return [typeof value === 'string' && Object.hasOwn(permission.byValue, value) ? (permission.byValue[value] as Permission) : permission.otherwise];
}

export interface RouteDefinition {
  method: HttpMethod;
  /** The spec's path, exactly as spelled there, `{name}` for parameters. */
  path: string;
  area: Area;
  auth: RouteAuth;
  /** One line for the README and the API listing. */
  summary: string;
  /** false for the few routes that are ours rather than the spec's (the health check). */
  inSpec?: boolean;
  /**
   * The body is multipart/form-data (an upload): the pipeline parses it into its text fields and
   * files ({ filename, mimetype, content }) before the org check and validation, like JSON.
   */
  multipart?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

type Slot<T, K extends string> = T extends { [key in K]: infer S extends z.ZodType } ? S : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsOf<T> = Parsed<Slot<T, 'params'>>;
export type QueryOf<T> = Parsed<Slot<T, 'query'>>;
export type BodyOf<T> = Parsed<Slot<T, 'body'>>;
/** What a handler returns: the response schema's input, so defaults and transforms still apply. */
export type ResponseOf<T> = Slot<T, 'response'> extends infer S extends z.ZodType ? z.input<S> : unknown;
/** What a caller receives: the response schema's output. */
export type ResponseBodyOf<T> = Slot<T, 'response'> extends infer S extends z.ZodType ? z.output<S> : unknown;
export type AuthOf<T> = T extends { auth: infer A } ? A : never;

/** Identity function that keeps each entry's exact type (area, auth, schemas) for handler typing. */
export function defineRoute<const D extends RouteDefinition>(route: D): D {
  return route;
}

/** A route of ours made by a factory of the spec's shapes; the route keeps its lazy body. */
export function notInSpec<const D extends RouteDefinition>(route: D): D & { inSpec: false } {
  return Object.assign(route, { inSpec: false as const });
}

/**
 * API Gateway route keys cannot hold an empty path segment, so a spec path such as
 * `/api/account/journal/transactions/delete/{journalId}//{userId}` is served by a greedy route on
 * its fixed prefix (`.../delete/{proxy+}`) and the handler's parameters are parsed from the rest
 * of the path by `matchPath` below. Every other path is its own route key.
 */
export function gatewayPath(specPath: string): string {
  if (!specPath.includes('//')) return specPath;
  const firstParam = specPath.indexOf('/{');
  return `${specPath.slice(0, firstParam)}/{proxy+}`;
}

/** Matches a concrete path against a spec path; returns its parameters, or null. */
export function matchPath(specPath: string, actual: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = specPath
    .split(/(\{[A-Za-z0-9_]+\})/)
    .map((part) => {
      const param = /^\{([A-Za-z0-9_]+)\}$/.exec(part);
      if (param) {
        names.push(param[1] as string);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const found = new RegExp(`^${pattern}/?$`).exec(actual);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] as string)]));
}

/** Builds a concrete URL path from a spec path and its parameters (used by the web client). */
export function buildPath(specPath: string, params: Record<string, string | number> = {}): string {
  return specPath.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${specPath}`);
    return encodeURIComponent(String(value));
  });
}
