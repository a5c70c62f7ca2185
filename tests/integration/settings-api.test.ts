// Settings and users over real HTTP (spec part 2 §7 "Settings and users"): inviting users with
// permissions and what those permissions let them do, the organisation's details and its GSTIN
// claim, adding an organisation, and changing a password. Addresses, bank accounts, numbering,
// custom fields and the logo: settings-org-api.test.ts.
import { APP_MESSAGES, MESSAGES, PERMISSIONS, gstinCheckCharacter, PERMISSION_IDS, routeList, routes, buildPath, type RouteDefinition } from '@bahi/shared';
import { DEMO, signIn, signUp, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';
import { invitationTokenSentTo } from '../support/outbox.js';

let api: TestServer;
let owner: SignedIn;
let ca: SignedIn;
let orgId: string;

beforeAll(async () => {
  api = await startTestServer();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  ca = await signIn(api, DEMO.caEmail, DEMO.password);
  orgId = owner.orgs.find((org) => org.name === DEMO.org.name)!.id;
}, 30_000);
afterAll(async () => {
  await api?.close();
});

const error = (code: string, message: string) => ({ status: false, code, error: message });

const INVITATION_SENT = { status: true, message: 'Invitation sent. The user joins the organisation once they accept it.' };

/** Sets a password through the invitation emailed to a new user (read from the local outbox), then signs in. */
async function acceptInvitation(email: string, password: string): Promise<SignedIn> {
  const token = await invitationTokenSentTo(api.server, email);
  const accepted = await api.post(routes.acceptInvitation.path, { token, password, confirmPassword: password });
  expect(accepted.status).toBe(200);
  return signIn(api, email, password);
}

describe('GET /api/users/getpermissions', () => {
  it('lists every permission with its group and name', async () => {
    const response = await api.get(routes.listPermissions.path, owner.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, permissions: PERMISSIONS.map(({ id, group, name }) => ({ id, group, name })) });
  });
});

