// What a route handler receives and returns. The types come from the route's manifest entry, so a
// handler cannot read a field its schema does not declare, and `AreaHandlers<'access'>` fails to
// compile while a route of that area has no handler.
import type { AuthOf, BodyOf, ParamsOf, QueryOf, ResponseOf, RouteName, Routes } from '@bahi/shared';
import type { Ports, VerifiedCaller } from '../ports/index.js';
import type { ItemKey } from '../store/keys.js';
import type { MembershipRecord } from '../store/memberships.js';

type CallerFor<A> = A extends { mode: 'public' } ? null : VerifiedCaller;
type OrgFor<A> = A extends { mode: 'org' } ? string : null;
type MemberFor<A> = A extends { mode: 'org' } ? MembershipRecord : null;

export interface HandlerContext<R> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The signed-in caller; null only on public routes. */
  caller: CallerFor<AuthOf<R>>;
  /** The organisation the request touches, already checked for membership; org routes only. */
  orgId: OrgFor<AuthOf<R>>;
  /** The caller's membership of that organisation (role, permissions); org routes only. */
  member: MemberFor<AuthOf<R>>;
  ports: Ports;
  /** The client's address as API Gateway saw it (sign-in throttling). */
  sourceIp: string;
}

export type RouteHandler<R> = (context: HandlerContext<R>) => Promise<ResponseOf<R>>;

/**
 * Declares the keys a handler will read, named from the organisation it touches and its request
 * body as it came (not yet validated: validation runs while the table answers): the pipeline
 * reads them with the caller's records, in the same BatchGetItem (store/primed-table.ts). For the
 * hot paths (a document save: one read, one write).
 */
export function withPrefetch<H extends (context: never) => Promise<unknown>>(handler: H, prefetch: (request: { orgId: string; body: unknown }) => readonly ItemKey[]): H {
  return Object.assign(handler, { prefetch });
}

export type RoutesOfArea<A extends string> = {
  [K in RouteName]: Routes[K]['area'] extends A ? K : never;
}[RouteName];

export type AreaHandlers<A extends string> = { [K in RoutesOfArea<A>]: RouteHandler<Routes[K]> };

/** A handler as the pipeline sees it, before the route's types narrow it. */
export type RawHandler = ((context: RawContext) => Promise<unknown>) & {
  prefetch?: (request: { orgId: string; body: unknown }) => readonly ItemKey[];
};

/** The context as the pipeline assembles it, before the route's types narrow it. */
export interface RawContext {
  params: unknown;
  query: unknown;
  body: unknown;
  caller: VerifiedCaller | null;
  orgId: string | null;
  member: MembershipRecord | null;
  ports: Ports;
  sourceIp: string;
}

/** Handlers for one route group of an area (e.g. the catalogue's items), typed from the group. */
export type GroupHandlers<G> = { [K in keyof G]: RouteHandler<G[K]> };
