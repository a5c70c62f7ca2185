// A composition dealer's forms (walk 27 M1): its new B2B invoice shows no form, only that it issues
// bills of supply (the save would be refused: Section 10(4) CGST Act) and a way to raise one (an
// invoice issued before it joined the scheme stays editable), and a bill of supply of goods to
// another state warns that the sale ends its eligibility for the scheme (Section 10(2)(d)); one
// within its own state does not. (Its new organisation has no bill of supply yet: a first number
// typed past the next is said to start the year's series.) Its quotation offers a bill of supply, not
// a B2B invoice, and the notice reached by converting it keeps it (walk 35 M2). Its new quotation
// quotes no tax, as its bill of supply will charge none (walk 35 L2).
import { DOCUMENT_APP_MESSAGES, DOCUMENT_KIND_TABLE, ITEM_UNITS, fillMessage, formatCalendarDate, routes, toCalendarDate } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { findNavEntry } from '../../web/src/features/shell/navigation.js';
import { documentHref, routeOfKind } from '../../web/src/features/documents/routes.js';
import { addLine, callAsSignedIn, itemCellText, listRow, openFromNavigation, openNewDocumentForm, signedInOrgId } from './support/documents.js';
import { settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;
const ids = { karnataka: '', pune: '', item: '' };
/** A B2B invoice issued before the organisation joined the scheme. */
let before: { id: string; invoice_no: string };
/** A quotation to Pune Utensils for 2 steel tumblers. */
let quotation: { id: string; invoice_no: string };

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  const orgId = await signedInOrgId(context);
  const client = async (name: string, gstin14: string, city: string, pincode: string) =>
    (await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', clientInsertBody(orgId, { name, gstin14, city, pincode }))).client_id;
  ids.karnataka = await client('Bengaluru Steel Supplies', '29AAKFS4321R1Z', 'Bengaluru', '560001');
  ids.pune = await client('Pune Utensils', '27AAKFP4321R1Z', 'Pune', '411001');
  const unit = ITEM_UNITS.find((each) => each.code === 'NOS')!.id;
  ids.item = (await callAsSignedIn<{ id: string }>(context, 'POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Steel tumbler', hsn_code: '7323', itemunit: unit, itemgst: '12', unit_price: '150' })).id;
  const puneAddress = (await callAsSignedIn<{ clientaddress: { id: string }[] }>(context, 'GET', `/api/client/getclient/${ids.pune}`)).clientaddress[0]?.id;
  const line = { item_id: ids.item, item_name: 'Steel tumbler', hsncode: '7323', metrics: 'NOS', qty: '2', unit_price: '150', gstrate: '12', goods_service: 'goods' };
  const today = formatCalendarDate(toCalendarDate(new Date()));
  before = await callAsSignedIn(context, 'POST', '/api/account/invoice/insert/savedata', { org_id: orgId, client_id: ids.pune, clientaddressid: puneAddress, isaddrsame: 1, invoicedate: today, items: [line] });
  quotation = await callAsSignedIn(context, 'POST', '/api/account/quotation/savedata', { org_id: orgId, client_id: ids.pune, clientaddressid: puneAddress, isaddrsame: 1, quotationdate: today, validDate: today, items: [line] });
  await callAsSignedIn(context, 'POST', routes.updateOrganisation.path, { orgid: orgId, org_name: DEMO_OWNER.orgname, gstin: DEMO_OWNER.gstin, schemetype: 'composite' });
  await page.reload();
}, 60_000);

afterAll(async () => {
  await context?.close();
  await app?.close();
});

it('offers a composition dealer a bill of supply instead of a new B2B invoice form (walk E4)', async () => {
  await openFromNavigation(page, findNavEntry(routeOfKind('b2b'))!.label, DOCUMENT_KIND_TABLE.b2b.pluralLabel);
  await page.getByRole('button', { name: 'New B2B invoice', exact: true }).click();
  const notice = page.getByRole('region', { name: 'New B2B invoice' });
  await expect(shown(notice.getByText(DOCUMENT_APP_MESSAGES.compositionTaxInvoice, { exact: true }))).resolves.toBe(true);
  // No form computing CGST and SGST that the save would refuse.
  await expect(page.getByRole('form', { name: 'New B2B invoice' }).count()).resolves.toBe(0);
  await expect(page.getByRole('table', { name: 'Totals' }).count()).resolves.toBe(0);
  await notice.getByRole('button', { name: 'New bill of supply', exact: true }).click();
  const form = page.getByRole('form', { name: 'New bill of supply' });
  await expect(shown(form.getByRole('table', { name: 'Totals' }))).resolves.toBe(true);
  expect(new URL(page.url()).hash).toBe('#/bill-of-supply/new');
});

