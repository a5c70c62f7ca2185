// The chart of accounts in a real browser (issue 12 item 1): the system accounts listed and not
// editable; adding an account (the asset type asked only for ASSET), editing it, searching and
// exporting the list, and deleting it after a confirmation, each with the spec's toast.
import { CHART_ACCOUNT_APP_MESSAGES } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { alertSaying, csvRecords, downloadBy, listRow, listRowCells, openFromNavigation } from './support/documents.js';
import { shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const TABLE = 'Chart of accounts';
const CELLS = 6;
const search = () => page.getByRole('textbox', { name: 'Search' });

/** The cells of an account's row, found by a search for its name (the system accounts fill the first pages). */
async function accountCells(name: string): Promise<string[]> {
  await search().fill(name);
  return listRowCells(page, TABLE, name, CELLS);
}

it('lists the system accounts, marked System and without Edit or Delete', async () => {
  await openFromNavigation(page, 'Chart of accounts', 'Chart of accounts');
  await expect(listRowCells(page, TABLE, 'Cash in hand', CELLS)).resolves.toEqual(['Cash in hand', 'Asset', 'Current', 'Cash', '', 'System']);
  expect(await listRow(page, TABLE, 'Cash in hand').getByRole('button').count()).toBe(0);
  await expect(accountCells('Sundry creditors')).resolves.toEqual(['Sundry creditors', 'Liability', '', '', '', 'System']);
  await search().fill('');
});

it('adds an ASSET account, asking its asset type only while the type is ASSET', async () => {
  await page.getByRole('button', { name: 'Add account' }).click();
  const form = page.getByRole('form', { name: 'Add account' });
  await shown(form);
  const assetType = form.getByLabel('Asset type');
  await form.getByLabel('Name').fill('Delivery van');
  expect(await assetType.count()).toBe(0);
  await form.getByLabel('Type', { exact: true }).selectOption('EXPENSE');
  expect(await assetType.count()).toBe(0);
  await form.getByLabel('Type', { exact: true }).selectOption('ASSET');
  await shown(assetType);

  await form.getByRole('button', { name: 'Save' }).click();
  await shown(form.getByText(CHART_ACCOUNT_APP_MESSAGES.assetTypeRequired));
  await assetType.selectOption('FIXED');
  await form.getByLabel('Description').fill('Tata Ace MH12 AB 1234');
  await form.getByRole('button', { name: 'Save' }).click();
  await shown(alertSaying(page, 'Added Successfully'));
  await form.waitFor({ state: 'detached' });
  await expect(accountCells('Delivery van')).resolves.toEqual(['Delivery van', 'Asset', 'Fixed', '', 'Tata Ace MH12 AB 1234', 'Own']);
});

it("refuses a system account's name under the name field", async () => {
  await page.getByRole('button', { name: 'Add account' }).click();
  const form = page.getByRole('form', { name: 'Add account' });
  await form.getByLabel('Name').fill('sales');
  await form.getByLabel('Type', { exact: true }).selectOption('INCOME');
  await form.getByRole('button', { name: 'Save' }).click();
  await shown(form.getByRole('alert').filter({ hasText: CHART_ACCOUNT_APP_MESSAGES.nameTaken }));
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'detached' });
});

it('edits the account into an EXPENSE one: the asset type goes', async () => {
  await page.getByRole('button', { name: 'Edit Delivery van' }).click();
  const form = page.getByRole('form', { name: 'Edit account' });
  await shown(form.getByLabel('Asset type'));
  await form.getByLabel('Name').fill('Vehicle running');
  await form.getByLabel('Type', { exact: true }).selectOption('EXPENSE');
  expect(await form.getByLabel('Asset type').count()).toBe(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await shown(alertSaying(page, 'Updated Successfully'));
  await search().fill('Delivery van');
  await listRow(page, TABLE, 'Delivery van').waitFor({ state: 'detached' });
  await expect(accountCells('Vehicle running')).resolves.toEqual(['Vehicle running', 'Expense', '', '', 'Tata Ace MH12 AB 1234', 'Own']);
});

it('exports what the search selects as CSV', async () => {
  await search().fill('vehicle');
  const csv = await csvRecords(await downloadBy(page, page.getByRole('button', { name: 'Export CSV' })));
  expect(csv).toEqual([
    'Organisation,Demo Traders',
    'GSTIN,27AAPFU0939F1ZV',
    'Report,Chart of accounts',
    '',
    'Name,Type,Asset type,Sub head,Description,Kind',
    'Vehicle running,Expense,,,Tata Ace MH12 AB 1234,Own',
    '',
  ]);
});

it('deletes the account after a confirmation', async () => {
  await page.getByRole('button', { name: 'Delete Vehicle running' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the account Vehicle running?' });
  await shown(dialog);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await shown(alertSaying(page, 'Deleted Successfully'));
  await listRow(page, TABLE, 'Vehicle running').waitFor({ state: 'detached' });
  await search().fill('');
  await shown(listRow(page, TABLE, 'Cash in hand'));
});
