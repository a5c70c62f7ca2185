// The client SMS screen's calls (spec part 2 §5 SMS, §7): the clients with a mobile, registered and
// unregistered apart, with the credit; the typed message's rules with the spec's exact messages
// (at least one client, at most 150 characters, recipients below the credit), each refusal
// writing nothing; a send texts every selected number once and takes one credit each.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SMS_MESSAGES, buildPath, routes } from '@bahi/shared';
import { keys } from '../../functions/src/store/keys.js';
import { putMembership } from '../../functions/src/store/memberships.js';
import { outboxOfOrg } from '../../functions/src/store/sms.js';
import { DEMO, signIn, signUp, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';

let api: TestServer;
let owner: SignedIn;
let orgId: string;

const listPath = () => buildPath(routes.getClientsForSms.path, { orgId });
const sendPath = () => buildPath(routes.sendSms.path, { orgid: orgId });
const send = (body: Record<string, unknown>, token = owner.token) => api.post(sendPath(), body, token);

async function setCredit(credit: number): Promise<void> {
  const { table } = api.server.ports;
  await table.client.send(new PutCommand({ TableName: table.name, Item: { ...keys.smsCredit(orgId), entity: 'smsCredit', credit } }));
}

beforeAll(async () => {
  api = await startTestServer();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]?.id as string;
  const add = (body: Record<string, unknown>) => api.post('/api/client/insert', body, owner.token);
  await add(clientInsertBody(orgId, { name: 'Zenith Traders', gstin14: '29AABCZ1234M1Z', city: 'Bengaluru', pincode: '560001', mobile: '9845012345', street: '12 MG Road' }));
  await add(clientInsertBody(orgId, { name: 'Apex Stores', gstin14: '27AABCA4321K1Z', city: 'Pune', pincode: '411001', mobile: '+91 98200 33333', street: '8 FC Road' }));
  await add(clientInsertBody(orgId, { name: 'No Phone Ltd', gstin14: '27AABCN1111L1Z', city: 'Mumbai', pincode: '400001' }));
  await add({
    org_id: orgId,
    gstin: '',
    companyname: 'Meena Kumari',
    clientid: 4,
    state: '27',
    address: [{ isprimary: 1, locaddress: '5 Linking Road', loccity: 'Mumbai', locphone: '', locpincode: '400050', locstate: '27' }],
    contacts: [{ contactname: 'Meena', contactemail: '', mobile1: '', mobile2: '09876543210' }],
  });
});

afterAll(async () => {
  await api.close();
});

describe('the clients for SMS', () => {
  it('lists clients with a mobile by name, registered and unregistered apart, with the credit', async () => {
    await setCredit(25);
    const response = await api.get(listPath(), owner.token);
    expect(response.status).toBe(200);
    expect(routes.getClientsForSms.response.parse(response.body)).toEqual(response.body);
    expect(response.body).toEqual({
      status: true,
      b2bclients: [
        { id: expect.any(String), name: 'Apex Stores', address: '8 FC Road, Pune, 411001', mobile: '+91 98200 33333', statename: 'Maharashtra', isChecked: false },
        { id: expect.any(String), name: 'Zenith Traders', address: '12 MG Road, Bengaluru, 560001', mobile: '+91 98450 12345', statename: 'Karnataka', isChecked: false },
      ],
      b2cclients: [{ id: expect.any(String), name: 'Meena Kumari', address: '5 Linking Road, Mumbai, 400050', mobile: '+91 98765 43210', statename: 'Maharashtra', isChecked: false }],
      getsmsDetails: [{ credit: 25 }],
      error: false,
      requestStatus: 200,
      statusMessage: 'OK',
    });
  });

  it('refuses a user of another organisation with 403 and no clients', async () => {
    const outsider = await signUp(api, { username: 'Outsider', email: 'sms-outsider@accounts.in', password: 'Secret@123', orgname: 'Other Traders', gstin: '33ABCDE5678G1ZH', type: 1 });
    const response = await api.get(listPath(), outsider.token);
    expect([response.status, response.body.code, response.body.b2bclients]).toEqual([403, 'access.notMember', undefined]);
  });
});

describe('sending a typed message', () => {
  it("texts every selected number once, takes one credit each and answers with the credit left", async () => {
    await setCredit(10);
    const before = (await outboxOfOrg(api.server.ports.table, orgId)).length;
    const response = await send({ smsclientlist: ['+91 98200 33333', '9845012345', '09845012345'], messagegiven: '  Diwali sale from tomorrow: 10% off.  ' });
    expect(response.body).toEqual({ status: true, message: 'SMS sent to 2 numbers.', credit: 8 });
    const outbox = await outboxOfOrg(api.server.ports.table, orgId);
    expect(outbox).toHaveLength(before + 1);
    expect(outbox.at(-1)).toEqual(expect.objectContaining({ to: ['+919820033333', '+919845012345'], text: 'Diwali sale from tomorrow: 10% off.', reference: 'bulk' }));
  });

  it('sends the text as typed, without characters nobody means to type (walk 28 F4: a NUL and a right-to-left override went out)', async () => {
    await setCredit(10);
    expect((await send({ smsclientlist: ['9845012345'], messagegiven: 'Sale\u0000 ends \u202Etoday' })).status).toBe(200);
    expect((await outboxOfOrg(api.server.ports.table, orgId)).at(-1)).toEqual(expect.objectContaining({ text: 'Sale ends today' }));
  });

  it("takes a message of exactly 150 characters and refuses 151: 'Characters should not be more than 150 characters'", async () => {
    await setCredit(10);
    expect((await send({ smsclientlist: ['9845012345'], messagegiven: 'a'.repeat(150) })).body.credit).toBe(9);
    await expectNothingWritten(api, async () => {
      expectInvalid(await send({ smsclientlist: ['9845012345'], messagegiven: 'a'.repeat(151) }), SMS_MESSAGES.tooLong, 'messagegiven');
    });
  });

  it("refuses no recipients: 'Please select atleast one client'", async () => {
    await expectNothingWritten(api, async () => {
      expectInvalid(await send({ smsclientlist: [], messagegiven: 'Hello' }), SMS_MESSAGES.selectClient, 'smsclientlist');
    });
  });

  it("refuses recipients that are not below the credit: 'SMS Count is less than you need.'", async () => {
    await setCredit(2);
    await expectNothingWritten(api, async () => {
      expectInvalid(await send({ smsclientlist: ['9845012345', '9820033333'], messagegiven: 'Hello' }), SMS_MESSAGES.countShort);
    });
    expect((await send({ smsclientlist: ['9845012345'], messagegiven: 'Hello' })).body.credit).toBe(1);
  });

  it("refuses a member without 'sms.send' with 403, sending nothing", async () => {
    const caller = await signIn(api, DEMO.caEmail, DEMO.password);
    const member = await signUp(api, { username: 'Clerk', email: 'sms-clerk@accounts.in', password: 'Secret@123', usertype: 'CA' });
    await putMembership(api.server.ports.table, { orgId, userId: member.userId, role: 'member', permissions: ['clients.view'], createdAt: new Date().toISOString() });
    await setCredit(10);
    await expectNothingWritten(api, async () => {
      const response = await send({ smsclientlist: ['9845012345'], messagegiven: 'Hello' }, member.token);
      expect([response.status, response.body.code]).toEqual([403, 'access.noPermission']);
    });
    expect((await send({ smsclientlist: ['9845012345'], messagegiven: 'Hello' }, caller.token)).status).toBe(200);
  });
});
