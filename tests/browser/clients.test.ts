// The clients screens in a real browser (issue 4): add a client with two locations and a contact,
// edit it (update one location, remove the other), the spec's validation messages, the
// stay-or-leave question, search, sort, CSV / Excel / PDF export and delete with confirmation.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gstinCheckCharacter, MESSAGES, type ClientAddress } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { callAsSignedIn, signedInOrgId } from './support/documents.js';
import { inWindow, textContrast } from './support/in-page.js';
import { SCREENSHOT_DIR, settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const SHARMA = { gstin: gstin('27AAACS1234K1Z'), company: 'Sharma Traders, Pune' };
const OTHERS = [
  { gstin: gstin('19AABCB5678L1Z'), companyname: 'Bose Textiles', state: '19', city: 'Kolkata' },
  { gstin: gstin('08AADCA9012M1Z'), companyname: 'Agarwal Steel', state: '08', city: 'Jaipur' },
];

let app: WebApp;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  await addClientsThroughApi();
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const search = () => page.getByRole('textbox', { name: 'Search' });
const list = () => page.getByRole('table', { name: 'Clients' });
const form = (name: string) => page.getByRole('form', { name });
const leaveQuestion = () => page.getByRole('dialog', { name: 'You have unsaved changes. Stay or leave?' });
const companyColumn = async () => list().locator('tbody tr td:first-child').allTextContents();

async function openClientsFromNavigation() {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: /Clients/ }).click();
  await shown(page.getByRole('heading', { name: 'Clients' }));
}

describe('adding and editing a client', () => {
  it('adds a client with two locations and a contact', async () => {
    await openClientsFromNavigation();
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.waitForURL('**/taxpayer.html#/clients/new');
    const add = form('Add client');

    await add.getByLabel('GSTIN').fill(SHARMA.gstin.toLowerCase());
    await expect(add.getByLabel('GSTIN').inputValue()).resolves.toBe(SHARMA.gstin);
    // The GSTIN's first two digits pick the state, for the client and for its first location.
    await expect(add.getByLabel('State', { exact: true }).inputValue()).resolves.toBe('27');
    await expect(add.getByLabel('Location state').inputValue()).resolves.toBe('27');
    await add.getByLabel('Company name').fill(SHARMA.company);
    await add.getByLabel('Client type').selectOption({ label: 'Customer' });

    await add.getByLabel('Location address').fill('Plot 12, MIDC Bhosari');
    await add.getByLabel('Location city').fill('Pune');
    await add.getByLabel('Pincode').fill('411026');
    // Phones as Indians write them: a mobile grouped 5-5, a landline with its STD code.
    await add.getByLabel('Location phone').fill('98765 43210');
    await add.getByRole('button', { name: 'Add location' }).click();
    await add.getByLabel('Location address').fill('Shop 4, Laxmi Road');
    await add.getByLabel('Location city').fill('Pune');
    await add.getByLabel('Location state').selectOption('27');
    await add.getByLabel('Location phone').fill('020-24451234');
    await add.getByRole('button', { name: 'Add location' }).click();
    await expect(add.getByRole('table', { name: 'Client locations' }).locator('tbody tr').count()).resolves.toBe(2);

    await add.getByLabel('Contact name').fill('Rahul Sharma');
    await add.getByLabel('Contact email').fill('rahul@sharmatraders.in');
    await add.getByLabel('Mobile 1').fill('+91 98220 12345');
    await add.getByRole('button', { name: 'Add contact' }).click();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'client-form.png'), fullPage: true });

    await add.getByRole('button', { name: 'Save' }).click();
    await expect(shown(page.getByRole('alert').filter({ hasText: MESSAGES.clientAdded }))).resolves.toBe(true);
    await page.waitForURL('**/taxpayer.html#/clients');
    const row = list().getByRole('row', { name: /Sharma Traders, Pune/ });
    await expect(row.locator('td').allTextContents()).resolves.toEqual(
      expect.arrayContaining([SHARMA.company, SHARMA.gstin, 'Customer', 'Maharashtra', 'Pune', '+91 98765 43210', 'Rahul Sharma']),
    );
  });

  it('updates one location and removes the other; the list and the re-opened form show exactly that', async () => {
    await list().getByRole('button', { name: `Edit ${SHARMA.company}` }).click();
    const edit = form(`Edit client · ${SHARMA.company}`);
    const locations = edit.getByRole('table', { name: 'Client locations' });
    await shown(locations);
    await expect(locations.locator('tbody tr').count()).resolves.toBe(2);

    await edit.getByRole('button', { name: 'Edit location 1' }).click();
    await expect(edit.getByLabel('Location address').inputValue()).resolves.toBe('Plot 12, MIDC Bhosari');
    await expect(shown(edit.getByRole('button', { name: 'Update location' }))).resolves.toBe(true);
    await edit.getByLabel('Location address').fill('Plot 14, MIDC Bhosari');
    await edit.getByLabel('Location city').fill('Pimpri');
    await edit.getByRole('button', { name: 'Update location' }).click();
    await expect(shown(edit.getByRole('button', { name: 'Add location' }))).resolves.toBe(true);
    await edit.getByRole('button', { name: 'Remove location 2' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();

    await expect(shown(page.getByRole('alert').filter({ hasText: MESSAGES.clientUpdated }))).resolves.toBe(true);
    await page.waitForURL('**/taxpayer.html#/clients');
    await expect(shown(list().getByRole('row', { name: /Sharma Traders, Pune.*Pimpri/ }))).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'clients-list.png'), fullPage: true });

    await list().getByRole('button', { name: `Edit ${SHARMA.company}` }).click();
    const reopened = form(`Edit client · ${SHARMA.company}`);
    await shown(reopened.getByRole('table', { name: 'Client locations' }));
    await expect(reopened.getByRole('table', { name: 'Client locations' }).locator('tbody tr').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^\s*Plot 14, MIDC Bhosari\s+Pimpri\s+Maharashtra\s+411026\s+\+91 98765 43210\s+Edit\s+Remove\s*$/),
    ]);
    await expect(reopened.getByRole('table', { name: 'Client contacts' }).locator('tbody tr').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^\s*Rahul Sharma\s+rahul@sharmatraders.in\s+\+91 98220 12345\s+Edit\s+Remove\s*$/),
    ]);
    // Nothing changed, so leaving asks nothing.
    await reopened.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/taxpayer.html#/clients');
  });
});

