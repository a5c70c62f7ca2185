// What the sales document browser tests do the same way: call the API as the signed-in user,
// open a list from the side navigation, read a list row, add a catalogue line through the form's
// add-item modal, tick a checkbox by its label, find an alert, read a download (CSV or PDF), and
// start a stock walk (a party and a counted item, inventory tracking on).
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { DOCUMENT_KIND_TABLE, ITEM_UNITS, financialYearOf, labelInSentence, type KindInTable } from '@bahi/shared';
import { routeOfKind } from '../../../web/src/features/documents/routes.js';
import { findNavEntry } from '../../../web/src/features/shell/navigation.js';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../../functions/src/local/demo-seed.js';
import { clientInsertBody, type ClientFixture } from '../../support/document-fixtures.js';
import { pdfPageLines } from '../../support/pdf-text.js';
import { shown, signedInPage, startWebApp, type WebApp } from './web-app.js';

export type Body = Record<string, unknown>;

/** The signed-in user's organisation, from the cookie the app sets. */
export async function signedInOrgId(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((each) => each.name === 'bahi_org')?.value as string;
}

/** Calls the API as the signed-in user (the app's bearer cookie); throws on anything but 200. T: the answer's shape the caller relies on. */
export async function callAsSignedIn<T = Body>(context: BrowserContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = (await context.cookies()).find((each) => each.name === 'bahi_token')?.value as string;
  const response = await context.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The alerts (above the screen's content, or above an open modal), by (part of) their text. */
export const alertSaying = (page: Page, text: string) => page.locator('.bahi-alerts').getByRole('alert').filter({ hasText: text });

/** Clicks a side-navigation link and waits for the screen's heading. */
export async function openFromNavigation(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: link, exact: true }).click();
  // In the main area: a navigation group may share the screen's name (Purchases).
  await shown(page.getByRole('main').getByRole('heading', { name: heading, exact: true }));
}

/** Opens a kind's list from the side navigation and its New form; the form, once its totals show. */
export async function openNewDocumentForm(page: Page, kind: KindInTable): Promise<Locator> {
  const facts = DOCUMENT_KIND_TABLE[kind];
  await openFromNavigation(page, findNavEntry(routeOfKind(kind))!.label, facts.pluralLabel);
  await page.getByRole('button', { name: `New ${labelInSentence(facts.label)}`, exact: true }).click();
  const form = page.getByRole('form', { name: `New ${labelInSentence(facts.label)}` });
  await shown(form.getByRole('table', { name: 'Totals' }));
  return form;
}

/** The row of a document list whose first cell is exactly the document's number. */
export const listRow = (page: Page, tableName: string, number: string) =>
  page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: number, exact: true }) });

/** The data cells of a document's row (without the actions cell), once the row shows. */
export async function listRowCells(page: Page, tableName: string, number: string, count: number): Promise<string[]> {
  const row = listRow(page, tableName, number).first();
  await shown(row);
  return (await row.locator('td').allTextContents()).slice(0, count);
}

/** What the form's line table shows in a line's item cell: its name, and under it its serials or advance. */
export const itemCellText = (form: Locator, lineNumber: number): Promise<string> => form.getByRole('row', { name: `Line ${lineNumber}` }).locator('td').nth(1).innerText();

/** Ticks or clears a checkbox by its label, as a user does: a click on the label (the Amplify input hides behind it). */
export async function setTick(scope: Locator, label: string, on: boolean): Promise<void> {
  const input = scope.getByRole('checkbox', { name: label, exact: true });
  if ((await input.isChecked()) !== on) await scope.locator('.amplify-checkbox__label').getByText(label, { exact: true }).click();
  expect(await input.isChecked()).toBe(on);
}

/** Waits until an input holds `expected` (a look-up fills it) or 5 s pass; returns the last value. */
export async function settledValue(input: Locator, expected: string): Promise<string> {
  const until = Date.now() + 5_000;
  let value = await input.inputValue();
  while (value !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await input.inputValue();
  }
  return value;
}

export interface LineInput {
  itemId: string;
  /** The catalogue name the look-up fills in (waited for before the rest is typed). */
  name: string;
  qty: string;
  rate?: string;
  inTax?: boolean;
  discount?: string;
  /** A bought line's serial numbers, typed one per unit (purchases, with inventory tracking). */
  serials?: string[];
  /** A voucher line's advance (blank: the whole quantity × rate). */
  advance?: string;
}

