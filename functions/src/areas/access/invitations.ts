// An invited organisation owner opens the link and sets a password (the CA's invitation created
// the account without one).
import { APP_MESSAGES } from '@bahi/shared';
import { notFound } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { getInvitation, putInvitation, takeInvitation } from '../../store/invitations.js';

const invitationInvalid = () => notFound('invitation.invalid', APP_MESSAGES.invitationInvalid);

export async function describeInvitation(ports: Ports, token: string) {
  const invitation = await getInvitation(ports.table, token, ports.now());
  if (!invitation) throw invitationInvalid();
  return { email: invitation.email, username: invitation.username, orgname: invitation.orgName };
}

/** Takes the invitation first (only one of two simultaneous accepts can), then sets the password. */
export async function acceptInvitation(ports: Ports, token: string, password: string): Promise<void> {
  const invitation = await takeInvitation(ports.table, token, ports.now());
  if (!invitation) throw invitationInvalid();
  try {
    await ports.identity.setPassword(invitation.email, password);
  } catch (error) {
    await putInvitation(ports.table, token, invitation);
    throw error;
  }
}
