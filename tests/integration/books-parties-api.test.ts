// Starting balances and journals party by party (walk 40 M2): the debtors and creditors a business
// brings into its books belong to customers and suppliers, and its bank balance to a bank account,
// so each party's ledger opens with what it owed, and a journal settles an opening due against it.
//
// Hand-worked, books from 1 October 2026: Shree Kirana owes ₹11,800.00 and Sahyadri Traders
// ₹2,500.50 (Sundry debtors ₹14,300.50); the business owes Nashik Steel ₹5,900.00 (Sundry
// creditors); ₹2,00,000.00 is in HDFC Bank. Opening balance equity takes 14,300.50 + 2,00,000 −
// 5,900 = ₹2,08,400.50. On 20 October Shree Kirana pays ₹11,800.00 into HDFC Bank (a journal:
// Bank Dr, Sundry debtors Cr, each line naming its party): its ledger closes at nothing.
import { BOOKS_APP_MESSAGES, buildPath, fillMessage, routes } from '@bahi/shared';
import { clientInsertBody } from '../support/document-fixtures.js';
import { expectOk as ok, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';
import { expectNothingWritten } from '../support/expectations.js';

type Body = Record<string, unknown>;

const OCTOBER = '?start=2026-10-01&end=2026-10-31';
let setup: DocumentTestSetup;
let sahyadri: string;
let nashik: string;
let hdfc: string;

const post = (path: string, body: Body) => setup.api.post(path, body, setup.owner.token);
const ledgerOf = async (account: string, party: string) =>
  (await ok(setup.api.get(`${buildPath(routes.generalLedger.path, { orgId: setup.orgId })}${OCTOBER}&account=${account}&party=${party}`, setup.owner.token))).body.ledger;
const figuresOf = (ledger: Body) => [ledger.opening, ledger.debit, ledger.credit, ledger.closing];
const opening = (lines: Body[]): Body => ({ orgid: setup.orgId, userid: setup.owner.userId, description: 'Books brought in', transactiondate: '2026-10-01', lines });
const OPENING_LINES = (): Body[] => [
  { accountid: 'sys_debtors', partyid: setup.client.id, debit: '11,800', credit: '' },
  { accountid: 'sys_debtors', partyid: sahyadri, debit: '2500.50', credit: '' },
  { accountid: 'sys_creditors', partyid: nashik, debit: '', credit: '5,900' },
  { accountid: 'sys_bank', partyid: hdfc, debit: '2,00,000', credit: '' },
];

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-29T06:30:00.000Z'), { name: 'Godavari Traders', email: 'owner@godavari.example.in', gstin14: '27AAGCG2468H1Z' });
  const { api, owner, orgId } = setup;
  const client = async (name: string, gstin14: string) => (await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name, gstin14, city: 'Nashik', pincode: '422001' }), owner.token))).body.client_id as string;
  sahyadri = await client('Sahyadri Traders', '27AABCS2468J1Z');
  nashik = await client('Nashik Steel', '27AABCN1357L1Z');
  const banks = (await ok(post(routes.addOrgBank.path, { orgid: orgId, holder_name: 'Godavari Traders', account: '50100987654321', ifsc: 'HDFC0001234', branch: 'Nashik', bankname: 'HDFC Bank' }))).body.organisation.banks;
  hdfc = banks[0].id;
});

afterAll(async () => {
  await setup.api.close();
});

