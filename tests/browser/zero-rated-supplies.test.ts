// Zero-rated supplies (walk 31 F1, F4): the B2B invoice form offers a letter of undertaking once its
// client is outside India or an SEZ unit (not for another client in India), its totals then carry no
// IGST, and the saved invoice prints the endorsement the supply must carry. A client is marked an
// SEZ unit on its form; a sale to one in the organisation's own state is charged IGST.
//
// Hand-worked: 4 steel tumblers at ₹150.00, 12%: ₹600.00, IGST ₹72.00, or none under LUT.
import { DOCUMENT_APP_MESSAGES, ITEM_UNITS, kindFacts } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { addLine, alertSaying, callAsSignedIn, downloadBy, openNewDocumentForm, pdfText, setTick, signedInOrgId } from './support/documents.js';
import { settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;
const ids = { dubai: '', pune: '', item: '' };
const LUT_CHOICE = 'Under LUT or bond (no IGST paid)';

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  const orgId = await signedInOrgId(context);
  const overseas = { org_id: orgId, gstin: '', companyname: 'Al Noor Foodstuff LLC', clientid: 4, state: '96', address: [{ isprimary: 1, locaddress: 'Deira', loccity: 'Dubai', locphone: '', locpincode: '', locstate: '96' }], contacts: [] };
  ids.dubai = (await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', overseas)).client_id;
  ids.pune = (await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', clientInsertBody(orgId, { name: 'Pune Utensils', gstin14: '27AAKFP4321R1Z', city: 'Pune', pincode: '411001' }))).client_id;
  const unit = ITEM_UNITS.find((each) => each.code === 'NOS')!.id;
  ids.item = (await callAsSignedIn<{ id: string }>(context, 'POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Steel tumbler', hsn_code: '7323', itemunit: unit, itemgst: '12', unit_price: '150' })).id;
  await page.reload();
}, 60_000);

afterAll(async () => {
  await context?.close();
  await app?.close();
});

it('offers LUT and asks the country and shipping bill for a client outside India only, saves the export without IGST and prints its endorsement and destination', async () => {
  const form = await openNewDocumentForm(page, 'b2b');
  const client = form.getByLabel('Client', { exact: true });
  await client.selectOption(ids.pune);
  await addLine(page, form, { itemId: ids.item, name: 'Steel tumbler', qty: '4' });
  await expect(form.getByRole('checkbox', { name: LUT_CHOICE }).count()).resolves.toBe(0);
  const country = form.getByLabel('Country of destination');
  await expect(country.count()).resolves.toBe(0);
  await client.selectOption(ids.dubai);
  // A buyer outside India has no GSTIN, and its invoice is an export, not a sale to an unregistered person.
  await shown(country);
  await expect(form.getByText(DOCUMENT_APP_MESSAGES.b2bClientUnregistered).count()).resolves.toBe(0);
  const totals = form.getByRole('table', { name: 'Totals' });
  const igst = totals.getByRole('row').filter({ hasText: 'IGST' }).locator('td');
  await expect(settledText(igst, '₹72.00')).resolves.toBe('₹72.00');
  await setTick(form, LUT_CHOICE, true);
  await expect(settledText(igst, '₹0.00')).resolves.toBe('₹0.00');
  await expect(settledText(totals.getByRole('row').filter({ hasText: 'Grand total' }).locator('td'), '₹600.00')).resolves.toBe('₹600.00');
  // Walk 33E E6: a tax invoice for an export names its country of destination (Rule 46, its proviso).
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(shown(alertSaying(page, DOCUMENT_APP_MESSAGES.exportCountryRequired).last())).resolves.toBe(true);
  await country.fill('United Arab Emirates');
  await form.getByLabel('Port code').fill('INNSA1');
  await form.getByLabel('Shipping bill number').fill('4421873');
  await form.getByLabel('Shipping bill date').fill(await form.getByLabel('Date', { exact: true }).inputValue());
  const [saved] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/invoice/insert/savedata'),
    form.getByRole('button', { name: 'Save' }).click(),
  ]);
  const body = (await saved.json()) as { invoice_no: string; final_total: string };
  expect([saved.status(), body.final_total]).toEqual([200, '600.00']);
  await expect(shown(alertSaying(page, kindFacts('b2b').messages.added).last())).resolves.toBe(true);
  const text = (await pdfText(await downloadBy(page, page.getByRole('button', { name: `PDF of ${body.invoice_no}` })))).replace(/\s+/g, ' ');
  for (const part of ['SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF', 'UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX', 'Total ₹600.00', 'Country of Destination United Arab Emirates', 'Port Code INNSA1', 'Shipping Bill No. 4421873']) {
    expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
  }
});

it('marks a client an SEZ unit on its form; a sale to it in the same state is charged IGST, and may go under LUT', async () => {
  await page.goto('/taxpayer.html#/clients');
  await page.getByRole('button', { name: 'Edit Pune Utensils' }).click();
  const edit = page.getByRole('form', { name: 'Edit client · Pune Utensils' });
  await setTick(edit, 'SEZ unit or developer (its supplies are zero-rated)', true);
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/taxpayer.html#/clients');
  const stored = await callAsSignedIn<{ client: { sez: number } }>(context, 'GET', `/api/client/getclient/${ids.pune}`);
  expect(stored.client.sez).toBe(1);
  await page.reload();
  const form = await openNewDocumentForm(page, 'b2b');
  await form.getByLabel('Client', { exact: true }).selectOption(ids.pune);
  await addLine(page, form, { itemId: ids.item, name: 'Steel tumbler', qty: '4' });
  const totals = form.getByRole('table', { name: 'Totals' });
  await expect(settledText(totals.getByRole('row').filter({ hasText: 'IGST' }).locator('td'), '₹72.00')).resolves.toBe('₹72.00');
  await expect(totals.getByRole('row').filter({ hasText: 'CGST' }).count()).resolves.toBe(0);
  await expect(shown(form.getByRole('checkbox', { name: LUT_CHOICE }))).resolves.toBe(true);
});
