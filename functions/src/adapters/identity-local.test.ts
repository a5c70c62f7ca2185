import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, UnsecuredJWT } from 'jose';
import { AppError } from '../errors/app-error.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../local/embedded-dynamodb.js';
import type { IdentityPort } from '../ports/identity.js';
import type { Table } from '../ports/table.js';
import { keys } from '../store/keys.js';
import { latestOutboxMessage, type OutboxMessage } from '../store/outbox.js';
import { ensureTable } from '../store/table-definition.js';
import { createTable } from './dynamo-table.js';
import { createLocalIdentity, hashPassword } from './identity-local.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const TABLE_NAME = 'identity-local-test';
const secret = randomBytes(32);
const PASSWORD = 'same-password-1';

let dynamo: EmbeddedDynamo;
let table: Table;
let identity: IdentityPort;
const announced: OutboxMessage[] = [];

async function credentialOf(email: string) {
  const found = await table.client.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.credential(email), ConsistentRead: true }));
  return found.Item as { email: string; userId: string; salt: string; hash: string } | undefined;
}

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function localToken(claims: Record<string, unknown>, options: { subject?: string; issuer?: string; key?: Uint8Array; expires?: number | string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(options.subject ?? 'user000000000001')
    .setIssuer(options.issuer ?? 'bahi-local')
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? secret);
}

beforeAll(async () => {
  dynamo = await startEmbeddedDynamo();
  const base = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(base, TABLE_NAME);
  base.destroy();
  table = createTable({ tableName: TABLE_NAME, endpoint: dynamo.endpoint });
  identity = createLocalIdentity(table, secret, (message) => announced.push(message));
});

afterAll(async () => {
  table?.client.destroy();
  await dynamo?.close();
});

