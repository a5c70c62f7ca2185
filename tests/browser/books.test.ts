// The books in a real browser (issue 12 items 3 and 4): a journal added with the spec's rule and
// toast; the general ledger opened, its dates changed, an account chosen and a ledger line drilled
// into (its journal's edit form), and over 31 March the expense closed into the earlier periods'
// loss; the balance sheet and the profit and loss over the same dates, exported. Dates in January
// 2019 keep this test's entries apart from anything else in the demo.
import { JOURNAL_MESSAGES, financialYearOf, formatDisplayDate, paiseToRupees, rupeesToPaise } from '@bahi/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { alertSaying, callAsSignedIn, csvRecords, downloadBy, listRowCells, openFromNavigation, signedInOrgId } from './support/documents.js';
import { shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  const orgId = await signedInOrgId(context);
  await callAsSignedIn(context, 'POST', '/api/client/insert', clientInsertBody(orgId, { name: 'Wardha Cotton', gstin14: '27AAACW1357K1Z', city: 'Wardha', pincode: '442001' }));
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const open = async (route: string, heading: string) => {
  await page.evaluate(`location.hash = '#${route}'`);
  await shown(page.getByRole('main').getByRole('heading', { name: heading, exact: true }));
};

async function setDates(start: string, end: string) {
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(start);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(end);
}

/** Opens the Add journal form from the side navigation and types a journal of two lines: a debit, then a credit. */
async function typeJournal(entry: { description?: string; date: string; debit: [string, string]; credit: [string, string] }): Promise<Locator> {
  await openFromNavigation(page, 'Journal', 'Journal');
  await page.getByRole('button', { name: 'Add journal' }).click();
  const form = page.getByRole('form', { name: 'Add journal' });
  await shown(form);
  if (entry.description) await form.getByLabel('Description', { exact: true }).fill(entry.description);
  await form.getByLabel('Date', { exact: true }).fill(entry.date);
  await form.getByLabel('Account 1').selectOption({ label: entry.debit[0] });
  await form.getByLabel('Debit 1').fill(entry.debit[1]);
  await form.getByLabel('Account 2').selectOption({ label: entry.credit[0] });
  await form.getByLabel('Credit 2').fill(entry.credit[1]);
  return form;
}

/** Saves the typed journal and answers its row in the list (date, description, accounts) once it is listed. */
async function savedJournalRow(form: Locator, description: string): Promise<string[]> {
  await form.getByRole('button', { name: 'Save' }).click();
  await shown(alertSaying(page, JOURNAL_MESSAGES.added));
  await form.waitFor({ state: 'detached' });
  return listRowCells(page, 'Journal', description, 3);
}

it("adds a journal: debits and credits that differ are refused with 'Totals must be zero'", async () => {
  const form = await typeJournal({ description: 'Shop rent January', date: '2019-01-15', debit: ['General expenses', '1500'], credit: ['Cash in hand', '1400'] });
  await form.getByRole('button', { name: 'Save' }).click();
  await shown(form.getByRole('alert').filter({ hasText: JOURNAL_MESSAGES.totalsNotZero }));

  await form.getByLabel('Credit 2').fill('1500');
  await expect(savedJournalRow(form, 'Shop rent January')).resolves.toEqual(['15 Jan 2019', 'Shop rent January', 'General expenses, Cash in hand']);
});

it('opens the general ledger, changes its dates, chooses an account, drills into the journal behind a line and comes back to them', async () => {
  await open('/reports/general-ledger', 'General ledger');
  await setDates('2019-01-01', '2019-01-31');
  // The first account that moved in the dates opens: cash, paid out 1,500.00.
  const cash = page.getByRole('table', { name: 'General ledger: Cash in hand' });
  await shown(cash.getByRole('link', { name: 'Journal: Shop rent January' }));
  await expect(page.getByText(/^Opening -?₹[\d,]+\.\d\d · debits ₹0\.00 · credits ₹1,500\.00 · closing -?₹[\d,]+\.\d\d$/).count()).resolves.toBe(1);
  // The table (and so its exports) opens with the opening balance and ends with the closing one.
  await expect(cash.getByRole('cell', { name: 'Opening balance', exact: true }).count()).resolves.toBe(1);
  await expect(cash.getByTestId('table-totals').textContent()).resolves.toMatch(/Closing balance.*₹0\.00.*₹1,500\.00/);
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'General expenses' });
  const expenses = page.getByRole('table', { name: 'General ledger: General expenses' });
  await shown(expenses.getByRole('link', { name: 'Journal: Shop rent January' }));
  await expenses.getByRole('link', { name: 'Journal: Shop rent January' }).click();
  const form = page.getByRole('form', { name: 'Edit journal' });
  await shown(form);
  await expect(form.getByLabel('Debit 1').inputValue()).resolves.toBe('1500');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'detached' });
  // Back on the general ledger, it shows what it showed: the dates and the account chosen.
  await open('/reports/general-ledger', 'General ledger');
  await shown(page.getByRole('table', { name: 'General ledger: General expenses' }).getByRole('link', { name: 'Journal: Shop rent January' }));
  await expect(page.getByRole('textbox', { name: 'From', exact: true }).inputValue()).resolves.toBe('2019-01-01');
  await expect(page.getByRole('textbox', { name: 'To', exact: true }).inputValue()).resolves.toBe('2019-01-31');
});

