// Credit and debit notes over real HTTP against the local server (spec part 2 §3, §5, §7, §8):
// saves with hand-worked totals and their CN-/DN- numbers, the reference to the original invoice
// and its rules with their exact messages, the caps (no credit beyond what the invoice leaves, no
// return beyond what it sold), the look-up by client, status, stock and the organisation check.
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES } from '@bahi/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/src/store/keys.js';
import { putMembership } from '../../functions/src/store/memberships.js';
import { signUp, type SignedIn, type TestServer } from '../support/api-client.js';
import { clientInsertBody, gstinOf } from '../support/document-fixtures.js';
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
const ok = expectOk;

const P = {
  invoice: '/api/account/invoice/insert/savedata',
  invoiceFetch: (id: string) => `/api/account/invoice/getinvoicedata/${id}/${orgId}`,
  pay: '/api/account/addpayments/orgcharts',
  credit: '/api/account/creditnote/savedata',
  debit: '/api/account/debitnote/savedata',
  creditEdit: '/api/account/creditnote/editdata',
  creditFetch: (id: string) => `/api/account/getcreditnote/edit/${id}/${orgId}`,
  creditList: () => `/api/account/orgcreditnotes/${orgId}`,
  debitList: () => `/api/account/orgdebitnotes/${orgId}`,
  creditForm: () => `/api/account/creditnote/orgiterms/${orgId}`,
  creditStatus: (status: string, id: string) => `/api/account/creditnote/changestatus/${status}/${id}`,
  debitStatus: (status: string, id: string) => `/api/account/debitnote/changestatus/${status}/${id}`,
  debitEdit: '/api/account/debitnote/editdata',
  invoiceStatus: (status: string, id: string) => `/api/account/invoice/changestatus/${status}/${id}`,
  byClient: (clientId: string) => `/api/account/invoice/getcreditnotereferencetypeforclientID/b2b/${orgId}/${clientId}`,
};

/** Rice at ₹1,000.00 a bag before tax, 5% GST inside Maharashtra (CGST 2.5% + SGST 2.5%), no discount. */
const riceLine = (qty: string, unitPrice = '1000'): Body => ({ ...RICE_LINE, item_id: rice, qty, unit_price: unitPrice, discountstring: '' });

const parties = (): Body => ({ org_id: orgId, client_id: client.id, clientaddressid: client.addressId, clientcontactid: client.contactId, isaddrsame: 1, roundoff: 0 });

/** 10 bags: taxable 10,000.00, CGST 250.00, SGST 250.00, total 10,500.00. */
async function invoiceOfTenBags(date = '2026-11-10'): Promise<{ id: string; number: string }> {
  const saved = await ok(api.post(P.invoice, { ...parties(), invoicedate: date, items: [riceLine('10')] }, owner.token));
  return { id: saved.body.id, number: saved.body.invoice_no };
}

/** A note against `invoiceId`: by default 2 bags, taxable 2,000.00 + CGST 50.00 + SGST 50.00 = 2,100.00. */
function note(invoiceId: string, changes: Body = {}): Body {
  return {
    ...parties(),
    invoicedate: '2026-11-20',
    referencetype: 'b2b',
    referenceid: invoiceId,
    referencedate: '2026-11-10',
    reason: 'Two bags returned damp',
    items: [riceLine('2')],
    ...changes,
  };
}

beforeAll(async () => {
  ({ api, owner, orgId, client, rice, maintenance } = await startDocumentTest(clock));
});

afterAll(async () => {
  await api.close();
});

describe('saving notes', () => {
  it('saves a credit note CN-2026-1 of 2,100.00 and a debit note DN-2026-1, with the spec messages', async () => {
    const invoice = await invoiceOfTenBags();
    const credit = await ok(api.post(P.credit, note(invoice.id), owner.token));
    expect(credit.body).toEqual(expect.objectContaining({ status: true, message: 'CreditNote added successfully', invoice_no: 'CN-2026-1', final_total: '2100.00', version: 1 }));
    const debit = await ok(api.post(P.debit, note(invoice.id, { items: [riceLine('1', '200')] }), owner.token));
    // 1 bag at 200.00: taxable 200.00, CGST 5.00, SGST 5.00 = 210.00
    expect(debit.body).toEqual(expect.objectContaining({ message: 'DebitNote added successfully', invoice_no: 'DN-2026-1', final_total: '210.00' }));

    const fetched = (await ok(api.get(P.creditFetch(credit.body.id), owner.token))).body.invoice;
    expect(fetched.converted_from).toEqual({ id: invoice.id, kind: 'b2b', number: invoice.number });
    expect(fetched.note).toEqual({ referenceid: invoice.id, referencedate: '2026-11-10', reason: 'Two bags returned damp', moves_stock: 'yes' });
    expect(fetched.referencetype).toBe('b2b');
    const updated = await ok(api.post(P.creditEdit, { ...note(invoice.id, { items: [riceLine('3')] }), id: credit.body.id, version: 1 }, owner.token));
    // 3 bags: 3,000.00 + 75.00 + 75.00
    expect(updated.body).toEqual(expect.objectContaining({ message: 'CreditNote updated successfully', final_total: '3150.00', version: 2 }));

    const creditRows = (await ok(api.get(P.creditList(), owner.token))).body;
    expect(JSON.stringify(creditRows)).toContain('CN-2026-1');
    expect(JSON.stringify((await ok(api.get(P.debitList(), owner.token))).body)).toContain('DN-2026-1');
    expect((await api.get(P.creditForm(), owner.token)).status).toBe(200);
    // 1 bag at 300.00: 300.00 + 7.50 + 7.50
    const debitUpdated = await ok(api.post(P.debitEdit, { ...note(invoice.id, { items: [riceLine('1', '300')] }), id: debit.body.id, version: 1 }, owner.token));
    expect(debitUpdated.body).toEqual(expect.objectContaining({ message: 'DebitNote updated successfully', final_total: '315.00', version: 2 }));
  });

  it("lists a client's invoices a note can refer to", async () => {
    const invoice = await invoiceOfTenBags();
    const found = (await ok(api.get(P.byClient(client.id), owner.token))).body.documents;
    expect(found.map((row: Body) => row.id)).toContain(invoice.id);
    expect(found.every((row: Body) => row.client_id === client.id)).toBe(true);
    expect((await ok(api.get(P.byClient(`${orgId.split('_')[0]}_nobody`), owner.token))).body.documents).toEqual([]);
  });
});

