// Vouchers through the real UI (issue 11 "Done when": "take an advance with a receipt voucher and
// refund it"). A receipt voucher takes ₹500.00 in advance on a ₹1,000.00 service at 18%: the total is
// the money, ₹500.00, its tax backed out (one half = 50000 × 1800 ÷ 23600 = 3813.56 → 3814 paise:
// CGST ₹38.14 + SGST ₹38.14, taxable ₹423.72). It is refunded from its list (Convert to Refund
// voucher): the refund gives back the ₹500.00 and a second refund is refused, nothing being left.
// A payment voucher (an advance paid to a supplier) is opened from its list, edited and printed.
// An advance for goods (a dining table) bears no tax at all (Notification 66/2017-CT).
import { DOCUMENT_APP_MESSAGES, DOCUMENT_KIND_TABLE, ITEM_UNITS, fillMessage, formatDisplayDate, labelInSentence, partyNounOf, type DocumentKindFacts, type DocumentView } from '@bahi/shared';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { findNavEntry } from '../../web/src/features/shell/navigation.js';
import { routeOfKind } from '../../web/src/features/documents/routes.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { addLine, alertSaying, callAsSignedIn, downloadBy, itemCellText, listRow, openFromNavigation, openNewDocumentForm, pdfText, signedInOrgId } from './support/documents.js';
import { SCREENSHOT_DIR, settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

const RECEIPT = DOCUMENT_KIND_TABLE.receipt_voucher as DocumentKindFacts;
const REFUND = DOCUMENT_KIND_TABLE.refund_voucher as DocumentKindFacts;
const PAYMENT = DOCUMENT_KIND_TABLE.payment_voucher as DocumentKindFacts;
const CLIENT = { name: 'Kolhapur Furnishings', gstin14: '27AAGCK4410M1Z', city: 'Kolhapur', pincode: '416001' };
const ITEM = { name: 'Dining room interior design', sac: '998391' };
const GOODS = { name: 'Teak dining table', hsn: '94036000' };

let app: WebApp;
let page: Page;
let context: BrowserContext;
let orgId: string;
let clientId: string;
let billingAddressId: string;
let itemId: string;
let goodsId: string;

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  orgId = await signedInOrgId(context);
  clientId = (await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', clientInsertBody(orgId, CLIENT))).client_id;
  billingAddressId = (await callAsSignedIn<{ clientaddress: { id: string }[] }>(context, 'GET', `/api/client/getclient/${clientId}`)).clientaddress[0]!.id;
  const unit = ITEM_UNITS.find((each) => each.code === 'NOS')!.id;
  itemId = (await callAsSignedIn<{ id: string }>(context, 'POST', '/api/items/insert', { orgid: orgId, goodstype: 'services', short_name: ITEM.name, sac_code: ITEM.sac, itemgst: '18', unit_price: '1000', purchase_price: '800' })).id;
  const goods = { orgid: orgId, goodstype: 'goods', short_name: GOODS.name, hsn_code: GOODS.hsn, itemunit: unit, itemgst: '18', unit_price: '10000' };
  goodsId = (await callAsSignedIn<{ id: string }>(context, 'POST', '/api/items/insert', goods)).id;
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

/** Opens a voucher kind's list, then its new form with the client and one line of the item. */
async function newVoucherWithAdvance(kind: 'receipt_voucher' | 'payment_voucher', advance: string) {
  const facts = DOCUMENT_KIND_TABLE[kind] as DocumentKindFacts;
  const form = await openNewDocumentForm(page, kind);
  await form.getByLabel(partyNounOf(facts), { exact: true }).selectOption(clientId);
  await form.getByLabel('Billing address').selectOption(billingAddressId);
  await addLine(page, form, { itemId, name: ITEM.name, qty: '1', advance });
  return form;
}

async function saved(path: string): Promise<{ id: string; invoice_no: string; final_total: string }> {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return (await (await answer).json()) as { id: string; invoice_no: string; final_total: string };
}

describe('an advance taken and refunded', () => {
  let receipt: { id: string; invoice_no: string };

  it('takes ₹500.00 with a receipt voucher: the total is the money, the tax backed out at 18%', async () => {
    const form = await newVoucherWithAdvance('receipt_voucher', '500');
    // The line says its taxable value is the advance with the tax backed out, not quantity × rate (walk 25 L4).
    await expect(itemCellText(form, 1)).resolves.toBe(`${ITEM.name}\nAdvance ₹500.00, tax included`);
    const totals = form.getByRole('table', { name: 'Totals' });
    await expect(settledText(totals, '₹500.00')).resolves.toContain('₹500.00');
    // Received by bank: the organisation's only bank account is chosen for it.
    await form.getByRole('radiogroup', { name: 'Received in' }).getByText('Bank', { exact: true }).click();
    await expect(form.getByLabel('Bank account').locator('option:checked').textContent()).resolves.toBe('HDFC Bank · 50100234567891');
    const body = await saved('/api/account/receiptvoucher/savedata');
    expect(body.final_total).toBe('500.00');
    expect(body.invoice_no).toMatch(/^RV-\d{4}\d+$/);
    await expect(shown(alertSaying(page, 'Receipt Voucher added successfully').last())).resolves.toBe(true);
    receipt = body;
    const totalCell = listRow(page, RECEIPT.pluralLabel, receipt.invoice_no).locator('td').nth(3);
    await expect(settledText(totalCell, '₹500.00')).resolves.toBe('₹500.00');
    const view = (await callAsSignedIn<{ invoice: DocumentView }>(context, 'GET', `/api/account/getbillofsupply/${receipt.id}/${orgId}`)).invoice;
    expect([view.taxable_total, view.cgst_tax_total, view.sgst_tax_total, view.advance_received]).toEqual(['423.72', '38.14', '38.14', '500.00']);
    expect([view.payment_method, view.payment_account]).toEqual(['BANK', (await callAsSignedIn<{ banks: { id: string }[] }>(context, 'GET', `/api/account/receipt/orgiterms/${orgId}`)).banks[0]!.id]);
  });

  it('prints the receipt voucher under its title with the money as its total', async () => {
    const text = await pdfText(await downloadBy(page, page.getByRole('button', { name: `PDF of ${receipt.invoice_no}` })));
    for (const part of [`${RECEIPT.title} No. ${receipt.invoice_no}`, 'Total ₹500.00', 'CGST']) expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
  });

  it('refunds it from the list: the refund voucher gives back the ₹500.00, and nothing more can be refunded', async () => {
    await page.getByRole('button', { name: `Convert ${receipt.invoice_no} to ${REFUND.label}`, exact: true }).click();
    const form = page.getByRole('form', { name: `New ${labelInSentence(REFUND.label)} from ${receipt.invoice_no}` });
    await shown(form.getByRole('table', { name: 'Totals' }));
    const refund = await saved('/api/account/refundvoucher/savedata');
    expect(refund.final_total).toBe('500.00');
    expect(refund.invoice_no).toMatch(/^Voucher-\d{4}\d+$/);
    await expect(shown(alertSaying(page, 'Invoice added successfully').last())).resolves.toBe(true);
    await expect(settledText(listRow(page, REFUND.pluralLabel, refund.invoice_no).locator('td').nth(3), '₹500.00')).resolves.toBe('₹500.00');

    // A second refund of the same advance is refused with what is left: nothing.
    await openFromNavigation(page, findNavEntry(routeOfKind('receipt_voucher'))!.label, RECEIPT.pluralLabel);
    await page.getByRole('button', { name: `Convert ${receipt.invoice_no} to ${REFUND.label}`, exact: true }).click();
    // The list asks first, naming the refund already made of it.
    const question = page.getByRole('dialog', { name: `${receipt.invoice_no} is already converted to ${refund.invoice_no}. Convert it again?` });
    await question.getByRole('button', { name: `Convert to ${REFUND.label}` }).click();
    await shown(page.getByRole('form', { name: `New ${labelInSentence(REFUND.label)} from ${receipt.invoice_no}` }).getByRole('table', { name: 'Totals' }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(shown(alertSaying(page, fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondAdvance, { max: '0.00' })).last())).resolves.toBe(true);
  });
});

describe('an advance set against its supply', () => {
  const cases = [
    {
      voucher: 'receipt_voucher',
      target: 'b2b',
      words: 'received',
      document: 'invoice',
      party: 'Client',
      paths: { voucher: '/api/account/receiptvoucher/savedata', save: '/api/account/invoice/insert/savedata', fetch: (id: string) => `/api/account/invoice/getinvoicedata/${id}/${orgId}` },
    },
    {
      voucher: 'payment_voucher',
      target: 'purchase',
      words: 'paid',
      document: 'purchase',
      party: 'Supplier',
      paths: { voucher: '/api/account/paymentvoucher/savedata', save: '/api/account/purchase/data', fetch: (id: string) => `/api/account/purchase/getpurchasedata/${id}/${orgId}` },
    },
  ] as const;
  it.each(cases)('turns a $voucher into a $target from its list, which takes the ₹1,180.00 advance as paid', async ({ voucher: kind, target, words, document, party, paths }) => {
    // The advance on 2 tables at ₹1,000.00 + 18%; the document for them: ₹2,000.00 + ₹360.00 = ₹2,360.00.
    const VOUCHER = DOCUMENT_KIND_TABLE[kind] as DocumentKindFacts;
    const TARGET = DOCUMENT_KIND_TABLE[target] as DocumentKindFacts;
    const line = { item_id: itemId, item_name: ITEM.name, qty: '2', unit_price: '1000', gstrate: '18', advancedAmount: '1180' };
    const parties = { org_id: orgId, client_id: clientId, clientaddressid: billingAddressId, isaddrsame: 1 };
    const voucher = await callAsSignedIn<{ id: string; invoice_no: string }>(context, 'POST', paths.voucher, { ...parties, invoicedate: new Date().toISOString().slice(0, 10), items: [line] });
    await openFromNavigation(page, findNavEntry(routeOfKind(kind))!.label, VOUCHER.pluralLabel);
    // Saved behind the screen's back, within the list's deduping interval of its last read: read it afresh.
    await page.reload();
    await page.getByRole('button', { name: `Convert ${voucher.invoice_no} to ${TARGET.label}`, exact: true }).click();
    const form = page.getByRole('form', { name: `New ${labelInSentence(TARGET.label)} from ${voucher.invoice_no}` });
    await shown(form.getByRole('table', { name: 'Totals' }));
    await expect(shown(form.getByText(`₹1,180.00 is left of the advance ${words} on ${voucher.invoice_no}: it is set against this ${document} as paid, up to its total.`))).resolves.toBe(true);
    // The advance is the voucher's party's: the document's party is fixed.
    await expect(form.getByLabel(party, { exact: true }).isDisabled()).resolves.toBe(true);
    const made = await saved(paths.save);
    expect(made.final_total).toBe('2360.00');
    const view = (await callAsSignedIn<{ invoice: DocumentView }>(context, 'GET', paths.fetch(made.id))).invoice;
    expect([view.paid, view.pending, view.status, view.advance_adjusted?.number]).toEqual(['1180.00', '1180.00', 'partially_paid', voucher.invoice_no]);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `advance-${target}.png`), fullPage: true });
    // The voucher's list says nothing is left of it.
    await openFromNavigation(page, findNavEntry(routeOfKind(kind))!.label, VOUCHER.pluralLabel);
    // Read once the list is drawn and has answered afresh (it may first show the voucher as cached, its advance whole).
    const list = page.getByRole('table', { name: VOUCHER.pluralLabel });
    await shown(list.getByRole('columnheader', { name: /^Advance left/ }));
    const left = (await list.locator('th').allTextContents()).findIndex((header) => header.startsWith('Advance left'));
    await expect(settledText(listRow(page, VOUCHER.pluralLabel, voucher.invoice_no).locator('td').nth(left), '₹0.00')).resolves.toBe('₹0.00');
  });
});

