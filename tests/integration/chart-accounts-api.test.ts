// The chart of accounts over real HTTP (spec part 2 §2, §3 "Chart account", §7, §8; issue 12 item
// 1): the system accounts every organisation has, then its own; adding, changing and deleting its
// own with the spec's toasts; every refusal with its message and nothing written; who may.
import { APP_MESSAGES, CHART_ACCOUNT_APP_MESSAGES, SYSTEM_ACCOUNTS, buildPath, routes } from '@bahi/shared';
import { putMembership } from '../../functions/src/store/memberships.js';
import { DEMO, signIn, signUp, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';

let api: TestServer;
let owner: SignedIn;
let orgId: string;

beforeAll(async () => {
  api = await startTestServer();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]!.id;
}, 30_000);
afterAll(async () => {
  await api?.close();
});

const WIRE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const SYSTEM_COUNT = Object.keys(SYSTEM_ACCOUNTS).length;

const list = async (token = owner.token) => api.get(buildPath(routes.listChartAccounts.path, { orgId }), token);
const accounts = async () => (await list()).body.accounts as { id: string; name: string; issystem: number; version: number | null }[];
const add = (fields: Record<string, unknown>, token = owner.token) =>
  api.post(routes.addChartAccount.path, { orgid: orgId, userid: owner.userId, description: '', asset_type: '', ...fields }, token);
const update = (fields: Record<string, unknown>, token = owner.token) =>
  api.post(routes.updateChartAccount.path, { orgid: orgId, userid: owner.userId, description: '', asset_type: '', ...fields }, token);
const remove = (fields: Record<string, unknown>, token = owner.token) =>
  api.post(routes.deleteChartAccount.path, { orgid: orgId, userid: owner.userId, ...fields }, token);

