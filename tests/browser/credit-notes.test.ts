// A credit note raised against an invoice through the real UI (issue 11 "Done when": "raise a
// credit note against an invoice and see the invoice's pending amount and the stock ledger
// change"). With inventory tracking on, an item counted at 10 pieces is sold on a B2B invoice of
// 4 pieces; a credit note for 1 returned piece is raised through the note form, picking the
// invoice by its number; the invoice list then shows less pending and the stock ledger the piece
// coming back.
//
// Worked by hand: 4 × ₹1,000.00 at 18%, Maharashtra to Maharashtra: ₹4,000.00 + CGST ₹360.00 +
// SGST ₹360.00 = ₹4,720.00. The credit note for 1 piece: ₹1,000.00 + ₹90.00 + ₹90.00 = ₹1,180.00.
// Pending on the invoice: ₹4,720.00 − ₹1,180.00 = ₹3,540.00. Stock: 10 − 4 + 1 = 7.
import { DOCUMENT_KIND_TABLE, financialYearOf, formatDisplayDate } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { findNavEntry } from '../../web/src/features/shell/navigation.js';
import { routeOfKind } from '../../web/src/features/documents/routes.js';
import { alertSaying, callAsSignedIn, changeQuantity, closeStockWalk, listRowCells, openFromNavigation, openNewDocumentForm, startStockWalk, stockLedgerCells, type StockWalk } from './support/documents.js';
import { settledText, shown } from './support/web-app.js';

const CREDIT_NOTE = DOCUMENT_KIND_TABLE.credit_note;
const B2B = DOCUMENT_KIND_TABLE.b2b;
const CLIENT = { name: 'Kalyani Traders', gstin14: '27AAACK7777K1Z', city: 'Pune', pincode: '411001' };
const ITEM = { name: 'Pressure cooker 5 L', hsn: '73239390' };
const THIS_YEAR = financialYearOf(new Date());

let walk: StockWalk;
let page: Page;
let context: BrowserContext;
let orgId: string;
let clientId: string;
let billingAddressId: string;
let invoice: { id: string; invoice_no: string };
let today: string;

beforeAll(async () => {
  walk = await startStockWalk(CLIENT, { name: ITEM.name, hsn: ITEM.hsn, unitPrice: '1000' }, 10);
  ({ page, context, orgId, partyId: clientId, addressId: billingAddressId } = walk);
  today = (await callAsSignedIn<{ getServerDate: string }>(context, 'GET', `/api/account/creditnote/orgiterms/${orgId}`)).getServerDate;
  const line = { item_id: walk.itemId, item_name: ITEM.name, hsncode: ITEM.hsn, metrics: 'NOS', qty: '4', unit_price: '1000', original_price: 'notax', discountstring: '', gstrate: '18', goods_service: 'goods' };
  invoice = await callAsSignedIn(context, 'POST', '/api/account/invoice/insert/savedata', {
    org_id: orgId,
    client_id: clientId,
    clientaddressid: billingAddressId,
    clientcontactid: '',
    isaddrsame: 1,
    invoicedate: today,
    items: [line],
  });
  // The reload picks up the organisation's inventory tracking.
  await page.reload();
}, 60_000);
afterAll(() => closeStockWalk(walk));

describe('a credit note for 1 returned piece of a 4-piece invoice, with inventory tracking on', () => {
  it('is raised through the note form, picking the invoice by its number and crediting 1 of its 4 pieces', async () => {
    const form = await openNewDocumentForm(page, 'credit_note');
    await form.getByLabel('Client', { exact: true }).selectOption(clientId);
    await form.getByLabel('Reference type').selectOption('b2b');
    await form.getByLabel('Original document').selectOption(invoice.id);
    await shown(form.getByRole('button', { name: 'Edit line 1' }));
    await expect(form.getByLabel('Reference date').inputValue()).resolves.toBe(formatDisplayDate(today));
    await expect(form.getByLabel('Billing address').inputValue()).resolves.toBe(billingAddressId);
    await changeQuantity(page, form, 1, '1');
    await form.getByLabel('Reason').fill('One cooker returned with a dented lid');

    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/account/creditnote/savedata');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = (await (await answer).json()) as { invoice_no: string; final_total: string };
    expect(saved.final_total).toBe('1180.00');
    await expect(shown(alertSaying(page, 'CreditNote added successfully').last())).resolves.toBe(true);
    await expect(listRowCells(page, CREDIT_NOTE.pluralLabel, saved.invoice_no, 6)).resolves.toEqual([
      saved.invoice_no,
      formatDisplayDate(today),
      CLIENT.name,
      '₹1,180.00',
      'Sent',
      'Intra State',
    ]);
  });

  it('lowers what the customer owes on the invoice: ₹3,540.00 pending of ₹4,720.00', async () => {
    await openFromNavigation(page, findNavEntry(routeOfKind('b2b'))!.label, B2B.pluralLabel);
    const year = page.getByLabel('Financial year');
    if ((await year.inputValue()) !== THIS_YEAR.label) await year.selectOption(THIS_YEAR.label);
    const pending = page.getByRole('table', { name: B2B.pluralLabel }).getByRole('row').filter({ hasText: invoice.invoice_no }).locator('td').nth(6);
    await expect(settledText(pending, '₹3,540.00')).resolves.toBe('₹3,540.00');
    // The credit note's −₹1,180.00 stands between paid and pending, so the row adds up on screen.
    await expect(listRowCells(page, B2B.pluralLabel, invoice.invoice_no, 9)).resolves.toEqual([
      invoice.invoice_no,
      formatDisplayDate(today),
      CLIENT.name,
      '₹4,720.00',
      '₹0.00',
      '-₹1,180.00',
      '₹3,540.00',
      'Sent',
      'Intra State',
    ]);
  });

  it('shows on the stock ledger: 4 pieces out, 1 back in, stock in hand from 10 to 7 (no purchase price: valued at nothing)', async () => {
    await expect(stockLedgerCells(page, ITEM.name)).resolves.toEqual([ITEM.name, 'NOS', '10', '1', '4', '7', '₹0.00', '₹0.00']);
  });
});