describe('a note against a consumer invoice made out to a receiver typed on its form (walk 36 M1)', () => {
  it('is addressed to that receiver, in its state: IGST as the invoice was charged, kept on an edit', async () => {
    // 10 bags to a walk-in customer in Karnataka: IGST 500.00; 2 of them back: 2,000.00 + IGST 100.00.
    const receiver = { b2cname: 'Walk-in customer', address: 'Koramangala, Bengaluru', mobile: '9845012345', statecode: '29' };
    const b2c = (await ok(api.post('/api/account/invoice/insert/saveb2cinvoice', { org_id: orgId, invoicedate: '2026-11-10', ...receiver, roundoff: 0, items: [riceLine('10')] }, owner.token))).body;
    expect(b2c.final_total).toBe('10500.00');
    const credit = { ...note(b2c.id), client_id: '', clientaddressid: '', clientcontactid: '', referencetype: 'b2c' };
    const saved = (await ok(api.post(P.credit, credit, owner.token))).body;
    expect(saved.final_total).toBe('2100.00');
    const view = (await ok(api.get(P.creditFetch(saved.id), owner.token))).body.invoice;
    expect([view.client_id, view.party.name, view.party.statecode, view.igst, view.igst_tax_total]).toEqual(['', 'Walk-in customer', '29', 'yes', '100.00']);
    const edited = await ok(api.post(P.creditEdit, { ...credit, id: saved.id, version: view.version, items: [{ ...riceLine('1'), id: view.items[0].id }] }, owner.token));
    expect(edited.body.final_total).toBe('1050.00');
    expect((await ok(api.get(P.creditFetch(saved.id), owner.token))).body.invoice.party.name).toBe('Walk-in customer');
    // A B2B invoice's client is still chosen on its note.
    const invoice = await invoiceOfTenBags();
    expect((await api.post(P.credit, { ...note(invoice.id), client_id: '', clientaddressid: '' }, owner.token)).status).toBe(400);
  });
});

describe('the look-ups of the note form', () => {
  it("answers the organisation's clients under invoices.view (getclientorg)", async () => {
    const rows = (await ok(api.get(`/api/account/invoice/getclientorg/${orgId}`, owner.token))).body.getClientsWithorgId;
    expect(rows.map((row: Body) => row.id)).toContain(client.id);
    expect(rows.find((row: Body) => row.id === client.id)).toEqual(expect.objectContaining({ companyname: 'Shree Kirana', gstin: '27AAACR5055K1Z7', statename: 'Maharashtra' }));
  });

  it('names a reference type with its number prefix, and refuses a type a note cannot refer to (getcreditnotecustomname)', async () => {
    const form = (await ok(api.get(`/api/account/invoice/orgiterms/${orgId}`, owner.token))).body;
    const named = (await ok(api.get(`/api/account/invoice/getcreditnotecustomname/${orgId}/b2b`, owner.token))).body;
    expect(named).toEqual({ status: true, type: 'b2b', name: 'B2B invoice', prefix: form.orgSequence.org_invoice_sequence });
    expect((await ok(api.get(`/api/account/invoice/getcreditnotecustomname/${orgId}/bill_of_supply`, owner.token))).body.name).toBe('Bill of supply');
    const refused = await api.get(`/api/account/invoice/getcreditnotecustomname/${orgId}/quotation`, owner.token);
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.referenceNotNotable });
  });
});

