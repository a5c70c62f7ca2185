import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { z } from 'zod';
import type { OrgSource } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { AppError } from '../errors/app-error.js';
import { admitCaller, authenticate, orgIdFromRequest, validatePart } from './request-pipeline.js';

const ORG = 'demo0000traders0';
const RECORD = `${ORG}_client0000000001`;
const empty = { params: {}, query: {}, body: {} };

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('orgIdFromRequest', () => {
  it('reads a path parameter', () => {
    const source: OrgSource = { from: 'path', name: 'orgid' };
    expect(orgIdFromRequest(source, { ...empty, params: { orgid: ORG } })).toBe(ORG);
  });

  it('reads a query parameter', () => {
    const source: OrgSource = { from: 'query', name: 'orgId' };
    expect(orgIdFromRequest(source, { ...empty, query: { orgId: ORG } })).toBe(ORG);
  });

  it('reads a body field', () => {
    const source: OrgSource = { from: 'body', name: 'orgid' };
    expect(orgIdFromRequest(source, { ...empty, body: { orgid: ORG, name: 'x' } })).toBe(ORG);
  });

  it('takes a numeric body field as its text', () => {
    expect(orgIdFromRequest({ from: 'body', name: 'orgid' }, { ...empty, body: { orgid: 1234567890123456 } })).toBe('1234567890123456');
  });

  it('reads the organisation out of a record id in the path', () => {
    const source: OrgSource = { from: 'record', in: 'path', name: 'id' };
    expect(orgIdFromRequest(source, { ...empty, params: { id: RECORD } })).toBe(ORG);
  });

  it('reads the organisation out of a record id in the body', () => {
    const source: OrgSource = { from: 'record', in: 'body', name: 'clientId' };
    expect(orgIdFromRequest(source, { ...empty, body: { clientId: RECORD } })).toBe(ORG);
  });

  it('looks only where the source says', () => {
    const everywhere = { params: { orgid: ORG }, query: { orgid: ORG }, body: { orgid: ORG } };
    expect(orgIdFromRequest({ from: 'query', name: 'orgid' }, { ...everywhere, query: {} })).toBeNull();
    expect(orgIdFromRequest({ from: 'path', name: 'orgid' }, { ...everywhere, params: {} })).toBeNull();
    expect(orgIdFromRequest({ from: 'body', name: 'orgid' }, { ...everywhere, body: {} })).toBeNull();
    expect(orgIdFromRequest({ from: 'record', in: 'body', name: 'orgid' }, { ...everywhere, body: { orgid: ORG } })).toBeNull();
  });

  it('finds nothing in a missing, non-object or oddly typed place', () => {
    const body: OrgSource = { from: 'body', name: 'orgid' };
    expect(orgIdFromRequest(body, { ...empty, body: undefined })).toBeNull();
    expect(orgIdFromRequest(body, { ...empty, body: null })).toBeNull();
    expect(orgIdFromRequest(body, { ...empty, body: 'orgid' })).toBeNull();
    expect(orgIdFromRequest(body, { ...empty, body: [ORG] })).toBeNull();
    expect(orgIdFromRequest(body, { ...empty, body: { orgid: [ORG] } })).toBeNull();
    expect(orgIdFromRequest(body, { ...empty, body: { orgid: { id: ORG } } })).toBeNull();
    expect(orgIdFromRequest(body, { ...empty, body: { orgid: null } })).toBeNull();
    expect(orgIdFromRequest(body, { ...empty, body: { orgid: true } })).toBeNull();
  });

  it('finds no organisation in a malformed record id', () => {
    const source: OrgSource = { from: 'record', in: 'path', name: 'id' };
    for (const id of [ORG, `${ORG}_`, 'client0000000001', `${ORG}_client0000000001_x`, RECORD.toUpperCase()]) {
      expect(orgIdFromRequest(source, { ...empty, params: { id } })).toBeNull();
    }
  });
});

type Member = [orgId: string, userId: string, role?: 'owner' | 'member' | 'ca', permissions?: string[]];

const CALLER_ID = 'user000000000001';
const ISSUED_AT = Date.parse('2025-06-01T10:00:00.000Z');

/**
 * Ports whose table answers BatchGetItem with the caller's profile (tokens valid after
 * `tokensValidAfter`, or no profile when null) and the memberships listed, and records its calls.
 */
