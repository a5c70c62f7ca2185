// A 0% item is nil-rated, exempt or outside GST (walk 31 F5: every 0% line was reported nil-rated):
// the item says which, a document line keeps what its item said when it was saved, and the returns
// put each where it belongs: GSTR-1 table 8 (nil_amt, expt_amt, ngsup_amt), GSTR-3B 3.1(c) for
// nil-rated and exempt, 3.1(e) for non-GST.
//
// Hand-worked: one intra-state B2B invoice of 10 litres of fresh milk at ₹60.00 (exempt, ₹600.00)
// and 20 litres of diesel at ₹90.00 (non-GST, ₹1,800.00): ₹2,400.00 with no tax.
import { ITEM_MESSAGES, buildPath, routes, type Gstr1Json, type Gstr3bJson } from '@bahi/shared';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';
import { schemaErrors } from '../support/return-schemas.js';
import { expectOk as ok, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';

type Body = Record<string, unknown>;

const ORG = { name: 'Satara Fuels and Dairy', email: 'owner@satarafuels.example.in', gstin14: '27AAGCS6611P1Z' };
let setup: DocumentTestSetup;
const items = { milk: '', diesel: '' };

const itemBody = (changes: Body): Body => ({ orgid: setup.orgId, goodstype: 'goods', itemunit: 34, itemgst: '0', ...changes });
const fetchItem = async (id: string) => (await ok(setup.api.get(`/api/items/get/itemdata/${id}`, setup.owner.token))).body.item;

async function returnFile<T>(form: 'GSTR1' | 'GSTR3B'): Promise<T> {
  const answer = (await ok(setup.api.get(buildPath(routes.generateReturnJson.path, { form, orgid: setup.orgId, month: '11', year: '2026' }), setup.owner.token))).body;
  return (await (await fetch(`${setup.api.url}${answer.files[0].url}`)).json()) as T;
}

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-28T06:30:00.000Z'), ORG);
  const { api, owner } = setup;
  items.milk = (await ok(api.post('/api/items/insert', itemBody({ short_name: 'Fresh milk', hsn_code: '0401', unit_price: '60', zero_rate_type: 'exempt' }), owner.token))).body.id;
  items.diesel = (await ok(api.post('/api/items/insert', itemBody({ short_name: 'High speed diesel', hsn_code: '2710', unit_price: '90', zero_rate_type: 'nongst' }), owner.token))).body.id;
});

afterAll(async () => {
  await setup.api.close();
});

describe('the item', () => {
  it('keeps what kind of 0% supply it is; nil-rated when not said, and for an item with a rate', async () => {
    expect((await fetchItem(items.milk)).zero_rate_type).toBe('exempt');
    expect((await fetchItem(items.diesel)).zero_rate_type).toBe('nongst');
    const plain = (await ok(setup.api.post('/api/items/insert', itemBody({ short_name: 'Rice (unbranded)', hsn_code: '1006', unit_price: '40' }), setup.owner.token))).body.id;
    expect((await fetchItem(plain)).zero_rate_type).toBe('nil');
    const rated = (await ok(setup.api.post('/api/items/insert', itemBody({ short_name: 'Ghee', hsn_code: '0405', itemgst: '12', unit_price: '600', zero_rate_type: 'exempt' }), setup.owner.token))).body.id;
    expect((await fetchItem(rated)).zero_rate_type).toBe('nil');
  });

  it('refuses any other kind, writing nothing', async () => {
    await expectNothingWritten(setup.api, async () => {
      expectInvalid(await setup.api.post('/api/items/insert', itemBody({ short_name: 'Kerosene', hsn_code: '2710', unit_price: '50', zero_rate_type: 'zero' }), setup.owner.token), ITEM_MESSAGES.zeroRateTypeInvalid, 'zero_rate_type');
    });
  });
});

describe('an invoice of exempt and non-GST goods', () => {
  beforeAll(async () => {
    const { api, owner, orgId, client } = setup;
    const line = (itemId: string, name: string, hsn: string, qty: string, price: string): Body => ({ item_id: itemId, item_name: name, hsncode: hsn, metrics: 'LTR', qty, unit_price: price, gstrate: '0', goods_service: 'goods' });
    const invoice = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-20', items: [line(items.milk, 'Fresh milk', '0401', '10', '60'), line(items.diesel, 'High speed diesel', '2710', '20', '90')] };
    expect((await ok(api.post('/api/account/invoice/insert/savedata', invoice, owner.token))).body.final_total).toBe('2400.00');
    // The item changing later does not change what the invoice was.
    const milk = await fetchItem(items.milk);
    await ok(api.post('/api/items/update', { ...itemBody({ short_name: 'Fresh milk', hsn_code: '0401', unit_price: '60', zero_rate_type: 'nil' }), id: items.milk, version: milk.version }, owner.token));
  });

  it('is reported in GSTR-1 table 8 as exempt and non-GST', async () => {
    const json = await returnFile<Gstr1Json>('GSTR1');
    expect(json.nil?.inv.find((row) => row.sply_ty === 'INTRAB2B')).toEqual({ sply_ty: 'INTRAB2B', nil_amt: 0, expt_amt: 600, ngsup_amt: 1800 });
    expect(schemaErrors('gstr1', json)).toEqual([]);
  });

  it('is reported in GSTR-3B 3.1(c) and 3.1(e)', async () => {
    const json = await returnFile<Gstr3bJson>('GSTR3B');
    expect([json.sup_details.osup_nil_exmp, json.sup_details.osup_nongst]).toEqual([{ txval: 600 }, { txval: 1800 }]);
    expect(schemaErrors('gstr3b', json)).toEqual([]);
  });
});

describe('a bill of supply of a nil-rated item (walk 36 M2, walk 38)', () => {
  it('is reported in GSTR-1 table 8 as nil-rated, not exempt', async () => {
    // The milk, nil-rated since the invoice above: 5 litres at ₹60.00 on a bill of supply, ₹300.00.
    const { api, owner, orgId, client } = setup;
    const line = { item_id: items.milk, item_name: 'Fresh milk', hsncode: '0401', metrics: 'LTR', qty: '5', unit_price: '60', gstrate: '0', goods_service: 'goods' };
    const bill = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-21', items: [line] };
    expect((await ok(api.post('/api/account/billofsupply/savedata', bill, owner.token))).body.final_total).toBe('300.00');
    const json = await returnFile<Gstr1Json>('GSTR1');
    expect(json.nil?.inv.find((row) => row.sply_ty === 'INTRAB2B')).toEqual({ sply_ty: 'INTRAB2B', nil_amt: 300, expt_amt: 600, ngsup_amt: 1800 });
  });
});
