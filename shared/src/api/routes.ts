// THE ROUTE MANIFEST: every /api call the product serves, keyed by the name of its handler.
// Infra makes one API Gateway route per entry; the local server mounts the same handlers; the web
// app builds URLs from it; tests/integration/route-manifest.test.ts compares it with the spec's
// endpoint list (tests/fixtures/spec-endpoints.txt). A spec call that is not built yet is simply
// absent here: no stub handlers.
//
// Paths and payload field names are the spec's, odd spellings included (existing clients call
// them); the keys are our clean names for the handlers behind them.
import type { Permission } from './permissions.js';
import { permissionsAdmitting, type RouteDefinition } from './route-definition.js';
import { accessRoutes } from './routes/access.js';
import { billOfSupplyRoutes } from './routes/bill-of-supply.js';
import { booksRoutes } from './routes/books.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { chartAccountRoutes } from './routes/chart-accounts.js';
import { clientRoutes } from './routes/clients.js';
import { expenseRoutes } from './routes/expenses.js';
import { messagingRoutes } from './routes/messaging.js';
import { noteRoutes } from './routes/notes.js';
import { purchaseRoutes } from './routes/purchases.js';
import { returnRoutes } from './routes/returns.js';
import { reportRoutes } from './routes/reports.js';
import { salesRoutes } from './routes/sales.js';
import { settingsRoutes } from './routes/settings.js';
import { voucherRoutes } from './routes/vouchers.js';

/** Joins the areas' route groups; a handler name used twice is a programming error. */
function joinAreas<const G extends Record<string, RouteDefinition>[]>(...groups: G) {
  const joined: Record<string, RouteDefinition> = {};
  for (const group of groups) {
    for (const [name, route] of Object.entries(group)) {
      if (name in joined) throw new Error(`Route name ${name} is used twice in the manifest`);
      joined[name] = route;
    }
  }
  return joined as UnionToIntersection<G[number]>;
}
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

export const routes = joinAreas(accessRoutes, clientRoutes, catalogueRoutes, settingsRoutes, salesRoutes, billOfSupplyRoutes, noteRoutes, voucherRoutes, purchaseRoutes, expenseRoutes, chartAccountRoutes, booksRoutes, messagingRoutes, reportRoutes, returnRoutes);

export type Routes = typeof routes;
export type RouteName = keyof Routes;

export interface ManifestEntry {
  name: RouteName;
  route: RouteDefinition;
}

/** The manifest as a list, in declaration order. */
export const routeList: ManifestEntry[] = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  route: routes[name] as RouteDefinition,
}));

/** `GET /api/users/profile` style key, as API Gateway and the spec's endpoint list write it. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * The permissions that admit calls of a route (any one does); none when membership or a sign-in
 * alone admits it. A screen that opens with this call may be shown to a member holding one of
 * them (web: FeatureScreen.admittedBy), so the screens and the server answer from one table.
 */
export function permissionsOfRoute(name: RouteName): readonly Permission[] {
  const auth = (routes[name] as RouteDefinition).auth;
  if (auth.mode !== 'org' || !auth.permission) return [];
  const { permission } = auth;
  if (typeof permission === 'string' || 'anyOf' in permission) return permissionsAdmitting(permission, { params: {}, body: {} });
  return [...new Set([...Object.values(permission.byValue), permission.otherwise])];
}
