// Stock in hand at its weighted average cost (functions/src/services/stock-valuation.ts), not at the
// catalogue's purchase price (walk 34: soap listed at ₹23.45 and bought at ₹24.10 was valued below
// what it cost, and profit understated).
//
// Hand-worked, November 2026, inside Maharashtra at 18%: soap listed at ₹23.45 (catalogue purchase
// price), sold at ₹30.00. 100 pieces counted before any document (starting stock, at ₹23.45:
// ₹2,345.00); 200 bought on 10 Nov at ₹24.10 (₹4,820.00 + tax); 250 sold on 20 Nov (₹7,500.00).
// Average after the purchase: ₹7,165.00 / 300 = ₹23.8833…; the 250 sold cost ₹5,970.83; 50 left,
// ₹1,194.17 (₹23.88 each). Profit: 7,500.00 + 1,194.17 − (2,345.00 + 4,820.00) = ₹1,529.17.
import { buildPath, routes } from '@bahi/shared';
import { clientInsertBody } from '../support/document-fixtures.js';
import { expectOk as ok, startOwnOrganisationTest, trackInventory, type DocumentTestSetup } from '../support/document-lines.js';

type Body = Record<string, unknown>;

const ORG = { name: 'Nashik Soaps', email: 'owner@nashiksoaps.example.in', gstin14: '27AAGCN7781K1Z' };
const NOVEMBER = '?start=2026-11-01&end=2026-11-30';
let setup: DocumentTestSetup;
let soap: string;
let purchase: { id: string; items: { id: string }[] };
let bought: Body;

const report = (name: 'balanceSheet' | 'profitAndLoss', query: string) => ok(setup.api.get(`${buildPath(routes[name].path, { orgId: setup.orgId })}${query}`, setup.owner.token));
const soapLine = (qty: string, price: string, changes: Body = {}): Body => ({ item_id: soap, item_name: 'Neem soap', hsncode: '34011190', metrics: 'NOS', qty, unit_price: price, gstrate: '18', goods_service: 'goods', ...changes });
const rowsOf = (rows: { account: { name: string }; amount: string }[]) => rows.map((row) => [row.account.name, row.amount]);
const ledgerRow = async () => {
  const ledger = (await ok(setup.api.get(`/api/items/stockledger/${setup.orgId}?from=2026-11-01&to=2026-11-30`, setup.owner.token))).body;
  return [...ledger.items.map((row: Body) => [row.opening, row.in, row.out, row.closing, row.rate, row.value]), ledger.total_value];
};

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-28T06:30:00.000Z'), ORG);
  const { api, owner, orgId, client } = setup;
  soap = (await ok(api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Neem soap', hsn_code: '34011190', itemunit: 20, itemgst: '18', unit_price: '30', purchase_price: '23.45' }, owner.token))).body.id;
  await trackInventory(api, owner, orgId);
  await ok(api.post('/api/items/addtrackvaritem', { itemid: soap, instock: '100', date: '2026-04-01' }, owner.token));
  const supplier = await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Godavari Chemicals', gstin14: '27AAACG5520M1Z', city: 'Nashik', pincode: '422001' }), owner.token));
  const address = (await ok(api.get(`/api/client/getclient/${supplier.body.client_id}`, owner.token))).body.clientaddress[0].id;
  bought = { org_id: orgId, vendor_id: supplier.body.client_id, client_address_id: address, invoice_no: 'GC/1187', purchased_date: '2026-11-10', deliverd_date: '2026-11-10', roundoff: 0, items: [soapLine('200', '24.10')] };
  const saved = await ok(api.post('/api/account/purchase/data', bought, owner.token));
  expect(saved.body.final_total).toBe('5687.60');
  purchase = { id: saved.body.id, items: (await ok(api.get(`/api/account/purchase/getpurchasedata/${saved.body.id}/${orgId}`, owner.token))).body.items };
  const sold = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-20', roundoff: 0, items: [soapLine('250', '30')] };
  expect((await ok(api.post('/api/account/invoice/insert/savedata', sold, owner.token))).body.final_total).toBe('8850.00');
});

afterAll(async () => {
  await setup.api.close();
});

describe('stock valued at its weighted average cost', () => {
  it('closes the stock ledger at what the soap left cost: 50 at ₹23.88, ₹1,194.17', async () => {
    await expect(ledgerRow()).resolves.toEqual([['100', '200', '250', '50', '23.88', '1194.17'], '1194.17']);
  });

  it('takes the cost of what was sold into the profit: ₹1,529.17', async () => {
    const result = (await report('profitAndLoss', NOVEMBER)).body;
    expect([rowsOf(result.income), rowsOf(result.expenses), result.profit]).toEqual([
      [
        ['Sales', '7500.00'],
        ['Closing stock', '1194.17'],
      ],
      [
        ['Opening stock', '2345.00'],
        ['Purchases', '4820.00'],
      ],
      '1529.17',
    ]);
    expect(result.stockValuation).toEqual({ basis: 'weighted_average_cost', unpriced: [] });
  });

  it('holds the same value on the balance sheet, which balances', async () => {
    const sheet = (await report('balanceSheet', '?end=2026-11-30')).body;
    expect(sheet.assets.find((row: { account: { name: string } }) => row.account.name === 'Stock in hand')?.amount).toBe('1194.17');
    // The starting stock stays at the catalogue's price: the owner's own figure for it.
    expect([sheet.openingStockDifference, sheet.profit]).toEqual(['2345.00', '1529.17']);
    expect(sheet.totalAssets).toBe((Number(sheet.totalLiabilities) + Number(sheet.totalEquity)).toFixed(2));
  });

  it('values the purchase again when its price is corrected, and its discount is off the cost', async () => {
    // The bill said ₹25.00 less 4%: ₹24.00 a piece, ₹4,800.00. 300 at ₹7,145.00; 250 out take
    // ₹5,954.17; 50 left at ₹1,190.83.
    const line = soapLine('200', '25', { discountstring: '4%', id: purchase.items[0]?.id });
    await ok(setup.api.post('/api/account/update/purchase/data', { ...bought, items: [line], id: purchase.id, version: 1 }, setup.owner.token));
    await expect(ledgerRow()).resolves.toEqual([['100', '200', '250', '50', '23.82', '1190.83'], '1190.83']);
    expect((await report('profitAndLoss', NOVEMBER)).body.profit).toBe('1545.83');
  });
});

describe('a later change of the catalogue price (walk 35 M3)', () => {
  it('leaves the stock counted before it at the price it was counted at: closed months stay as they were', async () => {
    const { api, owner, orgId } = setup;
    const item = (await ok(api.get(`/api/items/get/itemdata/${soap}`, owner.token))).body.item;
    const body = { orgid: orgId, goodstype: 'goods', short_name: 'Neem soap', hsn_code: '34011190', itemunit: 20, itemgst: '18', unit_price: '30', purchase_price: '30' };
    await ok(api.post('/api/items/update', { ...body, id: soap, version: item.version }, owner.token));
    await expect(ledgerRow()).resolves.toEqual([['100', '200', '250', '50', '23.82', '1190.83'], '1190.83']);
    const result = (await report('profitAndLoss', NOVEMBER)).body;
    expect([rowsOf(result.expenses)[0], result.profit]).toEqual([['Opening stock', '2345.00'], '1545.83']);
    expect((await report('balanceSheet', '?end=2026-11-30')).body.openingStockDifference).toBe('2345.00');
  });
});
