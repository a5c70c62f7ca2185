// Sales documents over real HTTP against the local server on in-memory dynalite (spec part 1 §2–§9):
// saves of every sales kind with totals checked against hand-worked invoices, numbering (next
// number, the sequence check, 50 concurrent saves), edits, status, deleting a line, payments,
// conversions, lists with their chart, look-ups, and every message of spec part 1 §5.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { APP_MESSAGES, DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, ITEM_MESSAGES, fillMessage } from '@bahi/shared';
import { documentKey, parseDocumentId } from '../../functions/src/store/documents.js';
import { DEMO, signIn, type ApiResponse, type SignedIn, type TestServer, startTestServer } from '../support/api-client.js';
import { clientInsertBody, gstinOf, relianceRetailBody, unregisteredSupplierBody } from '../support/document-fixtures.js';
import { MAINTENANCE_LINE, RICE_LINE, closingStockOf, expectOk, insertLineItems, trackInventory } from '../support/document-lines.js';
import { expectNothingWritten } from '../support/expectations.js';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let orgId: string;
/** A client in Maharashtra (the demo organisation's state): intra-state, CGST + SGST. */
let mumbai: { id: string; addressId: string; contactId: string; shippingAddressId: string };
/** A client in Karnataka: inter-state, IGST. */
let bengaluru: { id: string; addressId: string };
let rice: string;
let maintenance: string;
const clock = new Date('2026-11-30T06:30:00.000Z');
const gstin = gstinOf;

const P = {
  insert: {
    b2b: '/api/account/invoice/insert/savedata',
    b2c: '/api/account/invoice/insert/saveb2cinvoice',
    reverse_charge: '/api/account/reverseinvoice/insert/savedata',
    quotation: '/api/account/quotation/savedata',
    proforma: '/api/account/proformainvoice/insert/savedata',
    delivery_challan: '/api/account/deliverychallan/insert/savedata',
  },
  update: { b2b: '/api/account/invoiceedit/updateinvoicedata', quotation: '/api/account/quotation/updatequotationdata' },
  fetch: {
    b2b: (id: string) => `/api/account/invoice/getinvoicedata/${id}/${orgId}`,
    b2c: (id: string) => `/api/account/invoice/getB2CInvoice/${id}/${orgId}`,
    reverse_charge: (id: string) => `/api/account/invoice/getreverseinvoiceedit/${id}/${orgId}`,
    quotation: (id: string) => `/api/account/quotation/getquotationdata/${id}/${orgId}`,
    proforma: (id: string) => `/api/account/proforma/getproformadata/${id}/${orgId}`,
    delivery_challan: (id: string) => `/api/account/dc/getdcdata/${id}/${orgId}`,
  },
  list: {
    b2b: (query = '') => `/api/account/orginvoiceclient/${orgId}${query}`,
    quotation: (query = '') => `/api/account/orgquotationclient/${orgId}${query}`,
  },
  pay: '/api/account/addpayments/orgcharts',
  status: (status: string, id: string) => `/api/account/invoice/changestatus/${status}/${id}`,
  deleteLine: '/api/account/invoice/existing/deleteitem',
};

const ok = expectOk;

const riceLine = (changes: Body = {}): Body => ({ ...RICE_LINE, item_id: rice, ...changes });
const maintenanceLine = (changes: Body = {}): Body => ({ ...MAINTENANCE_LINE, item_id: maintenance, ...changes });

function b2b(changes: Body = {}): Body {
  return {
    org_id: orgId,
    client_id: mumbai.id,
    clientaddressid: mumbai.addressId,
    clientcontactid: mumbai.contactId,
    isaddrsame: 1,
    invoicedate: '2026-11-20',
    invoice_terms_id: 30,
    ordernum: 'PO-7781',
    tc: 'Goods once sold will not be taken back.',
    freightCharge: '500',
    additional_charges: 'yes',
    roundoff: 1,
    items: [riceLine(), maintenanceLine()],
    // A client's totals are never read: these are wrong on purpose.
    final_total: '1.00',
    tax_total: '0.00',
    ...changes,
  };
}

beforeAll(async () => {
  api = await startTestServer();
  api.server.ports.now = () => clock;
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]?.id as string;
  const mumbaiClient = await ok(
    api.post(
      '/api/client/insert',
      relianceRetailBody(orgId),
      owner.token,
    ),
  );
  const fetched = (await ok(api.get(`/api/client/getclient/${mumbaiClient.body.client_id}`, owner.token))).body;
  mumbai = {
    id: mumbaiClient.body.client_id,
    addressId: fetched.clientaddress.find((a: Body) => a.isprimary === 1).id,
    shippingAddressId: fetched.clientaddress.find((a: Body) => a.isprimary === 0).id,
    contactId: fetched.clientcontacts[0].id,
  };
  const karnataka = await ok(
    api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Kaveri Silks', gstin14: '29AAGCB7383J1Z', city: 'Bengaluru', pincode: '560001' }), owner.token),
  );
  const karnatakaFetched = (await ok(api.get(`/api/client/getclient/${karnataka.body.client_id}`, owner.token))).body;
  bengaluru = { id: karnataka.body.client_id, addressId: karnatakaFetched.clientaddress[0].id };
  ({ rice, maintenance } = await insertLineItems(api, owner.token, orgId));
});

afterAll(async () => {
  await api.close();
});

const fetchB2b = async (id: string) => (await ok(api.get(P.fetch.b2b(id), owner.token))).body.invoice;

