// The bill of supply over real HTTP against the local server (spec part 2 §2–§8): saves with
// hand-worked totals and no tax, its own numbering and the sequence check, the receiver and
// shipping rules and their messages, edits through editbillofsupply, status, deleting a line,
// deleting the document (its number is never issued again), conversion from a delivery challan,
// stock, payments and the organisation check.
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES } from '@bahi/shared';
import { signUp, type ApiResponse, type SignedIn, type TestServer } from '../support/api-client.js';
import { gstinOf } from '../support/document-fixtures.js';
import { MAINTENANCE_LINE, RICE_LINE, closingStockOf, expectOk, startDocumentTest, trackInventory } from '../support/document-lines.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let orgId: string;
let client: { id: string; addressId: string; contactId: string };
let rice: string;
let maintenance: string;
const clock = new Date('2026-11-30T06:30:00.000Z');

const P = {
  insert: '/api/account/billofsupply/savedata',
  edit: '/api/account/editbillofsupply',
  fetch: (id: string) => `/api/account/getbillofsupply/${id}/${orgId}`,
  list: (query = '') => `/api/account/orgbillofsupply/${orgId}${query}`,
  form: () => `/api/account/billofsupply/orgiterms/${orgId}`,
  next: (year: string) => `/api/account/getinvoivebosId/${orgId}/BOS/auto/${year}`,
  check: (sequence: string) => `/api/account/getinvoivebosIdSequence/${orgId}/BOS/${sequence}/2026-11-20`,
  status: (status: string, id: string) => `/api/account/billofsupply/changestatus/${status}/${id}`,
  remove: (id: string) => `/api/account/deletebillofsupply/${id}/${orgId}`,
  deleteLine: '/api/account/billofsupply/existing/deleteitem',
  pay: '/api/account/addpayments/orgcharts',
};

const ok = expectOk;

// A regular dealer's bill of supply is for exempt supplies (Section 31(3)(c)): unbranded rice and
// a maintenance service the business supplies exempt, both at 0%.
const riceLine = (changes: Body = {}): Body => ({ ...RICE_LINE, item_id: rice, gstrate: '0', ...changes });
const maintenanceLine = (changes: Body = {}): Body => ({ ...MAINTENANCE_LINE, item_id: maintenance, gstrate: '0', ...changes });

/**
 * Hand-worked, no tax on any line or charge (Section 31(3)(c)):
 *   rice 10 × 1,250.50 = 12,505.00, less 10% 1,250.50 = 11,254.50
 *   maintenance 1 × 5,000.00 (its price is taken as it is: no tax to back out) = 5,000.00
 *   freight 500.00 (untaxed); total 16,754.50; round-off +0.50 → 16,755.00
 */
function bill(changes: Body = {}): Body {
  return {
    org_id: orgId,
    client_id: client.id,
    clientaddressid: client.addressId,
    clientcontactid: client.contactId,
    is_sa_ba: 1,
    invoicedate: '2026-11-20',
    invoice_terms_id: 15,
    freightCharge: '500',
    additional_charges: 'yes',
    roundoff: 1,
    items: [riceLine(), maintenanceLine()],
    final_total: '1.00',
    ...changes,
  };
}

beforeAll(async () => {
  ({ api, owner, orgId, client, rice, maintenance } = await startDocumentTest(clock));
});

afterAll(async () => {
  await api.close();
});

const fetchBill = async (id: string) => (await ok(api.get(P.fetch(id), owner.token))).body;

