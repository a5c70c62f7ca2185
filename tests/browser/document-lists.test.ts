// The sales document lists in a real browser (issue 9): the six kinds' lists with the year each
// opens on and exact figures, the monthly chart, a status change, a cancellation and a refused
// one, a payment (the shared schema's message first, then the server stores it and pending drops),
// a quotation converted into the B2B form, the CSV and PDF exports titled with the year (no GSTIN
// split over two lines), switching the year, the year a list offers when it opens on an empty one,
// the payments screen and removing a payment there, and a member who may only see invoices getting
// no changing actions.
import { join } from 'node:path';
import {
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_MESSAGES,
  financialYearOf,
  financialYearStarting,
  formatDisplayDate,
  formatFinancialYear,
  gstinCheckCharacter,
} from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { invitationTokenSentTo } from '../support/outbox.js';
import { alertSaying as alertOf, callAsSignedIn, csvRecords, downloadBy, listRowCells, openFromNavigation as openLink, pdfText, signedInOrgId, type Body } from './support/documents.js';
import { SCREENSHOT_DIR, settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;
let orgId: string;
const saved: Record<string, { id: string; number: string }> = {};
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
/** The year every list but B2B and B2C opens on; its documents are dated on its first day (never in the future). */
const THIS_YEAR = financialYearOf(new Date());
const THIS_DATE = THIS_YEAR.startDate;
const LAST_YEAR = financialYearStarting(THIS_YEAR.startYear - 1);

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  await createDocumentsThroughApi();
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const table = (name: string) => page.getByRole('table', { name });
const alertSaying = (text: string) => alertOf(page, text);
const cellsOf = (tableName: string, number: string, count: number) => listRowCells(page, tableName, number, count);
const openFromNavigation = (link: string, heading: string) => openLink(page, link, heading);

describe('the six lists', () => {
  it('opens B2B on 2024-2025 with the figures, the monthly chart and Intra State', async () => {
    await openFromNavigation('B2B invoices', 'B2B invoices');
    const b2b = 'B2B invoices';
    await shown(table(b2b));
    await expect(page.getByLabel('Financial year').inputValue()).resolves.toBe('2024-2025');
    // Every year from the 2024-25 default to this one, none skipped.
    const offered = Array.from({ length: THIS_YEAR.startYear - 2024 + 1 }, (_, back) => formatFinancialYear(financialYearStarting(THIS_YEAR.startYear - back)));
    await expect(page.getByLabel('Financial year').locator('option').allTextContents()).resolves.toEqual(offered);
    await expect(cellsOf(b2b, saved.b2b2024!.number, 8)).resolves.toEqual([
      saved.b2b2024!.number,
      formatDisplayDate('2024-11-20'),
      'Reliance Retail',
      '₹17,407.00',
      '₹0.00',
      '₹17,407.00',
      'Sent',
      'Intra State',
    ]);
    const chart = page.getByRole('figure', { name: 'Month by month: B2B invoices, FY 2024-25' });
    await expect(chart.getByRole('listitem').count()).resolves.toBe(12);
    await expect(shown(chart.getByRole('listitem', { name: 'Nov 2024: 1 document, ₹17,407.00 (paid ₹0.00, pending ₹17,407.00)' }))).resolves.toBe(true);
    await expect(shown(chart.getByRole('listitem', { name: 'Apr 2024: 0 documents, ₹0.00 (paid ₹0.00, pending ₹0.00)' }))).resolves.toBe(true);
  });

  it('opens B2C on 2023-2024 and the others on the current year, each with its exact total', async () => {
    await openFromNavigation('B2C invoices', 'B2C invoices');
    await expect(page.getByLabel('Financial year').inputValue()).resolves.toBe('2023-2024');
    await expect(cellsOf('B2C invoices', saved.b2c!.number, 8)).resolves.toEqual([
      saved.b2c!.number,
      formatDisplayDate('2023-10-10'),
      'Walk-in customer',
      '₹13,130.25',
      '₹0.00',
      '₹13,130.25',
      'Sent',
      'Inter State',
    ]);
    await openFromNavigation('Reverse charge', 'Reverse charge invoices');
    await expect(cellsOf('Reverse charge invoices', saved.reverse!.number, 4)).resolves.toEqual([
      'REVC1',
      formatDisplayDate(THIS_DATE),
      'Ganesh Roadways',
      '₹11,254.50',
    ]);
    // Kinds that take no payments have no paid or pending columns; these three say what each became (nothing yet).
    for (const [link, heading, key] of [
      ['Quotations', 'Quotations', 'quotation'],
      ['Proforma invoices', 'Proforma invoices', 'proforma'],
      ['Delivery challans', 'Delivery challans', 'challan'],
    ] as const) {
      await openFromNavigation(link, heading);
      await expect(cellsOf(heading, saved[key]!.number, 7)).resolves.toEqual([
        saved[key]!.number,
        formatDisplayDate(THIS_DATE),
        'Reliance Retail',
        '₹17,407.00',
        'Sent',
        '',
        'Intra State',
      ]);
      await expect(table(heading).getByRole('columnheader', { name: /Pending/ }).count()).resolves.toBe(0);
    }
  });
});

describe('row actions', () => {
  it('changes a status, and cancels only after confirmation (then the status is final)', async () => {
    const challans = 'Delivery challans';
    const number = saved.challan!.number;
    await page.getByLabel(`Status of ${number}`).selectOption('draft');
    await expect(shown(alertSaying(DOCUMENT_MESSAGES.statusChanged))).resolves.toBe(true);
    await expect(settledText(table(challans).getByRole('row').filter({ hasText: number }).locator('td').nth(4), 'Draft')).resolves.toBe('Draft');

    await page.getByLabel(`Status of ${number}`).selectOption('cancelled');
    const question = page.getByRole('dialog', { name: new RegExp(`^Cancel ${number}\\?`) });
    await question.getByRole('button', { name: 'Keep it' }).click();
    await question.waitFor({ state: 'hidden' });
    await expect(page.getByLabel(`Status of ${number}`).inputValue()).resolves.toBe('draft');
    await page.getByLabel(`Status of ${number}`).selectOption('cancelled');
    await question.getByRole('button', { name: 'Cancel document' }).click();
    await expect(settledText(table(challans).getByRole('row').filter({ hasText: number }).locator('td').nth(4), 'Cancelled')).resolves.toBe('Cancelled');
    // Its total says what was cancelled, the register's zero beside it (walk 25 L3).
    await expect(table(challans).getByRole('row').filter({ hasText: number }).locator('td').nth(3).textContent()).resolves.toBe('₹0.00 (₹17,407.00 cancelled)');
    await expect(page.getByLabel(`Status of ${number}`).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: `Edit ${number}` }).count()).resolves.toBe(0);
  });

  it("records a bank payment: the spec's messages first, then pending drops to ₹10,000.00", async () => {
    await openFromNavigation('B2B invoices', 'B2B invoices');
    const number = saved.b2b2024!.number;
    await page.getByRole('button', { name: `Record payment for ${number}` }).click();
    const modal = page.getByRole('form', { name: `Record payment · ${number}` });
    await expect(modal.getByLabel('Amount (₹)').inputValue()).resolves.toBe('17407.00');
    await modal.getByLabel('Amount (₹)').fill('17407.01');
    await modal.getByRole('button', { name: 'Record payment' }).click();
    await expect(shown(modal.getByText(DOCUMENT_MESSAGES.amountOverDue))).resolves.toBe(true);
    await modal.getByLabel('Amount (₹)').fill('7,407.005');
    await modal.getByRole('button', { name: 'Record payment' }).click();
    await expect(shown(modal.getByText(DOCUMENT_MESSAGES.invalidAmount))).resolves.toBe(true);
    await modal.getByLabel('Amount (₹)').fill('7,407.00');
    await modal.getByLabel('Payment date').fill('2024-12-02');
    await modal.getByText('Bank', { exact: true }).click();
    // The organisation's one bank account is chosen for it (with more, the form asks: payment-form.test.ts).
    await expect(modal.getByLabel('Bank account').locator('option:checked').textContent()).resolves.toBe('HDFC Bank · 50100234567891');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'document-payment.png') });
    await modal.getByRole('button', { name: 'Record payment' }).click();
    await expect(shown(alertSaying(DOCUMENT_MESSAGES.paymentAdded))).resolves.toBe(true);
    const b2b = 'B2B invoices';
    await expect(settledText(table(b2b).getByRole('row').filter({ hasText: number }).locator('td').nth(5), '₹10,000.00')).resolves.toBe('₹10,000.00');
    await expect(cellsOf(b2b, number, 8)).resolves.toEqual(expect.arrayContaining(['₹7,407.00', '₹10,000.00', 'Partially paid']));
    const chart = page.getByRole('figure', { name: /Month by month/ });
    await expect(shown(chart.getByRole('listitem', { name: 'Nov 2024: 1 document, ₹17,407.00 (paid ₹7,407.00, pending ₹10,000.00)' }))).resolves.toBe(true);
    // The next receipt starts where this one went: the bank, and its account (walk 26: receipts went in as cash).
    await page.getByRole('button', { name: `Record payment for ${number}` }).click();
    const next = page.getByRole('form', { name: `Record payment · ${number}` });
    await expect(next.getByRole('radio', { name: 'Bank' }).isChecked()).resolves.toBe(true);
    await expect(next.getByLabel('Bank account').locator('option:checked').textContent()).resolves.toBe('HDFC Bank · 50100234567891');
    await next.getByRole('button', { name: 'Cancel' }).click();
    // With a payment it can be neither a draft nor cancelled: both shown, neither offered (walk 39 L5).
    const statuses = page.getByLabel(`Status of ${number}`).locator('option:not([disabled])');
    await expect(statuses.allTextContents()).resolves.toEqual(['Sent']);
    await expect(page.getByLabel(`Status of ${number}`).locator('option[disabled]').allTextContents()).resolves.toEqual([
      'Partially paid',
      'Draft (remove its payments first)',
      'Cancelled (remove its payments first)',
    ]);
    const dismiss = page.locator('.bahi-alerts').getByRole('button');
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'document-list-b2b.png'), fullPage: true });
  });

  it("exports CSV headed by the organisation and the year's dates, then the rows with their amounts", async () => {
    const download = await downloadBy(page, page.getByRole('button', { name: 'Export CSV' }));
    expect(download.suggestedFilename()).toBe('B2B invoices 2024-04-01 to 2025-03-31.csv');
    await expect(csvRecords(download)).resolves.toEqual([
      'Organisation,Demo Traders',
      'GSTIN,27AAPFU0939F1ZV',
      'Report,B2B invoices',
      `Period,${formatDisplayDate('2024-04-01')} to ${formatDisplayDate('2025-03-31')}`,
      '',
      // The client's GSTIN and the tax register (taxable value 15,491.79 + freight 500.00, CGST and
      // SGST 707.72 each, no untaxed charges, round-off −0.23) are in the file (an accountant matches
      // them against GSTR-1), not on the screen.
      'Number,Date,Client,GSTIN,Taxable value,CGST,SGST,IGST,Cess,Untaxed charges,Round off,Total,Paid,Pending,Status,Supply,Reverse charge',
      `${saved.b2b2024!.number},2024-11-20,Reliance Retail,${gstin('27AAACR5055K1Z')},15991.79,707.72,707.72,0.00,0.00,0.00,-0.23,17407.00,7407.00,10000.00,Partially paid,Intra State,No`,
      // The register's totals (walk 39 L16), of the one invoice here.
      'Total,,,,15991.79,707.72,707.72,0.00,0.00,0.00,-0.23,17407.00,7407.00,10000.00,,,',
      '',
    ]);
  });

  it("exports the register as a PDF with the client's GSTIN whole on one line, beside the five tax heads, untaxed charges and round-off", async () => {
    const download = await downloadBy(page, page.getByRole('button', { name: 'Export PDF' }));
    expect(download.suggestedFilename()).toBe('B2B invoices 2024-04-01 to 2025-03-31.pdf');
    // After the heading (its last line the time it was made): the header row, then the invoice,
    // the client's name and the status wrapping between words and no GSTIN or amount broken.
    await expect(pdfText(download).then((text) => text.split('\n').slice(5))).resolves.toEqual([
      'Number Date Client GSTIN Taxable CGST SGST IGST Cess Untaxed Round Total Paid Pending Status Supply Reverse',
      'value charges off charge',
      `${saved.b2b2024!.number} 20-Nov-2024 Reliance ${gstin('27AAACR5055K1Z')} ₹15,991.79 ₹707.72 ₹707.72 ₹0.00 ₹0.00 ₹0.00 -₹0.23 ₹17,407.00 ₹7,407.00 ₹10,000.00 Partially Intra No`,
      'Retail paid State',
      'Total ₹15,991.79 ₹707.72 ₹707.72 ₹0.00 ₹0.00 ₹0.00 -₹0.23 ₹17,407.00 ₹7,407.00 ₹10,000.00',
      'Page 1 of 1',
    ]);
  });

  it('prints the invoice: the downloaded PDF carries the CGST Rule 46 particulars with the exact figures', async () => {
    const number = saved.b2b2024!.number;
    const download = await downloadBy(page, page.getByRole('button', { name: `PDF of ${number}` }));
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const text = await pdfText(download);
    for (const part of [
      `Tax Invoice No. ${number}`,
      'Demo Traders',
      'GSTIN: 27AAPFU0939F1ZV',
      'Reliance Retail',
      `GSTIN: ${gstin('27AAACR5055K1Z')}`,
      'Place of Supply 27-Maharashtra',
      'Whether tax is payable on reverse charge: No',
      'Total ₹17,407.00',
      'Seventeen Thousand Four Hundred Seven Rupees Only',
      'Authorised Signatory',
      // Rule 48: an invoice of goods in triplicate, each copy marked.
      'ORIGINAL FOR RECIPIENT',
      'DUPLICATE FOR TRANSPORTER',
      'TRIPLICATE FOR SUPPLIER',
    ]) {
      expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    }
  });

  it('switches the year: the current year lists the inter-state invoice of this year', async () => {
    await page.getByLabel('Financial year').selectOption(THIS_YEAR.label);
    const current = 'B2B invoices';
    await table(current).getByRole('row').filter({ hasText: 'Reliance Retail' }).waitFor({ state: 'detached' });
    await expect(cellsOf(current, saved.b2bThisYear!.number, 8)).resolves.toEqual([
      saved.b2bThisYear!.number,
      formatDisplayDate(THIS_DATE),
      'Kaveri Silks',
      '₹17,407.00',
      '₹0.00',
      '₹17,407.00',
      'Sent',
      'Inter State',
    ]);
    await expect(table(current).getByRole('row').filter({ hasText: 'Reliance Retail' }).count()).resolves.toBe(0);
  });

  it('closes the cancel question when the server refuses it, leaving the refusal in red', async () => {
    // Paid in part elsewhere after this list was read: the list still offers Cancelled, the server refuses it.
    const number = saved.b2bThisYear!.number;
    await api('POST', '/api/account/addpayments/orgcharts', { invoiceId: saved.b2bThisYear!.id, date: THIS_DATE, amount: '1000', method: 'CASH', account: '' });
    await page.getByLabel(`Status of ${number}`).selectOption('cancelled');
    const question = page.getByRole('dialog', { name: new RegExp(`^Cancel ${number}\\?`) });
    await question.getByRole('button', { name: 'Cancel document' }).click();
    await expect(shown(alertSaying(DOCUMENT_APP_MESSAGES.cancelWithPayments))).resolves.toBe(true);
    await question.waitFor({ state: 'hidden' });
    await expect(page.getByLabel(`Status of ${number}`).inputValue()).resolves.toBe('sent');
  });
});

