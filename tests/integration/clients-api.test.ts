// Clients and states over real HTTP against the local server on in-memory dynalite (spec part 1
// §3 fields, §4 row add/update/delete lists, §5 messages, §7 calls, §8 success texts).
import { APP_MESSAGES, MESSAGES, gstinCheckCharacter, routes, STATES } from '@bahi/shared';
import { DEMO, signIn, signUp, startTestServer, type ApiResponse, type SignedIn, type TestServer } from '../support/api-client.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';

const FORBIDDEN = { status: false, code: 'access.notMember', error: 'You do not have access to this organisation.' };
const NOT_FOUND = { status: false, code: 'client.notFound', error: 'The requested record was not found.' };
const GSTIN_TAKEN = { status: false, code: 'client.gstinTaken', error: 'A client with this GSTIN already exists in this organisation.' };
const WIRE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A GSTIN with the right check character after the given first 14 characters. */
const gstinOf = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

const KAVERI_GSTIN = gstinOf('29ABCDE1234F1Z');
/** Karnataka GSTINs of distinct PANs, for the clients this file adds. */
let panSequence = 1000;
const nextKarnatakaGstin = () => gstinOf(`29KARNA${++panSequence}K1Z`);

let api: TestServer;
let owner: SignedIn;
let ca: SignedIn;
let demoOrgId: string;
/** A second organisation, with its own owner. */
let other: SignedIn & { orgId: string };
/** What ports.now() answers; the server reads it for createddate and modifieddate. */
let clock: Date;

type Body = Record<string, unknown>;

function kaveriSilks(orgId: string, gstin = KAVERI_GSTIN.toLowerCase()): Body {
  return {
    org_id: orgId,
    gstin,
    companyname: 'Kaveri Silks',
    clientid: 1,
    state: '29',
    address: [
      { isprimary: 0, locaddress: '12 MG Road', loccity: 'Bengaluru', locphone: '987 654 3210', locpincode: '560001', locstate: '29' },
      { isprimary: 1, locaddress: '4 Sayyaji Rao Road', loccity: 'Mysuru', locphone: '9845012345', locpincode: '570001', locstate: '29' },
    ],
    contacts: [
      { contactname: 'Ravi Kumar', contactemail: 'ravi@kaverisilks.in', mobile1: '9845012345', mobile2: '' },
      { contactname: 'Meena Iyer', contactemail: '', mobile1: '987-654-3210', mobile2: '(987) 654-3210' },
    ],
  };
}

/** A minimal valid new client of an organisation. */
function simpleClient(orgId: string, companyname: string, gstin = nextKarnatakaGstin()): Body {
  return {
    org_id: orgId,
    gstin,
    companyname,
    clientid: 2,
    state: '29',
    address: [{ locaddress: '1 Church Street', loccity: 'Bengaluru', locphone: '', locpincode: '', locstate: '29' }],
    contacts: [],
  };
}

async function insert(body: Body, token = owner.token): Promise<ApiResponse> {
  return api.post(routes.insertClient.path, body, token);
}

async function insertOk(body: Body, token = owner.token): Promise<string> {
  const response = await insert(body, token);
  if (response.status !== 200) throw new Error(`insert failed: ${response.status} ${response.text}`);
  return response.body.client_id;
}

async function fetchClient(id: string, token = owner.token): Promise<ApiResponse> {
  return api.get(`/api/client/getclient/${id}`, token);
}

async function edit(body: Body, token = owner.token): Promise<ApiResponse> {
  return api.post(routes.editClient.path, body, token);
}

/** The edit form's payload for a fetched client: the client's fields, no row changes. */
function editBodyOf(fetched: ApiResponse, changes: Body = {}): Body {
  const { client } = fetched.body;
  return {
    client_id: client.id,
    orgid: client.org_id,
    version: client.version,
    gstin: client.gstin,
    companyname: client.companyname,
    clientid: client.clientid,
    state: client.state,
    schemetype: client.schemetype,
    address: [],
    contacts: [],
    deleteaddress: [],
    deletecontact: [],
    ...changes,
  };
}

const primaryCount = (fetched: ApiResponse) =>
  (fetched.body.clientaddress as { isprimary: number }[]).filter((row) => row.isprimary === 1).length;

beforeAll(async () => {
  clock = new Date('2024-04-01T06:30:05.000Z');
  api = await startTestServer();
  api.server.ports.now = () => clock;
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  ca = await signIn(api, DEMO.caEmail, DEMO.password);
  demoOrgId = owner.orgs[0]?.id as string;
  const signedUp = await signUp(api, {
    username: 'Lakshmi Rao',
    email: 'lakshmi@raoagencies.in',
    password: 'rao-agencies-2024',
    orgname: 'Rao Agencies',
    gstin: gstinOf('29RAOAG1234R1Z'),
    type: 1,
  });
  other = { ...signedUp, orgId: signedUp.orgId as string };
});

afterAll(async () => {
  await api?.close();
});

describe('GET /api/client/get/states', () => {
  it('lists every GST state code with id, name and two-digit code, Maharashtra and Other Territory included', async () => {
    const response = await api.get(routes.states.path, owner.token);
    expect(response.status).toBe(200);
    expect(routes.states.response.parse(response.body)).toEqual(response.body);
    const { states } = response.body;
    expect(states.length).toBeGreaterThanOrEqual(38);
    expect(states).toContainEqual({ id: 27, name: 'Maharashtra', code: '27' });
    expect(states).toContainEqual({ id: 29, name: 'Karnataka', code: '29' });
    expect(states).toContainEqual({ id: 1, name: 'Jammu and Kashmir', code: '01' });
    expect(states).toContainEqual({ id: 38, name: 'Ladakh', code: '38' });
    expect(states).toContainEqual({ id: 97, name: 'Other Territory', code: '97' });
    for (const state of states) expect(state.id).toBe(Number(state.code));
    expect(new Set(states.map((state: { code: string }) => state.code)).size).toBe(states.length);
  });

  it('needs a signed-in user', async () => {
    const response = await api.get(routes.states.path);
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(MESSAGES.unauthorized);
  });
});