describe('a bill of supply (hand-worked: no tax, untaxed freight, round-off)', () => {
  let saved: ApiResponse;
  beforeAll(async () => {
    saved = await ok(api.post(P.insert, bill(), owner.token));
  });

  it("answers 'Bill Of supply added successfully' with its BOS number and the server's total", () => {
    expect(saved.body).toEqual({
      status: true,
      message: 'Bill Of supply added successfully',
      id: expect.stringMatching(new RegExp(`^${orgId}_bs2026\\d{10}$`)),
      invoice_no: 'BOS1',
      version: 1,
      final_total: '16755.00',
    });
  });

  it('carries zero tax on every line and charge, and the spec fetch shape (items, getsmsDetails, clientinfo, invoice)', async () => {
    const body = await fetchBill(saved.body.id);
    expect(body.invoice).toEqual(
      expect.objectContaining({
        title: 'Bill of Supply',
        kind: 'bill_of_supply',
        invoice_no: 'BOS1',
        due_date: '2026-12-05',
        status: 'sent',
        isaddrsame: 1,
        is_sa_ba: 1,
        reversecharge: 'no',
        sub_total: '17505.00',
        discount_total: '1250.50',
        taxable_total: '16254.50',
        charges_total: '500.00',
        cgst_tax_total: '0.00',
        sgst_tax_total: '0.00',
        igst_tax_total: '0.00',
        cess_tax_total: '0.00',
        tax_total: '0.00',
        total: '16754.50',
        round_off: '0.50',
        final_total: '16755.00',
        pending: '16755.00',
        amount_in_words: 'Sixteen Thousand Seven Hundred Fifty Five Rupees Only',
      }),
    );
    expect(body.items.map((line: Body) => [line.taxableamount, line.cgst_rate, line.sgst_rate, line.cgst_total, line.grandtotal])).toEqual([
      ['11254.50', 0, 0, '0.00', '11254.50'],
      ['5000.00', 0, 0, '0.00', '5000.00'],
    ]);
    expect(body.invoice.charges).toEqual([{ kind: 'freight', amount: '500.00', rate: 0, gstrate: 0, tax: '0.00' }]);
    expect(body.getsmsDetails).toEqual([{ credit: expect.any(Number) }]);
    expect(body.clientinfo).toEqual(expect.objectContaining({ name: 'Shree Kirana', statecode: '27' }));
  });

  it('ignores a reverse-charge flag: there is no tax to shift', async () => {
    const flagged = await ok(api.post(P.insert, bill({ reversecharge: 'yes', items: [riceLine()] }), owner.token));
    // 11,254.50 + freight 500.00 = 11,754.50, rounded off: 11,755.00
    expect(flagged.body.final_total).toBe('11755.00');
    expect((await fetchBill(flagged.body.id)).invoice.reversecharge).toBe('no');
  });

  it('lists it under the year with the monthly chart, and the form offers the next BOS number', async () => {
    const list = (await ok(api.get(P.list('?startyear=2026&endyear=2027'), owner.token))).body;
    expect(list.year).toBe('2026-2027');
    expect(list.clientinvoicedata.find((row: Body) => row.id === saved.body.id)).toEqual(
      expect.objectContaining({ invoice_no: 'BOS1', companyname: 'Shree Kirana', final_total: '16755.00', status: 'sent' }),
    );
    expect(list.getChartsForInvoces.find((month: Body) => month.month === '2026-11')).toEqual(expect.objectContaining({ count: 2, total: '28510.00' }));
    const form = (await ok(api.get(P.form(), owner.token))).body;
    // With the last one's number and date, so the form can say when a new one would be dated before it.
    expect(form.orgSequence).toEqual({ org_invoice_sequence: 'BOS', invoice_year_sequence: 0, next_invoice_no: 'BOS3', next_sequence: 3, last_issued: { number: 'BOS2', date: '2026-11-20' } });
    expect(form.invoiceGeneration).toEqual(expect.objectContaining({ kind: 'bill_of_supply', title: 'Bill of Supply' }));
  });
});

