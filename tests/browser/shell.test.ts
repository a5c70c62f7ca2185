// The working page's frame in a real browser (issue 8 items 11 and 15 d–f): the settings menu is
// readable, a side-navigation click opens the new screen at its top (on a phone the menu closes),
// alerts do not follow to another screen, and a failed save brings its first wrong field into view
// with the cursor in it.
import { join } from 'node:path';
import { MESSAGES } from '@bahi/shared';
import type { Page } from 'playwright-core';
import { DEMO_CA, DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { hasFocus, inWindow, textContrast } from './support/in-page.js';
import { callAsSignedIn } from './support/documents.js';
import { SCREENSHOT_DIR, shown, signedInPage, signInThroughForm, startWebApp, type WebApp } from './support/web-app.js';

/** WCAG 2 AA for normal-size text. */
const READABLE = 4.5;

let app: WebApp;
beforeAll(async () => {
  app = await startWebApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const sideNavLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name, exact: true });

async function menuItemsWithContrast(page: Page) {
  await page.getByRole('button', { name: 'Settings menu' }).click();
  const items = page.getByRole('menuitem');
  await shown(items.first());
  const found: { name: string; visible: boolean; contrast: number }[] = [];
  for (const item of await items.all()) {
    found.push({ name: (await item.textContent()) ?? '', visible: await item.isVisible(), contrast: await textContrast(item) });
  }
  return found;
}

describe('the settings menu', () => {
  it("shows the CA's items in dark text on the menu's light panel", async () => {
    const { page, context } = await app.newPage();
    await signInThroughForm(page, DEMO_CA.email, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard.html');
    await expect(textContrast(page.getByRole('button', { name: 'Settings menu' }))).resolves.toBeGreaterThanOrEqual(READABLE);
    const items = await menuItemsWithContrast(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'settings-menu-ca.png') });
    expect(items.map(({ name, visible }) => ({ name, visible }))).toEqual([
      { name: 'CA dashboard', visible: true },
      { name: 'Log out', visible: true },
    ]);
    for (const { contrast } of items) expect(contrast).toBeGreaterThanOrEqual(READABLE);
    await context.close();
  });

  it("is readable on an owner's working page too", async () => {
    const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
    const items = await menuItemsWithContrast(page);
    expect(items.map(({ name }) => name)).toEqual(['Log out']);
    expect(items[0]!.contrast).toBeGreaterThanOrEqual(READABLE);
    await context.close();
  });
});