describe('adding and fetching a client', () => {
  let clientId: string;
  let fetched: ApiResponse;

  beforeAll(async () => {
    const response = await insert(kaveriSilks(demoOrgId));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Client added successfully',
      client_id: expect.stringMatching(new RegExp(`^${demoOrgId}_[a-z0-9]{16}$`)),
    });
    expect(routes.insertClient.response.parse(response.body)).toEqual(response.body);
    clientId = response.body.client_id;
    fetched = await fetchClient(clientId);
  });

  it("answers 'Client added successfully' with an id under the organisation", () => {
    expect(clientId.startsWith(`${demoOrgId}_`)).toBe(true);
    expect(clientId).toHaveLength(33);
  });

  it('fetches the client with the GSTIN upper-cased, the state name, the default scheme, UTC dates and version 1', () => {
    expect(fetched.status).toBe(200);
    expect(routes.getClient.response.parse(fetched.body)).toEqual(fetched.body);
    expect(fetched.body.client).toEqual({
      id: clientId,
      org_id: demoOrgId,
      gstin: KAVERI_GSTIN,
      companyname: 'Kaveri Silks',
      clientid: 1,
      state: '29',
      statename: 'Karnataka',
      schemetype: 'regular',
      sez: 0,
      userid: owner.userId,
      createddate: '2024-04-01 06:30:05',
      modifieddate: '2024-04-01 06:30:05',
      version: 1,
    });
    expect(fetched.body.client.gstin).toBe(fetched.body.client.gstin.toUpperCase());
  });

  it('fetches both addresses with new ids, the flagged one primary', () => {
    const [bengaluru, mysuru] = fetched.body.clientaddress;
    expect(fetched.body.clientaddress).toEqual([
      {
        id: expect.stringMatching(new RegExp(`^${demoOrgId}_[a-z0-9]{16}$`)),
        isprimary: 0,
        address: '12 MG Road',
        city: 'Bengaluru',
        pincode: '560001',
        phone: '+91 98765 43210',
        state_id: '29',
        statename: 'Karnataka',
      },
      {
        id: expect.stringMatching(new RegExp(`^${demoOrgId}_[a-z0-9]{16}$`)),
        isprimary: 1,
        address: '4 Sayyaji Rao Road',
        city: 'Mysuru',
        pincode: '570001',
        phone: '+91 98450 12345',
        state_id: '29',
        statename: 'Karnataka',
      },
    ]);
    expect(bengaluru.id).not.toBe(mysuru.id);
    expect([bengaluru.id, mysuru.id]).not.toContain(clientId);
  });

  it('fetches both contacts as id, name, email, mobile1, mobile2', () => {
    expect(fetched.body.clientcontacts).toEqual([
      { id: expect.stringMatching(new RegExp(`^${demoOrgId}_[a-z0-9]{16}$`)), name: 'Ravi Kumar', email: 'ravi@kaverisilks.in', mobile1: '+91 98450 12345', mobile2: '' },
      { id: expect.stringMatching(new RegExp(`^${demoOrgId}_[a-z0-9]{16}$`)), name: 'Meena Iyer', email: '', mobile1: '+91 98765 43210', mobile2: '+91 98765 43210' },
    ]);
  });

  it('sends the state list with the client', () => {
    expect(fetched.body.states).toEqual(STATES.map(({ id, name, code }) => ({ id, name, code })));
  });

  it('stamps createddate from the server clock in UTC as YYYY-MM-DD HH:mm:ss', async () => {
    clock = new Date('2024-12-31T23:59:59.000Z');
    const id = await insertOk(simpleClient(demoOrgId, 'Year End Traders'));
    const { client } = (await fetchClient(id)).body;
    expect(client.createddate).toMatch(WIRE_TIMESTAMP);
    expect(client.createddate).toBe('2024-12-31 23:59:59');
    expect(client.modifieddate).toBe('2024-12-31 23:59:59');
    clock = new Date('2024-04-01T06:30:05.000Z');
  });

  it('accepts numeric client type and state and pads one-digit state codes', async () => {
    const id = await insertOk({
      ...simpleClient(demoOrgId, 'Srinagar Shawls', gstinOf('01SRINA1234S1Z')),
      clientid: '3',
      state: 1,
      schemetype: 'composite',
      address: [{ locaddress: 'Lal Chowk', loccity: 'Srinagar', locstate: 1 }],
    });
    const { body } = await fetchClient(id);
    expect(body.client).toMatchObject({ clientid: 3, state: '01', statename: 'Jammu and Kashmir', schemetype: 'composite' });
    expect(body.clientaddress).toEqual([
      { id: expect.any(String), isprimary: 1, address: 'Lal Chowk', city: 'Srinagar', pincode: '', phone: '', state_id: '01', statename: 'Jammu and Kashmir' },
    ]);
  });

  it('accepts every phone format of the spec in locations and mobiles, each stored as +91 98765 43210', async () => {
    const formats = ['9876543210', '987-654-3210', '(987) 654-3210', '987.654.3210', '987 654 3210'];
    const id = await insertOk({
      ...simpleClient(demoOrgId, 'Phone Formats Pvt Ltd'),
      address: formats.map((locphone, index) => ({ locaddress: `${index + 1} Residency Road`, loccity: 'Bengaluru', locphone, locstate: '29' })),
      contacts: formats.map((mobile1, index) => ({ contactname: `Contact ${index + 1}`, mobile1, mobile2: formats[(index + 1) % 5] })),
    });
    const { body } = await fetchClient(id);
    expect(body.clientaddress.map((row: { phone: string }) => row.phone)).toEqual(formats.map(() => '+91 98765 43210'));
    expect(body.clientcontacts.map((row: { mobile1: string; mobile2: string }) => [row.mobile1, row.mobile2])).toEqual(
      formats.map(() => ['+91 98765 43210', '+91 98765 43210']),
    );
  });

  it('accepts Indian mobiles and STD landlines as people write them, stored in one form', async () => {
    const written = [
      ['98450 12345', '+91 98450 12345'],
      ['+91 98450 12345', '+91 98450 12345'],
      ['+919845012345', '+91 98450 12345'],
      ['09845012345', '+91 98450 12345'],
      ['022-22014455', '022-22014455'],
      ['02522-123456', '02522-123456'],
      ['(080) 2233 4455', '080-22334455'],
    ] as const;
    const id = await insertOk({
      ...simpleClient(demoOrgId, 'Indian Phones Pvt Ltd'),
      address: written.map(([locphone], index) => ({ locaddress: `${index + 1} Brigade Road`, loccity: 'Bengaluru', locphone, locstate: '29' })),
      contacts: written.map(([mobile1], index) => ({ contactname: `Contact ${index + 1}`, mobile1, mobile2: '' })),
    });
    const { body } = await fetchClient(id);
    expect(body.clientaddress.map((row: { phone: string }) => row.phone)).toEqual(written.map(([, stored]) => stored));
    expect(body.clientcontacts.map((row: { mobile1: string }) => row.mobile1)).toEqual(written.map(([, stored]) => stored));
  });
});

