// A supplier's credit note through the real UI: the spec names only its save (vendorcreditnote);
// its screens let the organisation record one against a purchase, see it, and cancel it, so that
// the purchase it corrects can be cancelled too. With inventory tracking on, 5 pieces bought from
// a vendor; the vendor credits 2 of them sent back.
//
// Worked by hand: 5 × ₹1,000.00 at 18%, Maharashtra to Maharashtra: ₹5,000.00 + CGST ₹450.00 +
// SGST ₹450.00 = ₹5,900.00. The credit note for 2 pieces: ₹2,000.00 + ₹180.00 + ₹180.00 =
// ₹2,360.00. Owed on the purchase: ₹5,900.00 − ₹2,360.00 = ₹3,540.00. Stock: 10 + 5 − 2 = 13.
import { DOCUMENT_KIND_TABLE, formatDisplayDate, labelInSentence } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { findNavEntry } from '../../web/src/features/shell/navigation.js';
import { routeOfKind } from '../../web/src/features/documents/routes.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { alertSaying, callAsSignedIn, changeQuantity, closeStockWalk, listRowCells, openFromNavigation, openNewDocumentForm, startStockWalk, stockLedgerCells, type StockWalk } from './support/documents.js';
import { settledText, shown } from './support/web-app.js';

const VENDOR_CREDIT = DOCUMENT_KIND_TABLE.vendor_credit;
const PURCHASE = DOCUMENT_KIND_TABLE.purchase;
const VENDOR = { name: 'Nashik Copper Works', gstin14: '27AAACN2468K1Z', city: 'Nashik', pincode: '422001' };
const OTHER_VENDOR = { name: 'Jalgaon Brass House', gstin14: '27AAACJ1357K1Z', city: 'Jalgaon', pincode: '425001' };
const ITEM = { name: 'Copper kettle', hsn: '74181022' };

let walk: StockWalk;
let page: Page;
let context: BrowserContext;
let orgId: string;
let vendorId: string;
let otherSupplierId: string;
let purchase: { id: string; invoice_no: string };
let today: string;

