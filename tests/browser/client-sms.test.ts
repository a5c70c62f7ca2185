// The client SMS screen in a real browser (issue 13 item 7; spec part 2 §4, §5): the clients with
// a mobile, 10 a page, with checkboxes; the spec's messages for no selection, recipients not below
// the credit and a message over 150 characters, with the live counter; a send texts the selected
// clients and clears the selection; the list exports without the checkboxes.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SMS_MESSAGES } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_SMS_CREDIT } from '../../functions/src/local/demo-seed.js';
import { keys } from '../../functions/src/store/keys.js';
import { outboxOfOrg } from '../../functions/src/store/sms.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { alertSaying, callAsSignedIn, csvRecords, downloadBy, openFromNavigation, signedInOrgId } from './support/documents.js';
import { settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;
let orgId: string;

/** Twelve customers in Pune, 'Customer 01' … 'Customer 12', mobiles 98220 000 01 … 12. */
const CUSTOMERS = Array.from({ length: 12 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return { name: `Customer ${n}`, gstin14: `27AABCC${String(1000 + index)}K1Z`, city: 'Pune', pincode: '411001', mobile: `98220000${n}`, street: `${index + 1} FC Road` };
});

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
  orgId = await signedInOrgId(context);
  for (const customer of CUSTOMERS) await callAsSignedIn(context, 'POST', '/api/client/insert', clientInsertBody(orgId, customer));
}, 90_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const TABLE = 'Clients for SMS';
const tick = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` });
const sendButton = () => page.getByRole('button', { name: 'Send SMS' });
const compose = () => page.getByRole('dialog', { name: 'Send SMS' });

async function setCredit(credit: number): Promise<void> {
  const { table } = app.server.ports;
  await table.client.send(new PutCommand({ TableName: table.name, Item: { ...keys.smsCredit(orgId), entity: 'smsCredit', credit } }));
}

it('lists the clients 10 a page with the credit, and asks for a client before composing', async () => {
  await openFromNavigation(page, 'Client SMS', 'Client SMS');
  expect(await settledText(page.getByTestId('sms-credit'), `SMS credit: ${DEMO_SMS_CREDIT}`)).toBe(`SMS credit: ${DEMO_SMS_CREDIT}`);
  expect(await settledText(page.getByTestId('table-showing'), 'Showing 1–10 of 12')).toBe('Showing 1–10 of 12');
  expect(await page.getByRole('table', { name: TABLE }).getByRole('checkbox').count()).toBe(10);
  await sendButton().click();
  await shown(alertSaying(page, SMS_MESSAGES.selectClient));
  expect(await compose().count()).toBe(0);
});

it('refuses recipients that are not below the credit', async () => {
  await setCredit(2);
  await page.reload();
  await shown(page.getByRole('heading', { name: 'Client SMS' }));
  expect(await settledText(page.getByTestId('sms-credit'), 'SMS credit: 2')).toBe('SMS credit: 2');
  await tick('Customer 01').check();
  await tick('Customer 02').check();
  await sendButton().click();
  await shown(alertSaying(page, SMS_MESSAGES.countShort));
  expect(await compose().count()).toBe(0);
  await setCredit(DEMO_SMS_CREDIT);
  await page.reload();
});

it('counts the characters, refuses 151, sends to the selected clients and clears the selection', async () => {
  await shown(page.getByRole('heading', { name: 'Client SMS' }));
  expect(await settledText(page.getByTestId('sms-credit'), `SMS credit: ${DEMO_SMS_CREDIT}`)).toBe(`SMS credit: ${DEMO_SMS_CREDIT}`);
  await tick('Customer 03').check();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await tick('Customer 12').check();
  expect(await page.getByTestId('sms-selected').textContent()).toBe('2 selected');
  await sendButton().click();
  await shown(compose());
  const message = compose().getByLabel('Message');
  await message.fill('x'.repeat(151));
  expect(await compose().getByTestId('sms-counter').textContent()).toBe('151 / 150 characters');
  await shown(compose().getByText(SMS_MESSAGES.tooLong));
  await compose().getByRole('button', { name: 'Send', exact: true }).click();
  await shown(compose().getByText(SMS_MESSAGES.tooLong));
  await message.fill('Diwali sale: 10% off from Monday.');
  expect(await compose().getByTestId('sms-counter').textContent()).toBe('33 / 150 characters');
  await compose().getByRole('button', { name: 'Send', exact: true }).click();
  await shown(alertSaying(page, 'SMS sent to 2 numbers.'));
  await compose().waitFor({ state: 'detached' });

  expect(await page.getByTestId('sms-selected').textContent()).toBe('0 selected');
  expect(await tick('Customer 12').isChecked()).toBe(false);
  expect(await settledText(page.getByTestId('sms-credit'), `SMS credit: ${DEMO_SMS_CREDIT - 2}`)).toBe(`SMS credit: ${DEMO_SMS_CREDIT - 2}`);
  const outbox = await outboxOfOrg(app.server.ports.table, orgId);
  expect(outbox.at(-1)).toEqual(expect.objectContaining({ to: ['+919822000003', '+919822000012'], text: 'Diwali sale: 10% off from Monday.', reference: 'bulk' }));
});

it('exports the client list to CSV without the checkboxes', async () => {
  const csv = await csvRecords(await downloadBy(page, page.getByRole('button', { name: 'Export CSV' })));
  expect(csv.slice(4, 6)).toEqual([
    'Name,Type,Mobile,Address,State',
    // A leading + is quoted so a spreadsheet does not read the mobile as a formula.
    "Customer 01,Registered (B2B),'+91 98220 00001,\"1 FC Road, Pune, 411001\",Maharashtra",
  ]);
});