/** Adds a line through the add-item modal: the catalogue look-up fills name, HSN, unit, price and rate. */
export async function addLine(page: Page, scope: Locator, line: LineInput): Promise<void> {
  await scope.getByRole('button', { name: 'Add item', exact: true }).click();
  const modal = page.getByRole('form', { name: 'Add item' });
  await modal.getByLabel('Item', { exact: true }).selectOption(line.itemId);
  await expect(settledValue(modal.getByLabel('Item name'), line.name)).resolves.toBe(line.name);
  await modal.getByLabel('Quantity').fill(line.qty);
  if (line.rate) await modal.getByLabel('Rate', { exact: true }).fill(line.rate);
  if (line.inTax) await modal.getByLabel('Rate is').selectOption('intax');
  if (line.discount) await modal.getByLabel('Discount', { exact: true }).fill(line.discount);
  if (line.serials) await setTick(modal, 'Record a serial number or details for each unit', true);
  for (const [index, serial] of (line.serials ?? []).entries()) await modal.getByLabel(`Unit ${index + 1}`, { exact: true }).fill(serial);
  if (line.advance) await modal.getByLabel('Advance amount (₹)').fill(line.advance);
  await modal.getByRole('button', { name: 'Add item' }).click();
  await modal.waitFor({ state: 'detached' });
}

/** Changes the quantity of a form's line through its edit modal. */
export async function changeQuantity(page: Page, scope: Locator, lineNumber: number, qty: string): Promise<void> {
  await scope.getByRole('button', { name: `Edit line ${lineNumber}` }).click();
  const modal = page.getByRole('form', { name: 'Edit item' });
  await modal.getByLabel('Quantity').fill(qty);
  await modal.getByRole('button', { name: 'Update item' }).click();
  await modal.waitFor({ state: 'detached' });
}

/** Clicks a button that starts a download; the download. */
export async function downloadBy(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** A downloaded CSV's records (without the byte-order mark). */
export async function csvRecords(download: Download): Promise<string[]> {
  return (await readFile((await download.path()) as string)).toString('utf8').slice(1).split('\r\n');
}

/** A downloaded PDF's text: its lines, page after page. */
export async function pdfText(download: Download): Promise<string> {
  return (await pdfPageLines(new Uint8Array(await readFile((await download.path()) as string)))).flat().join('\n');
}

/** Turns the signed-in organisation's inventory tracking on (the page must reload to see it). */
export async function trackInventoryAsSignedIn(context: BrowserContext, orgId: string): Promise<void> {
  const userId = (await context.cookies()).find((each) => each.name === 'bahi_user')?.value as string;
  const { organisation } = await callAsSignedIn<{ organisation: { version: number; org_name: string; gstin: string } }>(context, 'GET', `/api/client/get/organdusers/${orgId}/${userId}`);
  await callAsSignedIn(context, 'POST', '/api/users/update/org', { orgid: orgId, version: organisation.version, org_name: organisation.org_name, gstin: organisation.gstin, features: { inventory_tracking: 1 } });
}

/** Opens the stock ledger from the side navigation; the cells of the item's row: item, unit, opening, in, out, closing. */
export async function stockLedgerCells(page: Page, itemName: string): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: /Stock ledger/ }).click();
  await shown(page.getByRole('heading', { name: 'Stock ledger' }));
  const row = page.getByRole('table', { name: /^Stock ledger/ }).getByRole('row').filter({ has: page.getByRole('cell', { name: itemName, exact: true }) });
  await shown(row);
  return row.locator('td').allTextContents();
}

/** The demo owner signed in, with inventory tracking on, one party and one counted item (startStockWalk). */
export interface StockWalk {
  app: WebApp;
  page: Page;
  context: BrowserContext;
  orgId: string;
  partyId: string;
  /** The party's first (primary) address. */
  addressId: string;
  itemId: string;
}

/**
 * What the stock walks start from: the demo owner signed in with inventory tracking on, a party
 * (client or vendor) with its address, and a catalogue item (NOS, 18%) counted at `counted` pieces
 * on the last day of the previous financial year, so this year's ledger opens at that figure.
 */
export async function startStockWalk(party: ClientFixture, item: { name: string; hsn: string; unitPrice: string; purchasePrice?: string }, counted: number): Promise<StockWalk> {
  const app = await startWebApp();
  const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
  const orgId = await signedInOrgId(context);
  await trackInventoryAsSignedIn(context, orgId);
  const partyId = (await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', clientInsertBody(orgId, party))).client_id;
  const addressId = (await callAsSignedIn<{ clientaddress: { id: string }[] }>(context, 'GET', `/api/client/getclient/${partyId}`)).clientaddress[0]!.id;
  const unit = ITEM_UNITS.find((each) => each.code === 'NOS')!.id;
  const prices = { unit_price: item.unitPrice, ...(item.purchasePrice ? { purchase_price: item.purchasePrice } : {}) };
  const itemId = (await callAsSignedIn<{ id: string }>(context, 'POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: item.name, hsn_code: item.hsn, itemunit: unit, itemgst: '18', ...prices })).id;
  await callAsSignedIn(context, 'POST', '/api/items/addtrackvaritem', { itemid: itemId, instock: String(counted), date: `${financialYearOf(new Date()).startYear}-03-31` });
  return { app, page, context, orgId, partyId, addressId, itemId };
}

export async function closeStockWalk(walk: StockWalk | undefined): Promise<void> {
  await walk?.context.close();
  await walk?.app.close();
}
