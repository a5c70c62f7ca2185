// One party's lines of an account in the general ledger (walk 22: filtering Sundry debtors to one
// customer showed the whole account's running balance): the customer's own opening from before
// the period, only their lines, their running balance and closing; the parties to choose from.
import { clientInsertBody } from '../support/document-fixtures.js';
import { RICE_LINE, expectOk, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';

type Body = Record<string, unknown>;

let setup: DocumentTestSetup;
const ledger = (query: string) => expectOk(setup.api.get(`/api/reports/generalledger/${setup.orgId}${query}`, setup.owner.token));

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-28T06:30:00.000Z'), { name: 'Narmada Traders', email: 'owner@narmada.example.in', gstin14: '27AAGCN5678K1Z' });
  const { api, owner, orgId } = setup;
  const saved = await expectOk(api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Ujjain Stores', gstin14: '27AAACU2468K1Z', city: 'Nashik', pincode: '422001' }), owner.token));
  const ujjain = (await expectOk(api.get(`/api/client/getclient/${saved.body.client_id}`, owner.token))).body;
  const invoice = async (client: { id: string; addressId: string }, date: string, qty: string) =>
    (
      await expectOk(
        api.post('/api/account/invoice/insert/savedata', { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: date, items: [{ ...RICE_LINE, item_id: setup.rice, qty }] }, owner.token),
      )
    ).body;
  const kirana = setup.client;
  const october = await invoice(kirana, '2026-10-20', '2');
  await invoice({ id: saved.body.client_id, addressId: ujjain.clientaddress[0].id }, '2026-11-05', '3');
  await invoice(kirana, '2026-11-10', '1');
  await expectOk(api.post('/api/account/addpayments/orgcharts', { invoiceId: october.id, date: '2026-11-12', amount: '1000', method: 'CASH' }, owner.token));
}, 30_000);

afterAll(async () => {
  await setup.api.close();
});

it("answers one customer's lines of Sundry debtors with their own opening, running balance and closing", async () => {
  const whole = (await ledger('?start=2026-11-01&end=2026-11-30&account=sys_debtors')).body.ledger;
  expect(whole.party).toBeNull();
  expect(whole.parties.map((party: Body) => party.name)).toEqual(['Shree Kirana', 'Ujjain Stores']);
  const kirana = whole.parties.find((party: Body) => party.name === 'Shree Kirana');

  const theirs = (await ledger(`?start=2026-11-01&end=2026-11-30&account=sys_debtors&party=${kirana.id}`)).body.ledger;
  // RICE_LINE: ₹1,250.50 a bag less 10%, 5% GST. One bag: 1,125.45 + CGST 28.14 + SGST 28.14 = 1,181.73.
  // October's two bags are their opening: 2,250.90 + 56.27 + 56.27 = 2,363.44.
  expect(theirs).toMatchObject({ party: { id: kirana.id, name: 'Shree Kirana' }, opening: '2363.44', debit: '1181.73', credit: '1000.00', closing: '2545.17', next: null });
  expect(theirs.lines.map((line: Body) => [line.date, (line.source as Body).number, line.party, line.debit, line.credit, line.balance])).toEqual([
    ['2026-11-10', 'INV3', 'Shree Kirana', '1181.73', '0.00', '3545.17'],
    ['2026-11-12', 'INV1', 'Shree Kirana', '0.00', '1000.00', '2545.17'],
  ]);
  // Both customers still offered, whichever is chosen.
  expect(theirs.parties.map((party: Body) => party.name)).toEqual(['Shree Kirana', 'Ujjain Stores']);
  // The whole account adds Ujjain's three bags: 3,376.35 + 84.41 + 84.41 = 3,545.17.
  expect(whole).toMatchObject({ opening: '2363.44', closing: '6090.34' });
});

it('offers every customer in the picker, those owing only from before the period too (walk 25 M2)', async () => {
  // December has no lines: both still owe from November, and a client never invoiced is offered too.
  await expectOk(setup.api.post('/api/client/insert', clientInsertBody(setup.orgId, { name: 'Akola Mart', gstin14: '27AAACA1357K1Z', city: 'Akola', pincode: '444001' }), setup.owner.token));
  const december = (await ledger('?start=2026-12-01&end=2026-12-31&account=sys_debtors')).body.ledger;
  expect([december.lines, december.opening, december.closing]).toEqual([[], '6090.34', '6090.34']);
  expect(december.parties.map((party: Body) => party.name)).toEqual(['Akola Mart', 'Shree Kirana', 'Ujjain Stores']);
  // An account whose lines name no party offers none.
  expect((await ledger('?start=2026-11-01&end=2026-11-30&account=sys_sales')).body.ledger.parties).toEqual([]);
});

it("answers 404 for a party the account does not keep: not a ledger of someone owing nothing (walk 28 F9)", async () => {
  const { api, owner, orgId } = setup;
  const debtors = (await ledger('?start=2026-11-01&end=2026-11-30&account=sys_debtors')).body.ledger;
  const kirana = debtors.parties.find((party: Body) => party.name === 'Shree Kirana');
  for (const query of ['account=sys_debtors&party=another_org_client', `account=sys_sales&party=${kirana.id}`, `account=sys_debtors&party=${'x'.repeat(300)}`]) {
    const answer = await api.get(`/api/reports/generalledger/${orgId}?start=2026-11-01&end=2026-11-30&${query}`, owner.token);
    expect([query, answer.status, answer.body.error]).toEqual([query, 404, 'This party has no account in this ledger: choose one from the list.']);
  }
});
