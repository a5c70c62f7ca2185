// Inventory tracking switched on after a month's documents were saved (walk 40 H1): the documents
// saved while it was off moved no stock, so a count from the month's first day showed none of the
// month, and an edit of one of them then moved all of its quantity. Switching tracking on now gives
// every standing document its movements (documents/stock-restock.ts).
//
// Hand-worked, October 2026, inside Maharashtra at 18%: steel bowls bought at ₹300.00 and sold at
// ₹500.00. Saved with tracking off: 10 sold on 20 Sep; 200 bought on 3 Oct; 50 sold on 8 Oct, 40 on
// 10 Oct; 5 sold on 12 Oct and cancelled. Tracking switched on, then 100 counted as at 1 Oct.
// Stock: 100 + 200 − 50 − 40 = 210 bowls, at ₹300.00 each ₹63,000.00 (the September sale comes
// before the count, which holds: it only explains it). INV1 edited to 48 bowls: 212 (₹63,600.00).
import { clientInsertBody } from '../support/document-fixtures.js';
import { expectOk as ok, invoiceToClient, startOwnOrganisationTest, trackInventory, type DocumentTestSetup } from '../support/document-lines.js';

type Body = Record<string, unknown>;

const ORG = { name: 'Nashik Steelware', email: 'owner@nashiksteel.example.in', gstin14: '27AAGCN6061M1Z' };
const OCTOBER = '?from=2026-10-01&to=2026-10-31';
let setup: DocumentTestSetup;
let bowl: string;
const ids: Record<string, string> = {};

const bowlLine = (qty: string, price: string): Body => ({ item_id: bowl, item_name: 'Steel bowl', hsncode: '73239390', metrics: 'NOS', qty, unit_price: price, gstrate: '18', goods_service: 'goods' });
const sale = (date: string, qty: string): Body => invoiceToClient(setup, date, [bowlLine(qty, '500')]);
const bowlsInOctober = async () => {
  const ledger = (await ok(setup.api.get(`/api/items/stockledger/${setup.orgId}${OCTOBER}`, setup.owner.token))).body;
  return ledger.items.map((row: Body) => [row.short_name, row.closing, row.rate, row.value]);
};
const switchTracking = async (on: 0 | 1) => {
  const { api, owner, orgId } = setup;
  const org = (await ok(api.get(`/api/client/get/organdusers/${orgId}/${owner.userId}`, owner.token))).body.organisation;
  await ok(api.post('/api/users/update/org', { orgid: orgId, version: org.version, org_name: org.org_name, gstin: org.gstin, features: { inventory_tracking: on } }, owner.token));
};

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-29T06:30:00.000Z'), ORG);
  const { api, owner, orgId } = setup;
  bowl = (await ok(api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Steel bowl', hsn_code: '73239390', itemunit: 20, itemgst: '18', unit_price: '500', purchase_price: '300' }, owner.token))).body.id;
  const supplier = await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Sinnar Metal Works', gstin14: '27AAACS7070P1Z', city: 'Sinnar', pincode: '422103' }), owner.token));
  const address = (await ok(api.get(`/api/client/getclient/${supplier.body.client_id}`, owner.token))).body.clientaddress[0].id;
  const invoice = '/api/account/invoice/insert/savedata';
  await ok(api.post(invoice, sale('2026-09-20', '10'), owner.token));
  const bought = { org_id: orgId, vendor_id: supplier.body.client_id, client_address_id: address, invoice_no: 'SMW/88', purchased_date: '2026-10-03', roundoff: 0, items: [bowlLine('200', '300')] };
  expect((await ok(api.post('/api/account/purchase/data', bought, owner.token))).body.final_total).toBe('70800.00');
  ids.first = (await ok(api.post(invoice, sale('2026-10-08', '50'), owner.token))).body.id;
  await ok(api.post(invoice, sale('2026-10-10', '40'), owner.token));
  const cancelled = (await ok(api.post(invoice, sale('2026-10-12', '5'), owner.token))).body.id;
  await ok(api.get(`/api/account/invoice/changestatus/cancelled/${cancelled}`, owner.token));
  await trackInventory(api, owner, orgId);
  await ok(api.post('/api/items/addtrackvaritem', { itemid: bowl, instock: '100', date: '2026-10-01' }, owner.token));
});

afterAll(async () => {
  await setup.api.close();
});

describe('switching inventory tracking on after the month was entered (walk 40 H1)', () => {
  it('moves the stock of every document saved before it: 100 counted + 200 bought − 90 sold = 210 bowls at ₹300.00', async () => {
    await expect(bowlsInOctober()).resolves.toEqual([['Steel bowl', '210', '300.00', '63000.00']]);
  });

  it('lists each document in the item’s ledger once, the cancelled one not at all, from the 100 counted on the first day', async () => {
    const ledger = (await ok(setup.api.get(`/api/items/stockledger/${setup.orgId}/${bowl}${OCTOBER}`, setup.owner.token))).body;
    expect([ledger.item.opening, ledger.item.in, ledger.item.out, ledger.item.closing]).toEqual(['100', '200', '90', '210']);
    expect(ledger.movements.map((row: Body) => [row.date, row.entry, row.in, row.out, row.balance])).toEqual([
      ['2026-10-03', 'Purchase PUR-20261', '200', '0', '300'],
      ['2026-10-08', 'B2B invoice INV2', '0', '50', '250'],
      ['2026-10-10', 'B2B invoice INV3', '0', '40', '210'],
    ]);
  });

  it('moves only the difference when one of them is edited: 50 → 48 bowls leaves 212', async () => {
    const { api, owner, orgId } = setup;
    const stored = (await ok(api.get(`/api/account/invoice/getinvoicedata/${ids.first}/${orgId}`, owner.token))).body.invoice;
    await ok(api.post('/api/account/invoiceedit/updateinvoicedata', { ...sale('2026-10-08', '48'), id: ids.first, version: stored.version }, owner.token));
    await expect(bowlsInOctober()).resolves.toEqual([['Steel bowl', '212', '300.00', '63600.00']]);
  });

  it('moves nothing twice when tracking is switched off and on again', async () => {
    await switchTracking(0);
    await switchTracking(1);
    await expect(bowlsInOctober()).resolves.toEqual([['Steel bowl', '212', '300.00', '63600.00']]);
  });
});