describe('a B2B invoice within one state (hand-worked: 10% discount, tax-inclusive line, taxed freight, round-off)', () => {
  let saved: ApiResponse;
  beforeAll(async () => {
    saved = await ok(api.post(P.insert.b2b, b2b(), owner.token));
  });

  it("answers 'Invoice added successfully' with the number and the server's total", () => {
    expect(saved.body).toEqual({
      status: true,
      message: DOCUMENT_MESSAGES.invoiceAdded,
      id: expect.stringMatching(new RegExp(`^${orgId}_bb2026\\d{10}$`)),
      invoice_no: 'INV1',
      version: 1,
      final_total: '17407.00',
    });
  });

  it('stores every figure the engine computes: CGST equals SGST, freight taxed at the highest rate (18%)', async () => {
    const invoice = await fetchB2b(saved.body.id);
    expect(invoice).toEqual(
      expect.objectContaining({
        invoice_no: 'INV1',
        invoicedate: '2026-11-20',
        due_date: '2026-12-20',
        status: 'sent',
        igst: 'no',
        sub_total: '16742.29',
        discount_total: '1250.50',
        taxable_total: '15491.79',
        charges_total: '500.00',
        cgst_tax_total: '707.72',
        sgst_tax_total: '707.72',
        igst_tax_total: '0.00',
        tax_total: '1415.44',
        total: '17407.23',
        round_off: '-0.23',
        final_total: '17407.00',
        paid: '0.00',
        pending: '17407.00',
        amount_in_words: 'Seventeen Thousand Four Hundred Seven Rupees Only',
      }),
    );
    expect(invoice.items.map((line: Body) => [line.taxableamount, line.cgst_total, line.sgst_total, line.grandtotal])).toEqual([
      ['11254.50', '281.36', '281.36', '11817.22'],
      ['4237.29', '381.36', '381.36', '5000.01'],
    ]);
    expect(invoice.party).toEqual(
      expect.objectContaining({ name: 'Reliance Retail', gstin: gstin('27AAACR5055K1Z'), statecode: '27', statename: 'Maharashtra' }),
    );
  });

  const taxColumns = (row: Body) => [row.taxable_value, row.cgst_tax_total, row.sgst_tax_total, row.igst_tax_total, row.cess_tax_total, row.untaxed_charges, row.round_off, row.final_total];
  const listed = async (id: string) => (await ok(api.get(P.list.b2b('?startyear=2026'), owner.token))).body.clientinvoicedata.find((row: Body) => row.id === id);

  it('lists its taxable value (lines 15,491.79 and freight 500.00), tax heads and round-off, for the tax register the exports are', async () => {
    // 15,991.79 + 707.72 + 707.72 − 0.23 = 17,407.00: the row adds up to its total.
    expect(taxColumns(await listed(saved.body.id))).toEqual(['15991.79', '707.72', '707.72', '0.00', '0.00', '0.00', '-0.23', '17407.00']);
    // Saved before the taxes were kept, or kept before they held the untaxed charges and the
    // round-off: the list works them out from its lines, and keeps them on it.
    const { table } = api.server.ports;
    const key = documentKey(parseDocumentId(saved.body.id)!);
    const storedTaxes = async () => (await table.client.send(new GetCommand({ TableName: table.name, Key: key }))).Item?.taxes;
    const keptNow = { taxable: 1_599_179, cgst: 70_772, sgst: 70_772, igst: 0, cess: 0, untaxedCharges: 0, roundOff: -23 };
    await table.client.send(new UpdateCommand({ TableName: table.name, Key: key, UpdateExpression: 'REMOVE taxes' }));
    expect(await storedTaxes()).toBeUndefined();
    expect(taxColumns(await listed(saved.body.id))).toEqual(['15991.79', '707.72', '707.72', '0.00', '0.00', '0.00', '-0.23', '17407.00']);
    expect(await storedTaxes()).toEqual(keptNow);
    const keptBefore = { taxable: 1_599_179, cgst: 70_772, sgst: 70_772, igst: 0, cess: 0 };
    await table.client.send(new UpdateCommand({ TableName: table.name, Key: key, UpdateExpression: 'SET taxes = :taxes', ExpressionAttributeValues: { ':taxes': keptBefore } }));
    expect(taxColumns(await listed(saved.body.id))).toEqual(['15991.79', '707.72', '707.72', '0.00', '0.00', '0.00', '-0.23', '17407.00']);
    expect(await storedTaxes()).toEqual(keptNow);
  });

  it('lists untaxed freight apart, and nothing in the register for a cancelled invoice, its total included', async () => {
    // Freight 500.00 with "charges taxed" off: in the total, in no taxable value.
    // 15,491.79 + 662.72 + 662.72 + 500.00 − 0.23 = 17,317.00.
    const untaxed = await ok(api.post(P.insert.b2b, b2b({ additional_charges: 'no' }), owner.token));
    expect(taxColumns(await listed(untaxed.body.id))).toEqual(['15491.79', '662.72', '662.72', '0.00', '0.00', '500.00', '-0.23', '17317.00']);
    await ok(api.get(`/api/account/invoice/changestatus/cancelled/${untaxed.body.id}`, owner.token));
    const cancelled = await listed(untaxed.body.id);
    expect([cancelled.status, ...taxColumns(cancelled)]).toEqual(['cancelled', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
    // What it was, apart from the register's columns (walk 25 L3), and nothing pending.
    expect([cancelled.cancelled_total, cancelled.pending]).toEqual(['17317.00', '0.00']);
    expect((await listed(saved.body.id)).cancelled_total).toBeUndefined();
  });
});

describe('a B2B invoice to another state', () => {
  it('charges IGST: 5% and 18% on the lines, 18% on freight', async () => {
    const saved = await ok(
      api.post(P.insert.b2b, b2b({ client_id: bengaluru.id, clientaddressid: bengaluru.addressId, clientcontactid: '', roundoff: 0 }), owner.token),
    );
    const invoice = await fetchB2b(saved.body.id);
    expect([invoice.igst, invoice.cgst_tax_total, invoice.igst_tax_total, invoice.final_total]).toEqual(['yes', '0.00', '1415.44', '17407.23']);
    expect(invoice.items.map((line: Body) => line.igst_total)).toEqual(['562.73', '762.71']);
  });
});

describe('text as typed', () => {
  it('keeps no control characters or direction overrides in what it stores (walk 23 F7)', async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b({ ordernum: 'PO\u0000-77', notes: 'Pay by \u202E03-12\u202C, thanks' }), owner.token));
    const invoice = await fetchB2b(saved.body.id);
    expect([invoice.ordernum, invoice.notes]).toEqual(['PO-77', 'Pay by 03-12, thanks']);
  });
});