describe('moving between screens', () => {
  it('opens the new screen at its top after a click low in the side navigation', async () => {
    const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
    await page.setViewportSize({ width: 1280, height: 600 });
    await shown(page.getByTestId('org-home-title'));
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect(page.evaluate<number>('window.scrollY')).resolves.toBeGreaterThan(0);
    await sideNavLink(page, 'Settings').click();
    await page.waitForURL('**/taxpayer.html#/settings');
    await shown(page.getByRole('form', { name: 'Organisation details' }));
    await expect(page.evaluate<number>('window.scrollY')).resolves.toBe(0);
    await context.close();
  });

  it('closes the side navigation on a phone once a link is chosen', async () => {
    const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
    await page.setViewportSize({ width: 390, height: 844 });
    await shown(page.getByTestId('org-home-title'));
    const navigation = page.getByRole('navigation', { name: 'Side navigation' });
    await expect(navigation.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(navigation.isVisible()).resolves.toBe(true);
    await sideNavLink(page, 'B2B invoices').click();
    await page.waitForURL('**/taxpayer.html#/invoices/b2b');
    const heading = page.getByRole('heading', { name: 'B2B invoices', exact: true });
    await shown(heading);
    await expect(navigation.isVisible()).resolves.toBe(false);
    // The list's heading, not the menu, is what the phone shows first.
    await expect(inWindow(heading)).resolves.toBe(true);
    await context.close();
  });

  it("clears the last screen's alerts when another screen opens", async () => {
    const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
    await page.goto('/taxpayer.html#/settings/round-off');
    await page.getByText('Round document totals to the whole rupee', { exact: true }).click();
    const saved = page.getByRole('alert').filter({ hasText: MESSAGES.settingsUpdated });
    await expect(shown(saved)).resolves.toBe(true);
    await sideNavLink(page, 'Items').click();
    await shown(page.getByRole('heading', { name: 'Items' }));
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('alerts', () => {
  it('answer one action at a time: a refusal replaces the success before it (walk 32 L8)', async () => {
    const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
    await page.goto('/taxpayer.html#/settings/round-off');
    const roundOff = page.getByText('Round document totals to the whole rupee', { exact: true });
    await roundOff.click();
    const alerts = page.getByRole('alert');
    await expect(shown(alerts.filter({ hasText: MESSAGES.settingsUpdated }))).resolves.toBe(true);
    await context.setOffline(true);
    await roundOff.click();
    await alerts.filter({ hasNotText: MESSAGES.settingsUpdated }).waitFor();
    await expect(alerts.count()).resolves.toBe(1);
    await context.close();
  });
});

describe('a failed save', () => {
  it('scrolls its first wrong field into view and puts the cursor there', async () => {
    const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/taxpayer.html#/clients/new');
    const form = page.getByRole('form', { name: 'Add client' });
    // A GSTIN whose check character is wrong: refused whether or not a GSTIN is required.
    await form.getByLabel('GSTIN').fill('27AAPFU0939F1Z0');
    const save = form.getByRole('button', { name: 'Save', exact: true });
    await save.scrollIntoViewIfNeeded();
    await expect(inWindow(form.getByLabel('GSTIN'))).resolves.toBe(false);
    await save.click();
    await expect(shown(form.getByText(/check character/))).resolves.toBe(true);
    await expect(hasFocus(form.getByLabel('GSTIN'))).resolves.toBe(true);
    await expect(inWindow(form.getByLabel('GSTIN'))).resolves.toBe(true);
    await context.close();
  });
});

describe('two tabs', () => {
  // Last in the file: it gives the demo owner a second organisation.
  it('keeps each tab on the organisation it opened, whatever another tab opens later (walk 17 F11)', async () => {
    const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
    await expect(shown(page.getByTestId('current-org').getByText('Demo Traders'))).resolves.toBe(true);
    const added = await callAsSignedIn<{ orgid: string }>(context, 'POST', '/api/users/adding/org', { org_name: 'Demo Branch', gstin: '24AAACC1206D1ZM', business_id: 3, schemetype: 'regular' });
    // The second tab opens the new organisation as the switch page does: the shared cookie, then the page.
    const second = await context.newPage();
    await context.addCookies([{ name: 'bahi_org', value: added.orgid, url: app.server.url }]);
    await second.goto('/taxpayer.html');
    await expect(shown(second.getByTestId('current-org').getByText('Demo Branch'))).resolves.toBe(true);
    // The first tab stays on Demo Traders on its next click.
    await sideNavLink(page, 'Settings').click();
    await page.waitForURL('**/taxpayer.html#/settings');
    await shown(page.getByRole('form', { name: 'Organisation details' }));
    await expect(page.getByTestId('current-org').textContent()).resolves.toBe('Demo Traders');
    await expect(page.getByRole('form', { name: 'Organisation details' }).getByLabel('Organisation name').inputValue()).resolves.toBe('Demo Traders');
    // And on a reload (walk 33F L5: it took the other tab's organisation from the shared cookie).
    await page.reload();
    await shown(page.getByRole('form', { name: 'Organisation details' }));
    await expect(page.getByTestId('current-org').textContent()).resolves.toBe('Demo Traders');
    // Switching in this tab moves this tab, reload or not.
    await page.goto('/switch.html');
    await page.getByRole('button', { name: 'Open Demo Branch' }).click();
    await page.waitForURL('**/taxpayer.html**');
    await expect(shown(page.getByTestId('current-org').getByText('Demo Branch'))).resolves.toBe(true);
    await page.reload();
    await expect(shown(page.getByTestId('current-org').getByText('Demo Branch'))).resolves.toBe(true);
    await context.close();
  });
});