it("shows one customer's lines of Sundry debtors with their own opening, balance and closing", async () => {
  await open('/reports/general-ledger', 'General ledger');
  // Two customers' invoices in June 2020 (apart from the other tests' January 2019), through the API.
  const orgId = await signedInOrgId(context);
  const item = await callAsSignedIn<{ id: string }>(context, 'POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Ledger test tea', hsn_code: '0902', itemunit: 20, itemgst: '5', unit_price: '100' });
  for (const [name, gstin14, date] of [['Indore Tea House', '23AAACI1234K1Z', '2020-06-10'], ['Bhopal Chai Co', '23AAACB5678K1Z', '2020-06-12']] as const) {
    const client = await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', clientInsertBody(orgId, { name, gstin14, city: 'Indore', pincode: '452001' }));
    const addressId = (await callAsSignedIn<{ clientaddress: { id: string }[] }>(context, 'GET', `/api/client/getclient/${client.client_id}`)).clientaddress[0]?.id;
    await callAsSignedIn(context, 'POST', '/api/account/invoice/insert/savedata', {
      org_id: orgId,
      client_id: client.client_id,
      clientaddressid: addressId,
      isaddrsame: 1,
      invoicedate: date,
      items: [{ item_id: item.id, item_name: 'Ledger test tea', hsncode: '0902', metrics: 'NOS', qty: '10', unit_price: '100', gstrate: '5', goods_service: 'goods' }],
    });
  }
  await setDates('2020-06-01', '2020-06-30');
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Sundry debtors' });
  await shown(page.getByRole('table', { name: 'General ledger: Sundry debtors' }));
  const partyPicker = page.getByLabel('Party', { exact: true });
  // Every customer who can owe is offered, the one of the journal test below (added first) too.
  await expect(partyPicker.locator('option').allTextContents()).resolves.toEqual(['All parties', 'Bhopal Chai Co', 'Indore Tea House', 'Wardha Cotton']);
  const customer = 'Indore Tea House';
  await partyPicker.selectOption({ label: customer });
  const theirs = page.getByRole('table', { name: `General ledger: Sundry debtors · ${customer}` });
  await shown(theirs);
  await expect(page.getByText(`${customer}: opening `).count()).resolves.toBe(1);
  // Their one invoice: 10 × ₹100.00 + 5% IGST (Madhya Pradesh) = ₹1,050.00, from nothing.
  await expect(page.getByText(`${customer}: opening ₹0.00 · debits ₹1,050.00 · credits ₹0.00 · closing ₹1,050.00`).count()).resolves.toBe(1);
  const parties = await theirs.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(parties.filter((cell) => cell !== '')).toEqual([customer]);
  // All parties again: the whole account.
  await partyPicker.selectOption({ label: 'All parties' });
  await shown(page.getByRole('table', { name: 'General ledger: Sundry debtors' }));
});

