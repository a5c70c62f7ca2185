// The settings screen in a real browser (issue 5 items 5–6), as a new organisation's owner: the onboarding
// modal for the default address, organisation details (and the LUTs, one a year), addresses (add, make primary, update),
// bank details (add, then edit: the button changes), number prefixes (upper-cased as typed, a
// duplicate flagged), round-off, custom fields, the logo (a generated PNG picked, cropped,
// uploaded and shown), the password change's messages, and users: invite one who may only see
// items, who then sets a password from the link, signs in and is offered only the password in Settings.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_MESSAGES, financialYearOf, financialYearStarting, gstinCheckCharacter, MAX_UPLOAD_BYTES, shortFinancialYear, MESSAGES, PERMISSIONS } from '@bahi/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { createAccount } from '../../functions/src/services/accounts/accounts.js';
import { SCHEME_CHANGE_NOTICES } from '../../web/src/features/settings/scheme-notices.js';
import { invitationLinkSentTo } from '../support/outbox.js';
import { stripedPng } from '../support/png.js';
import { SCREENSHOT_DIR, settledText, shown, signedInPage, signInThroughForm, startWebApp, type WebApp } from './support/web-app.js';

const INVITEE = { email: 'storekeeper@demo.bahi.in', fullname: 'Store Keeper', phone: '9876543210', password: 'Store@1234' };
const ITEMS_VIEW = PERMISSIONS.find((permission) => permission.id === 'items.view')!.name;

let app: WebApp;
let page: Page;
let context: BrowserContext;
let invitationUrl: string;

/** A business that has just signed up: no address yet (the demo organisation has one). */
const OWNER = { email: 'owner@mehta-hardware.in', password: 'Mehta@2024' };

beforeAll(async () => {
  app = await startWebApp();
  await createAccount(app.server.ports, {
    username: 'Rakesh Mehta',
    ...OWNER,
    usertype: 'orguser',
    orgname: 'Mehta Hardware',
    gstin: '27AAKFM4321P1Z' + gstinCheckCharacter('27AAKFM4321P1Z'),
  });
  ({ page, context } = await signedInPage(app, OWNER.email, OWNER.password));
}, 60_000);
afterAll(async () => {
  await context?.close();
  await app?.close();
});

/** In red: the colour the page gives the element (an `rgb(r, g, b)` text) is mostly red. */
function isRed(colour: string): boolean {
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  return red > 100 && green < 80 && blue < 80;
}
// Expressions run in the page, as text: the tests compile without the DOM's types.
const colourOf = (selector: string) => page.evaluate<string>(`getComputedStyle(document.querySelector('${selector}')).color`);
const naturalSizeOf = (selector: string) =>
  page.evaluate<number[]>(`(async (image) => { await image.decode(); return [image.naturalWidth, image.naturalHeight]; })(document.querySelector('${selector}'))`);
const toast = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();
// The alerts show above the content, or over a modal (the tests check them): the pictures leave them out.
const screenshot = (name: string, of: Page = page) =>
  of.screenshot({ path: join(SCREENSHOT_DIR, `settings-${name}.png`), fullPage: true, style: '.bahi-alerts { display: none; }' });

/**
 * Ticks a checkbox or switch by its label, as a user does: the Amplify inputs are visually hidden
 * behind their labels.
 */
async function tick(scope: Locator, label: string) {
  const input = scope.getByLabel(label, { exact: true });
  expect(await input.isChecked()).toBe(false);
  await scope.getByText(label, { exact: true }).click();
  // Settings that save at once show as ticked when the server has answered.
  await expect(shown(input.and(scope.locator(':checked')))).resolves.toBe(true);
}

async function openSection(label: string) {
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: label, exact: true }).click();
  await shown(page.getByRole('region', { name: label }));
}

