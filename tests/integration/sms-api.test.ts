// SMS (spec part 1 §5, §7): texts paid for by the organisation's credit — one per number, only
// while the credit exceeds the recipients, never below zero under concurrent sends — sent through
// the SMS port (the local outbox here), on a document's save and through the SMS route.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, MESSAGES, SMS_MESSAGES } from '@bahi/shared';
import { keys } from '../../functions/src/store/keys.js';
import { putMembership } from '../../functions/src/store/memberships.js';
import { outboxOfOrg } from '../../functions/src/store/sms.js';
import { DEMO, signIn, signUp, startTestServer, type ApiResponse, type SignedIn, type TestServer } from '../support/api-client.js';
import { addTeaShop, teaInvoice, type TeaShop } from '../support/document-lines.js';
import { expectNothingWritten } from '../support/expectations.js';

let api: TestServer;
let owner: SignedIn;
let orgId: string;
let shop: TeaShop;

async function ok(response: Promise<ApiResponse>): Promise<ApiResponse> {
  const done = await response;
  if (done.status !== 200) throw new Error(`expected 200, got ${done.status} ${done.text}`);
  return done;
}

async function setCredit(credit: number): Promise<void> {
  const { table } = api.server.ports;
  await table.client.send(new PutCommand({ TableName: table.name, Item: { ...keys.smsCredit(orgId), entity: 'smsCredit', credit } }));
}

async function credit(): Promise<number> {
  const { table } = api.server.ports;
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.smsCredit(orgId), ConsistentRead: true }));
  return found.Item?.credit as number;
}

const invoice = (changes: Record<string, unknown> = {}) => teaInvoice(orgId, shop, { sendsms: 'yes', ...changes });

beforeAll(async () => {
  api = await startTestServer();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]?.id as string;
  shop = await addTeaShop(api, owner.token, orgId);
});

afterAll(async () => {
  await api.close();
});

describe('SMS on save', () => {
  it("texts the customer's contact with the number, amount and organisation, taking one credit", async () => {
    await setCredit(5);
    const saved = await ok(api.post('/api/account/invoice/insert/savedata', invoice(), owner.token));
    expect(saved.body.smsError).toBeUndefined();
    const outbox = await outboxOfOrg(api.server.ports.table, orgId);
    expect(outbox.at(-1)).toEqual(
      expect.objectContaining({
        to: ['+919820011111'],
        text: `Dear Tata Tea Stores accounts, Demo Traders has sent you B2B invoice ${saved.body.invoice_no} for ₹525.00. Thank you.`,
        reference: saved.body.id,
      }),
    );
    expect(await credit()).toBe(4);
  });

  it("saves the invoice but sends nothing when the credit does not exceed the recipients: 'Please recharge your sms credit.'", async () => {
    await setCredit(1);
    const before = (await outboxOfOrg(api.server.ports.table, orgId)).length;
    const saved = await ok(api.post('/api/account/invoice/insert/savedata', invoice(), owner.token));
    expect(saved.body.smsError).toBe(DOCUMENT_MESSAGES.rechargeSms);
    expect((await outboxOfOrg(api.server.ports.table, orgId)).length).toBe(before);
    expect(await credit()).toBe(1);
  });

  it('saves the invoice and says no contact was chosen when none was, taking no credit (walk 32 M3)', async () => {
    await setCredit(5);
    const before = (await outboxOfOrg(api.server.ports.table, orgId)).length;
    const saved = await ok(api.post('/api/account/invoice/insert/savedata', invoice({ clientcontactid: '' }), owner.token));
    expect(saved.body.smsError).toBe(DOCUMENT_APP_MESSAGES.smsNoContact);
    expect((await outboxOfOrg(api.server.ports.table, orgId)).length).toBe(before);
    expect(await credit()).toBe(5);
  });
});

describe('SMS on save by a member who may not send SMS', () => {
  it('is refused before anything is written, and saves without the SMS (walk 33 M4)', async () => {
    const user = await signUp(api, { username: 'Billing clerk', email: 'clerk@sms-api.in', password: 'Secret@123', usertype: 'CA' });
    await putMembership(api.server.ports.table, { orgId, userId: user.userId, role: 'member', permissions: ['invoices.view', 'invoices.edit'], createdAt: new Date().toISOString() });
    await setCredit(5);
    await expectNothingWritten(api, async () => {
      const refused = await api.post('/api/account/invoice/insert/savedata', invoice(), user.token);
      expect([refused.status, refused.body.error]).toEqual([403, DOCUMENT_APP_MESSAGES.smsNotPermitted]);
    });
    const saved = await ok(api.post('/api/account/invoice/insert/savedata', invoice({ sendsms: 'no' }), user.token));
    const update = await api.post('/api/account/invoiceedit/updateinvoicedata', { ...invoice(), id: saved.body.id, version: 1 }, user.token);
    expect([update.status, update.body.error]).toEqual([403, DOCUMENT_APP_MESSAGES.smsNotPermitted]);
    expect(await credit()).toBe(5);
  });
});

describe('the SMS route', () => {
  const route = () => `/api/clientsms/sending/sendsms/${orgId}`;

  it('never takes the credit below what the rule allows under 20 concurrent sends', async () => {
    await setCredit(10);
    const sends = await Promise.all(
      Array.from({ length: 20 }, () => api.post(route(), { smsclientlist: ['98200 22222'], messagegiven: 'Diwali sale from tomorrow' }, owner.token)),
    );
    expect(sends.filter((send) => send.status === 200)).toHaveLength(9);
    expect(sends.filter((send) => send.status === 400).map((send) => send.body.error)).toEqual(Array(11).fill(SMS_MESSAGES.countShort));
    expect(await credit()).toBe(1);
  });

  it('reads Indian mobiles in their written forms and refuses anything else with the spec message', async () => {
    await setCredit(10);
    const sent = await ok(api.post(route(), { smsclientlist: ['+91 98450 12345', { mobile: '09845012346' }], suggest: 'invoicesms', invoiceNumber: 'INV7', totalAmount: '1,180.00', customerSMSName: 'Kaveri', ownerName: 'State Bank of India' }, owner.token));
    expect(sent.body).toEqual({ status: true, message: 'SMS sent to 2 numbers.', credit: 8 });
    const outbox = await outboxOfOrg(api.server.ports.table, orgId);
    // The organisation's own name signs it, whatever the request names (walk 33 L6).
    expect(outbox.at(-1)).toEqual(expect.objectContaining({ to: ['+919845012345', '+919845012346'], text: 'Dear Kaveri, Demo Traders has sent you Invoice INV7 for ₹1,180.00. Thank you.' }));
    const bad = await api.post(route(), { smsclientlist: ['12345'], messagegiven: 'hello' }, owner.token);
    expect({ status: bad.status, error: bad.body.error }).toEqual({ status: 400, error: MESSAGES.phoneInvalid });
  });
});
