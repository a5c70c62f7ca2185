// Purchases (spec part 1 §3–§7) and composite purchases (part 2 §3–§7) over real HTTP against the
// local server: saves with totals checked against hand-worked bills (intra-state CGST + SGST,
// inter-state IGST, reverse charge), the input tax GSTR-3B needs, draft on save, numbering,
// every message, payments made against a purchase, deleting a line, status, stock coming in.
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { APP_MESSAGES, DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, fillMessage } from '@bahi/shared';
import { putMembership } from '../../functions/src/store/memberships.js';
import { keys } from '../../functions/src/store/keys.js';
import { DEMO, signIn, signUp, type ApiResponse, type SignedIn, type TestServer, startTestServer } from '../support/api-client.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { expectNothingWritten } from '../support/expectations.js';
import { closingStockOf, trackInventory } from '../support/document-lines.js';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let orgId: string;
/** A vendor in Maharashtra (the demo organisation's state): intra-state, CGST + SGST. */
let pune: { id: string; addressId: string };
/** A vendor in Karnataka: inter-state, IGST. */
let mysuru: { id: string; addressId: string };
let rice: string;
let maintenance: string;
const clock = new Date('2026-11-30T06:30:00.000Z');

const P = {
  insert: '/api/account/purchase/data',
  update: '/api/account/update/purchase/data',
  fetch: (id: string) => `/api/account/purchase/getpurchasedata/${id}/${orgId}`,
  list: () => `/api/account/clientpurchase/${orgId}`,
  form: () => `/api/account/purchase/orgiterms/${orgId}`,
  item: (itemId: string) => `/api/account/purchase/items/${itemId}`,
  contacts: (clientId: string) => `/api/account/purchase/getcontacts/${clientId}`,
  pay: '/api/account/addpayments/purchases/orgcharts',
  deleteLine: '/api/account/purchase/deleteitem',
  status: (status: string, id: string) => `/api/account/purchase/changestatus/${status}/${id}`,
  composite: {
    insert: '/api/account/compositepurchase/savedata',
    update: '/api/account/editcompositepurchase',
    fetch: (id: string) => `/api/account/getcompositepurchase/${id}/${orgId}`,
    list: () => `/api/account/orgcompositepurchase/${orgId}`,
    form: () => `/api/account/compositepurchase/orgiterms/${orgId}`,
    deleteLine: '/api/account/compositepurchase/existing/deleteitem',
    status: (status: string, id: string) => `/api/account/compositepurchase/changestatus/${status}/${id}`,
  },
};

async function ok(response: Promise<ApiResponse>): Promise<ApiResponse> {
  const done = await response;
  if (done.status !== 200) throw new Error(`expected 200, got ${done.status} ${done.text}`);
  return done;
}

function expectError(response: ApiResponse, status: number, error: string): void {
  expect({ status: response.status, error: response.body?.error }).toEqual({ status, error });
}

const riceLine = (changes: Body = {}): Body => ({
  item_id: rice,
  item_name: 'Basmati Rice',
  hsncode: '10063020',
  metrics: 'BAG',
  qty: '10',
  unit_price: '1,100',
  original_price: 'notax',
  gstrate: '5',
  goods_service: 'goods',
  ...changes,
});

const maintenanceLine = (changes: Body = {}): Body => ({
  item_id: maintenance,
  item_name: 'Annual maintenance',
  hsncode: '998719',
  metrics: 'OTH',
  qty: '1',
  unit_price: '5000',
  original_price: 'notax',
  gstrate: '18',
  goods_service: 'services',
  ...changes,
});

/** Each purchase records a bill of its own (one bill is recorded once): SB/4471 first, then SB/4472 ... */
let bills = 4470;

/** A purchase from the Pune vendor, with the spec's purchase fields. */
function purchase(changes: Body = {}): Body {
  return {
    org_id: orgId,
    vendor_id: pune.id,
    client_address_id: pune.addressId,
    purchase_order_no: 'PO-2026-118',
    invoice_no: `SB/${++bills}`,
    purchased_date: '2026-11-18',
    deliverd_date: '2026-11-19',
    deliverd_to: 'Bhiwandi godown',
    expense_type: 'Stock purchase',
    freightCharge: '200',
    additional_charges: 'yes',
    roundoff: 0,
    items: [riceLine()],
    ...changes,
  };
}

const fetchPurchase = async (id: string) => (await ok(api.get(P.fetch(id), owner.token))).body.invoice;

beforeAll(async () => {
  api = await startTestServer();
  api.server.ports.now = () => clock;
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]?.id as string;
  const vendor = async (name: string, gstin14: string, city: string, pincode: string) => {
    const saved = await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name, gstin14, city, pincode }), owner.token));
    const fetched = (await ok(api.get(`/api/client/getclient/${saved.body.client_id}`, owner.token))).body;
    return { id: saved.body.client_id as string, addressId: fetched.clientaddress[0].id as string };
  };
  pune = await vendor('Deccan Grain Traders', '27AAACD1234E1Z', 'Pune', '411001');
  mysuru = await vendor('Mysore Rice Mills', '29AAACM5678F1Z', 'Mysuru', '570001');
  rice = (
    await ok(
      api.post(
        '/api/items/insert',
        { orgid: orgId, goodstype: 'goods', short_name: 'Basmati Rice', hsn_code: '10063020', itemunit: 20, itemgst: '5', unit_price: '1250.50', purchase_price: '1100' },
        owner.token,
      ),
    )
  ).body.id;
  maintenance = (
    await ok(api.post('/api/items/insert', { orgid: orgId, goodstype: 'services', short_name: 'Annual maintenance', sac_code: '998719', itemgst: '18', unit_price: '5000' }, owner.token))
  ).body.id;
});

afterAll(async () => {
  await api.close();
});

