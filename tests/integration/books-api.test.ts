// The books over real HTTP (issue 12 items 2–5): a hand-worked month of a small trader — opening
// cash, a sale edited once, a purchase, a payment received, a credit note, a journal edited once,
// a journal deleted, a sale cancelled — matched to the paisa in the general ledger, the trial
// balance, the profit and loss account and the balance sheet; the journal's and the starting
// balances' rules and messages; an account with postings kept from deletion; outsiders refused.
import { BOOKS_APP_MESSAGES, CHART_ACCOUNT_APP_MESSAGES, DOCUMENT_APP_MESSAGES, JOURNAL_MESSAGES, REPORT_MESSAGES, STARTING_BALANCE_MESSAGES, YEAR_END_SOURCE, buildPath, routes } from '@bahi/shared';
import { signUp, type SignedIn, type TestServer } from '../support/api-client.js';
import { gstinOf } from '../support/document-fixtures.js';
import { RICE_LINE, expectOk as ok, startDocumentTest } from '../support/document-lines.js';
import { expectNothingWritten } from '../support/expectations.js';

type Body = Record<string, unknown>;

let api: TestServer;
let owner: SignedIn;
let orgId: string;
let client: { id: string; addressId: string; contactId: string };
let rice: string;
let invoiceId: string;
let journalId: string;
const clock = new Date('2026-11-30T06:30:00.000Z');
/** Where a test's entries are dated in December, apart from November's figures. */
const DECEMBER = new Date('2026-12-05T06:30:00.000Z');

/** Rice at ₹1,000.00 a bag before tax, 5% GST inside Maharashtra, no discount, no round-off. */
const riceLine = (qty: string, unitPrice = '1000'): Body => ({ ...RICE_LINE, item_id: rice, qty, unit_price: unitPrice, discountstring: '' });
const parties = (): Body => ({ org_id: orgId, client_id: client.id, clientaddressid: client.addressId, clientcontactid: client.contactId, isaddrsame: 1, roundoff: 0 });
const journal = (lines: Body[], changes: Body = {}): Body => ({ orgid: orgId, userid: owner.userId, description: 'Shop rent for November', transactiondate: '2026-11-25', lines, ...changes });
const rent = (rupees: string) => [
  { acc: 'sys_expenses', desc: 'Rent', debit: rupees, credit: '' },
  { acc: 'sys_cash', desc: 'Paid in cash', debit: '', credit: rupees },
];

const report = (name: 'generalLedger' | 'balanceSheet' | 'profitAndLoss' | 'trialBalance', query = '', token = owner.token) =>
  api.get(`${buildPath(routes[name].path, { orgId })}${query}`, token);

beforeAll(async () => {
  ({ api, owner, orgId, client, rice } = await startDocumentTest(clock));

  // 1 Nov: the opening entry, ₹50,000.00 in cash (opening balance equity takes the other side).
  await ok(api.post(routes.saveStartingBalance.path, { orgid: orgId, userid: owner.userId, description: 'Opening', transactiondate: '2026-11-01', lines: [{ accountid: 'sys_cash', debit: '50,000', credit: '' }] }, owner.token));
  // 5 Nov: 9 bags sold, then corrected to 10: taxable 10,000.00, CGST 250.00, SGST 250.00, total 10,500.00.
  const invoice = await ok(api.post('/api/account/invoice/insert/savedata', { ...parties(), invoicedate: '2026-11-05', items: [riceLine('9')] }, owner.token));
  invoiceId = invoice.body.id;
  const fetched = (await ok(api.get(`/api/account/invoice/getinvoicedata/${invoiceId}/${orgId}`, owner.token))).body.invoice;
  await ok(
    api.post('/api/account/invoiceedit/updateinvoicedata', { ...parties(), id: invoiceId, version: 1, invoicedate: '2026-11-05', items: [{ ...riceLine('10'), id: fetched.items[0].id }] }, owner.token),
  );
  // 8 Nov: 8 bags bought at 800.00: taxable 6,400.00, CGST 160.00, SGST 160.00, total 6,720.00.
  await ok(
    api.post(
      '/api/account/purchase/data',
      { org_id: orgId, vendor_id: client.id, client_address_id: client.addressId, invoice_no: 'SK/88', purchased_date: '2026-11-08', roundoff: 0, items: [riceLine('8', '800')] },
      owner.token,
    ),
  );
  // 15 Nov: ₹4,000.00 received in cash against the sale.
  await ok(api.post('/api/account/addpayments/orgcharts', { invoiceId, date: '2026-11-15', amount: '4000', method: 'CASH', account: '', notes: '' }, owner.token));
  // 20 Nov: 2 bags returned: a credit note of 2,000.00 + 50.00 + 50.00 = 2,100.00.
  await ok(
    api.post(
      '/api/account/creditnote/savedata',
      { ...parties(), invoicedate: '2026-11-20', referencetype: 'b2b', referenceid: invoiceId, referencedate: '2026-11-05', reason: 'Two bags returned damp', items: [riceLine('2')] },
      owner.token,
    ),
  );
  // 25 Nov: rent of ₹1,200 in cash, corrected to ₹1,500.
  const saved = await ok(api.post(routes.saveJournal.path, journal(rent('1200')), owner.token));
  journalId = saved.body.id;
  await ok(api.post(routes.editJournal.path, journal(rent('1500'), { jTID: journalId, version: 1 }), owner.token));
  // 26 Nov: a journal entered by mistake and deleted; a sale of one bag, cancelled. Neither stays in the books.
  const mistaken = await ok(api.post(routes.saveJournal.path, journal(rent('999'), { transactiondate: '2026-11-26' }), owner.token));
  await ok(api.get(buildPath(routes.deleteJournal.path, { journalId: mistaken.body.id, userId: owner.userId }), owner.token));
  const cancelled = await ok(api.post('/api/account/invoice/insert/savedata', { ...parties(), invoicedate: '2026-11-26', items: [riceLine('1')] }, owner.token));
  await ok(api.get(`/api/account/invoice/changestatus/cancelled/${cancelled.body.id}`, owner.token));
}, 60_000);

