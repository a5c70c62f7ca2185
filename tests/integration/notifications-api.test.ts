// The notifications page's calls (ours, inSpec: false): what happened in the organisation — SMS
// sent, a CA's access request, invitations, return files ready (store `notify`) — newest first,
// the unread count for the header, marking read; 403 for anyone outside the organisation.
import { buildPath, routes } from '@bahi/shared';
import { notify } from '../../functions/src/store/notifications.js';
import { DEMO, signIn, signUp, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';
import { expectNothingWritten } from '../support/expectations.js';

let api: TestServer;
let owner: SignedIn;
let orgId: string;

const list = (token = owner.token) => api.get(buildPath(routes.listNotifications.path, { orgId }), token);
const unread = (token = owner.token) => api.get(buildPath(routes.unreadNotifications.path, { orgId }), token);
const markRead = (body: Record<string, unknown>, token = owner.token) => api.post(buildPath(routes.markNotificationsRead.path, { orgId }), body, token);

beforeAll(async () => {
  api = await startTestServer();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]?.id as string;
});

afterAll(async () => {
  await api.close();
});

it('starts empty for the demo organisation', async () => {
  expect((await list()).body).toEqual({ status: true, notifications: [], unread: 0 });
  expect((await unread()).body).toEqual({ status: true, unread: 0 });
});

it('notes an SMS sent, a CA asking for access and an invitation, newest first, all unread', async () => {
  await api.post(buildPath(routes.sendSms.path, { orgid: orgId }), { smsclientlist: ['9845012345', '9820033333'], messagegiven: 'Stock-taking on Sunday; the shop is closed.' }, owner.token);
  const ca = await signUp(api, { username: 'Kavita Shah', email: 'kavita@shahca.in', password: 'Secret@123', usertype: 'CA' });
  expect((await api.post(routes.requestOrganisationAccess.path, { user_id: ca.userId, gstin: DEMO.org.gstin }, ca.token)).status).toBe(200);
  expect((await api.post(routes.inviteOrgUser.path, { orgId, email: 'ravi@demo.in', fullname: 'Ravi Patil', permissions: ['items.view'] }, owner.token)).status).toBe(200);

  const response = await list();
  expect(routes.listNotifications.response.parse(response.body)).toEqual(response.body);
  expect(response.body.unread).toBe(3);
  expect(response.body.notifications.map(({ kind, text, link, read }: Record<string, unknown>) => ({ kind, text, link, read }))).toEqual([
    { kind: 'invitation', text: 'Ravi Patil (ravi@demo.in) was invited to Demo Traders.', link: '#/settings', read: false },
    { kind: 'accessRequest', text: 'Kavita Shah (kavita@shahca.in) asks for access as your CA. Answer on the home page.', link: '#/home', read: false },
    { kind: 'sms', text: 'SMS sent to 2 numbers: "Stock-taking on Sunday; the shop is closed."', link: '#/sms', read: false },
  ]);
  expect((await unread()).body).toEqual({ status: true, unread: 3 });
});

it('takes a notice from any area through notify (the return files will)', async () => {
  const { table } = api.server.ports;
  await notify(table, orgId, { kind: 'returnFile', text: 'GSTR-1 for October 2025 is ready.', link: '#/gst-returns' }, new Date());
  const newest = (await list()).body.notifications[0];
  expect(newest).toEqual({ id: expect.stringMatching(/^n\d{13}[a-f0-9]{8}$/), kind: 'returnFile', text: 'GSTR-1 for October 2025 is ready.', link: '#/gst-returns', createdAt: expect.any(String), read: false });
  expect((await unread()).body.unread).toBe(4);
});

it('marks the named notices read, then all the rest; the count follows', async () => {
  const [first, second] = (await list()).body.notifications;
  expect((await markRead({ ids: [first.id, second.id] })).body).toEqual({ status: true, unread: 2 });
  const after = (await list()).body.notifications;
  expect(after.map((notice: { read: boolean }) => notice.read)).toEqual([true, true, false, false]);
  expect((await markRead({})).body).toEqual({ status: true, unread: 0 });
  expect((await unread()).body.unread).toBe(0);
});

it('refuses a malformed id with 400, marking nothing', async () => {
  await expectNothingWritten(api, async () => {
    const response = await markRead({ ids: ['INV-1'] });
    expect([response.status, response.body.code]).toEqual([400, 'request.invalid']);
  });
});

it('refuses a user of another organisation with 403 on all three calls, showing and changing nothing', async () => {
  const outsider = await signUp(api, { username: 'Outsider', email: 'notify-outsider@accounts.in', password: 'Secret@123', orgname: 'Other Traders', gstin: '33ABCDE5678G1ZH', type: 1 });
  await notify(api.server.ports.table, orgId, { kind: 'returnFile', text: 'GSTR-3B for October 2025 is ready.' }, new Date());
  await expectNothingWritten(api, async () => {
    const answers = await Promise.all([list(outsider.token), unread(outsider.token), markRead({}, outsider.token)]);
    expect(answers.map((answer) => [answer.status, answer.body.code, answer.body.notifications, answer.body.unread])).toEqual(
      Array(3).fill([403, 'access.notMember', undefined, undefined]),
    );
  });
  expect((await unread()).body.unread).toBe(1);
});