describe('an invited user who may only see items', () => {
  const email = 'storekeeper@demo.bahi.in';
  let invited: SignedIn;
  let invitedId: string;

  beforeAll(async () => {
    const response = await api.post(
      routes.inviteOrgUser.path,
      { orgId, email: 'StoreKeeper@Demo.Bahi.in', fullname: 'Store Keeper', phone: '9876543210', permissions: ['items.view'] },
      owner.token,
    );
    // Neither the invitee's id nor the set-password link: that link would let the inviter become the invitee.
    expect([response.status, response.body]).toEqual([200, INVITATION_SENT]);
    expect(response.text).not.toContain('invite=');
    invited = await acceptInvitation(email, 'Store@1234');
    invitedId = invited.userId;
  });

  it('holds the organisation as a member with exactly that permission', async () => {
    expect(invited.orgs.map((org) => [org.name, org.role])).toEqual([[DEMO.org.name, 'member']]);
    const own = await api.get(buildPath(routes.userPermissions.path, { id: invitedId }), invited.token);
    expect(own.body).toEqual({ status: true, data: [{ orgId, orgName: DEMO.org.name, role: 'member', permissions: ['items.view'] }] });
  });

  it('gets 403 on every settings read and write of the organisation', async () => {
    const settingsOrgRoutes = routeList.filter(({ route }) => route.area === 'settings' && route.auth.mode === 'org');
    expect(settingsOrgRoutes).toHaveLength(18);
    const answers = [];
    for (const { name, route } of settingsOrgRoutes) {
      const r = route as RouteDefinition;
      const path = buildPath(r.path, { orgid: orgId, userid: invitedId });
      const response =
        r.method === 'GET' ? await api.get(path, invited.token) : await api.post(path, { orgid: orgId, orgId, userid: owner.userId }, invited.token);
      answers.push([name, response.status, response.body]);
    }
    expect(answers).toEqual(settingsOrgRoutes.map(({ name }) => [name, 403, error('access.noPermission', APP_MESSAGES.noPermission)]));
  });

  it('may not ask for the permissions of another user', async () => {
    const response = await api.get(buildPath(routes.userPermissions.path, { id: owner.userId }), invited.token);
    expect([response.status, response.body]).toEqual([404, error('settings.userNotFound', APP_MESSAGES.notFound)]);
  });

  it('is listed with the organisation, and the owner sees the permissions', async () => {
    const response = await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: owner.userId }), owner.token);
    expect(response.status).toBe(200);
    expect(response.body.organisation).toMatchObject({ id: orgId, org_name: DEMO.org.name, gstin: DEMO.org.gstin, statecode: '27' });
    expect(response.body.users).toEqual([
      { user_id: owner.userId, email: DEMO.ownerEmail, fullname: 'Demo Owner', phone: '', role: 'owner', user_type: 'orguser', permissions: PERMISSION_IDS },
      { user_id: ca.userId, email: DEMO.caEmail, fullname: expect.any(String), phone: '', role: 'ca', user_type: 'CA', permissions: PERMISSION_IDS },
      { user_id: invitedId, email, fullname: 'Store Keeper', phone: '+91 98765 43210', role: 'member', user_type: 'orguser', permissions: ['items.view'] },
    ]);
    const theirs = await api.get(buildPath(routes.userPermissions.path, { id: invitedId }), owner.token);
    expect(theirs.body.data).toEqual([{ orgId, orgName: DEMO.org.name, role: 'member', permissions: ['items.view'] }]);
  });

  it("answers 'User is already available.' when invited again", async () => {
    const response = await api.post(routes.inviteOrgUser.path, { orgId, email, fullname: 'Again', permissions: [] }, owner.token);
    expect([response.status, response.body]).toEqual([409, error('settings.userAlreadyAvailable', 'User is already available.')]);
  });

  it('gains settings.view and settings.edit when the owner edits the invitee, the email staying as it was', async () => {
    const edit = await api.post(
      routes.editOrgUser.path,
      { orgId, user_id: invitedId, email: 'changed@example.in', fullname: 'Store Manager', phone: '', permissions: ['items.view', 'settings.view', 'settings.edit'] },
      owner.token,
    );
    expect(edit.body).toEqual({ status: true, message: 'Invitee permissions updated successfully' });
    const read = await api.get(routes.invoiceStrings.path.replace('{orgid}', orgId), invited.token);
    expect(read.status).toBe(200);
    const users = await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: invitedId }), invited.token);
    expect(users.body.users.find((u: { user_id: string }) => u.user_id === invitedId)).toEqual({
      user_id: invitedId,
      email,
      fullname: 'Store Manager',
      phone: '',
      role: 'member',
      user_type: 'orguser',
      permissions: ['items.view', 'settings.view', 'settings.edit'],
    });
    // A settings administrator sees others' permissions in this organisation.
    const ownerPerms = await api.get(buildPath(routes.userPermissions.path, { id: owner.userId }), invited.token);
    expect(ownerPerms.body.data).toEqual([{ orgId, orgName: DEMO.org.name, role: 'owner', permissions: PERMISSION_IDS }]);
  });

  it("cannot remove the owner, nor the CA (only the owner can), nor edit the owner's permissions", async () => {
    const owners = await api.post(routes.deleteOrgUser.path, { orgid: orgId, userid: owner.userId }, invited.token);
    expect([owners.status, owners.body]).toEqual([403, error('settings.ownerCannotBeRemoved', APP_MESSAGES.ownerCannotBeRemoved)]);
    const cas = await api.post(routes.deleteOrgUser.path, { orgid: orgId, userid: ca.userId }, invited.token);
    expect([cas.status, cas.body]).toEqual([403, error('settings.onlyOwnerMayRemoveCa', APP_MESSAGES.onlyOwnerMayRemoveCa)]);
    const edit = await api.post(routes.editOrgUser.path, { orgId, user_id: owner.userId, fullname: 'X', permissions: [] }, invited.token);
    expect([edit.status, edit.body]).toEqual([403, error('settings.onlyOwnerOrCaEdits', APP_MESSAGES.onlyOwnerOrCaEditsPermissions)]);
  });

  it('cannot grant itself every permission with settings.edit, nor change another member: only the owner or CA edits', async () => {
    const own = await api.post(routes.editOrgUser.path, { orgId, user_id: invitedId, fullname: 'Store Manager', permissions: [...PERMISSION_IDS] }, invited.token);
    expect([own.status, own.body]).toEqual([403, error('settings.ownPermissions', "You cannot change your own permissions.")]);
    const perms = await api.get(buildPath(routes.userPermissions.path, { id: invitedId }), invited.token);
    expect(perms.body.data).toEqual([{ orgId, orgName: DEMO.org.name, role: 'member', permissions: ['items.view', 'settings.view', 'settings.edit'] }]);
    // The owner may not edit itself either (and has every permission anyway).
    const ownerSelf = await api.post(routes.editOrgUser.path, { orgId, user_id: owner.userId, fullname: 'X', permissions: [] }, owner.token);
    expect([ownerSelf.status, ownerSelf.body]).toEqual([403, error('settings.ownPermissions', APP_MESSAGES.ownPermissionsNotEditable)]);
  });

  it('invites with at most the permissions it holds itself', async () => {
    const beyond = await api.post(routes.inviteOrgUser.path, { orgId, email: 'helper@example.in', fullname: 'Helper', permissions: ['items.view', 'accounts.edit'] }, invited.token);
    expect([beyond.status, beyond.body]).toEqual([403, error('settings.permissionsBeyondOwn', 'You can give only permissions that you hold yourself.')]);
    const within = await api.post(routes.inviteOrgUser.path, { orgId, email: 'helper@example.in', fullname: 'Helper', permissions: ['items.view'] }, invited.token);
    expect([within.status, within.body]).toEqual([200, INVITATION_SENT]);
    const helper = await acceptInvitation('helper@example.in', 'Helper@1234');
    const perms = await api.get(buildPath(routes.userPermissions.path, { id: helper.userId }), helper.token);
    expect(perms.body.data).toEqual([{ orgId, orgName: DEMO.org.name, role: 'member', permissions: ['items.view'] }]);
    // A member editing another member is refused too.
    const edit = await api.post(routes.editOrgUser.path, { orgId, user_id: helper.userId, fullname: 'Helper', permissions: [...PERMISSION_IDS] }, invited.token);
    expect([edit.status, edit.body]).toEqual([403, error('settings.onlyOwnerOrCaEdits', "Only the organisation's owner or its CA can change a user's permissions.")]);
  });

  it('refuses unknown permission ids and an invalid phone', async () => {
    const unknown = await api.post(routes.editOrgUser.path, { orgId, user_id: invitedId, fullname: 'X', permissions: ['god.mode'] }, owner.token);
    expect([unknown.status, unknown.body.error]).toEqual([400, APP_MESSAGES.permissionUnknown]);
    const phone = await api.post(routes.inviteOrgUser.path, { orgId, email: 'p@example.in', fullname: 'P', phone: '12' }, owner.token);
    expect([phone.status, phone.body.error]).toEqual([400, MESSAGES.phoneInvalid]);
  });

  it('is removed by the owner, then has no access and 404 on a second removal', async () => {
    const removed = await api.post(routes.deleteOrgUser.path, { orgid: orgId, userid: invitedId }, owner.token);
    expect(removed.body).toEqual({ status: true, message: 'Invitee deleted successfully' });
    const read = await api.get(routes.invoiceStrings.path.replace('{orgid}', orgId), invited.token);
    expect([read.status, read.body]).toEqual([403, error('access.notMember', APP_MESSAGES.forbidden)]);
    const again = await api.post(routes.deleteOrgUser.path, { orgid: orgId, userid: invitedId }, owner.token);
    expect([again.status, again.body]).toEqual([404, error('settings.userNotInOrganisation', APP_MESSAGES.userNotInOrganisation)]);
  });
});

