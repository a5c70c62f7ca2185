// Every access route over real HTTP, against the local server on in-memory dynalite with the demo
// users seeded (spec part 1 §5–§8).
import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { APP_MESSAGES, MESSAGES, routes } from '@bahi/shared';
import { startTestServer, type ApiResponse, type TestServer } from '../support/api-client.js';
import { expectInvalid, expectNothingWritten, isSignInAttemptCounter } from '../support/expectations.js';

const DEMO_PASSWORD = 'Demo@1234';
const OWNER_EMAIL = 'owner@demo.bahi.in';
const CA_EMAIL = 'ca@demo.bahi.in';
const DEMO_ORG = { name: 'Demo Traders', gstin: '27AAPFU0939F1ZV', statecode: '27' };

const UNAUTHORIZED = { status: false, code: 'auth.unauthorized', error: 'You are not authorized to perform this action' };
const INVALID_CREDENTIALS = { status: false, code: 'auth.invalidCredentials', error: 'Invalid email or password.' };
const EMAIL_TAKEN = { status: false, code: 'auth.emailTaken', error: 'An account with this email already exists.' };
const SESSION_KEYS = ['email', 'id', 'orgs', 'smsClientsValue', 'smsCreditLimit', 'user_type', 'username'];
const ID_PATTERN = /^[a-z0-9]{16}$/;

let api: TestServer;
let ownerToken: string;
let ownerId: string;
let caToken: string;
let demoOrgId: string;

async function login(email: string, password: string): Promise<ApiResponse> {
  return api.post(routes.login.path, { email, password });
}

beforeAll(async () => {
  api = await startTestServer();
  const owner = await login(OWNER_EMAIL, DEMO_PASSWORD);
  const ca = await login(CA_EMAIL, DEMO_PASSWORD);
  ownerToken = owner.body.token;
  ownerId = owner.body.data.id;
  caToken = ca.body.token;
  demoOrgId = owner.body.data.orgs[0].id;
});

afterAll(async () => {
  await api?.close();
});

describe('GET /api/health', () => {
  it('answers {"status":"ok"} as JSON', async () => {
    const response = await api.get(routes.health.path);
    expect(response.status).toBe(200);
    expect(response.text).toBe('{"status":"ok"}');
    expect(response.contentType).toBe('application/json; charset=utf-8');
    expect(routes.health.response.parse(response.body)).toEqual({ status: 'ok' });
  });
});

describe('POST /api/loadseeddata', () => {
  it('sends the product name, logo and support contacts without any payload', async () => {
    const response = await api.post(routes.seedData.path);
    const { productName, supportPhone, supportEmail } = api.server.ports.config;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      data: { name: productName, logo: '/logo.svg', phone: supportPhone, email: supportEmail },
    });
    expect(Object.keys(response.body.data).sort()).toEqual(['email', 'logo', 'name', 'phone']);
    expect(routes.seedData.response.parse(response.body)).toEqual(response.body);
  });

  it('ignores an empty JSON payload', async () => {
    const response = await api.post(routes.seedData.path, {});
    expect(response.status).toBe(200);
    expect(routes.seedData.response.parse(response.body).status).toBe(true);
  });
});