describe('a list that opens on an empty year', () => {
  const offers = () => page.getByRole('button', { name: /^Show FY/ });

  it('offers the latest year with documents, and nothing once it shows them', async () => {
    await openFromNavigation('Bill of supply', 'Bills of supply');
    await expect(page.getByLabel('Financial year').inputValue()).resolves.toBe(THIS_YEAR.label);
    await expect(shown(page.getByText(`No bills of supply in ${formatFinancialYear(THIS_YEAR)}.`))).resolves.toBe(true);
    await page.getByRole('button', { name: `Show ${formatFinancialYear(LAST_YEAR)}, the latest year with documents` }).click();
    await expect(cellsOf('Bills of supply', saved.billLastYear!.number, 2)).resolves.toEqual([saved.billLastYear!.number, formatDisplayDate(LAST_YEAR.startDate)]);
    await expect(page.getByLabel('Financial year').inputValue()).resolves.toBe(LAST_YEAR.label);
    await expect(offers().count()).resolves.toBe(0);
  });

  it('offers nothing on an empty year the reader picked: the list did not open on it', async () => {
    await openFromNavigation('B2C invoices', 'B2C invoices');
    await page.getByLabel('Financial year').selectOption('2024-2025');
    await expect(shown(page.getByText('No B2C invoices in FY 2024-25.'))).resolves.toBe(true);
    await expect(offers().count()).resolves.toBe(0);
  });
});

