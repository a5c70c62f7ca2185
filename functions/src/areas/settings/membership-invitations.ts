// The invited side of an invitation into an organisation (org-users.ts sends them): a user who
// already had an account sees what is waiting for them after signing in, and accepts (the
// membership is made with the permissions they were offered) or declines.
import { APP_MESSAGES } from '@bahi/shared';
import { notFound } from '../../errors/app-error.js';
import type { Ports, VerifiedCaller } from '../../ports/index.js';
import { listMembershipInvitationsOfUser, takeMembershipInvitation } from '../../store/membership-invitations.js';
import { addMembership } from '../../store/memberships.js';
import { notify } from '../../store/notifications.js';
import { getOrganisations } from '../../store/organisations.js';
import { getUsers } from '../../store/users.js';

/** The caller's waiting invitations with the organisations' names and who invited them, oldest first. */
export async function invitationsWaitingFor(ports: Ports, caller: VerifiedCaller) {
  const invitations = await listMembershipInvitationsOfUser(ports.table, caller.userId);
  const [orgs, inviters] = await Promise.all([
    getOrganisations(ports.table, invitations.map((i) => i.orgId)),
    getUsers(ports.table, invitations.map((i) => i.invitedBy)),
  ]);
  const orgOf = new Map(orgs.map((org) => [org.id, org]));
  const nameOf = new Map(inviters.map((user) => [user.id, user.username]));
  return invitations
    .filter((invitation) => orgOf.has(invitation.orgId))
    .map((invitation) => ({
      orgId: invitation.orgId,
      orgName: orgOf.get(invitation.orgId)?.name ?? '',
      gstin: orgOf.get(invitation.orgId)?.gstin ?? '',
      invitedBy: nameOf.get(invitation.invitedBy) ?? '',
      permissions: invitation.permissions,
      invitedAt: invitation.invitedAt,
    }))
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt));
}

/** Accepts (joins with the offered permissions) or declines; either way the invitation is gone. */
export async function answerInvitation(ports: Ports, caller: VerifiedCaller, orgId: string, accept: boolean): Promise<string> {
  const invitation = await takeMembershipInvitation(ports.table, orgId, caller.userId);
  if (!invitation) throw notFound('invitation.none', APP_MESSAGES.noInvitation);
  const answer = accept ? 'accepted' : 'declined';
  await notify(ports.table, orgId, { kind: 'invitation', text: `${invitation.fullname} ${answer} the invitation.`, link: '#/settings' }, ports.now());
  if (!accept) return APP_MESSAGES.invitationDeclined;
  // Already a member by another way in the meantime (say, the organisation's CA): nothing to add.
  await addMembership(ports.table, {
    orgId,
    userId: caller.userId,
    role: 'member',
    permissions: invitation.permissions,
    fullname: invitation.fullname,
    phone: invitation.phone,
    createdAt: ports.now().toISOString(),
  });
  return APP_MESSAGES.invitationAccepted;
}