describe('how the lines are stored', () => {
  const storedItem = async (id: string) => (await api.scanAll()).find((item) => item.entity === 'document' && item.id === id) ?? {};

  it('keeps a short invoice\'s lines as JSON text and a long one\'s gzipped; both read back line for line', async () => {
    const short = await ok(api.post(P.insert.b2b, b2b(), owner.token));
    const lines = Array.from({ length: 40 }, (_, i) => riceLine({ item_name: `Basmati Rice lot ${i + 1}`, qty: String(i + 1), discountstring: '' }));
    const long = await ok(api.post(P.insert.b2b, b2b({ items: lines, freightCharge: '0', additional_charges: 'no', roundoff: 0 }), owner.token));

    expect(Object.keys(await storedItem(short.body.id)).filter((name) => name.startsWith('lines'))).toEqual(['linesJson']);
    expect(Object.keys(await storedItem(long.body.id)).filter((name) => name.startsWith('lines'))).toEqual(['linesGz']);
    const invoice = await fetchB2b(long.body.id);
    expect(invoice.items.map((line: Body) => [line.item_name, line.qty])).toEqual(lines.map((line) => [line.item_name, line.qty]));
    // 820 bags at ₹1,250.50: ₹10,25,410.00. Each line's CGST and SGST (2.5% of ₹1,250.50 × q =
    // ₹31.2625 × q) round to the paisa half up, which over q = 1…40 adds 5 paise to each: 25,635.25
    // + 0.05, twice.
    expect([invoice.taxable_total, invoice.cgst_tax_total, invoice.tax_total, invoice.final_total]).toEqual(['1025410.00', '25635.30', '51270.60', '1076680.60']);
  });
});

describe('numbering', () => {
  it('gives 50 concurrent saves 50 distinct consecutive numbers', async () => {
    const before = (await ok(api.get(`/api/account/getinvoiveId/${orgId}/INV/1/2026`, owner.token))).body.sequenceNumber as number;
    const saves = await Promise.all(Array.from({ length: 50 }, () => api.post(P.insert.b2b, b2b({ items: [riceLine()] }), owner.token)));
    expect(saves.map((save) => save.status)).toEqual(Array(50).fill(200));
    const numbers = saves.map((save) => Number(String(save.body.invoice_no).slice(3))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => before + i));
  });

  it("lists a day's invoices by number, highest first: INV10 before INV9, not as text", async () => {
    const rows = (await ok(api.get(P.list.b2b('?startyear=2026'), owner.token))).body.clientinvoicedata as Body[];
    const day = rows.filter((row) => row.invoicedate === '2026-11-20' && /^INV\d+$/.test(String(row.invoice_no)));
    const numbers = day.map((row) => Number(String(row.invoice_no).slice(3)));
    expect(Math.min(...numbers)).toBeLessThan(10);
    expect(Math.max(...numbers)).toBeGreaterThanOrEqual(10);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it("refuses a typed number that exists with 'Invoice number already available' and suggests the next", async () => {
    const check = await ok(api.get(`/api/account/getinvoiveIdSequence/${orgId}/INV/1/2026-11-20`, owner.token));
    expect(check.body).toEqual({ status: true, sequenceNumber: expect.any(Number), invoiceNumber: expect.stringMatching(/^INV\d+$/), msg: DOCUMENT_MESSAGES.numberTaken });
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.insert.b2b, b2b({ invoice_no: '1' }), owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 409, error: DOCUMENT_MESSAGES.numberTaken });
    });
  });
});

describe('the starting number (Settings)', () => {
  it("starts a year's series that has not begun, and never moves one that has (walk 37 H1: INV76 to INV499 never issued)", async () => {
    const next = async (year: number) => (await ok(api.get(`/api/account/getinvoiveId/${orgId}/INV/1/${year}`, owner.token))).body.sequenceNumber as number;
    const carryOn = await next(2026);
    expect(carryOn).toBeGreaterThan(1);
    await ok(api.post('/api/users/save/invoice/sequence', { orgid: orgId, in_num: 500 }, owner.token));
    try {
      expect([await next(2026), await next(2024)]).toEqual([carryOn, 500]);
      const saved = (await ok(api.post(P.insert.b2b, b2b({ items: [riceLine()] }), owner.token))).body;
      const begun = (await ok(api.post(P.insert.b2b, b2b({ invoicedate: '2024-11-20', items: [riceLine()] }), owner.token))).body;
      expect([saved.invoice_no, begun.invoice_no]).toEqual([`INV${carryOn}`, 'INV500']);
      // Typed in another form than digits, it is no number (it was read as 1000).
      const typed = await api.post('/api/users/save/invoice/sequence', { orgid: orgId, in_num: '1e3' }, owner.token);
      expect([typed.status, typed.body.error]).toEqual([400, APP_MESSAGES.sequenceNumberInvalid]);
    } finally {
      await ok(api.post('/api/users/save/invoice/sequence', { orgid: orgId, in_num: 1 }, owner.token));
    }
  });
});

