// Expenses in a real browser (issue 10): record an expense with a PDF as its evidence (the live
// IGST of a supplier in another state), be refused an .exe renamed .pdf with the spec's message,
// open the evidence from the list through its signed link, and download the voucher PDF.
import { EXPENSE_MESSAGES } from '@bahi/shared';
import { PDFDocument } from 'pdf-lib';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { alertSaying, downloadBy, listRowCells, openFromNavigation, pdfText } from './support/documents.js';
import { settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';
import { gstinOf } from '../support/document-fixtures.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;
let pdf: Buffer;
/** A Windows program's first bytes ('MZ'), named as if it were a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  pdf = Buffer.from(await doc.save());
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

it('records an expense with a PDF as evidence after refusing an .exe renamed .pdf, and opens the evidence from the list', async () => {
  await openFromNavigation(page, 'Expenses', 'Expenses');
  await page.getByRole('button', { name: 'Record expense' }).click();
  const form = page.getByRole('form', { name: 'Record expense' });
  await shown(form);
  const number = ((await form.getByText(/^Number: /).textContent()) ?? '').replace(/^Number: (\S+).*$/, '$1');
  expect(number).toMatch(/^EXPS-\d{5,}$/);

  await form.getByLabel('Payee').fill('Bengaluru Couriers');
  // Booked to General expenses unless another expense account is chosen.
  await expect(form.getByLabel('Expense account').locator('option:checked').textContent()).resolves.toBe('General expenses');
  await form.getByLabel('Expense account').selectOption({ label: 'Freight, packing and insurance paid' });
  await form.getByLabel('Amount before tax (₹)').fill('1,250.50');
  await form.getByLabel('GST rate').selectOption('12');
  await form.getByLabel("Supplier's state").selectOption('29');
  await expect(settledText(form.getByLabel('Tax and total'), 'IGST ₹150.06 · Total ₹1,400.56')).resolves.toBe('IGST ₹150.06 · Total ₹1,400.56');
  await form.getByLabel('Notes').fill('Courier charges');
  // Paid by Bank takes the organisation's only bank account, as a payment and a voucher do (walk 22 F5).
  await form.getByRole('radiogroup', { name: 'Paid by' }).getByText('Bank', { exact: true }).click();
  await expect(form.getByLabel('Bank account').locator('option:checked').textContent()).resolves.toBe('HDFC Bank · 50100234567891');
  await form.getByRole('radiogroup', { name: 'Paid by' }).getByText('Cash', { exact: true }).click();
  await form.getByLabel(/^Supplier's GSTIN/).fill(gstinOf('29AABCB1234F1Z').toLowerCase());

  const evidence = form.getByLabel('Evidence (doc, docx, pdf, jpg, png; at most 2 MB)');
  await evidence.setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(settledText(form.getByRole('alert'), EXPENSE_MESSAGES.evidenceTypeNotAllowed)).resolves.toBe(EXPENSE_MESSAGES.evidenceTypeNotAllowed);
  await evidence.setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: pdf });
  await shown(form.getByText('Attached: bill.pdf'));
  expect(await form.getByRole('alert').count()).toBe(0);

  await form.getByRole('button', { name: 'Save expense' }).click();
  await shown(alertSaying(page, `Expense added successfully: ${number}`));
  await expect(listRowCells(page, 'Expenses', number, 14)).resolves.toEqual([
    number,
    expect.any(String),
    'Bengaluru Couriers',
    'Freight, packing and insurance paid',
    'Cash',
    '',
    '₹1,250.50',
    '12',
    '₹0.00',
    '₹0.00',
    '₹150.06',
    '₹1,400.56',
    gstinOf('29AABCB1234F1Z'),
    'Claimed',
  ]);

  const link = page.getByRole('link', { name: `Open the evidence of ${number}` });
  const href = (await link.getAttribute('href')) as string;
  expect(href).toMatch(/^\/files\/orgs\/[a-z0-9]{16}\/evidence\/[a-z0-9_]+\.pdf\?expires=\d+&signature=/);
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  const served = await page.request.get(href);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect(Buffer.from(await served.body()).equals(pdf)).toBe(true);
  await opened.close();

  const voucher = await downloadBy(page, page.getByRole('button', { name: `Voucher PDF of ${number}` }));
  expect(voucher.suggestedFilename()).toBe(`Expense-Voucher-${number}.pdf`);
  const text = await pdfText(voucher);
  for (const part of ['Expense Voucher', `Voucher no. ${number}`, 'Paid to Bengaluru Couriers', "Supplier's state 29-Karnataka", 'Courier charges 1,250.50 150.06 1,400.56']) {
    expect(text).toContain(part);
  }
});
