// The stock in hand in the profit and loss account and the balance sheet (walks 27–30 H2: counted,
// but never in the statements, so every purchase was a cost of its month). Where the organisation
// tracks inventory, each tracked item's stock on a day is valued at its weighted average cost (the
// dal here is bought at its catalogue price; stock-at-cost-api.test.ts buys at another).
//
// Hand-worked, November 2026, all inside Maharashtra at 5%: Toor dal bought at ₹100.00 a bag, sold
// at ₹150.00. 40 bags counted before any document (starting stock); 100 bought on 10 Nov (₹10,000.00
// + ₹500.00 tax); 60 sold on 15 Nov (₹9,000.00 + ₹450.00). Stock: 40 bags (₹4,000.00) at the start
// of the month, 80 (₹8,000.00) at its end. Profit: sales 9,000 + closing 8,000 − (opening 4,000 +
// purchases 10,000) = ₹3,000.00: the 60 bags sold cost ₹6,000.00.
import { buildPath, routes } from '@bahi/shared';
import { clientInsertBody } from '../support/document-fixtures.js';
import { expectOk as ok, startOwnOrganisationTest, trackInventory, type DocumentTestSetup } from '../support/document-lines.js';

type Body = Record<string, unknown>;

const ORG = { name: 'Latur Pulses', email: 'owner@laturpulses.example.in', gstin14: '27AAGCL5522Q1Z' };
const NOVEMBER = '?start=2026-11-01&end=2026-11-30';
let setup: DocumentTestSetup;
let dal: string;
let cashew: string;

const report = (name: 'balanceSheet' | 'profitAndLoss' | 'trialBalance', query: string) => ok(setup.api.get(`${buildPath(routes[name].path, { orgId: setup.orgId })}${query}`, setup.owner.token));
const dalLine = (qty: string, price: string): Body => ({ item_id: dal, item_name: 'Toor dal', hsncode: '07136000', metrics: 'BAG', qty, unit_price: price, gstrate: '5', goods_service: 'goods' });
const rowsOf = (rows: { account: { name: string }; amount: string }[]) => rows.map((row) => [row.account.name, row.amount]);

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-28T06:30:00.000Z'), ORG);
  const { api, owner, orgId, client } = setup;
  const item = (name: string, hsn: string, prices: Body) => ok(api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: name, hsn_code: hsn, itemunit: 20, itemgst: '5', ...prices }, owner.token));
  dal = (await item('Toor dal', '07136000', { unit_price: '150', purchase_price: '100' })).body.id;
  // Counted with no purchase price: valued at nothing, and named.
  cashew = (await item('Cashew', '08013200', { unit_price: '900' })).body.id;
  await trackInventory(api, owner, orgId);
  await ok(api.post('/api/items/addtrackvaritem', { itemid: dal, instock: '40', date: '2026-04-01' }, owner.token));
  await ok(api.post('/api/items/addtrackvaritem', { itemid: cashew, instock: '5', date: '2026-04-01' }, owner.token));
  const supplier = await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Osmanabad Farmers Co-op', gstin14: '27AAACO4411R1Z', city: 'Osmanabad', pincode: '413501' }), owner.token));
  const address = (await ok(api.get(`/api/client/getclient/${supplier.body.client_id}`, owner.token))).body.clientaddress[0].id;
  const bought = { org_id: orgId, vendor_id: supplier.body.client_id, client_address_id: address, invoice_no: 'OFC/311', purchased_date: '2026-11-10', deliverd_date: '2026-11-10', roundoff: 0, items: [dalLine('100', '100')] };
  expect((await ok(api.post('/api/account/purchase/data', bought, owner.token))).body.final_total).toBe('10500.00');
  const sold = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-15', roundoff: 0, items: [dalLine('60', '150')] };
  expect((await ok(api.post('/api/account/invoice/insert/savedata', sold, owner.token))).body.final_total).toBe('9450.00');
});

afterAll(async () => {
  await setup.api.close();
});