describe('the payments screen', () => {
  it('groups the payments of the chosen year: the B2B payment, nothing under the other groups', async () => {
    await openFromNavigation('Payments', 'Payments');
    await page.getByLabel('Financial year').selectOption('2024-2025');
    const group = page.getByRole('region', { name: 'B2B invoices' });
    const rows = group.getByRole('table').locator('tbody tr');
    // By its date: this year's INV1, paid too, shows until the picked year arrives.
    await expect(settledText(rows.first().locator('td').nth(0), formatDisplayDate('2024-12-02'))).resolves.toBe(formatDisplayDate('2024-12-02'));
    await expect(rows.first().locator('td').allTextContents()).resolves.toEqual([
      formatDisplayDate('2024-12-02'),
      saved.b2b2024!.number,
      formatDisplayDate('2024-11-20'),
      'Reliance Retail',
      '₹7,407.00',
      // The account as the document's own payments name it: the demo bank and its last four digits.
      'HDFC Bank 7891',
      '',
      '₹17,407.00',
      '₹10,000.00',
      'Remove',
    ]);
    // A payment's row says what was left to pay after it (a statement's running balance).
    const headers = (await group.getByRole('columnheader').allTextContents()).map((text) => text.replace(' ↕', ''));
    expect(headers).toEqual(['Date', 'Number', 'Dated', 'Party', 'Amount', 'Paid by', 'Notes', 'Document total', 'Pending after it', 'Actions']);
    await expect(shown(page.getByRole('region', { name: 'B2C invoices' }).getByText('No payments against B2C invoices in FY 2024-25.'))).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 4 }).allTextContents()).resolves.toEqual([
      'B2B invoices',
      'B2C invoices',
      'Bills of supply',
      'Reverse charge invoices',
      'Purchases',
    ]);
  });

  it('removes a payment keyed wrongly after asking: its row leaves, and the invoice is unpaid again in its list and chart', async () => {
    const number = saved.b2b2024!.number;
    const payment = `the payment of ₹7,407.00 of ${formatDisplayDate('2024-12-02')} against ${number}`;
    const group = page.getByRole('region', { name: 'B2B invoices' });
    const remove = group.getByRole('button', { name: `Remove ${payment}` });
    const question = page.getByRole('dialog', { name: `Remove ${payment}?` });
    await remove.click();
    await question.getByRole('button', { name: 'Keep it' }).click();
    await question.waitFor({ state: 'hidden' });
    await expect(remove.count()).resolves.toBe(1);
    await remove.click();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'payment-remove.png') });
    await question.getByRole('button', { name: 'Remove payment' }).click();
    await expect(shown(alertSaying(DOCUMENT_APP_MESSAGES.paymentRemoved))).resolves.toBe(true);
    await expect(shown(group.getByText('No payments against B2B invoices in FY 2024-25.'))).resolves.toBe(true);
    await openFromNavigation('B2B invoices', 'B2B invoices');
    await page.getByLabel('Financial year').selectOption('2024-2025');
    // The year's own INV1 (this year's list, shown until the picked year arrives, has an INV1 too).
    const row = table('B2B invoices').getByRole('row').filter({ hasText: number }).filter({ hasText: formatDisplayDate('2024-11-20') });
    await expect(settledText(row.locator('td').nth(5), '₹17,407.00')).resolves.toBe('₹17,407.00');
    await expect(row.locator('td').allTextContents().then((cells) => cells.slice(0, 8))).resolves.toEqual([number, formatDisplayDate('2024-11-20'), 'Reliance Retail', '₹17,407.00', '₹0.00', '₹17,407.00', 'Sent', 'Intra State']);
    const chart = page.getByRole('figure', { name: /Month by month/ });
    await expect(shown(chart.getByRole('listitem', { name: 'Nov 2024: 1 document, ₹17,407.00 (paid ₹0.00, pending ₹17,407.00)' }))).resolves.toBe(true);
  });
});

