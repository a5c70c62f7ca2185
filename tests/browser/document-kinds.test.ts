// Every kind of the kind table (sales and purchases) through the real UI (issue 9: "browser tests create, edit,
// pay, convert, print and export each kind"). The test walks the table's rows, so a kind added to
// the table is covered here without editing this file: for each, its list is opened from the side
// navigation, a document is created through the form (a client with an address, or the B2C
// receiver; one catalogue line; the challan reason or the valid-until date where the row asks),
// edited, printed, exported as CSV, paid in part where the row is payable, and converted to each
// kind the row names, the link between the two checked through the API. A note (credit or debit)
// picks its original in the form: a B2B invoice of 3 pieces saved for it through the API, whose
// lines the form loads; the note takes 2 of them, then all 3 (a credit note may take no more).
//
// The one line, worked by hand: ₹1,000.00 a piece at 18% GST, Maharashtra to Maharashtra
// (CGST 9% + SGST 9%). 2 pieces: ₹2,000.00 + ₹180.00 + ₹180.00 = ₹2,360.00; edited to 3 pieces:
// ₹3,000.00 + ₹270.00 + ₹270.00 = ₹3,540.00. Under reverse charge the recipient pays the tax, so
// it is not added, and a bill of supply carries none: ₹2,000.00, then ₹3,000.00. A payment of
// ₹1,000.00 leaves ₹2,540.00 (₹2,000.00). The bill of supply's form shows no tax rows and no
// choice to tax its charges.
import {
  buildPath,
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_KIND_TABLE,
  DOCUMENT_MESSAGES,
  fillMessage,
  financialYearOf,
  forExemptSupplies,
  formatDisplayDate,
  ITEM_UNITS,
  KIND_RULES,
  paiseToRupees,
  partyFieldsOf,
  partyNounOf,
  routes,
  rupeesToPaise,
  TABLE_KINDS,
  type DocumentKindFacts,
  type DocumentView,
  labelInSentence,
  type KindInTable,
  kindRoutes,
  kindParams,
} from '@bahi/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { KINDS_WITHOUT_SCREENS, routeOfKind } from '../../web/src/features/documents/routes.js';
import { findNavEntry } from '../../web/src/features/shell/navigation.js';
import { clientInsertBody, gstinOf, unregisteredSupplierBody } from '../support/document-fixtures.js';
import {
  addLine,
  alertSaying,
  callAsSignedIn,
  changeQuantity,
  csvRecords,
  downloadBy,
  listRow,
  listRowCells,
  openFromNavigation,
  pdfText,
  signedInOrgId,
  type Body,
} from './support/documents.js';
import { settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

const FIGURES = {
  taxed: { created: '₹2,360.00', edited: '₹3,540.00', editedRupees: '3540.00', pendingAfterPayment: '₹2,540.00' },
  untaxed: { created: '₹2,000.00', edited: '₹3,000.00', editedRupees: '3000.00', pendingAfterPayment: '₹2,000.00' },
};
const CLIENT = { name: 'Godrej Interio', gstin14: '27AAACG1395D1Z', city: 'Mumbai', pincode: '400079' };
/** A self-invoice's supplier has no GSTIN (kinds.ts selfInvoice, walk 36 L1). */
const SUPPLIER_WITHOUT_GSTIN = { name: 'Ganesh Roadways', state: '27', city: 'Navi Mumbai', pincode: '410218' };
const RECEIVER = { name: 'Walk-in customer', address: 'Shivaji Nagar, Pune', mobile: '9822012345', stateCode: '27' };
const CHALLAN_REASON = 'Job work';
const ITEM = { name: 'Steel almirah', hsn: '94031000' };
/** A regular dealer's bill of supply is for exempt supplies (walk 33E E1): unbranded rice, at 0%. */
const EXEMPT_ITEM = { name: 'Unbranded rice', hsn: '10063010' };
const THIS_YEAR = financialYearOf(new Date());

let app: WebApp;
let page: Page;
let context: BrowserContext;
let orgId: string;
let clientId: string;
let billingAddressId: string;
let supplierWithoutGstin: { id: string; addressId: string };
let itemId: string;
let exemptItemId: string;
/** The document each kind's walk created: its id, number and date. */
const created = new Map<KindInTable, { id: string; number: string; date: string }>();

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  orgId = await signedInOrgId(context);
  clientId = ((await callAsSignedIn(context, 'POST', '/api/client/insert', clientInsertBody(orgId, CLIENT))) as { client_id: string }).client_id;
  billingAddressId = await primaryAddressOf(clientId);
  const supplierId = ((await callAsSignedIn(context, 'POST', '/api/client/insert', unregisteredSupplierBody(orgId, SUPPLIER_WITHOUT_GSTIN))) as { client_id: string }).client_id;
  supplierWithoutGstin = { id: supplierId, addressId: await primaryAddressOf(supplierId) };
  const unit = ITEM_UNITS.find((each) => each.code === 'NOS')!.id;
  const addItem = async (item: { name: string; hsn: string }, rate: string) =>
    ((await callAsSignedIn(context, 'POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: item.name, hsn_code: item.hsn, itemunit: unit, itemgst: rate, unit_price: '1000' })) as { id: string }).id;
  itemId = await addItem(ITEM, '18');
  exemptItemId = await addItem(EXEMPT_ITEM, '0');
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

/**
 * No tax in the total: under reverse charge (the recipient pays it) and on an untaxed kind (bill
 * of supply). A voucher's total is the money (the whole quantity × rate advanced), its tax inside.
 */
const figuresOf = (facts: DocumentKindFacts) =>
  facts.reverseCharge === 'always' || !KIND_RULES[facts.kind].taxed || facts.voucher ? FIGURES.untaxed : FIGURES.taxed;
const primaryAddressOf = async (id: string) => ((await callAsSignedIn(context, 'GET', `/api/client/getclient/${id}`)) as { clientaddress: { id: string }[] }).clientaddress[0]!.id;
const partyName = (facts: DocumentKindFacts) => (facts.party === 'consumer' ? RECEIVER.name : facts.selfInvoice ? SUPPLIER_WITHOUT_GSTIN.name : CLIENT.name);
/** The client a kind's walk chooses: the walk's client, or on a self-invoice the supplier without a GSTIN. */
const clientOf = (facts: DocumentKindFacts) => (facts.selfInvoice ? supplierWithoutGstin : { id: clientId, addressId: billingAddressId });
const fetchDocument = async (kind: KindInTable, id: string) =>
  ((await callAsSignedIn(context, 'GET', buildPath(routes[kindRoutes(kind).fetch].path, kindParams(kind, { org: orgId, id })))) as { invoice: DocumentView }).invoice;

/** Opens the kind's list from the side navigation, on the current financial year (B2B and B2C open on older ones). */
async function openList(kind: KindInTable) {
  const facts = DOCUMENT_KIND_TABLE[kind];
  await openFromNavigation(page, findNavEntry(routeOfKind(kind))!.label, facts.pluralLabel);
  const year = page.getByLabel('Financial year');
  if ((await year.inputValue()) !== THIS_YEAR.label) {
    await year.selectOption(THIS_YEAR.label);
    await shown(page.getByRole('figure', { name: new RegExp(`${facts.pluralLabel}, FY ${THIS_YEAR.startDate.slice(0, 4)}`) }));
  }
}

/** Clicks the form's Save and answers the server's save response (it carries the id and number). */
async function saveForm(kind: KindInTable, operation: 'insert' | 'update'): Promise<{ id: string; invoice_no: string; final_total: string }> {
  // A vendor credit note's save names the organisation in its path.
  const path = buildPath(routes[kindRoutes(kind)[operation]].path, kindParams(kind, { org: orgId }));
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const body = (await (await answer).json()) as Body;
  expect(body).toEqual(expect.objectContaining({ status: true }));
  return body as { id: string; invoice_no: string; final_total: string };
}

/** The cells of the kind's list row as the walk expects them: payable kinds add paid and pending. */
/** A receipt voucher's list shows what is left of each advance. */
/** A receipt or payment voucher's list says what is left of each advance. */
const takesAdvanceLeft = (facts: DocumentKindFacts) => facts.voucher === 'advance';

function expectedCells(facts: DocumentKindFacts, document: { number: string; date: string }, total: string, payment?: { paid: string; pending: string; status: string }) {
  const money = facts.payable ? [total, payment?.paid ?? '₹0.00', payment?.pending ?? total] : [total];
  // An advance received or paid: none of it taken yet.
  const left = takesAdvanceLeft(facts) ? [total] : [];
  const created = facts.createdAs === 'draft' ? 'Draft' : 'Sent';
  // A kind that converts says what each row became: nothing yet.
  const converted = facts.convertsTo.length > 0 ? [''] : [];
  return [document.number, formatDisplayDate(document.date), partyName(facts), ...money, ...left, payment?.status ?? created, ...converted, 'Intra State'];
}

/** A CSV record of cells as the list shows them: amounts as plain rupees (₹3,540.00 is 3540.00), fields with a comma quoted. */
const csvRecord = (fields: string[]) =>
  fields
    .map((field) => (field.startsWith('₹') ? field.replace(/[₹,]/g, '') : field))
    .map((field) => (field.includes(',') ? `"${field}"` : field))
    .join(',');

/**
 * A B2B invoice (or the first kind the note's row refers to: a purchase for a vendor's credit note)
 * of 3 pieces for the walk's client, dated today: what a note refers to.
 */
async function originalForNote(facts: DocumentKindFacts, date: string): Promise<{ kind: KindInTable; id: string }> {
  const kind = (facts.refersTo ?? [])[0] as KindInTable;
  const original = DOCUMENT_KIND_TABLE[kind] as DocumentKindFacts;
  const party = partyFieldsOf(original);
  const line = { item_id: itemId, item_name: ITEM.name, hsncode: ITEM.hsn, metrics: 'NOS', qty: '3', unit_price: '1000', original_price: 'notax', discountstring: '', gstrate: '18', goods_service: 'goods' };
  const body = { org_id: orgId, [party.client]: clientId, [party.address]: billingAddressId, [party.contact]: '', isaddrsame: 1, [original.dateField]: date, items: [line] };
  const saved = (await callAsSignedIn(context, 'POST', routes[kindRoutes(kind).insert].path, body)) as { id: string };
  return { kind, id: saved.id };
}

/** In a note's form: its original's type, the original by number (its lines come in), the reason, then 2 of the 3 pieces. */
async function referToOriginal(form: Locator, facts: DocumentKindFacts, date: string) {
  const original = await originalForNote(facts, date);
  await form.getByLabel('Reference type').selectOption(original.kind);
  await form.getByLabel('Original document').selectOption(original.id);
  await shown(form.getByRole('button', { name: 'Edit line 1' }));
  await expect(form.getByLabel('Reference date').inputValue()).resolves.toBe(formatDisplayDate(date));
  await form.getByLabel('Reason').fill('Walk: goods returned');
  await changeQuantity(page, form, 1, '2');
}

/**
 * The form's Totals rows, its items' columns and its 'Charges taxed' choice: a kind that charges no
 * tax (bill of supply) shows neither its ₹0.00 tax rows, nor tax columns of zeros, nor the choice
 * (walks 27 L2, 29 L3); one that always taxes its charges (composite purchase) has no choice
 * either. The walk is intra-state: CGST and SGST.
 */
async function expectTaxShownAsCharged(form: Locator, facts: DocumentKindFacts) {
  const taxed = KIND_RULES[facts.kind].taxed;
  const taxRows = taxed ? ['CGST', 'SGST', 'Cess'] : [];
  const taxColumns = taxed ? ['GST %', ...taxRows] : [];
  await expect(form.getByRole('table', { name: 'Items' }).locator('thead th').allTextContents()).resolves.toEqual(['#', 'Item', 'HSN/SAC', 'Qty', 'Rate', 'Discount', 'Taxable', ...taxColumns, 'Total', 'Actions']);
  await expect(form.getByRole('table', { name: 'Totals' }).locator('th').allTextContents()).resolves.toEqual(['Sub total', 'Discount', 'Taxable amount', ...taxRows, 'Round off', 'Grand total']);
  const asksChargesTaxed = taxed && facts.taxesChargesAlways !== true;
  await expect(form.getByRole('checkbox', { name: 'Charges taxed (at the highest item rate)' }).count()).resolves.toBe(asksChargesTaxed ? 1 : 0);
}

/**
 * Every kind with screens (routes.ts KINDS_WITHOUT_SCREENS names those without), but refunds: a
 * refund gives back a receipt voucher's advance, so it is made from one (the receipt voucher's
 * walk converts to it; tests/browser/vouchers.test.ts takes one further).
 */
const WALKED_KINDS = TABLE_KINDS.filter((kind) => !KINDS_WITHOUT_SCREENS.includes(kind) && (DOCUMENT_KIND_TABLE[kind] as DocumentKindFacts).voucher !== 'refund');

describe.each(WALKED_KINDS)('the %s kind', (kind) => {
  const facts = DOCUMENT_KIND_TABLE[kind] as DocumentKindFacts;
  const figures = figuresOf(facts);
  const columnCount = (facts.payable ? 8 : 6) + (facts.convertsTo.length > 0 ? 1 : 0) + (takesAdvanceLeft(facts) ? 1 : 0);
  const mine = () => created.get(kind)!;

  it(`is created through its form from the side navigation and listed at ${figures.created}`, async () => {
    await openList(kind);
    await page.getByRole('button', { name: `New ${labelInSentence(facts.label)}`, exact: true }).click();
    const form = page.getByRole('form', { name: `New ${labelInSentence(facts.label)}` });
    await shown(form.getByRole('table', { name: 'Totals' }));

    if (facts.party === 'consumer') {
      await form.getByRole('button', { name: 'Add receiver' }).click();
      const receiver = page.getByRole('form', { name: 'Receiver' });
      await receiver.getByLabel('Receiver name').fill(RECEIVER.name);
      await receiver.getByLabel('Receiver address').fill(RECEIVER.address);
      await receiver.getByLabel('Receiver mobile').fill(RECEIVER.mobile);
      await receiver.getByLabel('Receiver state').selectOption(RECEIVER.stateCode);
      await receiver.getByRole('button', { name: 'Done' }).click();
    } else {
      await form.getByLabel(partyNounOf(facts), { exact: true }).selectOption(clientOf(facts).id);
      await form.getByLabel('Billing address').selectOption(clientOf(facts).addressId);
    }
    if (facts.asksChallanReason) await form.getByLabel('Challan reason').fill(CHALLAN_REASON);
    if (facts.asksValidUntil) await form.getByLabel('Valid until').fill(THIS_YEAR.endDate);
    const date = await form.getByLabel('Date', { exact: true }).inputValue();
    if (facts.note) await referToOriginal(form, facts, date);
    else if (forExemptSupplies(kind)) await addLine(page, form, { itemId: exemptItemId, name: EXEMPT_ITEM.name, qty: '2' });
    else await addLine(page, form, { itemId, name: ITEM.name, qty: '2' });
    await expectTaxShownAsCharged(form, facts);

    const saved = await saveForm(kind, 'insert');
    expect(saved.final_total).toBe(figures.created.replace(/[₹,]/g, ''));
    await expect(shown(alertSaying(page, facts.messages.added).last())).resolves.toBe(true);
    created.set(kind, { id: saved.id, number: saved.invoice_no, date });
    await expect(listRowCells(page, facts.pluralLabel, saved.invoice_no, columnCount)).resolves.toEqual(expectedCells(facts, mine(), figures.created));
  });

  it(`is edited to 3 pieces and listed at ${figures.edited}`, async () => {
    await page.getByRole('button', { name: `Edit ${mine().number}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit ${labelInSentence(facts.label)} ${mine().number}` });
    await shown(form.getByRole('table', { name: 'Totals' }));
    await changeQuantity(page, form, 1, '3');
    const saved = await saveForm(kind, 'update');
    expect(saved.final_total).toBe(figures.editedRupees);
    await expect(shown(alertSaying(page, facts.messages.updated).last())).resolves.toBe(true);
    const totalCell = listRow(page, facts.pluralLabel, mine().number).locator('td').nth(3);
    await expect(settledText(totalCell, figures.edited)).resolves.toBe(figures.edited);
    await expect(listRowCells(page, facts.pluralLabel, mine().number, columnCount)).resolves.toEqual(expectedCells(facts, mine(), figures.edited));
  });

  it(`prints: the PDF is titled ${facts.title}, with the number, the total and what the row asks for`, async () => {
    const download = await downloadBy(page, page.getByRole('button', { name: `PDF of ${mine().number}` }));
    const text = await pdfText(download);
    const asked = [
      ...(facts.asksChallanReason ? [`Reason for Challan ${CHALLAN_REASON}`] : []),
      ...(facts.asksValidUntil ? [`Valid Until ${formatDisplayDate(THIS_YEAR.endDate)}`] : []),
    ];
    // Rule 46(p)'s statement is the tax invoice's; an untaxed kind (bill of supply) prints no tax at all.
    const taxed = KIND_RULES[kind].taxed;
    const reverseCharge = taxed ? [`Whether tax is payable on reverse charge: ${facts.reverseCharge === 'always' ? 'Yes' : 'No'}`] : [];
    for (const part of [`${facts.title} No. ${mine().number}`, `Total ${figures.edited}`, ...reverseCharge, ...asked]) {
      expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    }
    expect(text.includes('CGST')).toBe(taxed);
  });

  it('exports the list as CSV with the row and its total', async () => {
    const download = await downloadBy(page, page.getByRole('button', { name: 'Export CSV' }));
    const records = await csvRecords(download);
    const cells = expectedCells(facts, mine(), figures.edited);
    // The party's GSTIN follows its name in the file (not on screen; a consumer has none), then the
    // tax register: the taxable value and each tax head, as the document's own tax summary has them,
    // the charges in no rate's taxable value, and the round-off.
    const gstin = facts.party === 'consumer' ? [] : [facts.selfInvoice ? '' : gstinOf(CLIENT.gstin14)];
    const view = await fetchDocument(kind, mine().id);
    const rated = view.by_rate.reduce((sum, rate) => sum + rupeesToPaise(rate.taxable), 0);
    const untaxed = rupeesToPaise(view.taxable_total) + rupeesToPaise(view.charges_total) - rated;
    const taxes = [paiseToRupees(rated), view.cgst_tax_total, view.sgst_tax_total, view.igst_tax_total, view.cess_tax_total, paiseToRupees(untaxed), view.round_off];
    // Where it may be under reverse charge, the register says it is not.
    const reverse = facts.reverseCharge === 'optional' ? ['No'] : [];
    expect(records.filter((record) => record.startsWith(`${mine().number},`))).toEqual([csvRecord([mine().number, mine().date, cells[2]!, ...gstin, ...taxes, ...cells.slice(3), ...reverse])]);
  });

  if (facts.payable) {
    it(`records a cash payment of ₹1,000.00: pending drops to ${figures.pendingAfterPayment}`, async () => {
      const number = mine().number;
      await page.getByRole('button', { name: `Record payment for ${number}` }).click();
      const modal = page.getByRole('form', { name: `Record payment · ${number}` });
      await modal.getByLabel('Amount (₹)').fill('1,000.00');
      await modal.getByRole('button', { name: 'Record payment' }).click();
      await expect(shown(alertSaying(page, DOCUMENT_MESSAGES.paymentAdded).last())).resolves.toBe(true);
      const pendingCell = listRow(page, facts.pluralLabel, number).locator('td').nth(5);
      await expect(settledText(pendingCell, figures.pendingAfterPayment)).resolves.toBe(figures.pendingAfterPayment);
      await expect(listRowCells(page, facts.pluralLabel, number, columnCount)).resolves.toEqual(
        expectedCells(facts, mine(), figures.edited, { paid: '₹1,000.00', pending: figures.pendingAfterPayment, status: 'Partially paid' }),
      );
    });
  }

  for (const target of facts.convertsTo as readonly KindInTable[]) {
    const targetFacts = DOCUMENT_KIND_TABLE[target] as DocumentKindFacts;
    it(`converts to a ${targetFacts.label}: the form comes prefilled, and the two documents name each other`, async () => {
      const source = mine();
      await openList(kind);
      await page.getByRole('button', { name: `Convert ${source.number} to ${targetFacts.label}`, exact: true }).click();
      // A source converted before (this walk's earlier target) is converted again once the reader
      // confirms, and its form says so too.
      const again = facts.convertsTo.indexOf(target) > 0;
      if (again) await page.getByRole('dialog', { name: new RegExp(`^${source.number} is already converted to `) }).getByRole('button', { name: `Convert to ${targetFacts.label}` }).click();
      const form = page.getByRole('form', { name: `New ${labelInSentence(targetFacts.label)} from ${source.number}` });
      await shown(form.getByRole('table', { name: 'Totals' }));
      const warned = await form.getByText(`${source.number} was already turned into`).count();
      expect(warned).toBe(again ? 1 : 0);
      if (facts.voucher === 'advance' && again) {
        // The earlier target, a refund of it all, used the advance up: the form says so, and an
        // invoice cannot take it again.
        const usedUp = fillMessage(DOCUMENT_APP_MESSAGES.advanceUsedUp, { number: source.number });
        await expect(shown(form.getByText(usedUp))).resolves.toBe(true);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(shown(alertSaying(page, usedUp).last())).resolves.toBe(true);
        return;
      }
      if (forExemptSupplies(target)) {
        // The almirah is taxed at 18%: a regular dealer's bill of supply may not carry it (walk
        // 33E E1). The form names the line before the save, and the save is refused.
        const taxed = fillMessage(DOCUMENT_APP_MESSAGES.taxedOnBillOfSupply, { item: ITEM.name, rate: '18' });
        await expect(shown(form.getByText(taxed))).resolves.toBe(true);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(shown(alertSaying(page, taxed).last())).resolves.toBe(true);
        return;
      }
      const saved = await saveForm(target, 'insert');
      expect(saved.final_total).toBe(figuresOf(targetFacts).editedRupees);
      await expect(shown(alertSaying(page, targetFacts.messages.added).last())).resolves.toBe(true);

      const converted = await fetchDocument(target, saved.id);
      expect(converted.converted_from).toEqual({ id: source.id, kind, number: source.number });
      expect([converted.client_id, converted.items.map((line) => [line.item_id, line.qty])]).toEqual([clientId, [[itemId, '3']]]);
      const original = await fetchDocument(kind, source.id);
      expect(original.converted_to).toEqual(expect.arrayContaining([{ id: saved.id, kind: target, number: saved.invoice_no }]));
      // The source's list names what it became, in its "Converted to" column (the one before Supply).
      await openList(kind);
      const convertedCell = listRow(page, facts.pluralLabel, source.number).locator('td').nth(columnCount - 2);
      const became = original.converted_to.map((link) => link.number).join(', ');
      expect(became).toContain(saved.invoice_no);
      await expect(settledText(convertedCell, became)).resolves.toBe(became);
    });
  }
});