describe('rules and messages (nothing written on refusal)', () => {
  let invoice: { id: string; number: string };
  beforeAll(async () => {
    invoice = await invoiceOfTenBags();
  });

  // The changes are made when the test runs: the catalogue items exist only then.
  it.each<[string, () => Body, string, string | undefined]>([
    ['no client', () => ({ client_id: '' }), DOCUMENT_MESSAGES.selectValidClient, undefined],
    ['a line without quantity', () => ({ items: [riceLine('')] }), DOCUMENT_MESSAGES.enterQuantity, 'items.0.qty'],
    ['a note dated before the typed reference date', () => ({ referencedate: '2026-11-21' }), 'Reference date should not less than credit note date', 'invoicedate'],
    ['no reference', () => ({ referenceid: '' }), DOCUMENT_APP_MESSAGES.referenceRequired, 'referenceid'],
    ['no reason', () => ({ reason: '' }), DOCUMENT_APP_MESSAGES.reasonRequired, 'reason'],
  ])('refuses %s', async (_case, changes, message, field) => {
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.credit, note(invoice.id, changes()), owner.token);
      if (field) expectInvalid(response, message, field);
      else expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
    });
  });

  it('refuses a note dated before the invoice it refers to, whatever date the form sent', async () => {
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.credit, note(invoice.id, { invoicedate: '2026-11-05', referencedate: '' }), owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: 'Reference date should not less than credit note date' });
    });
  });

  it('refuses a reference that is not an invoice of this client', async () => {
    const other = await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Other Kirana', gstin14: '27AAGCB7383J1Z', city: 'Pune', pincode: '411001' }), owner.token));
    const otherAddress = (await ok(api.get(`/api/client/getclient/${other.body.client_id}`, owner.token))).body.clientaddress[0].id;
    const otherInvoice = (await ok(api.post(P.invoice, { ...parties(), client_id: other.body.client_id, clientaddressid: otherAddress, clientcontactid: '', invoicedate: '2026-11-10', items: [riceLine('1')] }, owner.token))).body;
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.credit, note(otherInvoice.id), owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.referenceOtherClient });
    });
    const credit = await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('1')] }), owner.token));
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.credit, note(credit.body.id), owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: DOCUMENT_APP_MESSAGES.referenceNotNotable });
    });
  });
});