describe('an advance paid under reverse charge', () => {
  it('is set against the purchase made from it, which stays under reverse charge and owes only the rest of the tax', async () => {
    // ₹1,000.00 paid in advance for two design jobs at ₹1,000.00 under reverse charge: 18% on it,
    // ₹90.00 + ₹90.00, owed by the organisation then. The purchase for the two: ₹2,000.00, its tax
    // ₹180.00 + ₹180.00, of which ₹90.00 + ₹90.00 is left to pay.
    const parties = { org_id: orgId, client_id: clientId, clientaddressid: billingAddressId, isaddrsame: 1 };
    const line = { item_id: itemId, item_name: ITEM.name, qty: '2', unit_price: '1000', gstrate: '18', advancedAmount: '1000' };
    const voucher = await callAsSignedIn<{ id: string; invoice_no: string }>(context, 'POST', '/api/account/paymentvoucher/savedata', {
      ...parties,
      invoicedate: new Date().toISOString().slice(0, 10),
      reversecharge: 1,
      items: [line],
    });
    await openFromNavigation(page, findNavEntry(routeOfKind('payment_voucher'))!.label, PAYMENT.pluralLabel);
    await page.reload();
    const PURCHASE = DOCUMENT_KIND_TABLE.purchase as DocumentKindFacts;
    await page.getByRole('button', { name: `Convert ${voucher.invoice_no} to ${PURCHASE.label}`, exact: true }).click();
    const form = page.getByRole('form', { name: `New ${labelInSentence(PURCHASE.label)} from ${voucher.invoice_no}` });
    await shown(form.getByRole('table', { name: 'Totals' }));
    await expect(shown(form.getByText(`₹1,000.00 is left of the advance paid on ${voucher.invoice_no}: it is set against this purchase as paid, up to its total.`))).resolves.toBe(true);
    await expect(form.getByLabel('Reverse charge').isChecked()).resolves.toBe(true);
    const made = await saved('/api/account/purchase/data');
    expect(made.final_total).toBe('2000.00');
    const view = (await callAsSignedIn<{ invoice: DocumentView }>(context, 'GET', `/api/account/purchase/getpurchasedata/${made.id}/${orgId}`)).invoice;
    expect([view.paid, view.pending, view.reversecharge, view.input_tax?.reverse_charge_owed]).toEqual(['1000.00', '1000.00', 'yes', { igst: '0.00', cgst: '90.00', sgst: '90.00', cess: '0.00' }]);
  });
});