describe('a purchase within one state (hand-worked: 10 bags at ₹1,100.00, 5%, freight ₹200.00 taxed at 5%)', () => {
  // Rice: 10 × 1,100.00 = 11,000.00; CGST = SGST = 11,000.00 × 2.5% = 275.00.
  // Freight: 200.00 at the highest line rate 5%: CGST = SGST = 5.00.
  // Total = 11,000.00 + 200.00 + 550.00 + 10.00 = 11,760.00.
  let saved: ApiResponse;
  beforeAll(async () => {
    saved = await ok(api.post(P.insert, purchase(), owner.token));
  });

  it("answers 'Purchase added successfully' with the first PUR- number of the year and the server's total", () => {
    expect(saved.body).toMatchObject({ status: true, message: DOCUMENT_APP_MESSAGES.purchaseAdded, invoice_no: 'PUR-20261', final_total: '11760.00', version: 1 });
  });

  it('is created as a draft, keeps the bill, order and delivery fields, and records the input tax credit (GSTR-3B 4(A)(5))', async () => {
    const bill = await fetchPurchase(saved.body.id);
    expect(bill).toMatchObject({
      kind: 'purchase',
      title: 'Purchase',
      status: 'draft',
      lifecycle: 'draft',
      igst: 'no',
      seller_statecode: '27',
      place_of_supply: '27',
      taxable_total: '11000.00',
      charges_total: '200.00',
      cgst_tax_total: '280.00',
      sgst_tax_total: '280.00',
      igst_tax_total: '0.00',
      tax_total: '560.00',
      final_total: '11760.00',
      pending: '11760.00',
      purchase: {
        vendor_id: pune.id,
        purchase_order_no: 'PO-2026-118',
        invoice_no: 'SB/4471',
        purchased_date: '2026-11-18',
        deliverd_date: '2026-11-19',
        deliverd_to: 'Bhiwandi godown',
        expense_type: 'Stock purchase',
      },
      input_tax: { itc_table: '4(A)(5)', itc: { igst: '0.00', cgst: '280.00', sgst: '280.00', cess: '0.00' }, reverse_charge_owed: null },
    });
    expect(bill.items[0]).toMatchObject({ taxableamount: '11000.00', cgst_total: '275.00', sgst_total: '275.00', grandtotal: '11550.00' });
  });

  it('lists it with its vendor and status, and the form offers the next number', async () => {
    const list = (await ok(api.get(P.list(), owner.token))).body;
    expect(list.clientinvoicedata.find((row: Body) => row.id === saved.body.id)).toMatchObject({
      invoice_no: 'PUR-20261',
      companyname: 'Deccan Grain Traders',
      final_total: '11760.00',
      status: 'draft',
      supply: 'Intra State',
    });
    const form = (await ok(api.get(P.form(), owner.token))).body;
    expect(form.orgSequence).toMatchObject({ org_invoice_sequence: 'PUR-2026', next_sequence: 2 });
    expect(form.invoiceGeneration).toMatchObject({ kind: 'purchase', title: 'Purchase' });
  });
});

describe('other purchases', () => {
  it('from another state: IGST (hand-worked: 4 × ₹1,250.50 = 5,002.00; IGST 5% = 250.10; total 5,252.10)', async () => {
    const saved = await ok(
      api.post(P.insert, purchase({ vendor_id: mysuru.id, client_address_id: mysuru.addressId, freightCharge: '', items: [riceLine({ qty: '4', unit_price: '1250.50' })] }), owner.token),
    );
    const bill = await fetchPurchase(saved.body.id);
    expect(bill).toMatchObject({ igst: 'yes', seller_statecode: '29', place_of_supply: '27', igst_tax_total: '250.10', cgst_tax_total: '0.00', final_total: '5252.10' });
    expect(bill.input_tax).toEqual({ itc_table: '4(A)(5)', itc: { igst: '250.10', cgst: '0.00', sgst: '0.00', cess: '0.00' }, reverse_charge_owed: null });
  });

  it('under reverse charge: the supplier is paid no tax, the tax the buyer owes is recorded (3.1(d), 4(A)(3))', async () => {
    // 5,000.00 at 18% within the state: CGST = SGST = 450.00, owed by the buyer; payable 5,000.00.
    const saved = await ok(api.post(P.insert, purchase({ reversecharge: 'yes', freightCharge: '', items: [maintenanceLine()] }), owner.token));
    expect(saved.body.final_total).toBe('5000.00');
    const bill = await fetchPurchase(saved.body.id);
    expect(bill).toMatchObject({ reversecharge: 'yes', tax_total: '900.00', final_total: '5000.00' });
    expect(bill.input_tax).toEqual({
      itc_table: '4(A)(3)',
      itc: { igst: '0.00', cgst: '450.00', sgst: '450.00', cess: '0.00' },
      reverse_charge_owed: { igst: '0.00', cgst: '450.00', sgst: '450.00', cess: '0.00' },
    });
    // The purchases register marks it, as GSTR-3B 3.1(d) reports it apart.
    const rows = (await ok(api.get(P.list(), owner.token))).body.clientinvoicedata;
    expect(rows.find((row: Body) => row.id === saved.body.id)?.reverse_charge).toBe('yes');
    expect(rows.filter((row: Body) => row.id !== saved.body.id).map((row: Body) => row.reverse_charge)).not.toContain('yes');
  });

  it('offers the purchase price of an item for a purchase line', async () => {
    const item = (await ok(api.get(P.item(rice), owner.token))).body.item;
    expect(item).toMatchObject({ id: rice, unit_price: '1100.00', purchase_price: '1100.00', gst_rate: 5 });
    // The sales look-up, which a payment voucher's line uses, gives it apart from the sale price (walk 26 M3).
    const sold = (await ok(api.get(`/api/account/invoice/getitemb2b/${rice}/${orgId}/${pune.id}`, owner.token))).body.item;
    expect([sold.unit_price, sold.purchase_price]).toEqual(['1250.50', '1100.00']);
  });

  it("updates with 'Purchase updated successfully'", async () => {
    const saved = await ok(api.post(P.insert, purchase(), owner.token));
    const bill = await fetchPurchase(saved.body.id);
    const updated = await ok(
      api.post(P.update, { ...purchase({ invoice_no: 'SB/9001', items: [{ ...riceLine({ qty: '2' }), id: bill.items[0].id }] }), id: saved.body.id, version: 1 }, owner.token),
    );
    // 2 × 1,100.00 = 2,200.00 + freight 200.00 + CGST/SGST 55.00 + 5.00 each = 2,520.00
    expect(updated.body).toMatchObject({ message: DOCUMENT_APP_MESSAGES.purchaseUpdated, final_total: '2520.00', version: 2 });
    expect((await fetchPurchase(saved.body.id)).purchase.invoice_no).toBe('SB/9001');
  });
});

describe('validation (spec part 1 §5), nothing written', () => {
  it.each([
    ['no vendor', () => ({ vendor_id: '' }), DOCUMENT_MESSAGES.selectReceiver],
    ['no billing address', () => ({ client_address_id: '' }), DOCUMENT_MESSAGES.addBilling],
    ['no items', () => ({ items: [] }), DOCUMENT_MESSAGES.minimumOneItem],
    ['some individual details blank', () => ({ items: [riceLine({ qty: '2', itemPurchaseDetails: ['SN-1', ''] })] }), DOCUMENT_MESSAGES.allDetailsRequired],
    ['quantity 0', () => ({ items: [riceLine({ qty: '0' })] }), DOCUMENT_MESSAGES.quantityPositive],
    ['rate not a number', () => ({ items: [riceLine({ unit_price: 'abc' })] }), DOCUMENT_MESSAGES.onlyNumbers],
    ['a vendor of another organisation', () => ({ vendor_id: 'zzzzzzzzzzzzzzzz_aaaaaaaaaaaaaaaa' }), DOCUMENT_MESSAGES.selectValidClient],
  ] as [string, () => Body, string][])('%s', async (_name, changes, message) => {
    await expectNothingWritten(api, async () => {
      expectError(await api.post(P.insert, purchase(changes()), owner.token), 400, message);
    });
  });
});

