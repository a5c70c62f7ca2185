// A purchase brings goods into stock, seen through the real UI (issue 10 "Done when": "the stock
// ledger shows the purchase"). With inventory tracking on, an item counted at 5 pieces is bought
// through the purchase form (2 pieces), paid in part from the list, and the catalogue's stock
// ledger then shows the 2 pieces coming in and the stock in hand rising from 5 to 7. A sale then
// picks one of the bought units' serials, and its line shows which; editing the line tells the
// stock in hand and warns over it, as adding it did. A count entered later as at the day before
// the purchase is not overridden by it: the purchase still adds its 2 pieces. The balance sheet
// then holds the 6 pieces in hand at what they cost (₹1,000.00 each: the catalogue's purchase price
// for the 5 counted, and the bill's for the 2 bought).
//
// The bill, worked by hand: 2 × ₹1,000.00 at 18% from a Maharashtra vendor to the Maharashtra
// organisation: ₹2,000.00 + CGST ₹180.00 + SGST ₹180.00 = ₹2,360.00; ₹1,000.00 paid leaves ₹1,360.00.
import { addCalendarDays, DOCUMENT_APP_MESSAGES, DOCUMENT_KIND_TABLE, DOCUMENT_MESSAGES, formatDisplayDate, ITEM_MESSAGES, MESSAGES, type DocumentView } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { addLine, alertSaying, callAsSignedIn, closeStockWalk, itemCellText, listRowCells, openNewDocumentForm, setTick, startStockWalk, stockLedgerCells, type StockWalk } from './support/documents.js';
import { settledText, shown } from './support/web-app.js';

const PURCHASE = DOCUMENT_KIND_TABLE.purchase;
const VENDOR = { name: 'Deccan Steel Works', gstin14: '27AAACD4321K1Z', city: 'Pune', pincode: '411019' };
const ITEM = { name: 'Steel rack', hsn: '94032010' };
const SERIALS = ['RACK-0101', 'RACK-0102'];

let walk: StockWalk;
let page: Page;
let context: BrowserContext;
let orgId: string;
let vendorId: string;
let billingAddressId: string;
let itemId: string;

beforeAll(async () => {
  // Counted on the last day of the previous financial year: the ledger of this year opens at 5.
  walk = await startStockWalk(VENDOR, { name: ITEM.name, hsn: ITEM.hsn, unitPrice: '1200', purchasePrice: '1000' }, 5);
  ({ page, context, orgId, partyId: vendorId, addressId: billingAddressId, itemId } = walk);
  // The reload picks up the organisation's inventory tracking.
  await page.reload();
}, 60_000);
afterAll(() => closeStockWalk(walk));