describe('a refund started from the refund list', () => {
  it('picks the client’s receipt voucher, refunds ₹150.00 of its ₹400.00, and is edited to ₹200.00', async () => {
    const line = { item_id: itemId, item_name: ITEM.name, qty: '1', unit_price: '1000', gstrate: '18', advancedAmount: '400' };
    const parties = { org_id: orgId, client_id: clientId, clientaddressid: billingAddressId, isaddrsame: 1 };
    // Received by bank: the refund picked for it goes back by that bank.
    const bankId = (await callAsSignedIn<{ banks: { id: string }[] }>(context, 'GET', `/api/account/receipt/orgiterms/${orgId}`)).banks[0]!.id;
    const money = { payment_method: 'BANK', payment_account: bankId };
    const receipt = await callAsSignedIn<{ id: string; invoice_no: string }>(context, 'POST', '/api/account/receiptvoucher/savedata', { ...parties, ...money, invoicedate: new Date().toISOString().slice(0, 10), items: [line] });
    const form = await openNewDocumentForm(page, 'refund_voucher');
    await form.getByLabel('Client', { exact: true }).selectOption(clientId);
    await form.getByLabel('Billing address').selectOption(billingAddressId);
    const source = form.getByLabel('Receipt voucher refunded');
    await source.locator(`option[value="${receipt.id}"]`).waitFor({ state: 'attached' });
    // Offered as lists show a document: number, client, date as read, amount in Indian format.
    const receiptDate = new Date().toISOString().slice(0, 10);
    await expect(source.locator(`option[value="${receipt.id}"]`).textContent()).resolves.toBe(`${receipt.invoice_no} · ${CLIENT.name} · ${formatDisplayDate(receiptDate)} · ₹400.00 · ₹400.00 left`);
    await source.selectOption(receipt.id);
    await expect(form.getByLabel('Bank account').locator('option:checked').textContent()).resolves.toBe('HDFC Bank · 50100234567891');
    await addLine(page, form, { itemId, name: ITEM.name, qty: '1', advance: '150' });
    const refund = await saved('/api/account/refundvoucher/savedata');
    expect(refund.final_total).toBe('150.00');
    const first = (await callAsSignedIn<{ invoice: DocumentView }>(context, 'GET', `/api/account/getrefundvoucher/edit/${refund.id}/${orgId}`)).invoice;
    expect([first.payment_method, first.payment_account]).toEqual(['BANK', bankId]);

    await page.getByRole('button', { name: `Edit ${refund.invoice_no}`, exact: true }).click();
    const edit = page.getByRole('form', { name: `Edit ${labelInSentence(REFUND.label)} ${refund.invoice_no}` });
    await shown(edit.getByRole('table', { name: 'Totals' }));
    await edit.getByRole('button', { name: 'Edit line 1' }).click();
    const modal = page.getByRole('form', { name: 'Edit item' });
    await modal.getByLabel('Advance amount (₹)').fill('200');
    await modal.getByRole('button', { name: 'Update item' }).click();
    const edited = await saved('/api/account/refundvoucheredit/editdata');
    expect(edited.final_total).toBe('200.00');
    await expect(shown(alertSaying(page, REFUND.messages.updated).last())).resolves.toBe(true);
    const view = (await callAsSignedIn<{ invoice: DocumentView }>(context, 'GET', `/api/account/getrefundvoucher/edit/${refund.id}/${orgId}`)).invoice;
    expect(view.converted_from).toEqual({ id: receipt.id, kind: 'receipt_voucher', number: receipt.invoice_no });
  });
});