afterEach(() => {
  api.server.ports.now = () => clock;
});

afterAll(async () => {
  await api?.close();
});

describe('a new financial year', () => {
  /** A new organisation, its cash journals (an income credited or an expense debited against cash), and its reports. */
  async function booksOf(name: string, email: string, gstin: string) {
    const other = await signUp(api, { username: `${name} Owner`, email, password: 'Year@1234', usertype: 'orguser', type: 1, orgname: name, gstin: gstinOf(gstin) });
    const otherId = other.orgId as string;
    const line = (acc: string, rupees: string, debit: boolean) => ({ acc, desc: acc, debit: debit ? rupees : '', credit: debit ? '' : rupees });
    const cashJournal = (date: string, account: string, rupees: string, side: 'debit' | 'credit') =>
      ok(api.post(routes.saveJournal.path, { orgid: otherId, userid: other.userId, description: `Cash ${date}`, transactiondate: date, lines: [line(account, rupees, side === 'debit'), line('sys_cash', rupees, side === 'credit')] }, other.token));
    const of = (report: 'generalLedger' | 'trialBalance' | 'balanceSheet', query: string) => api.get(`${buildPath(routes[report].path, { orgId: otherId })}${query}`, other.token);
    return { cashJournal, of };
  }

  it('starts income and expenses afresh: the trial balance carries last year as its profit, the general ledger opens sales on 1 April', async () => {
    const { cashJournal, of } = await booksOf('Year Traders', 'year.owner@example.in', '27AAGCY4021M1Z');
    // ₹1,000.00 sold on 31 March 2026 (FY 2025-26), ₹500.00 on 10 April 2026 and ₹200.00 on 5 May (FY 2026-27).
    for (const [date, rupees] of [['2026-03-31', '1000'], ['2026-04-10', '500'], ['2026-05-05', '200']] as const) await cashJournal(date, 'sys_sales', rupees, 'credit');

    const trial = (await ok(of('trialBalance', '?start=2026-04-01&end=2026-11-30'))).body;
    expect(trial.rows.map((line: Body) => [(line.account as Body).id, line.debit, line.credit])).toEqual([
      ['sys_cash', '1700.00', '0.00'],
      ['sys_sales', '0.00', '700.00'],
    ]);
    expect([trial.earlierProfit, trial.debit, trial.credit]).toEqual(['1000.00', '1700.00', '1700.00']);

    // From 1 May: sales open with April's 500.00 (not March's), cash with everything before.
    const ledger = (await ok(of('generalLedger', '?start=2026-05-01&end=2026-11-30&account=sys_sales'))).body;
    expect([ledger.ledger.opening, ledger.ledger.closing, ledger.earlierProfit]).toEqual(['500.00', '700.00', null]);
    expect(ledger.accounts.map((line: Body) => [(line.account as Body).id, line.opening, line.closing])).toEqual([
      ['sys_cash', '1500.00', '1700.00'],
      ['sys_sales', '500.00', '700.00'],
    ]);

    // From 1 March: 31 March's sale, then sales closed that day after it, and this year's from zero.
    const across = (await ok(of('generalLedger', '?start=2026-03-01&end=2026-11-30&account=sys_sales'))).body;
    expect(across.ledger.lines.map((line: Body) => [line.date, (line.source as Body).type, (line.source as Body).number, line.debit, line.credit, line.balance])).toEqual([
      ['2026-03-31', 'journal', 'Cash 2026-03-31', '0.00', '1000.00', '1000.00'],
      ['2026-03-31', YEAR_END_SOURCE, 'Closed to profit of earlier periods', '1000.00', '0.00', '0.00'],
      ['2026-04-10', 'journal', 'Cash 2026-04-10', '0.00', '500.00', '500.00'],
      ['2026-05-05', 'journal', 'Cash 2026-05-05', '0.00', '200.00', '700.00'],
    ]);
    expect([across.ledger.opening, across.ledger.debit, across.ledger.credit, across.ledger.closing]).toEqual(['0.00', '1000.00', '1700.00', '700.00']);
    expect(across.earlierProfit).toEqual({ opening: '0.00', debit: '0.00', credit: '1000.00', closing: '1000.00' });
    // The trial balance and the balance sheet of the same dates close 31 March's sale into the
    // earlier periods too: this year's sales are 700.00.
    const trialAcross = (await ok(of('trialBalance', '?start=2026-03-01&end=2026-11-30'))).body;
    expect(trialAcross.rows.map((line: Body) => [(line.account as Body).id, line.debit, line.credit])).toEqual([
      ['sys_cash', '1700.00', '0.00'],
      ['sys_sales', '0.00', '700.00'],
    ]);
    expect([trialAcross.earlierProfit, trialAcross.debit, trialAcross.credit]).toEqual(['1000.00', '1700.00', '1700.00']);
    const sheet = (await ok(of('balanceSheet', '?start=2026-03-01&end=2026-11-30'))).body;
    expect([sheet.earlierProfit, sheet.profit, sheet.totalAssets]).toEqual(['1000.00', '700.00', '1700.00']);
  });

  it('closes income and expenses at 31 March in a general ledger from 1 March: each account ends as the trial balance of the same dates reads it', async () => {
    const { cashJournal, of } = await booksOf('Year End Traders', 'year.end@example.in', '27AAGCY4022M1Z');
    // FY 2024-25: bought ₹400. FY 2025-26: sold ₹1,000 in June, bought ₹1,800 in February (nothing
    // in March). FY 2026-27: sold ₹500, bought ₹300, ₹20 of it returned.
    await cashJournal('2025-01-15', 'sys_purchases', '400', 'debit');
    await cashJournal('2025-06-01', 'sys_sales', '1000', 'credit');
    await cashJournal('2026-02-10', 'sys_purchases', '1800', 'debit');
    await cashJournal('2026-04-10', 'sys_sales', '500', 'credit');
    await cashJournal('2026-05-05', 'sys_purchases', '300', 'debit');
    await cashJournal('2026-06-01', 'sys_purchases', '20', 'credit');
    const DATES = '?start=2026-03-01&end=2026-11-30';

    const ledger = (await ok(of('generalLedger', DATES))).body;
    // Opening, debits, credits, closing: sales and purchases close (1,000.00 and 1,800.00) into the
    // earlier periods' loss, which opens with FY 2024-25's 400.00 and ends at 1,200.00.
    expect(ledger.accounts.map((line: Body) => [(line.account as Body).name, line.opening, line.debit, line.credit, line.closing])).toEqual([
      ['Cash in hand', '-1200.00', '520.00', '300.00', '-980.00'],
      ['Sales', '1000.00', '1000.00', '500.00', '500.00'],
      ['Purchases', '1800.00', '300.00', '1820.00', '280.00'],
    ]);
    expect(ledger.earlierProfit).toEqual({ opening: '-400.00', debit: '1800.00', credit: '1000.00', closing: '-1200.00' });

    const trial = (await ok(of('trialBalance', DATES))).body;
    expect(trial.rows.map((line: Body) => [(line.account as Body).name, line.debit, line.credit])).toEqual([
      ['Cash in hand', '0.00', '980.00'],
      ['Sales', '0.00', '500.00'],
      ['Purchases', '280.00', '0.00'],
    ]);
    expect([trial.earlierProfit, trial.debit, trial.credit]).toEqual(['-1200.00', '1480.00', '1480.00']);

    const purchases = (await ok(of('generalLedger', `${DATES}&account=sys_purchases`))).body.ledger;
    expect(purchases.lines.map((line: Body) => [line.date, (line.source as Body).number, line.debit, line.credit, line.balance])).toEqual([
      ['2026-03-31', 'Closed to loss of earlier periods', '0.00', '1800.00', '0.00'],
      ['2026-05-05', 'Cash 2026-05-05', '300.00', '0.00', '300.00'],
      ['2026-06-01', 'Cash 2026-06-01', '0.00', '20.00', '280.00'],
    ]);
    expect([purchases.opening, purchases.debit, purchases.credit, purchases.closing]).toEqual(['1800.00', '300.00', '1820.00', '280.00']);
    // Balance-sheet accounts run on across 1 April: no closing line.
    const cash = (await ok(of('generalLedger', `${DATES}&account=sys_cash`))).body.ledger;
    expect(cash.lines.map((line: Body) => line.balance)).toEqual(['-700.00', '-1000.00', '-980.00']);
  });
});

