// Users of an organisation (spec part 2 §3 Invited user, §6, §7): invite with permissions, edit,
// remove, and who holds which permission. Owners and CAs hold every permission; invited members
// hold the ids they were given.
import { APP_MESSAGES, MESSAGES, PERMISSION_IDS, type OrgUser, type Permission } from '@bahi/shared';
import { AppError, conflict, forbidden, invalid, notFound } from '../../errors/app-error.js';
import type { Ports, VerifiedCaller } from '../../ports/index.js';
import {
  addMembership,
  deleteMembership,
  getMembership,
  holdsPermission,
  listMembersOfOrg,
  listMembershipsOfUser,
  updateMemberDetails,
  type MembershipRecord,
} from '../../store/memberships.js';
import { putMembershipInvitation } from '../../store/membership-invitations.js';
import { notify } from '../../store/notifications.js';
import { getOrganisations } from '../../store/organisations.js';
import { findUserByEmail, getUser, getUsers } from '../../store/users.js';
import { createInvitedAccount } from '../../services/accounts/invited-account.js';
import { requireOrganisation } from './org-writes.js';

const userAlreadyAvailable = { code: 'settings.userAlreadyAvailable', message: MESSAGES.userAlreadyAvailable };
const alreadyAvailable = () => conflict(userAlreadyAvailable.code, userAlreadyAvailable.message);
const notInOrganisation = () => notFound('settings.userNotInOrganisation', APP_MESSAGES.userNotInOrganisation);

export function permissionsOf(membership: MembershipRecord): Permission[] {
  return membership.role === 'member' ? (membership.permissions ?? []) : [...PERMISSION_IDS];
}

export interface InviteInput {
  email: string;
  fullname: string;
  phone: string;
  permissions: Permission[];
}

/**
 * Invites a user into the organisation. Nobody joins without saying yes: an email without an
 * account gets one (no password yet) and its set-password link by email, setting the password
 * being the yes; an email with an account gets an invitation it accepts or declines after
 * signing in. The inviter hears the same either way. An owner or CA may give any permissions, a
 * member (with 'settings.edit') only permissions they hold themselves. Already in the
 * organisation (in any role): the spec's 'User is already available.'
 */
export async function inviteUser(ports: Ports, inviter: MembershipRecord, input: InviteInput): Promise<void> {
  const { orgId } = inviter;
  const org = await requireOrganisation(ports, orgId);
  if (inviter.role === 'member' && input.permissions.some((p) => !inviter.permissions?.includes(p))) {
    throw forbidden('settings.permissionsBeyondOwn', APP_MESSAGES.permissionsBeyondOwn);
  }
  const details = { permissions: input.permissions, fullname: input.fullname, phone: input.phone };
  const now = ports.now().toISOString();
  const existing = await findUserByEmail(ports.table, input.email);
  if (existing) {
    if (await getMembership(ports.table, orgId, existing.id)) throw alreadyAvailable();
    await putMembershipInvitation(ports.table, { orgId, userId: existing.id, ...details, invitedBy: inviter.userId, invitedAt: now });
  } else {
    await createInvitedAccount(ports, {
      email: input.email,
      username: input.fullname,
      invitedBy: inviter.userId,
      emailTaken: userAlreadyAvailable,
      grantAccess: async (userId) => {
        await addMembership(ports.table, { orgId, userId, role: 'member', ...details, createdAt: now });
        return { orgId, orgName: org.name };
      },
    });
  }
  const text = `${input.fullname} (${input.email}) was invited to ${org.name}.`;
  await notify(ports.table, orgId, { kind: 'invitation', text, link: '#/settings' }, ports.now());
}

/**
 * Changes an invited member's permissions, name and phone. Only the organisation's owner or its
 * CA may (a member with 'settings.edit' could otherwise give themselves everything), and nobody
 * edits their own; owners and CAs hold every permission and are not edited.
 */
