// Sign-in throttling per account and per client address, and revocation of tokens by sign-out and
// by a password change (functions/src/services/accounts/sign-in.ts, sessions.ts).
import { APP_MESSAGES, MESSAGES, routes } from '@bahi/shared';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../functions/src/errors/app-error.js';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_EVERYWHERE,
  MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
  checkPassword,
} from '../../functions/src/services/accounts/sign-in.js';
import { keys } from '../../functions/src/store/keys.js';
import { signUp, startTestServer, type TestServer } from '../support/api-client.js';

const PASSWORD = 'Right@2024';
/** 3½ minutes into a throttle window: 11½ minutes are left, shown as 12. */
const FIXED_NOW = new Date(Math.floor(Date.parse('2025-06-01T10:00:00Z') / SIGN_IN_WINDOW_MS) * SIGN_IN_WINDOW_MS + 210_000);
const TOO_MANY = { status: false, code: 'auth.tooManyAttempts', error: 'Too many sign-in attempts. Please try again in 12 minutes.' };
const UNAUTHORIZED = { status: false, code: 'auth.unauthorized', error: MESSAGES.unauthorized };

/** A server of its own (the address counter is shared by every test on it) whose clock stands still. */
async function serverAtFixedTime(): Promise<TestServer> {
  const api = await startTestServer();
  api.server.ports.now = () => FIXED_NOW;
  return api;
}

const login = (api: TestServer, email: string, password: string) => api.post(routes.login.path, { email, password });

describe('sign-in throttling', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await serverAtFixedTime();
  });
  afterAll(async () => {
    await api?.close();
  });

  it(`refuses an account after ${MAX_FAILURES_PER_ACCOUNT} wrong passwords with 429, even with the right one, until the window ends`, async () => {
    await signUp(api, { username: 'Tara', email: 'tara@example.com', password: PASSWORD, usertype: 'CA' });
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT; attempt++) {
      expect((await login(api, 'tara@example.com', `wrong-${attempt}`)).status).toBe(401);
    }
    const refused = await login(api, 'tara@example.com', PASSWORD);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: TOO_MANY });

    api.server.ports.now = () => new Date(FIXED_NOW.getTime() + SIGN_IN_WINDOW_MS);
    try {
      expect((await login(api, 'tara@example.com', PASSWORD)).status).toBe(200);
    } finally {
      api.server.ports.now = () => FIXED_NOW;
    }
  });

  it('forgets an account\'s failures once it signs in', async () => {
    await signUp(api, { username: 'Ravi', email: 'ravi@example.com', password: PASSWORD, usertype: 'CA' });
    for (let round = 0; round < 2; round++) {
      for (let attempt = 1; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) await login(api, 'ravi@example.com', 'wrong');
      expect((await login(api, 'ravi@example.com', PASSWORD)).status).toBe(200);
    }
  });

});

describe('sign-in throttling of parallel guesses', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await serverAtFixedTime();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('counts a burst of parallel guesses before checking any of them', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, n) => login(api, 'ca@demo.bahi.in', `guess-${n}`)));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - MAX_FAILURES_PER_ACCOUNT);
  });
});

describe('sign-in throttling per client address', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await serverAtFixedTime();
  });
  afterAll(async () => {
    await api?.close();
  });

  it(`refuses an address after ${MAX_FAILURES_PER_ADDRESS} failures across many emails, whatever the account`, async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      expect((await login(api, `nobody${attempt}@example.com`, 'wrong')).status).toBe(401);
    }
    const refused = await login(api, 'owner@demo.bahi.in', 'Demo@1234');
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: TOO_MANY });
  });
});