describe('local identity: register', () => {
  it('stores a scrypt hash and a salt, never the password', async () => {
    const { userId } = await identity.register({ email: 'first@example.com', password: PASSWORD });
    expect(userId).toMatch(/^[a-z0-9]{16}$/);
    const credential = await credentialOf('first@example.com');
    expect(credential).toMatchObject({
      pk: 'LOGIN#first@example.com',
      sk: 'LOGIN',
      email: 'first@example.com',
      userId,
      salt: expect.any(String),
      hash: expect.any(String),
    });
    expect(Buffer.from(credential!.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(credential!.hash, 'base64')).toHaveLength(64);
    expect(JSON.stringify(credential)).not.toContain(PASSWORD);
    expect(credential!.hash).not.toBe(Buffer.from(PASSWORD).toString('base64'));
    // The stored hash is scrypt(password, salt).
    const again = await hashPassword(PASSWORD, Buffer.from(credential!.salt, 'base64'));
    expect(again.hash).toBe(credential!.hash);
  });

  it('salts each user differently, so the same password hashes differently', async () => {
    await identity.register({ email: 'second@example.com', password: PASSWORD });
    const first = await credentialOf('first@example.com');
    const second = await credentialOf('second@example.com');
    expect(second!.salt).not.toBe(first!.salt);
    expect(second!.hash).not.toBe(first!.hash);
    expect(second!.userId).not.toBe(first!.userId);
  });

  it('refuses an email that is already registered with auth.emailTaken and keeps the first credential', async () => {
    const before = await credentialOf('first@example.com');
    const error = await caught(identity.register({ email: 'first@example.com', password: 'another-password' }));
    expect(error.code).toBe('auth.emailTaken');
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe('An account with this email already exists.');
    expect(await credentialOf('first@example.com')).toEqual(before);
  });
});

describe('local identity: signIn and verify', () => {
  it('signs in with the right password and issues a token that verifies to the same user', async () => {
    const { userId } = await identity.register({ email: 'signin@example.com', password: PASSWORD });
    const session = await identity.signIn('signin@example.com', PASSWORD);
    expect(session.userId).toBe(userId);
    const before = Date.now();
    const caller = await identity.verify(session.token);
    expect(caller).toEqual({ userId, email: 'signin@example.com', issuedAt: expect.any(Number), expiresAt: expect.any(Number) });
    // A local token lives an hour.
    expect(caller.expiresAt - Math.floor(caller.issuedAt / 1000) * 1000).toBe(3_600_000);
    // The issue time to the millisecond, so a sign-out and a sign-in in the same second are told apart.
    expect(caller.issuedAt).toBeLessThanOrEqual(before);
    expect(caller.issuedAt).toBeGreaterThan(before - 60_000);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await caught(identity.signIn('signin@example.com', `${PASSWORD}x`));
    const unknown = await caught(identity.signIn('nobody@example.com', PASSWORD));
    for (const error of [wrong, unknown]) {
      expect(error.code).toBe('auth.invalidCredentials');
      expect(error.kind).toBe('unauthorized');
      expect(error.message).toBe('Invalid email or password.');
    }
  });

  it('accepts a token it signed itself, issued when its iat says when it carries no milliseconds', async () => {
    const token = await localToken({ email: 'a@example.com' });
    const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    await expect(identity.verify(token)).resolves.toEqual({ userId: 'user000000000001', email: 'a@example.com', issuedAt: iat * 1000, expiresAt: exp * 1000 });
  });

  const refusals: [string, () => Promise<string>][] = [
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await localToken({ email: 'a@example.com' })).split('.');
        const payload = Buffer.from(
          JSON.stringify({ email: 'a@example.com', sub: 'someoneelse00000', iss: 'bahi-local', exp: Math.floor(Date.now() / 1000) + 3600 }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'a tampered signature',
      async () => {
        const [header, payload, signature] = (await localToken({ email: 'a@example.com' })).split('.') as [string, string, string];
        return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      },
    ],
    ['an expired token', () => localToken({ email: 'a@example.com' }, { expires: Math.floor(Date.now() / 1000) - 60 })],
    [
      'a token that never expires (no exp)',
      () => new SignJWT({ email: 'a@example.com' }).setProtectedHeader({ alg: 'HS256' }).setSubject('user000000000001').setIssuer('bahi-local').setIssuedAt().sign(secret),
    ],
    [
      'a token without an issue time (no iat)',
      () => new SignJWT({ email: 'a@example.com' }).setProtectedHeader({ alg: 'HS256' }).setSubject('user000000000001').setIssuer('bahi-local').setExpirationTime('1h').sign(secret),
    ],
    ['a token signed with another secret', () => localToken({ email: 'a@example.com' }, { key: randomBytes(32) })],
    ['a token from another issuer', () => localToken({ email: 'a@example.com' }, { issuer: 'someone-else' })],
    ['a token without an email', () => localToken({})],
    ['an unsigned token', async () => new UnsecuredJWT({ email: 'a@example.com' }).setSubject('user000000000001').setIssuer('bahi-local').setExpirationTime('1h').encode()],
    ['text that is not a token', async () => 'not-a-token'],
    ['an empty string', async () => ''],
  ];

  it.each(refusals)("refuses %s with auth.unauthorized", async (_name, makeToken) => {
    const error = await caught(identity.verify(await makeToken()));
    expect(error.code).toBe('auth.unauthorized');
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('You are not authorized to perform this action');
  });
});

describe('local identity: invitations', () => {
  it("puts the set-password link in the outbox for the invitee's address only, and announces it", async () => {
    await identity.invite({ email: 'invitee@example.com' });
    await identity.sendInvitation({ email: 'invitee@example.com', invitationToken: 'token-abc_123' });
    const message = {
      to: 'invitee@example.com',
      subject: 'You are invited to Bahi',
      text: 'You have been invited to Bahi. Choose your password here: /?invite=token-abc_123',
      link: '/?invite=token-abc_123',
      sentAt: expect.any(String),
    };
    await expect(latestOutboxMessage(table, 'invitee@example.com')).resolves.toEqual(message);
    await expect(latestOutboxMessage(table, 'someone.else@example.com')).resolves.toBeNull();
    expect(announced).toEqual([message]);
  });
});