describe('a supplier who may not charge GST (walk 36 H1: a farmer\'s bill at 18% claimed ₹7,200 of input tax)', () => {
  const supplier = async (body: Body) => {
    const saved = await ok(api.post('/api/client/insert', { org_id: orgId, clientid: 2, ...body }, owner.token));
    const fetched = (await ok(api.get(`/api/client/getclient/${saved.body.client_id}`, owner.token))).body;
    return { vendor_id: saved.body.client_id as string, client_address_id: fetched.clientaddress[0].id as string };
  };
  const address = (city: string, state: string) => [{ isprimary: 1, locaddress: `1 Main Road, ${city}`, loccity: city, locphone: '', locpincode: '411001', locstate: state }];

  it("refuses a purchase charging GST from a supplier without a GSTIN, or in the composition scheme; takes its bill at 0% or under reverse charge", async () => {
    const farmer = await supplier({ gstin: '', clientid: 5, companyname: 'Ramesh Patil (farmer)', state: '27', address: address('Nashik', '27') });
    const composition = await supplier({ ...clientInsertBody(orgId, { name: 'Hassan Traders', gstin14: '27AABCH6666J1Z', city: 'Satara', pincode: '415001' }), clientid: 2, schemetype: 'composite' });
    await expectNothingWritten(api, async () => {
      expectError(await api.post(P.insert, purchase(farmer), owner.token), 400, DOCUMENT_APP_MESSAGES.unregisteredSupplierTax.replace('{supplier}', 'Ramesh Patil (farmer)'));
      expectError(await api.post(P.insert, purchase(composition), owner.token), 400, DOCUMENT_APP_MESSAGES.compositionSupplierTax.replace('{supplier}', 'Hassan Traders'));
    });
    // 10 bags at ₹1,100.00 with no GST, freight ₹200.00 untaxed: ₹11,200.00.
    const untaxed = { items: [riceLine({ gstrate: '0' })] };
    expect((await ok(api.post(P.insert, purchase({ ...farmer, ...untaxed }), owner.token))).body.final_total).toBe('11200.00');
    expect((await ok(api.post(P.insert, purchase({ ...composition, ...untaxed }), owner.token))).body.final_total).toBe('11200.00');
    // Under reverse charge the buyer owes the tax: the bill itself carries none.
    expect((await ok(api.post(P.insert, purchase({ ...farmer, reversecharge: 'yes' }), owner.token))).status).toBe(200);
  });
});