describe('caps across every note against the invoice', () => {
  it('credits at most what the invoice is worth, and returns at most what it sold, counting debit notes', async () => {
    const invoice = await invoiceOfTenBags();
    await ok(api.post(P.credit, note(invoice.id), owner.token)); // 2 bags, 2,100.00 credited: 8,400.00 and 8 bags left
    // 9 bags at 1,000.00 = 9,450.00 > 8,400.00
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.credit, note(invoice.id, { items: [riceLine('9')] }), owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: 'The credit notes would credit more than the referred document is worth: at most ₹8,400.00 can still be credited.',
      });
    });
    // 9 bags at 100.00 = 945.00 fits the amount, but only 8 bags are left to come back
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.credit, note(invoice.id, { items: [riceLine('9', '100')] }), owner.token);
      expectInvalid(response, 'More Basmati Rice would come back than was sold on the referred document: at most 8 BAG can still be credited.');
    });
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.credit, note(invoice.id, { items: [{ ...MAINTENANCE_LINE, item_id: maintenance, unit_price: '100' }] }), owner.token);
      expectInvalid(response, 'Annual maintenance is not on the referred document.');
    });
    // A debit note of 1 more bag at 1,000.00 (1,050.00) raises both: 9,450.00 and 9 bags left
    await ok(api.post(P.debit, note(invoice.id, { items: [riceLine('1')] }), owner.token));
    const last = await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('9')] }), owner.token));
    expect(last.body.final_total).toBe('9450.00');
    // Nothing is left: even 1 bag at 1.00 would credit more than the invoice is worth
    const beyond = await api.post(P.credit, note(invoice.id, { items: [riceLine('1', '1')] }), owner.token);
    expect(beyond.body.error).toBe('The credit notes would credit more than the referred document is worth: at most ₹0.00 can still be credited.');
  });

  it("moves what the customer owes on the invoice: pending = total + debit notes − credit notes − paid", async () => {
    const invoice = await invoiceOfTenBags();
    const pendingOf = async () => (await ok(api.get(P.invoiceFetch(invoice.id), owner.token))).body.invoice.pending;
    await ok(api.post(P.pay, { invoiceId: invoice.id, date: '2026-11-15', amount: '5000', method: 'CASH' }, owner.token));
    expect(await pendingOf()).toBe('5500.00');
    await ok(api.post(P.credit, note(invoice.id), owner.token)); // − 2,100.00
    expect(await pendingOf()).toBe('3400.00');
    await ok(api.post(P.debit, note(invoice.id, { items: [riceLine('1', '200')] }), owner.token)); // + 210.00
    expect(await pendingOf()).toBe('3610.00');
    // What was paid does not limit the credits: the invoice is still worth 10,500.00 − 2,100.00 + 210.00
    const beyond = await api.post(P.credit, note(invoice.id, { items: [riceLine('9')] }), owner.token);
    expect(beyond.body.error).toBe('The credit notes would credit more than the referred document is worth: at most ₹8,610.00 can still be credited.');
    await expectNothingWritten(api, async () => {
      const response = await api.post(P.pay, { invoiceId: invoice.id, date: '2026-11-20', amount: '3610.01', method: 'CASH' }, owner.token);
      expectInvalid(response, DOCUMENT_MESSAGES.amountOverDue);
    });
    await ok(api.post(P.pay, { invoiceId: invoice.id, date: '2026-11-20', amount: '3610.00', method: 'CASH' }, owner.token));
    expect(await pendingOf()).toBe('0.00');
    // A bag returned after the invoice was paid in full still gets its credit note (the supplier's
    // output tax falls); the customer is then owed 1,050.00, and nothing more can be paid in.
    await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('1')] }), owner.token));
    expect(await pendingOf()).toBe('-1050.00');
    expect((await ok(api.get(P.invoiceFetch(invoice.id), owner.token))).body.invoice.status).toBe('paid');
    expectInvalid(await api.post(P.pay, { invoiceId: invoice.id, date: '2026-11-20', amount: '1', method: 'CASH' }, owner.token), DOCUMENT_APP_MESSAGES.nothingDue);
  });

  it('keeps the invoice while notes refer to it, and a debit note while credits rely on it', async () => {
    const invoice = await invoiceOfTenBags();
    const debit = await ok(api.post(P.debit, note(invoice.id, { items: [riceLine('1')] }), owner.token)); // + 1 bag, 1,050.00
    // 11 bags: 11,000.00 + 275.00 + 275.00 = 11,550.00 = 10,500.00 + 1,050.00, all of it
    const credit = await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('11')] }), owner.token));
    expect(credit.body.final_total).toBe('11550.00');
    const relied = `The credit notes against ${invoice.number} rely on what this debit note adds: it cannot be lowered or cancelled while they stand.`;
    await expectNothingWritten(api, async () => {
      expectInvalid(await api.get(P.debitStatus('cancelled', debit.body.id), owner.token), relied);
      expectInvalid(await api.post(P.debitEdit, { ...note(invoice.id, { items: [riceLine('0.5')] }), id: debit.body.id, version: 1 }, owner.token), relied);
      expectInvalid(
        await api.get(P.invoiceStatus('cancelled', invoice.id), owner.token),
        `Credit or debit notes refer to this document: ${credit.body.invoice_no}, ${debit.body.invoice_no}. Cancel the notes first.`,
      );
    });
    // A note's status is set by its own call, where its rules are: the invoice's call does not find it.
    for (const id of [credit.body.id, debit.body.id]) expect((await api.get(P.invoiceStatus('draft', id), owner.token)).status).toBe(404);
    await ok(api.get(P.creditStatus('cancelled', credit.body.id), owner.token));
    await ok(api.get(P.debitStatus('cancelled', debit.body.id), owner.token));
    expect((await ok(api.get(P.invoiceStatus('cancelled', invoice.id), owner.token))).body.message).toBe(DOCUMENT_MESSAGES.statusChanged);
  });

  it('keeps the invoice from being edited below what its credit notes credit, in total or in pieces', async () => {
    const invoice = await invoiceOfTenBags();
    await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('4')] }), owner.token)); // 4 bags back: 4,200.00
    const edit = (changes: Body) => api.post('/api/account/invoiceedit/updateinvoicedata', { ...parties(), invoicedate: '2026-11-10', id: invoice.id, version: 1, ...changes }, owner.token);
    await expectNothingWritten(api, async () => {
      // 3 bags at 1,000.00: 3,150.00, below the 4,200.00 credited
      expectInvalid(await edit({ items: [riceLine('3')] }), `The credit notes against ${invoice.number} credit ₹4,200.00 of it: its total cannot go below that.`);
      // 3 bags at 2,000.00 are worth 6,300.00, but 4 bags came back
      expectInvalid(await edit({ items: [riceLine('3', '2000')] }), `The credit notes against ${invoice.number} credit 4 BAG of Basmati Rice: it cannot have less of it than that.`);
      // Rice taken off the invoice for another item
      expectInvalid(await edit({ items: [{ ...MAINTENANCE_LINE, item_id: maintenance, unit_price: '9000' }] }), `The credit notes against ${invoice.number} credit 4 BAG of Basmati Rice: it cannot have less of it than that.`);
    });
    // 4 bags stay: the edit goes through, and nothing is left pending
    const kept = await ok(edit({ items: [riceLine('4')] }));
    expect(kept.body.final_total).toBe('4200.00');
    expect((await ok(api.get(P.invoiceFetch(invoice.id), owner.token))).body.invoice.pending).toBe('0.00');
  });

  it("tells a note's form what is left to credit: the invoice's worth and pieces less its credit notes, plus its debit notes", async () => {
    const invoice = await invoiceOfTenBags();
    const fresh = (await ok(api.get(P.invoiceFetch(invoice.id), owner.token))).body.invoice;
    expect(fresh.credit_left).toEqual({ total: '10500.00', items: { [rice]: '10' } });
    await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('2.5')] }), owner.token)); // 2.5 bags back: 2,625.00
    await ok(api.post(P.debit, note(invoice.id, { items: [riceLine('1')] }), owner.token)); // 1 bag more: 1,050.00
    const after = (await ok(api.get(P.invoiceFetch(invoice.id), owner.token))).body.invoice;
    expect(after.credit_left).toEqual({ total: '8925.00', items: { [rice]: '8.5' } });
    // A note itself refers to nothing further.
    const notes = (await ok(api.get(P.creditList(), owner.token))).body.clientinvoicedata as Body[];
    expect((await ok(api.get(P.creditFetch(notes[0]!.id as string), owner.token))).body.invoice.credit_left).toBeNull();
  });

  it('keeps the line a credit note returns from being deleted', async () => {
    const saved = await ok(api.post(P.invoice, { ...parties(), invoicedate: '2026-11-10', items: [riceLine('2'), { ...MAINTENANCE_LINE, item_id: maintenance }] }, owner.token));
    await ok(api.post(P.credit, note(saved.body.id, { items: [riceLine('1')] }), owner.token));
    const { items } = (await ok(api.get(P.invoiceFetch(saved.body.id), owner.token))).body;
    const riceLineId = items.find((line: Body) => line.item_id === rice).id;
    await expectNothingWritten(api, async () => {
      expectInvalid(
        await api.post('/api/account/invoice/existing/deleteitem', { invoiceid: saved.body.id, itemid: riceLineId, version: 1 }, owner.token),
        `The credit notes against ${saved.body.invoice_no} credit 1 BAG of Basmati Rice: it cannot have less of it than that.`,
      );
    });
  });

  it('frees what a cancelled credit note held', async () => {
    const invoice = await invoiceOfTenBags();
    const all = await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('10')] }), owner.token));
    expect((await api.post(P.credit, note(invoice.id, { items: [riceLine('1')] }), owner.token)).status).toBe(400);
    await ok(api.get(P.creditStatus('cancelled', all.body.id), owner.token));
    expect((await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('1')] }), owner.token))).body.final_total).toBe('1050.00');
  });
});