describe('sign-in throttling across addresses (walk 33 L7: anyone who knew an email locked its owner out)', () => {
  let api: TestServer;
  const window = Math.floor(FIXED_NOW.getTime() / SIGN_IN_WINDOW_MS);
  /** What an attempt from `address` comes to: signed in, or the refusal's code. */
  const attempt = (email: string, password: string, address: string) =>
    checkPassword(api.server.ports, email, password, address).then(
      () => 'signed in',
      (error: unknown) => (error instanceof AppError ? error.code : String(error)),
    );
  const countOf = async (subject: string) =>
    (await api.server.ports.table.client.send(new GetCommand({ TableName: api.server.ports.table.name, Key: keys.signInFailures(subject, window), ConsistentRead: true }))).Item?.attempts ?? 0;

  beforeAll(async () => {
    api = await serverAtFixedTime();
    await signUp(api, { username: 'Meera', email: 'meera@example.com', password: PASSWORD, usertype: 'CA' });
    await signUp(api, { username: 'Arjun', email: 'arjun@example.com', password: PASSWORD, usertype: 'CA' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('stops guesses from one address at the account limit, while the owner signs in from another', async () => {
    const guesses = [];
    for (let n = 0; n <= MAX_FAILURES_PER_ACCOUNT; n++) guesses.push(await attempt('meera@example.com', `wrong-${n}`, '203.0.113.7'));
    expect(guesses).toEqual([...Array(MAX_FAILURES_PER_ACCOUNT).fill('auth.invalidCredentials'), 'auth.tooManyAttempts']);
    await expect(attempt('meera@example.com', PASSWORD, '203.0.113.7')).resolves.toBe('auth.tooManyAttempts');
    await expect(attempt('meera@example.com', PASSWORD, '198.51.100.2')).resolves.toBe('signed in');
  });

  it('bounds guessing spread over many addresses', async () => {
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT_EVERYWHERE; n++) await attempt('arjun@example.com', 'wrong', `10.1.${Math.floor(n / 200)}.${n % 200}`);
    await expect(attempt('arjun@example.com', PASSWORD, '198.51.100.3')).resolves.toBe('auth.tooManyAttempts');
  });

  it("counts nothing against an account that the address's own limit refused", async () => {
    for (let n = 0; n < MAX_FAILURES_PER_ADDRESS; n++) await attempt(`stranger${n}@example.com`, 'wrong', '192.0.2.9');
    const before = await countOf('EMAIL#meera@example.com');
    for (let n = 0; n < 15; n++) await expect(attempt('meera@example.com', 'wrong', '192.0.2.9')).resolves.toBe('auth.tooManyAttempts');
    await expect(countOf('EMAIL#meera@example.com')).resolves.toBe(before);
  });
});

describe('token revocation', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('ends every token of the user on sign-out; a new sign-in works', async () => {
    const { token } = await signUp(api, { username: 'Meera', email: 'meera@example.com', password: PASSWORD, usertype: 'CA' });
    const other = (await login(api, 'meera@example.com', PASSWORD)).body.token as string;
    expect((await api.get(routes.profile.path, token)).status).toBe(200);

    const out = await api.post(routes.signOut.path, undefined, token);
    expect(out.body).toEqual({ status: true, message: APP_MESSAGES.signedOut });
    for (const old of [token, other]) {
      const refused = await api.get(routes.profile.path, old);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: UNAUTHORIZED });
    }
    const fresh = (await login(api, 'meera@example.com', PASSWORD)).body.token as string;
    expect((await api.get(routes.userOrganisations.path, fresh)).status).toBe(200);
  });

  it('ends every token of the user when the password changes, on org routes too', async () => {
    const session = await signUp(api, {
      username: 'Irfan',
      email: 'irfan@example.com',
      password: PASSWORD,
      usertype: 'orguser',
      type: 1,
      orgname: 'Irfan Traders',
      gstin: '27AAPFU0939F2ZU',
    });
    const changed = await api.post(routes.changePassword.path, { currentPassword: PASSWORD, newPassword: 'Newer@2024', confirmnewPassword: 'Newer@2024' }, session.token);
    expect(changed.status).toBe(200);
    expect((await api.get(routes.profile.path, session.token)).body).toEqual(UNAUTHORIZED);
    expect((await api.get(routes.listClients.path.replace('{orgid}', session.orgId as string), session.token)).status).toBe(401);
    expect((await login(api, 'irfan@example.com', PASSWORD)).status).toBe(401);
    expect((await login(api, 'irfan@example.com', 'Newer@2024')).status).toBe(200);
  });

  it('refuses sign-out without a valid token', async () => {
    expect((await api.post(routes.signOut.path, undefined, 'not-a-token')).body).toEqual(UNAUTHORIZED);
  });
});