beforeAll(async () => {
  walk = await startStockWalk(VENDOR, { name: ITEM.name, hsn: ITEM.hsn, unitPrice: '1400', purchasePrice: '1000' }, 10);
  ({ page, context, orgId, partyId: vendorId } = walk);
  otherSupplierId = (await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', clientInsertBody(orgId, OTHER_VENDOR))).client_id;
  today = (await callAsSignedIn<{ getServerDate: string }>(context, 'GET', `/api/account/vendorcreditnote/orgiterms/${orgId}`)).getServerDate;
  const line = { item_id: walk.itemId, item_name: ITEM.name, hsncode: ITEM.hsn, metrics: 'NOS', qty: '5', unit_price: '1000', original_price: 'notax', discountstring: '', gstrate: '18', goods_service: 'goods' };
  purchase = await callAsSignedIn(context, 'POST', '/api/account/purchase/data', { org_id: orgId, vendor_id: vendorId, client_address_id: walk.addressId, client_contact_id: '', isaddrsame: 1, purchased_date: today, items: [line] });
  // The reload picks up the organisation's inventory tracking.
  await page.reload();
}, 60_000);
afterAll(() => closeStockWalk(walk));

describe("a vendor's credit note for 2 of 5 pieces bought", () => {
  let number: string;

  it('is recorded through its own form, picking the purchase and crediting 2 of its 5 pieces', async () => {
    const form = await openNewDocumentForm(page, 'vendor_credit');
    await form.getByLabel('Supplier', { exact: true }).selectOption(vendorId);
    await form.getByLabel('Reference type').selectOption('purchase');
    await form.getByLabel('Original document').selectOption(purchase.id);
    await shown(form.getByRole('button', { name: 'Edit line 1' }));
    // Another supplier: the purchase and its lines were this vendor's, so they go.
    await form.getByLabel('Supplier', { exact: true }).selectOption(otherSupplierId);
    await expect(form.getByLabel('Original document').inputValue()).resolves.toBe('');
    await expect(form.getByRole('button', { name: 'Edit line 1' }).count()).resolves.toBe(0);
    await form.getByLabel('Supplier', { exact: true }).selectOption(vendorId);
    await form.getByLabel('Original document').selectOption(purchase.id);
    await shown(form.getByRole('button', { name: 'Edit line 1' }));
    await expect(form.getByLabel('Reference date').inputValue()).resolves.toBe(formatDisplayDate(today));
    await changeQuantity(page, form, 1, '2');
    await form.getByLabel('Reason').fill('Two kettles sent back: dented');

    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/account/invoice/vendorcreditnote/${orgId}`);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = (await (await answer).json()) as { invoice_no: string; final_total: string };
    expect(saved.final_total).toBe('2360.00');
    number = saved.invoice_no;
    await expect(shown(alertSaying(page, 'Vendor credit note added successfully').last())).resolves.toBe(true);
    await expect(listRowCells(page, VENDOR_CREDIT.pluralLabel, number, 6)).resolves.toEqual([number, formatDisplayDate(today), VENDOR.name, '₹2,360.00', 'Sent', 'Intra State']);
  });

  it('lowers what is owed on the purchase to ₹3,540.00 and sends the 2 pieces out of stock', async () => {
    await openFromNavigation(page, findNavEntry(routeOfKind('purchase'))!.label, PURCHASE.pluralLabel);
    const row = page.getByRole('table', { name: PURCHASE.pluralLabel }).getByRole('row').filter({ hasText: purchase.invoice_no });
    await expect(settledText(row.locator('td').nth(6), '₹3,540.00')).resolves.toBe('₹3,540.00');
    // The note's −₹2,360.00 stands between paid and pending, so the row adds up on screen.
    const dated = formatDisplayDate(today);
    await expect(listRowCells(page, PURCHASE.pluralLabel, purchase.invoice_no, 9)).resolves.toEqual([purchase.invoice_no, dated, VENDOR.name, '₹5,900.00', '₹0.00', '-₹2,360.00', '₹3,540.00', 'Draft', 'Intra State']);
    await expect(stockLedgerCells(page, ITEM.name)).resolves.toEqual([ITEM.name, 'NOS', '10', '5', '2', '13', '₹1,000.00', '₹13,000.00']);
  });

  it('starts a second note from what is left to credit: 3 of the 5 pieces', async () => {
    const form = await openNewDocumentForm(page, 'vendor_credit');
    await form.getByLabel('Supplier', { exact: true }).selectOption(vendorId);
    await form.getByLabel('Reference type').selectOption('purchase');
    await form.getByLabel('Original document').selectOption(purchase.id);
    await expect(settledText(form.getByRole('row', { name: 'Line 1' }).locator('td').nth(3), '3 NOS')).resolves.toBe('3 NOS');
    // Leaves without saving: the form asks, and the answer is to leave.
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: findNavEntry(routeOfKind('vendor_credit'))!.label, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  });

  it('refuses an edit of the purchase below what the note credits, saying so once however often Save is pressed', async () => {
    await openFromNavigation(page, findNavEntry(routeOfKind('purchase'))!.label, PURCHASE.pluralLabel);
    await page.getByRole('button', { name: `Edit ${purchase.invoice_no}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit ${labelInSentence(PURCHASE.label)} ${purchase.invoice_no}` });
    await shown(form.getByRole('table', { name: 'Totals' }));
    await changeQuantity(page, form, 1, '1');
    const refusal = `The credit notes against ${purchase.invoice_no} credit ₹2,360.00 of it: its total cannot go below that.`;
    for (let press = 0; press < 2; press++) {
      const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/account/update/purchase/data');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await answer).status()).toBe(400);
    }
    await expect(shown(alertSaying(page, refusal))).resolves.toBe(true);
    await expect(alertSaying(page, refusal).count()).resolves.toBe(1);
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: findNavEntry(routeOfKind('vendor_credit'))!.label, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  });

  it('keeps its supplier when opened for an edit: the purchase it corrects is that supplier’s', async () => {
    await openFromNavigation(page, findNavEntry(routeOfKind('vendor_credit'))!.label, VENDOR_CREDIT.pluralLabel);
    await page.getByRole('button', { name: `Edit ${number}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit ${labelInSentence(VENDOR_CREDIT.label)} ${number}` });
    await shown(form.getByRole('table', { name: 'Totals' }));
    await expect(form.getByLabel('Supplier', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(form.getByLabel('Original document').inputValue()).resolves.toBe(purchase.invoice_no);
  });

  it('is cancelled from its list, which gives the purchase back its ₹5,900.00', async () => {
    await openFromNavigation(page, findNavEntry(routeOfKind('vendor_credit'))!.label, VENDOR_CREDIT.pluralLabel);
    await page.getByLabel(`Status of ${number}`).selectOption('cancelled');
    await page.getByRole('dialog', { name: new RegExp(`^Cancel ${number}\\?`) }).getByRole('button', { name: 'Cancel document' }).click();
    const status = page.getByRole('table', { name: VENDOR_CREDIT.pluralLabel }).getByRole('row').filter({ hasText: number }).locator('td').nth(4);
    await expect(settledText(status, 'Cancelled')).resolves.toBe('Cancelled');
    await openFromNavigation(page, findNavEntry(routeOfKind('purchase'))!.label, PURCHASE.pluralLabel);
    // No note stands now, so the list has no notes column.
    const pending = page.getByRole('table', { name: PURCHASE.pluralLabel }).getByRole('row').filter({ hasText: purchase.invoice_no }).locator('td').nth(5);
    await expect(settledText(pending, '₹5,900.00')).resolves.toBe('₹5,900.00');
    await expect(listRowCells(page, PURCHASE.pluralLabel, purchase.invoice_no, 8)).resolves.toEqual([purchase.invoice_no, formatDisplayDate(today), VENDOR.name, '₹5,900.00', '₹0.00', '₹5,900.00', 'Draft', 'Intra State']);
  });
});