describe('the profit and loss account of November', () => {
  it('takes the opening stock as a cost and the closing stock as a gain: ₹3,000.00 of profit', async () => {
    const result = (await report('profitAndLoss', NOVEMBER)).body;
    expect(rowsOf(result.income)).toEqual([
      ['Sales', '9000.00'],
      ['Closing stock', '8000.00'],
    ]);
    expect(rowsOf(result.expenses)).toEqual([
      ['Opening stock', '4000.00'],
      ['Purchases', '10000.00'],
    ]);
    expect([result.totalIncome, result.totalExpenses, result.profit]).toEqual(['17000.00', '14000.00', '3000.00']);
    expect(result.stockValuation).toEqual({ basis: 'weighted_average_cost', unpriced: ['Cashew'] });
  });
});

describe('the balance sheet at 30 November', () => {
  it('holds the stock in hand at its value, and balances', async () => {
    const sheet = (await report('balanceSheet', '?end=2026-11-30')).body;
    expect(sheet.assets.find((row: { account: { name: string } }) => row.account.name === 'Stock in hand')).toEqual({ account: { id: 'sys_stock', name: 'Stock in hand', type: 'ASSET' }, amount: '8000.00' });
    // The 40 bags held from the start were in no ledger: the count found them. They are the stock
    // the business began with, not a profit of earlier periods (walk 33E E7): the starting balances
    // leave them out, and the sheet says so.
    expect([sheet.openingStockDifference, sheet.earlierProfit, sheet.profit]).toEqual(['4000.00', '0.00', '3000.00']);
    expect(sheet.totalAssets).toBe((Number(sheet.totalLiabilities) + Number(sheet.totalEquity)).toFixed(2));
    // Over November alone, the month's profit is the same three thousand.
    expect((await report('balanceSheet', NOVEMBER)).body.profit).toBe('3000.00');
  });

  it('is the stock ledger’s closing value, item by item', async () => {
    const ledger = (await ok(setup.api.get(`/api/items/stockledger/${setup.orgId}${NOVEMBER.replace('start', 'from').replace('end', 'to')}`, setup.owner.token))).body;
    expect(ledger.items.map((row: Body) => [row.short_name, row.closing, row.rate, row.value])).toEqual([
      ['Cashew', '5', '0.00', '0.00'],
      ['Toor dal', '80', '100.00', '8000.00'],
    ]);
    expect(ledger.total_value).toBe('8000.00');
  });

  it('leaves the trial balance to the ledger: no stock rows there', async () => {
    const trial = (await report('trialBalance', NOVEMBER)).body;
    expect(trial.rows.map((row: { account: { name: string } }) => row.account.name)).not.toContain('Stock in hand');
    expect(trial.debit).toBe(trial.credit);
  });

  it('shows no difference once the starting balances hold the starting stock, against capital', async () => {
    const { api, owner, orgId } = setup;
    const lines = [
      { accountid: 'sys_stock', debit: '4,000', credit: '' },
      { accountid: 'sys_capital', debit: '', credit: '4,000' },
    ];
    await ok(api.post(routes.saveStartingBalance.path, { orgid: orgId, userid: owner.userId, description: 'Stock at the start', transactiondate: '2026-04-01', lines }, owner.token));
    const sheet = (await report('balanceSheet', '?end=2026-11-30')).body;
    expect([sheet.openingStockDifference, sheet.earlierProfit, sheet.profit, rowsOf(sheet.equity)]).toEqual(['0.00', '0.00', '3000.00', [['Capital', '4000.00']]]);
    expect(sheet.totalAssets).toBe((Number(sheet.totalLiabilities) + Number(sheet.totalEquity)).toFixed(2));
  });
});

describe('an organisation that does not track inventory', () => {
  it('has no stock in its statements', async () => {
    const org = (await ok(setup.api.get(`/api/client/get/organdusers/${setup.orgId}/${setup.owner.userId}`, setup.owner.token))).body.organisation;
    await ok(setup.api.post('/api/users/update/org', { orgid: setup.orgId, version: org.version, org_name: org.org_name, gstin: org.gstin, features: { inventory_tracking: 0 } }, setup.owner.token));
    const result = (await report('profitAndLoss', NOVEMBER)).body;
    expect([rowsOf(result.income), result.profit, result.stockValuation]).toEqual([[['Sales', '9000.00']], '-1000.00', null]);
  });
});