describe("a supplier's bill, recorded once a year", () => {
  it('refuses the same bill of the same supplier again, however it is typed, until the first purchase is cancelled', async () => {
    const first = await ok(api.post(P.insert, purchase({ invoice_no: 'SB/7001' }), owner.token));
    const message = `Bill SB/7001 of Deccan Grain Traders is already recorded as ${first.body.invoice_no} this financial year.`;
    await expectNothingWritten(api, async () => {
      const again = await api.post(P.insert, purchase({ invoice_no: ' sb/7001 ' }), owner.token);
      expect({ status: again.status, field: again.body.errors?.[0]?.field }).toEqual({ status: 400, field: 'invoice_no' });
      expect(again.body.error).toBe(message);
    });
    // Another year's bill of that number is another bill.
    await ok(api.post(P.insert, purchase({ invoice_no: 'SB/7001', purchased_date: '2026-03-20', deliverd_date: '2026-03-21' }), owner.token));
    await ok(api.get(P.status('cancelled', first.body.id), owner.token));
    await ok(api.post(P.insert, purchase({ invoice_no: 'SB/7001' }), owner.token));
  });

  it('frees a bill whose purchase took another number, and refuses taking it back once another purchase records it', async () => {
    const first = await ok(api.post(P.insert, purchase({ invoice_no: 'SB/7101' }), owner.token));
    await ok(api.post(P.update, { ...purchase({ invoice_no: 'SB/7102' }), id: first.body.id, version: 1 }, owner.token));
    const second = await ok(api.post(P.insert, purchase({ invoice_no: 'SB/7101' }), owner.token));
    // The same bill of another supplier is another bill.
    await ok(api.post(P.insert, purchase({ invoice_no: 'SB/7102', vendor_id: mysuru.id, client_address_id: mysuru.addressId }), owner.token));
    const back = await api.post(P.update, { ...purchase({ invoice_no: 'sb/7101' }), id: first.body.id, version: 2 }, owner.token);
    expectError(back, 400, `Bill SB/7101 of Deccan Grain Traders is already recorded as ${second.body.invoice_no} this financial year.`);
  });

  it('records a bill saved twelve times at once once: each other save is refused, and an edit of the purchase keeps it (walk 37 H2: four of fifteen)', async () => {
    const saves = await Promise.all(Array.from({ length: 12 }, () => api.post(P.insert, purchase({ invoice_no: 'SB/7301' }), owner.token)));
    const saved = saves.filter((save) => save.status === 200);
    expect(saved).toHaveLength(1);
    const recorded = saved[0]!.body;
    const refusals = [`Bill SB/7301 of Deccan Grain Traders is already recorded as ${recorded.invoice_no} this financial year.`, fillMessage(DOCUMENT_APP_MESSAGES.billBeingRecorded, { bill: 'SB/7301' })];
    for (const save of saves.filter((each) => each.status !== 200)) expect([save.status, refusals.includes(save.body.error)]).toEqual([400, true]);
    const stored = (await ok(api.get(P.fetch(recorded.id), owner.token))).body.invoice;
    await ok(api.post(P.update, { ...purchase({ invoice_no: 'SB/7301', purchase_order_no: 'PO-7301' }), id: recorded.id, version: stored.version }, owner.token));
    expectError(await api.post(P.insert, purchase({ invoice_no: 'SB/7301' }), owner.token), 400, refusals[0]!);
  });

  it('checks a bill with one read of its claim, never the year of purchases; a year saved before bills were claimed claims them once', async () => {
    const recorded = await ok(api.post(P.insert, purchase({ invoice_no: 'SB/7201', purchased_date: '2025-06-10', deliverd_date: '2025-06-11' }), owner.token));
    // As saved before bills were claimed: no claims and no mark for the year 2025–26.
    await api.server.settled();
    const early = (await api.scanAll()).filter((item) => /^BILLCLAIMS?#purchase#2025(#|$)/.test(String(item.sk)));
    // With the bill of March 2026 of the first test.
    expect(early.map((item) => item.sk).sort()).toEqual([`BILLCLAIM#purchase#2025#${pune.id}#SB/7001`, `BILLCLAIM#purchase#2025#${pune.id}#SB/7201`, 'BILLCLAIMS#purchase#2025']);
    for (const item of early) await api.server.ports.table.client.send(new DeleteCommand({ TableName: api.server.ports.table.name, Key: { pk: item.pk, sk: item.sk } }));

    const calls: string[] = [];
    const count = (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) => async (args: unknown) => {
      calls.push(context.commandName as string);
      return next(args);
    };
    (api.server.ports.table.client as DynamoDBDocumentClient).middlewareStack.add(count as never, { step: 'initialize', name: 'countBillCalls' });
    try {
      const again = await api.post(P.insert, purchase({ invoice_no: 'SB/7201', purchased_date: '2025-07-01', deliverd_date: '2025-07-02' }), owner.token);
      expectError(again, 400, `Bill SB/7201 of Deccan Grain Traders is already recorded as ${recorded.body.invoice_no} this financial year.`);
      // The year's purchases were read once, to claim their bills.
      expect(calls.filter((call) => call === 'QueryCommand')).toHaveLength(1);
      calls.length = 0;
      const third = await api.post(P.insert, purchase({ invoice_no: 'SB/7201', purchased_date: '2025-08-01', deliverd_date: '2025-08-02' }), owner.token);
      expect(third.status).toBe(400);
      // The claim and the mark come with the caller's records; only the purchase the claim names is read after.
      expect(calls).toEqual(['BatchGetItemCommand', 'GetItemCommand']);
    } finally {
      (api.server.ports.table.client as DynamoDBDocumentClient).middlewareStack.remove('countBillCalls');
    }
  });
});

describe('payments made against a purchase', () => {
  it('records payments up to the pending amount; the purchase becomes paid and shows in the payments list, each payment with the balance after it', async () => {
    const saved = await ok(api.post(P.insert, purchase(), owner.token));
    const id = saved.body.id as string;
    expectError(await api.post(P.pay, { purchase_id: id, date: '2026-11-21', amount: '11760.01', method: 'CASH' }, owner.token), 400, DOCUMENT_MESSAGES.amountOverDue);
    expectError(await api.post(P.pay, { purchase_id: id, date: '2026-11-21', amount: 'abc', method: 'CASH' }, owner.token), 400, DOCUMENT_MESSAGES.invalidAmount);
    const first = await ok(api.post(P.pay, { purchase_id: id, date: '2026-11-21', amount: '5,000', method: 'CASH' }, owner.token));
    expect(first.body.message).toBe(DOCUMENT_MESSAGES.paymentAdded);
    expect((await fetchPurchase(id)).status).toBe('partially_paid');
    await ok(api.post(P.pay, { purchase_id: id, date: '2026-11-22', amount: '6760', method: 'CASH' }, owner.token));
    const bill = await fetchPurchase(id);
    expect([bill.status, bill.paid, bill.pending]).toEqual(['paid', '11760.00', '0.00']);
    const payments = (await ok(api.get(`/api/account/list/payments/${orgId}?startyear=2026&endyear=2027`, owner.token))).body;
    expect(payments.purchases.filter((row: Body) => row.invoiceId === id).map((row: Body) => [row.amount, row.pending_amount])).toEqual([
      ['6760.00', '0.00'],
      // What was left to pay after the first payment.
      ['5000.00', '6760.00'],
    ]);
    expect(payments.b2b.some((row: Body) => row.invoiceId === id)).toBe(false);
  });

  it('keeps an edit from taking the total below what was paid out, in the words of a purchase', async () => {
    const saved = await ok(api.post(P.insert, purchase(), owner.token));
    const bill = await fetchPurchase(saved.body.id);
    await ok(api.post(P.pay, { purchase_id: saved.body.id, date: '2026-11-21', amount: '5000', method: 'CASH' }, owner.token));
    // 1 bag instead of 10: far below the 5,000.00 paid.
    const lower = await api.post(P.update, { ...purchase({ invoice_no: bill.purchase.invoice_no, items: [{ ...riceLine({ qty: '1' }), id: bill.items[0].id }] }), id: saved.body.id, version: 2 }, owner.token);
    expectError(lower, 400, DOCUMENT_APP_MESSAGES.totalBelowPaidOut);
  });

  it('is not reached through the sales payment call', async () => {
    const saved = await ok(api.post(P.insert, purchase(), owner.token));
    const response = await api.post('/api/account/addpayments/orgcharts', { invoiceId: saved.body.id, date: '2026-11-21', amount: '10', method: 'CASH' }, owner.token);
    expect(response.status).toBe(404);
    expect((await fetchPurchase(saved.body.id)).paid).toBe('0.00');
  });
});

describe('status and deleting a line', () => {
  it("changes the status with 'Status changed successfully'; a cancelled purchase takes no payment", async () => {
    const saved = await ok(api.post(P.insert, purchase(), owner.token));
    expect((await ok(api.get(P.status('sent', saved.body.id), owner.token))).body.message).toBe(DOCUMENT_MESSAGES.statusChanged);
    expect((await fetchPurchase(saved.body.id)).status).toBe('sent');
    await ok(api.get(P.status('cancelled', saved.body.id), owner.token));
    expectError(await api.post(P.pay, { purchase_id: saved.body.id, date: '2026-11-21', amount: '10', method: 'CASH' }, owner.token), 400, DOCUMENT_APP_MESSAGES.cancelledTakesNoPayment);
  });

  it("never deletes the only line, and deletes one of two recomputing the total", async () => {
    const single = await ok(api.post(P.insert, purchase(), owner.token));
    const only = (await fetchPurchase(single.body.id)).items[0].id;
    expectError(await api.post(P.deleteLine, { invoiceid: single.body.id, itemid: only, version: 1 }, owner.token), 400, DOCUMENT_MESSAGES.singleItem);
    const two = await ok(api.post(P.insert, purchase({ items: [riceLine(), maintenanceLine()] }), owner.token));
    const lines = (await fetchPurchase(two.body.id)).items;
    const deleted = await ok(api.post(P.deleteLine, { invoiceid: two.body.id, itemid: lines[1].id, version: 1 }, owner.token));
    expect(deleted.body.message).toBe(DOCUMENT_MESSAGES.deleted);
    // Freight is taxed at the highest rate left (5%): the first bill again, 11,760.00.
    expect((await fetchPurchase(two.body.id)).final_total).toBe('11760.00');
  });
});

describe("a member who may record purchases but not see invoices", () => {
  let clerk: string;
  beforeAll(async () => {
    const user = await signUp(api, { username: 'Purchase clerk', email: 'clerk@purchases.in', password: 'Secret@123', usertype: 'CA' });
    await putMembership(api.server.ports.table, { orgId, userId: user.userId, role: 'member', permissions: ['purchases.view', 'purchases.edit'], createdAt: new Date().toISOString() });
    clerk = user.token;
  });

  it("loads a vendor's addresses and contacts through the purchase's own call, not the invoices' one", async () => {
    const contacts = await ok(api.get(P.contacts(pune.id), clerk));
    expect(contacts.body.clientaddresses.map((address: Body) => [address.id, address.city, address.state_id])).toEqual([[pune.addressId, 'Pune', '27']]);
    expect(contacts.body).toEqual((await ok(api.get(`/api/account/invoice/getcontacts/${pune.id}`, owner.token))).body);
    expectError(await api.get(`/api/account/invoice/getcontacts/${pune.id}`, clerk), 403, APP_MESSAGES.noPermission);
  });

  it("is given the purchases' payments on the payments list, and no sales' (walk 33F M1: he was refused it)", async () => {
    // A sale paid in the year, which the owner sees and he does not.
    const sale = await ok(api.post('/api/account/invoice/insert/savedata', { org_id: orgId, client_id: pune.id, clientaddressid: pune.addressId, isaddrsame: 1, invoicedate: '2026-11-20', items: [riceLine()] }, owner.token));
    await ok(api.post('/api/account/addpayments/orgcharts', { invoiceId: sale.body.id, date: '2026-11-21', amount: '100', method: 'CASH' }, owner.token));
    const list = `/api/account/list/payments/${orgId}?startyear=2026&endyear=2027`;
    expect((await ok(api.get(list, owner.token))).body.b2b.map((row: Body) => row.invoiceId)).toEqual([sale.body.id]);
    const payments = (await ok(api.get(list, clerk))).body;
    expect(payments.purchases.length).toBeGreaterThan(0);
    expect([payments.b2b, payments.b2c, payments.billofsupply, payments.reversecharge]).toEqual([[], [], [], []]);
  });

  it('is refused the call without purchases.view, and a vendor of another organisation', async () => {
    const user = await signUp(api, { username: 'Sales clerk', email: 'sales@purchases.in', password: 'Secret@123', usertype: 'CA' });
    await putMembership(api.server.ports.table, { orgId, userId: user.userId, role: 'member', permissions: ['invoices.view'], createdAt: new Date().toISOString() });
    expectError(await api.get(P.contacts(pune.id), user.token), 403, APP_MESSAGES.noPermission);
    // The payments list (a sales call) keeps the purchases' payments from him (walk 33 M3).
    const paymentsList = `/api/account/list/payments/${orgId}?startyear=2026&endyear=2027`;
    expect((await ok(api.get(paymentsList, owner.token))).body.purchases.length).toBeGreaterThan(0);
    expect((await ok(api.get(paymentsList, user.token))).body.purchases).toEqual([]);
    const outsider = await signUp(api, { username: 'Outsider', email: 'outsider@purchases.in', password: 'Secret@123', orgname: 'Other Traders', gstin: '33ABCDE5678G1ZH', type: 1 });
    expectError(await api.get(P.contacts(pune.id), outsider.token), 403, APP_MESSAGES.forbidden);
  });
});

describe('stock, with inventory tracking on', () => {
  const closingOf = (itemId: string) => closingStockOf(api, owner.token, orgId, itemId);

  beforeAll(() => trackInventory(api, owner, orgId));

  it('a purchase brings its goods in (services never), with their serial numbers; a cancel takes them out again', async () => {
    const before = Number(await closingOf(rice));
    const saved = await ok(api.post(P.insert, purchase({ items: [riceLine({ qty: '2', itemPurchaseDetails: ['SN-1', 'SN-2'] }), maintenanceLine()] }), owner.token));
    expect([await closingOf(rice), await closingOf(maintenance)]).toEqual([String(before + 2), '0']);
    expect((await fetchPurchase(saved.body.id)).items[0].itemPurchaseDetails).toEqual(['SN-1', 'SN-2']);
    await ok(api.get(P.status('cancelled', saved.body.id), owner.token));
    expect(await closingOf(rice)).toBe(String(before));
  });

  it('counts stock in the ledger and the look-up only for an item whose tracking is set up (walk 25 M1)', async () => {
    const boxes = (await ok(api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Corrugated Boxes', hsn_code: '48191010', itemunit: 26, itemgst: '12', unit_price: '40' }, owner.token))).body.id;
    const ledgerRow = async () => {
      const ledger = await ok(api.get(`/api/items/stockledger/${orgId}?from=2026-11-01&to=2026-11-30`, owner.token));
      return ledger.body.items.find((row: Body) => row.itemid === boxes) ?? null;
    };
    const inHandOffered = async () => (await ok(api.get(`/api/account/invoice/getitemb2b/${boxes}/${orgId}/${pune.id}`, owner.token))).body.item.stockinhand;
    const boxLine = (qty: string) => riceLine({ item_id: boxes, item_name: 'Corrugated Boxes', hsncode: '48191010', qty, unit_price: '40', gstrate: '12' });
    await ok(api.post('/api/account/invoice/insert/savedata', { org_id: orgId, client_id: pune.id, clientaddressid: pune.addressId, isaddrsame: 1, invoicedate: '2026-11-12', items: [boxLine('200')] }, owner.token));
    // Never set up: no row of -200 boxes, and no stock in hand to warn against.
    expect([await ledgerRow(), await inHandOffered()]).toEqual([null, null]);
    // Its documents' movements are kept: set up with no count, it starts from them; the look-up says
    // what the ledger says, oversold included (walk 32: it said 0 against the ledger's -200).
    await ok(api.post('/api/items/addtrackvaritem', { itemid: boxes }, owner.token));
    expect([await ledgerRow(), await inHandOffered()]).toEqual([{ itemid: boxes, short_name: 'Corrugated Boxes', metric: 'NOS', opening: '0', in: '0', out: '200', closing: '-200', rate: '0.00', value: '0.00' }, '-200']);
  });

  it('keeps a physical count as counted when documents dated before it are entered after it (walk 17 F2)', async () => {
    const dal = (await ok(api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Toor Dal', hsn_code: '07136000', itemunit: 20, itemgst: '5', unit_price: '150' }, owner.token))).body.id;
    const dalLine = (qty: string) => riceLine({ item_id: dal, item_name: 'Toor Dal', hsncode: '07136000', qty, unit_price: '120' });
    const inHand = async () => (await ok(api.get(`/api/items/get/itemdata/${dal}`, owner.token))).body.item.stockinhand;
    const ledgerRow = async () => {
      const ledger = await ok(api.get(`/api/items/stockledger/${orgId}?from=2026-11-01&to=2026-11-30`, owner.token));
      const row = ledger.body.items.find((entry: Body) => entry.itemid === dal);
      return [row.opening, row.in, row.out, row.closing];
    };
    // Counted on 20 Nov: 200 bags.
    const counted = await ok(api.post('/api/items/addtrackvaritem', { itemid: dal, instock: '200', date: '2026-11-20' }, owner.token));
    expect(counted.body.stockinhand).toBe('200');
    // A purchase of 100 dated 5 Nov and a sale of 30 dated 12 Nov, entered after the count, were
    // in the warehouse (or gone) when it was counted: the count still holds.
    const bought = await ok(api.post(P.insert, purchase({ purchased_date: '2026-11-05', deliverd_date: '2026-11-05', items: [dalLine('100')] }), owner.token));
    const sale = { org_id: orgId, client_id: pune.id, clientaddressid: pune.addressId, isaddrsame: 1, invoicedate: '2026-11-12', items: [dalLine('30')] };
    const early = await ok(api.post('/api/account/invoice/insert/savedata', sale, owner.token));
    // The count set the item's tracking up: what it found beyond them (200 - 100 + 30) was there to begin with (walk 26 L6).
    expect(await ledgerRow()).toEqual(['130', '100', '30', '200']);
    expect(await inHand()).toBe('200');
    // A sale later on the count's day moves the stock; cancelling the early purchase does not.
    const late = await ok(api.post('/api/account/invoice/insert/savedata', { ...sale, invoicedate: '2026-11-20', items: [dalLine('5')] }, owner.token));
    await ok(api.get(P.status('cancelled', bought.body.id), owner.token));
    // Opening: the count's corrections 200 - 100 + 30 + 100 (the cancelled purchase moved nothing); out: the sales.
    expect(await ledgerRow()).toEqual(['230', '0', '35', '195']);
    expect(await inHand()).toBe('195');
    // The item's own ledger says how: from its opening stock, each document with the stock after it.
    const traced = (await ok(api.get(`/api/items/stockledger/${orgId}/${dal}?from=2026-11-01&to=2026-11-30`, owner.token))).body;
    expect(traced.item).toMatchObject({ itemid: dal, opening: '230', in: '0', out: '35', closing: '195' });
    expect(traced.movements.map((row: Body) => [row.date, row.entry, row.document_id, row.in, row.out, row.balance])).toEqual([
      ['2026-11-12', `B2B invoice ${early.body.invoice_no}`, early.body.id, '0', '30', '200'],
      ['2026-11-20', `B2B invoice ${late.body.invoice_no}`, late.body.id, '0', '5', '195'],
    ]);
    // Days before the count hold that opening stock too, as the year's ledger says (walk 29 L6).
    const beforeCount = (await ok(api.get(`/api/items/stockledger/${orgId}/${dal}?from=2026-11-01&to=2026-11-15`, owner.token))).body;
    expect(beforeCount.item).toMatchObject({ opening: '230', in: '0', out: '30', closing: '200' });
    expect(beforeCount.movements.map((row: Body) => [row.date, row.document_id, row.balance])).toEqual([['2026-11-12', early.body.id, '200']]);
    // Another organisation's caller learns nothing.
    const outsider = await signUp(api, { username: 'Stock outsider', email: 'stock.outsider@purchases.in', password: 'Secret@123', usertype: 'CA' });
    expectError(await api.get(`/api/items/stockledger/${orgId}/${dal}`, outsider.token), 403, APP_MESSAGES.forbidden);
  });

  it("puts a purchase's serial numbers in stock: a sale's look-up offers them, and no longer once sold", async () => {
    const serialsOffered = async () => (await ok(api.get(`/api/account/invoice/getitemb2b/${rice}/${orgId}/${pune.id}`, owner.token))).body.item.serials;
    const bought = await ok(api.post(P.insert, purchase({ items: [riceLine({ qty: '2', itemPurchaseDetails: ['BR-0002', 'BR-0001'] })] }), owner.token));
    expect(await serialsOffered()).toEqual(['BR-0001', 'BR-0002']);
    // A purchase's own look-up offers none: its serials are typed, not picked.
    expect((await ok(api.get(P.item(rice), owner.token))).body.item.serials).toEqual([]);

    const sale = { org_id: orgId, client_id: pune.id, clientaddressid: pune.addressId, isaddrsame: 1, invoicedate: '2026-11-20', items: [riceLine({ qty: '1', unit_price: '1250.50', itemPurchaseDetails: ['BR-0001'] })] };
    const sold = await ok(api.post('/api/account/invoice/insert/savedata', sale, owner.token));
    expect(await serialsOffered()).toEqual(['BR-0002']);
    // Cancelling the sale brings its unit back; cancelling the purchase takes both out.
    await ok(api.get(`/api/account/invoice/changestatus/cancelled/${sold.body.id}`, owner.token));
    expect(await serialsOffered()).toEqual(['BR-0001', 'BR-0002']);
    await ok(api.get(P.status('cancelled', bought.body.id), owner.token));
    expect(await serialsOffered()).toEqual([]);
  });

  it('sells only serials in stock: never one not bought or already sold; an edit keeps its own', async () => {
    const B2B = { insert: '/api/account/invoice/insert/savedata', update: '/api/account/invoiceedit/updateinvoicedata' };
    await ok(api.post(P.insert, purchase({ items: [riceLine({ qty: '2', itemPurchaseDetails: ['CS-0001', 'CS-0002'] })] }), owner.token));
    const sale = (serials: string[], changes: Body = {}) => ({
      org_id: orgId,
      client_id: pune.id,
      clientaddressid: pune.addressId,
      isaddrsame: 1,
      invoicedate: '2026-11-20',
      items: [riceLine({ qty: String(serials.length), unit_price: '1250.50', itemPurchaseDetails: serials })],
      ...changes,
    });
    const refusal = async (body: Body, path = B2B.insert) => {
      const answer = await api.post(path, body, owner.token);
      return [answer.status, answer.body.error, answer.body.errors?.[0]?.field];
    };
    const notInStock = (serial: string) => [400, `Serial number ${serial} is not in stock: choose one of the serials in stock.`, 'items.0.itemPurchaseDetails'];
    await expectNothingWritten(api, async () => {
      expect(await refusal(sale(['CS-9999']))).toEqual(notInStock('CS-9999'));
      expect(await refusal(sale(['CS-0001', 'CS-0001']))).toEqual([400, 'Serial number CS-0001 is entered more than once.', 'items.0.itemPurchaseDetails']);
    });
    const sold = await ok(api.post(B2B.insert, sale(['CS-0001']), owner.token));
    // Sold a moment ago (its stock work may still be owed): the unit is gone.
    expect(await refusal(sale(['CS-0001']))).toEqual(notInStock('CS-0001'));
    const line = (await ok(api.get(`/api/account/invoice/getinvoicedata/${sold.body.id}/${orgId}`, owner.token))).body.invoice.items[0];
    // Its own edit keeps CS-0001 and may add CS-0002, which is in stock.
    const edited = { ...sale(['CS-0001', 'CS-0002']), items: [{ ...riceLine({ qty: '2', unit_price: '1250.50', itemPurchaseDetails: ['CS-0001', 'CS-0002'] }), id: line.id }], id: sold.body.id, version: 1 };
    await ok(api.post(B2B.update, edited, owner.token));
    expect(await refusal(sale(['CS-0002']))).toEqual(notInStock('CS-0002'));
  });

  it('brings a unit in only while it is out of stock, and a note takes back only its document’s units (walk 28 F3)', async () => {
    const unit = (serials: string[]) => [riceLine({ qty: String(serials.length), unit_price: '1250.50', itemPurchaseDetails: serials })];
    const refusal = async (path: string, body: Body) => {
      const answer = await api.post(path, body, owner.token);
      return [answer.status, answer.body.error, answer.body.errors?.[0]?.field];
    };
    const bought = await ok(api.post(P.insert, purchase({ invoice_no: 'SR-1', items: unit(['RT-0001', 'RT-0002']) }), owner.token));
    // The same bill keyed again with its serials: RT-0002 is in stock already, and nothing is written.
    await expectNothingWritten(api, async () => {
      expect(await refusal(P.insert, purchase({ invoice_no: 'SR-2', items: unit(['RT-0003', 'RT-0002']) }))).toEqual([
        400,
        'Serial number RT-0002 is already in stock: a unit comes in once until it goes out.',
        'items.0.itemPurchaseDetails',
      ]);
    });
    // A serial is typed text: cleaned of characters nobody means to type, and at most 100 characters (walk 28 F4).
    await expectNothingWritten(api, async () => {
      expect(await refusal(P.insert, purchase({ invoice_no: 'SR-3', items: unit(['X'.repeat(101)]) }))).toEqual([400, 'A serial number has at most 100 characters.', 'items.0.itemPurchaseDetails']);
    });
    const cleaned = await ok(api.post(P.insert, purchase({ invoice_no: 'SR-4', items: unit(['RT\u0000-0009', '\u202ERT-0010']) }), owner.token));
    expect((await ok(api.get(P.fetch(cleaned.body.id), owner.token))).body.invoice.items[0].itemPurchaseDetails).toEqual(['RT-0009', 'RT-0010']);
    // Its own edit keeps the units it brought in.
    const stored = (await ok(api.get(P.fetch(bought.body.id), owner.token))).body.invoice;
    await ok(api.post(P.update, { ...purchase({ invoice_no: 'SR-1', items: [{ ...unit(['RT-0001', 'RT-0002'])[0], id: stored.items[0].id }] }), id: bought.body.id, version: 1 }, owner.token));
    const sold = await ok(api.post('/api/account/invoice/insert/savedata', { org_id: orgId, client_id: pune.id, clientaddressid: pune.addressId, isaddrsame: 1, invoicedate: '2026-11-20', items: unit(['RT-0001']) }, owner.token));
    const creditNote = (serials: string[]) => ({
      org_id: orgId,
      client_id: pune.id,
      clientaddressid: pune.addressId,
      isaddrsame: 1,
      invoicedate: '2026-11-21',
      referencetype: 'b2b',
      referenceid: sold.body.id,
      reason: 'Returned',
      items: unit(serials),
    });
    // RT-0002 was never on the invoice (it is still in stock): taking it back would let it be sold twice.
    await expectNothingWritten(api, async () => {
      expect(await refusal('/api/account/creditnote/savedata', creditNote(['RT-0002']))).toEqual([
        400,
        `Serial number RT-0002 is not on ${sold.body.invoice_no}: a note takes back or sends back only that document’s units.`,
        'items.0.itemPurchaseDetails',
      ]);
    });
    await ok(api.post('/api/account/creditnote/savedata', creditNote(['RT-0001']), owner.token));
    // Back in stock: a second note cannot take it back again.
    expect(await refusal('/api/account/creditnote/savedata', creditNote(['RT-0001']))).toEqual([
      400,
      'Serial number RT-0001 is already in stock: a unit comes in once until it goes out.',
      'items.0.itemPurchaseDetails',
    ]);
  });

  it('takes off a document, by an edit, a line’s delete or a cancel, only units still where it left them (walk 32 H1)', async () => {
    // Bought WK-1 to WK-3 (and a bag of rice with none); WK-2 sold, WK-3 sold and taken back on a credit note.
    const unit = (serials: string[]) => riceLine({ qty: String(serials.length), unit_price: '1250.50', itemPurchaseDetails: serials });
    const refusal = async (answer: Promise<ApiResponse>) => {
      const { status, body } = await answer;
      return [status, body.error, body.errors?.[0]?.field];
    };
    const bought = await ok(api.post(P.insert, purchase({ invoice_no: 'WK-BILL', items: [unit(['WK-1', 'WK-2', 'WK-3']), riceLine({ qty: '1' })] }), owner.token));
    const parties = { org_id: orgId, client_id: pune.id, clientaddressid: pune.addressId, isaddrsame: 1 };
    const sold = await ok(api.post('/api/account/invoice/insert/savedata', { ...parties, invoicedate: '2026-11-20', items: [unit(['WK-2', 'WK-3'])] }, owner.token));
    await ok(api.post('/api/account/creditnote/savedata', { ...parties, invoicedate: '2026-11-21', referencetype: 'b2b', referenceid: sold.body.id, reason: 'Returned', items: [unit(['WK-3'])] }, owner.token));
    const stored = (await ok(api.get(P.fetch(bought.body.id), owner.token))).body.invoice;
    const edit = (serials: string[]) => ({ ...purchase({ invoice_no: 'WK-BILL', items: [{ ...unit(serials), id: stored.items[0].id }, { ...riceLine({ qty: '1' }), id: stored.items[1].id }] }), id: bought.body.id, version: stored.version });
    const gone = (serial: string) => `Serial number ${serial} has gone out of stock since this document brought it in, so it cannot be taken off this document.`;
    await expectNothingWritten(api, async () => {
      // WK-2 is sold: the purchase cannot stop bringing it in (the sale would have sold a unit never bought).
      expect(await refusal(api.post(P.update, edit(['WK-1', 'WK-3']), owner.token))).toEqual([400, gone('WK-2'), 'items.0.itemPurchaseDetails']);
      // Nor can the line go, or the purchase be cancelled.
      expect(await refusal(api.post(P.deleteLine, { invoiceid: bought.body.id, itemid: stored.items[0].id, version: stored.version }, owner.token))).toEqual([400, gone('WK-2'), 'itemid']);
      expect(await refusal(api.get(P.status('cancelled', bought.body.id), owner.token))).toEqual([400, gone('WK-2'), 'status']);
    });
    // WK-1 never moved: a unit typed in by mistake comes off.
    await ok(api.post(P.update, edit(['WK-2', 'WK-3']), owner.token));
    expect((await ok(api.get(P.fetch(bought.body.id), owner.token))).body.invoice.items[0].itemPurchaseDetails).toEqual(['WK-2', 'WK-3']);
    // The sale cannot drop WK-3 either: it came back on the credit note, and would be in stock twice.
    const saleLine = (await ok(api.get(`/api/account/invoice/getinvoicedata/${sold.body.id}/${orgId}`, owner.token))).body.invoice.items[0];
    const saleEdit = { ...parties, invoicedate: '2026-11-20', items: [{ ...unit(['WK-2']), id: saleLine.id }], id: sold.body.id, version: 1 };
    expect(await refusal(api.post('/api/account/invoiceedit/updateinvoicedata', saleEdit, owner.token))).toEqual([
      400,
      'Serial number WK-3 has come back into stock since this document took it out, so it cannot be taken off this document.',
      'items.0.itemPurchaseDetails',
    ]);
  });

  describe('sales of one serial saved at once (documents/serial-holds.ts)', () => {
    const INSERT = '/api/account/invoice/insert/savedata';
    const saleOf = (serial: string) => ({
      org_id: orgId,
      client_id: pune.id,
      clientaddressid: pune.addressId,
      isaddrsame: 1,
      invoicedate: '2026-11-20',
      items: [riceLine({ qty: '1', unit_price: '1250.50', itemPurchaseDetails: [serial] })],
    });
    const holdKey = () => keys.serialHold(orgId, rice);
    const putHold = async (heldAt: number) => {
      const { table } = api.server.ports;
      await table.client.send(new PutCommand({ TableName: table.name, Item: { ...holdKey(), entity: 'serialHold', token: 'another-save', heldAt } }));
    };
    const holdLeft = async () => {
      const { table } = api.server.ports;
      return (await table.client.send(new GetCommand({ TableName: table.name, Key: holdKey(), ConsistentRead: true }))).Item;
    };

    it('sells one unit once: of five sales of it sent together one is saved, the others refused, and no hold is left', async () => {
      await ok(api.post(P.insert, purchase({ items: [riceLine({ qty: '1', itemPurchaseDetails: ['RACE-0001'] })] }), owner.token));
      const answers = await Promise.all(Array.from({ length: 5 }, () => api.post(INSERT, saleOf('RACE-0001'), owner.token)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.body.error).toBe('Serial number RACE-0001 is not in stock: choose one of the serials in stock.');
      }
      expect(await holdLeft()).toBeUndefined();
    });

    it('waits for a sale holding the item, refuses once it has waited long enough, and takes over a crashed sale’s hold', async () => {
      await ok(api.post(P.insert, purchase({ items: [riceLine({ qty: '1', itemPurchaseDetails: ['HOLD-0001'] })] }), owner.token));
      await putHold(api.server.ports.now().getTime());
      await expectNothingWritten(api, async () => {
        const refused = await api.post(INSERT, saleOf('HOLD-0001'), owner.token);
        expect([refused.status, refused.body.error]).toEqual([409, DOCUMENT_APP_MESSAGES.serialsBeingSaved]);
      });
      // The hold of a sale that died 40 s ago is stale: the sale goes ahead and frees it after.
      await putHold(api.server.ports.now().getTime() - 40_000);
      await ok(api.post(INSERT, saleOf('HOLD-0001'), owner.token));
      expect(await holdLeft()).toBeUndefined();
    });
  });
});

describe('composite purchase (spec part 2)', () => {
  /** From the Pune vendor: charges are taxed at the highest item rate whatever additional_charges says. */
  function composite(changes: Body = {}): Body {
    return {
      org_id: orgId,
      client_id: pune.id,
      clientaddressid: pune.addressId,
      isaddrsame: 1,
      invoicedate: '2026-11-20',
      referenceno: 'R-11',
      modeOfTransport: 'Road',
      freightCharge: '100',
      roundoff: 0,
      items: [riceLine({ qty: '2', unit_price: '1000' }), maintenanceLine({ unit_price: '1000' })],
      ...changes,
    };
  }
  const fetchComposite = async (id: string) => (await ok(api.get(P.composite.fetch(id), owner.token))).body.invoice;

  it("saves with 'Composite Purchase added successfully', CP- numbers, status sent (hand-worked: freight taxed at 18%)", async () => {
    // Rice 2,000.00 at 5%: CGST = SGST = 50.00. Maintenance 1,000.00 at 18%: 90.00 each.
    // Freight 100.00 at the highest rate 18%: 9.00 each. Total 3,100.00 + 298.00 = 3,398.00.
    const saved = await ok(api.post(P.composite.insert, composite(), owner.token));
    expect(saved.body).toMatchObject({ message: DOCUMENT_MESSAGES.compositePurchaseAdded, invoice_no: 'CP-20261', final_total: '3398.00' });
    const bill = await fetchComposite(saved.body.id);
    expect(bill).toMatchObject({ kind: 'composite_purchase', title: 'Composite Purchase', status: 'sent', additional_charges: 'yes', cgst_tax_total: '149.00', referenceno: 'R-11', purchase: null });
    expect(bill.charges[0]).toMatchObject({ kind: 'freight', amount: '100.00', gstrate: 18, tax: '18.00' });
    // Its supplier may collect no tax: the ₹298.00 is part of what the goods cost, no credit.
    expect(bill.input_tax).toEqual({ itc_table: '4(A)(5)', itc: { igst: '0.00', cgst: '0.00', sgst: '0.00', cess: '0.00' }, reverse_charge_owed: null });
    const list = (await ok(api.get(P.composite.list(), owner.token))).body.clientinvoicedata;
    expect(list.find((row: Body) => row.id === saved.body.id)).toMatchObject({ invoice_no: 'CP-20261', final_total: '3398.00' });
    expect((await ok(api.get(P.composite.form(), owner.token))).body.orgSequence.next_sequence).toBe(2);
  });

  it('takes a non-registered receiver typed on the form; its state decides IGST', async () => {
    const saved = await ok(
      api.post(P.composite.insert, composite({ client_id: '', clientaddressid: '', b2cname: 'Ramesh Farm Produce', address: 'Mandya Road', statecode: '29', freightCharge: '' }), owner.token),
    );
    // 2,000.00 × 5% + 1,000.00 × 18% = 100.00 + 180.00 IGST; total 3,280.00
    expect(await fetchComposite(saved.body.id)).toMatchObject({ igst: 'yes', igst_tax_total: '280.00', final_total: '3280.00', party: { name: 'Ramesh Farm Produce' } });
  });

  it.each([
    ['no receiver', () => ({ client_id: '', clientaddressid: '' }), DOCUMENT_MESSAGES.selectReceiver],
    ['a client without its billing address', () => ({ clientaddressid: '' }), DOCUMENT_MESSAGES.addBilling],
    ['no items', () => ({ items: [] }), DOCUMENT_MESSAGES.minimumOneItem],
  ] as [string, () => Body, string][])('refuses %s, writing nothing', async (_name, changes, message) => {
    await expectNothingWritten(api, async () => {
      expectError(await api.post(P.composite.insert, composite(changes()), owner.token), 400, message);
    });
  });

  it("updates with 'Composite Purchase updated successfully', deletes a line with the spec's body, changes status", async () => {
    const saved = await ok(api.post(P.composite.insert, composite(), owner.token));
    const lines = (await fetchComposite(saved.body.id)).items;
    const updated = await ok(api.post(P.composite.update, { ...composite({ items: [{ ...riceLine({ qty: '2', unit_price: '1000' }), id: lines[0].id }, { ...maintenanceLine({ unit_price: '1000' }), id: lines[1].id }], notes: 'checked' }), id: saved.body.id, version: 1 }, owner.token));
    expect(updated.body).toMatchObject({ message: DOCUMENT_MESSAGES.compositePurchaseUpdated, version: 2 });
    const deleted = await ok(
      api.post(P.composite.deleteLine, { subtotal: '1000.00', total: '1180.00', invoiceid: saved.body.id, itemId: lines[1].id, indItemId: '', type: 'services', version: 2 }, owner.token),
    );
    expect(deleted.body.message).toBe(DOCUMENT_MESSAGES.deleted);
    // Rice 2,000.00 + freight 100.00, both at 5% now: CGST = SGST = 52.50; total 2,205.00
    expect((await fetchComposite(saved.body.id)).final_total).toBe('2205.00');
    expect((await ok(api.get(P.composite.status('draft', saved.body.id), owner.token))).body.message).toBe(DOCUMENT_MESSAGES.statusChanged);
    expect((await fetchComposite(saved.body.id)).lifecycle).toBe('draft');
  });

  it('takes payments through the purchase payment call', async () => {
    const saved = await ok(api.post(P.composite.insert, composite(), owner.token));
    await ok(api.post(P.pay, { purchase_id: saved.body.id, date: '2026-11-21', amount: '3398', method: 'CASH' }, owner.token));
    expect((await fetchComposite(saved.body.id)).status).toBe('paid');
  });
});