const NOVEMBER = '?start=2026-11-01&end=2026-11-30';
const row = (id: string, name: string, type: string) => ({ id, name, type });
const CASH = row('sys_cash', 'Cash in hand', 'ASSET');
const DEBTORS = row('sys_debtors', 'Sundry debtors', 'ASSET');
const INPUT_CGST = row('sys_inputcgst', 'Input CGST', 'ASSET');
const INPUT_SGST = row('sys_inputsgst', 'Input SGST', 'ASSET');
const CREDITORS = row('sys_creditors', 'Sundry creditors', 'LIABILITY');
const OUTPUT_CGST = row('sys_outputcgst', 'Output CGST', 'LIABILITY');
const OUTPUT_SGST = row('sys_outputsgst', 'Output SGST', 'LIABILITY');
const EQUITY = row('sys_openingbalanceequity', 'Opening balance equity', 'EQUITY');
const SALES = row('sys_sales', 'Sales', 'INCOME');
const PURCHASES = row('sys_purchases', 'Purchases', 'EXPENSE');
const EXPENSES = row('sys_expenses', 'General expenses', 'EXPENSE');

describe('the hand-worked month', () => {
  it('trial balance: every closing balance on its side, debits 65,120.00 = credits 65,120.00', async () => {
    const answered = await ok(report('trialBalance', NOVEMBER));
    expect(answered.body).toEqual({
      status: true,
      start: '2026-11-01',
      end: '2026-11-30',
      rows: [
        { account: CASH, debit: '52500.00', credit: '0.00' },
        { account: DEBTORS, debit: '4400.00', credit: '0.00' },
        { account: INPUT_CGST, debit: '160.00', credit: '0.00' },
        { account: INPUT_SGST, debit: '160.00', credit: '0.00' },
        { account: CREDITORS, debit: '0.00', credit: '6720.00' },
        { account: OUTPUT_CGST, debit: '0.00', credit: '200.00' },
        { account: OUTPUT_SGST, debit: '0.00', credit: '200.00' },
        { account: EQUITY, debit: '0.00', credit: '50000.00' },
        { account: SALES, debit: '0.00', credit: '8000.00' },
        { account: PURCHASES, debit: '6400.00', credit: '0.00' },
        { account: EXPENSES, debit: '1500.00', credit: '0.00' },
      ],
      earlierProfit: '0.00',
      debit: '65120.00',
      credit: '65120.00',
    });
  });

  it("trial balance from 10 Nov: income and expenses of the period only, the profit before (sale 10,000.00 − purchase 6,400.00) one line", async () => {
    const answered = (await ok(report('trialBalance', '?start=2026-11-10&end=2026-11-30'))).body;
    expect(answered.rows.filter((line: Body) => ['INCOME', 'EXPENSE'].includes((line.account as Body).type as string))).toEqual([
      // The credit note of 20 Nov takes 2,000.00 of sales back; the rent of 25 Nov.
      { account: SALES, debit: '2000.00', credit: '0.00' },
      { account: EXPENSES, debit: '1500.00', credit: '0.00' },
    ]);
    // Assets, liabilities and equity as at 30 Nov, as in November's.
    expect(answered.rows.find((line: Body) => (line.account as Body).id === 'sys_cash')).toEqual({ account: CASH, debit: '52500.00', credit: '0.00' });
    expect([answered.earlierProfit, answered.debit, answered.credit]).toEqual(['3600.00', '60720.00', '60720.00']);
  });

  it('profit and loss: sales 8,000.00 (after the credit note) less purchases 6,400.00 and rent 1,500.00 = 100.00', async () => {
    const answered = await ok(report('profitAndLoss', NOVEMBER));
    expect(answered.body).toEqual({
      status: true,
      start: '2026-11-01',
      end: '2026-11-30',
      // Its stock is not counted (no inventory tracking): none in the statements.
      stockValuation: null,
      income: [{ account: SALES, amount: '8000.00' }],
      expenses: [
        { account: PURCHASES, amount: '6400.00' },
        { account: EXPENSES, amount: '1500.00' },
      ],
      totalIncome: '8000.00',
      totalExpenses: '7900.00',
      profit: '100.00',
    });
  });

  it('balance sheet: assets 57,220.00 = liabilities 7,120.00 + equity 50,000.00 + the profit 100.00', async () => {
    const answered = await ok(report('balanceSheet', '?end=2026-11-30'));
    expect(answered.body).toEqual({
      status: true,
      start: '2017-04-01',
      end: '2026-11-30',
      stockValuation: null,
      assets: [
        { account: CASH, amount: '52500.00' },
        { account: DEBTORS, amount: '4400.00' },
        { account: INPUT_CGST, amount: '160.00' },
        { account: INPUT_SGST, amount: '160.00' },
      ],
      liabilities: [
        { account: CREDITORS, amount: '6720.00' },
        { account: OUTPUT_CGST, amount: '200.00' },
        { account: OUTPUT_SGST, amount: '200.00' },
      ],
      equity: [{ account: EQUITY, amount: '50000.00' }],
      // No stock tracked: no starting stock to set against the starting balances.
      openingStockDifference: '0.00',
      earlierProfit: '0.00',
      profit: '100.00',
      totalAssets: '57220.00',
      totalLiabilities: '7120.00',
      totalEquity: '50100.00',
    });
  });

  it('balance sheet from 10 Nov: the profit before (sale 10,000.00 − purchase 6,400.00) is retained, the period loses 3,500.00', async () => {
    const answered = await ok(report('balanceSheet', '?start=2026-11-10&end=2026-11-30'));
    expect(answered.body).toMatchObject({ earlierProfit: '3600.00', profit: '-3500.00', totalAssets: '57220.00', totalLiabilities: '7120.00', totalEquity: '50100.00' });
  });

  it('general ledger of cash: the opening entry, the payment received (naming who paid) and the rent, with the running balance and links to each source', async () => {
    const answered = await ok(report('generalLedger', `${NOVEMBER}&account=sys_cash`));
    expect(answered.body.ledger).toEqual({
      account: CASH,
      opening: '0.00',
      debit: '54000.00',
      credit: '1500.00',
      closing: '52500.00',
      lines: [
        { date: '2026-11-01', source: { type: 'opening', id: 'opening', kind: 'opening', number: 'Opening' }, party: '', bankAccount: '', debit: '50000.00', credit: '0.00', balance: '50000.00' },
        // Cash has no sub-ledger: the payment's line names who paid, the customer of the sale.
        { date: '2026-11-15', source: { type: 'document', id: invoiceId, kind: 'b2b', number: 'INV1' }, party: 'Shree Kirana', bankAccount: '', debit: '4000.00', credit: '0.00', balance: '54000.00' },
        { date: '2026-11-25', source: { type: 'journal', id: journalId, kind: 'journal', number: 'Shop rent for November' }, party: '', bankAccount: '', debit: '0.00', credit: '1500.00', balance: '52500.00' },
      ],
      next: null,
      party: null,
      parties: [],
    });
    expect(answered.body.accounts.find((line: { account: { id: string } }) => line.account.id === 'sys_debtors')).toEqual({
      account: DEBTORS,
      opening: '0.00',
      debit: '10500.00',
      credit: '6100.00',
      closing: '4400.00',
    });
  });

  it("general ledger of debtors: each line names the customer (the sale, the payment, the credit note)", async () => {
    const debtors = (await ok(report('generalLedger', `${NOVEMBER}&account=sys_debtors`))).body.ledger;
    expect(debtors.lines.map((line: Body) => [line.date, (line.source as Body).number, line.party, line.debit, line.credit])).toEqual([
      ['2026-11-05', 'INV1', 'Shree Kirana', '10500.00', '0.00'],
      ['2026-11-15', 'INV1', 'Shree Kirana', '0.00', '4000.00'],
      ['2026-11-20', 'CN-2026-1', 'Shree Kirana', '0.00', '2100.00'],
    ]);
  });

  it('general ledger from 10 Nov: cash opens at 50,000.00; debtors open with the sale of the 5th', async () => {
    const cash = await ok(report('generalLedger', '?start=2026-11-10&end=2026-11-30&account=sys_cash'));
    expect(cash.body.ledger).toMatchObject({ opening: '50000.00', closing: '52500.00' });
    expect(cash.body.ledger.lines.map((line: { balance: string }) => line.balance)).toEqual(['54000.00', '52500.00']);
    const debtors = await ok(report('generalLedger', '?start=2026-11-10&end=2026-11-30&account=sys_debtors'));
    expect(debtors.body.ledger).toMatchObject({ opening: '10500.00', debit: '0.00', credit: '6100.00', closing: '4400.00' });
  });

  it("opens on the spec's defaults: the general ledger on 1 to 14 July 2017, the other reports from 1 April 2017 to today", async () => {
    expect((await ok(report('generalLedger'))).body).toMatchObject({ start: '2017-07-01', end: '2017-07-14', accounts: [], ledger: null });
    expect((await ok(report('trialBalance'))).body).toMatchObject({ start: '2017-04-01', end: '2026-11-30', debit: '65120.00', credit: '65120.00' });
  });

  it('refuses dates it cannot read and a start after the end, with a message', async () => {
    const bad = await report('trialBalance', '?start=31-11-2026');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'start', message: BOOKS_APP_MESSAGES.dateInvalid }]);
    // Shaped as a date, but no day of the calendar (walk 17 F10: a 500 before).
    const unreal = await report('trialBalance', '?start=2026-02-30&end=2026-11-01');
    expect([unreal.status, unreal.body.errors]).toEqual([400, [{ field: 'start', message: BOOKS_APP_MESSAGES.dateInvalid }]]);
    // Nothing after the date read as one (walk 28 F8: '2026-11-01xyz' was read as 1 Nov).
    for (const junk of ['2026-11-01xyz', '2026-11-01 10:00', '2026-11-01,2026-10-01']) {
      const trailing = await report('balanceSheet', `?end=${encodeURIComponent(junk)}`);
      expect([junk, trailing.status, trailing.body.errors]).toEqual([junk, 400, [{ field: 'end', message: BOOKS_APP_MESSAGES.dateInvalid }]]);
    }
    expect((await ok(report('balanceSheet', `?end=${encodeURIComponent('2026-11-01 23:59:59')}`))).body.end).toBe('2026-11-01');
    // Only the years the books can hold: years without a financial year were a 500, and a ledger
    // over thousands of years a read for each (walk 28 F1, F2). The field said is the one sent.
    for (const name of ['trialBalance', 'balanceSheet', 'profitAndLoss', 'generalLedger'] as const) {
      const late = await report(name, '?start=2017-04-01&end=9999-12-31');
      expect([name, late.status, late.body.errors]).toEqual([name, 400, [{ field: 'end', message: DOCUMENT_APP_MESSAGES.dateTooLate }]]);
      const early = await report(name, '?start=0001-01-01&end=2026-11-01');
      expect([name, early.status, early.body.errors]).toEqual([name, 400, [{ field: 'start', message: REPORT_MESSAGES.tooEarly }]]);
      const endOnly = await report(name, '?end=2010-01-01');
      expect([name, endOnly.status, endOnly.body.errors]).toEqual([name, 400, [{ field: 'end', message: REPORT_MESSAGES.tooEarly }]]);
    }
    const widest = await ok(report('generalLedger', '?start=2017-04-01&end=2099-12-31&account=sys_cash'));
    expect([widest.body.start, widest.body.end]).toEqual(['2017-04-01', '2099-12-31']);
    const reversed = await report('trialBalance', '?start=2026-12-01&end=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ field: 'start', message: BOOKS_APP_MESSAGES.datesOrder }]);
    // A start alone after today, the end's default (walk 25: a 500 while the start was being typed).
    for (const name of ['trialBalance', 'balanceSheet', 'profitAndLoss', 'generalLedger'] as const) {
      const ahead = await report(name, '?start=2099-01-01');
      expect([name, ahead.status, ahead.body.errors]).toEqual([name, 400, [{ field: 'start', message: BOOKS_APP_MESSAGES.datesOrder }]]);
    }
  });
});