describe('what the lists show as pending, and the derived status', () => {
  const rowOf = async (id: string) =>
    (await ok(api.get(`/api/account/orginvoiceclient/${orgId}?startyear=2026`, owner.token))).body.clientinvoicedata.find((row: Body) => row.id === id);
  /** 10 bags (10,500.00) due on 2026-11-12, before the test's today (2026-11-20). */
  const overdueInvoice = async () =>
    (await ok(api.post(P.invoice, { ...parties(), invoicedate: '2026-11-10', due_date: '2026-11-12', items: [riceLine('10')] }, owner.token))).body.id as string;

  const paymentsOf = async (id: string) =>
    (await ok(api.get(`/api/account/list/payments/${orgId}?startyear=2026`, owner.token))).body.b2b
      .filter((row: Body) => row.invoiceId === id)
      .map((row: Body) => [row.date, row.total_amount, row.amount, row.notes_adjustment, row.pending_amount]);

  it('subtracts credit notes and adds debit notes in the invoice list, and in the payments list from their date', async () => {
    const id = await overdueInvoice();
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-15', amount: '1000', method: 'CASH' }, owner.token));
    await ok(api.post(P.credit, note(id), owner.token)); // − 2,100.00 on 20 Nov
    await ok(api.post(P.debit, note(id, { items: [riceLine('1', '200')] }), owner.token)); // + 210.00 on 20 Nov
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-20', amount: '500', method: 'CASH' }, owner.token));
    // 10,500.00 − 2,100.00 + 210.00 − 1,000.00 − 500.00
    expect(await rowOf(id)).toEqual(expect.objectContaining({ final_total: '10500.00', paid: '1500.00', notes_adjustment: '-1890.00', pending: '7110.00', status: 'overdue' }));
    // Newest first. After the 15 Nov payment only it was owed less (10,500.00 − 1,000.00): the notes came on the 20th.
    expect(await paymentsOf(id)).toEqual([
      ['2026-11-20', '10500.00', '500.00', '-1890.00', '7110.00'],
      ['2026-11-15', '10500.00', '1000.00', '-1890.00', '9500.00'],
    ]);
  });

  it('dates a note the counter counted before it kept dates from the note itself', async () => {
    const id = await overdueInvoice();
    await ok(api.post(P.pay, { invoiceId: id, date: '2026-11-15', amount: '1000', method: 'CASH' }, owner.token));
    const credit = await ok(api.post(P.credit, note(id), owner.token));
    const { table } = api.server.ports;
    await table.client.send(
      new UpdateCommand({ TableName: table.name, Key: keys.noteHold(orgId, id), UpdateExpression: 'REMOVE held.#note.#date', ExpressionAttributeNames: { '#note': credit.body.id, '#date': 'date' } }),
    );
    expect(await paymentsOf(id)).toEqual([['2026-11-15', '10500.00', '1000.00', '-2100.00', '9500.00']]);
  });

  it('shows a fully credited invoice with nothing pending and not overdue, until a debit note raises it again', async () => {
    const id = await overdueInvoice();
    expect(await rowOf(id)).toEqual(expect.objectContaining({ pending: '10500.00', status: 'overdue' }));
    await ok(api.post(P.credit, note(id, { items: [riceLine('10')] }), owner.token));
    expect(await rowOf(id)).toEqual(expect.objectContaining({ pending: '0.00', status: 'sent' }));
    expect((await ok(api.get(P.invoiceFetch(id), owner.token))).body.invoice).toEqual(expect.objectContaining({ pending: '0.00', status: 'sent' }));
    await ok(api.post(P.debit, note(id, { items: [riceLine('1')] }), owner.token)); // + 1,050.00
    expect(await rowOf(id)).toEqual(expect.objectContaining({ pending: '1050.00', status: 'overdue' }));
  });
});

describe('caps under concurrency (the counter of what notes hold)', () => {
  const beyond4200 = 'The credit notes would credit more than the referred document is worth: at most ₹4,200.00 can still be credited.';
  const statusesOf = (responses: { status: number; body: Body }[]) => responses.map((response) => response.status).sort();

  it('lets exactly one of two credit notes saved at once through when together they exceed the invoice', async () => {
    const invoice = await invoiceOfTenBags();
    // 6 bags each: 6,300.00 + 6,300.00 > 10,500.00, and 12 bags > 10 sold
    const responses = await Promise.all([1, 2].map(() => api.post(P.credit, note(invoice.id, { items: [riceLine('6')] }), owner.token)));
    expect(statusesOf(responses)).toEqual([200, 400]);
    expect(responses.find((response) => response.status === 400)?.body.error).toBe(beyond4200);
    expect((await ok(api.get(P.invoiceFetch(invoice.id), owner.token))).body.invoice.pending).toBe('4200.00');
  });

  it('lets exactly one through when an edit and a new note race for the same room', async () => {
    const invoice = await invoiceOfTenBags();
    const first = await ok(api.post(P.credit, note(invoice.id), owner.token)); // 2 bags
    const responses = await Promise.all([
      api.post(P.creditEdit, { ...note(invoice.id, { items: [riceLine('6')] }), id: first.body.id, version: 1 }, owner.token),
      api.post(P.credit, note(invoice.id, { items: [riceLine('6')] }), owner.token),
    ]);
    expect(statusesOf(responses)).toEqual([200, 400]);
    expect((await ok(api.get(P.invoiceFetch(invoice.id), owner.token))).body.invoice.pending).toBe('4200.00');
  });

  it('gives back what an edit lowers and what a cancel frees', async () => {
    const invoice = await invoiceOfTenBags();
    const all = await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('10')] }), owner.token));
    await ok(api.post(P.creditEdit, { ...note(invoice.id, { items: [riceLine('4')] }), id: all.body.id, version: 1 }, owner.token));
    const six = await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('6')] }), owner.token));
    expect(six.body.final_total).toBe('6300.00');
    expect((await api.post(P.credit, note(invoice.id, { items: [riceLine('1', '1')] }), owner.token)).status).toBe(400);
    await ok(api.get(P.creditStatus('cancelled', six.body.id), owner.token));
    const again = await Promise.all([1, 2].map(() => api.post(P.credit, note(invoice.id, { items: [riceLine('6')] }), owner.token)));
    expect(statusesOf(again)).toEqual([200, 400]);
  });
});