describe('numbering: its own series and the sequence check', () => {
  it('gives the next number of a year, and a year without bills starts at 1', async () => {
    const next = (await ok(api.get(P.next('2026-2027'), owner.token))).body;
    expect(next).toEqual({ status: true, sequenceNumber: expect.any(Number), invoiceNumber: `BOS${next.sequenceNumber}` });
    expect((await ok(api.get(P.next('2025'), owner.token))).body).toEqual({ status: true, sequenceNumber: 1, invoiceNumber: 'BOS1' });
  });

  it("answers a taken number with 'Invoice number already available' and the next free one; the next as it is; one past it with the gap it leaves", async () => {
    const next = (await ok(api.get(P.next('2026'), owner.token))).body.sequenceNumber as number;
    expect((await ok(api.get(P.check('1'), owner.token))).body).toEqual({
      status: true,
      sequenceNumber: next,
      invoiceNumber: `BOS${next}`,
      msg: DOCUMENT_MESSAGES.numberTaken,
    });
    expect((await ok(api.get(P.check(String(next)), owner.token))).body).toEqual({ status: true, sequenceNumber: next, invoiceNumber: `BOS${next}` });
    expectInvalid(await api.get(P.check('900'), owner.token), `BOS900 would leave BOS${next} to BOS899 never issued: numbers must run without gaps (CGST Rule 46(b)). The next number is BOS${next}.`);
    expectInvalid(await api.get(P.check(String(next + 1)), owner.token), `BOS${next + 1} would leave BOS${next} never issued: numbers must run without gaps (CGST Rule 46(b)). The next number is BOS${next}.`);
  });

  it('saves under the typed next number; refuses a taken one (409) and one past the next (walk 33 M2), writing nothing', async () => {
    const next = (await ok(api.get(P.next('2026'), owner.token))).body.sequenceNumber as number;
    await expectNothingWritten(api, async () => {
      const ahead = await api.post(P.insert, bill({ invoice_no: '900', items: [riceLine()] }), owner.token);
      expect({ status: ahead.status, error: ahead.body.error }).toEqual({ status: 400, error: `BOS900 would leave BOS${next} to BOS899 never issued: numbers must run without gaps (CGST Rule 46(b)). The next number is BOS${next}.` });
    });
    const typed = await ok(api.post(P.insert, bill({ invoice_no: String(next), items: [riceLine()] }), owner.token));
    expect(typed.body.invoice_no).toBe(`BOS${next}`);
    await expectNothingWritten(api, async () => {
      const taken = await api.post(P.insert, bill({ invoice_no: String(next) }), owner.token);
      expect({ status: taken.status, error: taken.body.error }).toEqual({ status: 409, error: DOCUMENT_MESSAGES.numberTaken });
    });
  });

  it("starts a year's series at a typed number: a business carries on from its earlier books", async () => {
    const first = await ok(api.post(P.insert, bill({ invoicedate: '2024-11-20', invoice_no: '57', items: [riceLine()] }), owner.token));
    expect(first.body.invoice_no).toBe('BOS57');
    expect((await ok(api.get(P.next('2024'), owner.token))).body).toEqual({ status: true, sequenceNumber: 58, invoiceNumber: 'BOS58' });
  });

  it('keeps its number on edit: a different typed number is refused', async () => {
    const saved = await ok(api.post(P.insert, bill({ items: [riceLine()] }), owner.token));
    const moved = await api.post(P.edit, { ...bill({ invoice_no: '2' }), id: saved.body.id, version: 1 }, owner.token);
    expect({ status: moved.status, error: moved.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.numberFixed });
  });
});