it('keeps a B2B invoice issued before the organisation joined the scheme editable, its tax as issued', async () => {
  await page.goto(`/taxpayer.html${documentHref.edit('b2b', before.id)}`);
  const form = page.getByRole('form', { name: `Edit B2B invoice ${before.invoice_no}` });
  const cgst = form.getByRole('table', { name: 'Totals' }).getByRole('row').filter({ hasText: 'CGST' }).locator('td');
  // 2 × ₹150.00 at 12% within Maharashtra: CGST ₹18.00.
  await expect(settledText(cgst, '₹18.00')).resolves.toBe('₹18.00');
  await expect(page.getByText(DOCUMENT_APP_MESSAGES.compositionTaxInvoice).count()).resolves.toBe(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
});

it("offers on a quotation's row a bill of supply, not a B2B invoice, and the notice of a B2B invoice made from it opens the bill of supply from it (walk 35 M2)", async () => {
  await openFromNavigation(page, findNavEntry(routeOfKind('quotation'))!.label, DOCUMENT_KIND_TABLE.quotation.pluralLabel);
  const row = listRow(page, DOCUMENT_KIND_TABLE.quotation.pluralLabel, quotation.invoice_no);
  await expect(shown(row.getByRole('button', { name: `Convert ${quotation.invoice_no} to Bill of supply`, exact: true }))).resolves.toBe(true);
  await expect(row.getByRole('button', { name: `Convert ${quotation.invoice_no} to B2B invoice`, exact: true }).count()).resolves.toBe(0);
  // The B2B conversion's address typed by hand: the notice, whose button keeps the quotation.
  await page.goto(`/taxpayer.html${documentHref.convert('b2b', quotation.id)}`);
  const notice = page.getByRole('region', { name: `New B2B invoice from ${quotation.invoice_no}` });
  await expect(shown(notice.getByText(DOCUMENT_APP_MESSAGES.compositionTaxInvoice, { exact: true }))).resolves.toBe(true);
  await notice.getByRole('button', { name: `Bill of supply from ${quotation.invoice_no}`, exact: true }).click();
  const form = page.getByRole('form', { name: `New bill of supply from ${quotation.invoice_no}` });
  await expect(shown(form.getByRole('table', { name: 'Totals' }))).resolves.toBe(true);
  expect(new URL(page.url()).hash).toBe(documentHref.convert('bill_of_supply', quotation.id));
  await expect(itemCellText(form, 1)).resolves.toContain('Steel tumbler');
});

it("says a year's first number typed past the next starts the series, naming the numbers it leaves out (walk 33F L2)", async () => {
  const form = await openNewDocumentForm(page, 'bill_of_supply');
  const number = form.getByLabel('Bill of supply number');
  await number.fill('57');
  await number.blur();
  const said = fillMessage(DOCUMENT_APP_MESSAGES.numberStartsSeries, { number: 'BOS57', skipped: 'BOS1 to BOS56' });
  await expect(shown(form.getByText(said, { exact: false }))).resolves.toBe(true);
  // Left as it was, so the next form opens without the leave-page question.
  await number.fill('');
});

it('quotes without tax: no tax columns or rows, the total the bill of supply will charge (walk 35 L2)', async () => {
  const form = await openNewDocumentForm(page, 'quotation');
  await form.getByLabel('Client', { exact: true }).selectOption(ids.pune);
  await addLine(page, form, { itemId: ids.item, name: 'Steel tumbler', qty: '2' });
  const totals = form.getByRole('table', { name: 'Totals' });
  // 2 × ₹150.00, the tumbler's 12% not charged: ₹300.00 (a regular dealer's: ₹336.00).
  const grandTotal = totals.getByRole('row').filter({ hasText: 'Grand total' }).locator('td');
  await expect(settledText(grandTotal, '₹300.00')).resolves.toBe('₹300.00');
  await expect(totals.locator('th').allTextContents()).resolves.toEqual(['Sub total', 'Discount', 'Taxable amount', 'Round off', 'Grand total']);
  await expect(form.getByRole('table', { name: 'Items' }).locator('thead th').allTextContents()).resolves.toEqual(['#', 'Item', 'HSN/SAC', 'Qty', 'Rate', 'Discount', 'Taxable', 'Total', 'Actions']);
  await expect(shown(form.getByText('No tax is charged: a composition dealer may not collect tax (Section 10(4) CGST Act).'))).resolves.toBe(true);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
});

it('warns on a bill of supply of goods to another state, not on one within the state', async () => {
  const form = await openNewDocumentForm(page, 'bill_of_supply');
  const warning = form.getByText(DOCUMENT_APP_MESSAGES.compositionInterState);
  // A bill of supply may go to a consumer: its client is picked 'or' a receiver is typed.
  const clientPicker = form.getByLabel(DOCUMENT_KIND_TABLE.bill_of_supply.party === 'consumer' ? 'Or choose a client' : 'Client', { exact: true });
  await clientPicker.selectOption(ids.karnataka);
  await addLine(page, form, { itemId: ids.item, name: 'Steel tumbler', qty: '10' });
  await expect(shown(warning)).resolves.toBe(true);
  await clientPicker.selectOption(ids.pune);
  await warning.waitFor({ state: 'detached' });
  await expect(warning.count()).resolves.toBe(0);
});