describe('numbering within CGST Rule 46(b)\'s 16 characters', () => {
  it('refuses a typed number that would leave the series no next number (999999999 would end the year)', async () => {
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.insert.b2b, b2b({ invoice_no: '999999999' }), owner.token);
      expect([response.status, response.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.numberLeavesNoRoom]);
    });
    const check = await api.get(`/api/account/getinvoiveIdSequence/${orgId}/INV/999999999/2026-11-20`, owner.token);
    expect([check.status, check.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.numberLeavesNoRoom]);
  });

  it('says a series that has run out is full, on the next-number call and on the save, instead of failing', async () => {
    // A ten-character prefix leaves six digits: PROFORMA10999999 is the last proforma of a year.
    await ok(api.post('/api/users/save/sequence/format', { orgid: orgId, proforma: 'PROFORMA10' }, owner.token));
    try {
      const proforma = (changes: Body) => b2b({ invoicedate: '2025-12-01', ...changes });
      const tooFar = await api.post(P.insert.proforma, proforma({ invoice_no: '999999' }), owner.token);
      expect([tooFar.status, tooFar.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.numberLeavesNoRoom]);
      expect((await ok(api.post(P.insert.proforma, proforma({ invoice_no: '999998' }), owner.token))).body.invoice_no).toBe('PROFORMA10999998');
      expect((await ok(api.post(P.insert.proforma, proforma({}), owner.token))).body.invoice_no).toBe('PROFORMA10999999');
      const full = 'No numbers are left in this series for FY 2025-2026 (CGST Rule 46(b) allows 16 characters). Shorten the prefix in Settings.';
      const next = await api.get(`/api/account/getpiinvoiveId/${orgId}/PROFORMA10/1/2025`, owner.token);
      expect([next.status, next.body.error]).toEqual([400, full]);
      await expectNothingWritten(api, async () => {
        const save = await api.post(P.insert.proforma, proforma({}), owner.token);
        expect([save.status, save.body.error]).toEqual([400, full]);
      });
    } finally {
      await ok(api.post('/api/users/save/sequence/format', { orgid: orgId, proforma: 'PI' }, owner.token));
    }
  });
});

describe('validation (spec part 1 §5), nothing written', () => {
  it.each([
    ['no items', () => ({ items: [] }), DOCUMENT_MESSAGES.minimumOneItem],
    ['no billing address', () => ({ clientaddressid: '' }), DOCUMENT_MESSAGES.chooseBilling],
    ['shipping differs without an address', () => ({ isaddrsame: 0, shippingclientaddressid: '' }), DOCUMENT_MESSAGES.chooseShipping],
    ['quantity 0', () => ({ items: [riceLine({ qty: '0' })] }), DOCUMENT_MESSAGES.quantityPositive],
    ['quantity not a number', () => ({ items: [riceLine({ qty: 'ten' })] }), DOCUMENT_MESSAGES.onlyNumbers],
    ['a quantity with 4 decimals', () => ({ items: [riceLine({ qty: '1.2345' })] }), DOCUMENT_APP_MESSAGES.quantityDecimals],
    ['a rate with 3 decimals', () => ({ items: [riceLine({ unit_price: '62.755' })] }), 'Rate can have at most 2 decimals (paise)'],
    ['rate 0', () => ({ items: [riceLine({ unit_price: '0' })] }), DOCUMENT_MESSAGES.ratePositive],
    ['no item chosen', () => ({ items: [riceLine({ item_id: '' })] }), DOCUMENT_MESSAGES.selectItem],
    ['no item name', () => ({ items: [riceLine({ item_name: '' })] }), DOCUMENT_MESSAGES.itemNameRequired],
    ['a date before 1 July 2017', () => ({ invoicedate: '2017-06-30' }), DOCUMENT_APP_MESSAGES.dateTooEarly],
    ['reverse charge on a tax-inclusive price', () => ({ reversecharge: 'yes' }), DOCUMENT_APP_MESSAGES.reverseChargeIntax],
    ['a date after 2099 (no financial year of 9999)', () => ({ invoicedate: '9999-12-31' }), DOCUMENT_APP_MESSAGES.dateTooLate],
    ['a negative quantity', () => ({ items: [riceLine({ qty: '-3' })] }), DOCUMENT_MESSAGES.quantityPositive],
    ['a negative rate', () => ({ items: [riceLine({ unit_price: '-5' })] }), DOCUMENT_MESSAGES.ratePositive],
    // Each above zero, the line below one paisa (walk 33 L5: an invoice of ₹0.00 was saved).
    ['0.001 at ₹0.01', () => ({ items: [riceLine({ qty: '0.001', unit_price: '0.01' })] }), 'Quantity × rate comes to less than one paisa, so this line would be ₹0.00. Please raise the rate or the quantity.'],
    ['letters for an HSN code', () => ({ items: [riceLine({ hsncode: 'ABCDEFG' })] }), ITEM_MESSAGES.hsnInvalid],
    ['cess above 300%', () => ({ items: [riceLine({ cess: '301' })] }), DOCUMENT_APP_MESSAGES.cessTooHigh],
    // 10 bags at ₹1,250.50 are ₹12,505.00 before the discount.
    ['a discount above the line amount', () => ({ items: [riceLine(), riceLine({ discountstring: '12505.01' })] }), DOCUMENT_APP_MESSAGES.discountTooLarge],
    ['a discount above 100%', () => ({ items: [riceLine({ discountstring: '100.01%' })] }), DOCUMENT_APP_MESSAGES.discountTooLarge],
    ['a charge above 100% of the items', () => ({ freightCharge: '', freightChargeRate: '101' }), DOCUMENT_APP_MESSAGES.chargeRateTooHigh],
    ['payment terms not in the list', () => ({ invoice_terms_id: '999' }), DOCUMENT_APP_MESSAGES.termsUnknown],
    ['a contact of another client', () => ({ client_id: bengaluru.id, clientaddressid: bengaluru.addressId }), DOCUMENT_APP_MESSAGES.contactNotOfClient],
    ['a total past ₹99,99,99,999.99 (what words can say)', () => ({ items: [riceLine({ qty: '2', unit_price: '99,99,99,999' })] }), DOCUMENT_APP_MESSAGES.totalTooLarge],
    ['figures past what paise hold exactly', () => ({ items: [riceLine({ qty: '999999999999', unit_price: '90071992547409.91' })] }), DOCUMENT_APP_MESSAGES.totalTooLarge],
  ] as [string, () => Body, string][])('%s', async (_name, changes, message) => {
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.insert.b2b, b2b(changes()), owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
    });
  });
});