describe('rules and messages of spec part 2 §5, nothing written', () => {
  it.each([
    ['no items', () => ({ items: [] }), 'Please add minimum 1 Item'],
    ['no receiver at all', () => ({ client_id: '', clientaddressid: '' }), 'Please select the Receiver before adding an Item'],
    ['a client without its billing address', () => ({ clientaddressid: '' }), 'Please add the billing Address'],
    ['a receiver with a state but no name or address', () => ({ client_id: '', clientaddressid: '', statecode: '27' }), 'Please add the billing Address'],
    ['a client of nobody', () => ({ client_id: 'nope' }), DOCUMENT_MESSAGES.selectValidClient],
    ['shipping shown (is_sa_ba 0) without a shipping address', () => ({ is_sa_ba: 0 }), DOCUMENT_MESSAGES.chooseShipping],
    ['quantity 0', () => ({ items: [riceLine({ qty: '0' })] }), DOCUMENT_MESSAGES.quantityPositive],
    ['a date before 1 July 2017', () => ({ invoicedate: '2017-06-30' }), DOCUMENT_APP_MESSAGES.dateTooEarly],
    // Walk 33E E1: it went out untaxed and was reported exempt.
    ["a taxed line on a regular dealer's bill (walk 33E E1)", () => ({ items: [riceLine(), maintenanceLine({ gstrate: '18' })] }), 'Annual maintenance is taxed at 18%: a bill of supply is for exempt supplies (Section 31(3)(c) CGST Act). Raise a tax invoice for it.'],
  ] as [string, () => Body, string][])('%s', async (_name, changes, message) => {
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.insert, bill(changes()), owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
    });
  });

  it('names every taxed line at its rate field, and making one from a challan of taxed goods is refused alike', async () => {
    const message = (item: string, rate: string) => `${item} is taxed at ${rate}%: a bill of supply is for exempt supplies (Section 31(3)(c) CGST Act). Raise a tax invoice for it.`;
    const both = await api.post(P.insert, bill({ items: [riceLine({ gstrate: '5' }), maintenanceLine({ gstrate: '0' }), maintenanceLine({ gstrate: '0.25' })] }), owner.token);
    expect([both.status, both.body.code, both.body.errors]).toEqual([
      400,
      'document.taxedOnBillOfSupply',
      [
        { field: 'items.0.gstrate', message: message('Basmati Rice', '5') },
        { field: 'items.2.gstrate', message: message('Annual maintenance', '0.25') },
      ],
    ]);
    const challan = await ok(api.post('/api/account/deliverychallan/insert/savedata', { ...bill({ items: [riceLine({ gstrate: '5' })] }), isaddrsame: 1 }, owner.token));
    const converted = await api.post(P.insert, bill({ items: [riceLine({ gstrate: '5' })], converted_from: challan.body.id }), owner.token);
    expect([converted.status, converted.body.error]).toEqual([400, message('Basmati Rice', '5')]);
  });

  it('takes a receiver typed on the form (another state: still no tax) and shipping details when is_sa_ba is 0', async () => {
    const typed = await ok(
      api.post(P.insert, bill({ client_id: '', clientaddressid: '', b2cname: 'Ravi Kumar', address: '12 MG Road, Bengaluru', mobile: '9845012345', statecode: '29', items: [riceLine()] }), owner.token),
    );
    const body = await fetchBill(typed.body.id);
    expect(body.invoice).toEqual(expect.objectContaining({ igst: 'yes', igst_tax_total: '0.00', final_total: '11755.00', place_of_supply: '29' }));
    expect(body.clientinfo).toEqual(expect.objectContaining({ name: 'Ravi Kumar', statecode: '29' }));

    const fetched = (await ok(api.get(`/api/client/getclient/${client.id}`, owner.token))).body;
    const shipped = await ok(api.post(P.insert, bill({ is_sa_ba: 0, shippingclientaddressid: fetched.clientaddress[0].id, items: [riceLine()] }), owner.token));
    expect((await fetchBill(shipped.body.id)).invoice).toEqual(expect.objectContaining({ is_sa_ba: 0, isaddrsame: 0, shippingclientaddressid: fetched.clientaddress[0].id }));
  });
});

