// What customers owe, with their credit and debit notes, through the sales report's charts (the
// home page's receivables) and totals, over real HTTP against the local server. The receivables
// must agree with what the invoice list shows as pending (notes-api.test.ts): a fully credited
// invoice is owed nothing and is not counted; a debit note adds to its invoice; a cancelled note
// gives back; an organisation whose owed fold was counted before notes counted is counted again.
import { RICE_LINE, expectOk as ok, startDocumentTest, type DocumentTestSetup } from '../support/document-lines.js';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/src/store/keys.js';
import { countOwedAgain } from '../../functions/src/areas/reports/report-counting.js';
import { createNoteHold } from '../../functions/src/store/note-holds.js';
import { OWED_FOLD } from '../../functions/src/store/report-days.js';

type Body = Record<string, unknown>;

let setup: DocumentTestSetup;
const clock = new Date('2026-11-20T06:30:00.000Z');

const P = {
  invoice: '/api/account/invoice/insert/savedata',
  pay: '/api/account/addpayments/orgcharts',
  credit: '/api/account/creditnote/savedata',
  debit: '/api/account/debitnote/savedata',
  creditStatus: (status: string, id: string) => `/api/account/creditnote/changestatus/${status}/${id}`,
  list: () => `/api/account/orginvoiceclient/${setup.orgId}?startyear=2026`,
  sales: () => `/api/reports/getsalesreport/${setup.orgId}?startdate=2026-11-01&enddate=2026-11-30`,
};

/** Rice at ₹1,000.00 a bag before tax, 5% GST inside Maharashtra: a bag is ₹1,050.00. */
const riceLine = (qty: string, unitPrice = '1000'): Body => ({ ...RICE_LINE, item_id: setup.rice, qty, unit_price: unitPrice, discountstring: '' });
const parties = (): Body => ({ org_id: setup.orgId, client_id: setup.client.id, clientaddressid: setup.client.addressId, clientcontactid: setup.client.contactId, isaddrsame: 1, roundoff: 0 });

/** 10 bags (₹10,500.00) issued 10 Nov 2026, due 5 Dec 2026: not yet due on the test's today. */
async function tenBags(): Promise<string> {
  return (await ok(setup.api.post(P.invoice, { ...parties(), invoicedate: '2026-11-10', due_date: '2026-12-05', items: [riceLine('10')] }, setup.owner.token))).body.id as string;
}

const note = (invoiceId: string, bags: string, unitPrice = '1000'): Body => ({
  ...parties(), invoicedate: '2026-11-20', referencetype: 'b2b', referenceid: invoiceId, referencedate: '2026-11-10', reason: 'Returned damp', items: [riceLine(bags, unitPrice)],
});

const report = async () => (await ok(setup.api.get(P.sales(), setup.owner.token))).body;
/** What the chart ages as not yet due: [invoices, amount]. */
const notDue = async () => {
  const age = (await report()).charts.receivables.find((row: Body) => row.age === 'not_due');
  return [age.documents, age.amount];
};
const listPending = async () => {
  const rows = (await ok(setup.api.get(P.list(), setup.owner.token))).body.clientinvoicedata as Body[];
  return rows.map((row) => [row.id, row.pending]);
};

beforeAll(async () => {
  setup = await startDocumentTest(clock);
});

afterAll(async () => {
  await setup.api.close();
});

it("owes an invoice's total less its payments and credit notes, plus its debit notes, as the list shows", async () => {
  const id = await tenBags();
  expect(await notDue()).toEqual([1, '10500.00']);
  await ok(setup.api.post(P.credit, note(id, '2'), setup.owner.token)); // − 2,100.00
  expect(await notDue()).toEqual([1, '8400.00']);
  await ok(setup.api.post(P.debit, note(id, '1', '200'), setup.owner.token)); // + 210.00
  await ok(setup.api.post(P.pay, { invoiceId: id, date: '2026-11-15', amount: '1000', method: 'CASH' }, setup.owner.token));
  // 10,500.00 − 2,100.00 + 210.00 − 1,000.00, in the chart, the report's pending, its row and the list.
  expect(await notDue()).toEqual([1, '7610.00']);
  const sales = await report();
  expect(sales.totals.pending).toBe('7610.00');
  expect(sales.rows.filter((row: Body) => row.id === id).map((row: Body) => [row.total, row.paid, row.pending])).toEqual([['10500.00', '1000.00', '7610.00']]);
  expect(await listPending()).toEqual([[id, '7610.00']]);
});

it('counts a fully credited invoice nowhere, and owes it again when the credit note is cancelled', async () => {
  const id = await tenBags();
  expect(await notDue()).toEqual([2, '18110.00']);
  const credit = (await ok(setup.api.post(P.credit, note(id, '10'), setup.owner.token))).body.id as string;
  // Only the first invoice is still owed.
  expect(await notDue()).toEqual([1, '7610.00']);
  expect((await report()).totals.pending).toBe('7610.00');
  await ok(setup.api.get(P.creditStatus('cancelled', credit), setup.owner.token));
  expect(await notDue()).toEqual([2, '18110.00']);
  expect((await listPending()).map(([, pending]) => pending).sort()).toEqual(['10500.00', '7610.00']);
});

