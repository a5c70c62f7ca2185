// The route manifest against the spec's endpoint list (tests/fixtures/spec-endpoints.txt, a verbatim
// copy of the spec's endpoints.txt), and the path helpers the gateway, the local server and the web
// client share.
import { readFileSync } from 'node:fs';
import { buildPath, gatewayPath, matchPath, routeKey, routeList } from '@bahi/shared';

const SPEC_CALL_COUNT = 188;

/**
 * Routes of ours that the spec does not have (inSpec: false). Adding one means adding it here, so
 * the spec coverage count stays honest: only spec calls count as implemented.
 */
const OUR_ROUTES = [
  'GET /api/health',
  'POST /api/users/signout',
  'GET /api/users/invitation/{token}',
  'POST /api/users/invitation/accept',
  'GET /api/items/list/{orgid}',
  'GET /api/items/stockledger/{orgId}/{itemId}',
  'GET /api/client/accessrequests/{orgid}',
  'POST /api/client/accessrequests/answer',
  'GET /api/client/myaccessrequests',
  'GET /api/users/orginvitations',
  'POST /api/users/orginvitations/answer',
  'GET /api/account/purchase/changestatus/{status}/{invoiceid}',
  'GET /api/account/purchase/getcontacts/{clientId}',
  'GET /api/download/report/check/{form}/{orgid}/{month}/{year}',
  'GET /api/reports/profitandloss/{orgId}',
  'GET /api/reports/trialbalance/{orgId}',
  'GET /api/notifications/list/{orgId}',
  'GET /api/notifications/unread/{orgId}',
  'POST /api/notifications/markread/{orgId}',
  'GET /api/account/vendorcreditnote/list/{orgid}',
  'GET /api/account/vendorcreditnote/orgiterms/{orgid}',
  'GET /api/account/vendorcreditnote/edit/{id}/{orgid}',
  'POST /api/account/vendorcreditnote/editdata',
  'POST /api/account/deletepayment/orgcharts',
  'POST /api/account/deletepayment/purchases/orgcharts',
];

interface SpecCall {
  method: string;
  path: string;
  line: number;
}

function readSpecCalls(): SpecCall[] {
  const text = readFileSync(new URL('../fixtures/spec-endpoints.txt', import.meta.url), 'utf8');
  const calls: SpecCall[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(GET|POST) (\/api\/\S+)$/.exec(line);
    if (!match) throw new Error(`spec-endpoints.txt line ${index + 1} is not "METHOD /api/path": ${line}`);
    calls.push({ method: match[1] as string, path: match[2] as string, line: index + 1 });
  });
  return calls;
}

const specCalls = readSpecCalls();
const specKeys = new Set(specCalls.map((call) => routeKey({ method: call.method as 'GET' | 'POST', path: call.path })));
const paramNames = (path: string) => [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] as string);

describe('the spec endpoint list', () => {
  it('holds 188 calls, each listed once', () => {
    expect(specCalls).toHaveLength(SPEC_CALL_COUNT);
    expect(specKeys.size).toBe(SPEC_CALL_COUNT);
  });

  it('gives every spec call its own API Gateway route key', () => {
    const gatewayKeys = specCalls.map((call) => `${call.method} ${gatewayPath(call.path)}`);
    expect(new Set(gatewayKeys).size).toBe(gatewayKeys.length);
  });
});