describe('edit, status, lines and delete', () => {
  it("edits through editbillofsupply: 'Bill Of supply updated successfully', the figures recomputed", async () => {
    const saved = await ok(api.post(P.insert, bill(), owner.token));
    const stored = await fetchBill(saved.body.id);
    const edited = await ok(
      api.post(P.edit, { ...bill({ roundoff: 0, freightCharge: '0', items: [{ ...riceLine({ qty: '4' }), id: stored.items[0].id }] }), id: saved.body.id, version: 1 }, owner.token),
    );
    // 4 × 1,250.50 = 5,002.00 less 10% 500.20 = 4,501.80
    expect(edited.body).toEqual({ status: true, message: 'Bill Of supply updated successfully', id: saved.body.id, invoice_no: saved.body.invoice_no, version: 2, final_total: '4501.80' });
    const stale = await api.post(P.edit, { ...bill(), id: saved.body.id, version: 1 }, owner.token);
    expect(stale.status).toBe(409);
  });

  it('refuses to edit another kind of document through editbillofsupply', async () => {
    const challan = await ok(api.post('/api/account/deliverychallan/insert/savedata', { ...bill({ items: [riceLine()] }), isaddrsame: 1 }, owner.token));
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.edit, { ...bill(), id: challan.body.id, version: 1 }, owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.kindUnknown });
    });
  });

  it("changes status ('Status changed successfully'); the route serves bills of supply only", async () => {
    const saved = await ok(api.post(P.insert, bill({ items: [riceLine()] }), owner.token));
    expect((await ok(api.get(P.status('draft', saved.body.id), owner.token))).body).toEqual({ status: true, message: DOCUMENT_MESSAGES.statusChanged, version: 2 });
    expect((await fetchBill(saved.body.id)).invoice.status).toBe('draft');
    const unknown = await api.get(P.status('paid', saved.body.id), owner.token);
    expect({ status: unknown.status, error: unknown.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.statusPaidByPayments });
    const overdue = await api.get(P.status('overdue', saved.body.id), owner.token);
    expect({ status: overdue.status, error: overdue.body.error }).toEqual({ status: 400, error: 'A document becomes overdue when its due date passes before it is paid. Change its due date instead.' });
    // Another kind's document is not found, whatever the status asked (walk 33 L3: 'paid' answered as if it were there).
    const challan = await ok(api.post('/api/account/deliverychallan/insert/savedata', bill({ items: [riceLine()] }), owner.token));
    expect((await api.get(P.status('draft', challan.body.id), owner.token)).status).toBe(404);
    expect((await api.get(P.status('paid', challan.body.id), owner.token)).status).toBe(404);
  });

  it("deletes a line ('Deleted successfully') but never the only one", async () => {
    const saved = await ok(api.post(P.insert, bill(), owner.token));
    const lines = (await fetchBill(saved.body.id)).items;
    const removed = await ok(api.post(P.deleteLine, { invoiceid: saved.body.id, itemid: lines[1].id, version: 1 }, owner.token));
    expect(removed.body).toEqual({ status: true, message: DOCUMENT_MESSAGES.deleted, version: 2 });
    // 11,254.50 + freight 500.00 = 11,754.50, rounded off: 11,755.00
    expect((await fetchBill(saved.body.id)).invoice.final_total).toBe('11755.00');
    const last = await api.post(P.deleteLine, { invoiceid: saved.body.id, itemid: lines[0].id, version: 2 }, owner.token);
    expect({ status: last.status, error: last.body.error }).toEqual({ status: 400, error: DOCUMENT_MESSAGES.singleItem });
  });

  it('deletes a bill: it leaves the list and reads, and its number is never issued again', async () => {
    const saved = await ok(api.post(P.insert, bill({ items: [riceLine()] }), owner.token));
    const seq = Number(String(saved.body.invoice_no).slice(3));
    expect((await ok(api.get(P.remove(saved.body.id), owner.token))).body).toEqual({ status: true, message: DOCUMENT_MESSAGES.deleted });
    expect((await api.get(P.fetch(saved.body.id), owner.token)).status).toBe(404);
    const list = (await ok(api.get(P.list('?startyear=2026'), owner.token))).body.clientinvoicedata;
    expect(list.some((row: Body) => row.id === saved.body.id)).toBe(false);
    expect((await ok(api.get(P.check(String(seq)), owner.token))).body.msg).toBe(DOCUMENT_MESSAGES.numberTaken);
    const after = await ok(api.post(P.insert, bill({ items: [riceLine()] }), owner.token));
    expect(after.body.invoice_no).toBe(`BOS${seq + 1}`);
    expect((await api.get(P.remove(saved.body.id), owner.token)).status).toBe(404);
  });

  it('a year whose only bill was deleted holds no documents: the list names none there to offer', async () => {
    const saved = await ok(api.post(P.insert, bill({ items: [riceLine()], invoicedate: '2025-06-10' }), owner.token));
    const yearsWithDocuments = async () => (await ok(api.get(P.list(), owner.token))).body.yearsWithDocuments;
    // (2024-2025 holds the bill a test above started that year's series with.)
    await expect(yearsWithDocuments()).resolves.toEqual(['2026-2027', '2025-2026', '2024-2025']);
    await ok(api.get(P.remove(saved.body.id), owner.token));
    await expect(yearsWithDocuments()).resolves.toEqual(['2026-2027', '2024-2025']);
  });

  it('refuses to delete a bill with payments; a payment counts against it like an invoice', async () => {
    const saved = await ok(api.post(P.insert, bill({ items: [riceLine()] }), owner.token));
    const paid = await ok(api.post(P.pay, { invoiceId: saved.body.id, date: '2026-11-21', amount: '5,000.00', method: 'CASH' }, owner.token));
    expect(paid.body.message).toBe(DOCUMENT_MESSAGES.paymentAdded);
    expect((await fetchBill(saved.body.id)).invoice).toEqual(expect.objectContaining({ paid: '5000.00', pending: '6755.00', status: 'partially_paid' }));
    const refused = await api.get(P.remove(saved.body.id), owner.token);
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.deleteWithPayments });
    const payments = (await ok(api.get(`/api/account/list/payments/${orgId}?startyear=2026`, owner.token))).body;
    expect(payments.billofsupply).toEqual([expect.objectContaining({ invoiceId: saved.body.id, amount: '5000.00', pending_amount: '6755.00' })]);
  });
});