describe("a new organisation's owner", () => {
  it('is asked for the default address on the home page while the organisation has none', async () => {
    const notice = page.getByTestId('default-address-notice');
    await expect(shown(notice)).resolves.toBe(true);
    await screenshot('onboarding-notice');
    await notice.getByRole('button', { name: 'Add default address' }).click();
    const prompt = page.getByRole('dialog', { name: "Your organisation's address" });
    await expect(shown(prompt)).resolves.toBe(true);
    // The state starts as the organisation's, its GSTIN's (walk 26 L8).
    await expect(prompt.getByLabel('State').inputValue()).resolves.toBe('27');
    await prompt.getByLabel('State').selectOption('');
    await prompt.getByRole('button', { name: 'Save address' }).click();
    await expect(shown(prompt.getByText(APP_MESSAGES.addressRequired))).resolves.toBe(true);
    await expect(shown(prompt.getByText(MESSAGES.stateRequired))).resolves.toBe(true);
    await prompt.getByLabel('Address', { exact: true }).fill('14 Mint Road, Fort');
    await prompt.getByLabel('City').fill('Mumbai');
    await prompt.getByLabel('State').selectOption('27');
    await prompt.getByLabel('Pincode').fill('400001');
    // A Mumbai landline as letterheads print it (the demo seed's own form).
    await prompt.getByLabel('Phone').fill('022-2201-4455');
    await screenshot('onboarding-address');
    await prompt.getByRole('button', { name: 'Save address' }).click();
    await expect(shown(toast(MESSAGES.addressSaved))).resolves.toBe(true);
    await prompt.waitFor({ state: 'detached' });
    await notice.waitFor({ state: 'detached' });
  });

  it('changes the organisation details, with the GSTIN length message first', async () => {
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/taxpayer.html#/settings');
    const form = page.getByRole('form', { name: 'Organisation details' });
    await expect(form.getByLabel('Organisation name').inputValue()).resolves.toBe('Mehta Hardware');
    const gstin = await form.getByLabel('GSTIN').inputValue();
    await form.getByLabel('GSTIN').fill(gstin.slice(0, 14));
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(shown(form.getByText(MESSAGES.orgGstinInvalid))).resolves.toBe(true);
    await form.getByLabel('GSTIN').fill(gstin.toLowerCase());
    await expect(form.getByLabel('GSTIN').inputValue()).resolves.toBe(gstin);
    await form.getByLabel('Business type').selectOption({ label: 'Retail' });
    await form.getByLabel('Annual turnover').selectOption({ label: '₹1.5 crore to ₹5 crore' });
    await tick(form, 'Inventory tracking');
    // A change of scheme says what it means before it is saved (walk 33E E3), and is taken back here.
    // The radios are drawn over hidden inputs: their labels are what a user clicks.
    await form.getByText('Composite', { exact: true }).click();
    await expect(shown(form.getByText(SCHEME_CHANGE_NOTICES.composite))).resolves.toBe(true);
    await form.getByText('Regular', { exact: true }).click();
    await expect(form.getByText(SCHEME_CHANGE_NOTICES.composite).count()).resolves.toBe(0);
    await form.getByLabel('Organisation name').fill('Mehta Hardware & Sons');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(shown(toast(MESSAGES.organisationUpdated))).resolves.toBe(true);
    // The top bar follows the new name without a reload.
    await expect(settledText(page.getByTestId('current-org'), 'Mehta Hardware & Sons')).resolves.toBe('Mehta Hardware & Sons');
    await screenshot('organisation');
    await page.reload();
    await expect(page.getByLabel('Business type').inputValue()).resolves.toBe('4');
    await expect(page.getByLabel('Inventory tracking').isChecked()).resolves.toBe(true);
  });

  it('keeps the letters of undertaking one a financial year, refusing a date after today and a second LUT for a year (walk 35 M1)', async () => {
    const form = page.getByRole('form', { name: 'Organisation details' });
    const thisYear = financialYearOf(new Date()).startYear;
    const lut = (index: number) => form.getByRole('group', { name: `LUT ${index}` });
    const fill = async (index: number, fy: string, arn: string, date: string) => {
      await form.getByRole('button', { name: 'Add LUT' }).click();
      await lut(index).getByLabel('LUT for the year').selectOption(fy);
      await lut(index).getByLabel('LUT ARN').fill(arn);
      await lut(index).getByLabel('LUT date').fill(date);
    };
    const save = () => form.getByRole('button', { name: 'Save details' }).click();
    // Next year's LUT, dated at that year's end: not filed yet.
    await fill(1, shortFinancialYear(financialYearStarting(thisYear + 1)), 'ad270326012345x', financialYearStarting(thisYear + 1).endDate);
    await expect(lut(1).getByLabel('LUT ARN').inputValue()).resolves.toBe('AD270326012345X');
    await save();
    await expect(shown(lut(1).getByText(APP_MESSAGES.lutDateInFuture))).resolves.toBe(true);
    // This year's, filed in the March before it.
    await lut(1).getByLabel('LUT for the year').selectOption(shortFinancialYear(financialYearStarting(thisYear)));
    await lut(1).getByLabel('LUT date').fill(`${thisYear}-03-20`);
    await fill(2, shortFinancialYear(financialYearStarting(thisYear)), 'AD270325012345X', `${thisYear}-03-28`);
    await save();
    await expect(shown(lut(2).getByText(`There is already an LUT for ${shortFinancialYear(financialYearStarting(thisYear))}: keep one for each financial year.`))).resolves.toBe(true);
    // Last year's, filed in the March before that (an LUT is filed in its year or the one before).
    await lut(2).getByLabel('LUT for the year').selectOption(shortFinancialYear(financialYearStarting(thisYear - 1)));
    await lut(2).getByLabel('LUT date').fill(`${thisYear - 1}-03-28`);
    await save();
    await expect(shown(toast(MESSAGES.organisationUpdated))).resolves.toBe(true);
    await page.reload();
    const values = async (index: number) => Promise.all(['LUT for the year', 'LUT ARN', 'LUT date'].map((label) => lut(index).getByLabel(label).inputValue()));
    // The earliest year first.
    await expect(values(1)).resolves.toEqual([shortFinancialYear(financialYearStarting(thisYear - 1)), 'AD270325012345X', `${thisYear - 1}-03-28`]);
    await expect(values(2)).resolves.toEqual([shortFinancialYear(financialYearStarting(thisYear)), 'AD270326012345X', `${thisYear}-03-20`]);
    await lut(1).getByRole('button', { name: 'Remove LUT' }).click();
    await save();
    await expect(shown(toast(MESSAGES.organisationUpdated))).resolves.toBe(true);
    await page.reload();
    await expect(values(1)).resolves.toEqual([shortFinancialYear(financialYearStarting(thisYear)), 'AD270326012345X', `${thisYear}-03-20`]);
    await expect(lut(2).count()).resolves.toBe(0);
  });

  it('adds an address, makes it primary and updates it', async () => {
    await openSection('Addresses');
    const table = page.getByRole('table', { name: 'Organisation addresses' });
    const primaryOf = (city: string) => table.getByRole('row', { name: new RegExp(city) }).getByRole('cell').first();
    await expect(primaryOf('Mumbai').textContent()).resolves.toBe('Primary');

    const form = page.getByRole('form', { name: 'Add address' });
    await form.getByLabel('Address', { exact: true }).fill('Plot 12, MIDC Bhosari');
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('State').selectOption('27');
    await form.getByLabel('Pincode').fill('411026');
    await form.getByLabel('Phone').fill('+91 98220 12345');
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect(shown(toast(MESSAGES.addressSaved))).resolves.toBe(true);
    await expect(shown(table.getByRole('row', { name: /Pune/ }))).resolves.toBe(true);
    // Phones are shown in their one stored form.
    await expect(shown(table.getByRole('row', { name: /Pune/ }).getByText('+91 98220 12345'))).resolves.toBe(true);
    await expect(shown(table.getByRole('row', { name: /Mumbai/ }).getByText('022-22014455'))).resolves.toBe(true);
    await expect(primaryOf('Pune').textContent()).resolves.toBe('');

    await table.getByRole('button', { name: 'Make Plot 12, MIDC Bhosari primary' }).click();
    await expect(settledText(primaryOf('Pune'), 'Primary')).resolves.toBe('Primary');
    await expect(primaryOf('Mumbai').textContent()).resolves.toBe('');

    // Edit puts the row in the form, whose button turns to Update.
    await table.getByRole('button', { name: 'Edit Plot 12, MIDC Bhosari' }).click();
    const update = page.getByRole('form', { name: 'Update address' });
    await expect(update.getByLabel('City').inputValue()).resolves.toBe('Pune');
    await update.getByLabel('City').fill('Pimpri-Chinchwad');
    await screenshot('addresses');
    await update.getByRole('button', { name: 'Update address' }).click();
    await expect(shown(table.getByRole('row', { name: /Pimpri-Chinchwad/ }))).resolves.toBe(true);
    await expect(primaryOf('Pimpri-Chinchwad').textContent()).resolves.toBe('Primary');
    await expect(shown(page.getByRole('button', { name: 'Add address' }))).resolves.toBe(true);
  });

  it('adds bank details, then edits them through the save-edited button', async () => {
    await openSection('Bank');
    const form = page.getByRole('form', { name: 'Bank details' });
    await form.getByLabel('Account holder name').fill('Demo Traders');
    await form.getByLabel('Account number').fill('0012 3456 7890');
    await form.getByLabel('IFSC').fill('hdfc0001234');
    await expect(form.getByLabel('IFSC').inputValue()).resolves.toBe('HDFC0001234');
    await form.getByLabel('Branch').fill('Fort');
    await form.getByRole('button', { name: 'Add bank details' }).click();
    await expect(shown(form.getByText(APP_MESSAGES.bankNameRequired))).resolves.toBe(true);
    await form.getByLabel('Bank name').fill('HDFC Bank');
    await form.getByRole('button', { name: 'Add bank details' }).click();
    await expect(shown(toast(MESSAGES.bankSaved))).resolves.toBe(true);
    const table = page.getByRole('table', { name: 'Bank accounts' });
    await expect(shown(table.getByRole('row', { name: /001234567890/ }))).resolves.toBe(true);

    await table.getByRole('button', { name: 'Edit account 001234567890' }).click();
    await expect(form.getByRole('button', { name: 'Add bank details' }).count()).resolves.toBe(0);
    await expect(form.getByLabel('Branch').inputValue()).resolves.toBe('Fort');
    await form.getByLabel('Branch').fill('Andheri East');
    await screenshot('bank');
    await form.getByRole('button', { name: 'Save edited bank details' }).click();
    await expect(shown(table.getByRole('cell', { name: 'Andheri East' }))).resolves.toBe(true);
    await expect(table.locator('tbody tr').count()).resolves.toBe(1);
    await expect(shown(form.getByRole('button', { name: 'Add bank details' }))).resolves.toBe(true);
  });

  it('upper-cases prefixes as typed, flags a duplicate, and saves', async () => {
    await openSection('Numbering');
    const form = page.getByRole('form', { name: 'Number prefixes' });
    await form.getByLabel('B2B invoice').fill('');
    await form.getByLabel('B2B invoice').pressSequentially('inv-b');
    await expect(form.getByLabel('B2B invoice').inputValue()).resolves.toBe('INV-B');
    await form.getByLabel('B2C invoice').fill('inv-b');
    await expect(form.getByText(MESSAGES.sequenceDuplicate).count()).resolves.toBe(2);
    await screenshot('numbering-duplicate');
    await form.getByRole('button', { name: 'Save prefixes' }).click();
    await expect(form.getByText(MESSAGES.sequenceDuplicate).count()).resolves.toBe(2);
    // A prefix that is another followed by digits: their numbers would meet (INV-B1 + 2 = INV-B12), flagged as typed (walk 33 M1).
    await form.getByLabel('B2C invoice').fill('inv-b1');
    const overlap = 'B2C invoice numbers could repeat B2B invoice numbers (INV-B11 could be either). Choose a prefix that is not another one followed by digits.';
    await expect(shown(form.getByText(overlap))).resolves.toBe(true);
    await form.getByLabel('B2C invoice').fill('inv-c');
    await expect(form.getByText(MESSAGES.sequenceDuplicate).count()).resolves.toBe(0);
    await expect(form.getByText(overlap).count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Save prefixes' }).click();
    await expect(shown(toast(MESSAGES.settingsUpdated))).resolves.toBe(true);

    const start = page.getByRole('form', { name: 'Starting number' });
    await start.getByLabel('Invoice numbers start from').fill('101');
    await start.getByRole('button', { name: 'Save starting number' }).click();
    await expect(shown(toast(MESSAGES.invoiceSequenceSaved))).resolves.toBe(true);

    await page.reload();
    await expect(page.getByLabel('B2B invoice').inputValue()).resolves.toBe('INV-B');
    await expect(page.getByLabel('B2C invoice').inputValue()).resolves.toBe('INV-C');
    await expect(page.getByLabel('Invoice numbers start from').inputValue()).resolves.toBe('101');
    await screenshot('numbering');
  });

  it('switches round-off on', async () => {
    await openSection('Round-off');
    const roundOff = page.getByLabel('Round document totals to the whole rupee');
    await expect(roundOff.isChecked()).resolves.toBe(false);
    await tick(page.getByRole('region', { name: 'Round-off' }), 'Round document totals to the whole rupee');
    await expect(shown(toast(MESSAGES.settingsUpdated))).resolves.toBe(true);
    await screenshot('round-off');
    await page.reload();
    await expect(page.getByLabel('Round document totals to the whole rupee').isChecked()).resolves.toBe(true);
  });

  it('defines custom fields, with the values box only for choice types', async () => {
    await openSection('Custom fields');
    const form = page.getByRole('form', { name: 'Custom fields' });
    await form.getByRole('button', { name: 'Add field' }).click();
    const row = form.getByTestId('custom-field-row').first();
    await row.getByLabel('Field name').fill('Colour');
    await expect(row.getByLabel('Values (comma-separated)').count()).resolves.toBe(0);
    await row.getByLabel('Type').selectOption('list');
    await form.getByRole('button', { name: 'Save custom fields' }).click();
    await expect(shown(row.getByText(APP_MESSAGES.customFieldValuesRequired))).resolves.toBe(true);
    await row.getByLabel('Values (comma-separated)').fill('Red, Green, Blue');
    await screenshot('custom-fields');
    await form.getByRole('button', { name: 'Save custom fields' }).click();
    await expect(shown(toast(MESSAGES.settingsUpdated))).resolves.toBe(true);
    await page.reload();
    await expect(page.getByLabel('Values (comma-separated)').inputValue()).resolves.toBe('Red, Green, Blue');
  });

  it('refuses a non-image and an image over 2 MB, then crops and uploads a PNG logo and shows it', async () => {
    await openSection('Logo');
    const picker = page.getByLabel('Choose an image (PNG or JPG, at most 2 MB)');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(settledText(page.getByTestId('logo-error'), APP_MESSAGES.imageTypeNotAllowed)).resolves.toBe(APP_MESSAGES.imageTypeNotAllowed);
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1) });
    await expect(settledText(page.getByTestId('logo-error'), APP_MESSAGES.imageTooLarge)).resolves.toBe(APP_MESSAGES.imageTooLarge);

    const file = join(await mkdtemp(join(tmpdir(), 'bahi-logo-')), 'logo.png');
    await writeFile(file, stripedPng(600, 300));
    await picker.setInputFiles(file);
    const canvas = page.getByRole('img', { name: /Crop frame/ });
    await expect(shown(canvas)).resolves.toBe(true);
    // The zoom slider moves by 0.1 a key: ten presses zoom from 1 to 2.
    await page.getByRole('slider', { name: 'Zoom' }).focus();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowRight');
    // Drag the frame to the left edge of the picture.
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 10, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await screenshot('logo-crop');
    await page.getByRole('button', { name: 'Crop and upload' }).click();
    await expect(shown(toast(MESSAGES.settingsUpdated))).resolves.toBe(true);
    const logo = page.getByRole('img', { name: 'Organisation logo' });
    await expect(shown(logo)).resolves.toBe(true);
    await expect(naturalSizeOf('img[alt="Organisation logo"]')).resolves.toEqual([200, 80]);
    await expect(canvas.count()).resolves.toBe(0);
    await screenshot('logo');
  });

  it("shows the password change's messages: mismatch before sending, the server's refusal in red", async () => {
    await openSection('Password');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('Better@2025');
    await form.getByLabel('Confirm new password').fill('Better@2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(shown(form.getByText(MESSAGES.passwordsDiffer))).resolves.toBe(true);
    await form.getByLabel('Confirm new password').fill('Better@2025');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(settledText(form.getByTestId('password-error'), APP_MESSAGES.currentPasswordWrong)).resolves.toBe(APP_MESSAGES.currentPasswordWrong);
    await screenshot('password');
  });

  it('invites a user who may only see items, refuses the same email again, edits and removes another', async () => {
    await openSection('Users');
    const invite = page.getByRole('form', { name: 'Invite a user' });
    await invite.getByLabel('Email').fill(INVITEE.email);
    await invite.getByLabel('Full name').fill(INVITEE.fullname);
    await invite.getByLabel('Phone').fill(INVITEE.phone);
    await tick(invite, ITEMS_VIEW);
    await invite.getByRole('button', { name: 'Invite user' }).click();
    await expect(shown(toast(APP_MESSAGES.userInvitationSent))).resolves.toBe(true);
    // The set-password link goes to the invitee's email (locally the outbox), never onto the inviter's page.
    await expect(page.getByText('invite=').count()).resolves.toBe(0);
    invitationUrl = await invitationLinkSentTo(app.server, INVITEE.email);
    const table = page.getByRole('table', { name: 'Organisation users' });
    await expect(shown(table.getByRole('row', { name: new RegExp(INVITEE.email) }).getByText(ITEMS_VIEW))).resolves.toBe(true);
    await screenshot('users-invited');

    await invite.getByLabel('Email').fill(INVITEE.email.toUpperCase());
    await invite.getByLabel('Full name').fill('Someone Else');
    await invite.getByRole('button', { name: 'Invite user' }).click();
    await expect(settledText(invite.getByTestId('user-form-error'), MESSAGES.userAlreadyAvailable)).resolves.toBe(MESSAGES.userAlreadyAvailable);
    expect(isRed(await colourOf('[data-testid="user-form-error"]'))).toBe(true);
    await screenshot('users-already-available');

    await invite.getByLabel('Email').fill('clerk@demo.bahi.in');
    await invite.getByLabel('Full name').fill('Counter Clerk');
    await invite.getByRole('button', { name: 'Invite user' }).click();
    await expect(shown(table.getByRole('row', { name: /clerk@demo\.bahi\.in/ }))).resolves.toBe(true);

    await table.getByRole('button', { name: 'Edit clerk@demo.bahi.in' }).click();
    const edit = page.getByRole('form', { name: 'Edit user' });
    await expect(edit.getByLabel('Email').inputValue()).resolves.toBe('clerk@demo.bahi.in');
    await expect(edit.getByLabel('Email').getAttribute('readonly')).resolves.not.toBeNull();
    await tick(edit, 'See clients');
    await screenshot('users-edit');
    await edit.getByRole('button', { name: 'Save permissions' }).click();
    await expect(shown(toast(MESSAGES.inviteePermissionsUpdated))).resolves.toBe(true);
    await expect(shown(table.getByRole('row', { name: /clerk@demo\.bahi\.in/ }).getByText(/See clients/))).resolves.toBe(true);

    await table.getByRole('button', { name: 'Delete clerk@demo.bahi.in' }).click();
    const question = page.getByRole('dialog', { name: 'Remove clerk@demo.bahi.in from the organisation?' });
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(shown(toast(MESSAGES.inviteeDeleted))).resolves.toBe(true);
    await table.getByRole('row', { name: /clerk@demo\.bahi\.in/ }).waitFor({ state: 'detached' });
    await expect(shown(table.getByRole('row', { name: new RegExp(INVITEE.email) }))).resolves.toBe(true);
  });
});