export async function editUser(ports: Ports, editor: MembershipRecord, userId: string, details: Omit<InviteInput, 'email'>): Promise<void> {
  const { orgId } = editor;
  if (userId === editor.userId) throw forbidden('settings.ownPermissions', APP_MESSAGES.ownPermissionsNotEditable);
  if (editor.role === 'member') throw forbidden('settings.onlyOwnerOrCaEdits', APP_MESSAGES.onlyOwnerOrCaEditsPermissions);
  if (await updateMemberDetails(ports.table, orgId, userId, details)) return;
  const membership = await getMembership(ports.table, orgId, userId);
  if (!membership) throw notInOrganisation();
  throw invalid('settings.onlyInviteesEditable', APP_MESSAGES.onlyInviteesEditable);
}

/** Removes a user from the organisation: never its owner; its CA only by the owner. */
export async function removeUser(ports: Ports, caller: MembershipRecord, orgId: string, userId: string): Promise<void> {
  const removable = caller.role === 'owner' ? (['member', 'ca'] as const) : (['member'] as const);
  if (await deleteMembership(ports.table, orgId, userId, [...removable])) return;
  const membership = await getMembership(ports.table, orgId, userId);
  if (!membership) throw notInOrganisation();
  if (membership.role === 'owner') throw forbidden('settings.ownerCannotBeRemoved', APP_MESSAGES.ownerCannotBeRemoved);
  throw forbidden('settings.onlyOwnerMayRemoveCa', APP_MESSAGES.onlyOwnerMayRemoveCa);
}

/**
 * A user's permissions in each organisation. Callers may always ask about themselves; about
 * someone else only in the organisations whose users they may see (owner, CA, or 'settings.view'),
 * exactly what the organisation's users list shows them. A user sharing no such organisation is
 * unknown (404), whether or not they exist.
 */
export async function permissionsOfUser(ports: Ports, caller: VerifiedCaller, userId: string) {
  const theirs = await listMembershipsOfUser(ports.table, userId);
  let visible = theirs;
  if (userId !== caller.userId) {
    const mine = await listMembershipsOfUser(ports.table, caller.userId);
    const administered = new Set(mine.filter((m) => holdsPermission(m, 'settings.view')).map((m) => m.orgId));
    visible = theirs.filter((m) => administered.has(m.orgId));
    if (visible.length === 0) throw notFound('settings.userNotFound', APP_MESSAGES.notFound);
  }
  const names = new Map((await getOrganisations(ports.table, visible.map((m) => m.orgId))).map((org) => [org.id, org.name]));
  return visible
    .filter((m) => names.has(m.orgId))
    .map((m) => ({ orgId: m.orgId, orgName: names.get(m.orgId) ?? '', role: m.role, permissions: permissionsOf(m) }))
    .sort((a, b) => a.orgName.localeCompare(b.orgName));
}

const ROLE_ORDER = { owner: 0, ca: 1, member: 2 } as const;

/** The organisation's users with their roles and permissions: owner first, then CAs, then members by name. */
export async function usersOfOrganisation(ports: Ports, orgId: string): Promise<OrgUser[]> {
  const members = await listMembersOfOrg(ports.table, orgId);
  const profiles = new Map((await getUsers(ports.table, members.map((m) => m.userId))).map((user) => [user.id, user]));
  return members
    .map((m) => {
      const profile = profiles.get(m.userId);
      return {
        user_id: m.userId,
        email: profile?.email ?? '',
        fullname: m.fullname ?? profile?.username ?? '',
        phone: m.phone ?? '',
        role: m.role,
        user_type: profile?.user_type ?? 'orguser',
        permissions: permissionsOf(m),
      };
    })
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.fullname.localeCompare(b.fullname));
}

/** Changes the caller's own password after checking the current one. */
export async function changePassword(
  ports: Ports,
  caller: VerifiedCaller,
  input: { id?: string; currentPassword: string; newPassword: string },
): Promise<void> {
  if (input.id && input.id !== caller.userId) throw forbidden('auth.ownPasswordOnly', APP_MESSAGES.ownPasswordOnly);
  const email = (await getUser(ports.table, caller.userId))?.email ?? caller.email;
  try {
    await ports.identity.signIn(email, input.currentPassword);
  } catch (error) {
    if (error instanceof AppError && error.code === 'auth.invalidCredentials') {
      throw invalid('auth.currentPasswordWrong', APP_MESSAGES.currentPasswordWrong, [
        { field: 'currentPassword', message: APP_MESSAGES.currentPasswordWrong },
      ]);
    }
    throw error;
  }
  await ports.identity.setPassword(email, input.newPassword);
}