describe('stock, with inventory tracking on', () => {
  const closingOf = (itemId: string) => closingStockOf(api, owner.token, orgId, itemId);
  beforeAll(() => trackInventory(api, owner, orgId));

  it('a credit note brings goods back, a debit note sends them out', async () => {
    const invoice = await invoiceOfTenBags();
    const before = Number(await closingOf(rice));
    await ok(api.post(P.credit, note(invoice.id), owner.token));
    expect(await closingOf(rice)).toBe(String(before + 2));
    await ok(api.post(P.debit, note(invoice.id, { items: [riceLine('1')] }), owner.token));
    expect(await closingOf(rice)).toBe(String(before + 1));
  });

  it('a note changing a price alone moves no stock and reports no quantity (walk 27 H3: a rate revision took 70 rolls out again)', async () => {
    const invoice = await invoiceOfTenBags('2026-11-12');
    const before = Number(await closingOf(rice));
    const itemRow = async () => {
      const rows = (await ok(api.get(`/api/reports/incomeitems/${orgId}?startdate=2026-11-12&enddate=2026-11-12`, owner.token))).body.rows as Body[];
      return rows.find((row) => row.itemid === rice);
    };
    // ₹100.00 more a bag on all ten: taxable 1,000.00 + CGST 25.00 + SGST 25.00 = 1,050.00, dated the invoice's day.
    const revision = note(invoice.id, { invoicedate: '2026-11-12', referencedate: '2026-11-12', reason: 'Rate revised', moves_stock: 'no', items: [riceLine('10', '100')] });
    const riceHsn = async () => {
      const answer = (await ok(api.get(`/api/download/report/generatejson/GSTR1/${orgId}/11/2026`, owner.token))).body;
      // The client is registered: its lines are in hsn_b2b.
      const json = (await (await fetch(`${api.url}${answer.files[0].url}`)).json()) as { hsn: { hsn_b2b: Body[] } };
      const row = json.hsn.hsn_b2b.find((entry) => entry.hsn_sc === '10063020') as Body;
      return [row.qty, row.txval];
    };
    const [quantityBefore, valueBefore] = (await riceHsn()) as [number, number];
    const debit = await ok(api.post(P.debit, revision, owner.token));
    expect(debit.body.final_total).toBe('1050.00');
    // GSTR-1's HSN summary: the value rises by ₹1,000.00, the quantity stays.
    expect(await riceHsn()).toEqual([quantityBefore, valueBefore + 1000]);
    // The client's previous price stays the invoice's: a note's rate corrects it, it is no price offered (walk 29).
    expect((await ok(api.get(`/api/account/invoice/getitemb2b/${rice}/${orgId}/${client.id}`, owner.token))).body.item.previtemprice).toBe('1000.00');
    expect(await closingOf(rice)).toBe(String(before));
    const view = (await ok(api.get(`/api/account/getdebitnote/edit/${debit.body.id}/${orgId}`, owner.token))).body.invoice;
    expect(view.note.moves_stock).toBe('no');
    // Income by item: the ten bags once, at ₹10,000.00 + ₹1,000.00.
    expect(await itemRow()).toMatchObject({ quantity: '10', documents: 2, taxable: '11000.00' });
    // Two discounts of ₹50.00 a bag on all ten: each applies to what was sold, not to what is left to return.
    const discount = note(invoice.id, { invoicedate: '2026-11-12', referencedate: '2026-11-12', reason: 'Discount', moves_stock: 'no', items: [riceLine('10', '50')] });
    await ok(api.post(P.credit, discount, owner.token));
    await ok(api.post(P.credit, discount, owner.token));
    expect(await closingOf(rice)).toBe(String(before));
    expect(await itemRow()).toMatchObject({ quantity: '10', documents: 4, taxable: '10000.00' });
    // Ten bags returned besides: the return moves stock, and the caps still hold for goods.
    await ok(api.post(P.credit, note(invoice.id, { invoicedate: '2026-11-12', referencedate: '2026-11-12', items: [riceLine('10', '1')] }), owner.token));
    expect(await closingOf(rice)).toBe(String(before + 10));
    expectInvalid(await api.post(P.credit, note(invoice.id, { invoicedate: '2026-11-12', referencedate: '2026-11-12', items: [riceLine('1', '1')] }), owner.token), 'More Basmati Rice would come back than was sold on the referred document: at most 0 BAG can still be credited.');
  });
});