describe('starting balances party by party (walk 40 M2)', () => {
  it('refuses a party on an account that keeps none, and one that is not the organisation’s, writing nothing', async () => {
    const cases: [Body, string, string][] = [
      [{ accountid: 'sys_cash', partyid: sahyadri, debit: '100', credit: '' }, 'lines.0.partyid', BOOKS_APP_MESSAGES.partyOnPartyAccount],
      [{ accountid: 'sys_debtors', partyid: 'nobody', debit: '100', credit: '' }, 'lines.0.partyid', BOOKS_APP_MESSAGES.partyUnknown],
      // A client is not a bank account, nor a bank account a customer.
      [{ accountid: 'sys_bank', partyid: sahyadri, debit: '100', credit: '' }, 'lines.0.partyid', BOOKS_APP_MESSAGES.partyUnknown],
      [{ accountid: 'sys_debtors', partyid: hdfc, debit: '100', credit: '' }, 'lines.0.partyid', BOOKS_APP_MESSAGES.partyUnknown],
    ];
    for (const [line, field, message] of cases) {
      await expectNothingWritten(setup.api, async () => {
        const refused = await post(routes.saveStartingBalance.path, opening([line]));
        expect([refused.status, refused.body.errors]).toEqual([400, [{ field, message }]]);
      });
    }
  });

  it('keeps each line’s party and names it', async () => {
    await ok(post(routes.saveStartingBalance.path, opening(OPENING_LINES())));
    const view = (await ok(setup.api.get(buildPath(routes.getStartingBalance.path, { orgId: setup.orgId }), setup.owner.token))).body.startingBalance;
    expect(view.lines.map((line: Body) => [line.accountname, line.partyname, line.debit, line.credit])).toEqual([
      ['Sundry debtors', 'Shree Kirana', '11800.00', '0.00'],
      ['Sundry debtors', 'Sahyadri Traders', '2500.50', '0.00'],
      ['Sundry creditors', 'Nashik Steel', '0.00', '5900.00'],
      ['Bank accounts', 'HDFC Bank · 50100987654321', '200000.00', '0.00'],
    ]);
    expect(view.equity).toBe('208400.50');
  });

  it('opens each party’s ledger with what it owed, and the accounts with their sums', async () => {
    await expect(ledgerOf('sys_debtors', setup.client.id).then(figuresOf)).resolves.toEqual(['0.00', '11800.00', '0.00', '11800.00']);
    await expect(ledgerOf('sys_debtors', sahyadri).then(figuresOf)).resolves.toEqual(['0.00', '2500.50', '0.00', '2500.50']);
    await expect(ledgerOf('sys_creditors', nashik).then(figuresOf)).resolves.toEqual(['0.00', '0.00', '5900.00', '5900.00']);
    await expect(ledgerOf('sys_bank', hdfc).then(figuresOf)).resolves.toEqual(['0.00', '200000.00', '0.00', '200000.00']);
    const trial = (await ok(setup.api.get(`${buildPath(routes.trialBalance.path, { orgId: setup.orgId })}${OCTOBER}`, setup.owner.token))).body;
    expect([trial.debit, trial.credit]).toEqual(['214300.50', '214300.50']);
  });

  it('settles an opening due by a journal naming the party: Shree Kirana’s ledger closes at nothing', async () => {
    const lines = [
      { acc: 'sys_bank', partyid: hdfc, desc: 'NEFT from Shree Kirana', debit: '11800', credit: '' },
      { acc: 'sys_debtors', partyid: setup.client.id, desc: 'Opening due received', debit: '', credit: '11800' },
    ];
    const saved = await ok(post(routes.saveJournal.path, { orgid: setup.orgId, userid: setup.owner.userId, description: 'Shree Kirana pays its opening due', transactiondate: '2026-10-20', lines }));
    await expect(ledgerOf('sys_debtors', setup.client.id).then(figuresOf)).resolves.toEqual(['0.00', '11800.00', '11800.00', '0.00']);
    await expect(ledgerOf('sys_bank', hdfc).then(figuresOf)).resolves.toEqual(['0.00', '211800.00', '0.00', '211800.00']);
    const journal = (await ok(setup.api.get(buildPath(routes.fetchJournal.path, { journalId: saved.body.id, userId: setup.owner.userId, orgId: setup.orgId }), setup.owner.token))).body.journal;
    expect(journal.lines.map((line: Body) => [line.acc, line.partyid, line.partyname])).toEqual([
      ['sys_bank', hdfc, 'HDFC Bank · 50100987654321'],
      ['sys_debtors', setup.client.id, 'Shree Kirana'],
    ]);
  });

  it('keeps a client the books name from being deleted', async () => {
    await expectNothingWritten(setup.api, async () => {
      const refused = await setup.api.get(buildPath(routes.deleteClient.path, { id: nashik }), setup.owner.token);
      expect([refused.status, refused.body.error]).toEqual([409, fillMessage(BOOKS_APP_MESSAGES.clientInEntries, { entries: 'the starting balances' })]);
    });
  });
});