describe('a member who may only see invoices (and clients)', () => {
  it('sees the list, the chart and PDF, and no New, Edit, status or payment actions; the clients without Add, Edit or Delete', async () => {
    const member = { email: 'viewer@demo.bahi.in', password: 'Viewer@2026' };
    await api('POST', '/api/users/inviteuser/fororg', { orgId, email: member.email, fullname: 'Invoice Viewer', permissions: ['invoices.view', 'clients.view'] });
    const token = await invitationTokenSentTo(app.server, member.email);
    await api('POST', '/api/users/invitation/accept', { token, password: member.password, confirmPassword: member.password });
    const viewer = await signedInPage(app, member.email, member.password);
    try {
      const own = viewer.page;
      const permissionsAnswered = own.waitForResponse((response) => response.url().includes('/api/users/total/user/permissions/'));
      await own.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'B2B invoices', exact: true }).click();
      await permissionsAnswered;
      const row = own.getByRole('table', { name: 'B2B invoices' }).getByRole('row').filter({ hasText: saved.b2b2024!.number });
      await shown(row);
      await expect(shown(own.getByRole('figure', { name: /Month by month/ }))).resolves.toBe(true);
      await expect(shown(row.getByRole('button', { name: `PDF of ${saved.b2b2024!.number}` }))).resolves.toBe(true);
      await expect(row.getByRole('button').allTextContents()).resolves.toEqual(['PDF']);
      await expect(row.getByRole('combobox').count()).resolves.toBe(0);
      await expect(own.getByRole('button', { name: 'New B2B invoice' }).count()).resolves.toBe(0);
      // Clients to read, not to change (walk 33F M3).
      await own.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Clients', exact: true }).click();
      await shown(own.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: 'Reliance Retail' }));
      await expect(own.getByRole('table', { name: 'Clients' }).getByRole('button', { name: /^(Edit|Delete) / }).count()).resolves.toBe(0);
      await expect(own.getByRole('button', { name: 'Add client' }).count()).resolves.toBe(0);
    } finally {
      await viewer.context.close();
    }
  });
});