describe('a credit note for a discount alone (walk 27 H3)', () => {
  it('moves no stock once its goods box is unticked: stock in hand stays 7', async () => {
    const form = await openNewDocumentForm(page, 'credit_note');
    await form.getByLabel('Client', { exact: true }).selectOption(clientId);
    await form.getByLabel('Reference type').selectOption('b2b');
    await form.getByLabel('Original document').selectOption(invoice.id);
    await shown(form.getByRole('button', { name: 'Edit line 1' }));
    await changeQuantity(page, form, 1, '1');
    await form.getByLabel('Reason').fill('Discount of ₹1,000.00 on one cooker');
    const goods = form.getByLabel('Goods come back into stock with this note');
    await expect(goods.isChecked()).resolves.toBe(true);
    await form.getByText('Goods come back into stock with this note').click();
    await expect(goods.isChecked()).resolves.toBe(false);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/account/creditnote/savedata');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const sent = (await answer).request().postDataJSON() as { moves_stock: string };
    expect(sent.moves_stock).toBe('no');
    await expect(shown(alertSaying(page, 'CreditNote added successfully').last())).resolves.toBe(true);
    await expect(stockLedgerCells(page, ITEM.name)).resolves.toEqual([ITEM.name, 'NOS', '10', '1', '4', '7', '₹0.00', '₹0.00']);
  });
});

describe('a credit note against a B2C invoice made out to a receiver typed on its form (walk 36 M1)', () => {
  // 2 cookers to a walk-in customer in Karnataka: IGST. The note for 1: ₹1,000.00 + IGST ₹180.00.
  it('is addressed to that receiver, with IGST as the invoice was charged', async () => {
    const line = { item_id: walk.itemId, item_name: ITEM.name, hsncode: ITEM.hsn, metrics: 'NOS', qty: '2', unit_price: '1000', original_price: 'notax', discountstring: '', gstrate: '18', goods_service: 'goods' };
    const b2c = await callAsSignedIn<{ id: string; invoice_no: string }>(context, 'POST', '/api/account/invoice/insert/saveb2cinvoice', {
      org_id: orgId,
      invoicedate: today,
      b2cname: 'Walk-in customer',
      address: 'MG Road, Bengaluru',
      statecode: '29',
      items: [line],
    });
    const form = await openNewDocumentForm(page, 'credit_note');
    await form.getByLabel('Reference type').selectOption('b2c');
    await form.getByLabel('Original document').selectOption(b2c.id);
    await shown(form.getByRole('button', { name: 'Edit line 1' }));
    await expect(settledText(form.getByLabel('Receiver details'), `Walk-in customer · MG Road, Bengaluru · Karnataka (the receiver of ${b2c.invoice_no})`)).resolves.toBe(
      `Walk-in customer · MG Road, Bengaluru · Karnataka (the receiver of ${b2c.invoice_no})`,
    );
    await changeQuantity(page, form, 1, '1');
    await form.getByLabel('Reason').fill('One cooker returned');
    const igst = form.getByRole('table', { name: 'Totals' }).getByRole('row').filter({ hasText: 'IGST' }).locator('td');
    await expect(settledText(igst, '₹180.00')).resolves.toBe('₹180.00');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/account/creditnote/savedata');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = (await (await answer).json()) as { invoice_no: string; final_total: string };
    expect(saved.final_total).toBe('1180.00');
    await expect(listRowCells(page, CREDIT_NOTE.pluralLabel, saved.invoice_no, 6)).resolves.toEqual([saved.invoice_no, formatDisplayDate(today), 'Walk-in customer', '₹1,180.00', 'Sent', 'Inter State']);
  });
});