it('counts again, with their notes, the sales of an organisation whose owed fold was built before notes counted (an upgrade), once', async () => {
  const id = await tenBags();
  expect(await notDue()).toEqual([3, '28610.00']);
  // As the code before left it: the notes' counter moved (a ₹4,200.00 credit) without the invoice
  // being counted again, and the owed fold marked built.
  const table = setup.api.server.ports.table;
  expect(await createNoteHold(table, setup.orgId, id, { net: 420_000, moves: 1, quantities: {}, held: {} })).toBe(true);
  expect(await notDue()).toEqual([3, '28610.00']);
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.reportFoldBuilt(setup.orgId, OWED_FOLD.builtMarker) }));
  for (let i = 0; i < 2; i++) expect(await notDue()).toEqual([3, '24410.00']);
  expect((await listPending()).find(([row]) => row === id)).toEqual([id, '6300.00']);
});

describe("a note whose write fails after it moved its invoice's counter", () => {
  /**
   * Fails the write of the next credit note's document: first `meanwhile` runs (what another
   * worker might do while the note holds its room), then the write throws; `giveBackFails` makes
   * the hold's give-back fail too, as a crash there would leave it.
   */
  function failNextCreditNote(meanwhile: () => Promise<void>, giveBackFails = false): () => void {
    const client = setup.api.server.ports.table.client;
    const send = client.send.bind(client);
    let step: 'write' | 'giveBack' | 'done' = 'write';
    client.send = (async (command: { input: { Item?: { kind?: string }; UpdateExpression?: string } }) => {
      if (step === 'write' && command.input.Item?.kind === 'credit_note') {
        await meanwhile();
        step = giveBackFails ? 'giveBack' : 'done';
        throw new Error('the connection to the database dropped');
      }
      if (step === 'giveBack' && command.input.UpdateExpression?.includes('held.#note')) {
        step = 'done';
        throw new Error('the process stopped before giving the hold back');
      }
      return send(command as never);
    }) as typeof client.send;
    return () => {
      client.send = send as typeof client.send;
    };
  }

  it('gives the hold back and counts the invoice again, so a count made during the hold does not stay', async () => {
    const id = await tenBags();
    expect(await notDue()).toEqual([4, '34910.00']);
    // While the note holds ₹2,100.00 of the invoice, its sale is counted (as a payment's or another note's work would).
    const restore = failNextCreditNote(() => countOwedAgain(setup.api.server.ports, id));
    const failed = await setup.api.post(P.credit, note(id, '2'), setup.owner.token);
    restore();
    expect(failed.status).toBe(500);
    expect(await notDue()).toEqual([4, '34910.00']);
    expect((await listPending()).find(([row]) => row === id)).toEqual([id, '10500.00']);
  });

  it('repairs a hold a crash left behind once it is stale, and counts the invoice again', async () => {
    const id = await tenBags();
    const restore = failNextCreditNote(async () => undefined, true);
    expect((await setup.api.post(P.credit, note(id, '4'), setup.owner.token)).status).toBe(500);
    restore();
    // The hold of ₹4,200.00 stays, in the list and the receivables alike, until it is repaired.
    expect((await listPending()).find(([row]) => row === id)).toEqual([id, '6300.00']);
    expect(await notDue()).toEqual([5, '41210.00']);
    // Three minutes on, a credit note of 8 bags (₹8,400.00) fits only once the stale hold is repaired.
    setup.api.server.ports.now = () => new Date(clock.getTime() + 3 * 60_000);
    await ok(setup.api.post(P.credit, note(id, '8'), setup.owner.token));
    setup.api.server.ports.now = () => clock;
    expect((await listPending()).find(([row]) => row === id)).toEqual([id, '2100.00']);
    expect(await notDue()).toEqual([5, '37010.00']);
  });
});

it("nets what is owed back in the sales report's pending, as its rows do, and ages none of it", async () => {
  const id = await tenBags();
  await ok(setup.api.post(P.pay, { invoiceId: id, date: '2026-11-15', amount: '10500', method: 'CASH' }, setup.owner.token));
  const [documentsBefore] = await notDue();
  // Paid in full, then 2 bags returned: ₹2,100.00 owed back to the customer.
  await ok(setup.api.post(P.credit, note(id, '2'), setup.owner.token));
  const sales = await report();
  expect(sales.rows.find((row: Body) => row.id === id)).toEqual(expect.objectContaining({ total: '10500.00', paid: '10500.00', pending: '-2100.00' }));
  const rowsPending = sales.rows.filter((row: Body) => row.kind !== 'credit_note').reduce((sum: number, row: Body) => sum + Math.round(Number(row.pending) * 100), 0);
  expect(sales.totals.pending).toBe((rowsPending / 100).toFixed(2));
  expect((await notDue())[0]).toBe(documentsBefore);
  // The home card says it apart: Sundry debtors nets it against what is owed (walk 25 L11).
  expect(sales.charts.owedBack).toBe('2100.00');
});
