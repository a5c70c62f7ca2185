// Organisation isolation, for every org route the manifest has now and every one added later: a
// signed-in user of another organisation who names Demo Traders (in the path, the query, the body,
// or through the id of one of its records) gets 403 and nothing more. And no user or org route
// answers without a token.
import { APP_MESSAGES, MESSAGES, matchPath, routeKey, routeList, routes, type RouteDefinition } from '@bahi/shared';
import { orgIdFromRequest } from '../../functions/src/http/request-pipeline.js';
import { orgOfRecordId } from '../../functions/src/store/ids.js';
import { startTestServer, type TestServer } from '../support/api-client.js';
import { buildRequest, RECORD_SUFFIX, send } from '../support/org-route-requests.js';

const FORBIDDEN = { status: false, code: 'access.notMember', error: APP_MESSAGES.forbidden };
const UNAUTHORIZED = { status: false, code: 'auth.unauthorized', error: MESSAGES.unauthorized };
const orgRoutes = routeList.filter(({ route }) => route.auth.mode === 'org');
const signedInRoutes = routeList.filter(({ route }) => route.auth.mode !== 'public');

describe('the request builder of the isolation walk', () => {
  const orgId = 'demo0000traders0';
  const synthetic: { name: string; route: RouteDefinition }[] = [
    {
      name: 'org id in the path',
      route: { method: 'GET', path: '/api/test/list/{orgid}', area: 'clients', auth: { mode: 'org', org: { from: 'path', name: 'orgid' } }, summary: '' },
    },
    {
      name: 'org id in a path with other parameters and an empty segment',
      route: {
        method: 'GET',
        path: '/api/test/edit/{journalId}//{userId}/{orgId}',
        area: 'books',
        auth: { mode: 'org', org: { from: 'path', name: 'orgId' } },
        summary: '',
      },
    },
    {
      name: 'org id in the query',
      route: { method: 'GET', path: '/api/test/search', area: 'reports', auth: { mode: 'org', org: { from: 'query', name: 'orgid' } }, summary: '' },
    },
    {
      name: 'org id in the body',
      route: { method: 'POST', path: '/api/test/save', area: 'clients', auth: { mode: 'org', org: { from: 'body', name: 'orgId' } }, summary: '' },
    },
    {
      name: 'record id in the path',
      route: {
        method: 'GET',
        path: '/api/test/get/{id}',
        area: 'clients',
        auth: { mode: 'org', org: { from: 'record', in: 'path', name: 'id' } },
        summary: '',
      },
    },
    {
      name: 'record id in the body',
      route: {
        method: 'POST',
        path: '/api/test/edit',
        area: 'clients',
        auth: { mode: 'org', org: { from: 'record', in: 'body', name: 'clientId' } },
        summary: '',
      },
    },
  ];

  it.each(synthetic)('puts the organisation where the pipeline reads it: $name', ({ route }) => {
    const built = buildRequest(route, orgId);
    const params = matchPath(route.path, built.path);
    expect(params).not.toBeNull();
    if (route.auth.mode !== 'org') throw new Error('synthetic routes are org routes');
    expect(orgIdFromRequest(route.auth.org, { params, query: built.query, body: built.body })).toBe(orgId);
  });

  it('puts the org id itself in a path parameter', () => {
    const built = buildRequest(synthetic[0]!.route, orgId);
    expect(built).toEqual({ method: 'GET', url: `/api/test/list/${orgId}`, path: `/api/test/list/${orgId}`, query: {} });
  });

  it('fills the other parameters of a path with plausible values and keeps its empty segment', () => {
    const built = buildRequest(synthetic[1]!.route, orgId);
    expect(matchPath(synthetic[1]!.route.path, built.path)).toEqual({
      journalId: `${orgId}_${RECORD_SUFFIX}`,
      userId: 'u5er0000000dummy',
      orgId,
    });
    expect(built.path).toContain('//');
    expect(built.body).toBeUndefined();
  });

  it('puts the org id in the query string', () => {
    const built = buildRequest(synthetic[2]!.route, orgId);
    expect(built.url).toBe(`/api/test/search?orgid=${orgId}`);
    expect(built.query).toEqual({ orgid: orgId });
  });

  it('puts the org id in the JSON body', () => {
    const built = buildRequest(synthetic[3]!.route, orgId);
    expect(built).toEqual({ method: 'POST', url: '/api/test/save', path: '/api/test/save', query: {}, body: { orgId } });
  });

  it("names a record of the organisation, `<orgId>_<16 chars>`, in the path", () => {
    const built = buildRequest(synthetic[4]!.route, orgId);
    expect(built.path).toBe(`/api/test/get/${orgId}_${RECORD_SUFFIX}`);
    expect(orgOfRecordId(`${orgId}_${RECORD_SUFFIX}`)).toBe(orgId);
  });

  it("names a record of the organisation in the body", () => {
    const built = buildRequest(synthetic[5]!.route, orgId);
    expect(built.body).toEqual({ clientId: `${orgId}_${RECORD_SUFFIX}` });
  });

  it('refuses to build a GET whose organisation would travel in a body', () => {
    const route: RouteDefinition = {
      method: 'GET',
      path: '/api/test/bad',
      area: 'clients',
      auth: { mode: 'org', org: { from: 'body', name: 'orgid' } },
      summary: '',
    };
    expect(() => buildRequest(route, orgId)).toThrow('GET /api/test/bad is a GET route that reads its organisation from the body');
  });
});