describe('GET /api/client/get/clients/{orgid}', () => {
  let shop: SignedIn & { orgId: string };

  beforeAll(async () => {
    const signedUp = await signUp(api, {
      username: 'Farah Khan',
      email: 'farah@chennaichemicals.in',
      password: 'chennai-chem-2024',
      orgname: 'Chennai Chemicals',
      gstin: gstinOf('33CHENN1234C1Z'),
      type: 1,
    });
    shop = { ...signedUp, orgId: signedUp.orgId as string };
  });

  it('lists no clients for a new organisation', async () => {
    const response = await api.get(`/api/client/get/clients/${shop.orgId}`, shop.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, getClientsWithorgId: [] });
  });

  it('lists the clients by company name with the primary address city and phone and the first contact', async () => {
    const kaveriId = await insertOk(kaveriSilks(shop.orgId), shop.token);
    const zenithId = await insertOk(
      {
        ...simpleClient(shop.orgId, 'Zenith Exports'),
        address: [{ locaddress: '9 Anna Salai', loccity: 'Chennai', locphone: '9444012345', locstate: '33' }],
        contacts: [{ contactname: 'Arun', contactemail: 'arun@zenith.in', mobile1: '9444098765' }],
      },
      shop.token,
    );
    const aadyaId = await insertOk(simpleClient(shop.orgId, 'Aadya Foods'), shop.token);

    const response = await api.get(`/api/client/get/clients/${shop.orgId}`, shop.token);
    expect(response.status).toBe(200);
    expect(routes.listClients.response.parse(response.body)).toEqual(response.body);
    const rows = response.body.getClientsWithorgId;
    expect(rows.map((row: { companyname: string }) => row.companyname)).toEqual(['Aadya Foods', 'Kaveri Silks', 'Zenith Exports']);
    expect(rows[1]).toEqual({
      id: kaveriId,
      org_id: shop.orgId,
      gstin: KAVERI_GSTIN,
      companyname: 'Kaveri Silks',
      clientid: 1,
      state: '29',
      statename: 'Karnataka',
      schemetype: 'regular',
      sez: 0,
      userid: shop.userId,
      createddate: '2024-04-01 06:30:05',
      modifieddate: '2024-04-01 06:30:05',
      version: 1,
      city: 'Mysuru',
      phone: '+91 98450 12345',
      contactname: 'Ravi Kumar',
      contactemail: 'ravi@kaverisilks.in',
    });
    expect(rows[2]).toMatchObject({ id: zenithId, city: 'Chennai', phone: '+91 94440 12345', contactname: 'Arun', contactemail: 'arun@zenith.in' });
    expect(rows[0]).toMatchObject({ id: aadyaId, city: 'Bengaluru', phone: '', contactname: '', contactemail: '' });
    expect(Object.keys(rows[0])).not.toContain('addresses');
    expect(Object.keys(rows[0])).not.toContain('contacts');
  });

  it("does not show another organisation's clients", async () => {
    const response = await api.get(`/api/client/get/clients/${shop.orgId}`, shop.token);
    const ids: string[] = response.body.getClientsWithorgId.map((row: { id: string }) => row.id);
    for (const id of ids) expect(id.startsWith(`${shop.orgId}_`)).toBe(true);
    expect(response.body.getClientsWithorgId.map((row: { org_id: string }) => row.org_id)).toEqual([shop.orgId, shop.orgId, shop.orgId]);
  });
});

