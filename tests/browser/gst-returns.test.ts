// GST returns in a real browser (issue 13): the form's years and months (from July 2017 up to the
// current month), a month's pre-filing check naming the invoice and line with a link that opens
// it, generating and downloading the GSTR-1 JSON and the GSTR-3B workbook through the signed
// links, the button's text going back to its label after 3 seconds, and a generated file shown
// only under the form, month and year it was generated for.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { RETURN_MESSAGES, toCalendarDate, type Gstr1Json } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { clientInsertBody, gstinOf } from '../support/document-fixtures.js';
import { callAsSignedIn, downloadBy, openFromNavigation, signedInOrgId, type Body } from './support/documents.js';
import { shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;
let orgId: string;
let invoice: { id: string; invoice_no: string };

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  orgId = await signedInOrgId(context);
  // March 2024: one B2B invoice to a Karnataka client whose line carries a 2-digit HSN.
  const client = await callAsSignedIn(context, 'POST', '/api/client/insert', clientInsertBody(orgId, { name: 'Kaveri Silks', gstin14: '29AAGCB7383J1Z', city: 'Bengaluru', pincode: '560001' }));
  const fetched = await callAsSignedIn<{ clientaddress: { id: string }[] }>(context, 'GET', `/api/client/getclient/${String(client.client_id)}`);
  const item = await callAsSignedIn(context, 'POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Silk saree', hsn_code: '5007', itemunit: 29, itemgst: '5', unit_price: '2000' });
  invoice = await callAsSignedIn(context, 'POST', '/api/account/invoice/insert/savedata', {
    org_id: orgId,
    client_id: client.client_id,
    clientaddressid: fetched.clientaddress[0]?.id,
    isaddrsame: 1,
    invoicedate: '2024-03-12',
    invoice_terms_id: 30,
    roundoff: 0,
    items: [{ item_id: item.id, item_name: 'Silk saree', hsncode: '50', metrics: 'PCS', qty: '2', unit_price: '2000', original_price: 'notax', gstrate: '5', cess: '0', goods_service: 'goods' } satisfies Body],
  });
  await openFromNavigation(page, 'GST returns', 'GST returns');
}, 90_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const form = () => page.getByRole('form', { name: 'GST returns' });
const options = (label: string) => form().getByLabel(label).locator('option').allTextContents();

it('offers the years from 2017, July onwards in 2017, and this year up to this month', async () => {
  const today = toCalendarDate(new Date());
  expect(await options('Form')).toEqual(['GSTR1', 'GSTR3B']);
  expect(await options('Year')).toEqual(Array.from({ length: today.year - 2016 }, (_, i) => String(2017 + i)));
  await form().getByLabel('Year').selectOption('2017');
  expect(await options('Month')).toEqual(['July', 'August', 'September', 'October', 'November', 'December']);
  await form().getByLabel('Year').selectOption(String(today.year));
  expect(await options('Month')).toHaveLength(today.month);
});

it("lists the month's problem naming the invoice and line, with a link that opens it", async () => {
  await form().getByLabel('Year').selectOption('2024');
  await form().getByLabel('Month').selectOption('March');
  const problems = page.getByRole('list', { name: 'Problems' });
  await shown(problems);
  expect(await problems.getByRole('listitem').allTextContents()).toEqual([
    `B2B invoice ${invoice.invoice_no} of 12 Mar 2024, line 1 (Silk saree) has the HSN/SAC code "50": it must be 4 to 8 digits. Correct the code on the line and save the document again. Open ${invoice.invoice_no}`,
  ]);
  expect(await problems.getByRole('link', { name: `Open ${invoice.invoice_no}` }).getAttribute('href')).toBe(`#/invoices/b2b/${invoice.id}/edit`);
});

it('generates the GSTR-1 JSON and downloads it; the button says Generated, then Generate JSON again after 3 s', async () => {
  const button = form().getByRole('button', { name: 'Generate JSON' });
  await button.click();
  const link = page.getByRole('link', { name: `GSTR1_27AAPFU0939F1ZV_032024.json` });
  await shown(link);
  await shown(form().getByRole('button', { name: 'Generated' }));
  const download = await downloadBy(page, link);
  const json = JSON.parse((await readFile((await download.path()) as string)).toString('utf8')) as Gstr1Json;
  expect([json.gstin, json.fp, json.b2b?.[0]?.ctin, json.b2b?.[0]?.inv[0]?.val]).toEqual(['27AAPFU0939F1ZV', '032024', gstinOf('29AAGCB7383J1Z'), 4200]);
  await shown(form().getByRole('button', { name: 'Generate JSON' }));
  // The problem is still listed beside the download: generating never hides it.
  expect(await page.getByRole('list', { name: 'Problems' }).getByRole('listitem').count()).toBe(1);
});

it('generates the GSTR-3B workbook and downloads it', async () => {
  await form().getByLabel('Form').selectOption('GSTR3B');
  await form().getByRole('button', { name: 'Generate', exact: true }).click();
  const link = page.getByRole('link', { name: 'GSTR3B_27AAPFU0939F1ZV_032024.xlsx' });
  await shown(link);
  const download = await downloadBy(page, link);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path()) as string);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['3.1', '3.2', '4', '5']);
  // Inter-state to a registered client: 4,000 taxable with 200 IGST in 3.1(a).
  expect((workbook.getWorksheet('3.1')?.getRow(5).values as unknown[]).slice(2)).toEqual([4000, 200, 0, 0, 0]);
});

it('shows a generated file only while the form, month and year are the ones it was generated for', async () => {
  const ready = page.getByText(RETURN_MESSAGES.generated);
  const gone = async () => {
    await ready.waitFor({ state: 'detached' });
    return page.getByRole('link', { name: /^GSTR(1|3B)_/ }).count();
  };
  await form().getByLabel('Form').selectOption('GSTR1');
  await form().getByRole('button', { name: 'Generate JSON' }).click();
  const link = page.getByRole('link', { name: 'GSTR1_27AAPFU0939F1ZV_032024.json' });
  await shown(link);
  await shown(ready);
  // The form changes: GSTR-1's file is not GSTR-3B's.
  await form().getByLabel('Form').selectOption('GSTR3B');
  expect(await gone()).toBe(0);
  // Back to the selection it was made for: it is that return's file again.
  await form().getByLabel('Form').selectOption('GSTR1');
  expect(await shown(link)).toBe(true);
  await form().getByLabel('Month').selectOption('February');
  expect(await gone()).toBe(0);
  await form().getByLabel('Month').selectOption('March');
  await shown(link);
  await form().getByLabel('Year').selectOption('2023');
  expect(await gone()).toBe(0);
});
