// Sign-up survives a crash between any two of its writes (the crash table in
// functions/src/services/accounts/accounts.ts). The table's client lets the first N writes through and
// then fails, as if the process had died there (nothing after it runs, no clean-up); afterwards
// the email must sign in, or sign up again and finish — never stay stuck — and the GSTIN likewise.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { APP_MESSAGES, gstinCheckCharacter } from '@bahi/shared';
import { createAccount, type NewAccount } from '../../functions/src/services/accounts/accounts.js';
import { signIn, startTestServer, type TestServer } from '../support/api-client.js';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api?.close();
});

class SimulatedCrash extends Error {}

const WRITES = new Set(['PutCommand', 'UpdateCommand', 'DeleteCommand', 'BatchWriteCommand']);

/** Runs `action` with a table (the identity's too: the local adapter keeps sign-ins there) that dies before write N + 1. */
async function crashingAfter(writesBeforeCrash: number, action: () => Promise<unknown>): Promise<{ crashed: boolean; writes: number }> {
  const client = api.server.ports.table.client;
  const send = client.send.bind(client);
  let writes = 0;
  client.send = (async (command: { constructor: { name: string } }) => {
    if (WRITES.has(command.constructor.name)) {
      if (writes >= writesBeforeCrash) throw new SimulatedCrash(`died before write ${writes + 1}`);
      writes++;
    }
    return send(command as never);
  }) as typeof client.send;
  try {
    await action();
    return { crashed: false, writes };
  } catch (error) {
    if (error instanceof SimulatedCrash) return { crashed: true, writes };
    throw error;
  } finally {
    client.send = send;
  }
}

let serial = 0;
/** A new organisation user with a valid GSTIN of their own. */
function newOwner(): NewAccount & { gstin: string } {
  serial++;
  const first14 = `27AAPFU${String(serial).padStart(4, '0')}F1Z`;
  return {
    username: `Owner ${serial}`,
    email: `crash${serial}@example.com`,
    password: 'Crash@2024',
    usertype: 'orguser',
    type: 1,
    orgname: `Crash Traders ${serial}`,
    gstin: `${first14}${gstinCheckCharacter(first14)}`,
  };
}

const signUp = (user: NewAccount) => api.post('/api/users/signup', user);

/** An organisation user's sign-up writes: sign-in, owner membership, GSTIN claim, organisation, profile. */
const ORGUSER_WRITES = 5;

it(`writes ${ORGUSER_WRITES} items for an organisation user when nothing fails`, async () => {
  const outcome = await crashingAfter(99, () => createAccount(api.server.ports, newOwner()));
  expect(outcome).toEqual({ crashed: false, writes: ORGUSER_WRITES });
});

describe.each(Array.from({ length: ORGUSER_WRITES }, (_, writes) => writes))('a sign-up that died after %i writes', (writes) => {
  it('is finished by signing up again with the same email and password; the account then signs in with its organisation', async () => {
    const owner = newOwner();
    expect(await crashingAfter(writes, () => createAccount(api.server.ports, owner))).toEqual({ crashed: true, writes });

    const halfway = await api.post('/api/users/login', { email: owner.email, password: owner.password });
    expect(halfway.status).toBe(401);
    expect(halfway.body.error).toBe(writes === 0 ? APP_MESSAGES.invalidCredentials : APP_MESSAGES.signUpUnfinished);

    const again = await signUp(owner);
    expect(again.status).toBe(200);
    const session = await signIn(api, owner.email, owner.password);
    expect(session.userId).toBe(again.body.data.userid);
    expect(session.orgs).toEqual([{ id: again.body.data.orgid, name: owner.orgname, gstin: owner.gstin, statecode: '27', role: 'owner' }]);
  });

  it('refuses to finish it with another password (email taken), and the right one still can', async () => {
    const owner = newOwner();
    await crashingAfter(writes, () => createAccount(api.server.ports, owner));
    if (writes > 0) {
      const intruder = await signUp({ ...owner, password: 'Other@2024' });
      expect({ status: intruder.status, error: intruder.body.error }).toEqual({ status: 409, error: APP_MESSAGES.emailTaken });
    }
    expect((await signUp(owner)).status).toBe(200);
  });
});

describe('the GSTIN of a sign-up that died after claiming it, before its organisation', () => {
  const CLAIMED = 3;

  it('goes at once to the next sign-up with that GSTIN; the first email hears the GSTIN is taken and is free again', async () => {
    const first = newOwner();
    await crashingAfter(CLAIMED, () => createAccount(api.server.ports, first));
    const second = { ...newOwner(), gstin: first.gstin };

    const taken = await signUp(second);
    expect(taken.status).toBe(200);
    expect((await signIn(api, second.email, second.password)).orgs.map((org) => org.gstin)).toEqual([first.gstin]);

    const retry = await signUp(first);
    expect({ status: retry.status, error: retry.body.error }).toEqual({ status: 409, error: APP_MESSAGES.organisationGstinTaken });
    const asCa = await signUp({ username: first.username, email: first.email, password: 'Fresh@2024', usertype: 'CA' });
    expect(asCa.status).toBe(200);
    expect((await signIn(api, first.email, 'Fresh@2024')).orgs).toEqual([]);
  });
});

describe('a CA sign-up that died after its sign-in', () => {
  it('is finished by signing up again', async () => {
    const ca: NewAccount = { username: 'Kavya', email: 'kavya.crash@example.com', password: 'Crash@2024', usertype: 'CA' };
    expect(await crashingAfter(1, () => createAccount(api.server.ports, ca))).toEqual({ crashed: true, writes: 1 });
    expect((await signUp(ca)).status).toBe(200);
    expect((await signIn(api, ca.email, ca.password)).orgs).toEqual([]);
  });
});

describe('a sign-up killed while the local table wrote its profile', () => {
  // Dynalite writes an item's index entries before the item itself, so a process killed between the
  // two leaves the email's index entry naming a profile that does not exist (signup-kill.test.ts met it).
  it('is finished by signing up again: the orphaned index entry does not make the email "taken"', async () => {
    const owner = newOwner();
    const { client, name } = api.server.ports.table;
    const send = client.send.bind(client);
    client.send = (async (command: { constructor: { name: string }; input: { Item?: Record<string, unknown> } }) => {
      const item = command.input.Item;
      if (command.constructor.name === 'PutCommand' && item?.entity === 'user') {
        // Only the index entry lands: an item under another key carrying the profile's index keys.
        await send(new PutCommand({ TableName: name, Item: { ...item, pk: `ORPHAN#${String(item.id)}` } }));
        throw new SimulatedCrash('killed before the profile itself was written');
      }
      return send(command as never);
    }) as typeof client.send;
    try {
      await expect(createAccount(api.server.ports, owner)).rejects.toBeInstanceOf(SimulatedCrash);
    } finally {
      client.send = send;
    }

    const again = await signUp(owner);
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 200, error: undefined });
    expect((await signIn(api, owner.email, owner.password)).orgs.map((org) => org.gstin)).toEqual([owner.gstin]);
  });
});