describe('inviting someone who already has a Bahi account', () => {
  const email = 'other.owner@example.in';
  let other: SignedIn;
  const invitationsOf = async (user: SignedIn) => (await api.get(routes.myMembershipInvitations.path, user.token)).body;
  const answer = (user: SignedIn, accept: boolean) => api.post(routes.answerMembershipInvitation.path, { orgid: orgId, accept }, user.token);

  beforeAll(async () => {
    other = await signUp(api, { username: 'Other Owner', email, password: 'Other@1234', orgname: 'Other Co', gstin: '29AAACR5055K1Z3' });
  });

  it('answers exactly as for a new user (no user id) and adds nobody until they accept', async () => {
    const response = await api.post(routes.inviteOrgUser.path, { orgId, email, fullname: 'Other Owner', phone: '9876543210', permissions: ['clients.view'] }, owner.token);
    expect([response.status, response.body]).toEqual([200, INVITATION_SENT]);
    expect(response.text).not.toContain(other.userId);
    const signedIn = await signIn(api, email, 'Other@1234');
    expect(signedIn.orgs.map((org) => org.name)).toEqual(['Other Co']);
    const read = await api.get(routes.invoiceStrings.path.replace('{orgid}', orgId), other.token);
    expect([read.status, read.body]).toEqual([403, error('access.notMember', APP_MESSAGES.forbidden)]);
    expect(await invitationsOf(other)).toEqual({
      status: true,
      invitations: [
        { orgId, orgName: DEMO.org.name, gstin: DEMO.org.gstin, invitedBy: 'Demo Owner', permissions: ['clients.view'], invitedAt: expect.any(String) },
      ],
    });
  });

  it('lets nobody else answer it', async () => {
    expect((await answer(owner, true)).status).toBe(404);
    expect(await invitationsOf(other)).toMatchObject({ invitations: [{ orgId }] });
  });

  it('makes the membership with the offered permissions when accepted, once', async () => {
    const accepted = await answer(other, true);
    expect([accepted.status, accepted.body]).toEqual([200, { status: true, message: 'You have joined the organisation.' }]);
    const again = await signIn(api, email, 'Other@1234');
    expect(again.orgs.map((org) => [org.name, org.role])).toEqual([[DEMO.org.name, 'member'], ['Other Co', 'owner']]);
    const perms = await api.get(buildPath(routes.userPermissions.path, { id: other.userId }), other.token);
    expect(perms.body.data).toContainEqual({ orgId, orgName: DEMO.org.name, role: 'member', permissions: ['clients.view'] });
    expect(await invitationsOf(other)).toEqual({ status: true, invitations: [] });
    const twice = await answer(other, true);
    expect([twice.status, twice.body]).toEqual([404, error('invitation.none', 'There is no invitation from this organisation waiting for you.')]);
  });

  it('adds nothing when declined', async () => {
    const third = await signUp(api, { username: 'Third Owner', email: 'third@example.in', password: 'Third@1234', orgname: 'Third Co', gstin: `29AAACT5055K1Z${gstinCheckCharacter('29AAACT5055K1Z')}` });
    await api.post(routes.inviteOrgUser.path, { orgId, email: 'third@example.in', fullname: 'Third', permissions: [] }, owner.token);
    const declined = await answer(third, false);
    expect([declined.status, declined.body]).toEqual([200, { status: true, message: 'Invitation declined.' }]);
    expect(await invitationsOf(third)).toEqual({ status: true, invitations: [] });
    const again = await signIn(api, 'third@example.in', 'Third@1234');
    expect(again.orgs.map((org) => org.name)).toEqual(['Third Co']);
  });
});