describe('POST /api/users/login', () => {
  it('signs in the demo organisation owner, who holds exactly Demo Traders', async () => {
    const response = await login(OWNER_EMAIL, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(routes.login.response.parse(response.body)).toEqual(response.body);
    expect(response.body.token.split('.')).toHaveLength(3);
    expect(Object.keys(response.body.data).sort()).toEqual(SESSION_KEYS);
    expect(response.body.data).toEqual({
      id: expect.stringMatching(ID_PATTERN),
      email: OWNER_EMAIL,
      username: 'Demo Owner',
      user_type: 'orguser',
      orgs: [{ id: expect.stringMatching(ID_PATTERN), ...DEMO_ORG, role: 'owner' }],
      smsClientsValue: 0,
      smsCreditLimit: 0,
    });
  });

  it('signs in the demo CA, who holds Demo Traders as its CA', async () => {
    const response = await login(CA_EMAIL, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(routes.login.response.parse(response.body)).toEqual(response.body);
    expect(response.body.data).toMatchObject({ email: CA_EMAIL, username: 'Demo CA', user_type: 'CA' });
    expect(response.body.data.id).not.toBe(ownerId);
    expect(response.body.data.orgs).toContainEqual({ id: demoOrgId, ...DEMO_ORG, role: 'ca' });
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const response = await login('  OWNER@Demo.Bahi.IN ', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe(ownerId);
    expect(response.body.data.email).toBe(OWNER_EMAIL);
  });

  it('asks for the email and the password when both are missing', async () => {
    const response = await api.post(routes.login.path, {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: false,
      code: 'request.invalid',
      error: 'Email is required',
      errors: [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'password is required.' },
      ],
    });
  });

  it("answers a body of the wrong shape in the product's words, not zod's (walk 33C L4)", async () => {
    expectInvalid(await api.post(routes.login.path, []), 'The request must be an object, not a list.');
  });

  it("says 'Email is required' for a blank email", async () => {
    expectInvalid(await api.post(routes.login.path, { email: '   ', password: 'x' }), MESSAGES.emailRequired, 'email');
  });

  it("says 'Please enter valid Email' for an email without a domain", async () => {
    for (const email of ['owner', 'owner@demo', 'owner@@demo.bahi.in', 'own er@demo.bahi.in', '@demo.bahi.in']) {
      const response = await api.post(routes.login.path, { email, password: 'x' });
      expect(response.body).toEqual({
        status: false,
        code: 'request.invalid',
        error: 'Please enter valid Email',
        errors: [{ field: 'email', message: 'Please enter valid Email' }],
      });
      expect(response.status).toBe(400);
    }
  });

  it("says 'password is required.' for a missing or empty password", async () => {
    expectInvalid(await api.post(routes.login.path, { email: OWNER_EMAIL }), 'password is required.', 'password');
    const empty = await api.post(routes.login.path, { email: OWNER_EMAIL, password: '' });
    expect(empty.body).toEqual({
      status: false,
      code: 'request.invalid',
      error: 'password is required.',
      errors: [{ field: 'password', message: 'password is required.' }],
    });
  });

  it('refuses a wrong password and an unknown email with the same 401 answer', async () => {
    const wrongPassword = await login(OWNER_EMAIL, 'Demo@12345');
    const unknownEmail = await login('nobody@demo.bahi.in', DEMO_PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(INVALID_CREDENTIALS);
    expect(unknownEmail.text).toBe(wrongPassword.text);
  });

  it('does not take the password case-insensitively or trimmed', async () => {
    expect((await login(OWNER_EMAIL, 'demo@1234')).status).toBe(401);
    expect((await login(OWNER_EMAIL, ` ${DEMO_PASSWORD}`)).status).toBe(401);
  });

  it('writes nothing but the sign-in attempt counters when it refuses a sign-in', async () => {
    await expectNothingWritten(
      api,
      async () => {
        await login(OWNER_EMAIL, 'wrong-password');
        await api.post(routes.login.path, { email: 'bad' });
      },
      isSignInAttemptCounter,
    );
  });
});

describe('GET /api/users/profile and /api/users/get/userorgs', () => {
  it("shows the owner's profile", async () => {
    const response = await api.get(routes.profile.path, ownerToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, data: { username: 'Demo Owner', user_type: 'orguser', email: OWNER_EMAIL } });
    expect(routes.profile.response.parse(response.body)).toEqual(response.body);
  });

  it("shows the CA's profile", async () => {
    const response = await api.get(routes.profile.path, caToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, data: { username: 'Demo CA', user_type: 'CA', email: CA_EMAIL } });
  });

  it("lists exactly the owner's organisation", async () => {
    const response = await api.get(routes.userOrganisations.path, ownerToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, data: [{ id: demoOrgId, ...DEMO_ORG, role: 'owner' }] });
    expect(routes.userOrganisations.response.parse(response.body)).toEqual(response.body);
  });

  it("lists Demo Traders among the CA's organisations, as CA", async () => {
    const response = await api.get(routes.userOrganisations.path, caToken);
    expect(response.status).toBe(200);
    expect(routes.userOrganisations.response.parse(response.body)).toEqual(response.body);
    expect(response.body.data).toContainEqual({ id: demoOrgId, ...DEMO_ORG, role: 'ca' });
  });
});