function portsWithMembers(members: Member[], profile: { tokensValidAfter?: number } | null = {}) {
  const sent: unknown[] = [];
  const client = {
    async send(command: { input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> } }) {
      sent.push(command.input);
      const items = command.input.RequestItems.test!.Keys.flatMap(({ pk, sk }): Record<string, unknown>[] => {
        if (pk === `USER#${CALLER_ID}` && sk === 'PROFILE') {
          return profile ? [{ pk, sk, id: CALLER_ID, email: 'member@example.com', username: 'M', user_type: 'orguser', createdAt: '2025-01-01T00:00:00.000Z', ...profile }] : [];
        }
        const found = members.find(([orgId, userId]) => pk === `ORG#${orgId}` && sk === `MEMBER#${userId}`);
        if (!found) return [];
        const [orgId, userId, role = 'owner', permissions] = found;
        return [{ pk, sk, orgId, userId, role, permissions, createdAt: '2025-01-01T00:00:00.000Z' }];
      });
      return { Responses: { test: items } };
    },
  };
  return { ports: { table: { client, name: 'test' } } as unknown as Ports, sent };
}

describe('admitCaller', () => {
  const caller = { userId: CALLER_ID, email: 'member@example.com', issuedAt: ISSUED_AT, expiresAt: ISSUED_AT + 3_600_000 };
  const source = { mode: 'org', org: { from: 'path', name: 'orgid' } as OrgSource } as const;
  const inOrg = { ...empty, params: { orgid: ORG } };
  const profileKey = { pk: `USER#${CALLER_ID}`, sk: 'PROFILE' };

  it("returns the caller's membership of the organisation, read with the profile in one consistent batch", async () => {
    const { ports, sent } = portsWithMembers([[ORG, caller.userId]]);
    await expect(admitCaller(source, inOrg, caller, ports).then((admitted) => admitted.member)).resolves.toMatchObject({
      orgId: ORG,
      userId: caller.userId,
      role: 'owner',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(sent).toEqual([
      { RequestItems: { test: { Keys: [profileKey, { pk: `ORG#${ORG}`, sk: `MEMBER#${caller.userId}` }], ConsistentRead: true } } },
    ]);
  });

  it("reads the route's prefetch keys for the request's organisation in the same batch; a key not found is primed as null", async () => {
    const { ports, sent } = portsWithMembers([[ORG, caller.userId]]);
    const orgKey = { pk: `ORG#${ORG}`, sk: 'ORG' };
    const admitted = await admitCaller(source, inOrg, caller, ports, (orgId) => [{ pk: `ORG#${orgId}`, sk: 'ORG' }, profileKey]);
    expect(sent).toEqual([
      { RequestItems: { test: { Keys: [profileKey, { pk: `ORG#${ORG}`, sk: `MEMBER#${caller.userId}` }, orgKey], ConsistentRead: true } } },
    ]);
    expect([...admitted.prefetched.keys()]).toEqual([`ORG#${ORG}\u0000ORG`, `USER#${CALLER_ID}\u0000PROFILE`]);
    expect(admitted.prefetched.get(`ORG#${ORG}\u0000ORG`)).toBeNull();
    expect(admitted.prefetched.get(`USER#${CALLER_ID}\u0000PROFILE`)).toMatchObject({ pk: `USER#${CALLER_ID}` });
  });

  it('refuses a caller who is not a member with 403 access.notMember', async () => {
    const { ports } = portsWithMembers([[ORG, 'someoneelse00000']]);
    const error = await caught(admitCaller(source, inOrg, caller, ports));
    expect(error.code).toBe('access.notMember');
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe('You do not have access to this organisation.');
  });

  it("refuses a member without the route's permission with 403 access.noPermission", async () => {
    const { ports } = portsWithMembers([[ORG, caller.userId, 'member', ['items.view']]]);
    const error = await caught(admitCaller({ ...source, permission: 'settings.edit' }, inOrg, caller, ports));
    expect(error.code).toBe('access.noPermission');
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe('You do not have permission to do this. Ask the organisation owner.');
  });

  it('lets a member with the permission through', async () => {
    const { ports } = portsWithMembers([[ORG, caller.userId, 'member', ['items.view', 'items.edit']]]);
    const { member } = await admitCaller({ ...source, permission: 'items.edit' }, inOrg, caller, ports);
    expect(member?.permissions).toEqual(['items.view', 'items.edit']);
  });

  it('lets owners and CAs through every permission', async () => {
    for (const role of ['owner', 'ca'] as const) {
      const { ports } = portsWithMembers([[ORG, caller.userId, role]]);
      const { member } = await admitCaller({ ...source, permission: 'settings.edit' }, inOrg, caller, ports);
      expect(member?.role).toBe(role);
    }
  });

  it('refuses a request that names no organisation with 403, reading the profile alone', async () => {
    const { ports, sent } = portsWithMembers([[ORG, caller.userId]]);
    const error = await caught(
      admitCaller({ mode: 'org', org: { from: 'record', in: 'path', name: 'id' } }, { ...empty, params: { id: 'junk' } }, caller, ports),
    );
    expect(error.code).toBe('access.notMember');
    expect(sent).toEqual([{ RequestItems: { test: { Keys: [profileKey], ConsistentRead: true } } }]);
  });

  it('admits a user route caller on the profile alone, with no membership', async () => {
    const { ports, sent } = portsWithMembers([]);
    await expect(admitCaller({ mode: 'user' }, empty, caller, ports)).resolves.toEqual({ member: null, prefetched: new Map() });
    expect(sent).toEqual([{ RequestItems: { test: { Keys: [profileKey], ConsistentRead: true } } }]);
  });

  it.each([
    ['issued before the sign-out', { tokensValidAfter: ISSUED_AT + 1 }],
    ['issued at the very millisecond of the sign-out', { tokensValidAfter: ISSUED_AT }],
    ['of a user with no profile', null],
  ])('refuses a token %s with 401, even from a member', async (_name, profile) => {
    const { ports } = portsWithMembers([[ORG, caller.userId]], profile);
    const error = await caught(admitCaller(source, inOrg, caller, ports));
    expect(error.code).toBe('auth.unauthorized');
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('You are not authorized to perform this action');
  });

  it('admits a token issued after the last sign-out', async () => {
    const { ports } = portsWithMembers([[ORG, caller.userId]], { tokensValidAfter: ISSUED_AT - 1 });
    await expect(admitCaller(source, inOrg, caller, ports)).resolves.toMatchObject({ member: { orgId: ORG } });
  });
});

describe('authenticate', () => {
  const verified = { userId: 'user000000000001', email: 'member@example.com', issuedAt: 1, expiresAt: 3_600_001 };
  const ports = {
    identity: {
      async verify(token: string) {
        if (token === 'good-token') return verified;
        throw new AppError('auth.unauthorized', 'unauthorized', 'You are not authorized to perform this action');
      },
    },
  } as unknown as Ports;
  const event = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayProxyEventV2;

  it('verifies a Bearer token', async () => {
    await expect(authenticate(event({ authorization: 'Bearer good-token' }), ports)).resolves.toEqual(verified);
    await expect(authenticate(event({ Authorization: 'Bearer good-token' }), ports)).resolves.toEqual(verified);
  });

  it.each([
    ['no header', {}],
    ['an empty header', { authorization: '' }],
    ['a bare token', { authorization: 'good-token' }],
    ['another scheme', { authorization: 'Basic good-token' }],
    ['an empty Bearer token', { authorization: 'Bearer ' }],
    ['a token the identity refuses', { authorization: 'Bearer forged' }],
  ])('refuses %s with 401', async (_name, headers) => {
    const error = await caught(authenticate(event(headers as Record<string, string>), ports));
    expect(error.code).toBe('auth.unauthorized');
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('You are not authorized to perform this action');
  });
});

describe('validatePart', () => {
  const schema = z.object({ name: z.string({ error: 'Name is required' }).min(1, 'Name is required'), age: z.number({ error: 'Age is a number' }) });

  it('passes a valid part through its schema', () => {
    expect(validatePart(schema, { name: 'Asha', age: 30, extra: 1 })).toEqual({ name: 'Asha', age: 30 });
  });

  it('treats a missing part as an empty object', () => {
    expect(validatePart(z.object({ page: z.number().default(1) }), undefined)).toEqual({ page: 1 });
  });

  it('skips a part the route has no schema for', () => {
    expect(validatePart(undefined, { anything: true })).toBeUndefined();
  });

  it('sends the first message as the error and every issue by field', () => {
    let error: unknown;
    try {
      validatePart(schema, { age: 'old' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('request.invalid');
    expect((error as AppError).kind).toBe('invalid');
    expect((error as AppError).message).toBe('Name is required');
    expect((error as AppError).fieldErrors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'age', message: 'Age is a number' },
    ]);
  });
});