describe('the CA of the organisation', () => {
  it('can read and change its settings and invite users', async () => {
    const read = await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: ca.userId }), ca.token);
    expect(read.status).toBe(200);
    const roundOff = await api.post(routes.saveRoundOff.path, { orgid: orgId, checkedRoundOff: true }, ca.token);
    expect([roundOff.status, roundOff.body.message, roundOff.body.organisation.roundoff_amount]).toEqual([200, 'Settings updated successfully', 1]);
    const invite = await api.post(routes.inviteOrgUser.path, { orgId, email: 'clerk@demo.bahi.in', fullname: 'Clerk', permissions: [] }, ca.token);
    expect([invite.status, invite.body]).toEqual([200, INVITATION_SENT]);
    const perms = await api.get(buildPath(routes.userPermissions.path, { id: ca.userId }), ca.token);
    expect(perms.body.data).toEqual([{ orgId, orgName: DEMO.org.name, role: 'ca', permissions: PERMISSION_IDS }]);
  });
});

describe("the demo organisation's seeded address", () => {
  const organisation = async () =>
    (await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: owner.userId }), owner.token)).body.organisation;

  it("saves again as it is, its landline '022-2201-4455' stored as 022-22014455", async () => {
    const [seeded] = (await organisation()).addresses;
    expect(seeded).toMatchObject({ city: 'Mumbai', phone: '022-2201-4455', isprimary: 1 });
    const { id, address, city, state_id, pincode, phone, isprimary } = seeded;
    const saved = await api.post(routes.updateOrgAddress.path, { orgid: orgId, id, address, city, state_id, pincode, phone, isprimary }, owner.token);
    expect([saved.status, saved.body.message]).toEqual([200, MESSAGES.addressSaved]);
    expect((await organisation()).addresses[0]).toEqual({ ...seeded, phone: '022-22014455' });
  });

  it('takes a mobile written +91 98450 12345, 09845012345 or 98450 12345, stored as +91 98450 12345', async () => {
    const [seeded] = (await organisation()).addresses;
    for (const phone of ['+91 98450 12345', '09845012345', '98450 12345']) {
      const saved = await api.post(routes.updateOrgAddress.path, { ...seeded, orgid: orgId, phone }, owner.token);
      expect(saved.status).toBe(200);
      expect((await organisation()).addresses[0].phone).toBe('+91 98450 12345');
    }
  });
});

