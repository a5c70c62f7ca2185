// Items over real HTTP against the local server on in-memory dynalite (spec part 2 §3 Item,
// Variation, Stock tracking; §5 Items; §7 Items; §8 success texts): insert, update, delete,
// fetch and list; every validation message; variations; stock tracking behind the organisation's
// inventory_tracking feature; the stock ledger; the xlsx bulk upload; permissions and isolation.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import {
  APP_MESSAGES,
  fillItemUploadTemplate,
  gstRateMessage,
  gstinCheckCharacter,
  ITEM_MESSAGES,
  itemRoutes,
  MAX_ITEM_UPLOAD_BYTES,
  routeKey,
  type RouteDefinition,
} from '@bahi/shared';
import { keys } from '../../functions/src/store/keys.js';
import { putMembership } from '../../functions/src/store/memberships.js';
import { DEMO, signIn, signUp, startTestServer, type ApiResponse, type SignedIn, type TestServer } from '../support/api-client.js';
import { buildRequest, send } from '../support/org-route-requests.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';

const FORBIDDEN = { status: false, code: 'access.notMember', error: APP_MESSAGES.forbidden };
const NO_PERMISSION = { status: false, code: 'access.noPermission', error: APP_MESSAGES.noPermission };
const WIRE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let demoOrgId: string;
let viewer: SignedIn;
let outsider: SignedIn & { orgId: string };
let clock: Date | null = null;

const P = {
  units: (orgid: string) => `/api/items/get/metrics/${orgid}`,
  authorised: (orgid: string) => `/api/items/authorisedforitem/${orgid}`,
  item: (id: string) => `/api/items/get/itemdata/${id}`,
  insert: '/api/items/insert',
  update: '/api/items/update',
  remove: (id: string) => `/api/items/delete/item/${id}`,
  list: (orgid: string) => `/api/items/list/${orgid}`,
  variations: (id: string) => `/api/items/get/variations/${id}`,
  addVariation: '/api/items/addvaritem',
  updateVariation: '/api/items/updatevaritem',
  deleteVariation: '/api/items/deletevaritem',
  addTracking: '/api/items/addtrackvaritem',
  updateTracking: '/api/items/updatetrackvaritem',
  upload: '/api/items/file/upload',
  ledger: (orgId: string, query = '') => `/api/items/stockledger/${orgId}${query}`,
};

let nameSequence = 0;
const uniqueName = (base: string) => `${base} ${++nameSequence}`;

/** A valid goods item of the demo organisation. */
function goods(changes: Body = {}): Body {
  return {
    orgid: demoOrgId,
    userid: owner.userId,
    goodstype: 'goods',
    short_name: uniqueName('Basmati Rice'),
    description: '1121 steam basmati, 25 kg bag',
    hsn_code: '10063020',
    itemunit: 20,
    itemgst: '5',
    cess: '',
    unit_price: '1250.50',
    purchase_price: '1100',
    purchase_price_percent: '',
    purchase_price_mrp: '',
    salepercent: '',
    mrp: '1400',
    purchasedate: '2024-04-01',
    customFields: [{ fieldId: 'cf1', fieldName: 'Brand', fieldValue: 'India Gate' }],
    item_code: '',
    ...changes,
  };
}

function services(changes: Body = {}): Body {
  return {
    orgid: demoOrgId,
    goodstype: 'services',
    short_name: uniqueName('Annual maintenance'),
    sac_code: '998719',
    itemunit: 20,
    itemgst: 18,
    unit_price: 5000,
    ...changes,
  };
}

async function insertOk(body: Body): Promise<string> {
  const response = await api.post(P.insert, body, owner.token);
  if (response.status !== 200) throw new Error(`insert failed: ${response.status} ${response.text}`);
  return response.body.id;
}

const fetchItem = async (id: string) => (await api.get(P.item(id), owner.token)).body.item;

/** The item as stored in the table (paise and basis points). */
async function storedItem(id: string): Promise<Record<string, unknown> | undefined> {
  const { table } = api.server.ports;
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.item(demoOrgId, id) }));
  return found.Item;
}

async function setInventoryTracking(orgId: string, on: boolean): Promise<void> {
  const { table } = api.server.ports;
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: keys.organisation(orgId),
      UpdateExpression: 'SET settings = if_not_exists(settings, :empty)',
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: keys.organisation(orgId),
      UpdateExpression: 'SET settings.features = :features',
      ExpressionAttributeValues: { ':features': on ? ['inventory_tracking'] : [] },
    }),
  );
}