describe('validation and unsaved changes', () => {
  it("shows the spec's messages for a 14-character GSTIN and a bad phone", async () => {
    await page.getByRole('button', { name: 'Add client' }).click();
    const add = form('Add client');
    await add.getByLabel('GSTIN').fill(SHARMA.gstin.slice(0, 14));
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(shown(add.getByText(MESSAGES.clientGstinInvalid))).resolves.toBe(true);
    await expect(shown(add.getByText(MESSAGES.companyNameRequired))).resolves.toBe(true);
    await expect(shown(add.getByText(MESSAGES.locationAddressRequired))).resolves.toBe(true);

    await add.getByLabel('Location address').fill('12 Park Street');
    await add.getByLabel('Location city').fill('Kolkata');
    await add.getByLabel('Location phone').fill('98765-4321');
    await add.getByRole('button', { name: 'Add location' }).click();
    await expect(shown(add.getByText(MESSAGES.phoneInvalid))).resolves.toBe(true);
    await add.getByLabel('Mobile 1').fill('12345');
    await add.getByRole('button', { name: 'Add contact' }).click();
    await expect(add.getByText(MESSAGES.phoneInvalid).count()).resolves.toBe(2);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'client-form-errors.png'), fullPage: true });
    // A field's message goes once the field is changed (walk 32 L2: a corrected GSTIN kept it until the next save).
    await add.getByLabel('Company name').fill('Sharma & Sons');
    await expect(add.getByText(MESSAGES.companyNameRequired).count()).resolves.toBe(0);
    await expect(add.getByText(MESSAGES.clientGstinInvalid).count()).resolves.toBe(1);
  });

  it('asks to stay or leave: Stay keeps the form, Leave goes (side navigation, Cancel, back button)', async () => {
    const add = form('Add client');
    await openClientsFromNavigationExpectingQuestion();
    await page.getByRole('dialog').getByRole('button', { name: 'Stay' }).click();
    await leaveQuestion().waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/#\/clients\/new$/);
    await expect(add.getByLabel('GSTIN').inputValue()).resolves.toBe(SHARMA.gstin.slice(0, 14));

    await add.getByRole('button', { name: 'Cancel' }).click();
    await shown(leaveQuestion());
    await page.getByRole('dialog').getByRole('button', { name: 'Stay' }).click();
    await expect(add.getByLabel('Location address').inputValue()).resolves.toBe('12 Park Street');

    await page.evaluate('history.back()');
    await shown(leaveQuestion());
    expect(page.url()).toMatch(/#\/clients\/new$/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'client-unsaved-changes.png') });
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/taxpayer.html#/clients');
    await expect(shown(list())).resolves.toBe(true);

    // The form starts afresh: nothing typed before survives leaving.
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(form('Add client').getByLabel('GSTIN').inputValue()).resolves.toBe('');
    await form('Add client').getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/taxpayer.html#/clients');
  });
});

