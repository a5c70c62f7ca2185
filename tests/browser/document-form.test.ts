// The document form in a real browser (issue 9, web): a B2B invoice for the demo organisation
// filled through the form (client, addresses, two lines, one with a 10% discount, freight ₹500
// taxed, round-off) shows the hand-worked figures of tests/integration/sales-documents-api.test.ts
// live and saves them; the spec's messages all at once; an edit of a quantity; a B2C invoice to a
// receiver typed in its modal.
import { join } from 'node:path';
import { addCalendarDays, DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, documentTotals, fillMessage, financialYearOf, formatDisplayDate, type DocumentView } from '@bahi/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { clientInsertBody, relianceRetailBody } from '../support/document-fixtures.js';
import { addLine, alertSaying as alertOf, callAsSignedIn, changeQuantity, listRow, setTick, settledValue, signedInOrgId } from './support/documents.js';
import { SCREENSHOT_DIR, settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;
let orgId: string;
let mumbai: { id: string; billing: string; shipping: string; contact: string };
let rice: string;
let maintenance: string;
let savedId: string;
let unregistered: string;

const INSERT_B2B = '/api/account/invoice/insert/savedata';

type StoredClient = { clientaddress: { id: string; isprimary: number }[]; clientcontacts: { id: string }[] };
const addItem = async (body: Record<string, unknown>) => (await callAsSignedIn<{ id: string }>(context, 'POST', '/api/items/insert', { orgid: orgId, ...body })).id;

/** A client in Maharashtra with two addresses and a contact, and the integration test's two items. */
async function addDataThroughApi() {
  orgId = await signedInOrgId(context);
  const client = await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', relianceRetailBody(orgId));
  const fetched = await callAsSignedIn<StoredClient>(context, 'GET', `/api/client/getclient/${client.client_id}`);
  mumbai = {
    id: client.client_id,
    billing: fetched.clientaddress.find((each) => each.isprimary === 1)!.id,
    shipping: fetched.clientaddress.find((each) => each.isprimary === 0)!.id,
    contact: fetched.clientcontacts[0]!.id,
  };
  // A consumer without a GSTIN, whom a B2B invoice warns about (walk 26 L9).
  unregistered = (await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', { ...clientInsertBody(orgId, { name: 'Sunil Verma', gstin14: '27AAAAA0000A1Z', city: 'Pune', pincode: '411001' }), gstin: '', clientid: 4 })).client_id;
  rice = await addItem({ goodstype: 'goods', short_name: 'Basmati Rice', hsn_code: '10063020', itemunit: 20, itemgst: '5', unit_price: '1250.50' });
  maintenance = await addItem({ goodstype: 'services', short_name: 'Annual maintenance', sac_code: '998719', itemgst: '18', unit_price: '5000' });
}

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  await addDataThroughApi();
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const form = (name: string) => page.getByRole('form', { name });
const totalsRow = (scope: Locator, label: string) => scope.getByRole('table', { name: 'Totals' }).getByRole('row', { name: label, exact: false }).locator('td');
const alertSaying = (text: string) => alertOf(page, text);
/** How far below the number input each header input's top edge is, in whole pixels (0: one line). */
async function headerInputTops(scope: Locator) {
  const topOf = async (label: string) => (await scope.getByLabel(label, { exact: true }).boundingBox())!.y;
  const number = await topOf('B2B invoice number');
  const below = async (label: string) => Math.round((await topOf(label)) - number);
  return { number: 0, date: await below('Date'), terms: await below('Payment terms'), due: await below('Due date') };
}

/** Whether the payment terms' chevron is drawn inside the select's box (a stretched wrapper put it below). */
async function termsChevronInsideItsBox(scope: Locator) {
  const select = scope.getByLabel('Payment terms', { exact: true });
  const box = (await select.boundingBox())!;
  const chevron = (await select.locator('xpath=..').locator('.amplify-select__icon').boundingBox())!;
  return chevron.y >= box.y && chevron.y + chevron.height <= box.y + box.height;
}

const fetchB2b = async (id: string) => (await callAsSignedIn<{ invoice: DocumentView }>(context, 'GET', `/api/account/invoice/getinvoicedata/${id}/${orgId}`)).invoice;

describe('a B2B invoice through the form', () => {
  it('shows the hand-worked totals live (₹17,407.00) and saves exactly those figures', async () => {
    await page.goto('/taxpayer.html#/invoices/b2b/new');
    const invoice = form('New B2B invoice');
    await shown(invoice.getByRole('table', { name: 'Totals' }));
    await expect(invoice.getByText('Number: INV1').count()).resolves.toBe(1);
    await expect(headerInputTops(invoice)).resolves.toEqual({ number: 0, date: 0, terms: 0, due: 0 });
    await expect(termsChevronInsideItsBox(invoice)).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'document-form-empty.png'), fullPage: true });

    // A client without a GSTIN is warned of when chosen, not at return time (walk 26 L9).
    await invoice.getByLabel('Client', { exact: true }).selectOption(unregistered);
    await shown(invoice.getByText(DOCUMENT_APP_MESSAGES.b2bClientUnregistered));
    await invoice.getByLabel('Client', { exact: true }).selectOption(mumbai.id);
    // selectOption waits for the client's addresses to arrive.
    await invoice.getByLabel('Billing address').selectOption(mumbai.billing);
    await expect(invoice.getByText(DOCUMENT_APP_MESSAGES.b2bClientUnregistered).count()).resolves.toBe(0);
    // The client's only contact comes with its address, so an SMS on save reaches it (walk 32 M3).
    await expect(settledValue(invoice.getByLabel('Contact', { exact: true }), mumbai.contact)).resolves.toBe(mumbai.contact);
    await setTick(invoice, 'Shipping address same as billing', false);
    await invoice.getByLabel('Shipping address', { exact: true }).selectOption(mumbai.shipping);
    await invoice.getByLabel('Payment terms').selectOption('30');
    await invoice.getByLabel('Order number').fill('PO-7781');

    await addLine(page, invoice, { itemId: rice, name: 'Basmati Rice', qty: '10', rate: '1,250.50', discount: '10' });
    await addLine(page, invoice, { itemId: maintenance, name: 'Annual maintenance', qty: '1', inTax: true });
    await invoice.getByLabel('Freight charges', { exact: true }).fill('500');
    await setTick(invoice, 'Charges taxed (at the highest item rate)', true);
    await setTick(invoice, 'Round off', true);

    const lines = invoice.getByRole('table', { name: 'Items' });
    await expect(lines.getByRole('row', { name: 'Line 1' }).locator('td').allInnerTexts()).resolves.toEqual([
      '1', 'Basmati Rice', '10063020', '10 KGS', '1,250.50', '1,250.50', '11,254.50', '5', '281.36', '281.36', '0.00', '11,817.22', expect.stringMatching(/Edit\s*Remove/),
    ]);
    // The item's price came as '5000': the rate reads like the other amounts.
    await expect(lines.getByRole('row', { name: 'Line 2' }).locator('td').nth(4).innerText()).resolves.toBe('5,000.00 (incl. tax)');
    await expect(settledText(totalsRow(invoice, 'Grand total'), '₹17,407.00')).resolves.toBe('₹17,407.00');
    await expect(totalsRow(invoice, 'CGST').textContent()).resolves.toBe('₹707.72');
    await expect(totalsRow(invoice, 'SGST').textContent()).resolves.toBe('₹707.72');
    await expect(totalsRow(invoice, 'Freight charges').textContent()).resolves.toBe('₹500.00');
    await expect(totalsRow(invoice, 'Round off').textContent()).resolves.toBe('-₹0.23');
    await expect(invoice.getByLabel('Amount in words').textContent()).resolves.toBe('Seventeen Thousand Four Hundred Seven Rupees Only');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'document-form-filled.png'), fullPage: true });

    const answer = page.waitForResponse((response) => response.url().endsWith(INSERT_B2B));
    await invoice.getByRole('button', { name: 'Save' }).click();
    const body = await (await answer).json();
    expect(body).toEqual(expect.objectContaining({ status: true, invoice_no: 'INV1', final_total: '17407.00' }));
    await expect(shown(alertSaying(DOCUMENT_MESSAGES.invoiceAdded))).resolves.toBe(true);
    await page.waitForURL('**/taxpayer.html#/invoices/b2b');
    savedId = body.id;
    // The list opens on the saved invoice's financial year (today's: the form's date), with the invoice in it.
    const thisYear = financialYearOf(new Date()).label;
    await expect(settledValue(page.getByLabel('Financial year'), thisYear)).resolves.toBe(thisYear);
    await expect(shown(listRow(page, 'B2B invoices', 'INV1'))).resolves.toBe(true);

    const saved = await fetchB2b(savedId);
    expect([saved.cgst_tax_total, saved.sgst_tax_total, saved.charges_total, saved.round_off, saved.final_total, saved.isaddrsame, saved.shippingclientaddressid, saved.ordernum]).toEqual([
      '707.72', '707.72', '500.00', '-0.23', '17407.00', 0, mumbai.shipping, 'PO-7781',
    ]);
    expect(saved.items.map((line) => [line.qty, line.unit_price, line.discountstring, line.original_price])).toEqual([
      ['10', '1250.50', '10%', 'notax'],
      ['1', '5000.00', '', 'intax'],
    ]);
  });

  it("shows every message at once before sending, and the taken number's message on leaving the number", async () => {
    await page.goto('/taxpayer.html#/invoices/b2b/new');
    const invoice = form('New B2B invoice');
    await shown(invoice.getByRole('table', { name: 'Totals' }));
    // Numbers run per financial year: a date in the last one shows that year's next number.
    await expect(shown(invoice.getByText('Number: INV2'))).resolves.toBe(true);
    const date = invoice.getByLabel('Date', { exact: true });
    const today = await date.inputValue();
    await date.fill(`${financialYearOf(new Date()).startYear - 1}-06-15`);
    await expect(shown(invoice.getByText('Number: INV1'))).resolves.toBe(true);
    await date.fill(today);
    await expect(shown(invoice.getByText('Number: INV2'))).resolves.toBe(true);
    // A day before INV1's (saved today) in the same year: allowed, and the field says the numbers
    // would not follow the dates (walk 31 F9). On 1 April the day before is last year's: no such note.
    const dayBefore = addCalendarDays(today, -1);
    const beforeLast = fillMessage(DOCUMENT_APP_MESSAGES.numberBeforeLastDate, { last: 'INV1', date: formatDisplayDate(today) });
    await date.fill(dayBefore);
    const expected = financialYearOf(dayBefore).startYear === financialYearOf(today).startYear ? `Number: INV2 ${beforeLast}` : 'Number: INV1';
    await expect(settledText(invoice.getByText(/^Number: INV/), expected)).resolves.toBe(expected);
    await date.fill(today);
    await expect(shown(invoice.getByText('Number: INV2', { exact: true }))).resolves.toBe(true);
    const number = invoice.getByLabel('B2B invoice number');
    await number.fill('1');
    await number.blur();
    // The spec's message, and what became of the number typed: the field holds a free one, so it is not in error.
    await expect(shown(invoice.getByText(fillMessage(DOCUMENT_APP_MESSAGES.numberReplaced, { message: DOCUMENT_MESSAGES.numberTaken, taken: 'INV1' })))).resolves.toBe(true);
    await expect(number.inputValue()).resolves.toBe('2');
    await expect(number.getAttribute('aria-invalid')).resolves.not.toBe('true');
    // Another series' number is answered with what the field takes, and no number is claimed for
    // it (walk 27 L3: no message, and the hint went on saying the next number).
    await number.fill('BOS2');
    await number.blur();
    await expect(shown(invoice.getByText(fillMessage(DOCUMENT_APP_MESSAGES.numberDigitsOnly, { number: 'INV2' })))).resolves.toBe(true);
    await expect(invoice.getByText(/^Number: /).count()).resolves.toBe(0);
    // A number past the next would leave numbers never issued: the field names them (walk 33 M2).
    await number.fill('5');
    await number.blur();
    await expect(shown(invoice.getByText(fillMessage(DOCUMENT_APP_MESSAGES.numberSkipsAhead, { typed: 'INV5', skipped: 'INV2 to INV4', next: 'INV2' })))).resolves.toBe(true);
    // The number as printed is read as its sequence: INV1 is taken, so the next takes its place.
    await number.fill('INV1');
    await number.blur();
    await expect(shown(invoice.getByText(fillMessage(DOCUMENT_APP_MESSAGES.numberReplaced, { message: DOCUMENT_MESSAGES.numberTaken, taken: 'INV1' })))).resolves.toBe(true);
    await expect(number.inputValue()).resolves.toBe('2');
    await expect(shown(invoice.getByText('Number: INV2'))).resolves.toBe(true);

    await invoice.getByRole('button', { name: 'Save' }).click();
    await expect(shown(invoice.getByText(DOCUMENT_MESSAGES.minimumOneItem))).resolves.toBe(true);
    await expect(shown(invoice.getByText(DOCUMENT_MESSAGES.selectValidClient))).resolves.toBe(true);
    await invoice.getByLabel('Client', { exact: true }).selectOption(mumbai.id);
    // The client's message goes once one is chosen; the item's stays until a line is added.
    await invoice.getByText(DOCUMENT_MESSAGES.selectValidClient).waitFor({ state: 'hidden' });
    await expect(invoice.getByText(DOCUMENT_MESSAGES.minimumOneItem).isVisible()).resolves.toBe(true);
    // The client's primary address is filled in as the billing address; shipping elsewhere is asked for.
    await expect(settledValue(invoice.getByLabel('Billing address'), mumbai.billing)).resolves.toBe(mumbai.billing);
    // The notice stays while the number is the one the server put in its place.
    await expect(invoice.getByText(DOCUMENT_MESSAGES.numberTaken).isVisible()).resolves.toBe(true);
    await setTick(invoice, 'Shipping address same as billing', false);
    await invoice.getByRole('button', { name: 'Save' }).click();
    await expect(shown(invoice.getByText(DOCUMENT_MESSAGES.chooseShipping))).resolves.toBe(true);
    // From the keyboard: the add-item modal opens on its first field, and Escape hands focus back to the button.
    const addItem = invoice.getByRole('button', { name: 'Add item', exact: true });
    await addItem.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('form', { name: 'Add item' });
    await shown(modal);
    await expect(page.evaluate<string>('document.activeElement.tagName + " " + (document.activeElement.labels?.[0]?.textContent ?? "")')).resolves.toMatch(/^(SELECT|INPUT) Item/);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await expect(page.evaluate<string>('document.activeElement.tagName + " " + document.activeElement.textContent')).resolves.toBe('BUTTON Add item');
    // Leaving with changes asks first; Leave drops them.
    await invoice.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/taxpayer.html#/invoices/b2b');
  });

  it('edits the saved invoice: a new quantity, the version sent, the same figures on screen and on the server', async () => {
    await page.goto(`/taxpayer.html#/invoices/b2b/${savedId}/edit`);
    const invoice = form('Edit B2B invoice INV1');
    await shown(invoice.getByRole('table', { name: 'Totals' }));
    await expect(settledText(totalsRow(invoice, 'Grand total'), '₹17,407.00')).resolves.toBe('₹17,407.00');
    await changeQuantity(page, invoice, 1, '12');

    const before = await fetchB2b(savedId);
    const expected = documentTotals({
      kind: 'b2b',
      sellerStateCode: '27',
      placeOfSupply: '27',
      lines: [
        { quantityMilli: 12000, unitPrice: 125050, priceMode: 'notax', discount: { kind: 'percent', bps: 1000 }, gstRateBps: 500, cessRateBps: 0 },
        { quantityMilli: 1000, unitPrice: 500000, priceMode: 'intax', gstRateBps: 1800, cessRateBps: 0 },
      ],
      charges: { freight: { kind: 'amount', paise: 50000 } },
      additionalCharges: true,
      reverseCharge: false,
      roundOff: true,
    });
    const shownTotal = (await totalsRow(invoice, 'Grand total').textContent()) as string;
    expect(shownTotal).toBe(`₹${(expected.grandTotal / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await invoice.getByRole('button', { name: 'Save' }).click();
    await expect(shown(alertSaying(DOCUMENT_MESSAGES.invoiceUpdated))).resolves.toBe(true);
    await page.waitForURL('**/taxpayer.html#/invoices/b2b');
    const after = await fetchB2b(savedId);
    expect([after.version, after.items[0]?.qty, after.final_total]).toEqual([before.version + 1, '12', (expected.grandTotal / 100).toFixed(2)]);
  });

  it('asks before deleting a stored line, which changes the saved invoice at once', async () => {
    await page.goto(`/taxpayer.html#/invoices/b2b/${savedId}/edit`);
    const invoice = form('Edit B2B invoice INV1');
    await shown(invoice.getByRole('table', { name: 'Totals' }));
    const before = await fetchB2b(savedId);
    const question = page.getByRole('dialog', { name: /^Delete line 2 \(.+\) from INV1\? It is removed from the saved document now, not on Save\.$/ });
    await invoice.getByRole('button', { name: 'Remove line 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
    await expect(invoice.getByRole('button', { name: 'Edit line 2' }).count()).resolves.toBe(1);
    expect((await fetchB2b(savedId)).version).toBe(before.version);

    await invoice.getByRole('button', { name: 'Remove line 2' }).click();
    await shown(question);
    await question.getByRole('button', { name: 'Delete line' }).click();
    await expect(shown(alertSaying(DOCUMENT_MESSAGES.deleted).last())).resolves.toBe(true);
    const after = await fetchB2b(savedId);
    expect([after.version, after.items.length]).toEqual([before.version + 1, 1]);
    await expect(invoice.getByRole('button', { name: 'Edit line 2' }).count()).resolves.toBe(0);
  });
});

describe('a discount above the line amount', () => {
  it('is refused by the add-item modal on its field; put right, the line goes in with it', async () => {
    await page.goto('/taxpayer.html#/invoices/b2b/new');
    const invoice = form('New B2B invoice');
    await shown(invoice.getByRole('table', { name: 'Totals' }));
    await invoice.getByRole('button', { name: 'Add item', exact: true }).click();
    const modal = page.getByRole('form', { name: 'Add item' });
    await modal.getByLabel('Item', { exact: true }).selectOption(rice);
    await expect(settledValue(modal.getByLabel('Item name'), 'Basmati Rice')).resolves.toBe('Basmati Rice');
    // 2 bags at ₹100.00 are ₹200.00; ₹500.00 off is more than the line.
    await modal.getByLabel('Quantity').fill('2');
    await modal.getByLabel('Rate', { exact: true }).fill('100');
    await modal.getByLabel('Discount in').selectOption('amount');
    await modal.getByLabel('Discount', { exact: true }).fill('500');
    await modal.getByRole('button', { name: 'Add item' }).click();
    await expect(shown(modal.getByText(DOCUMENT_APP_MESSAGES.discountTooLarge))).resolves.toBe(true);
    // Put right, its message goes at once, before Add is pressed again (walk 39 L10).
    await modal.getByLabel('Discount', { exact: true }).fill('50');
    await modal.getByText(DOCUMENT_APP_MESSAGES.discountTooLarge).waitFor({ state: 'detached' });
    await modal.getByRole('button', { name: 'Add item' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect(invoice.getByRole('row', { name: 'Line 1' }).locator('td').nth(5).textContent()).resolves.toBe('50.00');
  });
});

describe('a save whose answer is lost on the way back', () => {
  it('makes one invoice however often Save is pressed again: the second save answers the first one’s', async () => {
    const nextNumber = async () => (await callAsSignedIn<{ sequenceNumber: number }>(context, 'GET', `/api/account/getinvoiveId/${orgId}/INV/0/${financialYearOf(new Date()).startYear}`)).sequenceNumber;
    await page.goto('/taxpayer.html#/invoices/b2b/new');
    const invoice = form('New B2B invoice');
    await shown(invoice.getByRole('table', { name: 'Totals' }));
    await invoice.getByLabel('Client', { exact: true }).selectOption(mumbai.id);
    await invoice.getByLabel('Billing address').selectOption(mumbai.billing);
    await addLine(page, invoice, { itemId: rice, name: 'Basmati Rice', qty: '2', rate: '1,250.50' });
    const numberBefore = await nextNumber();

    // The server saves the first attempt, but the connection drops before its answer arrives.
    let firstAnswer: { id: string; invoice_no: string } | undefined;
    await page.route(`**${INSERT_B2B}`, async (route) => {
      firstAnswer = await (await route.fetch()).json();
      await route.abort('connectionreset');
    }, { times: 1 });
    await invoice.getByRole('button', { name: 'Save' }).click();
    await expect(shown(alertSaying(DOCUMENT_APP_MESSAGES.saveAnswerLost))).resolves.toBe(true);
    expect(firstAnswer?.invoice_no).toBe(`INV${numberBefore}`);

    const again = page.waitForResponse((response) => response.url().endsWith(INSERT_B2B));
    await invoice.getByRole('button', { name: 'Save' }).click();
    const body = await (await again).json();
    expect({ id: body.id, invoice_no: body.invoice_no }).toEqual({ id: firstAnswer?.id, invoice_no: firstAnswer?.invoice_no });
    await expect(shown(alertSaying(DOCUMENT_MESSAGES.invoiceAdded))).resolves.toBe(true);
    await page.waitForURL('**/taxpayer.html#/invoices/b2b');
    // One number was taken, not two.
    await expect(nextNumber()).resolves.toBe(numberBefore + 1);
  });
});

describe('on a phone', () => {
  it('keeps the form and the list to the width of the screen: their tables scroll in their own boxes', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      const pageWidth = () => page.evaluate<number>('document.documentElement.scrollWidth');
      await page.goto('/taxpayer.html#/invoices/b2b/new');
      await shown(form('New B2B invoice').getByRole('table', { name: 'Items' }));
      await expect(pageWidth()).resolves.toBe(390);
      await page.goto('/taxpayer.html#/invoices/b2b');
      await shown(page.getByRole('table', { name: 'B2B invoices' }));
      await expect(pageWidth()).resolves.toBe(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('a B2C invoice', () => {
  it('is addressed to a receiver typed in its modal; IGST for another state', async () => {
    await page.goto('/taxpayer.html#/invoices/b2c/new');
    const invoice = form('New B2C invoice');
    await shown(invoice.getByRole('table', { name: 'Totals' }));
    await invoice.getByRole('button', { name: 'Save' }).click();
    await expect(shown(invoice.getByText(DOCUMENT_MESSAGES.addBilling))).resolves.toBe(true);

    await invoice.getByRole('button', { name: 'Add receiver' }).click();
    const receiver = page.getByRole('form', { name: 'Receiver' });
    await receiver.getByLabel('Receiver name').fill('Walk-in customer');
    await receiver.getByLabel('Receiver address').fill('Koramangala, Bengaluru');
    await receiver.getByLabel('Receiver mobile').fill('9845012345');
    await receiver.getByLabel('Receiver state').selectOption('29');
    // The modal sits at the end of <body>, and still in Bahi's colours: its button as red as the form's Save.
    const background = (button: Locator) => button.evaluate<string, void>('(element) => getComputedStyle(element).backgroundColor');
    await expect(background(receiver.getByRole('button', { name: 'Done' }))).resolves.toBe(await background(invoice.getByRole('button', { name: 'Save' })));
    await receiver.getByRole('button', { name: 'Done' }).click();
    await expect(invoice.getByLabel('Receiver details').textContent()).resolves.toBe('Walk-in customer · Koramangala, Bengaluru · 9845012345 · Karnataka');

    await addLine(page, invoice, { itemId: rice, name: 'Basmati Rice', qty: '10' });
    await setTick(invoice, 'Round off', false);
    await expect(settledText(totalsRow(invoice, 'IGST'), '₹625.25')).resolves.toBe('₹625.25');
    await expect(totalsRow(invoice, 'Grand total').textContent()).resolves.toBe('₹13,130.25');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/account/invoice/insert/saveb2cinvoice'));
    await invoice.getByRole('button', { name: 'Save' }).click();
    expect(await (await answer).json()).toEqual(expect.objectContaining({ status: true, final_total: '13130.25' }));
    // The B2B invoice's alert may still be showing above this one.
    await expect(shown(alertSaying(DOCUMENT_MESSAGES.invoiceAdded).last())).resolves.toBe(true);
    await page.waitForURL('**/taxpayer.html#/invoices/b2c');
  });
});
