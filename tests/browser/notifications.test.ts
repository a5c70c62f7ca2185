// The notifications page in a real browser (issue 13 item 6): an SMS sent shows as a new notice,
// counted in the header; marking it read clears the count.
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { callAsSignedIn, listRowCells, openFromNavigation, signedInOrgId } from './support/documents.js';
import { settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

let app: WebApp;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  app = await startWebApp();
  ({ page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD));
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

const TABLE = 'Notifications';
const NOTICE = 'SMS sent to 1 number: "Your order is ready for pickup."';
const badge = () => page.getByTestId('unread-notifications');

it('shows an SMS sent as a new notice, counted in the header', async () => {
  const orgId = await signedInOrgId(context);
  await callAsSignedIn(context, 'POST', `/api/clientsms/sending/sendsms/${orgId}`, { smsclientlist: ['9845012345'], messagegiven: 'Your order is ready for pickup.' });
  await page.reload();
  await shown(badge());
  expect(await settledText(badge(), '1')).toBe('1');
  expect(await badge().getAttribute('aria-label')).toBe('Notifications: 1 unread');

  await openFromNavigation(page, 'Notifications', 'Notifications');
  const cells = await listRowCells(page, TABLE, NOTICE, 4);
  expect(cells.slice(1)).toEqual(['SMS sent', NOTICE, 'New']);
  expect(await page.getByRole('link', { name: NOTICE }).getAttribute('href')).toBe('#/sms');
});

it('marks the notice read: the page says Read and the header count goes', async () => {
  await page.getByRole('button', { name: `Mark as read: ${NOTICE}` }).click();
  expect(await settledText(page.getByTestId('notifications-unread'), '0 unread')).toBe('0 unread');
  expect((await listRowCells(page, TABLE, NOTICE, 4))[3]).toBe('Read');
  expect(await settledText(badge(), '')).toBe('');
  expect(await badge().getAttribute('aria-label')).toBe('Notifications: 0 unread');
});