describe("a supplier's credit note against a purchase (vendorcreditnote), with inventory tracking on", () => {
  const vendorCredit = () => `/api/account/invoice/vendorcreditnote/${orgId}`;
  const vendorParties = (): Body => ({ org_id: orgId, vendor_id: client.id, client_address_id: client.addressId, client_contact_id: client.contactId, isaddrsame: 1, roundoff: 0 });
  const closingOf = (itemId: string) => closingStockOf(api, owner.token, orgId, itemId);
  beforeAll(() => trackInventory(api, owner, orgId));

  it('lowers what is owed on the purchase, sends the goods back out of stock, and caps like a credit note', async () => {
    const before = Number(await closingOf(rice));
    // 10 bags bought at 1,000.00 + 5%: 10,500.00
    const purchase = (await ok(api.post('/api/account/purchase/data', { ...vendorParties(), purchased_date: '2026-11-10', items: [riceLine('10')] }, owner.token))).body;
    expect(await closingOf(rice)).toBe(String(before + 10));
    const credit = { ...vendorParties(), invoicedate: '2026-11-20', referencetype: 'purchase', referenceid: purchase.id, referencedate: '2026-11-10', reason: 'Two bags sent back: wet', items: [riceLine('2')] };
    const saved = await ok(api.post(vendorCredit(), credit, owner.token));
    expect(saved.body).toEqual(expect.objectContaining({ message: 'Vendor credit note added successfully', invoice_no: 'VCN-2026-1', final_total: '2100.00' }));
    expect((await ok(api.get(`/api/account/purchase/getpurchasedata/${purchase.id}/${orgId}`, owner.token))).body.invoice.pending).toBe('8400.00');
    expect(await closingOf(rice)).toBe(String(before + 8));
    await expectNothingWritten(api, async () => {
      const response = await api.post(vendorCredit(), { ...credit, items: [riceLine('9')] }, owner.token);
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: 'The credit notes would credit more than the referred document is worth: at most ₹8,400.00 can still be credited.',
      });
    });
    // Priced low enough to fit the ₹8,400.00 left, 9 bags are still more than the 8 left to send back
    await expectNothingWritten(api, async () => {
      expectInvalid(await api.post(vendorCredit(), { ...credit, items: [riceLine('9', '100')] }, owner.token), 'More Basmati Rice would go back than was bought on the referred document: at most 8 BAG can still be credited.');
    });
    // A sales invoice is not what a supplier credits
    const invoice = await invoiceOfTenBags();
    const wrong = await api.post(vendorCredit(), { ...credit, referencetype: 'b2b', referenceid: invoice.id }, owner.token);
    expect({ status: wrong.status, code: wrong.body.code, error: wrong.body.error }).toEqual({ status: 400, code: 'document.referenceKind', error: "A vendor's credit note can refer only to a purchase." });
    // Nor is another supplier's purchase
    const otherSupplier = (await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Satara Grain Co', gstin14: '27AAACS7788K1Z', city: 'Satara', pincode: '415001' }), owner.token))).body.client_id;
    const otherAddress = (await ok(api.get(`/api/client/getclient/${otherSupplier}`, owner.token))).body.clientaddress[0].id;
    expectInvalid(
      await api.post(vendorCredit(), { ...credit, vendor_id: otherSupplier, client_address_id: otherAddress, client_contact_id: '' }, owner.token),
      'The referred document belongs to another supplier.',
    );
  });

  it('is listed, fetched, corrected and cancelled through its own calls, and then lets its purchase be cancelled', async () => {
    // 4 bags bought at 1,000.00 + 5%: 4,200.00; the supplier credits 1 bag: 1,050.00.
    const purchase = (await ok(api.post('/api/account/purchase/data', { ...vendorParties(), purchased_date: '2026-11-12', items: [riceLine('4')] }, owner.token))).body;
    const pendingOfPurchase = async () => (await ok(api.get(`/api/account/purchase/getpurchasedata/${purchase.id}/${orgId}`, owner.token))).body.invoice.pending;
    const credit = { ...vendorParties(), invoicedate: '2026-11-21', referencetype: 'purchase', referenceid: purchase.id, referencedate: '2026-11-12', reason: 'One bag short', items: [riceLine('1')] };
    const saved = (await ok(api.post(vendorCredit(), credit, owner.token))).body;
    expect(await pendingOfPurchase()).toBe('3150.00');

    const form = (await ok(api.get(`/api/account/vendorcreditnote/orgiterms/${orgId}`, owner.token))).body;
    const savedSeq = Number(/^VCN-2026-(\d+)$/.exec(saved.invoice_no)?.[1]);
    expect({ kind: form.invoiceGeneration.kind, next: form.orgSequence.next_invoice_no }).toEqual({ kind: 'vendor_credit', next: `VCN-2026-${savedSeq + 1}` });
    const rows = (await ok(api.get(`/api/account/vendorcreditnote/list/${orgId}?startyear=2026`, owner.token))).body.clientinvoicedata;
    expect(rows.find((row: Body) => row.id === saved.id)).toEqual(expect.objectContaining({ invoice_no: saved.invoice_no, final_total: '1050.00', status: 'sent' }));
    const fetched = (await ok(api.get(`/api/account/vendorcreditnote/edit/${saved.id}/${orgId}`, owner.token))).body;
    expect(fetched.invoice).toEqual(expect.objectContaining({ kind: 'vendor_credit', invoice_no: saved.invoice_no, final_total: '1050.00' }));
    expect(fetched.invoice.note).toEqual({ referenceid: purchase.id, referencedate: '2026-11-12', reason: 'One bag short', moves_stock: 'yes' });

    // Two bags, not one: the purchase owes 4,200.00 − 2,100.00.
    const edited = (await ok(api.post('/api/account/vendorcreditnote/editdata', { ...credit, id: saved.id, version: saved.version, items: [riceLine('2')] }, owner.token))).body;
    expect(edited).toEqual(expect.objectContaining({ message: 'Vendor credit note updated successfully', final_total: '2100.00' }));
    expect(await pendingOfPurchase()).toBe('2100.00');

    // While the note stands, the purchase cannot be cancelled; once the note is, it can.
    const blocked = await api.get(`/api/account/purchase/changestatus/cancelled/${purchase.id}`, owner.token);
    expect({ status: blocked.status, error: blocked.body.error }).toEqual({ status: 400, error: `Credit or debit notes refer to this document: ${saved.invoice_no}. Cancel the notes first.` });
    // Nor can it be edited to fewer bags than the supplier took back.
    const purchaseEdit = { ...vendorParties(), purchased_date: '2026-11-12', id: purchase.id, version: purchase.version, items: [riceLine('1', '3000')] };
    await expectNothingWritten(api, async () => {
      expectInvalid(await api.post('/api/account/update/purchase/data', purchaseEdit, owner.token), `The credit notes against ${purchase.invoice_no} credit 2 BAG of Basmati Rice: it cannot have less of it than that.`);
    });
    await ok(api.get(`/api/account/purchase/changestatus/cancelled/${saved.id}`, owner.token));
    expect(await pendingOfPurchase()).toBe('4200.00');
    const purchaseRows = (await ok(api.get(`/api/account/clientpurchase/${orgId}?startyear=2026`, owner.token))).body.clientinvoicedata;
    expect(purchaseRows.find((row: Body) => row.id === purchase.id)).toEqual(expect.objectContaining({ final_total: '4200.00', pending: '4200.00' }));
    await ok(api.get(`/api/account/purchase/changestatus/cancelled/${purchase.id}`, owner.token));
  });
});