describe('POST /api/users/signup', () => {
  const newOrgUser = {
    username: 'Asha Rao',
    email: 'Asha.Rao@Example.COM',
    password: 'rao-textiles-2024',
    type: 3,
    orgname: 'Rao Textiles',
    gstin: '29abcde1234f1zw',
  };

  it('creates an organisation user and their organisation, which they then hold as owner', async () => {
    const response = await api.post(routes.signup.path, newOrgUser);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      data: { userid: expect.stringMatching(ID_PATTERN), orgid: expect.stringMatching(ID_PATTERN) },
    });
    expect(routes.signup.response.parse(response.body)).toEqual(response.body);
    const { userid, orgid } = response.body.data;

    const session = await login('asha.rao@example.com', newOrgUser.password);
    expect(session.status).toBe(200);
    expect(session.body.data).toEqual({
      id: userid,
      email: 'asha.rao@example.com',
      username: 'Asha Rao',
      user_type: 'orguser',
      orgs: [{ id: orgid, name: 'Rao Textiles', gstin: '29ABCDE1234F1ZW', statecode: '29', role: 'owner' }],
      smsClientsValue: 0,
      smsCreditLimit: 0,
    });
    const orgs = await api.get(routes.userOrganisations.path, session.body.token);
    expect(orgs.body.data).toEqual(session.body.data.orgs);
  });

  it('stores the email in lower case', async () => {
    const items = await api.scanAll();
    const emails = items.filter((item) => item.entity === 'user').map((item) => item.email);
    expect(emails).toContain('asha.rao@example.com');
    expect(emails).not.toContain('Asha.Rao@Example.COM');
    expect(items.some((item) => item.pk === 'LOGIN#asha.rao@example.com')).toBe(true);
  });

  it('creates a CA with no organisation', async () => {
    const response = await api.post(routes.signup.path, {
      usertype: 'CA',
      username: 'Kiran Shah',
      email: 'kiran@ca-firm.in',
      password: 'kiran-shah-ca',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, data: { userid: expect.stringMatching(ID_PATTERN), orgid: null } });
    expect(routes.signup.response.parse(response.body)).toEqual(response.body);

    const session = await login('kiran@ca-firm.in', 'kiran-shah-ca');
    expect(session.body.data).toMatchObject({ id: response.body.data.userid, user_type: 'CA', username: 'Kiran Shah', orgs: [] });
  });

  it('refuses an email that already has an account, in any case or in full-width look-alike letters (walk 37 L6), and writes nothing', async () => {
    const before = await api.scanAll();
    const lookAlike = await api.post(routes.signup.path, { username: 'Impostor', email: 'ｏｗｎｅｒ@demo.bahi.in', password: 'impostor-pass', orgname: 'Impostor Traders', gstin: '27AAPFU0939F1ZV' });
    expect([lookAlike.status, lookAlike.body]).toEqual([409, EMAIL_TAKEN]);
    const response = await api.post(routes.signup.path, {
      username: 'Impostor',
      email: 'Owner@Demo.Bahi.in',
      password: 'impostor-pass',
      orgname: 'Impostor Traders',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(EMAIL_TAKEN);

    const after = await api.scanAll();
    expect(after).toHaveLength(before.length);
    expect(after.filter((item) => item.entity === 'user' && item.email === OWNER_EMAIL)).toHaveLength(1);
    expect(after.filter((item) => item.entity === 'organisation' && item.name === 'Impostor Traders')).toEqual([]);
    expect(after.filter((item) => item.entity === 'organisation' && item.gstin === DEMO_ORG.gstin)).toHaveLength(1);

    // The owner's password still works; the impostor's does not.
    expect((await login(OWNER_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(OWNER_EMAIL, 'impostor-pass')).status).toBe(401);
  });

  it("says 'Organization name is required' when an organisation user gives no organisation name", async () => {
    await expectNothingWritten(api, async () => {
      const { orgname: _omitted, ...body } = { ...newOrgUser, email: 'no-org@example.com' };
      expectInvalid(await api.post(routes.signup.path, body), 'Organization name is required', 'orgname');
      expectInvalid(await api.post(routes.signup.path, { ...body, orgname: '   ' }), 'Organization name is required', 'orgname');
    });
  });

  it("says 'Please enter a valid GSTIN.' for a GSTIN that is not 15 characters", async () => {
    await expectNothingWritten(api, async () => {
      const body = { ...newOrgUser, email: 'short-gstin@example.com' };
      for (const gstin of ['29ABCDE1234F1Z', '29ABCDE1234F1ZW5', '']) {
        expectInvalid(await api.post(routes.signup.path, { ...body, gstin }), 'Please enter a valid GSTIN.', 'gstin');
      }
      const { gstin: _omitted, ...withoutGstin } = body;
      expectInvalid(await api.post(routes.signup.path, withoutGstin), 'Please enter a valid GSTIN.', 'gstin');
    });
  });

  it("says 'Username is required.' for a missing or blank username", async () => {
    await expectNothingWritten(api, async () => {
      const { username: _omitted, ...body } = { ...newOrgUser, email: 'no-name@example.com' };
      expectInvalid(await api.post(routes.signup.path, body), 'Username is required.', 'username');
      expectInvalid(await api.post(routes.signup.path, { ...body, username: '  ' }), 'Username is required.', 'username');
    });
  });

  it("says 'Password must be at least 8 characters.' for a short password", async () => {
    await expectNothingWritten(api, async () => {
      const response = await api.post(routes.signup.path, { ...newOrgUser, email: 'short-pass@example.com', password: 'seven77' });
      expect(response.body).toEqual({
        status: false,
        code: 'request.invalid',
        error: 'Password must be at least 8 characters.',
        errors: [{ field: 'password', message: 'Password must be at least 8 characters.' }],
      });
      expect(response.status).toBe(400);
    });
  });

  it('checks the email with the login messages', async () => {
    await expectNothingWritten(api, async () => {
      expectInvalid(await api.post(routes.signup.path, { ...newOrgUser, email: 'asha' }), 'Please enter valid Email', 'email');
      const { email: _omitted, ...body } = newOrgUser;
      expectInvalid(await api.post(routes.signup.path, body), 'Email is required', 'email');
    });
  });

  it('refuses an unknown user type', async () => {
    await expectNothingWritten(api, async () => {
      const response = await api.post(routes.signup.path, { ...newOrgUser, email: 'admin@example.com', usertype: 'admin' });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('request.invalid');
      expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual(['usertype']);
    });
  });

  it('refuses an oversized username with 400 and writes nothing (no half-made account)', async () => {
    await expectNothingWritten(api, async () => {
      const response = await api.post(routes.signup.path, {
        ...newOrgUser,
        email: 'huge-name@example.com',
        username: 'n'.repeat(500_000),
      });
      expect(response.status).toBe(400);
    });
    // The email must still be free afterwards.
    expect((await login('huge-name@example.com', newOrgUser.password)).status).toBe(401);
  });

  it('refuses an email longer than any mailbox with 400 on signup and login, and writes nothing', async () => {
    const email = `${'a'.repeat(3_000)}@example.com`;
    await expectNothingWritten(api, async () => {
      const signup = await api.post(routes.signup.path, { ...newOrgUser, email });
      const signin = await login(email, newOrgUser.password);
      expect([signup.status, signin.status]).toEqual([400, 400]);
    });
  });
});

describe('bearer tokens', () => {
  const userRoutes = [routes.profile.path, routes.userOrganisations.path];

  async function expectRefused(token: string | undefined, headers?: Record<string, string>) {
    for (const path of userRoutes) {
      const response = await api.request('GET', path, { token, headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    }
  }

  it('refuses a request without a token', async () => {
    await expectRefused(undefined);
  });

  it('refuses a malformed token', async () => {
    await expectRefused('not-a-token');
    await expectRefused('a.b.c');
    await expectRefused(`${ownerToken}x`);
    await expectRefused('');
  });

  it('refuses a token that is not sent as a Bearer token', async () => {
    await expectRefused(undefined, { authorization: ownerToken });
    await expectRefused(undefined, { authorization: `Basic ${ownerToken}` });
  });

  it('takes the scheme in any case, as HTTP names it (bearer, BEARER)', async () => {
    for (const scheme of ['bearer', 'BEARER']) {
      const response = await api.request('GET', routes.profile.path, { headers: { authorization: `${scheme} ${ownerToken}` } });
      expect(response.status).toBe(200);
    }
  });

  it('refuses a token whose payload was tampered with', async () => {
    const [header, , signature] = ownerToken.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: ownerId, email: CA_EMAIL, iss: 'bahi-local' })).toString('base64url');
    await expectRefused(`${header}.${forged}.${signature}`);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await new SignJWT({ email: OWNER_EMAIL })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ownerId)
      .setIssuer('bahi-local')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(randomBytes(32));
    await expectRefused(token);
  });

  it('refuses an unsigned token', async () => {
    const token = new UnsecuredJWT({ email: OWNER_EMAIL }).setSubject(ownerId).setIssuer('bahi-local').setExpirationTime('1h').encode();
    await expectRefused(token);
  });

  it('refuses a token once its 12-hour lifetime has passed', async () => {
    const fresh = await login(OWNER_EMAIL, DEMO_PASSWORD);
    expect((await api.get(routes.profile.path, fresh.body.token)).status).toBe(200);
    // Only the clock moves; timers and I/O stay real.
    jest.useFakeTimers({
      now: Date.now() + 12 * 60 * 60 * 1000 + 60 * 1000,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      await expectRefused(fresh.body.token);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('requests the API does not serve', () => {
  const NO_ROUTE = { status: false, code: 'request.noRoute', error: 'No such API route.' };

  it('answers an unknown /api route with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing/here'],
      ['POST', '/api/users/loginx'],
      ['GET', '/api/users/login'],
      ['POST', '/api/users/profile'],
      ['GET', '/api/'],
    ] as const) {
      const response = await api.request(method, path, method === 'POST' ? { body: {} } : {});
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect(response.body).toEqual(NO_ROUTE);
      expect(response.contentType).toBe('application/json; charset=utf-8');
    }
  });

  it('answers a malformed JSON body with 400, never 500, and writes nothing', async () => {
    await expectNothingWritten(api, async () => {
      for (const path of [routes.login.path, routes.signup.path]) {
        for (const rawBody of ['{"email":', '{email: "a@b.co"}', "{'email':'a@b.co'}", 'undefined', '{"a":1}}', '\u0000']) {
          const response = await api.request('POST', path, { rawBody });
          expect([path, rawBody, response.status]).toEqual([path, rawBody, 400]);
          expect(response.body).toEqual({ status: false, code: 'request.malformed', error: APP_MESSAGES.malformedBody });
        }
      }
    });
    expect(APP_MESSAGES.malformedBody).toBe('The request body is not valid JSON, or names __proto__ or constructor, which no body may.');
  });

  it('answers a body that is no JSON object with 400, even where the organisation is named in the body (walk 23 F5e)', async () => {
    const saveInvoice = '/api/account/invoice/insert/savedata';
    for (const rawBody of ['[1,2]', 'null', '"x"', '7']) {
      const response = await api.request('POST', saveInvoice, { token: ownerToken, rawBody });
      expect([rawBody, response.status, response.body]).toEqual([rawBody, 400, { status: false, code: 'request.bodyNotObject', error: APP_MESSAGES.bodyNotObject }]);
    }
    const plainText = await api.request('POST', saveInvoice, { token: ownerToken, rawBody: '{"org_id":"x"}', headers: { 'content-type': 'text/plain' } });
    expect([plainText.status, plainText.body.code]).toEqual([400, 'request.bodyNotObject']);
  });

  it('answers a JSON POST without a body with 400', async () => {
    const response = await api.request('POST', routes.login.path, { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.status).toBe(false);
  });
});

describe('odd bodies', () => {
  const huge = 'x'.repeat(1_000_000);
  const deep = `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`;
  const oddJson: unknown[] = [
    [],
    [OWNER_EMAIL, DEMO_PASSWORD],
    0,
    123.45,
    -1,
    null,
    true,
    false,
    'owner@demo.bahi.in',
    '',
    { email: null, password: null },
    { email: 123, password: 456 },
    { email: true, password: false },
    { email: [OWNER_EMAIL], password: [DEMO_PASSWORD] },
    { email: { $ne: null }, password: { $ne: null } },
    { email: { toString: OWNER_EMAIL }, password: DEMO_PASSWORD },
    { email: OWNER_EMAIL, password: { $gt: '' } },
    { email: `${huge}@example.com`, password: DEMO_PASSWORD },
    { email: OWNER_EMAIL, password: huge },
    { email: huge, password: huge },
    { username: huge, email: 'x', password: 'y' },
    { email: OWNER_EMAIL, password: 'Demo@1234x', usertype: 'CA', username: 'x', extra: { nested: { deeper: [1, { a: null }] } } },
    { email: 'odd@example.com', password: 'long-enough', usertype: 42, username: 'x' },
    { email: 'odd@example.com', password: 'long-enough', usertype: 'orguser', username: 'x', orgname: 7, gstin: 7 },
    { email: 'odd@example.com', password: 'long-enough', username: ['x'], orgname: { a: 1 }, gstin: ['27AAPFU0939F1ZV'] },
    { email: 'odd@example.com', password: 'long-enough', username: 'x', orgname: 'Odd', gstin: '27AAPFU0939F1ZV', type: 'abc' },
    { email: 'odd@example.com', password: 'long-enough', username: 'x', orgname: 'Odd', gstin: '27AAPFU0939F1ZV', type: -5 },
  ];
  const oddRaw = [
    deep,
    '{"email":"odd@example.com","password":"long-enough","username":"x","orgname":"Odd","gstin":"27AAPFU0939F1ZV","type":1e400}',
    '{"__proto__":{"email":"owner@demo.bahi.in","password":"Demo@1234"}}',
    '"\\ud800"',
    '[[[[[[]]]]]]',
    '1e999999',
  ];

  it('never answers bad input to login or signup with a 500', async () => {
    const label = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text);
    const outcomes: { request: string; status: number; body: unknown }[] = [];
    await expectNothingWritten(api, async () => {
      for (const path of [routes.login.path, routes.signup.path]) {
        const sent = await Promise.all([
          ...oddJson.map(async (body) => ({ request: `${path} ${label(JSON.stringify(body))}`, response: await api.request('POST', path, { body }) })),
          ...oddRaw.map(async (rawBody) => ({ request: `${path} raw ${label(rawBody)}`, response: await api.request('POST', path, { rawBody }) })),
          (async () => ({
            request: `${path} form-encoded`,
            response: await api.request('POST', path, {
              rawBody: 'email=a@b.co&password=x',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }),
          }))(),
          (async () => ({
            request: `${path} JSON sent as text/plain`,
            response: await api.request('POST', path, { rawBody: JSON.stringify({ email: OWNER_EMAIL }), headers: { 'content-type': 'text/plain' } }),
          }))(),
        ]);
        outcomes.push(...sent.map(({ request, response }) => ({ request, status: response.status, body: response.body })));
      }
    }, isSignInAttemptCounter);
    expect(outcomes).toHaveLength(2 * (oddJson.length + oddRaw.length + 2));
    const unexpected = outcomes.filter(
      ({ status, body }) =>
        ![400, 401, 409].includes(status) ||
        typeof body !== 'object' ||
        body === null ||
        (body as { status?: unknown }).status !== false ||
        typeof (body as { code?: unknown }).code !== 'string' ||
        typeof (body as { error?: unknown }).error !== 'string',
    );
    expect(unexpected.map(({ request, status }) => `${request} -> ${status}`)).toEqual([]);
  });

  it('answers a long email built to make the email pattern backtrack within a second', async () => {
    const email = `a@${'b.'.repeat(50_000)} b`;
    const started = Date.now();
    const response = await api.post(routes.login.path, { email, password: 'x' });
    const elapsed = Date.now() - started;
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Please enter valid Email');
    expect(elapsed).toBeLessThan(1_000);
  });
});

// Keeps APP_MESSAGES in use for readers comparing the literal texts above with their source.
describe('the messages this file spells out', () => {
  it('are the ones the server holds', () => {
    expect(UNAUTHORIZED.error).toBe(MESSAGES.unauthorized);
    expect(INVALID_CREDENTIALS.error).toBe(APP_MESSAGES.invalidCredentials);
    expect(EMAIL_TAKEN.error).toBe(APP_MESSAGES.emailTaken);
  });
});