/** An xlsx workbook made from the template with these rows under the headings. */
async function workbookWith(rows: Body[]): Promise<Buffer> {
  const workbook = fillItemUploadTemplate(new ExcelJS.Workbook());
  const sheet = workbook.getWorksheet('Items')!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(
  file: { content: Buffer; name: string; type: string } | null,
  token = owner.token,
  orgId = demoOrgId,
): Promise<ApiResponse> {
  const form = new FormData();
  form.append('org_id', orgId);
  form.append('user_id', owner.userId);
  form.append('id', owner.userId);
  if (file) form.append('file', new Blob([file.content], { type: file.type }), file.name);
  const response = await fetch(`${api.url}${P.upload}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, contentType: response.headers.get('content-type') ?? '' };
}

beforeAll(async () => {
  api = await startTestServer();
  const realNow = api.server.ports.now;
  api.server.ports.now = () => clock ?? realNow();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  demoOrgId = owner.orgs[0]!.id;
  viewer = await signUp(api, { username: 'Item Viewer', email: 'viewer@demo-traders.in', password: 'viewer-pass-1', usertype: 'CA' });
  await putMembership(api.server.ports.table, {
    orgId: demoOrgId,
    userId: viewer.userId,
    role: 'member',
    permissions: ['items.view'],
    createdAt: new Date().toISOString(),
  });
  const first14 = '29OUTSD1234R1Z';
  const signedUp = await signUp(api, {
    username: 'Outsider',
    email: 'outsider@other-traders.in',
    password: 'outsider-pass',
    orgname: 'Other Traders',
    gstin: `${first14}${gstinCheckCharacter(first14)}`,
    type: 1,
  });
  outsider = { ...signedUp, orgId: signedUp.orgId as string };
});

afterAll(async () => {
  await api?.close();
});

afterEach(() => {
  clock = null;
});

describe('units and the edit check', () => {
  it('lists the GST UQC units with numeric ids, and 55 (NA) for services', async () => {
    const response = await api.get(P.units(demoOrgId), owner.token);
    expect(response.status).toBe(200);
    const units = response.body.metrics as { id: number; code: string; name: string }[];
    expect(units).toHaveLength(46);
    expect(units[0]).toEqual({ id: 1, code: 'BAG', name: 'BAGS' });
    expect(units.find((unit) => unit.code === 'KGS')).toEqual({ id: 20, code: 'KGS', name: 'KILOGRAMS' });
    expect(units.find((unit) => unit.code === 'OTH')).toEqual({ id: 44, code: 'OTH', name: 'OTHERS' });
    // The portal's codes (walk 36 H3): litres were missing, and great gross was GGR.
    expect(units.filter((unit) => ['LTR', 'GGK', 'GGR'].includes(unit.code))).toEqual([
      { id: 16, code: 'GGK', name: 'GREAT GROSS' },
      { id: 45, code: 'LTR', name: 'LITRES' },
    ]);
    expect(units.at(-1)).toEqual({ id: 55, code: 'NA', name: 'NOT APPLICABLE (SERVICES)' });
  });

  it('tells the owner they may edit items and a view-only member that they may not', async () => {
    // Both also get the settings the item screens follow, which a view-only member could not read
    // from the settings routes.
    const settings = { business_id: 1, inventory_tracking: false, customfields: [] };
    expect((await api.get(P.authorised(demoOrgId), owner.token)).body).toEqual({ status: true, authorised: true, settings });
    expect((await api.get(P.authorised(demoOrgId), viewer.token)).body).toEqual({ status: true, authorised: false, settings });
  });
});

describe('adding and fetching items', () => {
  it('adds a goods item: rupees to paise, 5% to 500 basis points, and back on the wire', async () => {
    clock = new Date('2025-06-20T06:30:05.000Z');
    const body = goods({ short_name: 'Sona Masoori Rice', itemgst: '18', cess: '1.5', purchase_price_percent: '12.25' });
    const response = await api.post(P.insert, body, owner.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Item added Successfully', id: expect.stringMatching(/^[a-z0-9]{16}_[a-z0-9]{16}$/), version: 1 });
    const id = response.body.id as string;
    expect(id.startsWith(`${demoOrgId}_`)).toBe(true);

    const fetched = await api.get(P.item(id), owner.token);
    expect(fetched.body).toEqual({
      status: true,
      item: {
        id,
        orgid: demoOrgId,
        userid: owner.userId,
        goodstype: 'goods',
        short_name: 'Sona Masoori Rice',
        description: '1121 steam basmati, 25 kg bag',
        hsn_code: '10063020',
        sac_code: '',
        hsn_sac_code: '10063020',
        itemunit: 20,
        metric: 'KGS',
        itemgst: 18,
        zero_rate_type: 'nil',
        cess: 1.5,
        unit_price: '1250.50',
        purchase_price: '1100.00',
        purchase_price_percent: 12.25,
        purchase_price_mrp: '0.00',
        salepercent: 0,
        mrp: '1400.00',
        purchasedate: '2024-04-01',
        customFields: [{ fieldId: 'cf1', fieldName: 'Brand', fieldValue: 'India Gate' }],
        item_code: '',
        createddate: '2025-06-20 06:30:05',
        modifieddate: '2025-06-20 06:30:05',
        version: 1,
        trackstock: 0,
        isalert: 0,
        stockalert: 0,
        itemIndiDetails: [],
        stockinhand: '0',
        variationcount: 0,
      },
    });
    expect(await storedItem(id)).toEqual(
      expect.objectContaining({
        gstRateBps: 1800,
        cessBps: 150,
        unitPricePaise: 125050,
        purchasePricePaise: 110000,
        purchasePricePercentBps: 1225,
        purchasePriceMrpPaise: 0,
        mrpPaise: 140000,
        unitId: 20,
        version: 1,
      }),
    );
  });

  it('forces a services item to unit 55 whatever the form sends, and keeps its SAC code', async () => {
    const id = await insertOk(services({ short_name: 'Godown rent', itemunit: 20, hsn_code: '1006' }));
    const item = await fetchItem(id);
    expect({ itemunit: item.itemunit, metric: item.metric, sac_code: item.sac_code, hsn_code: item.hsn_code, hsn_sac_code: item.hsn_sac_code, itemgst: item.itemgst, unit_price: item.unit_price }).toEqual({
      itemunit: 55,
      metric: 'NA',
      sac_code: '998719',
      hsn_code: '',
      hsn_sac_code: '998719',
      itemgst: 18,
      unit_price: '5000.00',
    });
    expect((await storedItem(id))?.unitId).toBe(55);
  });

  it('stores an empty purchase price, percent, sale percent and MRP as 0', async () => {
    const id = await insertOk(
      goods({ purchase_price: '', purchase_price_percent: '', purchase_price_mrp: null, salepercent: undefined, mrp: '', purchasedate: '' }),
    );
    const item = await fetchItem(id);
    expect([item.purchase_price, item.purchase_price_percent, item.purchase_price_mrp, item.salepercent, item.mrp, item.purchasedate]).toEqual([
      '0.00',
      0,
      '0.00',
      0,
      '0.00',
      '',
    ]);
    expect(await storedItem(id)).toEqual(
      expect.objectContaining({ purchasePricePaise: 0, purchasePricePercentBps: 0, purchasePriceMrpPaise: 0, salePercentBps: 0, mrpPaise: 0 }),
    );
  });

  it('accepts a purchase date of 1 July 2017, also as the UTC wire timestamp of midnight in India', async () => {
    expect((await fetchItem(await insertOk(goods({ purchasedate: '2017-07-01' })))).purchasedate).toBe('2017-07-01');
    expect((await fetchItem(await insertOk(goods({ purchasedate: '2017-06-30 18:30:00' })))).purchasedate).toBe('2017-07-01');
  });

  it('takes amounts typed the Indian way (lakh grouping) or the western way, to the exact paisa', async () => {
    const id = await insertOk(goods({ unit_price: '1,25,000', purchase_price: '1,23,456.50', purchase_price_mrp: '125,000.05', mrp: '₹1,00,00,000.00' }));
    expect(await storedItem(id)).toEqual(
      expect.objectContaining({ unitPricePaise: 12_500_000, purchasePricePaise: 12_345_650, purchasePriceMrpPaise: 12_500_005, mrpPaise: 1_000_000_000 }),
    );
    const item = await fetchItem(id);
    expect([item.unit_price, item.purchase_price, item.purchase_price_mrp, item.mrp]).toEqual(['125000.00', '123456.50', '125000.05', '10000000.00']);
  });

  it('takes a purchase date typed DD-MM-YYYY or DD/MM/YYYY, stored as YYYY-MM-DD', async () => {
    expect((await fetchItem(await insertOk(goods({ purchasedate: '23-11-2025' })))).purchasedate).toBe('2025-11-23');
    expect((await fetchItem(await insertOk(goods({ purchasedate: '05/04/2024' })))).purchasedate).toBe('2024-04-05');
  });

  it('stores the item code of pharmacy and automobile-parts businesses', async () => {
    expect((await fetchItem(await insertOk(goods({ item_code: 'PX-0042' })))).item_code).toBe('PX-0042');
  });

  const refusals: [string, Body | (() => Body), string][] = [
    ['no short name', { short_name: undefined }, 'Short name is required'],
    ['a blank short name', { short_name: '   ' }, 'Short name is required'],
    ['a short name of 201 characters', { short_name: 'x'.repeat(201) }, 'Short name can be at most 200 characters'],
    ['no goods type', { goodstype: undefined }, 'Please select goods or services'],
    ['an unknown goods type', { goodstype: 'widgets' }, 'Please select goods or services'],
    ['goods without an HSN code', { hsn_code: '' }, 'HSN code is required for goods'],
    ['an HSN code of 1 digit', { hsn_code: '1' }, 'HSN code must be 2 to 8 digits'],
    ['an HSN code of 9 digits', { hsn_code: '123456789' }, 'HSN code must be 2 to 8 digits'],
    ['an HSN code with letters', { hsn_code: '10AB' }, 'HSN code must be 2 to 8 digits'],
    ['services without a SAC code', () => services({ sac_code: '' }), 'SAC code is required for services'],
    ['a SAC code of 3 digits', () => services({ sac_code: '998' }), 'SAC code must be 4 to 6 digits'],
    ['a SAC code of 7 digits', () => services({ sac_code: '9987190' }), 'SAC code must be 4 to 6 digits'],
    ['goods without a unit', { itemunit: '' }, 'Please select a unit'],
    ['goods in the services unit 55', { itemunit: 55 }, 'Please select a unit'],
    ['an unknown unit', { itemunit: 999 }, 'Please select a unit'],
    ['a GST rate that is not a GST rate', { itemgst: '19' }, gstRateMessage()],
    ['no GST rate', { itemgst: '' }, gstRateMessage()],
    ['a GST rate that is not a number', { itemgst: 'eighteen' }, gstRateMessage()],
    ['a negative cess', { cess: '-1' }, 'Cess must be a percentage from 0 to 500 with at most 2 decimals'],
    ['a cess above 500%', { cess: '500.01' }, 'Cess must be a percentage from 0 to 500 with at most 2 decimals'],
    ['no sale price', { unit_price: '' }, 'Sale price is required'],
    ['a sale price with 3 decimals', { unit_price: '12.345' }, 'Sale price can have at most 2 decimals (paise)'],
    ['a negative sale price', { unit_price: '-5' }, 'Sale price cannot be negative'],
    ['a purchase price that is not an amount', { purchase_price: 'eleven hundred' }, 'Purchase price must be an amount in rupees, like 1,25,000.50'],
    ['a purchase price with misplaced commas', { purchase_price: '1,1,00' }, 'Purchase price has commas in the wrong places; write it like 1,25,000 or 125,000'],
    ['an MRP with 3 decimals', { mrp: '1.005' }, 'MRP can have at most 2 decimals (paise)'],
    ['an MRP beyond what amount in words can say', { mrp: '1,00,00,00,000' }, 'MRP can be at most ₹99,99,99,999.99'],
    ['a sale percent with 3 decimals', { salepercent: '1.125' }, 'Sale percent must be a percentage from 0 to 1000 with at most 2 decimals'],
    ['a purchase date before 1 July 2017', { purchasedate: '2017-06-30' }, 'Purchase date cannot be before 1 Jul 2017'],
    ['a purchase date that does not exist', { purchasedate: '2024-02-30' }, 'Please enter a valid purchase date'],
    ['a typed purchase date that does not exist', { purchasedate: '30-02-2024' }, 'Please enter a valid purchase date'],
    ['a typed purchase date before 1 July 2017', { purchasedate: '30/06/2017' }, 'Purchase date cannot be before 1 Jul 2017'],
    ['an item code of 51 characters', { item_code: 'C'.repeat(51) }, 'Item code can be at most 50 characters'],
    ['a custom field without its name', { customFields: [{ fieldId: 'cf1', fieldValue: 'x' }] }, 'Each custom field needs its field id and name'],
  ];

  it.each(refusals)('refuses %s with its message and writes nothing', async (_case, changes, message) => {
    const body = typeof changes === 'function' ? changes() : goods(changes);
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.insert, body, owner.token);
      expectInvalid(response, message);
      expect(response.body.code).toBe('request.invalid');
    });
  });

  it('says which GST rates are allowed', () => {
    expect(gstRateMessage(new Date('2025-09-22T00:00:00+05:30'))).toBe(
      'GST rate must be one of these percentages: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40',
    );
    expect(gstRateMessage(new Date('2025-09-21T12:00:00+05:30'))).toBe(
      'GST rate must be one of these percentages: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18 or 28',
    );
  });

  it('refuses a second item with the same short name, ignoring case and spacing, with 409', async () => {
    await insertOk(goods({ short_name: 'Toor Dal 1kg' }));
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.insert, goods({ short_name: '  toor   DAL 1KG ' }), owner.token);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 409,
        body: { status: false, code: 'item.shortNameTaken', error: 'An item with this short name already exists in this organisation.' },
      });
    });
  });

  it('lets another organisation use the same short name', async () => {
    const response = await api.post(P.insert, goods({ orgid: outsider.orgId, short_name: 'Toor Dal 1kg' }), outsider.token);
    expect(response.status).toBe(200);
  });
});

describe('changing, listing and deleting items', () => {
  it('updates an item, bumps its version and refuses the stale version with 409', async () => {
    clock = new Date('2025-01-01T00:00:00.000Z');
    const id = await insertOk(goods({ short_name: 'Moong Dal' }));
    clock = new Date('2025-02-01T10:11:12.000Z');
    const response = await api.post(P.update, { ...goods({ short_name: 'Moong Dal Yellow', unit_price: '99.99', itemgst: 12 }), id, version: 1 }, owner.token);
    expect(response.body).toEqual({ status: true, message: 'Updated Successfully', id, version: 2 });
    const item = await fetchItem(id);
    expect([item.short_name, item.unit_price, item.itemgst, item.version, item.createddate, item.modifieddate]).toEqual([
      'Moong Dal Yellow',
      '99.99',
      12,
      2,
      '2025-01-01 00:00:00',
      '2025-02-01 10:11:12',
    ]);
    expect((await storedItem(id))?.gstRateBps).toBe(1200);

    const stale = await api.post(P.update, { ...goods({ short_name: 'Moong Dal Green' }), id, version: 1 }, owner.token);
    expect({ status: stale.status, body: stale.body }).toEqual({
      status: 409,
      body: { status: false, code: 'item.versionConflict', error: APP_MESSAGES.versionConflict },
    });
    // The old name is free again, the new one is taken.
    expect((await api.post(P.insert, goods({ short_name: 'Moong Dal' }), owner.token)).status).toBe(200);
    expect((await api.post(P.insert, goods({ short_name: 'moong dal yellow' }), owner.token)).status).toBe(409);
  });

  it('refuses renaming an item to the short name of another item', async () => {
    await insertOk(goods({ short_name: 'Chana Dal' }));
    const id = await insertOk(goods({ short_name: 'Urad Dal' }));
    const response = await api.post(P.update, { ...goods({ short_name: 'CHANA DAL' }), id }, owner.token);
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 409, code: 'item.shortNameTaken' });
    expect((await fetchItem(id)).short_name).toBe('Urad Dal');
  });

  it('forces unit 55 when an item becomes a service', async () => {
    const id = await insertOk(goods());
    const response = await api.post(P.update, { ...services({ itemunit: 3 }), id }, owner.token);
    expect(response.status).toBe(200);
    const item = await fetchItem(id);
    expect([item.goodstype, item.itemunit, item.hsn_sac_code]).toEqual(['services', 55, '998719']);
  });

  it('answers 404 for an item of the organisation that does not exist', async () => {
    const missing = `${demoOrgId}_0000000000000000`;
    expect((await api.get(P.item(missing), owner.token)).body).toEqual({ status: false, code: 'item.notFound', error: APP_MESSAGES.notFound });
    expect((await api.post(P.update, { ...goods(), id: missing }, owner.token)).status).toBe(404);
    expect((await api.get(P.remove(missing), owner.token)).status).toBe(404);
  });

  it('lists the catalogue as documents use it, sorted by short name', async () => {
    const id = await insertOk(goods({ short_name: 'AAA Jaggery', itemgst: '0', unit_price: '45', item_code: 'J-1', mrp: '' }));
    const response = await api.get(P.list(demoOrgId), owner.token);
    expect(response.status).toBe(200);
    const rows = response.body.items as { short_name: string; id: string }[];
    expect(rows[0]).toEqual({
      id,
      goodstype: 'goods',
      short_name: 'AAA Jaggery',
      description: '1121 steam basmati, 25 kg bag',
      unit_price: '45.00',
      gst_rate: 0,
      cess: 0,
      hsn_sac_code: '10063020',
      itemunit: 20,
      metric: 'KGS',
      item_code: 'J-1',
      mrp: '0.00',
      trackstock: 0,
      stockinhand: '0',
      version: 1,
    });
    const names = rows.map((row) => row.short_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')));
  });

  it('keeps no control characters or direction overrides in what it stores (walk 37 L4)', async () => {
    const id = await insertOk(goods({ short_name: uniqueName('चावल\u0000 \u202eBasmati'), description: 'Aged\u0007 two years\u2066' }));
    const item = await fetchItem(id);
    expect([item.short_name, item.description]).toEqual([expect.stringMatching(/^चावल Basmati \d+$/), 'Aged two years']);
  });

  it('deletes an item, frees its short name and answers 404 afterwards', async () => {
    const id = await insertOk(goods({ short_name: 'Rajma' }));
    expect((await api.get(P.remove(id), owner.token)).body).toEqual({ status: true, message: 'Deleted successfully' });
    expect((await api.get(P.item(id), owner.token)).status).toBe(404);
    expect((await api.get(P.list(demoOrgId), owner.token)).body.items.map((row: { id: string }) => row.id)).not.toContain(id);
    expect((await api.post(P.insert, goods({ short_name: 'Rajma' }), owner.token)).status).toBe(200);
    const claims = (await api.scanAll()).filter((item) => item.sk === 'ITEMNAME#rajma');
    expect(claims).toHaveLength(1);
  });
});

describe('variations', () => {
  it('adds, lists, changes and deletes variations by rowid alone', async () => {
    clock = new Date('2025-03-01T09:00:00.000Z');
    const itemid = await insertOk(goods({ short_name: 'Cotton Shirt' }));
    const added = await api.post(P.addVariation, { itemid, orgid: demoOrgId, name: 'Size M', sku: 'SH-M', price: '499' }, owner.token);
    expect(added.body).toEqual({
      status: true,
      message: 'Item added Successfully',
      rowid: expect.stringMatching(new RegExp(`^${demoOrgId}_[a-z0-9]{16}$`)),
      variations: [
        {
          rowid: added.body.rowid,
          itemid,
          orgid: demoOrgId,
          userid: owner.userId,
          name: 'Size M',
          sku: 'SH-M',
          price: '499.00',
          createddate: '2025-03-01 09:00:00',
          modifieddate: '2025-03-01 09:00:00',
        },
      ],
    });
    const rowid = added.body.rowid as string;
    const second = await api.post(P.addVariation, { itemid, name: 'Size L', sku: '', price: 549.5 }, owner.token);
    expect(second.status).toBe(200);

    clock = new Date('2025-03-02T09:00:00.000Z');
    const updated = await api.post(P.updateVariation, { rowid, name: 'Size M (slim)', sku: 'SH-MS', price: '519.00' }, owner.token);
    expect(updated.body.message).toBe('Updated Successfully');
    const listed = await api.get(P.variations(itemid), owner.token);
    expect(listed.body.variations.map((v: Body) => [v.name, v.sku, v.price, v.modifieddate])).toEqual([
      ['Size M (slim)', 'SH-MS', '519.00', '2025-03-02 09:00:00'],
      ['Size L', '', '549.50', '2025-03-01 09:00:00'],
    ]);

    const deleted = await api.post(P.deleteVariation, { rowid }, owner.token);
    expect(deleted.body).toEqual({ status: true, message: 'Deleted successfully', rowid, variations: [expect.objectContaining({ name: 'Size L' })] });
    expect((await api.post(P.deleteVariation, { rowid }, owner.token)).body).toEqual({
      status: false,
      code: 'item.variationNotFound',
      error: APP_MESSAGES.notFound,
    });
    expect((await fetchItem(itemid)).variationcount).toBe(1);
  });

  it('validates a variation and refuses a second one of the same name', async () => {
    const itemid = await insertOk(goods());
    expectInvalid(await api.post(P.addVariation, { itemid, name: ' ', price: '10' }, owner.token), 'Variation name is required');
    expectInvalid(await api.post(P.addVariation, { itemid, name: 'Red', price: '' }, owner.token), 'Variation price is required');
    expectInvalid(
      await api.post(P.addVariation, { itemid, name: 'Red', price: '10.001' }, owner.token),
      'Variation price can have at most 2 decimals (paise)',
    );
    expect((await api.post(P.addVariation, { itemid, name: 'Red', price: '10' }, owner.token)).status).toBe(200);
    const again = await api.post(P.addVariation, { itemid, name: 'RED', price: '11' }, owner.token);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { status: false, code: 'item.variationNameTaken', error: 'This item already has a variation with this name.' },
    });
  });
});

describe('stock tracking and the stock ledger', () => {
  let itemid: string;

  beforeAll(async () => {
    itemid = await insertOk(goods({ short_name: 'Sugar 50kg' }));
  });

  it('refuses stock tracking while the organisation has no inventory_tracking feature, writing nothing', async () => {
    await setInventoryTracking(demoOrgId, false);
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.addTracking, { itemid, isalert: 1, instock: '10' }, owner.token);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: {
          status: false,
          code: 'item.inventoryTrackingOff',
          error: 'Stock tracking is not enabled for this organisation. Turn on inventory tracking in Settings.',
        },
      });
    });
  });

  it('sets up stock tracking with the feature on: details, alert flag and opening stock', async () => {
    await setInventoryTracking(demoOrgId, true);
    expectInvalid(
      await api.post(P.addTracking, { itemid, itemIndiDetails: [{ name: 'Batch', value: '' }] }, owner.token),
      'Please enter all details',
    );
    expectInvalid(
      await api.post(P.addTracking, { itemid, itemIndiDetails: [{ name: 'Batch', value: 'B1' }, { name: '', value: '' }] }, owner.token),
      'Please enter all details',
    );
    expectInvalid(await api.post(P.addTracking, { itemid, instock: '-4' }, owner.token), 'In-stock quantity must be a number with at most 3 decimals');
    expectInvalid(await api.post(P.addTracking, { itemid, instock: '1.2345' }, owner.token), 'In-stock quantity must be a number with at most 3 decimals');
    expectInvalid(await api.post(P.addTracking, { itemid, isalert: 2 }, owner.token), 'Stock alert must be 1 or 0');
    expectInvalid(await api.post(P.addTracking, { itemid, instock: '1', date: '2017-06-30' }, owner.token), 'Stock date cannot be before 1 Jul 2017');

    const response = await api.post(
      P.addTracking,
      { itemid, isalert: 1, itemIndiDetails: [{ name: 'Batch', value: 'B-12' }, { name: 'Mill', value: 'Ganga' }], instock: '40', date: '2024-12-01' },
      owner.token,
    );
    expect(response.body).toEqual({ status: true, message: 'Updated Successfully', stockinhand: '40', version: 2 });
    const item = await fetchItem(itemid);
    expect([item.trackstock, item.isalert, item.stockalert, item.itemIndiDetails, item.stockinhand]).toEqual([
      1,
      1,
      1,
      [{ name: 'Batch', value: 'B-12' }, { name: 'Mill', value: 'Ganga' }],
      '40',
    ]);
    const again = await api.post(P.addTracking, { itemid, instock: '41' }, owner.token);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'item.alreadyTracked' });
  });

  it('takes an opening count typed with digit grouping and a stock date typed DD-MM-YYYY', async () => {
    const counted = await insertOk(goods({ short_name: uniqueName('Basmati 25kg') }));
    expectInvalid(await api.post(P.addTracking, { itemid: counted, instock: '1,2,50' }, owner.token), 'In-stock quantity must be a number with at most 3 decimals');
    const response = await api.post(P.addTracking, { itemid: counted, instock: '1,250.5', date: '01-12-2024' }, owner.token);
    expect(response.body).toEqual({ status: true, message: 'Updated Successfully', stockinhand: '1250.5', version: 2 });
  });

  it('keeps an item whose stock was counted: the books hold it as stock in hand from that day (walk 37 M5)', async () => {
    const counted = await insertOk(goods({ short_name: uniqueName('Toor dal 30kg') }));
    expect((await api.post(P.addTracking, { itemid: counted, instock: '50', date: '2024-11-01' }, owner.token)).status).toBe(200);
    await expectNothingWritten(api, async () => {
      const refused = await api.get(P.remove(counted), owner.token);
      expect([refused.status, refused.body.error]).toEqual([409, 'This item has stock counted on 1 Nov 2024, which the books hold as stock in hand, and cannot be deleted.']);
    });
    // Tracked but never counted above zero: nothing in the books, so it goes.
    const uncounted = await insertOk(goods({ short_name: uniqueName('Moong dal 30kg') }));
    expect((await api.post(P.addTracking, { itemid: uncounted, instock: '0' }, owner.token)).status).toBe(200);
    expect((await api.get(P.remove(uncounted), owner.token)).body).toEqual({ status: true, message: 'Deleted successfully' });
  });

  it('refuses stock tracking for services and updates of untracked items', async () => {
    const service = await insertOk(services());
    const refused = await api.post(P.addTracking, { itemid: service, instock: '1' }, owner.token);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: { status: false, code: 'item.onlyGoodsTracked', error: 'Stock is tracked only for goods, not services.' },
    });
    const untracked = await insertOk(goods());
    const update = await api.post(P.updateTracking, { itemid: untracked, instock: '1' }, owner.token);
    expect({ status: update.status, body: update.body }).toEqual({
      status: 400,
      body: { status: false, code: 'item.notTracked', error: 'Stock tracking is not set up for this item yet.' },
    });
  });

  it('records new counts as movements and folds them into opening, in, out and closing', async () => {
    const count = async (instock: string, date: string) => {
      const response = await api.post(P.updateTracking, { itemid, instock, date }, owner.token);
      expect(response.status).toBe(200);
      return response.body.stockinhand;
    };
    expect(await count('100.5', '2025-04-10')).toBe('100.5');
    expect(await count('80', '2025-05-10')).toBe('80');
    expect(await count('95.25', '2025-06-15')).toBe('95.25');
    // The same count again moves nothing.
    expect(await count('95.25', '2025-06-16')).toBe('95.25');

    const movements = (await api.scanAll()).filter((row) => row.entity === 'stockMovement' && row.itemId === itemid);
    expect(movements.map((row) => [row.date, row.quantityMilli, row.sourceKind, row.sourceId])).toEqual([
      ['2024-12-01', 40000, 'adjustment', itemid],
      ['2025-04-10', 60500, 'adjustment', itemid],
      ['2025-05-10', -20500, 'adjustment', itemid],
      ['2025-06-15', 15250, 'adjustment', itemid],
    ]);

    const row = async (query: string) => {
      const response = await api.get(P.ledger(demoOrgId, query), owner.token);
      expect(response.status).toBe(200);
      return { range: [response.body.from, response.body.to], row: response.body.items.find((entry: Body) => entry.itemid === itemid) };
    };
    // Valued at its purchase price, ₹1,100.00 a kg: the closing stock's worth.
    expect(await row('?from=2025-04-01&to=2025-05-31')).toEqual({
      range: ['2025-04-01', '2025-05-31'],
      row: { itemid, short_name: 'Sugar 50kg', metric: 'KGS', opening: '40', in: '60.5', out: '20.5', closing: '80', rate: '1100.00', value: '88000.00' },
    });
    expect(await row('?from=2025-05-11&to=2025-06-15')).toEqual({
      range: ['2025-05-11', '2025-06-15'],
      row: { itemid, short_name: 'Sugar 50kg', metric: 'KGS', opening: '80', in: '15.25', out: '0', closing: '95.25', rate: '1100.00', value: '104775.00' },
    });
    // Before tracking began: the 40 it began with was held before any document, so it is in hand
    // then too, as the ledger of the whole year 2024-25 opens with it (walk 29 L6).
    expect(await row('?from=2024-04-01&to=2024-11-30')).toEqual({
      range: ['2024-04-01', '2024-11-30'],
      row: { itemid, short_name: 'Sugar 50kg', metric: 'KGS', opening: '40', in: '0', out: '0', closing: '40', rate: '1100.00', value: '44000.00' },
    });
    clock = new Date('2025-06-20T06:00:00.000Z');
    expect(await row('')).toEqual({
      range: ['2025-04-01', '2026-03-31'],
      row: { itemid, short_name: 'Sugar 50kg', metric: 'KGS', opening: '40', in: '75.75', out: '20.5', closing: '95.25', rate: '1100.00', value: '104775.00' },
    });

    const listed = (await api.get(P.list(demoOrgId), owner.token)).body.items.find((entry: Body) => entry.id === itemid);
    expect([listed.trackstock, listed.stockinhand]).toEqual([1, '95.25']);
  });

  it('records a back-dated count against the stock of that day', async () => {
    const other = await insertOk(goods({ short_name: 'Salt 1kg' }));
    await api.post(P.addTracking, { itemid: other, instock: '10', date: '2025-04-01' }, owner.token);
    await api.post(P.updateTracking, { itemid: other, instock: '30', date: '2025-06-01' }, owner.token);
    // On 1 May the count was 12: 2 more than the 10 the movements give for that day. The 1 June
    // count still holds: 30 in hand, not 32.
    const response = await api.post(P.updateTracking, { itemid: other, instock: '12', date: '2025-05-01' }, owner.token);
    expect(response.body.stockinhand).toBe('30');
    const ledger = await api.get(P.ledger(demoOrgId, '?from=2025-04-01&to=2025-05-31'), owner.token);
    expect(ledger.body.items.find((entry: Body) => entry.itemid === other)).toEqual({
      itemid: other,
      short_name: 'Salt 1kg',
      metric: 'KGS',
      // The 10 its tracking was set up with is opening stock (walk 26 L6); the 1 May count found 2 more.
      opening: '10',
      in: '2',
      out: '0',
      closing: '12',
      // At its purchase price, ₹1,100.00 a kg.
      rate: '1100.00',
      value: '13200.00',
    });
    const june = await api.get(P.ledger(demoOrgId, '?from=2025-06-01&to=2025-06-30'), owner.token);
    expect(june.body.items.find((entry: Body) => entry.itemid === other)).toMatchObject({ opening: '12', in: '18', out: '0', closing: '30' });
  });

  it('refuses a count on a day still to come, writing nothing', async () => {
    const later = await insertOk(goods({ short_name: 'Jaggery 1kg' }));
    clock = new Date('2025-06-20T20:00:00.000Z'); // 21 Jun 2025, 1:30 am in India
    await expectNothingWritten(api, async () => {
      expectInvalid(await api.post(P.addTracking, { itemid: later, instock: '5', date: '2025-06-22' }, owner.token), ITEM_MESSAGES.stockDateInFuture);
    });
    // Today in India is a day that has come.
    expect((await api.post(P.addTracking, { itemid: later, instock: '5', date: '2025-06-21' }, owner.token)).body.stockinhand).toBe('5');
  });

  it('refuses impossible ledger dates', async () => {
    expectInvalid(await api.get(P.ledger(demoOrgId, '?from=2025-13-01'), owner.token), 'Please enter dates as YYYY-MM-DD');
    expectInvalid(await api.get(P.ledger(demoOrgId, '?from=01-04-2025'), owner.token), 'Please enter dates as YYYY-MM-DD');
    expectInvalid(await api.get(P.ledger(demoOrgId, '?from=2025-06-01&to=2025-05-01'), owner.token), 'From date must be on or before To date');
  });
});

describe('bulk upload', () => {
  const goodRow = (changes: Body = {}): Body => ({
    goodstype: 'goods',
    short_name: uniqueName('Upload Goods'),
    description: 'From the workbook',
    hsn_sac_code: '0902',
    itemunit: 'KGS',
    unit_price: 320.5,
    itemgst: 5,
    purchase_price: '',
    mrp: 350,
    purchasedate: new Date(Date.UTC(2024, 5, 15)),
    ...changes,
  });

  it('saves the 3 good rows of 5 and reports exactly the 2 bad ones, saving nothing of them', async () => {
    const rows = [
      goodRow({ short_name: 'Assam Tea 250g' }),
      goodRow({ goodstype: 'Services', short_name: 'Tea tasting', hsn_sac_code: '998599', itemunit: '', itemgst: 18, mrp: '' }),
      goodRow({ short_name: 'Bad GST Tea', itemgst: 19 }),
      goodRow({ short_name: 'Nilgiri Tea 1kg', itemunit: 'nos', cess: 1 }),
      goodRow({ short_name: '' }),
    ];
    const content = await workbookWith(rows);
    const itemsBefore = (await api.scanAll()).filter((row) => row.entity === 'item').length;
    const response = await upload({ content, name: 'items.xlsx', type: XLSX_TYPE });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 200,
      body: {
        status: true,
        success: 3,
        errors: [
          { row: 4, field: 'GST rate %', message: gstRateMessage() },
          { row: 6, field: 'Short name', message: 'Short name is required' },
        ],
      },
    });
    const items = (await api.scanAll()).filter((row) => row.entity === 'item');
    expect(items).toHaveLength(itemsBefore + 3);
    const names = items.map((row) => row.shortName);
    expect(names).toEqual(expect.arrayContaining(['Assam Tea 250g', 'Tea tasting', 'Nilgiri Tea 1kg']));
    expect(names).not.toContain('Bad GST Tea');

    const listed = (await api.get(P.list(demoOrgId), owner.token)).body.items as Body[];
    const byName = (name: string) => listed.find((row) => row.short_name === name)!;
    expect([byName('Assam Tea 250g').unit_price, byName('Assam Tea 250g').gst_rate, byName('Assam Tea 250g').metric]).toEqual(['320.50', 5, 'KGS']);
    expect([byName('Tea tasting').itemunit, byName('Tea tasting').hsn_sac_code]).toEqual([55, '998599']);
    expect([byName('Nilgiri Tea 1kg').metric, byName('Nilgiri Tea 1kg').cess]).toEqual(['NOS', 1]);
    expect((await fetchItem(byName('Assam Tea 250g').id as string)).purchasedate).toBe('2024-06-15');
  });

  it('reads amounts and dates typed as text the Indian way, and real date cells', async () => {
    const rows = [
      goodRow({ short_name: 'Kashmir Saffron 1kg', unit_price: '1,25,000', mrp: '1,30,000.50', purchasedate: '23-11-2025' }),
      goodRow({ short_name: 'Kesar Tin', unit_price: '125,000', purchasedate: '05/04/2024' }),
      goodRow({ short_name: 'Bad Commas', unit_price: '1,2,3' }),
    ];
    const response = await upload({ content: await workbookWith(rows), name: 'items.xlsx', type: XLSX_TYPE });
    expect(response.body).toEqual({
      status: true,
      success: 2,
      errors: [{ row: 4, field: 'Sale price', message: 'Sale price has commas in the wrong places; write it like 1,25,000 or 125,000' }],
    });
    const listed = (await api.get(P.list(demoOrgId), owner.token)).body.items as Body[];
    const saffron = await fetchItem(listed.find((row) => row.short_name === 'Kashmir Saffron 1kg')!.id as string);
    expect([saffron.unit_price, saffron.mrp, saffron.purchasedate]).toEqual(['125000.00', '130000.50', '2025-11-23']);
    const kesar = await fetchItem(listed.find((row) => row.short_name === 'Kesar Tin')!.id as string);
    expect([kesar.unit_price, kesar.purchasedate]).toEqual(['125000.00', '2024-04-05']);
  });

  it('refuses a short name used earlier in the file or already in the organisation, row by row', async () => {
    await insertOk(goods({ short_name: 'Darjeeling Tea' }));
    const content = await workbookWith([
      goodRow({ short_name: 'Kangra Tea' }),
      goodRow({ short_name: 'KANGRA tea' }),
      goodRow({ short_name: 'Darjeeling Tea' }),
    ]);
    const response = await upload({ content, name: 'Items.XLSX', type: XLSX_TYPE });
    expect(response.body).toEqual({
      status: true,
      success: 1,
      errors: [
        { row: 3, field: 'Short name', message: 'This short name is already used in row 2 of the file' },
        { row: 4, field: 'Short name', message: 'An item with this short name already exists in this organisation.' },
      ],
    });
  });

  it.each([
    ['a .csv file', 'items.csv', 'text/csv'],
    ['a .txt file', 'items.txt', 'text/plain'],
    ['an .xlsx name with a text content type', 'items.xlsx', 'text/plain'],
  ])('refuses %s', async (_case, name, type) => {
    await expectNothingWritten(api, async () => {
      const response = await upload({ content: Buffer.from('goodstype,short_name\ngoods,Rice\n'), name, type });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { status: false, code: 'item.uploadType', error: 'Only xls and xlsx files can be uploaded.' },
      });
    });
  });

  it('refuses a file over 4 MB with 413', async () => {
    const content = Buffer.alloc(MAX_ITEM_UPLOAD_BYTES + 1, 0x41);
    const response = await upload({ content, name: 'big.xlsx', type: XLSX_TYPE });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 413,
      body: { status: false, code: 'item.uploadTooLarge', error: 'The file is larger than 4 MB. Please split it into smaller files.' },
    });
  });

  it('asks for an old binary .xls workbook to be saved as .xlsx', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const response = await upload({ content: ole, name: 'items.xls', type: 'application/vnd.ms-excel' });
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: ITEM_MESSAGES.uploadOldXls });
  });

  it('refuses a workbook without the template headings, a file that is no workbook, and no file', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Name', 'Price']);
    const noHeadings = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await upload({ content: noHeadings, name: 'items.xlsx', type: XLSX_TYPE })).body.error).toBe(
      'The first row must hold the template headings; missing: Goods or services, Short name, HSN/SAC code, Unit, Sale price, GST rate %',
    );
    const zipJunk = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    expect((await upload({ content: zipJunk, name: 'items.xlsx', type: XLSX_TYPE })).body.error).toBe('The file could not be read as an Excel workbook.');
    expect((await upload({ content: await workbookWith([]), name: 'items.xlsx', type: XLSX_TYPE })).body.error).toBe(
      'The file has no item rows below the headings.',
    );
    expect((await upload(null)).body.error).toBe('Please choose an xls or xlsx file to upload.');
    // A JSON body is no upload at all: the pipeline's multipart parsing refuses it.
    const json = await api.post(P.upload, { org_id: demoOrgId }, owner.token);
    expect({ status: json.status, error: json.body.error }).toEqual({ status: 400, error: 'The upload must be sent as multipart/form-data with the file.' });
    const junk = await api.request('POST', P.upload, { token: owner.token, rawBody: 'hello', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect({ status: junk.status, error: junk.body.error }).toEqual({ status: 400, error: 'The upload must be sent as multipart/form-data with the file.' });
  });

  it('refuses the upload to a view-only member (403) and to a user of another organisation (403)', async () => {
    const content = await workbookWith([goodRow()]);
    const file = { content, name: 'items.xlsx', type: XLSX_TYPE };
    await expectNothingWritten(api, async () => {
      expect((await upload(file, viewer.token)).body).toEqual(NO_PERMISSION);
      const foreign = await upload(file, outsider.token);
      expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 403, body: FORBIDDEN });
    });
  });
});

describe('permissions and isolation', () => {
  it('gives a member with only items.view the catalogue but 403 on every change', async () => {
    const id = await insertOk(goods());
    expect((await api.get(P.list(demoOrgId), viewer.token)).status).toBe(200);
    expect((await api.get(P.item(id), viewer.token)).status).toBe(200);
    await expectNothingWritten(api, async () => {
      for (const [path, body] of [
        [P.insert, goods()],
        [P.update, { ...goods(), id }],
        [P.addVariation, { itemid: id, name: 'X', price: '1' }],
        [P.addTracking, { itemid: id, instock: '1' }],
      ] as const) {
        const response = await api.post(path, body, viewer.token);
        expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 403, body: NO_PERMISSION });
      }
      expect((await api.get(P.remove(id), viewer.token)).body).toEqual(NO_PERMISSION);
    });
  });

  it('refuses every item route naming Demo Traders or one of its items to a user of another organisation', async () => {
    const id = await insertOk(goods());
    const { rowid } = (await api.post(P.addVariation, { itemid: id, name: 'Blue', price: '1' }, owner.token)).body;
    const realIds: Record<string, string> = { id, itemid: id, rowid };
    const leaks: string[] = [];
    for (const route of Object.values(itemRoutes) as RouteDefinition[]) {
      if (route.auth.mode !== 'org') continue;
      const built = buildRequest(route, demoOrgId);
      const source = route.auth.org;
      const withRealRecord =
        source.from === 'record' && source.in === 'body' ? { ...built, body: { ...goods(), ...built.body, [source.name]: realIds[source.name] } } : built;
      const request =
        source.from === 'record' && source.in === 'path'
          ? { ...built, url: built.url.replace(/[a-z0-9]{16}_[a-z0-9]{16}/, id), path: built.path.replace(/[a-z0-9]{16}_[a-z0-9]{16}/, id) }
          : withRealRecord;
      const response = await send(api, request, outsider.token);
      if (response.status !== 403 || JSON.stringify(response.body) !== JSON.stringify(FORBIDDEN)) {
        leaks.push(`${routeKey(route)} -> ${response.status} ${response.text.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect((await fetchItem(id)).variationcount).toBe(1);
  });

  it('answers odd bodies with 400 or 404, never 500', async () => {
    const id = await insertOk(goods());
    const odd = ['not json', '[]', 'null', '"text"', '42', '{"orgid":{"$gt":""}}', `{"orgid":"${demoOrgId}","short_name":{"a":1}}`, `{"orgid":"${demoOrgId}","itemgst":1e400,"unit_price":1e308}`, `{"orgid":"${demoOrgId}","customFields":"x"}`, `{"id":"${id}","itemid":"${id}","rowid":"${id}","itemIndiDetails":[null],"instock":{}}`];
    const failures: string[] = [];
    for (const route of Object.values(itemRoutes) as RouteDefinition[]) {
      if (route.method !== 'POST') continue;
      for (const rawBody of odd) {
        const response = await api.request('POST', route.path, { token: owner.token, rawBody });
        if (response.status >= 500) failures.push(`${routeKey(route)} ${rawBody} -> ${response.status}`);
      }
    }
    for (const path of [P.item('abc'), P.item(`${demoOrgId}_x`), P.remove('%00'), P.variations('..'), P.ledger(demoOrgId, '?from=&to=x'), P.units('NOPE')]) {
      const response = await api.get(path, owner.token);
      if (response.status >= 500) failures.push(`GET ${path} -> ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});

it('stamps dates in UTC YYYY-MM-DD HH:mm:ss', async () => {
  const item = await fetchItem(await insertOk(goods()));
  expect(item.createddate).toMatch(WIRE_TIMESTAMP);
});