describe('organisation details and the GSTIN claim', () => {
  let otherOrgId: string;
  let otherToken: string;

  beforeAll(async () => {
    const other = await signUp(api, { username: 'Rival', email: 'rival@example.in', password: 'Rival@1234', orgname: 'Rival Traders', gstin: '33ABCDE5678G1ZH' });
    otherOrgId = other.orgId!;
    otherToken = other.token;
  });

  const update = (body: Record<string, unknown>, token = owner.token) =>
    api.post(routes.updateOrganisation.path, { orgid: orgId, org_name: DEMO.org.name, gstin: DEMO.org.gstin, ...body }, token);

  it("refuses a GSTIN that is not 15 characters with 'Please enter a valid number', then runs the engine's check", async () => {
    const short = await update({ gstin: '27AAPFU0939F1Z' });
    expect([short.status, short.body.error]).toEqual([400, 'Please enter a valid number']);
    const bad = await update({ gstin: '27AAPFU0939F1ZA' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).not.toBe('Please enter a valid number');
  });

  it('changes name, industry, turnover, scheme and features', async () => {
    const response = await update({ org_name: 'Demo Traders LLP', business_id: 8, turnover_id: 2, schemetype: 'composite', features: { inventory_tracking: true } });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Organization Details updated successfully');
    expect(response.body.organisation).toMatchObject({
      org_name: 'Demo Traders LLP',
      business_id: 8,
      turnover_id: 2,
      schemetype: 'composite',
      features: ['inventory_tracking'],
      gstin: DEMO.org.gstin,
    });
    const off = await update({ features: { inventory_tracking: 0 } });
    expect(off.body.organisation.features).toEqual([]);
    const badScheme = await update({ schemetype: 'special' });
    expect([badScheme.status, badScheme.body.error]).toEqual([400, APP_MESSAGES.schemeTypeInvalid]);
    // Only the form's bands: an id the list does not have is refused by the server too.
    for (const turnover_id of [0, 7, 99]) {
      const badTurnover = await update({ turnover_id });
      expect([turnover_id, badTurnover.status, badTurnover.body.error]).toEqual([turnover_id, 400, APP_MESSAGES.turnoverInvalid]);
    }
  });

  it("keeps the letters of undertaking one a financial year, refuses a malformed one, a second for a year or one filed after its year without writing, and removes them", async () => {
    // RFD-11 for 2026-27 filed on 20 March 2026, before its year; the ARN typed in lower case.
    const saved = await update({ luts: [{ fy: '2026-27', arn: ' ad240326012345x ', date: '20-03-2026' }, { fy: '2025-26', arn: 'AD270325012345X', date: '2025-04-02' }] });
    expect([saved.status, saved.body.organisation.luts]).toEqual([
      200,
      [
        { fy: '2025-26', arn: 'AD270325012345X', date: '2025-04-02' },
        { fy: '2026-27', arn: 'AD240326012345X', date: '2026-03-20' },
      ],
    ]);
    // A save of the other details without them keeps them.
    const kept = await update({ org_name: 'Demo Traders LLP' });
    expect(kept.body.organisation.luts).toEqual(saved.body.organisation.luts);
    const before = (await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: owner.userId }), owner.token)).body.organisation;
    const lut = { fy: '2025-26', arn: 'AD270325012345X', date: '2025-04-02' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ luts: [{ ...lut, arn: 'AD2703240123' }] }, APP_MESSAGES.lutArnInvalid],
      [{ luts: [{ ...lut, arn: 'AD-270324-01234' }] }, APP_MESSAGES.lutArnInvalid],
      [{ luts: [{ ...lut, date: '' }] }, APP_MESSAGES.lutDateRequired],
      [{ luts: [{ ...lut, date: '31-02-2025' }] }, APP_MESSAGES.lutDateRequired],
      [{ luts: [{ ...lut, fy: '2025-2026' }] }, APP_MESSAGES.lutYearInvalid],
      [{ luts: [{ ...lut, fy: '2025-27' }] }, APP_MESSAGES.lutYearInvalid],
      [{ luts: [lut, { ...lut, arn: 'AD270325099999X', date: '2025-05-02' }] }, 'There is already an LUT for 2025-26: keep one for each financial year.'],
      [{ luts: [{ ...lut, date: '2026-04-01' }] }, 'An LUT for 2025-26 is filed before that year ends.'],
      // Years GST never had (walk 37 H3: these three were a 500) or not yet filed for (M6).
      [{ luts: [{ ...lut, fy: '0000-01', date: '2025-04-02' }] }, APP_MESSAGES.lutYearInvalid],
      [{ luts: [{ ...lut, fy: '9999-00', date: '2026-01-01' }] }, APP_MESSAGES.lutYearInvalid],
      [{ luts: [{ ...lut, fy: '2016-17', date: '2017-03-01' }] }, APP_MESSAGES.lutYearInvalid],
      [{ luts: [{ ...lut, date: '0001-01-01' }] }, "The LUT's date cannot be before 1 July 2017, when GST began."],
      [{ luts: [{ ...lut, fy: '2040-41', date: '2026-11-01' }] }, 'An LUT for 2040-41 is filed in that year or in the year before it.'],
    ];
    for (const [body, message] of refusals) {
      const refused = await update(body);
      expect([body, refused.status, refused.body.error]).toEqual([body, 400, message]);
    }
    const after = (await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: owner.userId }), owner.token)).body.organisation;
    expect(after).toEqual(before);
    const removed = await update({ luts: [] });
    expect([removed.status, removed.body.organisation.luts]).toEqual([200, []]);
  });

  it('answers 409 when the new GSTIN belongs to another organisation, and changes nothing', async () => {
    const before = await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: owner.userId }), owner.token);
    const response = await update({ gstin: '33ABCDE5678G1ZH' });
    expect([response.status, response.body]).toEqual([409, error('organisation.gstinTaken', APP_MESSAGES.organisationGstinTaken)]);
    const after = await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: owner.userId }), owner.token);
    expect(after.body.organisation).toEqual(before.body.organisation);
  });

  it('moves the claim to a new GSTIN and frees the old one for another organisation', async () => {
    const moved = await update({ gstin: '29AAGCB7383J1Z4' });
    expect(moved.status).toBe(200);
    expect(moved.body.organisation).toMatchObject({ gstin: '29AAGCB7383J1Z4', statecode: '29' });
    const claims = (await api.scanAll()).filter((item) => String(item.pk).startsWith('GSTIN#') && item.orgId === orgId).map((item) => item.pk);
    expect(claims).toEqual(['GSTIN#29AAGCB7383J1Z4']);
    // The old GSTIN is free: the rival can take it.
    const rival = await api.post(routes.updateOrganisation.path, { orgid: otherOrgId, org_name: 'Rival Traders', gstin: DEMO.org.gstin }, otherToken);
    expect(rival.status).toBe(200);
    const back = await update({ gstin: DEMO.org.gstin });
    expect(back.status).toBe(409);
  });

  it('answers 409 to a form that saves over a newer version', async () => {
    const current = await api.get(buildPath(routes.organisationAndUsers.path, { orgid: orgId, userid: owner.userId }), owner.token);
    const version = current.body.organisation.version;
    const first = await update({ gstin: '29AAGCB7383J1Z4', org_name: 'First save', version });
    expect(first.status).toBe(200);
    const stale = await update({ gstin: '29AAGCB7383J1Z4', org_name: 'Stale save', version });
    expect([stale.status, stale.body]).toEqual([409, error('organisation.versionConflict', APP_MESSAGES.versionConflict)]);
  });
});