describe('converting', () => {
  it('converts a quotation not converted yet straight away: the B2B form opens with the quotation as its source', async () => {
    await openFromNavigation('Quotations', 'Quotations');
    const number = saved.quotation!.number;
    await expect(shown(page.getByRole('button', { name: `Convert ${number} to Proforma invoice` }))).resolves.toBe(true);
    await page.getByRole('button', { name: `Convert ${number} to B2B invoice` }).click();
    await page.waitForURL(`**/taxpayer.html#/invoices/b2b/new/from/${saved.quotation!.id}`);
    await expect(page.getByRole('table', { name: 'Quotations' }).count()).resolves.toBe(0);
  });

  it("asks before converting a quotation converted already, naming what it became: Don't convert stays on the list", async () => {
    await openFromNavigation('Quotations', 'Quotations');
    const { id, number } = saved.quotationConverted!;
    const made = saved.proformaFromQuotation!.number;
    await expect(cellsOf('Quotations', number, 7).then((cells) => cells[5])).resolves.toBe(made);
    const convert = page.getByRole('button', { name: `Convert ${number} to B2B invoice` });
    const question = page.getByRole('dialog', { name: `${number} is already converted to ${made}. Convert it again?` });
    await convert.click();
    await question.getByRole('button', { name: "Don't convert" }).click();
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/#\/quotations$/);
    // Invoicing a quotation in parts is legitimate: the reader may go on.
    await convert.click();
    await question.getByRole('button', { name: 'Convert to B2B invoice' }).click();
    await page.waitForURL(`**/taxpayer.html#/invoices/b2b/new/from/${id}`);
  });
});