it("closes an expense at 31 March when the dates run past it: the closing line, and first in the summary the earlier periods' loss it goes to", async () => {
  await open('/reports/general-ledger', 'General ledger');
  await setDates('2019-01-01', '2019-04-30');
  const summary = page.getByRole('table', { name: 'General ledger', exact: true });
  await shown(summary.getByRole('cell', { name: 'Loss of earlier periods', exact: true }));
  const exported = async (table: Locator) => (await csvRecords(await downloadBy(page, page.locator('.bahi-data-table').filter({ has: table }).getByRole('button', { name: 'Export CSV' })))).slice(5);
  // Nothing before 2019 in these books: the loss of earlier periods is the January rent, closed on 31 March.
  await expect(exported(summary)).resolves.toEqual([
    'Account,Opening,Debit,Credit,Closing',
    'Loss of earlier periods,0.00,1500.00,0.00,1500.00',
    'Cash in hand,0.00,0.00,1500.00,-1500.00',
    'General expenses,0.00,1500.00,1500.00,0.00',
    '',
  ]);
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'General expenses' });
  const expenses = page.getByRole('table', { name: 'General ledger: General expenses' });
  await shown(expenses.getByRole('cell', { name: 'Year end: Closed to loss of earlier periods', exact: true }));
  await expect(exported(expenses)).resolves.toEqual([
    'Date,Entry,Party,Debit,Credit,Balance',
    '2019-01-01,Opening balance,,0.00,0.00,0.00',
    '2019-01-15,Journal: Shop rent January,,1500.00,0.00,1500.00',
    '2019-03-31,Year end: Closed to loss of earlier periods,,0.00,1500.00,0.00',
    '2019-04-30,Closing balance,,1500.00,1500.00,0.00',
    '',
  ]);
});

it('shows the profit and loss of the dates and exports it', async () => {
  await open('/reports/profit-and-loss', 'Profit and loss');
  await setDates('2019-01-01', '2019-01-31');
  await shown(page.getByRole('table', { name: 'Profit and loss' }).getByRole('cell', { name: 'General expenses', exact: true }));
  const csv = await csvRecords(await downloadBy(page, page.getByRole('button', { name: 'Export CSV' })));
  expect(csv).toEqual(expect.arrayContaining(['Section,Account,Amount', 'Expenses,General expenses,1500.00', 'Result,Loss,1500.00']));
});