describe('the invited user who may only see items', () => {
  it('sets a password from the link, signs in, is offered only the password in Settings and still reaches Items', async () => {
    const invitee = await app.newPage();
    const { page: own } = invitee;
    await own.goto(invitationUrl);
    const setForm = own.getByRole('form', { name: 'Set your password' });
    await setForm.getByLabel('New password').fill(INVITEE.password);
    await setForm.getByLabel('Confirm password').fill(INVITEE.password);
    await setForm.getByRole('button', { name: 'Set password' }).click();
    await expect(shown(own.getByText(APP_MESSAGES.passwordSet))).resolves.toBe(true);
    await signInThroughForm(own, INVITEE.email, INVITEE.password);
    await own.waitForURL('**/taxpayer.html');
    await expect(settledText(own.getByTestId('org-home-title'), 'Mehta Hardware & Sons')).resolves.toBe('Mehta Hardware & Sons');
    // The organisation has an address now, and this user may not change settings anyway.
    await expect(own.getByRole('dialog').count()).resolves.toBe(0);

    const nav = own.getByRole('navigation', { name: 'Side navigation' });
    // Without settings.view: the user's own password alone, none of the organisation's sections to be refused.
    await nav.getByRole('link', { name: 'Settings' }).click();
    await shown(own.getByRole('form', { name: 'Change password' }));
    await expect(own.getByRole('navigation', { name: 'Settings sections' }).getByRole('link').allTextContents()).resolves.toEqual(['Password']);
    await own.goto('/taxpayer.html#/settings/bank');
    await shown(own.getByRole('form', { name: 'Change password' }));
    await expect(own.getByTestId('settings-error').count()).resolves.toBe(0);
    await screenshot('forbidden', own);

    await nav.getByRole('link', { name: /Items/ }).first().click();
    await own.waitForURL('**/taxpayer.html#/items');
    await expect(shown(own.getByRole('main').getByRole('heading', { name: /Items/ }).first())).resolves.toBe(true);
    await expect(own.getByTestId('settings-error').count()).resolves.toBe(0);
    await screenshot('forbidden-items', own);
    await invitee.context.close();
  });
});
