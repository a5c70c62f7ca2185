// Deleting what saved documents name (functions/src/documents/document-references.ts): a client
// (as client or as shipping client), one of its addresses (billing or shipping) or contacts, or an
// item on a line is refused with 409, naming a few of the documents and writing nothing, while any live
// document names it: their next save looks it up, so they could no longer be edited, credited or
// cancelled. A cancelled document does not count, and what no document names deletes as before.
import { DOCUMENT_APP_MESSAGES, MESSAGES, fillMessage } from '@bahi/shared';
import type { ApiResponse, SignedIn, TestServer } from '../support/api-client.js';
import { clientInsertBody, gstinOf, relianceRetailBody } from '../support/document-fixtures.js';
import { RICE_LINE, expectOk, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';
import { expectNothingWritten } from '../support/expectations.js';

type Body = Record<string, unknown>;

const clock = new Date('2026-11-20T06:30:00.000Z');
const P = {
  insert: '/api/account/invoice/insert/savedata',
  update: '/api/account/invoiceedit/updateinvoicedata',
  cancel: (id: string) => `/api/account/invoice/changestatus/cancelled/${id}`,
  deleteClient: (id: string) => `/api/client/delete/client/${id}`,
  deleteItem: (id: string) => `/api/items/delete/item/${id}`,
  getClient: (id: string) => `/api/client/getclient/${id}`,
  editClient: '/api/client/edit',
};

let setup: DocumentTestSetup;
let api: TestServer;
let owner: SignedIn;
let orgId: string;

beforeAll(async () => {
  setup = await startOwnOrganisationTest(clock, { name: 'Godavari Traders', email: 'owner@godavari.example.in', gstin14: '27AAGCG1234K1Z' });
  ({ api, owner, orgId } = setup);
}, 30_000);

afterAll(async () => {
  await api.close();
});

/** A client with its address ids (primary first) and contact ids. */
async function addClient(body: Body): Promise<{ id: string; addressIds: string[]; contactId: string }> {
  const saved = await expectOk(api.post('/api/client/insert', body, owner.token));
  const fetched = (await expectOk(api.get(P.getClient(saved.body.client_id), owner.token))).body;
  const addresses = [...(fetched.clientaddress as { id: string; isprimary: number }[])].sort((a, b) => b.isprimary - a.isprimary);
  return { id: saved.body.client_id, addressIds: addresses.map((row) => row.id), contactId: fetched.clientcontacts[0]?.id ?? '' };
}

const addItem = async (shortName: string): Promise<string> =>
  (await expectOk(api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: shortName, hsn_code: '10063020', itemunit: 20, itemgst: '5', unit_price: '100' }, owner.token))).body.id;

/** A B2B invoice of rice (or `item`) to `client`, billed to its first address and shipped there unless `changes` say otherwise. */
function invoice(client: { id: string; addressIds: string[]; contactId: string }, changes: Body = {}, item = setup.rice): Body {
  return {
    org_id: orgId,
    client_id: client.id,
    clientaddressid: client.addressIds[0],
    clientcontactid: client.contactId,
    isaddrsame: 1,
    invoicedate: '2026-11-20',
    items: [{ ...RICE_LINE, item_id: item }],
    ...changes,
  };
}

async function saveInvoice(body: Body): Promise<{ id: string; number: string; body: Body }> {
  const saved = await expectOk(api.post(P.insert, body, owner.token));
  return { id: saved.body.id, number: saved.body.invoice_no, body };
}

const cancel = (id: string) => expectOk(api.get(P.cancel(id), owner.token));

/** The response of `request`, which must be refused with 409 and `message` and write nothing. */
async function expectRefused(request: () => Promise<ApiResponse>, code: string, message: string): Promise<void> {
  let response: ApiResponse | undefined;
  await expectNothingWritten(api, async () => {
    response = await request();
  });
  expect({ status: response?.status, body: response?.body }).toEqual({ status: 409, body: { status: false, code, error: message } });
}

const expectDeleted = (response: ApiResponse) => expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { status: true, message: MESSAGES.deleted } });

