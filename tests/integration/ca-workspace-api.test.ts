// The CA workspace over real HTTP against the local server on in-memory dynalite (spec part 1
// §1, §5–§8): a CA invites a new organisation whose owner sets a password through a link, or asks
// an existing organisation (by GSTIN) for access that its owner grants or declines.
import { gstinCheckCharacter, routes } from '@bahi/shared';
import { DEMO, signIn, signUp, startTestServer, type ApiResponse, type SignedIn, type TestServer } from '../support/api-client.js';
import { expectInvalid, expectNothingWritten } from '../support/expectations.js';
import { invitationLinkSentTo, invitationTokenSentTo } from '../support/outbox.js';

const ID_PATTERN = /^[a-z0-9]{16}$/;
const INVALID_CREDENTIALS = { status: false, code: 'auth.invalidCredentials', error: 'Invalid email or password.' };
const INVITATION_INVALID = { status: false, code: 'invitation.invalid', error: 'This invitation link is not valid or has already been used.' };
const ONLY_CA = { status: false, code: 'ca.only', error: 'Only a CA can invite or request access to an organisation.' };
const FORBIDDEN = { status: false, code: 'access.notMember', error: 'You do not have access to this organisation.' };
const ONLY_OWNER = { status: false, code: 'access.ownerOnly', error: "Only the organisation's owner can answer access requests." };

const gstinOf = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
let panSequence = 1000;
/** Gujarat GSTINs of distinct PANs for the organisations this file invites. */
const nextGstin = () => gstinOf(`24GUJAR${++panSequence}G1Z`);

let api: TestServer;
let ca: SignedIn;
let owner: SignedIn;
let demoOrgId: string;
let clock: Date;

type Body = Record<string, unknown>;

const invite = (body: Body, token = ca.token) => api.post(routes.inviteOrganisation.path, body, token);
const requestAccess = (gstin: string, session: SignedIn) =>
  api.post(routes.requestOrganisationAccess.path, { user_id: session.userId, gstin }, session.token);
const answer = (body: Body, token = owner.token) => api.post(routes.answerAccessRequest.path, body, token);
const orgsOf = async (session: SignedIn) => (await api.get(routes.userOrganisations.path, session.token)).body.data;

let caSequence = 0;
/** A new CA account (no organisations), signed in. */
async function newCa(username: string): Promise<SignedIn> {
  caSequence += 1;
  return signUp(api, { username, email: `ca${caSequence}@${username.split(' ')[0]?.toLowerCase()}-associates.in`, password: 'chartered-2024', usertype: 'CA' });
}

beforeAll(async () => {
  clock = new Date('2024-06-01T09:00:00.000Z');
  api = await startTestServer();
  api.server.ports.now = () => clock;
  ca = await signIn(api, DEMO.caEmail, DEMO.password);
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  demoOrgId = owner.orgs[0]?.id as string;
});

afterAll(async () => {
  await api?.close();
});

