// Permissions, for every org route the manifest has now and every one added later: a member of
// Demo Traders who holds no permission gets 403 `access.noPermission` (and nothing else) on every
// route that names one, while the owner passes the same check. Routes that name no permission
// are open to every member; the test lists them so adding one is a visible decision.
import { APP_MESSAGES, routeKey, routeList } from '@bahi/shared';
import { putMembership } from '../../functions/src/store/memberships.js';
import { DEMO, signIn, signUp, startTestServer, type TestServer } from '../support/api-client.js';
import { buildRequest, send } from '../support/org-route-requests.js';

const NO_PERMISSION = { status: false, code: 'access.noPermission', error: APP_MESSAGES.noPermission };

const orgRoutes = routeList.filter(({ route }) => route.auth.mode === 'org');
const guarded = orgRoutes.filter(({ route }) => route.auth.mode === 'org' && route.auth.permission);
const unguarded = orgRoutes.filter(({ route }) => route.auth.mode === 'org' && !route.auth.permission);

let api: TestServer;
let demoOrgId: string;
let memberToken: string;
let ownerToken: string;

beforeAll(async () => {
  api = await startTestServer();
  const owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  ownerToken = owner.token;
  demoOrgId = owner.orgs[0]!.id;
  const member = await signUp(api, { username: 'No Rights', email: 'norights@example.in', password: 'Secret@123', usertype: 'CA' });
  await putMembership(api.server.ports.table, {
    orgId: demoOrgId,
    userId: member.userId,
    role: 'member',
    permissions: [],
    createdAt: new Date().toISOString(),
  });
  memberToken = member.token;
}, 30_000);
afterAll(async () => {
  await api?.close();
});

it('guards every org route with a permission, except the ones listed here', () => {
  console.log(`permission walk: ${guarded.length} guarded org routes, ${unguarded.length} open to every member`);
  expect(unguarded.map(({ route }) => routeKey(route))).toEqual([]);
});

it('refuses a member without permissions on every guarded route, with 403 and no data', async () => {
  for (const { route } of guarded) {
    const response = await send(api, buildRequest(route, demoOrgId), memberToken);
    expect({ route: routeKey(route), status: response.status, body: response.body }).toEqual({
      route: routeKey(route),
      status: 403,
      body: NO_PERMISSION,
    });
  }
});

it("lets the owner past the same check on every guarded route (whatever the handler then says)", async () => {
  for (const { route } of guarded) {
    const response = await send(api, buildRequest(route, demoOrgId), ownerToken);
    expect({ route: routeKey(route), code: response.body?.code }).not.toEqual({ route: routeKey(route), code: 'access.noPermission' });
    expect({ route: routeKey(route), status: response.status }).not.toEqual({ route: routeKey(route), status: 403 });
  }
});