describe('POST /api/users/adding/org', () => {
  it('creates an organisation the caller owns, and refuses a GSTIN already in use', async () => {
    const response = await api.post(routes.addOrganisation.path, { org_name: 'Demo Branch', gstin: '24AAACC1206D1ZM', business_id: 3, schemetype: 'composite' }, owner.token);
    expect(response.body).toEqual({ status: true, message: 'Organization added successfully', orgid: expect.stringMatching(/^[a-z0-9]{16}$/) });
    const details = await api.get(buildPath(routes.organisationAndUsers.path, { orgid: response.body.orgid, userid: owner.userId }), owner.token);
    expect(details.body.organisation).toMatchObject({ org_name: 'Demo Branch', gstin: '24AAACC1206D1ZM', statecode: '24', business_id: 3, schemetype: 'composite' });
    expect(details.body.users.map((u: { role: string }) => u.role)).toEqual(['owner']);
    const taken = await api.post(routes.addOrganisation.path, { org_name: 'Copy', gstin: '24AAACC1206D1ZM' }, owner.token);
    expect([taken.status, taken.body.code]).toEqual([409, 'organisation.gstinTaken']);
    const invalid = await api.post(routes.addOrganisation.path, { org_name: 'Copy', gstin: '24AAACC' }, owner.token);
    expect([invalid.status, invalid.body.error]).toEqual([400, 'Please enter a valid number']);
  });
});