describe('the clients list', () => {
  it('searches across columns and sorts by a clicked header, both ways', async () => {
    await expect(settledText(page.getByTestId('table-showing'), 'Showing 1–3 of 3')).resolves.toBe('Showing 1–3 of 3');
    await search().fill('KOLKATA');
    await expect(settledText(page.getByTestId('table-showing'), 'Showing 1–1 of 1')).resolves.toBe('Showing 1–1 of 1');
    await expect(companyColumn()).resolves.toEqual(['Bose Textiles']);
    await search().fill('');

    await list().getByRole('button', { name: /^Company/ }).click();
    await expect(companyColumn()).resolves.toEqual(['Agarwal Steel', 'Bose Textiles', SHARMA.company]);
    await list().getByRole('button', { name: /^Company/ }).click();
    await expect(companyColumn()).resolves.toEqual([SHARMA.company, 'Bose Textiles', 'Agarwal Steel']);
    await expect(list().getByRole('columnheader', { name: /Company/ }).getAttribute('aria-sort')).resolves.toBe('descending');
  });

  it('exports the sorted rows as CSV (UTF-8 with BOM, RFC 4180 quoting), Excel and PDF', async () => {
    // A cell starting '+' is guarded against formula injection with a leading quote, phones included.
    const csv = await downloadText('CSV');
    expect(csv.name).toBe('Clients.csv');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    expect(csv.text.slice(1).split('\r\n')).toEqual([
      'Organisation,Demo Traders',
      'GSTIN,27AAPFU0939F1ZV',
      'Report,Clients',
      '',
      'Company,GSTIN,Type,State,City,Phone,Contact',
      `"${SHARMA.company}",${SHARMA.gstin},Customer,Maharashtra,Pimpri,'+91 98765 43210,Rahul Sharma`,
      `Bose Textiles,${OTHERS[0]!.gstin},Supplier,West Bengal,Kolkata,,`,
      `Agarwal Steel,${OTHERS[1]!.gstin},Supplier,Rajasthan,Jaipur,,`,
      '',
    ]);
    const excel = await downloadText('Excel');
    expect(excel.name).toBe('Clients.xlsx');
    expect(excel.bytes.subarray(0, 2).toString()).toBe('PK');
    const pdf = await downloadText('PDF');
    expect(pdf.name).toBe('Clients.pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('deletes a client after confirmation', async () => {
    await list().getByRole('button', { name: `Delete ${SHARMA.company}` }).click();
    const question = page.getByRole('dialog', { name: `Delete ${SHARMA.company}?` });
    await shown(question);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'client-delete.png') });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    await expect(companyColumn()).resolves.toContain(SHARMA.company);

    await list().getByRole('button', { name: `Delete ${SHARMA.company}` }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(shown(page.getByRole('alert').filter({ hasText: MESSAGES.deleted }))).resolves.toBe(true);
    await expect(settledText(page.getByTestId('table-showing'), 'Showing 1–2 of 2')).resolves.toBe('Showing 1–2 of 2');
    await expect(companyColumn()).resolves.not.toContain(SHARMA.company);
  });
});