it('shows the balance sheet balanced, with the period’s loss in equity below zero, and exports it as at its day', async () => {
  await open('/reports/balance-sheet', 'Balance sheet');
  await setDates('2019-01-01', '2019-01-31');
  const table = page.getByRole('table', { name: 'Balance sheet' });
  await shown(table.getByRole('cell', { name: 'Profit and loss: this period', exact: true }));
  await shown(page.getByText(/^Assets -?₹[\d,]+\.\d\d = liabilities -?₹[\d,]+\.\d\d \+ equity -?₹[\d,]+\.\d\d$/));
  // A statement reads whole: it opens on the largest page, not ten rows at a time (walk 30 L10).
  expect(await page.getByLabel('Rows per page').inputValue()).toBe('50');
  // A balance sheet stands at one day: its exports say so, in the heading and the file's name.
  const download = await downloadBy(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(download.suggestedFilename()).toBe('Balance sheet as at 2019-01-31.csv');
  const csv = await csvRecords(download);
  expect(csv).toEqual(expect.arrayContaining([`As at,${formatDisplayDate('2019-01-31')}`, 'Section,Account,Amount', 'Equity,Profit and loss: this period,-1500.00']));
  expect(csv.some((record) => record.startsWith('Period,'))).toBe(false);
});

it('names who paid on a bank line, and shows the bank overdrawn as a bank overdraft among the liabilities', async () => {
  // August 2021, apart from the other tests' dates: a customer's invoice paid into the demo's bank,
  // then a journal paying out of the bank ₹1,000.00 more than it then holds.
  const orgId = await signedInOrgId(context);
  const bank = (await callAsSignedIn<{ banks: { id: string }[] }>(context, 'GET', `/api/account/receipt/orgiterms/${orgId}`)).banks[0]?.id as string;
  const item = await callAsSignedIn<{ id: string }>(context, 'POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Bank test tea', hsn_code: '0902', itemunit: 20, itemgst: '5', unit_price: '100' });
  const client = await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', clientInsertBody(orgId, { name: 'Nagpur Oranges', gstin14: '27AAACN2468K1Z', city: 'Nagpur', pincode: '440001' }));
  const addressId = (await callAsSignedIn<{ clientaddress: { id: string }[] }>(context, 'GET', `/api/client/getclient/${client.client_id}`)).clientaddress[0]?.id;
  const invoice = await callAsSignedIn<{ id: string }>(context, 'POST', '/api/account/invoice/insert/savedata', {
    org_id: orgId,
    client_id: client.client_id,
    clientaddressid: addressId,
    isaddrsame: 1,
    invoicedate: '2021-08-05',
    items: [{ item_id: item.id, item_name: 'Bank test tea', hsncode: '0902', metrics: 'NOS', qty: '10', unit_price: '100', gstrate: '5', goods_service: 'goods' }],
  });
  // 10 × ₹100.00 + CGST 25.00 + SGST 25.00 = ₹1,050.00, paid into the bank on 10 Aug.
  await callAsSignedIn(context, 'POST', '/api/account/addpayments/orgcharts', { invoiceId: invoice.id, date: '2021-08-10', amount: '1050', method: 'BANK', account: bank });
  const trial = await callAsSignedIn<{ rows: { account: { id: string }; debit: string; credit: string }[] }>(context, 'GET', `/api/reports/trialbalance/${orgId}?end=2021-08-31`);
  const held = trial.rows.find((row) => row.account.id === 'sys_bank') ?? { debit: '0.00', credit: '0.00' };
  const paidOut = rupeesToPaise(held.debit) - rupeesToPaise(held.credit) + 100_000;
  await callAsSignedIn(context, 'POST', '/api/account/save/journaltranscation', {
    orgid: orgId,
    description: 'Bank test withdrawal',
    transactiondate: '2021-08-20',
    lines: [
      { acc: 'sys_capital', desc: 'Drawings', debit: paiseToRupees(paidOut), credit: '' },
      { acc: 'sys_bank', desc: 'Withdrawn', debit: '', credit: paiseToRupees(paidOut) },
    ],
  });

  await open('/reports/general-ledger', 'General ledger');
  await setDates('2021-08-01', '2021-08-31');
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Bank accounts' });
  const ledger = page.getByRole('table', { name: 'General ledger: Bank accounts' });
  await shown(ledger.getByRole('cell', { name: 'Nagpur Oranges', exact: true }));
  // The party picker still chooses the bank account; its one bank is not repeated on every line.
  await expect(page.getByLabel('Party', { exact: true }).locator('option').allTextContents()).resolves.toEqual(['All parties', 'HDFC Bank · 50100234567891']);
  const exported = (await csvRecords(await downloadBy(page, page.locator('.bahi-data-table').filter({ has: ledger }).getByRole('button', { name: 'Export CSV' })))).slice(5);
  const opening = paiseToRupees(paidOut - 100_000 - 105_000);
  expect(exported).toEqual([
    'Date,Entry,Party,Debit,Credit,Balance',
    `2021-08-01,Opening balance,,0.00,0.00,${opening}`,
    `2021-08-10,INV1,Nagpur Oranges,1050.00,0.00,${paiseToRupees(paidOut - 100_000)}`,
    `2021-08-20,Journal: Bank test withdrawal,,0.00,${paiseToRupees(paidOut)},-1000.00`,
    `2021-08-31,Closing balance,,1050.00,${paiseToRupees(paidOut)},-1000.00`,
    '',
  ]);

  await open('/reports/balance-sheet', 'Balance sheet');
  await setDates('2021-08-01', '2021-08-31');
  const sheet = page.getByRole('table', { name: 'Balance sheet' });
  await shown(sheet.getByRole('cell', { name: 'Bank overdraft', exact: true }));
  const csv = await csvRecords(await downloadBy(page, page.getByRole('button', { name: 'Export CSV' })));
  expect(csv).toEqual(expect.arrayContaining(['Liabilities,Bank overdraft,1000.00']));
  expect(csv.filter((record) => record.includes('Bank accounts'))).toEqual([]);
});