describe('journal transactions', () => {
  it('lists the journal as edited, with its account names and total', async () => {
    const listed = await ok(api.get(buildPath(routes.listJournals.path, { orgId }), owner.token));
    expect(listed.body.journals).toEqual([
      {
        id: journalId,
        jTID: journalId,
        description: 'Shop rent for November',
        transactiondate: '2026-11-25',
        version: 2,
        createddate: '2026-11-30 06:30:00',
        modifieddate: '2026-11-30 06:30:00',
        total: '1500.00',
        lines: [
          { id: 'l1', acc: 'sys_expenses', accountname: 'General expenses', partyid: '', partyname: '', desc: 'Rent', debit: '1500.00', credit: '0.00' },
          { id: 'l2', acc: 'sys_cash', accountname: 'Cash in hand', partyid: '', partyname: '', desc: 'Paid in cash', debit: '0.00', credit: '1500.00' },
        ],
      },
    ]);
    const fetched = await ok(api.get(buildPath(routes.fetchJournal.path, { journalId, userId: owner.userId, orgId }), owner.token));
    expect(fetched.body.journal).toEqual(listed.body.journals[0]);
  });

  it("answers 'Journal Transaction added Successfully' on add and on edit", async () => {
    // Dated in December, out of November's figures: the clock moves on to it (no entry is dated after today).
    api.server.ports.now = () => DECEMBER;
    const added = await ok(api.post(routes.saveJournal.path, journal(rent('10'), { transactiondate: '2026-12-01' }), owner.token));
    expect(added.body).toEqual({ status: true, message: JOURNAL_MESSAGES.added, id: expect.stringMatching(new RegExp(`^${orgId}_[a-z0-9]{16}$`)), version: 1 });
    const edited = await ok(api.post(routes.editJournal.path, journal(rent('20'), { transactiondate: '2026-12-01', jTID: added.body.id, version: 1 }), owner.token));
    expect(edited.body).toEqual({ status: true, message: 'Journal Transaction added Successfully', id: added.body.id, version: 2 });
    const deleted = await ok(api.get(buildPath(routes.deleteJournal.path, { journalId: added.body.id, userId: owner.userId }), owner.token));
    expect(deleted.body).toEqual({ status: true, message: 'Journal Transaction deleted Successfully' });
    expect((await ok(report('trialBalance'))).body.debit).toBe('65120.00');
  });

  it("refuses debits and credits that differ with 'Totals must be zero', and writes nothing", async () => {
    await expectNothingWritten(api, async () => {
      const refused = await api.post(routes.saveJournal.path, journal([{ acc: 'sys_expenses', debit: '100' }, { acc: 'sys_cash', credit: '90' }]), owner.token);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'lines', message: 'Totals must be zero' }]);
    });
  });

  it('sums only whole positive rupees: a fraction or a negative amount is refused on its field', async () => {
    const refused = await api.post(routes.saveJournal.path, journal([{ acc: 'sys_expenses', debit: '10.50' }, { acc: 'sys_cash', credit: '-10' }]), owner.token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'lines.0.debit', message: BOOKS_APP_MESSAGES.wholeRupees },
        { field: 'lines.1.credit', message: BOOKS_APP_MESSAGES.wholeRupees },
      ]),
    );
    // An amount past the largest a line takes says so, not that it is no whole rupee (walk 23 F5c).
    const huge = await api.post(routes.saveJournal.path, journal([{ acc: 'sys_expenses', debit: '99999999999999999999' }, { acc: 'sys_cash', credit: '100' }]), owner.token);
    expect(huge.body.errors).toEqual(expect.arrayContaining([{ field: 'lines.0.debit', message: 'Debit can be at most ₹10,00,00,00,000.00' }]));
  });

  it('refuses a line without an account, a line on both sides, fewer than two lines, and an account of no chart', async () => {
    const noAccount = await api.post(routes.saveJournal.path, journal([{ acc: '', debit: '100' }, { acc: 'sys_cash', credit: '100' }]), owner.token);
    expect(noAccount.body.errors).toEqual([{ field: 'lines.0.account', message: BOOKS_APP_MESSAGES.accountRequired }]);
    const both = await api.post(routes.saveJournal.path, journal([{ acc: 'sys_cash', debit: '100', credit: '100' }, { acc: 'sys_sales', debit: '', credit: '' }]), owner.token);
    expect(both.body.errors).toEqual([
      { field: 'lines.0.credit', message: BOOKS_APP_MESSAGES.debitOrCredit },
      { field: 'lines', message: BOOKS_APP_MESSAGES.twoLines },
    ]);
    const unknown = await api.post(routes.saveJournal.path, journal([{ acc: 'sys_nothing', debit: '100' }, { acc: 'sys_cash', credit: '100' }]), owner.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'lines.0.account', message: BOOKS_APP_MESSAGES.unknownAccount }]);
  });

  it('answers 409 for an edit of a version since changed, and 404 for a journal that is gone', async () => {
    const stale = await api.post(routes.editJournal.path, journal(rent('1500'), { jTID: journalId, version: 1 }), owner.token);
    expect(stale.status).toBe(409);
    const gone = await api.get(buildPath(routes.fetchJournal.path, { journalId: `${orgId}_0000000000000000`, userId: owner.userId, orgId }), owner.token);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(BOOKS_APP_MESSAGES.journalNotFound);
  });
});

