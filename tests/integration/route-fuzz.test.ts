// Hostile input on every route of the manifest (issue 14), now and as routes are added: each gets
// malformed JSON, bodies that are not objects, oversized bodies, fields of the wrong type (drawn
// from the route's own body schema, with a seeded generator so a failure replays), path and query
// values meant to confuse, and prototype-pollution keys. Sent as the Demo Traders owner, naming
// the organisation where the route reads it, so each request gets past admission to validation
// and the handler. Never a 5xx, nothing written (the table is compared before and after), and
// Object.prototype untouched in the server's process (it runs in this one).
// Also: every signed-in route refuses an expired and a tampered token with 401.
// (Another organisation's token and record ids: org-isolation; sign-in throttling:
// sign-in-security; uploads by content: expenses-api and the items upload case below.)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { MESSAGES, buildPath, routeKey, routeList, routes, type RouteDefinition } from '@bahi/shared';
import { DEMO, signIn, startTestServer, type ApiResponse, type TestServer } from '../support/api-client.js';
import { expectNothingWritten, isSignInAttemptCounter } from '../support/expectations.js';
import { buildRequest, send, type BuiltRequest } from '../support/org-route-requests.js';
import { seededRandom } from '../support/seeded-random.js';

const SEED = 14_2026;
/** A body larger than any form sends (the largest real one, 1,000 lines, is a few hundred KB). */
const OVERSIZED_BYTES = 1_500_000;
const UNAUTHORIZED = { status: false, code: 'auth.unauthorized', error: MESSAGES.unauthorized };

/**
 * Routes that change state with no body at all, so a hostile body cannot stop them: signing out
 * ends the session the walk runs on. They are walked by their own tests.
 */
const CHANGES_WITHOUT_A_BODY = new Set([routeKey(routes.signOut)]);

/** Values of the wrong kind, or meant to hurt, for any field. */
const HOSTILE_VALUES: unknown[] = [
  null, true, false, -1, 0, 1e308, -1e308, 3.14159, '', ' ', 'NaN', 'Infinity', '-0', '1e309', '9'.repeat(40),
  [], [null], [[[]]], {}, { $ne: 1 }, { toString: 'x' }, 'x'.repeat(20_000), '<script>alert(1)</script>',
  "' OR '1'='1", '../../../etc/passwd', '\u0000', '\ud800', '😀'.repeat(50), '2026-02-30', '27AAPFU0939F1ZV'.repeat(3),
  ['__proto__'], '__proto__', 'constructor',
];
const HOSTILE_PATH_VALUES = ['__proto__', 'constructor', 'prototype', 'x'.repeat(3000), '..%2F..%2Fetc%2Fpasswd', '%00', '%F0%9F%98%80', "'%20OR%201=1", '-1', '1e999'];

let api: TestServer;
let dataDir: string;
let ownerToken: string;
let demoOrgId: string;

beforeAll(async () => {
  // On disk, so the test can read the server's signing secret and make an expired token.
  dataDir = await mkdtemp(join(tmpdir(), 'bahi-fuzz-'));
  api = await startTestServer({ dataDir });
  const owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  ownerToken = owner.token;
  demoOrgId = owner.orgs[0]!.id;
}, 60_000);
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The field names a route's body schema names (objects, and objects inside pipes, unions, ...). */
function fieldsOf(schema: unknown, depth = 0): string[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's internal definition, read loosely
  const def = (schema as { _zod?: { def?: any } } | undefined)?._zod?.def;
  if (!def || depth > 6) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape);
    case 'pipe':
      return fieldsOf(def.in, depth + 1);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap((option) => fieldsOf(option, depth + 1)))];
    case 'intersection':
      return [...fieldsOf(def.left, depth + 1), ...fieldsOf(def.right, depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return fieldsOf(def.innerType, depth + 1);
    default:
      return [];
  }
}

interface Case {
  label: string;
  request: BuiltRequest;
  /** Sent as is instead of the request's body. */
  rawBody?: string;
}