describe('an unregistered customer', () => {
  it('is added without a GSTIN, the form marking GSTIN optional for that type', async () => {
    await page.getByRole('button', { name: 'Add client' }).click();
    const add = form('Add client');
    await expect(shown(add.getByLabel('GSTIN', { exact: true }))).resolves.toBe(true);
    await add.getByLabel('Company name').fill('Walk-in Customer');
    await add.getByLabel('Client type').selectOption({ label: 'Unregistered customer (B2C)' });
    await expect(shown(add.getByLabel('GSTIN (optional)'))).resolves.toBe(true);
    await add.getByLabel('State', { exact: true }).selectOption('27');
    await add.getByLabel('Location address').fill('Counter sale');
    await add.getByLabel('Location city').fill('Mumbai');
    await add.getByLabel('Location state').selectOption('27');
    await add.getByLabel('Location phone').fill('09845012345');
    await add.getByRole('button', { name: 'Add location' }).click();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'client-unregistered.png'), fullPage: true });
    await add.getByRole('button', { name: 'Save' }).click();

    await expect(shown(page.getByRole('alert').filter({ hasText: MESSAGES.clientAdded }))).resolves.toBe(true);
    await page.waitForURL('**/taxpayer.html#/clients');
    const row = list().getByRole('row', { name: /Walk-in Customer/ });
    await expect(row.locator('td').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Walk-in Customer', '', 'Unregistered customer (B2C)', 'Maharashtra', 'Mumbai', '+91 98450 12345']),
    );
  });
});