describe('payments and status', () => {
  it('records payments up to the pending amount and follows them with the status', async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b(), owner.token));
    const id = saved.body.id as string;
    const over = await api.post(P.pay, { invoiceId: id, date: '2026-11-21', amount: '17407.01', method: 'CASH' }, owner.token);
    expect({ status: over.status, error: over.body.error }).toEqual({ status: 400, error: DOCUMENT_MESSAGES.amountOverDue });
    const bad = await api.post(P.pay, { invoiceId: id, date: '2026-11-21', amount: 'abc', method: 'CASH' }, owner.token);
    expect({ status: bad.status, error: bad.body.error }).toEqual({ status: 400, error: DOCUMENT_MESSAGES.invalidAmount });
    const paid = await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-21', amount: '7,407.00', method: 'CASH' }, owner.token));
    expect(paid.body.message).toBe(DOCUMENT_MESSAGES.paymentAdded);
    expect((await fetchB2b(id)).status).toBe('partially_paid');
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-22', amount: '10000', method: 'CASH' }, owner.token));
    const invoice = await fetchB2b(id);
    expect([invoice.status, invoice.paid, invoice.pending]).toEqual(['paid', '17407.00', '0.00']);
  });

  it('lists each payment with what was left to pay after it, in date order whatever order they were recorded in', async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b(), owner.token));
    const id = saved.body.id as string;
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-25', amount: '5000', method: 'CASH' }, owner.token));
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-21', amount: '2407', method: 'CASH' }, owner.token));
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-25', amount: '1000', method: 'CASH' }, owner.token));
    const payments = (await ok(api.get(`/api/account/list/payments/${orgId}?startyear=2026&endyear=2027`, owner.token))).body.b2b.filter((row: Body) => row.invoiceId === id);
    // 17,407.00 due: 2,407.00 on the 21st leaves 15,000.00; on the 25th, 5,000.00 then 1,000.00 (as
    // recorded). Newest first.
    expect(payments.map((row: Body) => [row.date, row.amount, row.pending_amount, row.total_amount])).toEqual([
      ['2026-11-25', '1000.00', '9000.00', '17407.00'],
      ['2026-11-25', '5000.00', '10000.00', '17407.00'],
      ['2026-11-21', '2407.00', '15000.00', '17407.00'],
    ]);
  });

  it('keeps an edit from taking the total below what was received', async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b(), owner.token));
    await ok(api.post(P.pay, { invoiceId: saved.body.id, date: '2026-11-21', amount: '5000', method: 'CASH' }, owner.token));
    const lower = await api.post(P.update.b2b, { ...b2b({ items: [riceLine({ qty: '1' })] }), id: saved.body.id, version: 2 }, owner.token);
    expect({ status: lower.status, error: lower.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.totalBelowPaid });
  });

  it("lists a payment under the financial year it was made in, not the invoice's", async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b({ invoicedate: '2026-03-20' }), owner.token));
    const id = saved.body.id as string;
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-03-25', amount: '2407', method: 'CASH' }, owner.token));
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-04-10', amount: '5000', method: 'CASH' }, owner.token));
    const paymentsIn = async (year: number) =>
      (await ok(api.get(`/api/account/list/payments/${orgId}?startyear=${year}&endyear=${year + 1}`, owner.token))).body.b2b
        .filter((row: Body) => row.invoiceId === id)
        .map((row: Body) => [row.date, row.amount, row.pending_amount, row.invoice_no]);
    // FY 2025-26 holds the invoice and its March payment; the April one is FY 2026-27's, with what it left.
    expect(await paymentsIn(2025)).toEqual([['2026-03-25', '2407.00', '15000.00', saved.body.invoice_no]]);
    expect(await paymentsIn(2026)).toEqual([['2026-04-10', '5000.00', '10000.00', saved.body.invoice_no]]);
  });

  it('takes ten payments made at once, each while something is due, and none dated before the invoice', async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b(), owner.token));
    const id = saved.body.id as string;
    const early = await api.post(P.pay, { invoiceId: id, date: '2026-11-19', amount: '100', method: 'CASH' }, owner.token);
    expect([early.status, early.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.paymentBeforeDocument]);
    // 17,407.00 due: nine payments of 1,900.00 fit (17,100.00), the tenth finds 307.00 due.
    const payments = await Promise.all(Array.from({ length: 10 }, () => api.post(P.pay, { invoiceId: id, date: '2026-11-20', amount: '1900', method: 'CASH' }, owner.token)));
    expect(payments.map((payment) => payment.status).sort()).toEqual([...Array(9).fill(200), 400]);
    expect(payments.find((payment) => payment.status === 400)?.body.error).toBe(DOCUMENT_MESSAGES.amountOverDue);
    const invoice = await fetchB2b(id);
    expect([invoice.paid, invoice.pending, invoice.status]).toEqual(['17100.00', '307.00', 'partially_paid']);
    const draft = await api.get(P.status('draft', id), owner.token);
    expect([draft.status, draft.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.draftWithPayments]);
  });

  it('says why an invoice takes no payment: a draft, a cancelled one', async () => {
    const refused = async (id: string) => {
      const answer = await api.post(P.pay, { invoiceId: id, date: '2026-11-20', amount: '10', method: 'CASH' }, owner.token);
      return [answer.status, answer.body.error];
    };
    const invoice = await ok(api.post(P.insert.b2b, b2b(), owner.token));
    await ok(api.get(P.status('draft', invoice.body.id), owner.token));
    expect(await refused(invoice.body.id)).toEqual([400, DOCUMENT_APP_MESSAGES.draftTakesNoPayment]);
    await ok(api.get(P.status('cancelled', invoice.body.id), owner.token));
    expect(await refused(invoice.body.id)).toEqual([400, DOCUMENT_APP_MESSAGES.cancelledTakesNoPayment]);
  });

  it('cancels a document: it keeps its number, and leaves the list totals', async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b(), owner.token));
    const changed = await ok(api.get(P.status('cancelled', saved.body.id), owner.token));
    expect(changed.body.message).toBe(DOCUMENT_MESSAGES.statusChanged);
    const invoice = await fetchB2b(saved.body.id);
    expect([invoice.status, invoice.invoice_no, invoice.active]).toEqual(['cancelled', saved.body.invoice_no, 0]);
    const again = await api.get(P.status('sent', saved.body.id), owner.token);
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.cancelledIsFinal });
  });
});

