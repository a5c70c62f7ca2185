// THE ROUTE MANIFEST: every /api call the product serves, keyed by the name of its handler.
// Infra makes one API Gateway route per entry; the local server mounts the same handlers; the web
// app builds URLs from it; tests/integration/route-manifest.test.ts compares it with the spec's
// endpoint list (tests/fixtures/spec-endpoints.txt). A spec call that is not built yet is simply
// absent here: no stub handlers.
//
// Paths and payload field names are the spec's, odd spellings included (existing clients call
// them); the keys are our clean names for the handlers behind them.
import { defineRoute, type RouteDefinition } from './route-definition.js';
import {
  healthResponse,
  loginRequest,
  loginResponse,
  profileResponse,
  seedDataResponse,
  signupRequest,
  signupResponse,
  userOrgsResponse,
} from './schemas/access.js';

const PUBLIC = { mode: 'public' } as const;
const USER = { mode: 'user' } as const;

export const routes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    area: 'access',
    auth: PUBLIC,
    inSpec: false,
    summary: 'Liveness check',
    response: healthResponse,
  }),
  seedData: defineRoute({
    method: 'POST',
    path: '/api/loadseeddata',
    area: 'access',
    auth: PUBLIC,
    summary: 'Product name, logo and support contacts',
    response: seedDataResponse,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/users/login',
    area: 'access',
    auth: PUBLIC,
    summary: 'Sign in with email and password',
    body: loginRequest,
    response: loginResponse,
  }),
  signup: defineRoute({
    method: 'POST',
    path: '/api/users/signup',
    area: 'access',
    auth: PUBLIC,
    summary: 'Create an account (and, for an organisation user, its first organisation)',
    body: signupRequest,
    response: signupResponse,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/users/profile',
    area: 'access',
    auth: USER,
    summary: 'The signed-in user',
    response: profileResponse,
  }),
  userOrganisations: defineRoute({
    method: 'GET',
    path: '/api/users/get/userorgs',
    area: 'access',
    auth: USER,
    summary: 'Organisations the signed-in user may open',
    response: userOrgsResponse,
  }),
} satisfies Record<string, RouteDefinition>;

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