/** The hostile cases of one route: bounded (at most seven), drawn from the seeded generator. */
function casesOf(route: RouteDefinition, random: () => number): Case[] {
  const base = buildRequest(route, demoOrgId);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const cases: Case[] = [];
  // Path values: every parameter but the one that names the organisation.
  const orgParam = route.auth.mode === 'org' && route.auth.org.from === 'path' ? route.auth.org.name : null;
  const params = [...route.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1] as string).filter((name) => name !== orgParam);
  for (const value of params.length > 0 ? [pick(HOSTILE_PATH_VALUES), pick(HOSTILE_PATH_VALUES)] : []) {
    let path = route.path;
    for (const name of params) path = path.replace(`{${name}}`, value);
    if (orgParam) path = path.replace(`{${orgParam}}`, demoOrgId);
    const search = new URLSearchParams(base.query).toString();
    cases.push({ label: `path ${value.slice(0, 20)}`, request: { ...base, path, url: search ? `${path}?${search}` : path } });
  }
  const pollutingQuery = '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&startyear=abc&startyear=2020&orgid[]=x';
  const pollutedUrl = `${base.url}${base.url.includes('?') ? '&' : '?'}${pollutingQuery}`;
  // (A POST's polluted query goes with its polluting body below: with only the organisation in
  // its body, a POST may be a valid request that changes nothing.)
  if (route.method !== 'POST') return [...cases, { label: 'query pollution', request: { ...base, url: pollutedUrl } }];

  const orgField = base.body ?? {};
  const fields = fieldsOf(route.body);
  // A draw the route's schema accepts is a valid request, which may rightly write (`true` is a yes
  // for a flag): drawn again, so that each case is one the route must refuse.
  const confused = (): Record<string, unknown> => {
    for (let draw = 0; ; draw++) {
      const body = Object.fromEntries(fields.map((field) => [field, pick(HOSTILE_VALUES)]));
      if (draw === 10 || !route.body?.safeParse({ ...body, ...orgField }).success) return body;
    }
  };
  const orgJson = JSON.stringify(orgField).slice(1, -1);
  cases.push(
    { label: 'malformed JSON', request: base, rawBody: `{${orgJson}${orgJson ? ',' : ''}"items": [{"qty": ` },
    { label: 'not an object', request: base, rawBody: pick(['[]', '"text"', 'null', '12', 'true', '[{"org_id": 1}]']) },
    { label: 'type-confused fields', request: { ...base, body: { ...confused(), ...orgField } } },
    { label: 'type-confused fields, organisation too', request: { ...base, body: { ...confused(), ...confused() } } },
    {
      label: 'prototype pollution',
      request: { ...base, url: pollutedUrl },
      rawBody: `{${orgJson}${orgJson ? ',' : ''}"__proto__": {"polluted": "yes", "isAdmin": true, "role": "owner"}, "constructor": {"prototype": {"polluted": "yes"}}, "items": [{"__proto__": {"polluted": "yes"}}]${fields[0] ? `, ${JSON.stringify(fields[0])}: {"__proto__": {"polluted": "yes"}}` : ''}}`,
    },
    { label: 'oversized', request: { ...base, body: { ...Object.fromEntries(fields.map((field) => [field, 'x'.repeat(Math.ceil(OVERSIZED_BYTES / Math.max(1, fields.length)))])), ...orgField } } },
  );
  return cases;
}

/** A raw body goes as JSON's content type, to upload routes too (a wrong kind of body is hostile as well). */
function sendCase(fuzz: Case, token: string | undefined): Promise<ApiResponse> {
  if (fuzz.rawBody === undefined) return send(api, fuzz.request, token);
  return api.request(fuzz.request.method, fuzz.request.url, { token, rawBody: fuzz.rawBody });
}

it('answers hostile input on every route without a 5xx, writes nothing and pollutes no prototype', async () => {
  const random = seededRandom(SEED);
  const failures: string[] = [];
  let sent = 0;
  // An organisation's first report counts, once, the documents saved before the reports' fold
  // (REPORTFOLD), and its first books report posts the expenses recorded before expenses posted
  // (EXPENSESPOSTED): a read's one-time work, done here so that it is not taken for a hostile write.
  expect((await api.get(`/api/reports/summary/${demoOrgId}`, ownerToken)).status).toBe(200);
  expect((await api.get(buildPath(routes.trialBalance.path, { orgId: demoOrgId }), ownerToken)).status).toBe(200);
  await expectNothingWritten(
    api,
    async () => {
      for (const { route } of routeList) {
        if (CHANGES_WITHOUT_A_BODY.has(routeKey(route))) continue;
        const token = route.auth.mode === 'public' ? undefined : ownerToken;
        for (const fuzz of casesOf(route, random)) {
          const response = await sendCase(fuzz, token);
          sent += 1;
          if (response.status >= 500) failures.push(`${routeKey(route)} [${fuzz.label}] -> ${response.status} ${response.text.slice(0, 160)}`);
        }
      }
    },
    isSignInAttemptCounter,
  );
  console.log(`route fuzz: ${sent} hostile requests over ${routeList.length} routes (seed ${SEED})`);
  expect(failures).toEqual([]);
  const probe: Record<string, unknown> = {};
  expect({ polluted: probe.polluted, isAdmin: probe.isAdmin, role: probe.role }).toEqual({ polluted: undefined, isAdmin: undefined, role: undefined });
}, 300_000);

it('refuses an expired token and a tampered one with 401 on every signed-in route', async () => {
  const secret = await readFile(join(dataDir, 'jwt-secret'));
  const [header, payload, signature] = ownerToken.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const past = Math.floor(Date.now() / 1000) - 7200;
  // The owner's own claims, signed with the server's own key, but an hour past their end.
  const expired = await new SignJWT({ ...claims, iat: past, exp: past + 3600 }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
  const tamperedClaims = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
  const tokens = { expired, tampered: `${header}.${tamperedClaims}.${signature}`, unsigned: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.` };
  const open: string[] = [];
  for (const { route } of routeList.filter((entry) => entry.route.auth.mode !== 'public')) {
    for (const [kind, token] of Object.entries(tokens)) {
      const response = await send(api, buildRequest(route, demoOrgId), token);
      if (response.status !== 401 || JSON.stringify(response.body) !== JSON.stringify(UNAUTHORIZED)) open.push(`${routeKey(route)} with an ${kind} token -> ${response.status}`);
    }
  }
  expect(open).toEqual([]);
}, 120_000);

it('checks an upload by its content, not its name: an executable named .xlsx is a 400 and writes nothing', async () => {
  const upload = routeList.find(({ route }) => route.multipart)!.route;
  const boundary = 'fuzzBoundary';
  // A Windows executable's first bytes (kept to ASCII so the text body carries them unchanged).
  const executable = Buffer.from(`MZ${'\u0000'.repeat(58)}PE\u0000\u0000This program cannot be run in DOS mode.${' '.repeat(2000)}`, 'ascii');
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="org_id"\r\n\r\n${demoOrgId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="items.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    executable,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await expectNothingWritten(api, async () => {
    const response = await api.request('POST', upload.path, { token: ownerToken, rawBody: body.toString('ascii'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect({ status: response.status, status_field: response.body?.status }).toEqual({ status: 400, status_field: false });
  });
});