describe('made from a delivery challan', () => {
  it('refers to the challan it was made from, and the challan lists it', async () => {
    const challan = await ok(api.post('/api/account/deliverychallan/insert/savedata', bill({ items: [riceLine()], dctype: 'Supply on approval' }), owner.token));
    const made = await ok(api.post(P.insert, bill({ items: [riceLine()], converted_from: challan.body.id }), owner.token));
    expect((await fetchBill(made.body.id)).invoice.converted_from).toEqual({ id: challan.body.id, kind: 'delivery_challan', number: challan.body.invoice_no });
    const challanView = (await ok(api.get(`/api/account/dc/getdcdata/${challan.body.id}/${orgId}`, owner.token))).body.invoice;
    expect(challanView.converted_to).toEqual([{ id: made.body.id, kind: 'bill_of_supply', number: made.body.invoice_no }]);
  });
});

describe('stock, with inventory tracking on', () => {
  const closingOf = (itemId: string) => closingStockOf(api, owner.token, orgId, itemId);

  beforeAll(() => trackInventory(api, owner, orgId));

  it('moves its goods out, and a delete moves them back', async () => {
    const before = Number(await closingOf(rice));
    const saved = await ok(api.post(P.insert, bill({ items: [riceLine({ qty: '6' }), maintenanceLine()] }), owner.token));
    expect(await closingOf(rice)).toBe(String(before - 6));
    await ok(api.get(P.remove(saved.body.id), owner.token));
    expect(await closingOf(rice)).toBe(String(before));
  });
});

describe('another organisation', () => {
  it('gets 403 and no data on every bill of supply call', async () => {
    const saved = await ok(api.post(P.insert, bill({ items: [riceLine()] }), owner.token));
    const stranger = await signUp(api, { username: 'Other Owner', email: 'other.bos@example.in', password: 'Other@1234', usertype: 'orguser', type: 1, orgname: 'Other Traders', gstin: gstinOf('29AAGCB7383J1Z') });
    const calls = [
      api.get(P.fetch(saved.body.id), stranger.token),
      api.get(P.list(), stranger.token),
      api.get(P.check('1'), stranger.token),
      api.get(P.status('draft', saved.body.id), stranger.token),
      api.get(P.remove(saved.body.id), stranger.token),
      api.post(P.edit, { ...bill(), id: saved.body.id, version: 1 }, stranger.token),
      api.post(P.insert, bill(), stranger.token),
    ];
    for (const response of await Promise.all(calls)) {
      expect({ status: response.status, invoice: response.body?.invoice }).toEqual({ status: 403, invoice: undefined });
    }
    expect((await fetchBill(saved.body.id)).invoice.version).toBe(1);
  });
});
