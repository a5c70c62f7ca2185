// An invited organisation owner opens the link and sets a password (the CA's invitation created
// the account without one).
import { APP_MESSAGES } from '@bahi/shared';
import { notFound } from '../../http/app-error.js';
import type { Ports } from '../../ports/index.js';
import { deleteInvitation, getInvitation, type InvitationRecord } from '../../store/invitations.js';

async function validInvitation(ports: Ports, token: string): Promise<InvitationRecord> {
  const invitation = await getInvitation(ports.table, token, ports.now());
  if (!invitation) throw notFound('invitation.invalid', APP_MESSAGES.invitationInvalid);
  return invitation;
}

export async function describeInvitation(ports: Ports, token: string) {
  const invitation = await validInvitation(ports, token);
  return { email: invitation.email, username: invitation.username, orgname: invitation.orgName };
}

export async function acceptInvitation(ports: Ports, token: string, password: string): Promise<void> {
  const invitation = await validInvitation(ports, token);
  await ports.identity.setPassword(invitation.email, password);
  await deleteInvitation(ports.table, token);
}