/** The client's edit body that deletes `addressIds` and changes nothing else. */
async function deletingAddresses(clientId: string, addressIds: string[]): Promise<Body> {
  const { client } = (await expectOk(api.get(P.getClient(clientId), owner.token))).body;
  const { id, org_id, version, gstin, companyname, clientid, state, schemetype } = client;
  return { client_id: id, orgid: org_id, version, gstin, companyname, clientid, state, schemetype, address: [], contacts: [], deleteaddress: addressIds, deletecontact: [] };
}

describe('deleting a client', () => {
  it('is refused with 409 naming the invoice while a live invoice bills it, and goes through once that invoice is cancelled', async () => {
    const client = await addClient(clientInsertBody(orgId, { name: 'Nashik Grapes', gstin14: '27AAACN1111K1Z', city: 'Nashik', pincode: '422001' }));
    const saved = await saveInvoice(invoice(client));
    await expectRefused(() => api.get(P.deleteClient(client.id), owner.token), 'client.onDocuments', fillMessage(DOCUMENT_APP_MESSAGES.clientOnDocuments, { numbers: saved.number }));
    expect(saved.number).toMatch(/^INV\d+$/);
    expect(DOCUMENT_APP_MESSAGES.clientOnDocuments).toBe('This client is on saved documents ({numbers}) and cannot be deleted while they stand.');
    // The invoice can still be edited: its client is there.
    await expectOk(api.post(P.update, { ...saved.body, id: saved.id, version: 1, items: [{ ...RICE_LINE, item_id: setup.rice, qty: '2' }] }, owner.token));

    await cancel(saved.id);
    expectDeleted(await api.get(P.deleteClient(client.id), owner.token));
    expect((await api.get(P.getClient(client.id), owner.token)).status).toBe(404);
  });

  it('names the latest three documents, newest first, and counts the rest', async () => {
    const client = await addClient(clientInsertBody(orgId, { name: 'Kolhapur Jaggery', gstin14: '27AAACK2222K1Z', city: 'Kolhapur', pincode: '416001' }));
    const saved: { number: string }[] = [];
    for (let i = 0; i < 5; i += 1) saved.push(await saveInvoice(invoice(client)));
    // The latest three, newest first: the ones a user remembers.
    const [c, b, a] = saved.slice(2).map((doc) => doc.number);
    await expectRefused(
      () => api.get(P.deleteClient(client.id), owner.token),
      'client.onDocuments',
      `This client is on saved documents (${a}, ${b}, ${c} and 2 more) and cannot be deleted while they stand.`,
    );
  });

  it('is refused while a live invoice ships to it (as the shipping client)', async () => {
    const buyer = await addClient(clientInsertBody(orgId, { name: 'Satara Mills', gstin14: '27AAACS3333K1Z', city: 'Satara', pincode: '415001' }));
    const consignee = await addClient(clientInsertBody(orgId, { name: 'Sangli Depot', gstin14: '27AAACS4444K1Z', city: 'Sangli', pincode: '416416' }));
    const saved = await saveInvoice(invoice(buyer, { isaddrsame: 0, shipping_client_id: consignee.id, shippingclientaddressid: consignee.addressIds[0] }));
    await expectRefused(() => api.get(P.deleteClient(consignee.id), owner.token), 'client.onDocuments', fillMessage(DOCUMENT_APP_MESSAGES.clientOnDocuments, { numbers: saved.number }));
    await cancel(saved.id);
    expectDeleted(await api.get(P.deleteClient(consignee.id), owner.token));
  });

  it('deletes a client no document names', async () => {
    const client = await addClient(clientInsertBody(orgId, { name: 'Unused Traders', gstin14: '27AAACU5555K1Z', city: 'Pune', pincode: '411001' }));
    expectDeleted(await api.get(P.deleteClient(client.id), owner.token));
  });
});