describe('a CA invites a new organisation and its owner sets a password', () => {
  const gstin = gstinOf('24GANGA1234G1Z');
  const ownerPassword = 'ganga-textiles-2024';
  let response: ApiResponse;
  let token: string;

  beforeAll(async () => {
    response = await invite({
      orgname: 'Ganga Textiles',
      username: 'Vikram Shah',
      email: ' Vikram@GangaTextiles.IN ',
      gstin: gstin.toLowerCase(),
      userIdForInvite: ca.userId,
    });
    token = await invitationTokenSentTo(api.server, 'vikram@gangatextiles.in');
  });

  it("answers 'Organization invitation sent successfully.' with the new organisation's id, never the owner's set-password link", () => {
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Organization invitation sent successfully.', orgid: expect.stringMatching(ID_PATTERN) });
    expect(routes.inviteOrganisation.response.parse(response.body)).toEqual(response.body);
    expect(response.text).not.toContain(token);
  });

  it("sends the set-password link to the owner's email only (locally: the outbox)", async () => {
    expect(await invitationLinkSentTo(api.server, 'vikram@gangatextiles.in')).toMatch(/^\/\?invite=[A-Za-z0-9_-]{43}$/);
  });

  it("adds the new organisation to the CA's organisations, as CA", async () => {
    expect(await orgsOf(ca)).toContainEqual({ id: response.body.orgid, name: 'Ganga Textiles', gstin, statecode: '24', role: 'ca' });
  });

  it('shows who the invitation is for', async () => {
    const details = await api.get(`/api/users/invitation/${token}`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({ status: true, data: { email: 'vikram@gangatextiles.in', username: 'Vikram Shah', orgname: 'Ganga Textiles' } });
    expect(routes.invitationDetails.response.parse(details.body)).toEqual(details.body);
  });

  it('keeps only a hash of the token in the table (apart from the local outbox, the stand-in for the email)', async () => {
    const stored = (await api.scanAll()).filter((item) => !String(item.pk).startsWith('OUTBOX#'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('does not let the owner sign in before a password is set, with any password', async () => {
    for (const password of ['', 'anything-at-all', ownerPassword]) {
      const login = await api.post(routes.login.path, { email: 'vikram@gangatextiles.in', password: password || 'x' });
      expect(login.status).toBe(401);
      expect(login.body).toEqual(INVALID_CREDENTIALS);
    }
  });

  it('refuses passwords that differ and passwords that are too short, and writes nothing', async () => {
    await expectNothingWritten(api, async () => {
      expectInvalid(
        await api.post(routes.acceptInvitation.path, { token, password: ownerPassword, confirmPassword: `${ownerPassword}!` }),
        'Please enter new password and confirm password as same',
        'confirmPassword',
      );
      expectInvalid(
        await api.post(routes.acceptInvitation.path, { token, password: 'short', confirmPassword: 'short' }),
        'Password must be at least 8 characters.',
        'password',
      );
      expectInvalid(await api.post(routes.acceptInvitation.path, { token, password: '', confirmPassword: '' }), 'password is required.', 'password');
    });
  });

  it("sets the password: 'Your password is set. Sign in to continue.', then the owner signs in and holds the organisation", async () => {
    const accepted = await api.post(routes.acceptInvitation.path, { token, password: ownerPassword, confirmPassword: ownerPassword });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ status: true, message: 'Your password is set. Sign in to continue.' });

    const login = await api.post(routes.login.path, { email: 'vikram@gangatextiles.in', password: ownerPassword });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({
      id: expect.stringMatching(ID_PATTERN),
      email: 'vikram@gangatextiles.in',
      username: 'Vikram Shah',
      user_type: 'orguser',
      orgs: [{ id: response.body.orgid, name: 'Ganga Textiles', gstin, statecode: '24', role: 'owner' }],
      smsClientsValue: 0,
      smsCreditLimit: 0,
    });
    const clients = await api.get(`/api/client/get/clients/${response.body.orgid}`, login.body.token);
    expect(clients.status).toBe(200);
    expect(clients.body).toEqual({ status: true, getClientsWithorgId: [] });
  });

  it('does not take the link a second time', async () => {
    await expectNothingWritten(api, async () => {
      const details = await api.get(`/api/users/invitation/${token}`);
      expect(details.status).toBe(404);
      expect(details.body).toEqual(INVITATION_INVALID);
      const again = await api.post(routes.acceptInvitation.path, { token, password: 'taken-over-2024', confirmPassword: 'taken-over-2024' });
      expect(again.status).toBe(404);
      expect(again.body).toEqual(INVITATION_INVALID);
    });
    expect((await api.post(routes.login.path, { email: 'vikram@gangatextiles.in', password: 'taken-over-2024' })).status).toBe(401);
    expect((await api.post(routes.login.path, { email: 'vikram@gangatextiles.in', password: ownerPassword })).status).toBe(200);
  });

  it('answers 404 for a token it never issued and 400 for one of the wrong shape', async () => {
    const unknown = await api.get(`/api/users/invitation/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(INVITATION_INVALID);
    const malformed = await api.get('/api/users/invitation/short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('request.invalid');
  });

  it('lets the invited owner answer access requests to the organisation', async () => {
    const someCa = await newCa('Kavita Desai');
    expect((await requestAccess(gstin, someCa)).status).toBe(200);
    const newOwner = await signIn(api, 'vikram@gangatextiles.in', ownerPassword);
    const answered = await answer({ orgid: response.body.orgid, userid: someCa.userId, accept: true }, newOwner.token);
    expect(answered.body).toEqual({ status: true, message: 'Access granted.' });
  });
});

describe('an invitation expires after 14 days', () => {
  it('is shown on day 13 and refused on day 15', async () => {
    const invited = await invite({ orgname: 'Late Joiners', username: 'Late Owner', email: 'owner@latejoiners.in', gstin: nextGstin() });
    expect(invited.status).toBe(200);
    const token = await invitationTokenSentTo(api.server, 'owner@latejoiners.in');
    const start = clock;
    try {
      clock = new Date(start.getTime() + 13 * 24 * 60 * 60 * 1000);
      expect((await api.get(`/api/users/invitation/${token}`)).status).toBe(200);
      clock = new Date(start.getTime() + 15 * 24 * 60 * 60 * 1000);
      const expired = await api.get(`/api/users/invitation/${token}`);
      expect(expired.status).toBe(404);
      expect(expired.body).toEqual(INVITATION_INVALID);
      const accept = await api.post(routes.acceptInvitation.path, { token, password: 'late-owner-2024', confirmPassword: 'late-owner-2024' });
      expect(accept.status).toBe(404);
    } finally {
      clock = start;
    }
  });
});

describe('invitation validation and refusals', () => {
  const valid = () => ({ orgname: 'Sabarmati Spices', username: 'Nirav Patel', email: 'nirav@sabarmatispices.in', gstin: nextGstin() });

  it.each([
    ['no organisation name', { orgname: '' }, 'Organization name is required', 'orgname'],
    ['a blank organisation name', { orgname: '   ' }, 'Organization name is required', 'orgname'],
    ['a missing organisation name', { orgname: undefined }, 'Organization name is required', 'orgname'],
    ['no username', { username: '' }, 'Username is required.', 'username'],
    ['a missing username', { username: undefined }, 'Username is required.', 'username'],
    ['no email', { email: '' }, 'Email is required', 'email'],
    ['a missing email', { email: undefined }, 'Email is required', 'email'],
    ['an email without a domain', { email: 'nirav@sabarmati' }, 'Please enter valid Email', 'email'],
    ['an email without @', { email: 'nirav.sabarmatispices.in' }, 'Please enter valid Email', 'email'],
    ['a 14-character GSTIN', { gstin: '24ABCDE1234F1Z' }, 'Please enter a valid GSTIN.', 'gstin'],
    ['a 16-character GSTIN', { gstin: `${gstinOf('24ABCDE1234F1Z')}Q` }, 'Please enter a valid GSTIN.', 'gstin'],
    ['an empty GSTIN', { gstin: '' }, 'Please enter a valid GSTIN.', 'gstin'],
    ['a missing GSTIN', { gstin: undefined }, 'Please enter a valid GSTIN.', 'gstin'],
  ])('refuses %s with 400 and the exact message, writing nothing', async (_name, changes, message, field) => {
    await expectNothingWritten(api, async () => expectInvalid(await invite({ ...valid(), ...changes }), message, field));
  });

  it('refuses a 15-character GSTIN with a wrong check character with the engine reason', async () => {
    const right = gstinOf('24ABCDE1234F1Z');
    const wrong = `${right.slice(0, 14)}${right.endsWith('A') ? 'B' : 'A'}`;
    await expectNothingWritten(api, async () => {
      const response = await invite({ ...valid(), gstin: wrong });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/^The check character does not match/);
      expect(response.body.errors).toEqual([{ field: 'gstin', message: response.body.error }]);
    });
  });

  it("refuses an email that already has an account with 409 CA_ALREADY_EXISTS, writing nothing", async () => {
    await expectNothingWritten(api, async () => {
      for (const email of [DEMO.ownerEmail, DEMO.caEmail, 'OWNER@demo.bahi.in']) {
        const response = await invite({ ...valid(), email });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ status: false, code: 'CA_ALREADY_EXISTS', error: 'A user with this email already exists.' });
      }
    });
  });

  it('refuses a GSTIN that an organisation already uses, leaves no user behind, and takes the email again later', async () => {
    const email = 'owner@secondchance.in';
    await expectNothingWritten(api, async () => {
      for (const gstin of [DEMO.org.gstin, DEMO.org.gstin.toLowerCase()]) {
        const response = await invite({ ...valid(), email, gstin });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({
          status: false,
          code: 'organisation.gstinTaken',
          error: 'An organisation with this GSTIN already uses Bahi. Request access to it instead.',
        });
      }
    });
    const retry = await invite({ ...valid(), email, orgname: 'Second Chance Traders' });
    expect(retry.status).toBe(200);
    expect(retry.body.message).toBe('Organization invitation sent successfully.');
  });

  it('refuses an organisation user with 403, writing nothing', async () => {
    await expectNothingWritten(api, async () => {
      const response = await invite(valid(), owner.token);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(ONLY_CA);
    });
  });

  it('needs a signed-in user', async () => {
    const response = await api.post(routes.inviteOrganisation.path, valid());
    expect(response.status).toBe(401);
  });

  it('uses the signed-in CA, not the userIdForInvite the form sends', async () => {
    const otherCa = await newCa('Rohan Mehta');
    const gstin = nextGstin();
    const response = await invite({ ...valid(), email: 'owner@rohanclient.in', orgname: 'Rohan Client', gstin, userIdForInvite: ca.userId }, otherCa.token);
    expect(response.status).toBe(200);
    expect(await orgsOf(otherCa)).toEqual([{ id: response.body.orgid, name: 'Rohan Client', gstin, statecode: '24', role: 'ca' }]);
    expect((await orgsOf(ca)).map((org: { id: string }) => org.id)).not.toContain(response.body.orgid);
  });
});

describe('a CA requests access to an existing organisation', () => {
  let asking: SignedIn;

  beforeAll(async () => {
    asking = await newCa('Sunil Joshi');
  });

  it("answers 'Request send successfully to the organization.' and lists the request for the CA", async () => {
    const response = await requestAccess(DEMO.org.gstin.toLowerCase(), asking);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Request send successfully to the organization.' });

    const mine = await api.get(routes.myAccessRequests.path, asking.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      status: true,
      requests: [{ orgId: demoOrgId, orgName: 'Demo Traders', gstin: DEMO.org.gstin, requestedAt: '2024-06-01T09:00:00.000Z' }],
    });
    expect(routes.myAccessRequests.response.parse(mine.body)).toEqual(mine.body);
  });

  it('refuses to ask twice while the first request waits, writing nothing', async () => {
    await expectNothingWritten(api, async () => {
      const response = await requestAccess(DEMO.org.gstin, asking);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        status: false,
        code: 'access.alreadyRequested',
        error: 'A request to this organisation is already waiting for its answer.',
      });
    });
  });

  it('answers 404 for a GSTIN no organisation uses', async () => {
    await expectNothingWritten(api, async () => {
      const response = await requestAccess(gstinOf('29NOONE1234N1Z'), asking);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        status: false,
        code: 'organisation.unknownGstin',
        error: 'No organisation with this GSTIN uses Bahi yet. Invite it instead.',
      });
    });
  });

  it('refuses a CA that already has access with 409', async () => {
    await expectNothingWritten(api, async () => {
      const response = await requestAccess(DEMO.org.gstin, ca);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ status: false, code: 'access.alreadyMember', error: 'You already have access to this organisation.' });
    });
  });

  it('refuses an organisation user with 403 and a malformed GSTIN with 400', async () => {
    await expectNothingWritten(api, async () => {
      const byOwner = await requestAccess(DEMO.org.gstin, owner);
      expect(byOwner.status).toBe(403);
      expect(byOwner.body).toEqual(ONLY_CA);
      expectInvalid(await requestAccess('27AAPFU0939F1Z', asking), 'Please enter a valid GSTIN.', 'gstin');
    });
  });

  it('shows the request to the owner with the CA id, name and email', async () => {
    const response = await api.get(`/api/client/accessrequests/${demoOrgId}`, owner.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      requests: [{ userId: asking.userId, username: 'Sunil Joshi', email: expect.stringMatching(/@sunil-associates\.in$/), requestedAt: '2024-06-01T09:00:00.000Z' }],
    });
    expect(routes.organisationAccessRequests.response.parse(response.body)).toEqual(response.body);
  });

  it("does not show an organisation's requests to another organisation", async () => {
    const response = await api.get(`/api/client/accessrequests/${demoOrgId}`, asking.token);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
  });

  it("keeps the CA out of the organisation's clients until the owner answers", async () => {
    const response = await api.get(`/api/client/get/clients/${demoOrgId}`, asking.token);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
    expect(await orgsOf(asking)).toEqual([]);
  });

  it("does not let a CA of the organisation answer, nor an outsider", async () => {
    await expectNothingWritten(api, async () => {
      const byCa = await answer({ orgid: demoOrgId, userid: asking.userId, accept: true }, ca.token);
      expect(byCa.status).toBe(403);
      expect(byCa.body).toEqual(ONLY_OWNER);
      const bySelf = await answer({ orgid: demoOrgId, userid: asking.userId, accept: true }, asking.token);
      expect(bySelf.status).toBe(403);
      expect(bySelf.body).toEqual(FORBIDDEN);
    });
  });

  it("refuses an answer that is not a yes or no with 400", async () => {
    await expectNothingWritten(api, async () => {
      for (const accept of ['true', 1, null, undefined]) {
        const response = await answer({ orgid: demoOrgId, userid: asking.userId, accept });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('request.invalid');
      }
    });
  });

  it("grants access on the owner's yes: 'Access granted.', the CA holds the organisation as CA, the request is gone", async () => {
    const response = await answer({ orgid: demoOrgId, userid: asking.userId, accept: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Access granted.' });

    expect(await orgsOf(asking)).toEqual([{ id: demoOrgId, ...DEMO.org, role: 'ca' }]);
    expect((await api.get(`/api/client/get/clients/${demoOrgId}`, asking.token)).status).toBe(200);
    expect((await api.get(routes.myAccessRequests.path, asking.token)).body).toEqual({ status: true, requests: [] });
    expect((await api.get(`/api/client/accessrequests/${demoOrgId}`, owner.token)).body).toEqual({ status: true, requests: [] });
  });

  it('answers 404 for a request that does not exist, including one already answered', async () => {
    await expectNothingWritten(api, async () => {
      for (const userid of [asking.userId, 'n0suchuser000000']) {
        const response = await answer({ orgid: demoOrgId, userid, accept: true });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ status: false, code: 'access.noRequest', error: 'The requested record was not found.' });
      }
    });
  });

  it('refuses a second request once the CA has access', async () => {
    const response = await requestAccess(DEMO.org.gstin, asking);
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('You already have access to this organisation.');
  });
});

describe("the owner declines a CA's request", () => {
  let declined: SignedIn;

  beforeAll(async () => {
    declined = await newCa('Prakash Iyer');
    expect((await requestAccess(DEMO.org.gstin, declined)).status).toBe(200);
  });

  it("answers 'Request declined.', gives no access and removes the request from both lists", async () => {
    const response = await answer({ orgid: demoOrgId, userid: declined.userId, accept: false });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Request declined.' });

    expect(await orgsOf(declined)).toEqual([]);
    const clients = await api.get(`/api/client/get/clients/${demoOrgId}`, declined.token);
    expect(clients.status).toBe(403);
    expect(clients.body).toEqual(FORBIDDEN);
    expect((await api.get(routes.myAccessRequests.path, declined.token)).body).toEqual({ status: true, requests: [] });
    const waiting = (await api.get(`/api/client/accessrequests/${demoOrgId}`, owner.token)).body.requests;
    expect(waiting.map((request: { userId: string }) => request.userId)).not.toContain(declined.userId);
  });

  it('lets the CA ask again after a decline', async () => {
    const response = await requestAccess(DEMO.org.gstin, declined);
    expect(response.status).toBe(200);
    expect((await api.get(routes.myAccessRequests.path, declined.token)).body.requests).toHaveLength(1);
  });
});

describe('simultaneous requests', () => {
  it('takes a set-password link only once even when two accepts race', async () => {
    const invited = await invite({ orgname: 'Racing Owners', username: 'Race Owner', email: 'owner@racingowners.in', gstin: nextGstin() });
    expect(invited.status).toBe(200);
    const token = await invitationTokenSentTo(api.server, 'owner@racingowners.in');
    const answers = await Promise.all(
      ['first-password-1', 'second-password-2'].map((password) =>
        api.post(routes.acceptInvitation.path, { token, password, confirmPassword: password }),
      ),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 404]);
  });

  it('leaves no user behind when two invitations race for one GSTIN', async () => {
    const gstin = nextGstin();
    const emails = ['first@racinggstin.in', 'second@racinggstin.in', 'third@racinggstin.in'];
    const answers = await Promise.all(
      emails.map((email) => invite({ orgname: 'Racing GSTIN', username: 'Racer', email, gstin })),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const winner = emails[answers.findIndex((response) => response.status === 200)];
    const profiles = (await api.scanAll()).filter((item) => String(item.pk).startsWith('USER#') && emails.includes(String(item.email)));
    expect(profiles.map((item) => item.email)).toEqual([winner]);
  });
});
