// What the document API tests share: the two catalogue items their lines sell (goods at 5%, a
// service at 18% with a tax-inclusive price), those lines as the form sends them, a 200 check,
// and the stock switch and ledger reading of the stock tests.
import { DEMO, signIn, signUp, startTestServer, type ApiResponse, type SignedIn, type TestServer } from './api-client.js';
import { clientInsertBody, gstinOf } from './document-fixtures.js';

type Body = Record<string, unknown>;

/** The response, or a thrown error naming the status and body when it is not a 200. */
export async function expectOk(response: Promise<ApiResponse>): Promise<ApiResponse> {
  const done = await response;
  if (done.status !== 200) throw new Error(`expected 200, got ${done.status} ${done.text}`);
  return done;
}

/** 10 bags of rice at 1,250.50 less 10%, GST 5%: add `item_id`. */
export const RICE_LINE: Body = {
  item_name: 'Basmati Rice',
  hsncode: '10063020',
  metrics: 'BAG',
  qty: '10',
  unit_price: '1,250.50',
  original_price: 'notax',
  discountstring: '10%',
  gstrate: '5',
  cess: '0',
  goods_service: 'goods',
};

/** One annual maintenance at 5,000.00 including GST 18%: add `item_id`. */
export const MAINTENANCE_LINE: Body = {
  item_name: 'Annual maintenance',
  hsncode: '998719',
  metrics: 'OTH',
  qty: '1',
  unit_price: '5000',
  original_price: 'intax',
  gstrate: '18',
  goods_service: 'services',
};

/** Puts the catalogue items of RICE_LINE and MAINTENANCE_LINE; answers their ids. */
export async function insertLineItems(api: TestServer, token: string, orgId: string): Promise<{ rice: string; maintenance: string }> {
  const rice = await expectOk(
    api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Basmati Rice', hsn_code: '10063020', itemunit: 20, itemgst: '5', unit_price: '1250.50' }, token),
  );
  const maintenance = await expectOk(
    api.post('/api/items/insert', { orgid: orgId, goodstype: 'services', short_name: 'Annual maintenance', sac_code: '998719', itemgst: '18', unit_price: '5000' }, token),
  );
  return { rice: rice.body.id, maintenance: maintenance.body.id };
}

/** Turns the organisation's inventory tracking on. */
export async function trackInventory(api: TestServer, owner: SignedIn, orgId: string): Promise<void> {
  const org = (await expectOk(api.get(`/api/client/get/organdusers/${orgId}/${owner.userId}`, owner.token))).body.organisation;
  await expectOk(api.post('/api/users/update/org', { orgid: orgId, version: org.version, org_name: org.org_name, gstin: org.gstin, features: { inventory_tracking: 1 } }, owner.token));
}

/**
 * An item's closing stock in November 2026, from its own stock ledger: what its documents moved,
 * whether or not its tracking is set up (the organisation's ledger lists only items whose it is).
 */
export async function closingStockOf(api: TestServer, token: string, orgId: string, itemId: string): Promise<string> {
  const ledger = await expectOk(api.get(`/api/items/stockledger/${orgId}/${itemId}?from=2026-11-01&to=2026-11-30`, token));
  return ledger.body.item.closing;
}

/** What a document API test starts from: the demo owner, a client of theirs and the two line items. */
/** A B2B invoice to the setup's client at its primary address, dated `date`, without round-off. */
export const invoiceToClient = (setup: Pick<DocumentTestSetup, 'orgId' | 'client'>, date: string, items: Body[]): Body => ({
  org_id: setup.orgId,
  client_id: setup.client.id,
  clientaddressid: setup.client.addressId,
  isaddrsame: 1,
  invoicedate: date,
  roundoff: 0,
  items,
});

export interface DocumentTestSetup {
  api: TestServer;
  owner: SignedIn;
  orgId: string;
  /** Shree Kirana of Pune (Maharashtra, as the demo organisation): intra-state supplies. */
  client: { id: string; addressId: string; contactId: string };
  rice: string;
  maintenance: string;
}

/** Shree Kirana of Pune, a client of the organisation. */
async function addShreeKirana(api: TestServer, token: string, orgId: string): Promise<DocumentTestSetup['client']> {
  const saved = await expectOk(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Shree Kirana', gstin14: '27AAACR5055K1Z', city: 'Pune', pincode: '411001' }), token));
  const fetched = (await expectOk(api.get(`/api/client/getclient/${saved.body.client_id}`, token))).body;
  return { id: saved.body.client_id, addressId: fetched.clientaddress[0].id, contactId: fetched.clientcontacts[0]?.id ?? '' };
}

async function startAt(clock: Date): Promise<TestServer> {
  const api = await startTestServer();
  api.server.ports.now = () => clock;
  return api;
}

/** Starts a server whose clock reads `clock`, signs the demo owner in, adds the client and the items. */
export async function startDocumentTest(clock: Date): Promise<DocumentTestSetup> {
  const api = await startAt(clock);
  const owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  const orgId = owner.orgs[0]?.id as string;
  return { api, owner, orgId, client: await addShreeKirana(api, owner.token, orgId), ...(await insertLineItems(api, owner.token, orgId)) };
}

/**
 * As startDocumentTest, with a Maharashtra organisation of the test's own instead of the demo one:
 * its books and reports hold the test's documents alone.
 */
export async function startOwnOrganisationTest(clock: Date, org: { name: string; email: string; gstin14: string }): Promise<DocumentTestSetup> {
  const api = await startAt(clock);
  const owner = await signUp(api, { username: `${org.name} Owner`, email: org.email, password: 'Owner@1234', usertype: 'orguser', type: 1, orgname: org.name, gstin: gstinOf(org.gstin14) });
  const orgId = owner.orgId as string;
  return { api, owner, orgId, client: await addShreeKirana(api, owner.token, orgId), ...(await insertLineItems(api, owner.token, orgId)) };
}

/** A Mumbai tea shop with a mobile on its contact (texts go to it), and a 5% tea item at ₹250: the SMS tests' customer. */
export async function addTeaShop(api: TestServer, token: string, orgId: string) {
  const saved = await expectOk(
    api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Tata Tea Stores', gstin14: '27AABCT3518Q1Z', city: 'Mumbai', pincode: '400001', mobile: '9820011111' }), token),
  );
  const fetched = (await expectOk(api.get(`/api/client/getclient/${saved.body.client_id}`, token))).body;
  const client = { id: saved.body.client_id as string, addressId: fetched.clientaddress[0].id as string, contactId: fetched.clientcontacts[0].id as string };
  const item = (await expectOk(api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Tea', hsn_code: '0902', itemunit: 20, itemgst: '5', unit_price: '250' }, token))).body.id as string;
  return { client, item };
}

export type TeaShop = Awaited<ReturnType<typeof addTeaShop>>;

/** A B2B invoice of two teas to the tea shop on 20 Nov 2026: ₹525.00 with 5% GST. */
export const teaInvoice = (orgId: string, shop: TeaShop, changes: Body = {}): Body => ({
  org_id: orgId,
  client_id: shop.client.id,
  clientaddressid: shop.client.addressId,
  clientcontactid: shop.client.contactId,
  invoicedate: '2026-11-20',
  items: [{ item_id: shop.item, item_name: 'Tea', qty: '2', unit_price: '250', gstrate: '5', goods_service: 'goods' }],
  ...changes,
});
