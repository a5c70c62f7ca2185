// The items screens in a real browser (issue 5, web): add goods by picking an HSN code from the
// search, add a service (unit 55, fixed), edit an item, add a variation, refuse a non-Excel file,
// upload a workbook built from the template (3 good rows, 2 bad) and read the result in the dialog;
// the stock ledger opens on the current financial year. Exports carry prices as shown.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fillItemUploadTemplate, financialYearOf, formatDisplayDate, formatFinancialYear, gstRateMessage, ITEM_MESSAGES, MESSAGES, SERVICES_UNIT_ID } from '@bahi/shared';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { callAsSignedIn, settledValue } from './support/documents.js';
import { SCREENSHOT_DIR, settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  await page.goto('/taxpayer.html#/items');
  await shown(page.getByRole('heading', { name: 'Items' }));
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const list = () => page.getByRole('table', { name: 'Items' });
const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
const alertSaying = (text: string) => page.locator('.bahi-alerts').getByRole('alert').filter({ hasText: text });
/** Clears the alerts, so a screenshot shows the screen as it is once they have gone (no modal open). */
async function dismissAlerts() {
  const dismiss = page.locator('.bahi-alerts').getByRole('button');
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}
async function download(label: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Export ${label}` }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) as string) };
}
const listedNames = async () => list().locator('tbody tr td:first-child').allTextContents();

describe('adding items', () => {
  it('adds goods, filling the HSN code from the search', async () => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const form = dialog('Add item');
    await form.getByLabel('Short name').fill('Basmati Rice 5kg');

    await form.getByRole('button', { name: 'Search' }).click();
    const search = dialog('Search HSN codes');
    await search.getByLabel('HSN code or description').fill('rice');
    const hits = search.getByRole('list', { name: 'HSN codes found' }).getByRole('listitem');
    await shown(hits.first());
    const picked = (await hits.first().locator('.bahi-code-hit-code').textContent()) as string;
    expect(picked).toMatch(/^\d{2,8}$/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'item-form-code-search.png') });
    await search.getByRole('button', { name: `Pick ${picked}`, exact: true }).click();
    await search.waitFor({ state: 'hidden' });
    await expect(form.getByLabel('HSN code', { exact: true }).inputValue()).resolves.toBe(picked);

    await form.getByLabel('Unit').selectOption({ label: 'KGS – KILOGRAMS' });
    await form.getByLabel('GST rate %').selectOption('5');
    await form.getByLabel('Sale price (₹)').fill('650');
    await form.getByLabel('Purchase date').fill('23-11-2025');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(shown(alertSaying(MESSAGES.itemAdded))).resolves.toBe(true);
    await form.waitFor({ state: 'hidden' });
    const row = list().getByRole('row').filter({ hasText: 'Basmati Rice 5kg' });
    await expect(row.locator('td').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Basmati Rice 5kg', 'Goods', picked, 'KGS', '5', '₹650.00']),
    );
  });

  it("shows the schema's messages and adds a service with unit 55, fixed", async () => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const form = dialog('Add item');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(shown(form.getByText(ITEM_MESSAGES.shortNameRequired))).resolves.toBe(true);
    await expect(shown(form.getByText(gstRateMessage()))).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'item-form-errors.png') });

    await form.getByText('Services', { exact: true }).click();
    const unit = form.getByLabel('Unit');
    await expect(unit.isDisabled()).resolves.toBe(true);
    await expect(unit.inputValue()).resolves.toBe(String(SERVICES_UNIT_ID));
    // A pasted name longer than the limit is kept and refused with the reason, never cut silently (walk 32 L6).
    await form.getByLabel('Short name').fill('GST return filing '.repeat(12));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(shown(form.getByText(ITEM_MESSAGES.shortNameTooLong))).resolves.toBe(true);
    await expect(form.getByLabel('Short name').inputValue()).resolves.toHaveLength(216);
    await form.getByLabel('Short name').fill('GST return filing');
    await form.getByLabel('SAC code', { exact: true }).fill('998231');
    await form.getByLabel('GST rate %').selectOption('18');
    // Typed the Indian way, with lakh grouping.
    await form.getByLabel('Sale price (₹)').fill('1,23,456');
    await form.getByRole('button', { name: 'Save' }).click();

    await form.waitFor({ state: 'hidden' });
    const row = list().getByRole('row').filter({ hasText: 'GST return filing' });
    await expect(row.locator('td').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['GST return filing', 'Services', '998231', '18', '₹1,23,456.00']),
    );
  });

  it('asks what a 0% item is, and keeps it: exempt fresh milk (walk 31 F5)', async () => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const form = dialog('Add item');
    await form.getByLabel('Short name').fill('Fresh milk 1L');
    await form.getByLabel('HSN code', { exact: true }).fill('0401');
    await form.getByLabel('Unit').selectOption({ label: 'NOS – NUMBERS' });
    // Only a 0% rate asks.
    await form.getByLabel('GST rate %').selectOption('5');
    await expect(form.getByLabel('A 0% supply that is').count()).resolves.toBe(0);
    await form.getByLabel('GST rate %').selectOption('0');
    await expect(form.getByLabel('A 0% supply that is').inputValue()).resolves.toBe('nil');
    await form.getByLabel('A 0% supply that is').selectOption({ label: 'Exempt' });
    await form.getByLabel('Sale price (₹)').fill('68');
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/items/insert');
    await form.getByRole('button', { name: 'Save' }).click();
    const id = ((await (await saved).json()) as { id: string }).id;
    await form.waitFor({ state: 'hidden' });
    expect((await callAsSignedIn<{ item: { zero_rate_type: string } }>(context, 'GET', `/api/items/get/itemdata/${id}`)).item.zero_rate_type).toBe('exempt');
    await page.getByRole('button', { name: 'Edit Fresh milk 1L' }).click();
    const edit = dialog(/^Edit item/);
    await expect(settledValue(edit.getByLabel('A 0% supply that is'), 'exempt')).resolves.toBe('exempt');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });
  });

  it('edits an item and says so', async () => {
    await page.getByRole('button', { name: 'Edit Basmati Rice 5kg' }).click();
    const form = dialog(/^Edit item/);
    const price = form.getByLabel('Sale price (₹)');
    await shown(price);
    await expect(price.inputValue()).resolves.toBe('650.00');
    await expect(form.getByLabel('Purchase date').inputValue()).resolves.toBe('23-11-2025');
    await price.fill('675.50');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(shown(alertSaying(MESSAGES.updated))).resolves.toBe(true);
    await form.waitFor({ state: 'hidden' });
    await expect(shown(list().getByRole('row').filter({ hasText: 'Basmati Rice 5kg' }).getByText('₹675.50'))).resolves.toBe(true);
  });

  it('exports prices as plain rupees a spreadsheet can total, under the organisation, its GSTIN and the report name', async () => {
    const csv = await download('CSV');
    expect(csv.name).toBe('Items.csv');
    const records = csv.bytes.toString('utf8').slice(1).split('\r\n');
    expect(records.slice(0, 5)).toEqual(['Organisation,Demo Traders', 'GSTIN,27AAPFU0939F1ZV', 'Report,Items', '', 'Name,Type,HSN/SAC,Unit,GST %,Sale price']);
    expect(records).toContain('GST return filing,Services,998231,,18,123456.00');

    const excel = await download('Excel');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(excel.bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    expect([sheet.getCell('B1').value, sheet.getCell('B2').value]).toEqual(['Demo Traders', '27AAPFU0939F1ZV']);
    const service = sheet.getRows(6, sheet.rowCount - 5)!.find((row) => row.getCell(1).value === 'GST return filing')!;
    // A number the sheet can total, shown with Indian grouping.
    expect(service.getCell(6).value).toBe(123456);
    expect(service.getCell(6).numFmt).toContain('##,##,##0.00');
  });

  it('adds a variation to an item', async () => {
    await page.getByRole('button', { name: 'Variations of Basmati Rice 5kg' }).click();
    const variations = dialog('Variations · Basmati Rice 5kg');
    await shown(variations.getByText('No variations yet.'));
    await variations.getByLabel('Variation name').fill('10 kg bag');
    await variations.getByLabel('SKU').fill('BR-10');
    await variations.getByLabel('Price (₹)').fill('1250');
    await variations.getByRole('button', { name: 'Add variation' }).click();
    const rows = variations.getByRole('table', { name: 'Variations' }).locator('tbody tr');
    await shown(rows.first());
    await expect(rows.first().locator('td').allTextContents()).resolves.toEqual(expect.arrayContaining(['10 kg bag', 'BR-10', '₹1,250.00']));
    // The save's message, raised with the modal open, floats above it in the top layer (the page
    // behind is dimmed and inert); once the modal closes it is in the page's flow, above the list.
    const stack = page.locator('.bahi-alerts');
    await shown(stack.getByRole('alert').first());
    await expect(stack.evaluate((element) => element.matches(':popover-open'))).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'item-variations.png') });
    await variations.getByRole('button', { name: 'Close' }).click();
    await variations.waitFor({ state: 'hidden' });
    await shown(page.getByRole('main').locator('.bahi-alerts').getByRole('alert').first());
    await expect(stack.evaluate((element) => element.hasAttribute('popover'))).resolves.toBe(false);
  });
});

describe('bulk upload', () => {
  async function workbookWith(rows: Record<string, unknown>[]): Promise<Buffer> {
    const workbook = fillItemUploadTemplate(new ExcelJS.Workbook());
    const sheet = workbook.getWorksheet('Items') as ExcelJS.Worksheet;
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('refuses a file that is not xls or xlsx before sending it', async () => {
    await page.getByRole('button', { name: 'Upload items' }).click();
    const upload = dialog('Upload items');
    await upload.locator('input[type=file]').setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from('goodstype\ngoods\n') });
    await expect(shown(upload.getByText(ITEM_MESSAGES.uploadOnlyExcel))).resolves.toBe(true);
    await expect(upload.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).resolves.toBe(true);
    await upload.getByRole('button', { name: 'Close' }).first().click();
    await upload.waitFor({ state: 'hidden' });
  });

  it('adds the 3 good rows and lists the 2 bad ones with their rows', async () => {
    const good = { goodstype: 'goods', description: 'From the workbook', hsn_sac_code: '0902', itemunit: 'KGS', unit_price: 320.5, itemgst: 5 };
    const content = await workbookWith([
      { ...good, short_name: 'Assam Tea 250g' },
      { ...good, goodstype: 'services', short_name: 'Tea tasting', hsn_sac_code: '998599', itemunit: '', itemgst: 18 },
      { ...good, short_name: 'Bad GST Tea', itemgst: 19 },
      { ...good, short_name: 'Nilgiri Tea 1kg', itemunit: 'NOS' },
      { ...good, short_name: '' },
    ]);

    await page.getByRole('button', { name: 'Upload items' }).click();
    const upload = dialog('Upload items');
    await upload.locator('input[type=file]').setInputFiles({
      name: 'items.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: content,
    });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();

    await expect(settledText(upload.getByTestId('upload-added'), '3 items added', 10_000)).resolves.toBe('3 items added');
    const errors = upload.getByRole('table', { name: 'Upload errors' }).locator('tbody tr');
    await expect(errors.count()).resolves.toBe(2);
    await expect(errors.nth(0).locator('td').allTextContents()).resolves.toEqual(['4', 'GST rate %', gstRateMessage()]);
    await expect(errors.nth(1).locator('td').allTextContents()).resolves.toEqual(['6', 'Short name', ITEM_MESSAGES.shortNameRequired]);
    await expect(upload.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'items-upload-result.png') });

    await upload.getByRole('button', { name: 'Close' }).first().click();
    await upload.waitFor({ state: 'hidden' });
    await expect(listedNames()).resolves.toEqual(
      expect.arrayContaining(['Basmati Rice 5kg', 'GST return filing', 'Assam Tea 250g', 'Tea tasting', 'Nilgiri Tea 1kg']),
    );
    await expect(listedNames()).resolves.not.toContain('Bad GST Tea');
    await dismissAlerts();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'items-list.png'), fullPage: true });
  });
});

describe('stock ledger', () => {
  it('opens on the current financial year', async () => {
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: /Stock ledger/ }).click();
    await shown(page.getByRole('heading', { name: 'Stock ledger' }));
    const year = financialYearOf(new Date());
    await expect(page.getByLabel('From', { exact: true }).inputValue()).resolves.toBe(year.startDate);
    await expect(page.getByLabel('To', { exact: true }).inputValue()).resolves.toBe(year.endDate);
    const period = `${formatFinancialYear(year)}: ${formatDisplayDate(year.startDate)} to ${formatDisplayDate(year.endDate)}`;
    expect(period).toMatch(/^FY \d{4}-\d{2}: 1 Apr \d{4} to 31 Mar \d{4}$/);
    await expect(settledText(page.getByTestId('ledger-period'), period)).resolves.toBe(period);
    await expect(shown(page.getByRole('table', { name: /^Stock ledger/ }))).resolves.toBe(true);
  });
});