describe('organisation isolation over HTTP', () => {
  let api: TestServer;
  let demoOrgId: string;
  let ownerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    api = await startTestServer();
    const owner = await api.post(routes.login.path, { email: 'owner@demo.bahi.in', password: 'Demo@1234' });
    ownerToken = owner.body.token;
    demoOrgId = owner.body.data.orgs.find((org: { name: string }) => org.name === 'Demo Traders').id;

    const signup = await api.post(routes.signup.path, {
      username: 'Outsider',
      email: 'outsider@other-traders.in',
      password: 'outsider-pass',
      orgname: 'Other Traders',
      gstin: '33ABCDE5678G1ZH',
      type: 1,
    });
    expect(signup.status).toBe(200);
    const outsider = await api.post(routes.login.path, { email: 'outsider@other-traders.in', password: 'outsider-pass' });
    outsiderToken = outsider.body.token;
  });

  afterAll(async () => {
    await api?.close();
  });

  it('has an outsider who is signed in and holds only their own organisation', async () => {
    const orgs = await api.get(routes.userOrganisations.path, outsiderToken);
    expect(orgs.status).toBe(200);
    expect(orgs.body.data.map((org: { name: string; role: string }) => [org.name, org.role])).toEqual([['Other Traders', 'owner']]);
    expect(orgs.body.data.map((org: { id: string }) => org.id)).not.toContain(demoOrgId);
  });

  it("refuses every org route naming Demo Traders to a user of another organisation with a bare 403", async () => {
    const leaks: string[] = [];
    for (const { name, route } of orgRoutes) {
      const request = buildRequest(route, demoOrgId);
      const response = await send(api, request, outsiderToken);
      if (response.status !== 403 || JSON.stringify(response.body) !== JSON.stringify(FORBIDDEN)) {
        leaks.push(`${name} ${request.method} ${request.url} -> ${response.status} ${response.text.slice(0, 200)}`);
      }
    }
    console.log(`org isolation: walked ${orgRoutes.length} org routes`);
    expect(leaks).toEqual([]);
  });

  it('lets the owner of Demo Traders through the same org check (the walk names the org where it is read)', async () => {
    const refused: string[] = [];
    for (const { name, route } of orgRoutes) {
      const request = buildRequest(route, demoOrgId);
      const response = await send(api, request, ownerToken);
      if (response.status === 401 || response.status === 403) refused.push(`${name} ${request.url} -> ${response.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers every user and org route with 401 when there is no token', async () => {
    const open: string[] = [];
    for (const { name, route } of signedInRoutes) {
      const request = buildRequest(route, demoOrgId);
      const response = await send(api, request);
      if (response.status !== 401 || JSON.stringify(response.body) !== JSON.stringify(UNAUTHORIZED)) {
        open.push(`${name} ${request.method} ${request.url} -> ${response.status}`);
      }
    }
    expect(signedInRoutes.length).toBeGreaterThanOrEqual(2);
    expect(open).toEqual([]);
  });

  it('makes a route an org route when its path names an organisation', () => {
    const unguarded = routeList
      .filter(({ route }) => /\{org[_]?id\}/i.test(route.path) && route.auth.mode !== 'org')
      .map(({ name, route }) => `${name} ${routeKey(route)}`);
    expect(unguarded).toEqual([]);
  });
});