/** Every item of the table in key order: a refusal must leave it exactly as it was. */
const everything = async () =>
  JSON.stringify((await api.scanAll()).sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`)));

async function addAccount(name: string, type = 'EXPENSE', extra: Record<string, unknown> = {}) {
  const added = await add({ name, type, ...extra });
  expect(added.status).toBe(200);
  return added.body.account as { id: string; version: number; name: string };
}

describe('the list', () => {
  it('answers the system accounts first, in their order, marked issystem 1 with ids from their codes', async () => {
    const answered = await list();
    expect(answered.status).toBe(200);
    const system = answered.body.accounts.slice(0, SYSTEM_COUNT);
    expect(system.map((row: { id: string }) => row.id)).toEqual(Object.keys(SYSTEM_ACCOUNTS).map((code) => `sys_${code.toLowerCase()}`));
    expect(system[0]).toEqual({
      id: 'sys_cash',
      name: 'Cash in hand',
      type: 'ASSET',
      description: '',
      orgid: orgId,
      userid: null,
      issystem: 1,
      sub_head: 'CASH',
      asset_type: 'CURRENT',
      createddate: null,
      modifieddate: null,
      version: null,
    });
    expect(system[1]).toMatchObject({ id: 'sys_bank', name: 'Bank accounts', sub_head: 'BANK', asset_type: 'CURRENT' });
    const creditors = system.find((row: { id: string }) => row.id === 'sys_creditors');
    expect(creditors).toMatchObject({ name: 'Sundry creditors', type: 'LIABILITY', sub_head: null, asset_type: null, issystem: 1 });
    expect(system.every((row: { issystem: number }) => row.issystem === 1)).toBe(true);
  });

  it('writes nothing per organisation for them: before its first own account, the table holds no account item', async () => {
    expect((await api.scanAll()).filter((item) => String(item.sk).startsWith('ACCOUNT'))).toEqual([]);
    expect((await list()).body.accounts).toHaveLength(SYSTEM_COUNT);
  });
});

describe('adding an account', () => {
  it("answers 'Added Successfully' and the account, which follows the system accounts in the list", async () => {
    const added = await add({ name: 'Office rent', type: 'expense', description: 'Rent of the Pune office' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      status: true,
      message: 'Added Successfully',
      account: {
        id: expect.stringMatching(new RegExp(`^${orgId}_[a-z0-9]{16}$`)),
        name: 'Office rent',
        type: 'EXPENSE',
        description: 'Rent of the Pune office',
        orgid: orgId,
        userid: owner.userId,
        issystem: 0,
        sub_head: null,
        asset_type: null,
        createddate: expect.stringMatching(WIRE_TIMESTAMP),
        modifieddate: expect.stringMatching(WIRE_TIMESTAMP),
        version: 1,
      },
    });
    const rows = await accounts();
    expect(rows.slice(0, SYSTEM_COUNT).every((row) => row.issystem === 1)).toBe(true);
    expect(rows.slice(SYSTEM_COUNT)).toContainEqual(added.body.account);
  });

  it('keeps the asset type of an ASSET account', async () => {
    const added = await add({ name: 'Delivery van', type: 'ASSET', asset_type: 'fixed' });
    expect([added.status, added.body.account.type, added.body.account.asset_type]).toEqual([200, 'ASSET', 'FIXED']);
  });

  it.each([
    ['no name', { name: '  ', type: 'INCOME' }, 'name', CHART_ACCOUNT_APP_MESSAGES.nameRequired],
    ['a name over 100 characters', { name: 'x'.repeat(101), type: 'INCOME' }, 'name', CHART_ACCOUNT_APP_MESSAGES.nameTooLong],
    ['no type', { name: 'Commission earned' }, 'type', CHART_ACCOUNT_APP_MESSAGES.typeRequired],
    ['a type that is none of the five', { name: 'Commission earned', type: 'REVENUE' }, 'type', CHART_ACCOUNT_APP_MESSAGES.typeRequired],
    ['an ASSET account without its asset type', { name: 'Computers', type: 'ASSET' }, 'asset_type', CHART_ACCOUNT_APP_MESSAGES.assetTypeRequired],
    ['an unknown asset type', { name: 'Computers', type: 'ASSET', asset_type: 'INTANGIBLE' }, 'asset_type', CHART_ACCOUNT_APP_MESSAGES.assetTypeRequired],
    ['an asset type on an INCOME account', { name: 'Commission earned', type: 'INCOME', asset_type: 'CURRENT' }, 'asset_type', CHART_ACCOUNT_APP_MESSAGES.assetTypeOnlyForAssets],
  ])('refuses %s with 400 and its message, writing nothing', async (_case, fields, field, message) => {
    const before = await everything();
    const refused = await add(fields);
    expect([refused.status, refused.body.error]).toEqual([400, message]);
    expect(refused.body.errors).toContainEqual({ field, message });
    expect(await everything()).toBe(before);
  });

  it.each([
    ["another account's name in other case and spacing", '  OFFICE   Rent '],
    ["a system account's name", 'cash in HAND'],
  ])('refuses %s with 409, writing nothing', async (_case, name) => {
    const before = await everything();
    const refused = await add({ name, type: 'EXPENSE' });
    expect([refused.status, refused.body.code, refused.body.error]).toEqual([409, 'chartAccount.nameTaken', CHART_ACCOUNT_APP_MESSAGES.nameTaken]);
    expect(refused.body.errors).toEqual([{ field: 'name', message: CHART_ACCOUNT_APP_MESSAGES.nameTaken }]);
    expect(await everything()).toBe(before);
  });

  it('gives a name to exactly one of two accounts added at the same time', async () => {
    const answers = await Promise.all([add({ name: 'Bank charges', type: 'EXPENSE' }), add({ name: 'bank charges', type: 'EXPENSE' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await accounts()).filter((row) => row.name.toLowerCase() === 'bank charges')).toHaveLength(1);
  });
});

describe('changing an account', () => {
  it("answers 'Updated Successfully' with the new version, and frees the old name", async () => {
    const account = await addAccount('Telephone');
    const updated = await update({ id: account.id, version: 1, name: 'Telephone and internet', type: 'EXPENSE', description: 'Landline and broadband' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: true,
      message: 'Updated Successfully',
      account: { id: account.id, name: 'Telephone and internet', description: 'Landline and broadband', issystem: 0, version: 2 },
    });
    expect((await accounts()).find((row) => row.id === account.id)).toEqual(updated.body.account);
    const claims = (await api.scanAll()).filter((item) => String(item.sk).startsWith(`ACCOUNTNAME#telephone`)).map((item) => item.sk);
    expect(claims).toEqual(['ACCOUNTNAME#telephone and internet']);
    expect((await add({ name: 'Telephone', type: 'EXPENSE' })).status).toBe(200);
  });

  it('changes the type, keeping the asset type only for ASSET', async () => {
    const account = await addAccount('Security deposit', 'ASSET', { asset_type: 'CURRENT' });
    const updated = await update({ id: account.id, version: 1, name: 'Security deposit', type: 'LIABILITY' });
    expect([updated.status, updated.body.account.type, updated.body.account.asset_type]).toEqual([200, 'LIABILITY', null]);
  });

  it('refuses an edit of a version that is no longer stored with 409, writing nothing', async () => {
    const account = await addAccount('Printing');
    expect((await update({ id: account.id, version: 1, name: 'Printing', type: 'EXPENSE', description: 'first' })).status).toBe(200);
    const before = await everything();
    const stale = await update({ id: account.id, version: 1, name: 'Printing and stationery', type: 'EXPENSE' });
    expect([stale.status, stale.body.code, stale.body.error]).toEqual([409, 'chartAccount.versionConflict', APP_MESSAGES.versionConflict]);
    expect(await everything()).toBe(before);
  });

  it("refuses another account's name with 409, writing nothing", async () => {
    const account = await addAccount('Postage');
    const before = await everything();
    const refused = await update({ id: account.id, version: 1, name: 'office rent', type: 'EXPENSE' });
    expect([refused.status, refused.body.error]).toEqual([409, CHART_ACCOUNT_APP_MESSAGES.nameTaken]);
    expect(await everything()).toBe(before);
  });

  it('refuses the rules of adding with their messages', async () => {
    const account = await addAccount('Electricity');
    const refused = await update({ id: account.id, version: 1, name: 'Electricity', type: 'ASSET' });
    expect([refused.status, refused.body.error]).toEqual([400, CHART_ACCOUNT_APP_MESSAGES.assetTypeRequired]);
  });

  it('refuses to change a system account with 400 and its message, writing nothing', async () => {
    const before = await everything();
    const refused = await update({ id: 'sys_sales', name: 'Sales of goods', type: 'INCOME' });
    expect([refused.status, refused.body.code, refused.body.error]).toEqual([400, 'chartAccount.systemAccount', CHART_ACCOUNT_APP_MESSAGES.systemAccountNotEditable]);
    expect(await everything()).toBe(before);
    expect((await accounts()).find((row) => row.id === 'sys_sales')).toMatchObject({ name: 'Sales', type: 'INCOME' });
  });

  it('answers 404 for an account that does not exist', async () => {
    const missing = await update({ id: `${orgId}_0000000000000000`, name: 'Ghost', type: 'EXPENSE' });
    expect([missing.status, missing.body.error]).toEqual([404, CHART_ACCOUNT_APP_MESSAGES.accountNotFound]);
  });
});