describe('an advance for goods', () => {
  it('bears no tax: the line says so, and the ₹10,000.00 is all taxable value', async () => {
    const form = await openNewDocumentForm(page, 'receipt_voucher');
    await form.getByLabel('Client', { exact: true }).selectOption(clientId);
    await form.getByLabel('Billing address').selectOption(billingAddressId);
    await addLine(page, form, { itemId: goodsId, name: GOODS.name, qty: '1', advance: '10000' });
    await expect(itemCellText(form, 1)).resolves.toBe(`${GOODS.name}\nAdvance ₹10,000.00, no tax on an advance for goods`);
    const body = await saved('/api/account/receiptvoucher/savedata');
    expect(body.final_total).toBe('10000.00');
    const view = (await callAsSignedIn<{ invoice: DocumentView }>(context, 'GET', `/api/account/getbillofsupply/${body.id}/${orgId}`)).invoice;
    expect([view.taxable_total, view.tax_total, view.advance_received]).toEqual(['10000.00', '0.00', '10000.00']);
  });
});

describe('a payment voucher', () => {
  it('records ₹300.00 paid in advance to a supplier, opens from its list for an edit, and prints', async () => {
    const newForm = await newVoucherWithAdvance('payment_voucher', '300');
    // An advance to a supplier starts from what the item is bought at, not its sale price (walk 26 M3).
    await expect(newForm.getByRole('row', { name: 'Line 1' }).locator('td').nth(4).innerText()).resolves.toBe('800.00');
    const payment = await saved('/api/account/paymentvoucher/savedata');
    expect([payment.final_total, payment.invoice_no.startsWith('PV-')]).toEqual(['300.00', true]);
    await expect(shown(alertSaying(page, 'Payment Voucher added successfully').last())).resolves.toBe(true);

    await page.getByRole('button', { name: `Edit ${payment.invoice_no}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit ${labelInSentence(PAYMENT.label)} ${payment.invoice_no}` });
    await shown(form.getByRole('table', { name: 'Totals' }));
    await form.getByRole('button', { name: 'Edit line 1' }).click();
    const modal = page.getByRole('form', { name: 'Edit item' });
    await expect(modal.getByLabel('Advance amount (₹)').inputValue()).resolves.toBe('300');
    await modal.getByLabel('Advance amount (₹)').fill('350');
    await modal.getByRole('button', { name: 'Update item' }).click();
    const edited = await saved('/api/account/editbillofsupply');
    expect(edited.final_total).toBe('350.00');
    await expect(shown(alertSaying(page, DOCUMENT_APP_MESSAGES.paymentVoucherUpdated).last())).resolves.toBe(true);

    const text = await pdfText(await downloadBy(page, page.getByRole('button', { name: `PDF of ${payment.invoice_no}` })));
    for (const part of [`${PAYMENT.title} No. ${payment.invoice_no}`, 'Total ₹350.00']) expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
  });
});
