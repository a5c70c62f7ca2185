// Claims left behind are taken over at once, and an insert or edit in flight that loses its claim
// is refused instead of writing a duplicate (functions/src/store/unique-claims.ts). Client GSTINs,
// item short names and organisation GSTINs share the module.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { APP_MESSAGES, routes } from '@bahi/shared';
import { newRecordId } from '../../functions/src/store/ids.js';
import { claimClientGstin, getClient, listClients, putClient, StaleVersion, type StoredClient } from '../../functions/src/store/clients.js';
import { claimItemName } from '../../functions/src/store/items.js';
import { keys } from '../../functions/src/store/keys.js';
import { claimOrganisationGstin } from '../../functions/src/store/organisations.js';
import { DEMO, signIn, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';

const GSTIN = '29AAKCS1234F1ZE';

let api: TestServer;
let owner: SignedIn;
let orgId: string;

beforeAll(async () => {
  api = await startTestServer();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]!.id;
});

afterAll(async () => {
  await api?.close();
});

const table = () => api.server.ports.table;
const now = () => new Date();

/** A claim as a crash between claim and record leaves it: written this very moment, its holder never written. */
async function leaveClaim(key: { pk: string; sk: string }, entity: string, holderAttribute: string, holderId: string) {
  await table().client.send(
    new PutCommand({ TableName: table().name, Item: { ...key, entity, [holderAttribute]: holderId, claimedAt: now().toISOString() } }),
  );
}

const insertOverHttp = (gstin: string, companyname: string) =>
  api.post(
    routes.insertClient.path,
    {
      org_id: orgId,
      gstin,
      companyname,
      clientid: 1,
      state: '29',
      address: [{ locaddress: '1 Church Street', loccity: 'Bengaluru', locphone: '', locpincode: '', locstate: '29' }],
      contacts: [],
    },
    owner.token,
  );

function client(id: string, gstin: string): StoredClient {
  return {
    id,
    org_id: orgId,
    gstin,
    companyname: `Client ${id.slice(-4)}`,
    clientid: 1,
    state: '29',
    statename: 'Karnataka',
    schemetype: 'regular',
    userid: owner.userId,
    createddate: '2025-06-01 10:00:00',
    modifieddate: '2025-06-01 10:00:00',
    version: 1,
    addresses: [],
    contacts: [],
  } as unknown as StoredClient;
}

describe('a client GSTIN claim whose client never appeared', () => {
  it('is taken over at once by the next client with that GSTIN (no false "already exists")', async () => {
    await leaveClaim(keys.clientGstin(orgId, GSTIN), 'clientGstin', 'clientId', newRecordId(orgId));
    const response = await insertOverHttp(GSTIN, 'Sagar Stores');
    expect(response.status).toBe(200);
    const holders = (await listClients(table(), orgId)).filter((row) => row.gstin === GSTIN).map((row) => row.companyname);
    expect(holders).toEqual(['Sagar Stores']);
  });
});

describe('an insert in flight that loses its claim to a takeover', () => {
  it('cannot write its client afterwards (its key is fenced), and the fence is never listed or fetched', async () => {
    const gstin = '29AAKCS1235F1Z3';
    const slow = client(newRecordId(orgId), gstin);
    expect(await claimClientGstin(table(), orgId, gstin, slow.id, now())).toBe(true);
    const fast = client(newRecordId(orgId), gstin);
    expect(await claimClientGstin(table(), orgId, gstin, fast.id, now())).toBe(true);
    await putClient(table(), fast);

    await expect(putClient(table(), slow)).rejects.toBeInstanceOf(StaleVersion);
    expect(await getClient(table(), orgId, slow.id)).toBeNull();
    expect((await listClients(table(), orgId)).filter((row) => row.gstin === gstin).map((row) => row.id)).toEqual([fast.id]);
  });

  it('leaves the GSTIN to the client that took it over: a later insert hears it is taken (409)', async () => {
    const gstin = '29AAKCS1236F1ZC';
    // The HTTP insert's claim is fenced before it writes: the claim names a holder whose key is a fence.
    const ghost = newRecordId(orgId);
    expect(await claimClientGstin(table(), orgId, gstin, ghost, now())).toBe(true);
    const first = await insertOverHttp(gstin, 'First');
    expect(first.status).toBe(200);
    await expect(putClient(table(), client(ghost, gstin))).rejects.toBeInstanceOf(StaleVersion);
    const second = await insertOverHttp(gstin, 'Second');
    expect({ status: second.status, error: second.body.error }).toEqual({ status: 409, error: APP_MESSAGES.clientGstinTaken });
  });
});

describe('an edit in flight that loses its new GSTIN to a takeover', () => {
  it('fails on the version the takeover moved, so two clients never share the GSTIN', async () => {
    const gstin = '29AAKCS1237F1ZZ';
    const editing = client(newRecordId(orgId), '29AAKCS1238F1ZX');
    await putClient(table(), editing);
    expect(await claimClientGstin(table(), orgId, gstin, editing.id, now())).toBe(true);
    const inserting = client(newRecordId(orgId), gstin);
    expect(await claimClientGstin(table(), orgId, gstin, inserting.id, now())).toBe(true);
    await putClient(table(), inserting);

    await expect(putClient(table(), { ...editing, gstin, version: 2 }, 1)).rejects.toBeInstanceOf(StaleVersion);
    expect((await listClients(table(), orgId)).filter((row) => row.gstin === gstin).map((row) => row.id)).toEqual([inserting.id]);
  });
});

describe('an item short-name claim whose item never appeared', () => {
  it('is taken over at once', async () => {
    await leaveClaim(keys.itemName(orgId, 'silk saree'), 'itemName', 'itemId', newRecordId(orgId));
    expect(await claimItemName(table(), orgId, 'Silk Saree', newRecordId(orgId), now())).toBe(true);
  });

  it('is not taken while its item exists with that name', async () => {
    const holder = newRecordId(orgId);
    expect(await claimItemName(table(), orgId, 'Cotton Kurta', holder, now())).toBe(true);
    await table().client.send(
      new PutCommand({ TableName: table().name, Item: { ...keys.item(orgId, holder), entity: 'item', id: holder, shortName: 'Cotton Kurta', version: 1 } }),
    );
    expect(await claimItemName(table(), orgId, 'cotton  kurta', newRecordId(orgId), now())).toBe(false);
  });
});

describe('an organisation GSTIN claim whose organisation never appeared', () => {
  it('is taken over at once, and the organisation that never appeared can no longer be written', async () => {
    const gstin = '27AAKCS1239F1ZK';
    await leaveClaim(keys.organisationGstin(gstin), 'organisationGstin', 'orgId', 'ghostorg00000001');
    expect(await claimOrganisationGstin(table(), gstin, 'realorg000000001', now())).toBe(true);
    const ghost = await table().client.send(new PutCommand({ TableName: table().name, Item: { ...keys.organisation('ghostorg00000001'), id: 'x' }, ConditionExpression: 'attribute_not_exists(pk)' })).catch((error: Error) => error.name);
    expect(ghost).toBe('ConditionalCheckFailedException');
  });

  it('is not taken from the demo organisation, which holds it', async () => {
    expect(await claimOrganisationGstin(table(), DEMO.org.gstin, 'realorg000000002', now())).toBe(false);
  });
});