describe("the look-ups of a note's originals", () => {
  it("need the permission of the type asked: a purchases clerk sees purchases to credit, not invoices", async () => {
    const clerk = await signUp(api, { username: 'Purchase Clerk', email: 'clerk.notes@example.in', password: 'Clerk@1234', usertype: 'CA' });
    await putMembership(api.server.ports.table, { orgId, userId: clerk.userId, role: 'member', permissions: ['purchases.view', 'purchases.edit'], createdAt: new Date().toISOString() });
    const statuses = await Promise.all([
      api.get(`/api/account/invoice/getcreditnotereferencetype/purchase/${orgId}`, clerk.token),
      api.get(`/api/account/invoice/getcreditnotereferencetypeforclientID/purchase/${orgId}/${client.id}`, clerk.token),
      api.get(`/api/account/invoice/getcreditnotereferencetype/b2b/${orgId}`, clerk.token),
      api.get(`/api/account/invoice/getcreditnotereferencetypeforclientID/b2b/${orgId}/${client.id}`, clerk.token),
    ]);
    expect(statuses.map((response) => response.status)).toEqual([200, 200, 403, 403]);
    expect(statuses[0]!.body.documents.length).toBeGreaterThan(0);
    expect(statuses[0]!.body.documents.every((doc: Body) => doc.kind === 'purchase')).toBe(true);
  });
});

describe('another organisation', () => {
  it('gets 403 and no data on the note calls', async () => {
    const invoice = await invoiceOfTenBags();
    const saved = await ok(api.post(P.credit, note(invoice.id, { items: [riceLine('1')] }), owner.token));
    const stranger = await signUp(api, { username: 'Other Owner', email: 'other.notes@example.in', password: 'Other@1234', usertype: 'orguser', type: 1, orgname: 'Other Traders', gstin: gstinOf('29AAGCB7383J1Z') });
    const calls = [
      api.get(P.creditFetch(saved.body.id), stranger.token),
      api.get(P.creditList(), stranger.token),
      api.get(P.creditForm(), stranger.token),
      api.get(P.byClient(client.id), stranger.token),
      api.get(`/api/account/invoice/getclientorg/${orgId}`, stranger.token),
      api.get(`/api/account/invoice/getcreditnotecustomname/${orgId}/b2b`, stranger.token),
      api.post(`/api/account/invoice/vendorcreditnote/${orgId}`, { ...note(invoice.id), org_id: stranger.orgId }, stranger.token),
      api.get(`/api/account/vendorcreditnote/list/${orgId}`, stranger.token),
      api.get(`/api/account/vendorcreditnote/orgiterms/${orgId}`, stranger.token),
      api.get(`/api/account/vendorcreditnote/edit/${saved.body.id}/${orgId}`, stranger.token),
      api.post('/api/account/vendorcreditnote/editdata', { ...note(invoice.id), id: saved.body.id, version: 1 }, stranger.token),
      api.get(P.creditStatus('draft', saved.body.id), stranger.token),
      api.post(P.creditEdit, { ...note(invoice.id), id: saved.body.id, version: 1 }, stranger.token),
      api.post(P.credit, note(invoice.id), stranger.token),
    ];
    for (const response of await Promise.all(calls)) {
      expect({ status: response.status, invoice: response.body?.invoice }).toEqual({ status: 403, invoice: undefined });
    }
  });
});
