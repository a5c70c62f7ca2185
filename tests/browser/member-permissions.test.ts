// Members with narrow permissions in a real browser (walk M2, M4, M5, L1): the side navigation
// holds only the screens the member may open, a screen reached anyway is refused without its
// rows or actions, settings the member may see but not change are read-only, the invite form
// ticks what a permission needs, and a member removed while a list is open loses its rows.
import { gstinCheckCharacter, PERMISSIONS, type Permission } from '@bahi/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { invitationTokenSentTo } from '../support/outbox.js';
import { callAsSignedIn, signedInOrgId, type Body } from './support/documents.js';
import { settledText, shown, signedInPage, startWebApp, type WebApp } from './support/web-app.js';

const REFUSED = 'You do not have permission to see this screen. Ask the organisation owner.';
const nameOf = (id: Permission) => PERMISSIONS.find((permission) => permission.id === id)!.name;

let app: WebApp;
let owner: { page: Page; context: BrowserContext };
let orgId: string;
const api = (path: string, data: Body) => callAsSignedIn(owner.context, 'POST', path, data);

beforeAll(async () => {
  app = await startWebApp();
  owner = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
  orgId = await signedInOrgId(owner.context);
  await api('/api/client/insert', { org_id: orgId, gstin: '27AAPFS1234K1Z' + gstinCheckCharacter('27AAPFS1234K1Z'), companyname: 'Sharma Traders', clientid: 1, state: '27', address: [{ isprimary: 1, locaddress: '12 MG Road', loccity: 'Pune', locstate: '27' }], contacts: [] });
}, 60_000);
afterAll(async () => {
  await owner?.context.close();
  await app?.close();
});

/** A member invited with `permissions`, signed in on the working page once its navigation is in. */
async function signedInMember(email: string, permissions: Permission[]) {
  await api('/api/users/inviteuser/fororg', { orgId, email, fullname: 'Narrow Member', permissions });
  const token = await invitationTokenSentTo(app.server, email);
  const password = 'Member@2026';
  await api('/api/users/invitation/accept', { token, password, confirmPassword: password });
  const member = await signedInPage(app, email, password);
  await shown(member.page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Home' }));
  return member;
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link').allTextContents();

describe('the side navigation', () => {
  it("shows the owner every screen, and a member only the screens of the member's permissions", async () => {
    const links = await navLinks(owner.page);
    expect(links).toEqual(expect.arrayContaining(['Home', 'Clients', 'B2B invoices', 'Purchases', 'Items', 'Journal', 'Reports', 'GST returns', 'Client SMS', 'Notifications', 'Settings']));
    const member = await signedInMember('reader@demo.bahi.in', ['clients.view', 'reports.view', 'settings.view']);
    try {
      await expect(navLinks(member.page)).resolves.toEqual(['Home', 'Clients', 'Reports', 'GST returns', 'Notifications', 'Settings']);
      const headings = member.page.getByRole('navigation', { name: 'Side navigation' }).getByRole('heading');
      await expect(headings.allTextContents()).resolves.toEqual(['Overview', 'Sales', 'Books', 'GST and messages', 'Organisation']);

      // A screen reached by its address anyway (a bookmark): refused, with none of its actions.
      await member.page.goto('/taxpayer.html#/sms');
      await expect(settledText(member.page.getByTestId('screen-refused'), REFUSED)).resolves.toBe(REFUSED);
      await expect(member.page.getByRole('main').getByRole('button').count()).resolves.toBe(0);
      await expect(member.page.getByRole('main').getByRole('heading').allTextContents()).resolves.toEqual(['Client SMS']);
      await member.page.goto('/taxpayer.html#/invoices/b2b');
      await expect(settledText(member.page.getByTestId('screen-refused'), REFUSED)).resolves.toBe(REFUSED);
      await expect(member.page.getByRole('table').count()).resolves.toBe(0);

      // A screen the member may see offers only what the member may do.
      await member.page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Clients', exact: true }).click();
      await shown(member.page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: 'Sharma Traders' }));
      await expect(member.page.getByRole('button', { name: 'Add client' }).count()).resolves.toBe(0);
    } finally {
      await member.context.close();
    }
  });
});