describe('deleting an account', () => {
  it("answers 'Deleted Successfully', takes it off the list and frees its name", async () => {
    const account = await addAccount('Staff welfare');
    const deleted = await remove({ id: account.id });
    expect([deleted.status, deleted.body]).toEqual([200, { status: true, message: 'Deleted Successfully' }]);
    expect((await accounts()).some((row) => row.id === account.id)).toBe(false);
    expect((await api.scanAll()).some((item) => item.sk === 'ACCOUNTNAME#staff welfare' || item.sk === `ACCOUNT#${account.id}`)).toBe(false);
    const again = await remove({ id: account.id });
    expect([again.status, again.body.error]).toEqual([404, CHART_ACCOUNT_APP_MESSAGES.accountNotFound]);
    expect((await add({ name: 'Staff welfare', type: 'EXPENSE' })).status).toBe(200);
  });

  it('refuses to delete a system account with 400 and its message, writing nothing', async () => {
    const before = await everything();
    const refused = await remove({ id: 'sys_cash' });
    expect([refused.status, refused.body.code, refused.body.error]).toEqual([400, 'chartAccount.systemAccount', CHART_ACCOUNT_APP_MESSAGES.systemAccountNotDeletable]);
    expect(await everything()).toBe(before);
  });

  it('refuses to delete a version that is no longer stored with 409, writing nothing', async () => {
    const account = await addAccount('Repairs');
    expect((await update({ id: account.id, version: 1, name: 'Repairs', type: 'EXPENSE', description: 'changed' })).status).toBe(200);
    const before = await everything();
    const stale = await remove({ id: account.id, version: 1 });
    expect([stale.status, stale.body.error]).toEqual([409, APP_MESSAGES.versionConflict]);
    expect(await everything()).toBe(before);
  });
});