describe('deleting a line', () => {
  it("never deletes the only line: 'You are not able to delete when you have single item'", async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b({ items: [riceLine()] }), owner.token));
    const invoice = await fetchB2b(saved.body.id);
    const response = await api.post(P.deleteLine, { invoiceid: saved.body.id, itemid: invoice.items[0].id, version: 1 }, owner.token);
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: DOCUMENT_MESSAGES.singleItem });
  });

  it('deletes one of two lines and recomputes the total', async () => {
    const saved = await ok(api.post(P.insert.b2b, b2b({ freightCharge: '', additional_charges: 'no', roundoff: 0 }), owner.token));
    const invoice = await fetchB2b(saved.body.id);
    await ok(api.post(P.deleteLine, { invoiceid: saved.body.id, itemid: invoice.items[1].id, version: 1 }, owner.token));
    const after = await fetchB2b(saved.body.id);
    expect([after.items.length, after.final_total, after.version]).toEqual([1, '11817.22', 2]);
  });
});

describe('other sales kinds', () => {
  it('quotation: quotation_no and quotationdate on the wire, converts to an invoice that links back', async () => {
    const { invoicedate: _date, ...rest } = b2b();
    const saved = await ok(api.post(P.insert.quotation, { ...rest, quotationdate: '2026-11-20', validDate: '2026-12-05' }, owner.token));
    expect([saved.body.message, saved.body.invoice_no]).toEqual([DOCUMENT_MESSAGES.quotationAdded, 'QT1']);
    const paid = await api.post(P.pay, { invoiceId: saved.body.id, date: '2026-11-20', amount: '10', method: 'CASH' }, owner.token);
    expect([paid.status, paid.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.notPayable]);
    const invoice = await ok(api.post(P.insert.b2b, b2b({ converted_from: saved.body.id }), owner.token));
    const quotation = (await ok(api.get(P.fetch.quotation(saved.body.id), owner.token))).body.invoice;
    expect(quotation.converted_to).toEqual([{ id: invoice.body.id, kind: 'b2b', number: invoice.body.invoice_no }]);
    expect((await fetchB2b(invoice.body.id)).converted_from).toEqual({ id: saved.body.id, kind: 'quotation', number: 'QT1' });
    // The quotation list says what each quotation became; the invoice list, whose kind converts into nothing, has no such field.
    const quotations = (await ok(api.get(P.list.quotation('?startyear=2026'), owner.token))).body.clientinvoicedata;
    expect(quotations.find((row: Body) => row.id === saved.body.id).converted_to).toEqual([{ id: invoice.body.id, kind: 'b2b', number: invoice.body.invoice_no }]);
    const invoices = (await ok(api.get(P.list.b2b('?startyear=2026'), owner.token))).body.clientinvoicedata;
    expect(Object.keys(invoices.find((row: Body) => row.id === invoice.body.id))).not.toContain('converted_to');
  });

  it('no longer counts a document made from a quotation once it is cancelled', async () => {
    const { invoicedate: _date, ...rest } = b2b();
    const saved = await ok(api.post(P.insert.quotation, { ...rest, quotationdate: '2026-11-20' }, owner.token));
    const proforma = await ok(api.post(P.insert.proforma, b2b({ converted_from: saved.body.id }), owner.token));
    const invoice = await ok(api.post(P.insert.b2b, b2b({ converted_from: saved.body.id }), owner.token));
    await ok(api.get(P.status('cancelled', invoice.body.id), owner.token));
    const convertedTo = async () => [
      (await ok(api.get(P.fetch.quotation(saved.body.id), owner.token))).body.invoice.converted_to,
      (await ok(api.get(P.list.quotation('?startyear=2026'), owner.token))).body.clientinvoicedata.find((row: Body) => row.id === saved.body.id).converted_to,
    ];
    const standing = [{ id: proforma.body.id, kind: 'proforma', number: proforma.body.invoice_no }];
    expect(await convertedTo()).toEqual([standing, standing]);
    // A proforma moves no stock and posts nothing: its cancel still marks its link.
    await ok(api.get(P.status('cancelled', proforma.body.id), owner.token));
    expect(await convertedTo()).toEqual([[], []]);
  });

  it('refuses a conversion its kind does not offer, naming both kinds as a sentence does', async () => {
    const invoice = await ok(api.post(P.insert.b2b, b2b(), owner.token));
    const refused = await api.post(P.insert.proforma, b2b({ converted_from: invoice.body.id }), owner.token);
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: 'A B2B invoice cannot be turned into a proforma invoice.' });
    expect((await fetchB2b(invoice.body.id)).converted_to).toEqual([]);
  });

  it('reverse charge: REVC numbers, tax computed but not added to the total', async () => {
    const truckOwner = await ok(api.post('/api/client/insert', unregisteredSupplierBody(orgId, { name: 'Ganesh Roadways', state: '27', city: 'Navi Mumbai', pincode: '410218' }), owner.token));
    const { clientaddress } = (await ok(api.get(`/api/client/getclient/${truckOwner.body.client_id}`, owner.token))).body;
    const toTruckOwner = { client_id: truckOwner.body.client_id, clientaddressid: clientaddress[0].id, clientcontactid: '', items: [riceLine()], freightCharge: '', roundoff: 0 };
    const saved = await ok(api.post(P.insert.reverse_charge, b2b(toTruckOwner), owner.token));
    expect(saved.body.invoice_no).toBe('REVC1');
    const invoice = (await ok(api.get(P.fetch.reverse_charge(saved.body.id), owner.token))).body.invoice;
    expect([invoice.reversecharge, invoice.tax_total, invoice.final_total]).toEqual(['yes', '562.72', '11254.50']);
  });

  it("refuses a self-invoice naming a customer, an unregistered consumer's too (walk 41 M1)", async () => {
    const consumer = await ok(api.post('/api/client/insert', { ...unregisteredSupplierBody(orgId, { name: 'Sunil Walk-in', state: '27', city: 'Pune', pincode: '411001' }), clientid: 4 }, owner.token));
    const { clientaddress } = (await ok(api.get(`/api/client/getclient/${consumer.body.client_id}`, owner.token))).body;
    await expectNothingWritten(api, async () => {
      const refused = await api.post(P.insert.reverse_charge, b2b({ client_id: consumer.body.client_id, clientaddressid: clientaddress[0].id, clientcontactid: '', items: [riceLine()], freightCharge: '', roundoff: 0 }), owner.token);
      expect([refused.status, refused.body.error]).toEqual([400, fillMessage(DOCUMENT_APP_MESSAGES.selfInvoiceForCustomer, { supplier: 'Sunil Walk-in' })]);
    });
  });

  it('keeps a self-invoice editable after its supplier registers: it is judged as the supplier was when it was issued (walk 41 M2)', async () => {
    const supplier = await ok(api.post('/api/client/insert', unregisteredSupplierBody(orgId, { name: 'Ganesh Tempo', state: '27', city: 'Pune', pincode: '411002' }), owner.token));
    const fetched = (await ok(api.get(`/api/client/getclient/${supplier.body.client_id}`, owner.token))).body;
    const toSupplier = { client_id: supplier.body.client_id, clientaddressid: fetched.clientaddress[0].id, clientcontactid: '', items: [riceLine()], freightCharge: '', roundoff: 0 };
    const saved = await ok(api.post(P.insert.reverse_charge, b2b(toSupplier), owner.token));
    const { id, org_id, version, companyname, state, schemetype } = fetched.client;
    await ok(api.post('/api/client/edit', { client_id: id, orgid: org_id, version, gstin: gstinOf('27AAGCG7531T1Z'), companyname, clientid: 2, state, schemetype, address: [], contacts: [], deleteaddress: [], deletecontact: [] }, owner.token));
    const edited = await ok(api.post('/api/account/reverseinvoice/edit/updateinvoicedata', b2b({ ...toSupplier, id: saved.body.id, version: 1, notes: 'Transport of 20 Nov' }), owner.token));
    expect(edited.body.version).toBe(2);
    // It keeps the supplier as it was when issued, so a second edit (a date moved) is one too (walk 42 L2) ...
    const moved = await ok(api.post('/api/account/reverseinvoice/edit/updateinvoicedata', b2b({ ...toSupplier, id: saved.body.id, version: 2, invoicedate: '2026-11-19' }), owner.token));
    expect((await ok(api.get(P.fetch.reverse_charge(saved.body.id), owner.token))).body.invoice.party.gstin).toBe('');
    // ... and so is one after the client is retyped a customer (walk 42 M2).
    const retyped = (await ok(api.get(`/api/client/getclient/${id}`, owner.token))).body.client;
    await ok(api.post('/api/client/edit', { client_id: id, orgid: org_id, version: retyped.version, gstin: '', companyname, clientid: 4, state, schemetype, address: [], contacts: [], deleteaddress: [], deletecontact: [] }, owner.token));
    await ok(api.post('/api/account/reverseinvoice/edit/updateinvoicedata', b2b({ ...toSupplier, id: saved.body.id, version: moved.body.version, notes: 'Transport of 19 Nov' }), owner.token));
  });

  it('refuses a self-invoice naming a supplier with a GSTIN: it issues its own invoice, recorded as a purchase (walk 36 L1)', async () => {
    await expectNothingWritten(api, async () => {
      const refused = await api.post(P.insert.reverse_charge, b2b({ items: [riceLine()], freightCharge: '', roundoff: 0 }), owner.token);
      const message = fillMessage(DOCUMENT_APP_MESSAGES.selfInvoiceForRegistered, { supplier: 'Reliance Retail' });
      expect([refused.status, refused.body.code, refused.body.errors]).toEqual([400, 'document.selfInvoiceForRegistered', [{ field: 'client_id', message }]]);
    });
  });

  it('B2C to a consumer typed on the form, with the receiver state deciding IGST', async () => {
    const saved = await ok(
      api.post(
        P.insert.b2c,
        { org_id: orgId, invoicedate: '2026-11-20', b2cname: 'Walk-in customer', address: 'Koramangala', mobile: '9845012345', statecode: '29', items: [riceLine({ discountstring: '' })] },
        owner.token,
      ),
    );
    expect(saved.body.invoice_no).toBe('B2C1');
    const invoice = (await ok(api.get(P.fetch.b2c(saved.body.id), owner.token))).body.invoice;
    expect([invoice.party.name, invoice.igst, invoice.igst_tax_total, invoice.final_total]).toEqual(['Walk-in customer', 'yes', '625.25', '13130.25']);
  });

  it('B2C: a consumer never pays the tax under reverse charge, so a save asking for it charges the tax as usual (walk 39 L8)', async () => {
    const saved = await ok(api.post(P.insert.b2c, { org_id: orgId, invoicedate: '2026-11-20', b2cname: 'Walk-in customer', address: 'MG Road', statecode: '29', reversecharge: 'yes', items: [riceLine({ discountstring: '' })] }, owner.token));
    const invoice = (await ok(api.get(P.fetch.b2c(saved.body.id), owner.token))).body.invoice;
    expect([invoice.reversecharge, invoice.igst_tax_total, invoice.final_total]).toEqual(['no', '625.25', '13130.25']);
  });

  it("B2C: a receiver state or an address (spec part 1 §5); without the state the supply is in the seller's state", async () => {
    const consumer = (changes: Body) => ({ org_id: orgId, invoicedate: '2026-11-20', b2cname: 'Walk-in customer', items: [riceLine({ discountstring: '' })], ...changes });
    const saved = await ok(api.post(P.insert.b2c, consumer({ address: 'MG Road' }), owner.token));
    const invoice = (await ok(api.get(P.fetch.b2c(saved.body.id), owner.token))).body.invoice;
    expect([invoice.igst, invoice.cgst_tax_total, invoice.sgst_tax_total]).toEqual(['no', '312.63', '312.63']);
    for (const statecode of ['', '99', 'Maharashtra', '😀']) {
      await expectNothingWritten(api, async () => {
        const refused = await api.post(P.insert.b2c, consumer({ address: statecode === '' ? '' : 'MG Road', statecode }), owner.token);
        expect([refused.status, refused.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.receiverStateRequired]);
      });
    }
    const badMobile = await api.post(P.insert.b2c, consumer({ address: 'MG Road', mobile: 'abc<script>' }), owner.token);
    expect([badMobile.status, badMobile.body.error]).toEqual([400, 'Please enter valid phone number']);
  });

  it("offers every financial year from the kind's default (B2C: 2023-24) to this one, none skipped, and names those with documents", async () => {
    const list = await ok(api.get(`/api/account/orgB2CInvoices/${orgId}`, owner.token));
    expect([list.body.year, list.body.yearSelection]).toEqual(['2023-2024', ['2026-2027', '2025-2026', '2024-2025', '2023-2024']]);
    // The B2C invoices above are dated 20 Nov 2026: the empty default year can offer 2026-27.
    expect([list.body.clientinvoicedata, list.body.yearsWithDocuments]).toEqual([[], ['2026-2027']]);
  });

  it('a quotation is valid until a date on or after it', async () => {
    const { invoicedate: _date, ...rest } = b2b();
    await expectNothingWritten(api, async () => {
      const refused = await api.post(P.insert.quotation, { ...rest, quotationdate: '2026-11-20', validDate: '2026-11-19' }, owner.token);
      expect([refused.status, refused.body.error]).toEqual([400, DOCUMENT_APP_MESSAGES.validBeforeDate]);
    });
  });

  it('a cancelled quotation cannot be turned into an invoice', async () => {
    const { invoicedate: _date, ...rest } = b2b();
    const quotation = await ok(api.post(P.insert.quotation, { ...rest, quotationdate: '2026-11-20' }, owner.token));
    await ok(api.get(P.status('cancelled', quotation.body.id), owner.token));
    await expectNothingWritten(api, async () => {
      const refused = await api.post(P.insert.b2b, b2b({ converted_from: quotation.body.id }), owner.token);
      expect([refused.status, refused.body.error]).toEqual([400, 'This quotation is cancelled. A cancelled document cannot be turned into another.']);
    });
  });
});