describe('a location a saved invoice names', () => {
  it('is kept: the refusal says which invoice, and the form shows the location again', async () => {
    const company = 'Kanpur Leather Works';
    const invoiceNo = await clientOnAnInvoice(
      { company, gstin14: '09AABCK4321N1Z', locations: [{ address: '5 Mall Road', city: 'Kanpur' }, { address: '22 Civil Lines', city: 'Lucknow' }] },
      '22 Civil Lines',
      { name: 'Leather satchel', hsn: '4202', gst: '12', price: '1500', qty: '2' },
    );

    // Added behind the list's back: the page is loaded again, and the client found by its name.
    await page.reload();
    await shown(page.getByRole('heading', { name: 'Clients' }));
    await search().fill(company);
    await list().getByRole('button', { name: `Edit ${company}` }).click();
    const edit = form(`Edit client · ${company}`);
    const locations = edit.getByRole('table', { name: 'Client locations' }).locator('tbody tr');
    await shown(locations.nth(1));
    await expect(locations.nth(1).innerText()).resolves.toMatch(/22 Civil Lines/);
    await edit.getByRole('button', { name: 'Remove location 2' }).click();
    await expect(locations.count()).resolves.toBe(1);
    await edit.getByRole('button', { name: 'Save' }).click();

    const refusal = `This address is on saved documents (${invoiceNo}) and cannot be deleted while they stand.`;
    await expect(shown(page.getByRole('alert').filter({ hasText: refusal }))).resolves.toBe(true);
    // Nothing was removed: the form shows both locations, as the client still has them.
    await expect(locations.allInnerTexts()).resolves.toEqual([expect.stringMatching(/5 Mall Road/), expect.stringMatching(/22 Civil Lines/)]);
    expect(page.url()).toMatch(/#\/clients\/.+/);
  });
});

describe('a client a saved invoice names, deleted from a scrolled list', () => {
  it("is refused in an alert above the list, brought into sight, covering none of the list's rows", async () => {
    const company = 'Zenith Castings';
    const invoiceNo = await clientOnAnInvoice(
      { company, gstin14: '24AABCZ2468P1Z', locations: [{ address: '9 GIDC Estate', city: 'Rajkot' }] },
      '9 GIDC Estate',
      { name: 'Brass valve', hsn: '8481', gst: '18', price: '800', qty: '1' },
    );

    // A window too short for the list: scrolled to its end, rows fill the top of the window,
    // where a message floating at the top right covered them.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 1280, height: 420 });
    try {
      // Added behind the list's back: the page is loaded again.
      await page.reload();
      await openClientsFromNavigation();
      const rows = list().locator('tbody tr');
      await shown(rows.filter({ hasText: company }));
      await rows.last().evaluate((row: { scrollIntoView(options: { block: 'end'; behavior: 'instant' }): void }) => row.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await expect(inWindow(rows.first())).resolves.toBe(false);
      await list().getByRole('button', { name: `Delete ${company}` }).click();
      await page.getByRole('dialog', { name: `Delete ${company}?` }).getByRole('button', { name: 'Delete' }).click();

      const refusal = page.locator('.bahi-alerts').getByRole('alert').filter({ hasText: `This client is on saved documents (${invoiceNo}) and cannot be deleted while they stand.` });
      await shown(refusal);
      // In the window, whole (the page was scrolled to it), and readable.
      await expect(inWindow(refusal)).resolves.toBe(true);
      await expect(textContrast(refusal)).resolves.toBeGreaterThanOrEqual(4.5);
      const box = (await refusal.boundingBox())!;
      const rowBoxes = await Promise.all((await rows.all()).map(async (row) => (await row.boundingBox())!));
      expect(rowBoxes.length).toBeGreaterThan(2);
      const overlapping = rowBoxes.filter((row) => row.y < box.y + box.height && box.y < row.y + row.height && row.x < box.x + box.width && box.x < row.x + row.width);
      expect(overlapping).toEqual([]);
      await expect(companyColumn()).resolves.toContain(company);
      // It can be dismissed at once rather than waiting for it to go.
      await refusal.getByRole('button').click();
      await expect(refusal.count()).resolves.toBe(0);
    } finally {
      await page.setViewportSize(viewport);
    }
  });
});

/** JSON calls as the signed-in owner (support/documents.ts), and the organisation's id. */
async function apiAs() {
  type Answer = Record<string, unknown> & { client_id: string; id: string; invoice_no: string };
  return {
    orgId: await signedInOrgId(context),
    post: (path: string, data: Record<string, unknown>) => callAsSignedIn<Answer>(context, 'POST', path, data),
    get: (path: string) => callAsSignedIn<Answer>(context, 'GET', path),
  };
}

/**
 * A client added through the API (its state from the GSTIN, the first location primary) and an
 * invoice of one item billed to its location at `billedTo`, the address typed; the invoice's number.
 */
async function clientOnAnInvoice(
  client: { company: string; gstin14: string; locations: { address: string; city: string }[] },
  billedTo: string,
  item: { name: string; hsn: string; gst: string; price: string; qty: string },
): Promise<string> {
  const api = await apiAs();
  const state = client.gstin14.slice(0, 2);
  const { client_id } = await api.post('/api/client/insert', {
    org_id: api.orgId,
    gstin: gstin(client.gstin14),
    companyname: client.company,
    clientid: 1,
    state,
    address: client.locations.map((location, index) => ({ isprimary: index === 0 ? 1 : 0, locaddress: location.address, loccity: location.city, locstate: state })),
    contacts: [],
  });
  const addresses = (await api.get(`/api/client/getclient/${client_id}`)).clientaddress as ClientAddress[];
  const { id: itemId } = await api.post('/api/items/insert', { orgid: api.orgId, goodstype: 'goods', short_name: item.name, hsn_code: item.hsn, itemunit: 20, itemgst: item.gst, unit_price: item.price });
  const invoice = await api.post('/api/account/invoice/insert/savedata', {
    org_id: api.orgId,
    client_id,
    clientaddressid: addresses.find((row) => row.address === billedTo)?.id,
    isaddrsame: 1,
    invoicedate: '2026-11-20',
    items: [{ item_id: itemId, item_name: item.name, hsncode: item.hsn, metrics: 'NOS', qty: item.qty, unit_price: item.price, gstrate: item.gst, goods_service: 'goods' }],
  });
  return invoice.invoice_no;
}

async function openClientsFromNavigationExpectingQuestion() {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: /Clients/ }).click();
  await shown(leaveQuestion());
}

async function downloadText(label: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Export ${label}` }).click()]);
  const bytes = await readFile((await download.path()) as string);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

/** Two more clients, added through the API, so search and sort have something to work on. */
async function addClientsThroughApi() {
  const api = await apiAs();
  for (const other of OTHERS) {
    await api.post('/api/client/insert', {
      org_id: api.orgId,
      gstin: other.gstin,
      companyname: other.companyname,
      clientid: 2,
      state: other.state,
      address: [{ isprimary: 1, locaddress: 'Main Road', loccity: other.city, locstate: other.state }],
      contacts: [],
    });
  }
}
