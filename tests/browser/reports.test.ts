// The reports in a real browser (issue 12 item 4, the document-derived half): the hub lists every
// report; each report of documents opens, takes a date range, drills from a row into the documents
// behind it (a number opens the document) and exports. The documents are made through the API in
// September 2024 (nothing else of the demo organisation is dated then):
//   2024-09-10 B2B to Pune Kirana (Maharashtra): 10 bags at ₹1,000 + 5%: 10,000.00 + CGST 250 + SGST 250 = 10,500.00
//   2024-09-12 expense to Speedy Couriers: 1,000.00 + 18% = 1,180.00
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_CA, DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { gstinOf } from '../support/document-fixtures.js';
import { callAsSignedIn, csvRecords, downloadBy, listRowCells, openFromNavigation, pdfText, signedInOrgId, type Body } from './support/documents.js';
import { shown, signedInPage, signInThroughForm, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;
let invoice: { id: string; number: string };
/** The home's ageing names the financial year whose invoices it ages (this one). */
const RECEIVABLES_CAPTION = /^Receivables by age, every invoice still owed: ₹/;

const api = (method: 'GET' | 'POST', path: string, data?: Body) => callAsSignedIn(context, method, path, data);

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  const orgId = await signedInOrgId(context);
  const { client_id: clientId } = (await api('POST', '/api/client/insert', {
    org_id: orgId,
    clientid: 1,
    contacts: [],
    gstin: gstinOf('27AAACP4411K1Z'),
    companyname: 'Pune Kirana',
    state: '27',
    address: [{ isprimary: 1, locaddress: '5 FC Road', loccity: 'Pune', locpincode: '411004', locstate: '27' }],
  })) as { client_id: string };
  const { clientaddress } = (await api('GET', `/api/client/getclient/${clientId}`)) as { clientaddress: { id: string }[] };
  const { id: rice } = (await api('POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: 'Sona Masoori Rice', hsn_code: '10063020', itemunit: 20, itemgst: '5', unit_price: '1000' })) as { id: string };
  const saved = (await api('POST', '/api/account/invoice/insert/savedata', {
    org_id: orgId,
    client_id: clientId,
    clientaddressid: clientaddress[0]?.id,
    isaddrsame: 1,
    invoicedate: '2024-09-10',
    roundoff: 0,
    items: [{ item_id: rice, item_name: 'Sona Masoori Rice', hsncode: '10063020', metrics: 'BAG', qty: '10', unit_price: '1000', original_price: 'notax', gstrate: '5', goods_service: 'goods' }],
  })) as { id: string; invoice_no: string };
  invoice = { id: saved.id, number: saved.invoice_no };
  await api('POST', '/api/account/expenses/save', { orgId, customer_name: 'Speedy Couriers', date_created: '2024-09-12', payment_method: 'CASH', amount: '1000', tax_rate: '18', statecode: '27' });
}, 90_000);

afterAll(async () => {
  await context?.close();
  await app?.close();
});

const main = () => page.getByRole('main');

/** Opens a report from the hub and asks for September 2024. */
async function openSeptember(title: string): Promise<void> {
  await page.goto(`${app.server.url}/taxpayer.html#/reports`);
  await main().getByRole('link', { name: title, exact: true }).click();
  await shown(main().getByRole('heading', { name: title, exact: true }));
  await main().getByLabel('From', { exact: true }).fill('2024-09-01');
  await main().getByLabel('To', { exact: true }).fill('2024-09-30');
}

it('lists every report on the hub, the books reports included', async () => {
  await openFromNavigation(page, 'Reports', 'Reports');
  const links = await main().getByRole('list', { name: 'Reports' }).getByRole('link').allTextContents();
  expect(links).toEqual(['Sales report', 'Sales tax summary', 'General ledger', 'Balance sheet', 'Profit and loss', 'Trial balance', 'Income by customer', 'Income by item', 'Vendor expenses']);
});

it('sales tax summary: the rate row for the dates asked, and its documents, whose number opens the invoice', async () => {
  await openSeptember('Sales tax summary');
  await expect(listRowCells(page, 'Sales tax summary', 'Outward supplies', 10)).resolves.toEqual(['Outward supplies', '5%', '1', '₹10,000.00', '₹250.00', '₹250.00', '₹0.00', '₹0.00', '₹500.00', '₹10,500.00']);
  await main().getByRole('button', { name: 'Documents at 5% (Outward supplies)' }).click();
  const modal = page.getByRole('dialog', { name: 'Outward supplies at 5%' });
  await modal.getByRole('link', { name: `Open B2B invoice ${invoice.number}` }).click();
  await page.waitForURL(`**/taxpayer.html#/invoices/b2b/${encodeURIComponent(invoice.id)}/edit`);
});

it('sales report: the invoice with what is pending, the totals row, and the CSV export', async () => {
  await openSeptember('Sales report');
  // The number cell is named by its link ('Open B2B invoice …'): the row is found by the party.
  await expect(listRowCells(page, 'Sales report', 'Pune Kirana', 13)).resolves.toEqual([
    '10 Sep 2024', invoice.number, 'B2B invoice', 'Pune Kirana', '₹10,000.00', '₹250.00', '₹250.00', '₹0.00', '₹0.00', '₹500.00', '₹10,500.00', '₹0.00', '₹10,500.00',
  ]);
  await shown(page.getByTestId('table-totals'));
  // A report opens on its largest page, its totals under its rows (walk 26 L5).
  await expect(main().getByLabel('Rows per page').inputValue()).resolves.toBe('50');
  const records = await csvRecords(await downloadBy(page, main().getByRole('button', { name: 'Export CSV' })));
  expect(records.slice(-4)).toEqual([
    'Date,Number,Document,Party,Taxable value,CGST,SGST,IGST,Cess,Tax,Total,Paid,Pending',
    `2024-09-10,${invoice.number},B2B invoice,Pune Kirana,10000.00,250.00,250.00,0.00,0.00,500.00,10500.00,0.00,10500.00`,
    ',Total,,,10000.00,250.00,250.00,0.00,0.00,500.00,10500.00,0.00,10500.00',
    '',
  ]);
});

it('vendor expenses: the courier expense, its documents, and the Excel export', async () => {
  await openSeptember('Vendor expenses');
  await expect(listRowCells(page, 'Vendor expenses', 'Speedy Couriers', 7)).resolves.toEqual(['Speedy Couriers', '', '0', '1', '₹1,000.00', '₹180.00', '₹1,180.00']);
  await main().getByRole('button', { name: 'Documents of Speedy Couriers' }).click();
  const modal = page.getByRole('dialog', { name: 'Vendor expenses: Speedy Couriers' });
  await shown(modal.getByRole('link', { name: /^Open Expense EXPS-/ }));
  await modal.getByRole('button', { name: 'Close' }).click();
  const download = await downloadBy(page, main().getByRole('button', { name: 'Export Excel' }));
  expect(download.suggestedFilename()).toBe('Vendor expenses 2024-09-01 to 2024-09-30.xlsx');
});

it('income by customer: the state filter, the customer modal, and the PDF export', async () => {
  await openSeptember('Income by customer');
  await expect(listRowCells(page, 'Income by customer', 'Pune Kirana', 7)).resolves.toEqual(['Pune Kirana', gstinOf('27AAACP4411K1Z'), 'Maharashtra', '1', '₹10,000.00', '₹500.00', '₹10,500.00']);
  await main().getByLabel('State').selectOption('29');
  await shown(main().getByText('No income in this period.'));
  await main().getByLabel('State').selectOption('27');
  await main().getByRole('button', { name: 'Open Pune Kirana' }).click();
  const modal = page.getByRole('dialog', { name: 'Income from Pune Kirana' });
  await shown(modal.getByText('1 documents: taxable ₹10,000.00, tax ₹500.00, total ₹10,500.00'));
  await shown(modal.getByRole('link', { name: `Open B2B invoice ${invoice.number}` }));
  await modal.getByRole('button', { name: 'Close' }).click();
  const text = await pdfText(await downloadBy(page, main().getByRole('button', { name: 'Export PDF' })));
  expect(text).toContain('Income by customer in Maharashtra');
  expect(text).toContain('Pune Kirana');
});

it('income by item: the item row and its lines in the individual modal', async () => {
  await openSeptember('Income by item');
  await expect(listRowCells(page, 'Income by item', 'Sona Masoori Rice', 7)).resolves.toEqual(['Sona Masoori Rice', '10063020', '10', '1', '₹10,000.00', '₹500.00', '₹10,500.00']);
  // A document of several items counts under each: the Total row gives no count (walk 25 L10 read "0").
  const total = await listRowCells(page, 'Income by item', 'Total', 4);
  expect(total.slice(0, 4)).toEqual(['Total', '', '', '']);
  await main().getByRole('button', { name: 'Open Sona Masoori Rice' }).click();
  const modal = page.getByRole('dialog', { name: 'Income from Sona Masoori Rice' });
  await expect(listRowCells(page, 'Income from Sona Masoori Rice', 'Pune Kirana', 9).then((cells) => cells.slice(1, 6))).resolves.toEqual([invoice.number, 'B2B invoice', 'Pune Kirana', '10', '5%']);
  await modal.getByRole('button', { name: 'Close' }).click();
});

it("shows this year's sales against purchases and receivables by age on the organisation's home", async () => {
  await page.goto(`${app.server.url}/taxpayer.html#/`);
  await shown(page.getByTestId('business-charts'));
  await shown(page.getByRole('figure', { name: 'Sales against purchases, month by month (taxable value)' }));
  await shown(page.getByRole('figure', { name: RECEIVABLES_CAPTION }));
});

it("shows a CA the same charts for an organisation they look after, in the dashboard's Reviews view", async () => {
  const ca = await app.newPage();
  try {
    await signInThroughForm(ca.page, DEMO_CA.email, DEMO_PASSWORD);
    await ca.page.waitForURL('**/dashboard.html');
    await ca.page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(ca.page.getByLabel('Organisation').locator('option:checked').textContent()).resolves.toBe('Demo Traders');
    await shown(ca.page.getByRole('figure', { name: 'Sales against purchases, month by month (taxable value)' }));
    await shown(ca.page.getByRole('figure', { name: RECEIVABLES_CAPTION }));
  } finally {
    await ca.context.close();
  }
});