describe('who may', () => {
  let outsider: SignedIn & { orgId: string | null };
  const member = async (email: string, permissions: string[]) => {
    const user = await signUp(api, { username: email, email, password: 'Secret@123', usertype: 'CA' });
    await putMembership(api.server.ports.table, { orgId, userId: user.userId, role: 'member', permissions: permissions as never, createdAt: new Date().toISOString() });
    return user.token;
  };

  beforeAll(async () => {
    outsider = await signUp(api, { username: 'Outsider', email: 'outsider@accounts.in', password: 'Secret@123', orgname: 'Other Traders', gstin: '33ABCDE5678G1ZH', type: 1 });
  });

  it('refuses a user of another organisation with 403 on all four calls, changing nothing', async () => {
    const account = await addAccount('Advertising');
    const before = await everything();
    const answers = await Promise.all([
      list(outsider.token),
      add({ name: 'Intruder', type: 'EXPENSE' }, outsider.token),
      update({ id: account.id, name: 'Intruder', type: 'EXPENSE' }, outsider.token),
      remove({ id: account.id }, outsider.token),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(Array(4).fill([403, 'access.notMember']));
    expect(await everything()).toBe(before);
  });

  it("finds no account of another organisation through one's own organisation id", async () => {
    const account = await addAccount('Insurance');
    const own = { orgid: outsider.orgId, userid: outsider.userId };
    const before = await everything();
    const changed = await api.post(routes.updateChartAccount.path, { ...own, id: account.id, name: 'Taken', type: 'EXPENSE' }, outsider.token);
    const deleted = await api.post(routes.deleteChartAccount.path, { ...own, id: account.id }, outsider.token);
    expect([changed.status, deleted.status]).toEqual([404, 404]);
    expect(await everything()).toBe(before);
    const theirs = await api.get(buildPath(routes.listChartAccounts.path, { orgId: outsider.orgId as string }), outsider.token);
    expect(theirs.body.accounts).toHaveLength(SYSTEM_COUNT);
  });

  it('lets a member with accounts.view list but not change, and one without it not even list', async () => {
    const viewer = await member('viewer@accounts.in', ['accounts.view']);
    expect((await list(viewer)).status).toBe(200);
    const refused = await add({ name: 'Viewer account', type: 'EXPENSE' }, viewer);
    expect([refused.status, refused.body.error]).toEqual([403, APP_MESSAGES.noPermission]);
    const stranger = await member('clerk@accounts.in', ['clients.view']);
    expect((await list(stranger)).status).toBe(403);
    const bookkeeper = await member('bookkeeper@accounts.in', ['accounts.view', 'accounts.edit']);
    expect((await add({ name: 'Bookkeeper account', type: 'EXPENSE' }, bookkeeper)).status).toBe(200);
  });
});