/** Calls the API as the signed-in owner; throws on anything but 200. */
const api = (method: 'GET' | 'POST', path: string, data?: Body) => callAsSignedIn(context, method, path, data);

/**
 * Two clients (Maharashtra, the organisation's own state, and Karnataka), two catalogue items, and
 * one document of each kind, with the hand-worked totals of tests/integration/sales-documents-api:
 * ₹17,407.00 (rice and maintenance with taxed freight, rounded), ₹13,130.25 (B2C rice to Karnataka),
 * ₹11,254.50 (reverse charge on rice alone). No payment terms, so no due date: the status stays
 * 'Sent' whatever day the test runs (an invoice past its due date shows 'Overdue').
 */
async function createDocumentsThroughApi() {
  orgId = await signedInOrgId(context);
  const client = async (body: Body) => {
    const { client_id } = (await api('POST', '/api/client/insert', { org_id: orgId, clientid: 1, contacts: [], ...body })) as { client_id: string };
    const fetched = (await api('GET', `/api/client/getclient/${client_id}`)) as { clientaddress: { id: string }[] };
    return { id: client_id, addressId: fetched.clientaddress[0]!.id };
  };
  const mumbai = await client({
    gstin: gstin('27AAACR5055K1Z'),
    companyname: 'Reliance Retail',
    state: '27',
    address: [{ isprimary: 1, locaddress: '3 Nariman Point', loccity: 'Mumbai', locpincode: '400021', locstate: '27' }],
  });
  // A self-invoice's supplier has no GSTIN (walk 36 L1).
  const truckOwner = await client({
    gstin: '',
    clientid: 5,
    companyname: 'Ganesh Roadways',
    state: '27',
    address: [{ isprimary: 1, locaddress: 'Transport Nagar, Kalamboli', loccity: 'Navi Mumbai', locpincode: '410218', locstate: '27' }],
  });
  const bengaluru = await client({
    gstin: gstin('29AAGCB7383J1Z'),
    companyname: 'Kaveri Silks',
    state: '29',
    address: [{ isprimary: 1, locaddress: '12 MG Road', loccity: 'Bengaluru', locpincode: '560001', locstate: '29' }],
  });
  const item = async (body: Body) => ((await api('POST', '/api/items/insert', { orgid: orgId, ...body })) as { id: string }).id;
  const rice = await item({ goodstype: 'goods', short_name: 'Basmati Rice', hsn_code: '10063020', itemunit: 20, itemgst: '5', unit_price: '1250.50' });
  const maintenance = await item({ goodstype: 'services', short_name: 'Annual maintenance', sac_code: '998719', itemgst: '18', unit_price: '5000' });
  const riceLine = { item_id: rice, item_name: 'Basmati Rice', hsncode: '10063020', metrics: 'BAG', qty: '10', unit_price: '1,250.50', original_price: 'notax', discountstring: '10%', gstrate: '5', cess: '0', goods_service: 'goods' };
  const maintenanceLine = { item_id: maintenance, item_name: 'Annual maintenance', hsncode: '998719', metrics: 'OTH', qty: '1', unit_price: '5000', original_price: 'intax', gstrate: '18', goods_service: 'services' };
  const document = (party: { id: string; addressId: string }, date: string, changes: Body = {}): Body => ({
    org_id: orgId,
    client_id: party.id,
    clientaddressid: party.addressId,
    isaddrsame: 1,
    invoicedate: date,
    freightCharge: '500',
    additional_charges: 'yes',
    roundoff: 1,
    items: [riceLine, maintenanceLine],
    ...changes,
  });
  const save = async (key: string, path: string, body: Body) => {
    const answer = (await api('POST', path, body)) as { id: string; invoice_no: string };
    saved[key] = { id: answer.id, number: answer.invoice_no };
  };
  await save('b2b2024', '/api/account/invoice/insert/savedata', document(mumbai, '2024-11-20'));
  await save('b2bThisYear', '/api/account/invoice/insert/savedata', document(bengaluru, THIS_DATE));
  await save('b2c', '/api/account/invoice/insert/saveb2cinvoice', {
    org_id: orgId,
    invoicedate: '2023-10-10',
    b2cname: 'Walk-in customer',
    address: 'Koramangala',
    mobile: '9845012345',
    statecode: '29',
    items: [{ ...riceLine, discountstring: '' }],
  });
  await save('reverse', '/api/account/reverseinvoice/insert/savedata', document(truckOwner, THIS_DATE, { items: [riceLine], freightCharge: '', roundoff: 0 }));
  const { invoicedate: _date, ...quotation } = document(mumbai, THIS_DATE);
  await save('quotation', '/api/account/quotation/savedata', { ...quotation, quotationdate: THIS_DATE, validDate: THIS_YEAR.endDate });
  await save('proforma', '/api/account/proformainvoice/insert/savedata', document(mumbai, THIS_DATE));
  // A second quotation, already made into a proforma invoice.
  await save('quotationConverted', '/api/account/quotation/savedata', { ...quotation, client_id: bengaluru.id, clientaddressid: bengaluru.addressId, quotationdate: THIS_DATE, validDate: THIS_YEAR.endDate });
  await save('proformaFromQuotation', '/api/account/proformainvoice/insert/savedata', document(bengaluru, THIS_DATE, { converted_from: saved.quotationConverted!.id }));
  await save('challan', '/api/account/deliverychallan/insert/savedata', document(mumbai, THIS_DATE, { dctype: 'Job work' }));
  // The one bill of supply is of last year: its list opens on this year, with nothing in it.
  // A regular dealer's bill of supply is for exempt supplies (walk 33E E1): its lines are at 0%.
  const exempt = [riceLine, maintenanceLine].map((line) => ({ ...line, gstrate: '0' }));
  await save('billLastYear', '/api/account/billofsupply/savedata', document(mumbai, LAST_YEAR.startDate, { is_sa_ba: 1, items: exempt }));
}
