// Expenses in the books over real HTTP: recording one posts the expense and its input tax against
// the money it was paid with (as GSTR-3B claims that tax), deleting it takes them out, what a
// crash left between the expense and its postings is finished by the next report, and expenses
// recorded before expenses posted are posted once.
import { EXPENSE_APP_MESSAGES, buildPath, routes } from '@bahi/shared';
import { type SignedIn, type TestServer } from '../support/api-client.js';
import { gstinOf } from '../support/document-fixtures.js';
import { expectOk as ok, startDocumentTest } from '../support/document-lines.js';
import { insertExpense, expenseId, type ExpenseRecord } from '../../functions/src/store/expenses.js';
import { putSyncMarker } from '../../functions/src/store/documents.js';
import { keys } from '../../functions/src/store/keys.js';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let orgId: string;
const clock = new Date('2026-11-30T06:30:00.000Z');
const NOVEMBER = '?start=2026-11-01&end=2026-11-30';

const trialBalance = async () => (await ok(api.get(`${buildPath(routes.trialBalance.path, { orgId })}${NOVEMBER}`, owner.token))).body;
const row = (id: string, name: string, type: string, debit: string, credit: string) => ({ account: { id, name, type }, debit, credit });
/** A registered supplier's expense: its GSTIN is what its input tax credit needs. */
const SUPPLIER_GSTIN = gstinOf('27AAKFS1234E1Z');
const expense = (changes: Body = {}): Body => ({
  orgId, customer_name: 'Shree Stationers', notes: '', date_created: '2026-11-18', payment_method: 'CASH', payment_account: '', payment_through: '', amount: '2345.67', tax_rate: '18', statecode: '27', supplier_gstin: SUPPLIER_GSTIN, file_url: '', ...changes,
});

beforeAll(async () => {
  ({ api, owner, orgId } = await startDocumentTest(clock));
});

afterAll(async () => {
  await api.close();
});

it('posts an expense of ₹2,345.67 at 18% in cash: the expense, CGST and SGST of 211.11 each, and ₹2,767.89 out of cash', async () => {
  const saved = await ok(api.post('/api/account/expenses/save', expense(), owner.token));
  expect(await trialBalance()).toEqual({
    status: true,
    start: '2026-11-01',
    end: '2026-11-30',
    rows: [
      row('sys_cash', 'Cash in hand', 'ASSET', '0.00', '2767.89'),
      row('sys_inputcgst', 'Input CGST', 'ASSET', '211.11', '0.00'),
      row('sys_inputsgst', 'Input SGST', 'ASSET', '211.11', '0.00'),
      row('sys_expenses', 'General expenses', 'EXPENSE', '2345.67', '0.00'),
    ],
    earlierProfit: '0.00',
    debit: '2767.89',
    credit: '2767.89',
  });
  const ledger = (await ok(api.get(`${buildPath(routes.generalLedger.path, { orgId })}${NOVEMBER}&account=sys_expenses`, owner.token))).body.ledger;
  // The expense's line names its payee.
  expect(ledger.lines).toEqual([
    { date: '2026-11-18', source: { type: 'expense', id: saved.body.id, kind: 'expense', number: 'EXPS-20261' }, party: 'Shree Stationers', bankAccount: '', debit: '2345.67', credit: '0.00', balance: '2345.67' },
  ]);
  // Deleted, it leaves the books as it leaves the return.
  await ok(api.get(buildPath(routes.deleteExpense.path, { id: saved.body.id }), owner.token));
  const after = await trialBalance();
  expect([after.debit, after.credit, after.rows.filter((line: { debit: string; credit: string }) => line.debit !== '0.00' || line.credit !== '0.00')]).toEqual(['0.00', '0.00', []]);
});

it('books an expense to the expense account chosen for it, and refuses an account that is not an expense one', async () => {
  const rent = (await ok(api.post(routes.addChartAccount.path, { orgid: orgId, userid: owner.userId, name: 'Office rent', type: 'EXPENSE', description: '', asset_type: '' }, owner.token))).body.account.id as string;
  const form = (await ok(api.get(buildPath(routes.expenseForm.path, { orgId }), owner.token))).body;
  // General expenses first (the default), then the organisation's own.
  expect(form.expense_accounts.slice(0, 1)).toEqual([{ id: 'sys_expenses', name: 'General expenses' }]);
  expect(form.expense_accounts).toContainEqual({ id: rent, name: 'Office rent' });
  const saved = await ok(api.post('/api/account/expenses/save', expense({ customer_name: 'Mehta Estates', amount: '25000', tax_rate: '18', expense_account: rent }), owner.token));
  expect((await trialBalance()).rows).toEqual(
    expect.arrayContaining([row(rent, 'Office rent', 'EXPENSE', '25000.00', '0.00'), row('sys_inputcgst', 'Input CGST', 'ASSET', '2250.00', '0.00')]),
  );
  expect((await trialBalance()).rows.map((line: { account: { id: string } }) => line.account.id)).not.toContain('sys_expenses');
  const listed = (await ok(api.get(buildPath(routes.listExpenses.path, { orgId }), owner.token))).body.expenses.find((each: Body) => each.id === saved.body.id);
  expect([listed.expense_account, listed.expense_account_name]).toEqual([rent, 'Office rent']);

  const refused = await api.post('/api/account/expenses/save', expense({ expense_account: 'sys_cash' }), owner.token);
  expect([refused.status, refused.body.error, refused.body.errors]).toEqual([
    400,
    EXPENSE_APP_MESSAGES.unknownExpenseAccount,
    [{ field: 'expense_account', message: EXPENSE_APP_MESSAGES.unknownExpenseAccount }],
  ]);
  await ok(api.get(buildPath(routes.deleteExpense.path, { id: saved.body.id }), owner.token));
});