it('dates new starting balances the first day of the financial year, says what that date means, and says before the save what opening balance equity will take of balances that do not balance', async () => {
  await open('/starting-balances', 'Starting balances');
  const form = page.getByRole('form', { name: 'Starting balances' });
  // The demo has no opening entry: a blank one, balanced, dated the first day of the financial year, with what the date means.
  await expect(form.getByText(/opening balance equity takes it/).count()).resolves.toBe(0);
  await expect(form.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe(financialYearOf(new Date()).startDate);
  await expect(shown(form.getByText('The day your books in Bahi begin: the balances are as they stood at the start of that day.', { exact: true }))).resolves.toBe(true);
  await form.getByLabel('Debit 1').fill('50,000.50');
  await expect(shown(form.getByText('₹50,000.50 more in debits: opening balance equity takes it as a credit.'))).resolves.toBe(true);
  await form.getByLabel('Credit 1').fill('60,000');
  await form.getByLabel('Debit 1').fill('');
  await expect(shown(form.getByText('₹60,000.00 more in credits: opening balance equity takes it as a debit.'))).resolves.toBe(true);
  await form.getByRole('button', { name: 'Cancel' }).click();
});

it('names the customer a journal line of Sundry debtors is with, and offers none on a cash line (walk 40 M2)', async () => {
  // March 2022, apart from the other tests' dates: a customer (added before the screens first read the clients) settles what it owed before the books began.
  const form = await typeJournal({ description: 'Wardha Cotton pays its old due', date: '2022-03-10', debit: ['Cash in hand', '500'], credit: ['Sundry debtors', '500'] });
  await form.getByLabel('Customer or supplier 2').selectOption({ label: 'Wardha Cotton' });
  await expect(form.getByLabel('Customer or supplier 1').count()).resolves.toBe(0);
  await expect(savedJournalRow(form, 'Wardha Cotton pays its old due')).resolves.toEqual(['10 Mar 2022', 'Wardha Cotton pays its old due', 'Cash in hand, Sundry debtors (Wardha Cotton)']);
});

it('says the trial balance is of the ledgers, before closing stock, and balances it (walk 40 L1)', async () => {
  await open('/reports/trial-balance', 'Trial balance');
  await setDates('2019-01-01', '2019-01-31');
  const table = page.getByRole('table', { name: 'Trial balance' });
  await shown(table.getByRole('cell', { name: 'General expenses', exact: true }));
  await expect(shown(page.getByText(/^Balances of the ledgers, before closing stock: Stock in hand is as the starting balances and journals put it/))).resolves.toBe(true);
  const total = table.getByRole('row').filter({ hasText: 'Total' }).locator('td');
  await expect(total.allTextContents()).resolves.toEqual(['Total', '', '₹1,500.00', '₹1,500.00']);
});

it('shows a journal dated after today refused on its Date field (walk 41 L1)', async () => {
  const form = await typeJournal({ date: '2030-01-15', debit: ['General expenses', '10'], credit: ['Cash in hand', '10'] });
  await form.getByRole('button', { name: 'Save' }).click();
  // The server's answer first (the message), then the field it marked: the same render sets both.
  await expect(shown(form.getByText(/^The date cannot be after today, \d{1,2} [A-Z][a-z]{2} \d{4}\.$/))).resolves.toBe(true);
  const dateField = form.getByRole('textbox', { name: 'Date', exact: true });
  await expect(dateField.getAttribute('aria-invalid')).resolves.toBe('true');
  await form.getByLabel('Date', { exact: true }).fill('2019-01-16');
  await expect(form.getByText(/^The date cannot be after today/).count()).resolves.toBe(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
});