describe('a purchase of goods, with inventory tracking on', () => {
  let purchaseNumber: string;
  let purchaseDate: string;

  it('is recorded through the purchase form with the serial numbers of its units, and paid in part from the list', async () => {
    const form = await openNewDocumentForm(page, 'purchase');
    // The vendor's addresses come through the purchase's own call (purchases.view), not the invoices'.
    const contacts = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/account/purchase/getcontacts/${vendorId}`);
    await form.getByLabel('Supplier', { exact: true }).selectOption(vendorId);
    expect((await contacts).status()).toBe(200);
    await form.getByLabel('Billing address').selectOption(billingAddressId);
    // One unit's serial without the other's is refused in the modal, as the server would.
    await form.getByRole('button', { name: 'Add item', exact: true }).click();
    const lineModal = page.getByRole('form', { name: 'Add item' });
    await lineModal.getByLabel('Item', { exact: true }).selectOption(itemId);
    await expect(shown(lineModal.getByText('Stock in hand: 5 NOS'))).resolves.toBe(true);
    // Buying more than is in hand is what a purchase is for: no stock warning (walk 26 M1).
    await lineModal.getByLabel('Quantity').fill('9');
    // A unit's serial or details only when asked for (walk 26 L2: 20 boxes of screws showed 20 boxes to fill).
    await expect(lineModal.getByLabel('Unit 1', { exact: true }).count()).resolves.toBe(0);
    await setTick(lineModal, 'Record a serial number or details for each unit', true);
    await shown(lineModal.getByLabel('Unit 9', { exact: true }));
    await expect(lineModal.getByText(DOCUMENT_MESSAGES.stockExceeded).count()).resolves.toBe(0);
    await lineModal.getByLabel('Quantity').fill('2');
    await lineModal.getByLabel('Unit 1', { exact: true }).fill(SERIALS[0]!);
    await lineModal.getByRole('button', { name: 'Add item' }).click();
    await expect(shown(lineModal.getByText(DOCUMENT_MESSAGES.allDetailsRequired))).resolves.toBe(true);
    await lineModal.getByRole('button', { name: 'Cancel' }).click();
    await addLine(page, form, { itemId, name: ITEM.name, qty: '2', serials: SERIALS });
    // The line shows its units' serials under the item name, as the printed bill has them.
    await expect(itemCellText(form, 1)).resolves.toBe(`${ITEM.name}\nSerial No.: RACK-0101, RACK-0102`);
    purchaseDate = await form.getByLabel('Date', { exact: true }).inputValue();

    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/account/purchase/data');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = (await (await answer).json()) as { id: string; invoice_no: string; final_total: string };
    expect(saved.final_total).toBe('2360.00');
    purchaseNumber = saved.invoice_no;
    await expect(shown(alertSaying(page, PURCHASE.messages.added).last())).resolves.toBe(true);
    const stored = (await callAsSignedIn<{ invoice: DocumentView }>(context, 'GET', `/api/account/purchase/getpurchasedata/${saved.id}/${orgId}`)).invoice;
    expect(stored.items.map((line) => [line.item_id, line.qty, line.itemPurchaseDetails])).toEqual([[itemId, '2', SERIALS]]);

    await page.getByRole('button', { name: `Record payment for ${purchaseNumber}` }).click();
    const modal = page.getByRole('form', { name: `Record payment · ${purchaseNumber}` });
    await modal.getByLabel('Amount (₹)').fill('1,000.00');
    await modal.getByRole('button', { name: 'Record payment' }).click();
    await expect(shown(alertSaying(page, DOCUMENT_MESSAGES.paymentAdded).last())).resolves.toBe(true);
    await expect(settledText(page.getByRole('table', { name: PURCHASE.pluralLabel }).getByRole('row').filter({ hasText: purchaseNumber }).locator('td').nth(5), '₹1,360.00')).resolves.toBe('₹1,360.00');
    await expect(listRowCells(page, PURCHASE.pluralLabel, purchaseNumber, 8)).resolves.toEqual([
      purchaseNumber,
      formatDisplayDate(purchaseDate),
      VENDOR.name,
      '₹2,360.00',
      '₹1,000.00',
      '₹1,360.00',
      'Partially paid',
      'Intra State',
    ]);
  });

  it("shows on the stock ledger: 2 pieces in, stock in hand from 5 to 7", async () => {
    await expect(stockLedgerCells(page, ITEM.name)).resolves.toEqual([ITEM.name, 'NOS', '5', '2', '0', '7', '₹1,000.00', '₹7,000.00']);
  });

  it("traces the item's stock from the ledger: the purchase, with the stock after it, and a link to the purchase", async () => {
    await stockLedgerCells(page, ITEM.name);
    await page.getByRole('table', { name: /^Stock ledger/ }).getByRole('link', { name: ITEM.name, exact: true }).click();
    const traced = page.getByRole('table', { name: `Movements of ${ITEM.name}` });
    await shown(traced);
    await expect(page.getByTestId('item-opening').textContent()).resolves.toBe('Opening: 5 NOS');
    const row = traced.getByRole('row').filter({ hasText: purchaseNumber });
    await expect(row.locator('td').allTextContents()).resolves.toEqual([expect.any(String), `${PURCHASE.label} ${purchaseNumber}`, '2', '0', '7']);
    await expect(page.getByTestId('item-closing').textContent()).resolves.toBe('Closing: 7 NOS');
    await row.getByRole('link', { name: `${PURCHASE.label} ${purchaseNumber}` }).click();
    await shown(page.getByRole('form', { name: new RegExp(`^Edit ${PURCHASE.label.toLowerCase()} ${purchaseNumber}`, 'i') }));
  });

  it("offers the bought units' serials on a sale, and the invoice's line shows the one picked under its item name", async () => {
    const form = await openNewDocumentForm(page, 'b2b');
    await form.getByLabel('Client', { exact: true }).selectOption(vendorId);
    await form.getByLabel('Billing address').selectOption(billingAddressId);
    await form.getByRole('button', { name: 'Add item', exact: true }).click();
    const lineModal = page.getByRole('form', { name: 'Add item' });
    await lineModal.getByLabel('Item', { exact: true }).selectOption(itemId);
    const picker = lineModal.getByRole('group', { name: 'Serial numbers' });
    await shown(picker);
    await expect(Promise.all((await picker.getByRole('checkbox').all()).map((box) => box.getAttribute('value')))).resolves.toEqual(SERIALS);
    await setTick(picker, 'RACK-0102', true);
    await lineModal.getByRole('button', { name: 'Add item' }).click();
    await lineModal.waitFor({ state: 'detached' });
    await expect(itemCellText(form, 1)).resolves.toBe(`${ITEM.name}\nSerial No.: RACK-0102`);

    // Edit item tells the stock in hand and warns over it as Add item does (walk 27 L1: it told neither).
    await form.getByRole('button', { name: 'Edit line 1' }).click();
    const editModal = page.getByRole('form', { name: 'Edit item' });
    await expect(shown(editModal.getByText('Stock in hand: 7 NOS'))).resolves.toBe(true);
    await expect(editModal.getByText(DOCUMENT_MESSAGES.stockExceeded).count()).resolves.toBe(0);
    await editModal.getByLabel('Quantity').fill('8');
    await expect(shown(editModal.getByText(DOCUMENT_MESSAGES.stockExceeded))).resolves.toBe(true);
    // The line's own serial stays picked among those in stock.
    await expect(editModal.getByRole('group', { name: 'Serial numbers' }).getByRole('checkbox', { name: 'RACK-0102' }).isChecked()).resolves.toBe(true);
    await editModal.getByRole('button', { name: 'Cancel' }).click();
    await editModal.waitFor({ state: 'detached' });
  });

  it('asks for no serials on a quotation, which moves no stock (walk 26 M3: a payment voucher demanded them)', async () => {
    // The sale's form above is left unsaved.
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('dialog', { name: 'You have unsaved changes. Stay or leave?' }).getByRole('button', { name: 'Leave' }).click();
    const form = await openNewDocumentForm(page, 'quotation');
    await form.getByLabel('Client', { exact: true }).selectOption(vendorId);
    await form.getByRole('button', { name: 'Add item', exact: true }).click();
    const lineModal = page.getByRole('form', { name: 'Add item' });
    await lineModal.getByLabel('Item', { exact: true }).selectOption(itemId);
    await shown(lineModal.getByText(/^Stock in hand: /));
    await expect(lineModal.getByRole('group', { name: 'Serial numbers' }).count()).resolves.toBe(0);
    await lineModal.getByRole('button', { name: 'Add item' }).click();
    await lineModal.waitFor({ state: 'detached' });
    await expect(itemCellText(form, 1)).resolves.toBe(ITEM.name);
  });

  it('takes a count as at an earlier day, which the purchase dated after it adds to (walk 27 M2: only a count of today was offered)', async () => {
    // The quotation's form above is left unsaved.
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Items', exact: true }).click();
    await page.getByRole('dialog', { name: 'You have unsaved changes. Stay or leave?' }).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: `Stock of ${ITEM.name}` }).click();
    const modal = page.getByRole('form', { name: 'Stock tracking' });
    const countedOn = modal.getByLabel('Counted on');
    await shown(countedOn);
    // Today (the purchase's date, the server's today) unless told otherwise.
    await expect(countedOn.inputValue()).resolves.toBe(purchaseDate);
    const dayBefore = addCalendarDays(purchaseDate, -1);
    await modal.getByLabel('In-stock quantity (NOS)').fill('4');
    // A day still to come is the server's to refuse; its refusal goes once the day is changed, and
    // a cleared day is asked for rather than saved as today's (walk 29 L2).
    await countedOn.fill(addCalendarDays(purchaseDate, 1));
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(shown(modal.getByText(ITEM_MESSAGES.stockDateInFuture).first())).resolves.toBe(true);
    await countedOn.fill('');
    await expect(modal.getByText(ITEM_MESSAGES.stockDateInFuture).count()).resolves.toBe(0);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(shown(modal.getByText(ITEM_MESSAGES.stockDateRequired))).resolves.toBe(true);
    await countedOn.fill(dayBefore);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(shown(alertSaying(page, MESSAGES.updated).last())).resolves.toBe(true);

    // 4 counted before the purchase's 2 came in (a count of today would have left 4). Opening, in
    // and out are not asserted: on 1 April the day before is last year's. The screens first show
    // what they showed before (7) until their answers come in.
    await stockLedgerCells(page, ITEM.name);
    const ledger = page.getByRole('table', { name: /^Stock ledger/ });
    const closing = ledger.getByRole('row').filter({ has: page.getByRole('cell', { name: ITEM.name, exact: true }) }).locator('td').nth(5);
    await expect(settledText(closing, '6')).resolves.toBe('6');
    // Valued at what the racks cost: ₹1,000.00 each.
    const cells = ledger.getByRole('row').filter({ has: page.getByRole('cell', { name: ITEM.name, exact: true }) }).locator('td');
    await expect(Promise.all([cells.nth(6).textContent(), cells.nth(7).textContent()])).resolves.toEqual(['₹1,000.00', '₹6,000.00']);
    await expect(settledText(page.getByTestId('ledger-value'), 'Closing stock value: ₹6,000.00 (each item at its weighted average cost, as the balance sheet holds it)')).resolves.toBe(
      'Closing stock value: ₹6,000.00 (each item at its weighted average cost, as the balance sheet holds it)',
    );
    await ledger.getByRole('link', { name: ITEM.name, exact: true }).click();
    const traced = page.getByRole('table', { name: `Movements of ${ITEM.name}` });
    await shown(traced);
    await expect(settledText(page.getByTestId('item-closing'), 'Closing: 6 NOS')).resolves.toBe('Closing: 6 NOS');
    await expect(traced.getByRole('row').filter({ hasText: purchaseNumber }).locator('td').nth(4).textContent()).resolves.toBe('6');
  });

  it('puts the 6 racks in hand on the balance sheet at what they cost, ₹6,000.00 (walk 30 H2)', async () => {
    await page.evaluate(`location.hash = '#/reports/balance-sheet'`);
    const sheet = page.getByRole('table', { name: 'Balance sheet' });
    const stockRow = sheet.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Stock in hand', exact: true }) });
    await expect(settledText(stockRow.locator('td').last(), '₹6,000.00')).resolves.toBe('₹6,000.00');
    await expect(shown(page.getByText(/^Stock in hand is the stock each tracked item holds, valued at its weighted average cost: what its purchases cost/))).resolves.toBe(true);
    // The 5 racks first counted, before any document, are stock the business began with (the later
    // count's one rack short is a loss, not starting stock): no starting balance holds them, and the
    // sheet says so on a line of its own, not as a profit (walk 33E E7).
    const difference = sheet.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Opening stock not in the starting balances', exact: true }) });
    await expect(settledText(difference.locator('td').last(), '₹5,000.00')).resolves.toBe('₹5,000.00');
    await page.getByRole('main').getByRole('link', { name: 'Starting balances' }).click();
    await page.waitForURL('**/taxpayer.html#/starting-balances');
  });
});

/** The text of the Item cell of a form's line: the item name, and its serials on a line of their own. */

describe('a purchase from a supplier without a GSTIN (walk 36 H1)', () => {
  it('says, as soon as a taxed line is on it, that such a supplier charges no GST; at 0% it says nothing', async () => {
    const farmer = await callAsSignedIn<{ client_id: string }>(context, 'POST', '/api/client/insert', {
      org_id: orgId,
      clientid: 5,
      gstin: '',
      companyname: 'Ramesh Patil (farmer)',
      state: '27',
      address: [{ isprimary: 1, locaddress: '1 Main Road, Nashik', loccity: 'Nashik', locphone: '', locpincode: '422001', locstate: '27' }],
      contacts: [],
    });
    await page.reload();
    const form = await openNewDocumentForm(page, 'purchase');
    await form.getByLabel('Supplier', { exact: true }).selectOption(farmer.client_id);
    await addLine(page, form, { itemId, name: ITEM.name, qty: '1' });
    const said = DOCUMENT_APP_MESSAGES.unregisteredSupplierTax.replace('{supplier}', 'Ramesh Patil (farmer)');
    await expect(shown(form.getByText(said))).resolves.toBe(true);
    await form.getByRole('button', { name: 'Edit line 1' }).click();
    const modal = page.getByRole('form', { name: 'Edit item' });
    await modal.getByLabel('GST rate (%)').fill('0');
    await modal.getByRole('button', { name: 'Update item' }).click();
    await form.getByText(said).waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  });
});