describe("a report's lines", () => {
  it('link to the journal behind them for the owner, and are text for a member who may not see the journal', async () => {
    await api('/api/account/save/journaltranscation', {
      orgid: orgId,
      description: 'Permission walk drawings',
      transactiondate: '2019-02-10',
      lines: [
        { acc: 'sys_capital', desc: 'Drawings', debit: '100', credit: '' },
        { acc: 'sys_bank', desc: 'Withdrawn', debit: '', credit: '100' },
      ],
    });
    const line = 'Journal: Permission walk drawings';
    const openLedger = async (page: Page) => {
      await page.goto('/taxpayer.html#/reports/general-ledger');
      await page.getByRole('textbox', { name: 'From', exact: true }).fill('2019-02-01');
      await page.getByRole('textbox', { name: 'To', exact: true }).fill('2019-02-28');
      await shown(page.getByRole('main').getByRole('cell', { name: line, exact: true }));
    };
    await openLedger(owner.page);
    await expect(owner.page.getByRole('main').getByRole('link', { name: line }).count()).resolves.toBe(1);
    const member = await signedInMember('analyst@demo.bahi.in', ['reports.view']);
    try {
      await openLedger(member.page);
      await expect(member.page.getByRole('main').getByRole('link', { name: line }).count()).resolves.toBe(0);
    } finally {
      await member.context.close();
    }
  });
});

describe('settings a member may see but not change (walk M4)', () => {
  it('are read-only: fields disabled, no Save, Edit or Add, and a line saying so', async () => {
    const member = await signedInMember('auditor@demo.bahi.in', ['settings.view']);
    try {
      const { page } = member;
      await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Settings' }).click();
      const section = page.getByRole('region', { name: 'Organisation' });
      await shown(section.getByLabel('Organisation name'));
      await expect(page.getByTestId('settings-read-only').textContent()).resolves.toBe('You may view these settings but not change them.');
      await expect(section.getByLabel('Organisation name').isDisabled()).resolves.toBe(true);
      await expect(section.getByRole('button').count()).resolves.toBe(0);
      await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Users', exact: true }).click();
      const users = page.getByRole('region', { name: 'Users' });
      await shown(users.getByRole('row', { name: /auditor@demo\.bahi\.in/ }));
      await expect(users.getByRole('button').count()).resolves.toBe(0);
      // The password is the user's own: it stays open to change.
      await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Password', exact: true }).click();
      await expect(shown(page.getByRole('region', { name: 'Password' }).getByRole('button', { name: 'Change password' }))).resolves.toBe(true);
      await expect(page.getByTestId('settings-read-only').count()).resolves.toBe(0);
    } finally {
      await member.context.close();
    }
  });

  it('are offered to a member without settings.view as the password alone', async () => {
    const member = await signedInMember('counter@demo.bahi.in', ['clients.view']);
    try {
      await member.page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Settings' }).click();
      await shown(member.page.getByRole('region', { name: 'Password' }));
      await expect(member.page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link').allTextContents()).resolves.toEqual(['Password']);
    } finally {
      await member.context.close();
    }
  });
});

describe('the invite form (walk M5)', () => {
  it('ticks what making invoices needs, and says so beside it', async () => {
    const { page } = owner;
    await page.goto('/taxpayer.html#/settings/users');
    const invite = page.getByRole('form', { name: 'Invite a user' });
    const sales = nameOf('invoices.edit');
    await shown(invite.getByText(sales, { exact: true }));
    await expect(invite.getByText(`Also needs, and ticks: ${nameOf('invoices.view')}; ${nameOf('clients.view')}; ${nameOf('items.view')}.`).count()).resolves.toBe(1);
    await invite.getByText(sales, { exact: true }).click();
    const ticked = await invite.locator('input[name="permissions"]:checked').evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
    expect(ticked.sort()).toEqual(['clients.view', 'invoices.edit', 'invoices.view', 'items.view']);
  });
});

describe('a member removed while a list is open (walk L1)', () => {
  it('is refused the screen without its cached rows', async () => {
    const member = await signedInMember('leaver@demo.bahi.in', ['clients.view']);
    try {
      const { page } = member;
      const nav = page.getByRole('navigation', { name: 'Side navigation' });
      await nav.getByRole('link', { name: 'Clients', exact: true }).click();
      await shown(page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: 'Sharma Traders' }));
      const userid = (await member.context.cookies()).find((cookie) => cookie.name === 'bahi_user')?.value as string;
      await api('/api/users/delete/orguser', { orgid: orgId, userid });
      // Back to the list past SWR's 2 s deduping: its cached rows show while it asks again, and the server refuses.
      await nav.getByRole('link', { name: 'Home' }).click();
      await page.waitForTimeout(2_100);
      const refused = page.waitForResponse((response) => response.status() === 403);
      await nav.getByRole('link', { name: 'Clients', exact: true }).click();
      await refused;
      await expect(settledText(page.getByTestId('screen-refused'), REFUSED)).resolves.toBe(REFUSED);
      await expect(page.getByRole('table', { name: 'Clients' }).count()).resolves.toBe(0);
      await expect(navLinks(page)).resolves.toEqual(['Home', 'Settings']);
    } finally {
      await member.context.close();
    }
  });
});