describe('editing a client', () => {
  let clientId: string;
  let bengaluruId: string;
  let mysuruId: string;
  let raviId: string;
  let meenaId: string;

  beforeAll(async () => {
    clock = new Date('2024-04-01T06:30:05.000Z');
    clientId = await insertOk(kaveriSilks(demoOrgId, gstinOf('29KAVER1234K2Z')));
    const fetched = await fetchClient(clientId);
    [bengaluruId, mysuruId] = fetched.body.clientaddress.map((row: { id: string }) => row.id);
    [raviId, meenaId] = fetched.body.clientcontacts.map((row: { id: string }) => row.id);
  });

  it('updates an address by id, deletes another, adds and deletes contacts, and bumps the version', async () => {
    clock = new Date('2024-05-15T10:00:00.000Z');
    const before = await fetchClient(clientId);
    const response = await edit(
      editBodyOf(before, {
        companyname: 'Kaveri Silks and Sarees',
        clientid: 3,
        schemetype: 'composite',
        address: [{ id: bengaluruId, isprimary: 0, locaddress: '14 MG Road', loccity: 'Bengaluru', locphone: '9876543210', locpincode: '560002', locstate: '29' }],
        deleteaddress: [mysuruId],
        contacts: [{ contactname: 'Asha Nair', contactemail: 'asha@kaverisilks.in', mobile1: '987.654.3210', mobile2: '' }],
        deletecontact: [meenaId],
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Client Updated successfully', client_id: clientId });
    expect(routes.editClient.response.parse(response.body)).toEqual(response.body);

    const after = await fetchClient(clientId);
    expect(after.body.client).toEqual({
      ...before.body.client,
      companyname: 'Kaveri Silks and Sarees',
      clientid: 3,
      schemetype: 'composite',
      createddate: '2024-04-01 06:30:05',
      modifieddate: '2024-05-15 10:00:00',
      version: 2,
    });
    expect(after.body.clientaddress).toEqual([
      { id: bengaluruId, isprimary: 1, address: '14 MG Road', city: 'Bengaluru', pincode: '560002', phone: '+91 98765 43210', state_id: '29', statename: 'Karnataka' },
    ]);
    expect(after.body.clientcontacts).toEqual([
      { id: raviId, name: 'Ravi Kumar', email: 'ravi@kaverisilks.in', mobile1: '+91 98450 12345', mobile2: '' },
      { id: expect.stringMatching(new RegExp(`^${demoOrgId}_[a-z0-9]{16}$`)), name: 'Asha Nair', email: 'asha@kaverisilks.in', mobile1: '+91 98765 43210', mobile2: '' },
    ]);
    expect(after.body.clientcontacts[1].id).not.toBe(meenaId);
  });

  it('moves the primary flag to a new address flagged primary, then to an existing one flagged primary', async () => {
    const first = await edit(
      editBodyOf(await fetchClient(clientId), {
        address: [{ isprimary: 1, locaddress: '7 Lamington Road', loccity: 'Hubballi', locstate: '29' }],
      }),
    );
    expect(first.status).toBe(200);
    const afterFirst = await fetchClient(clientId);
    expect(afterFirst.body.clientaddress.map((row: { city: string; isprimary: number }) => [row.city, row.isprimary])).toEqual([
      ['Bengaluru', 0],
      ['Hubballi', 1],
    ]);
    expect(afterFirst.body.client.version).toBe(3);

    const second = await edit(
      editBodyOf(afterFirst, {
        address: [{ id: bengaluruId, isprimary: 1, locaddress: '14 MG Road', loccity: 'Bengaluru', locstate: '29' }],
      }),
    );
    expect(second.status).toBe(200);
    const afterSecond = await fetchClient(clientId);
    expect(afterSecond.body.clientaddress.map((row: { city: string; isprimary: number }) => [row.city, row.isprimary])).toEqual([
      ['Bengaluru', 1],
      ['Hubballi', 0],
    ]);
    expect(primaryCount(afterSecond)).toBe(1);
    expect(afterSecond.body.client.version).toBe(4);
  });

  it('keeps exactly one primary when a save adds addresses without flags', async () => {
    const response = await edit(
      editBodyOf(await fetchClient(clientId), {
        address: [
          { locaddress: '1 Station Road', loccity: 'Dharwad', locstate: '29' },
          { locaddress: '2 Beach Road', loccity: 'Udupi', locstate: '29' },
        ],
      }),
    );
    expect(response.status).toBe(200);
    const after = await fetchClient(clientId);
    expect(after.body.clientaddress.map((row: { city: string; isprimary: number }) => [row.city, row.isprimary])).toEqual([
      ['Bengaluru', 1],
      ['Hubballi', 0],
      ['Dharwad', 0],
      ['Udupi', 0],
    ]);
  });

  it('refuses an address id the client does not have with 400 and changes nothing', async () => {
    const fetched = await fetchClient(clientId);
    await expectNothingWritten(api, async () => {
      const unknownUpdate = await edit(
        editBodyOf(fetched, { address: [{ id: `${demoOrgId}_zzzzzzzzzzzzzzzz`, locaddress: 'x', loccity: 'y', locstate: '29' }] }),
      );
      expect(unknownUpdate.status).toBe(400);
      expect(unknownUpdate.body).toEqual({
        status: false,
        code: 'client.unknownRow',
        error: 'The address being changed is not on this client. Reload it and try again.',
      });
      const unknownDelete = await edit(editBodyOf(fetched, { deleteaddress: [meenaId] }));
      expect(unknownDelete.status).toBe(400);
      expect(unknownDelete.body.code).toBe('client.unknownRow');
      const unknownContact = await edit(editBodyOf(fetched, { deletecontact: [mysuruId] }));
      expect(unknownContact.status).toBe(400);
      expect(unknownContact.body.error).toBe('The contact being changed is not on this client. Reload it and try again.');
    });
  });

  it("refuses to delete every address with 400 'Location address is required'", async () => {
    const fetched = await fetchClient(clientId);
    const allIds = fetched.body.clientaddress.map((row: { id: string }) => row.id);
    await expectNothingWritten(api, async () => {
      const response = await edit(editBodyOf(fetched, { deleteaddress: allIds }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        status: false,
        code: 'client.noAddress',
        error: 'Location address is required',
        errors: [{ field: 'address', message: 'Location address is required' }],
      });
    });
  });

  it('refuses a save made from a stale version with 409 and keeps the newer one', async () => {
    const fetched = await fetchClient(clientId);
    const current = fetched.body.client.version;
    await expectNothingWritten(api, async () => {
      const response = await edit(editBodyOf(fetched, { version: current - 1, companyname: 'Stale Name' }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ status: false, code: 'client.versionConflict', error: APP_MESSAGES.versionConflict });
    });
    const ahead = await edit(editBodyOf(fetched, { version: current + 1 }));
    expect(ahead.status).toBe(409);
    const after = await fetchClient(clientId);
    expect(after.body.client.companyname).toBe('Kaveri Silks and Sarees');
    expect(after.body.client.version).toBe(current);
  });

  it('saves without a version (last write wins) and still bumps it', async () => {
    const fetched = await fetchClient(clientId);
    const { version: _version, ...body } = editBodyOf(fetched, { companyname: 'Kaveri Silks' });
    const response = await edit(body);
    expect(response.status).toBe(200);
    const after = await fetchClient(clientId);
    expect(after.body.client.companyname).toBe('Kaveri Silks');
    expect(after.body.client.version).toBe(fetched.body.client.version + 1);
  });

  it('answers 404 for an id of the organisation that names no client', async () => {
    const fetched = await fetchClient(clientId);
    const response = await edit(editBodyOf(fetched, { client_id: `${demoOrgId}_n0suchc11ent0000` }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
  });
});

describe('validation messages of spec part 1 §5, on insert and on edit', () => {
  let editable: ApiResponse;

  beforeAll(async () => {
    const id = await insertOk(kaveriSilks(demoOrgId, gstinOf('29VALID1234V1Z')));
    editable = await fetchClient(id);
  });

  const address = (changes: Body) => [{ isprimary: 1, locaddress: '12 MG Road', loccity: 'Bengaluru', locphone: '9876543210', locpincode: '560001', locstate: '29', ...changes }];
  const contact = (changes: Body) => [{ contactname: 'Ravi', contactemail: 'ravi@kaverisilks.in', mobile1: '9845012345', mobile2: '', ...changes }];
  const wrongCheck = (() => {
    const right = gstinCheckCharacter('29ABCDE1234F1Z');
    return `29ABCDE1234F1Z${right === 'A' ? 'B' : 'A'}`;
  })();

  interface Case {
    name: string;
    changes: Body;
    message: string | RegExp;
    field: string;
    omit?: string;
  }
  const cases: Case[] = [
    { name: 'a 14-character GSTIN', changes: { gstin: KAVERI_GSTIN.slice(0, 14) }, message: 'Please enter 15 digit GSTIN', field: 'gstin' },
    { name: 'a 16-character GSTIN', changes: { gstin: `${KAVERI_GSTIN}1` }, message: 'Please enter 15 digit GSTIN', field: 'gstin' },
    { name: 'an empty GSTIN', changes: { gstin: '' }, message: 'Please enter 15 digit GSTIN', field: 'gstin' },
    { name: 'a blank GSTIN', changes: { gstin: '   ' }, message: 'Please enter 15 digit GSTIN', field: 'gstin' },
    { name: 'a missing GSTIN', changes: {}, omit: 'gstin', message: 'Please enter 15 digit GSTIN', field: 'gstin' },
    { name: 'a GSTIN with a wrong check character', changes: { gstin: wrongCheck }, message: /^The check character does not match/, field: 'gstin' },
    { name: 'a short GSTIN for an unregistered customer', changes: { clientid: 4, gstin: '29ABCDE' }, message: 'Please enter 15 digit GSTIN', field: 'gstin' },
    { name: 'a GSTIN with a wrong check character for an unregistered supplier', changes: { clientid: 5, gstin: wrongCheck }, message: /^The check character does not match/, field: 'gstin' },
    { name: 'an empty company name', changes: { companyname: '' }, message: 'Company Name is required', field: 'companyname' },
    { name: 'a blank company name', changes: { companyname: '   ' }, message: 'Company Name is required', field: 'companyname' },
    { name: 'a missing company name', changes: {}, omit: 'companyname', message: 'Company Name is required', field: 'companyname' },
    { name: 'a missing client type', changes: {}, omit: 'clientid', message: 'Client type is required', field: 'clientid' },
    { name: 'an empty client type', changes: { clientid: '' }, message: 'Client type is required', field: 'clientid' },
    { name: 'an unknown client type', changes: { clientid: 9 }, message: 'Client type is required', field: 'clientid' },
    { name: 'a missing state', changes: {}, omit: 'state', message: 'State is required', field: 'state' },
    { name: 'an empty state', changes: { state: '' }, message: 'State is required', field: 'state' },
    { name: 'an unknown state code', changes: { state: '99' }, message: 'State is required', field: 'state' },
    { name: "a state other than the GSTIN's", changes: { state: '27' }, message: "State does not match the GSTIN's state code.", field: 'state' },
    { name: 'a location without a city', changes: { address: address({ loccity: '' }) }, message: 'Location city is required', field: 'address.0.loccity' },
    { name: 'a location with a missing city', changes: { address: address({ loccity: undefined }) }, message: 'Location city is required', field: 'address.0.loccity' },
    { name: 'a location without an address', changes: { address: address({ locaddress: ' ' }) }, message: 'Location address is required', field: 'address.0.locaddress' },
    { name: 'a location without a state', changes: { address: address({ locstate: '' }) }, message: 'State is required', field: 'address.0.locstate' },
    { name: 'a contact with a bad email', changes: { contacts: contact({ contactemail: 'ravi@kaverisilks' }) }, message: 'Please enter valid email', field: 'contacts.0.contactemail' },
    { name: 'a contact with an email without @', changes: { contacts: contact({ contactemail: 'ravi.kaverisilks.in' }) }, message: 'Please enter valid email', field: 'contacts.0.contactemail' },
    { name: 'a contact email with a space', changes: { contacts: contact({ contactemail: 'ravi kumar@kaverisilks.in' }) }, message: 'Please enter valid email', field: 'contacts.0.contactemail' },
    ...['98765', '98765432101', '+1 987 654 3210', '0012 345 6789', 'abcdefghij'].flatMap((phone): Case[] => [
      { name: `location phone '${phone}'`, changes: { address: address({ locphone: phone }) }, message: 'Please enter valid phone number', field: 'address.0.locphone' },
      { name: `mobile1 '${phone}'`, changes: { contacts: contact({ mobile1: phone }) }, message: 'Please enter valid phone number', field: 'contacts.0.mobile1' },
      { name: `mobile2 '${phone}'`, changes: { contacts: contact({ mobile2: phone }) }, message: 'Please enter valid phone number', field: 'contacts.0.mobile2' },
    ]),
    ...['56000', '5600011', 'abcdef', '56 001'].map((pincode): Case => ({
      name: `pincode '${pincode}'`,
      changes: { address: address({ locpincode: pincode }) },
      message: 'Please enter valid pincode',
      field: 'address.0.locpincode',
    })),
  ];

  function expectMessage(response: ApiResponse, { message, field }: Case): void {
    if (typeof message === 'string') {
      expectInvalid(response, message, field);
    } else {
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('request.invalid');
      expect(response.body.error).toMatch(message);
      expect(response.body.errors).toContainEqual({ field, message: response.body.error });
    }
  }

  const without = (body: Body, key?: string): Body => {
    if (!key) return body;
    const { [key]: _omitted, ...rest } = body;
    return rest;
  };

  it.each(cases)('insert: $name → 400 with the exact message, nothing written', async (testCase) => {
    const body = without({ ...kaveriSilks(demoOrgId, gstinOf('29NEWCL1234N1Z')), ...testCase.changes }, testCase.omit);
    await expectNothingWritten(api, async () => expectMessage(await insert(body), testCase));
  });

  it.each(cases)('edit: $name → 400 with the exact message, nothing written', async (testCase) => {
    const body = without(editBodyOf(editable, testCase.changes), testCase.omit);
    await expectNothingWritten(api, async () => expectMessage(await edit(body), testCase));
  });

  it("insert: no location rows at all → 400 'Location city is required' and 'Location address is required'", async () => {
    for (const address of [[], undefined]) {
      await expectNothingWritten(api, async () => {
        const response = await insert({ ...kaveriSilks(demoOrgId, gstinOf('29NEWCL1234N1Z')), address });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          status: false,
          code: 'request.invalid',
          error: 'Location city is required',
          errors: [
            { field: 'address.0.loccity', message: 'Location city is required' },
            { field: 'address.0.locaddress', message: 'Location address is required' },
          ],
        });
      });
    }
  });

  it('accepts an empty pincode and a six-digit one', async () => {
    const id = await insertOk({
      ...simpleClient(demoOrgId, 'Pincode Traders'),
      address: [
        { locaddress: 'a', loccity: 'Bengaluru', locstate: '29', locpincode: '' },
        { locaddress: 'b', loccity: 'Mysuru', locstate: '29', locpincode: '570001' },
      ],
    });
    const { body } = await fetchClient(id);
    expect(body.clientaddress.map((row: { pincode: string }) => row.pincode)).toEqual(['', '570001']);
  });

  it('leaves the edited client as it was after all the refused edits', async () => {
    const now = await fetchClient(editable.body.client.id);
    expect(now.body).toEqual(editable.body);
  });
});

describe('one client per GSTIN in an organisation', () => {
  const first = gstinOf('29DUPLI1234D1Z');
  const second = gstinOf('29DUPLI1234D2Z');
  let firstId: string;
  let secondId: string;

  beforeAll(async () => {
    firstId = await insertOk(simpleClient(demoOrgId, 'Duplicate One', first));
    secondId = await insertOk(simpleClient(demoOrgId, 'Duplicate Two', second));
  });

  it('refuses a second client with the same GSTIN, in any case, with 409', async () => {
    await expectNothingWritten(api, async () => {
      for (const gstin of [first, first.toLowerCase(), ` ${first} `]) {
        const response = await insert(simpleClient(demoOrgId, 'Duplicate Again', gstin));
        expect(response.status).toBe(409);
        expect(response.body).toEqual(GSTIN_TAKEN);
      }
    });
  });

  it("refuses an edit to another client's GSTIN with 409 and keeps both as they were", async () => {
    const fetched = await fetchClient(secondId);
    await expectNothingWritten(api, async () => {
      const response = await edit(editBodyOf(fetched, { gstin: first }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual(GSTIN_TAKEN);
    });
    expect((await fetchClient(secondId)).body.client).toEqual(fetched.body.client);
  });

  it('lets a client keep its own GSTIN on edit', async () => {
    const response = await edit(editBodyOf(await fetchClient(firstId), { companyname: 'Duplicate One Renamed' }));
    expect(response.status).toBe(200);
  });

  it('allows the same GSTIN in another organisation', async () => {
    const response = await insert(simpleClient(other.orgId, 'Duplicate One Elsewhere', first), other.token);
    expect(response.status).toBe(200);
    expect(response.body.client_id.startsWith(`${other.orgId}_`)).toBe(true);
    expect((await fetchClient(response.body.client_id, other.token)).body.client.gstin).toBe(first);
  });

  it("frees the old GSTIN when a client's GSTIN is edited", async () => {
    const changed = gstinOf('29DUPLI1234D3Z');
    const response = await edit(editBodyOf(await fetchClient(secondId), { gstin: changed.toLowerCase() }));
    expect(response.status).toBe(200);
    expect((await fetchClient(secondId)).body.client.gstin).toBe(changed);
    const reuse = await insert(simpleClient(demoOrgId, 'Takes The Old GSTIN', second));
    expect(reuse.status).toBe(200);
    const clash = await insert(simpleClient(demoOrgId, 'Wants The New GSTIN', changed));
    expect(clash.status).toBe(409);
  });

  it('frees the GSTIN of a deleted client', async () => {
    const deleted = await api.get(`/api/client/delete/client/${firstId}`, owner.token);
    expect(deleted.status).toBe(200);
    const reuse = await insert(simpleClient(demoOrgId, 'Duplicate One Reborn', first));
    expect(reuse.status).toBe(200);
    expect(reuse.body.client_id).not.toBe(firstId);
  });
});

describe('unregistered customers and suppliers (no GSTIN)', () => {
  const unregistered = (companyname: string, clientid: number, gstin: unknown = '') => ({ ...simpleClient(demoOrgId, companyname), clientid, gstin });

  it('adds an unregistered customer and an unregistered supplier without a GSTIN, any number of them', async () => {
    const walkIn = await insertOk(unregistered('Walk-in Customer', 4));
    const secondWalkIn = await insertOk(unregistered('Another Walk-in', 4, null));
    const vendor = await insertOk({ ...unregistered('Ramesh Scrap Dealer', 5), gstin: undefined });
    for (const [id, clientid] of [[walkIn, 4], [secondWalkIn, 4], [vendor, 5]] as const) {
      const { body } = await fetchClient(id);
      expect(body.client).toMatchObject({ gstin: '', clientid, state: '29', statename: 'Karnataka' });
    }
  });

  it("still asks a registered client for its GSTIN: 'Please enter 15 digit GSTIN'", async () => {
    await expectNothingWritten(api, async () => {
      for (const clientid of [1, 2, 3]) {
        expectInvalid(await insert(unregistered('Registered Without GSTIN', clientid)), 'Please enter 15 digit GSTIN', 'gstin');
      }
    });
  });

  it('keeps a GSTIN given for an unregistered client unique', async () => {
    const gstin = gstinOf('29UNREG1234U1Z');
    await insertOk(unregistered('Unregistered With GSTIN', 4, gstin));
    const again = await insert(unregistered('Same GSTIN Again', 5, gstin.toLowerCase()));
    expect(again.status).toBe(409);
    expect(again.body).toEqual(GSTIN_TAKEN);
  });

  it('frees the GSTIN when a registered client becomes unregistered, and takes one when it registers', async () => {
    const gstin = gstinOf('29BECOM1234B1Z');
    const id = await insertOk(simpleClient(demoOrgId, 'Becomes Unregistered', gstin));
    const dropped = await edit(editBodyOf(await fetchClient(id), { clientid: 4, gstin: '' }));
    expect(dropped.status).toBe(200);
    expect((await fetchClient(id)).body.client).toMatchObject({ gstin: '', clientid: 4 });
    const taker = await insertOk(simpleClient(demoOrgId, 'Takes The Freed GSTIN', gstin));
    const back = await edit(editBodyOf(await fetchClient(id), { clientid: 1, gstin }));
    expect(back.status).toBe(409);
    expect(back.body).toEqual(GSTIN_TAKEN);
    expect(await api.get(`/api/client/delete/client/${taker}`, owner.token)).toMatchObject({ status: 200 });
    expect((await edit(editBodyOf(await fetchClient(id), { clientid: 1, gstin }))).status).toBe(200);
  });
});

describe('two saves at once', () => {
  it('lets only one of two simultaneous inserts with the same GSTIN through', async () => {
    const gstin = gstinOf('29RACEG1234R1Z');
    const answers = await Promise.all([
      insert(simpleClient(demoOrgId, 'Race One', gstin)),
      insert(simpleClient(demoOrgId, 'Race Two', gstin)),
      insert(simpleClient(demoOrgId, 'Race Three', gstin)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const list = await api.get(`/api/client/get/clients/${demoOrgId}`, owner.token);
    expect(list.body.getClientsWithorgId.filter((row: { gstin: string }) => row.gstin === gstin)).toHaveLength(1);
  });

  it('lets only one of two simultaneous edits of the same version through', async () => {
    const fetched = await fetchClient(await insertOk(simpleClient(demoOrgId, 'Race Edit')));
    const answers = await Promise.all([
      edit(editBodyOf(fetched, { companyname: 'Race Edit A' })),
      edit(editBodyOf(fetched, { companyname: 'Race Edit B' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const after = await fetchClient(fetched.body.client.id);
    expect(after.body.client.companyname).toBe(winner === 0 ? 'Race Edit A' : 'Race Edit B');
    expect(after.body.client.version).toBe(2);
  });
});

describe('GET /api/client/delete/client/{id}', () => {
  it("answers 'Deleted successfully', then 404 on fetch, edit and a second delete", async () => {
    const id = await insertOk(simpleClient(demoOrgId, 'Short Lived Traders'));
    const fetched = await fetchClient(id);
    const response = await api.get(`/api/client/delete/client/${id}`, owner.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Deleted successfully' });
    expect(routes.deleteClient.response.parse(response.body)).toEqual(response.body);

    const after = await fetchClient(id);
    expect(after.status).toBe(404);
    expect(after.body).toEqual(NOT_FOUND);
    const again = await api.get(`/api/client/delete/client/${id}`, owner.token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(NOT_FOUND);
    const editAfter = await edit(editBodyOf(fetched));
    expect(editAfter.status).toBe(404);

    const list = await api.get(`/api/client/get/clients/${demoOrgId}`, owner.token);
    expect(list.body.getClientsWithorgId.map((row: { id: string }) => row.id)).not.toContain(id);
    const leftovers = (await api.scanAll()).filter((item) => JSON.stringify(item).includes(id));
    expect(leftovers).toEqual([]);
  });
});

describe("the organisation check on a client's record id", () => {
  let demoClientId: string;
  let demoClient: ApiResponse;

  beforeAll(async () => {
    demoClientId = await insertOk(simpleClient(demoOrgId, 'Guarded Goods'));
    demoClient = await fetchClient(demoClientId);
  });

  it("gives another organisation's owner 403 and no data on fetch, edit and delete", async () => {
    await expectNothingWritten(api, async () => {
      const fetched = await fetchClient(demoClientId, other.token);
      expect(fetched.status).toBe(403);
      expect(fetched.body).toEqual(FORBIDDEN);
      expect(fetched.text).not.toContain('Guarded Goods');

      const edited = await edit(editBodyOf(demoClient, { companyname: 'Hijacked', orgid: other.orgId }), other.token);
      expect(edited.status).toBe(403);
      expect(edited.body).toEqual(FORBIDDEN);

      const deleted = await api.get(`/api/client/delete/client/${demoClientId}`, other.token);
      expect(deleted.status).toBe(403);
      expect(deleted.body).toEqual(FORBIDDEN);

      const listed = await api.get(`/api/client/get/clients/${demoOrgId}`, other.token);
      expect(listed.status).toBe(403);
      expect(listed.body).toEqual(FORBIDDEN);

      const inserted = await insert(simpleClient(demoOrgId, 'Planted Client'), other.token);
      expect(inserted.status).toBe(403);
      expect(inserted.body).toEqual(FORBIDDEN);
    });
    expect((await fetchClient(demoClientId)).body).toEqual(demoClient.body);
  });

  it('gives 403 for an id of an organisation that does not exist, exactly as for one that does', async () => {
    const response = await fetchClient('zzzzzzzzzzzzzzzz_zzzzzzzzzzzzzzzz');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
  });

  it('gives 403 for ids that are not record ids at all', async () => {
    for (const id of ['notarecordid', demoOrgId, `${demoOrgId}_short`, '123']) {
      const fetched = await fetchClient(id);
      expect({ id, status: fetched.status, body: fetched.body }).toEqual({ id, status: 403, body: FORBIDDEN });
    }
    const edited = await edit(editBodyOf(demoClient, { client_id: 'notarecordid' }));
    expect(edited.status).toBe(403);
    expect(edited.body).toEqual(FORBIDDEN);
  });

  it('lets the CA who has access to Demo Traders list and fetch its clients', async () => {
    const listed = await api.get(`/api/client/get/clients/${demoOrgId}`, ca.token);
    expect(listed.status).toBe(200);
    expect(listed.body.getClientsWithorgId.map((row: { id: string }) => row.id)).toContain(demoClientId);
    const fetched = await fetchClient(demoClientId, ca.token);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(demoClient.body);
  });

  it("does not let the CA into an organisation it has no access to", async () => {
    const listed = await api.get(`/api/client/get/clients/${other.orgId}`, ca.token);
    expect(listed.status).toBe(403);
    expect(listed.body).toEqual(FORBIDDEN);
  });
});

describe('odd bodies never cause a 500', () => {
  let editable: ApiResponse;

  beforeAll(async () => {
    editable = await fetchClient(await insertOk(simpleClient(demoOrgId, 'Odd Bodies Ltd')));
  });

  it('answers 400 or 403 for bodies that are not client objects, and writes nothing', async () => {
    await expectNothingWritten(api, async () => {
      for (const rawBody of ['[]', 'null', '42', '"client"', 'true', '[{"org_id":"x"}]', '{"org_id":null}', '{']) {
        for (const path of [routes.insertClient.path, routes.editClient.path]) {
          const response = await api.request('POST', path, { token: owner.token, rawBody });
          expect({ rawBody, path, status: [400, 403].includes(response.status) }).toEqual({ rawBody, path, status: true });
          expect(response.body.status).toBe(false);
        }
      }
    });
  });

  const oddFields: [string, Body][] = [
    ['address as a string', { address: 'MG Road' }],
    ['address as an object', { address: { locaddress: 'MG Road' } }],
    ['address rows that are null', { address: [null] }],
    ['address rows that are arrays', { address: [[1, 2]] }],
    ['contacts as null', { contacts: null }],
    ['contacts as a number', { contacts: 5 }],
    ['contact rows that are strings', { contacts: ['Ravi'] }],
    ['GSTIN as a number', { gstin: 290000000000000 }],
    ['GSTIN as an object', { gstin: { value: KAVERI_GSTIN } }],
    ['company name as an array', { companyname: ['Kaveri'] }],
    ['company name as null', { companyname: null }],
    ['client type as an object', { clientid: { id: 1 } }],
    ['state as an array', { state: ['29'] }],
    ['scheme type unknown', { schemetype: 'special' }],
    ['a location phone as an object', { address: [{ locaddress: 'a', loccity: 'b', locstate: '29', locphone: { n: 1 } }] }],
    ['isprimary as text', { address: [{ locaddress: 'a', loccity: 'b', locstate: '29', isprimary: 'yes' }] }],
    ['isprimary as 2', { address: [{ locaddress: 'a', loccity: 'b', locstate: '29', isprimary: 2 }] }],
    ['an address id that is not an id', { address: [{ id: 'DROP TABLE', locaddress: 'a', loccity: 'b', locstate: '29' }] }],
  ];

  it.each(oddFields)('insert and edit with %s → 400, nothing written', async (_name, changes) => {
    await expectNothingWritten(api, async () => {
      const inserted = await insert({ ...simpleClient(demoOrgId, 'Odd Insert'), ...changes });
      expect(inserted.status).toBe(400);
      expect(inserted.body.code).toBe('request.invalid');
      const edited = await edit(editBodyOf(editable, changes));
      expect(edited.status).toBe(400);
      expect(edited.body.code).toBe('request.invalid');
    });
  });

  it('edit with delete lists that are not lists of ids → 400, nothing written', async () => {
    await expectNothingWritten(api, async () => {
      for (const changes of [{ deleteaddress: [1, 2] }, { deletecontact: 'all' }, { deleteaddress: [null] }, { deletecontact: [{ id: 'x' }] }]) {
        const edited = await edit(editBodyOf(editable, changes));
        expect(edited.status).toBe(400);
        expect(edited.body.code).toBe('request.invalid');
      }
    });
  });

  it("refuses a company name over 500 characters with 'At most 500 characters.'", async () => {
    const huge = 'K'.repeat(501);
    await expectNothingWritten(api, async () => {
      expectInvalid(await insert({ ...simpleClient(demoOrgId, huge) }), 'At most 500 characters.', 'companyname');
      expectInvalid(await edit(editBodyOf(editable, { companyname: huge })), 'At most 500 characters.', 'companyname');
      expectInvalid(
        await insert({ ...simpleClient(demoOrgId, 'Long Address'), address: [{ locaddress: 'a'.repeat(10_000), loccity: 'b', locstate: '29' }] }),
        'At most 500 characters.',
        'address.0.locaddress',
      );
    });
    const atLimit = await insert({ ...simpleClient(demoOrgId, 'K'.repeat(500)) });
    expect(atLimit.status).toBe(200);
  });

  it('refuses 60 addresses or 60 contacts with 400', async () => {
    const addresses = Array.from({ length: 60 }, (_, index) => ({ locaddress: `${index} Road`, loccity: 'Bengaluru', locstate: '29' }));
    const contacts = Array.from({ length: 60 }, (_, index) => ({ contactname: `Contact ${index}` }));
    await expectNothingWritten(api, async () => {
      for (const response of [
        await insert({ ...simpleClient(demoOrgId, 'Many Addresses'), address: addresses }),
        await edit(editBodyOf(editable, { address: addresses })),
        await insert({ ...simpleClient(demoOrgId, 'Many Contacts'), contacts }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('request.invalid');
        expect(response.body.errors[0].field).toMatch(/^(address|contacts)$/);
      }
    });
  });
});