describe('stock, with inventory tracking on', () => {
  const closingOf = (itemId: string) => closingStockOf(api, owner.token, orgId, itemId);

  beforeAll(() => trackInventory(api, owner, orgId));

  it('a sale moves its goods out (services never), an edit moves the difference, a cancel moves it all back', async () => {
    const before = Number(await closingOf(rice));
    const saved = await ok(api.post(P.insert.b2b, b2b({ items: [riceLine({ qty: '7' }), maintenanceLine()] }), owner.token));
    expect([await closingOf(rice), await closingOf(maintenance)]).toEqual([String(before - 7), '0']);
    const invoice = await fetchB2b(saved.body.id);
    const edited = { ...b2b({ items: [{ ...riceLine({ qty: '3' }), id: invoice.items[0].id }, { ...maintenanceLine(), id: invoice.items[1].id }] }), id: saved.body.id, version: 1 };
    await ok(api.post(P.update.b2b, edited, owner.token));
    expect(await closingOf(rice)).toBe(String(before - 3));
    await ok(api.get(P.status('cancelled', saved.body.id), owner.token));
    expect(await closingOf(rice)).toBe(String(before));
  });

  it('refuses serial numbers that do not match the quantity', async () => {
    const fewer = await api.post(P.insert.b2b, b2b({ items: [riceLine({ qty: '3', itemPurchaseDetails: ['SN1', 'SN2'] })] }), owner.token);
    expect({ status: fewer.status, error: fewer.body.error }).toEqual({ status: 400, error: DOCUMENT_MESSAGES.selectSerials });
    const more = await api.post(P.insert.b2b, b2b({ items: [riceLine({ qty: '1', itemPurchaseDetails: ['SN1', 'SN2'] })] }), owner.token);
    expect({ status: more.status, error: more.body.error }).toEqual({ status: 400, error: DOCUMENT_MESSAGES.serialsMoreThanExpected });
  });
});