it('books blocked credit (Section 17(5)) as part of the expense, with no input tax, and keeps the supplier GSTIN', async () => {
  // Staff lunch, 2,000.00 at 5%: CGST and SGST 50.00 each, all of it cost.
  const saved = await ok(api.post('/api/account/expenses/save', expense({ customer_name: 'Udupi Caterers', amount: '2000', tax_rate: '5', supplier_gstin: gstinOf('27AAACR5055K1Z').toLowerCase(), itc_blocked: 'yes' }), owner.token));
  expect((await trialBalance()).rows).toEqual([row('sys_cash', 'Cash in hand', 'ASSET', '0.00', '2100.00'), row('sys_expenses', 'General expenses', 'EXPENSE', '2100.00', '0.00')]);
  const listed = (await ok(api.get(buildPath(routes.listExpenses.path, { orgId }), owner.token))).body.expenses.find((each: Body) => each.id === saved.body.id);
  expect([listed.supplier_gstin, listed.itc_blocked, listed.tax_amount]).toEqual([gstinOf('27AAACR5055K1Z'), 'yes', '100.00']);
  await ok(api.get(buildPath(routes.deleteExpense.path, { id: saved.body.id }), owner.token));

  const refused = await api.post('/api/account/expenses/save', expense({ supplier_gstin: '27AAACR5055K' }), owner.token);
  expect([refused.status, refused.body.errors]).toEqual([400, [{ field: 'supplier_gstin', message: EXPENSE_APP_MESSAGES.supplierGstinInvalid }]]);
});

it("books the tax of an expense without its supplier's GSTIN as part of the cost, and GSTR-3B claims none of it (walk 32 M4)", async () => {
  // A courier's bill, 300.00 at 18% with no GSTIN: CGST and SGST 27.00 each, all of it cost (Section 16(2)(a)).
  const saved = await ok(api.post('/api/account/expenses/save', expense({ customer_name: 'Local courier', amount: '300', supplier_gstin: '' }), owner.token));
  expect((await trialBalance()).rows).toEqual([row('sys_cash', 'Cash in hand', 'ASSET', '0.00', '354.00'), row('sys_expenses', 'General expenses', 'EXPENSE', '354.00', '0.00')]);
  const listed = (await ok(api.get(buildPath(routes.listExpenses.path, { orgId }), owner.token))).body.expenses.find((each: Body) => each.id === saved.body.id);
  expect([listed.supplier_gstin, listed.itc_blocked, listed.tax_amount]).toEqual(['', 'no', '54.00']);
  const answer = (await ok(api.get(buildPath(routes.generateReturnJson.path, { form: 'GSTR3B', orgid: orgId, month: '11', year: '2026' }), owner.token))).body;
  const gstr3b = (await (await fetch(`${api.url}${answer.files[0].url}`)).json()) as { itc_elg: { itc_avl: Body[] } };
  expect(gstr3b.itc_elg.itc_avl.find((each) => each.ty === 'OTH')).toEqual({ ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 });
  await ok(api.get(buildPath(routes.deleteExpense.path, { id: saved.body.id }), owner.token));
});

it('finishes the postings of an expense whose process stopped after writing it (its marker left behind)', async () => {
  const stopped: ExpenseRecord = {
    id: expenseId(orgId, 2026, 7), orgId, fyStartYear: 2026, seq: 7, number: 'EXPS-20267', payee: 'Speedy Couriers', notes: '', date: '2026-11-20', method: 'CASH', account: '', through: '',
    amount: 1_000_00, taxRateBps: 1800, supplierStateCode: '29', orgStateCode: '27', cgst: 0, sgst: 0, igst: 180_00, tax: 180_00, total: 1_180_00, evidenceKey: '', supplierGstin: gstinOf('29AAKFS1234E1Z'), createdAt: clock.toISOString(), createdBy: owner.userId,
  };
  await putSyncMarker(api.server.ports.table, orgId, stopped.id);
  await insertExpense(api.server.ports.table, stopped);
  for (let i = 0; i < 2; i++) {
    const balance = await trialBalance();
    expect([balance.debit, balance.rows.find((line: { account: { id: string } }) => line.account.id === 'sys_inputigst')?.debit]).toEqual(['1180.00', '180.00']);
  }
});

it('posts once the expenses recorded before expenses reached the books (an upgrade)', async () => {
  const earlier: ExpenseRecord = {
    id: expenseId(orgId, 2026, 8), orgId, fyStartYear: 2026, seq: 8, number: 'EXPS-20268', payee: 'Tea stall', notes: '', date: '2026-11-21', method: 'CASH', account: '', through: '',
    amount: 500_00, taxRateBps: 0, supplierStateCode: '27', orgStateCode: '27', cgst: 0, sgst: 0, igst: 0, tax: 0, total: 500_00, evidenceKey: '', createdAt: clock.toISOString(), createdBy: owner.userId,
  };
  // Written as the code before left it: no postings, and the organisation's expenses marked posted by nothing.
  await insertExpense(api.server.ports.table, earlier);
  await api.server.ports.table.client.send(new DeleteCommand({ TableName: api.server.ports.table.name, Key: keys.expensesPosted(orgId) }));
  for (let i = 0; i < 2; i++) {
    const balance = await trialBalance();
    expect([balance.debit, balance.rows.find((line: { account: { id: string } }) => line.account.id === 'sys_expenses')?.debit]).toEqual(['1680.00', '1500.00']);
  }
});