describe('starting balances', () => {
  it('answers the opening entry with what opening balance equity took to balance it', async () => {
    const answered = await ok(api.get(buildPath(routes.getStartingBalance.path, { orgId }), owner.token));
    expect(answered.body.startingBalance).toEqual({
      openingStockId: 'opening',
      description: 'Opening',
      transactiondate: '2026-11-01',
      version: 1,
      lines: [{ logId: 'l1', accountid: 'sys_cash', accountname: 'Cash in hand', partyid: '', partyname: '', debit: '50000.00', credit: '0.00' }],
      equity: '50000.00',
    });
  });

  it('is added once: a second add is refused; an update replaces the balances', async () => {
    const again = await api.post(routes.saveStartingBalance.path, { orgid: orgId, transactiondate: '2026-11-01', lines: [{ accountid: 'sys_cash', debit: '1' }] }, owner.token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(BOOKS_APP_MESSAGES.openingExists);
    const updated = await ok(
      api.post(
        routes.updateStartingBalance.path,
        { orgid: orgId, openingStockId: 'opening', version: 1, description: 'Opening', transactiondate: '2026-11-01', lines: [{ logId: 'l1', accountid: 'sys_cash', debit: '50000' }, { accountid: 'sys_capital', credit: '20,000.50' }] },
        owner.token,
      ),
    );
    expect(updated.body).toEqual({ status: true, message: STARTING_BALANCE_MESSAGES.updated, id: 'opening', version: 2 });
    const sheet = (await ok(report('balanceSheet', '?end=2026-11-30'))).body;
    expect(sheet.equity).toEqual([
      { account: row('sys_capital', 'Capital', 'EQUITY'), amount: '20000.50' },
      { account: EQUITY, amount: '29999.50' },
    ]);
    expect(sheet).toMatchObject({ totalAssets: '57220.00', totalEquity: '50100.00' });
  });

  it("answers 'Starting Balances added Successfully' for a new organisation, and refuses an update before an add", async () => {
    const other = await signUp(api, { username: 'Opening Owner', email: 'opening@books.test', password: 'Other@1234', usertype: 'orguser', type: 1, orgname: 'Opening Traders', gstin: gstinOf('29AAGCB7383J1Z') });
    const orgOther = other.orgId as string;
    const early = await api.post(routes.updateStartingBalance.path, { orgid: orgOther, transactiondate: '2026-04-01', lines: [{ accountid: 'sys_cash', debit: '1' }] }, other.token);
    expect(early.status).toBe(404);
    expect(early.body.error).toBe(BOOKS_APP_MESSAGES.openingMissing);
    const added = await ok(api.post(routes.saveStartingBalance.path, { orgid: orgOther, transactiondate: '2026-04-01', lines: [{ accountid: 'sys_bank', debit: '1,000.25' }] }, other.token));
    expect(added.body).toEqual({ status: true, message: STARTING_BALANCE_MESSAGES.added, id: 'opening', version: 1 });
  });
});

describe('the chart of accounts and the ledger', () => {
  it('refuses to delete an account with postings, and deletes it once they are gone', async () => {
    const account = (await ok(api.post(routes.addChartAccount.path, { orgid: orgId, name: 'Shop rent', type: 'EXPENSE' }, owner.token))).body.account;
    api.server.ports.now = () => DECEMBER;
    const posted = await ok(api.post(routes.saveJournal.path, journal([{ acc: account.id, debit: '100' }, { acc: 'sys_cash', credit: '100' }], { transactiondate: '2026-12-02' }), owner.token));
    const refused = await api.post(routes.deleteChartAccount.path, { orgid: orgId, id: account.id, version: 1 }, owner.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CHART_ACCOUNT_APP_MESSAGES.accountHasPostings);
    await ok(api.get(buildPath(routes.deleteJournal.path, { journalId: posted.body.id, userId: owner.userId }), owner.token));
    await ok(api.post(routes.deleteChartAccount.path, { orgid: orgId, id: account.id, version: 1 }, owner.token));
  });
});

describe('outsiders', () => {
  it('get 403 and no data from every books route of another organisation', async () => {
    const outsider = await signUp(api, { username: 'Outside Owner', email: 'outsider@books.test', password: 'Other@1234', usertype: 'orguser', type: 1, orgname: 'Outside Traders', gstin: gstinOf('29AAACM5678F1Z') });
    for (const name of ['generalLedger', 'balanceSheet', 'profitAndLoss', 'trialBalance'] as const) {
      const answered = await report(name, '', outsider.token);
      expect([name, answered.status, answered.body.accounts ?? answered.body.rows]).toEqual([name, 403, undefined]);
    }
    expect((await api.get(buildPath(routes.listJournals.path, { orgId }), outsider.token)).status).toBe(403);
    expect((await api.get(buildPath(routes.deleteJournal.path, { journalId, userId: outsider.userId }), outsider.token)).status).toBe(403);
    expect((await api.post(routes.saveJournal.path, journal(rent('5')), outsider.token)).status).toBe(403);
    expect((await ok(report('trialBalance'))).body.debit).toBe('65120.00');
  });
});