describe("deleting a client's address", () => {
  it('is refused for the billing and the shipping address of a live invoice, not for another, and goes through once it is cancelled', async () => {
    // Two addresses and a contact; Shree Kirana of the setup holds Reliance's GSTIN in this organisation.
    const client = await addClient({ ...relianceRetailBody(orgId), gstin: gstinOf('27AAACR7777K1Z') });
    const [billing, shipping] = client.addressIds as [string, string];
    const saved = await saveInvoice(invoice(client, { isaddrsame: 0, shippingclientaddressid: shipping }));
    const refusal = fillMessage(DOCUMENT_APP_MESSAGES.addressOnDocuments, { numbers: saved.number });
    expect(refusal).toBe(`This address is on saved documents (${saved.number}) and cannot be deleted while they stand.`);
    for (const addressId of [billing, shipping]) {
      const body = await deletingAddresses(client.id, [addressId]);
      await expectRefused(() => api.post(P.editClient, body, owner.token), 'address.onDocuments', refusal);
    }

    // An address no document names goes, while the invoice stands.
    const added = await expectOk(
      api.post(P.editClient, { ...(await deletingAddresses(client.id, [])), address: [{ isprimary: 0, locaddress: '12 Dock Road', loccity: 'Mumbai', locphone: '', locpincode: '400009', locstate: '27' }] }, owner.token),
    );
    const third = ((await expectOk(api.get(P.getClient(added.body.client_id), owner.token))).body.clientaddress as { id: string }[]).map((row) => row.id).find((id) => id !== billing && id !== shipping) as string;
    await expectOk(api.post(P.editClient, await deletingAddresses(client.id, [third]), owner.token));

    // The invoice is still editable with both its addresses.
    await expectOk(api.post(P.update, { ...saved.body, id: saved.id, version: 1 }, owner.token));

    await cancel(saved.id);
    await expectOk(api.post(P.editClient, await deletingAddresses(client.id, [shipping]), owner.token));
    const left = (await expectOk(api.get(P.getClient(client.id), owner.token))).body.clientaddress as { id: string }[];
    expect(left.map((row) => row.id)).toEqual([billing]);
  });

  it("refuses deleting the contact a live invoice names, and deletes it once the invoice is cancelled", async () => {
    const client = await addClient({ ...relianceRetailBody(orgId), companyname: 'Wardha Cotton', gstin: gstinOf('27AAACW8888K1Z') });
    expect(client.contactId).not.toBe('');
    const saved = await saveInvoice(invoice(client));
    const deletingContact = async () => ({ ...(await deletingAddresses(client.id, [])), deletecontact: [client.contactId] });
    const body = await deletingContact();
    await expectRefused(() => api.post(P.editClient, body, owner.token), 'contact.onDocuments', `This contact is on saved documents (${saved.number}) and cannot be deleted while they stand.`);
    await cancel(saved.id);
    await expectOk(api.post(P.editClient, await deletingContact(), owner.token));
    expect((await expectOk(api.get(P.getClient(client.id), owner.token))).body.clientcontacts).toEqual([]);
  });
});

describe('deleting an item', () => {
  it('is refused with 409 naming the invoice while a live invoice has it on a line, and goes through once that invoice is cancelled', async () => {
    const item = await addItem('Jowar Flour');
    const client = await addClient(clientInsertBody(orgId, { name: 'Latur Dal Mills', gstin14: '27AAACL6666K1Z', city: 'Latur', pincode: '413512' }));
    const saved = await saveInvoice({ ...invoice(client), items: [{ ...RICE_LINE, item_id: setup.rice }, { ...RICE_LINE, item_name: 'Jowar Flour', item_id: item }] });
    await expectRefused(() => api.get(P.deleteItem(item), owner.token), 'item.onDocuments', `This item is on saved documents (${saved.number}) and cannot be deleted while they stand.`);
    expect(fillMessage(DOCUMENT_APP_MESSAGES.itemOnDocuments, { numbers: saved.number })).toBe(`This item is on saved documents (${saved.number}) and cannot be deleted while they stand.`);

    await cancel(saved.id);
    expectDeleted(await api.get(P.deleteItem(item), owner.token));
  });

  it('deletes an item no document names', async () => {
    expectDeleted(await api.get(P.deleteItem(await addItem('Unused Bajra')), owner.token));
  });
});