describe('the route manifest', () => {
  const inSpec = routeList.filter(({ route }) => route.inSpec !== false);

  it('reports how many spec calls are implemented', () => {
    const implemented = specCalls.filter((call) =>
      routeList.some(({ route }) => route.method === call.method && route.path === call.path),
    ).length;
    console.log(`spec calls implemented: ${implemented} / ${SPEC_CALL_COUNT}`);
    expect(implemented).toBe(inSpec.length);
    expect(implemented).toBeGreaterThanOrEqual(5);
  });

  it('names only spec calls (exact method and path) unless a route is marked inSpec: false', () => {
    const strays = inSpec.map(({ route }) => routeKey(route)).filter((key) => !specKeys.has(key));
    expect(strays).toEqual([]);
  });

  it('has exactly the routes of our own listed here, none of them a spec call', () => {
    const ours = routeList.filter(({ route }) => route.inSpec === false).map(({ route }) => routeKey(route));
    expect(ours.filter((key) => specKeys.has(key))).toEqual([]);
    expect([...ours].sort()).toEqual([...OUR_ROUTES].sort());
  });

  it('has no duplicate route keys', () => {
    const keys = routeList.map(({ route }) => routeKey(route));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const gatewayKeys = routeList.map(({ route }) => `${route.method} ${gatewayPath(route.path)}`);
    expect(gatewayKeys.filter((key, index) => gatewayKeys.indexOf(key) !== index)).toEqual([]);
  });

  it('has no duplicate handler names, not even differing only in case', () => {
    const names = routeList.map(({ name }) => name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('makes every org route name where its organisation comes from', () => {
    const problems: string[] = [];
    for (const { name, route } of routeList) {
      if (route.auth.mode !== 'org') continue;
      const source = route.auth.org as Partial<{ from: string; in: string; name: string }> | undefined;
      const where = `${name} (${routeKey(route)})`;
      if (!source) {
        problems.push(`${where}: no org source`);
        continue;
      }
      if (!['path', 'query', 'body', 'record'].includes(source.from ?? '')) problems.push(`${where}: unknown source ${source.from}`);
      if (typeof source.name !== 'string' || source.name === '') problems.push(`${where}: no field name`);
      const place = source.from === 'record' ? source.in : source.from;
      if (!['path', 'query', 'body'].includes(place ?? '')) problems.push(`${where}: unknown place ${place}`);
      if (place === 'path' && !paramNames(route.path).includes(source.name ?? '')) {
        problems.push(`${where}: path has no {${source.name}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses only the known auth modes and spec methods', () => {
    for (const { route } of routeList) {
      expect(['public', 'user', 'org']).toContain(route.auth.mode);
      expect(['GET', 'POST']).toContain(route.method);
      expect(route.path.startsWith('/api/')).toBe(true);
    }
  });
});

describe('gatewayPath', () => {
  it('keeps an ordinary spec path as its own route key', () => {
    expect(gatewayPath('/api/users/login')).toBe('/api/users/login');
    expect(gatewayPath('/api/client/getclient/{id}')).toBe('/api/client/getclient/{id}');
    expect(gatewayPath('/api/account/getinvoiveId/{orgid}/{prefix}/{generation}/{year}')).toBe(
      '/api/account/getinvoiveId/{orgid}/{prefix}/{generation}/{year}',
    );
  });

  it('serves a path with an empty segment by a greedy route on its fixed prefix', () => {
    expect(gatewayPath('/api/account/journal/transactions/delete/{journalId}//{userId}')).toBe(
      '/api/account/journal/transactions/delete/{proxy+}',
    );
    expect(gatewayPath('/api/account/journal/transactions/edit/{journalId}//{userId}/{orgId}')).toBe(
      '/api/account/journal/transactions/edit/{proxy+}',
    );
  });

  it('leaves no empty segment in any gateway path made from the spec', () => {
    for (const call of specCalls) expect(gatewayPath(call.path).includes('//')).toBe(false);
  });
});

describe('matchPath', () => {
  const deletePath = '/api/account/journal/transactions/delete/{journalId}//{userId}';

  it('reads the parameters around the empty segment of the journal delete path', () => {
    expect(matchPath(deletePath, '/api/account/journal/transactions/delete/j1//u2')).toEqual({ journalId: 'j1', userId: 'u2' });
  });

  it('reads all three parameters of the journal edit path', () => {
    expect(
      matchPath('/api/account/journal/transactions/edit/{journalId}//{userId}/{orgId}', '/api/account/journal/transactions/edit/j1//u2/o3'),
    ).toEqual({ journalId: 'j1', userId: 'u2', orgId: 'o3' });
  });

  it('refuses the journal delete path without its empty segment or with a missing parameter', () => {
    expect(matchPath(deletePath, '/api/account/journal/transactions/delete/j1/u2')).toBeNull();
    expect(matchPath(deletePath, '/api/account/journal/transactions/delete/j1//')).toBeNull();
    expect(matchPath(deletePath, '/api/account/journal/transactions/delete//u2')).toBeNull();
    expect(matchPath(deletePath, '/api/account/journal/transactions/delete/j1//u2/extra')).toBeNull();
  });

  it('matches ordinary paths exactly, with an optional trailing slash', () => {
    expect(matchPath('/api/client/getclient/{id}', '/api/client/getclient/abc')).toEqual({ id: 'abc' });
    expect(matchPath('/api/client/getclient/{id}', '/api/client/getclient/abc/')).toEqual({ id: 'abc' });
    expect(matchPath('/api/client/getclient/{id}', '/api/client/getclient/abc/def')).toBeNull();
    expect(matchPath('/api/client/getclient/{id}', '/api/client/getclientX/abc')).toBeNull();
    expect(matchPath('/api/users/profile', '/api/users/profile')).toEqual({});
  });

  it('treats regex characters in the spec path literally', () => {
    expect(matchPath('/api/a.b/{id}', '/api/aXb/1')).toBeNull();
    expect(matchPath('/api/a.b/{id}', '/api/a.b/1')).toEqual({ id: '1' });
  });

  it('decodes percent-encoded parameters', () => {
    expect(matchPath('/api/client/getclient/{id}', '/api/client/getclient/a%20b%2Fc')).toEqual({ id: 'a b/c' });
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/client/getclient/{id}', { id: 'abc' })).toBe('/api/client/getclient/abc');
    expect(buildPath('/api/client/getclient/{id}', { id: 'a b/c' })).toBe('/api/client/getclient/a%20b%2Fc');
    expect(buildPath('/api/account/getinvoiveId/{orgid}/{prefix}/{generation}/{year}', { orgid: 'o1', prefix: 'INV', generation: 2, year: '2024-25' })).toBe(
      '/api/account/getinvoiveId/o1/INV/2/2024-25',
    );
    expect(buildPath('/api/users/profile')).toBe('/api/users/profile');
  });

  it('keeps the empty segment of the journal paths', () => {
    expect(buildPath('/api/account/journal/transactions/delete/{journalId}//{userId}', { journalId: 'j1', userId: 'u2' })).toBe(
      '/api/account/journal/transactions/delete/j1//u2',
    );
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => buildPath('/api/client/getclient/{id}', {})).toThrow('Missing path parameter id for /api/client/getclient/{id}');
    expect(() => buildPath('/api/client/getclient/{id}', { id: '' })).toThrow('Missing path parameter id');
  });

  it('round-trips through matchPath for every spec path', () => {
    for (const call of specCalls) {
      const params = Object.fromEntries(paramNames(call.path).map((name, i) => [name, `v${i} /%?#`]));
      expect(matchPath(call.path, buildPath(call.path, params))).toEqual(params);
    }
  });
});