describe('POST /api/users/password/reset', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(api, { username: 'Pass Word', email: 'password@example.in', password: 'Before@123', usertype: 'CA' });
  });
  const reset = (body: Record<string, unknown>, token = user.token) => api.post(routes.changePassword.path, body, token);

  it("refuses a new password that differs from its confirmation with the spec's message", async () => {
    const response = await reset({ id: user.userId, currentPassword: 'Before@123', newPassword: 'After@1234', confirmnewPassword: 'After@12345' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: false,
      code: 'request.invalid',
      error: 'Please enter new password and confirm password as same',
      errors: [{ field: 'confirmnewPassword', message: 'Please enter new password and confirm password as same' }],
    });
  });

  it('refuses a wrong current password, with the error list', async () => {
    const response = await reset({ id: user.userId, currentPassword: 'Wrong@123', newPassword: 'After@1234', confirmnewPassword: 'After@1234' });
    expect([response.status, response.body]).toEqual([
      400,
      { ...error('auth.currentPasswordWrong', APP_MESSAGES.currentPasswordWrong), errors: [{ field: 'currentPassword', message: APP_MESSAGES.currentPasswordWrong }] },
    ]);
  });

  it("refuses to change another user's password", async () => {
    const response = await reset({ id: owner.userId, currentPassword: 'Before@123', newPassword: 'After@1234', confirmnewPassword: 'After@1234' });
    expect([response.status, response.body]).toEqual([403, error('auth.ownPasswordOnly', APP_MESSAGES.ownPasswordOnly)]);
  });

  it('changes it, after which only the new password signs in', async () => {
    const response = await reset({ id: user.userId, currentPassword: 'Before@123', newPassword: 'After@1234', confirmnewPassword: 'After@1234' });
    expect(response.body).toEqual({ status: true, message: APP_MESSAGES.passwordChanged, errors: [] });
    expect((await api.post(routes.login.path, { email: 'password@example.in', password: 'Before@123' })).status).toBe(401);
    await expect(signIn(api, 'password@example.in', 'After@1234')).resolves.toMatchObject({ userId: user.userId });
  });
});

describe('odd bodies', () => {
  it('never answers a settings route with 500, whatever the body', async () => {
    const bodies = [null, [], 'text', 42, { orgid: orgId, orgId }, { orgid: orgId, orgId, imgDta: 5, ext: ['png'], permissions: 'all', customfields: {}, b2b: 7 }];
    const fivehundreds: string[] = [];
    for (const { name, route } of routeList.filter(({ route }) => route.area === 'settings' && route.method === 'POST')) {
      for (const body of bodies) {
        const response = await api.request('POST', route.path, { token: owner.token, rawBody: JSON.stringify(body) });
        if (response.status >= 500) fivehundreds.push(`${name} ${JSON.stringify(body)} -> ${response.status}`);
      }
      const malformed = await api.request('POST', route.path, { token: owner.token, rawBody: '{"orgid":' });
      if (malformed.status !== 400 && malformed.status !== 403) fivehundreds.push(`${name} malformed -> ${malformed.status}`);
    }
    expect(fivehundreds).toEqual([]);
  });
});
