// An account made for someone invited by another user: a sign-in without a password, the profile,
// whatever grants the access (`grantAccess`), and a set-password invitation. The identity provider
// sends the set-password link to the invited email itself; the inviter never sees it (it would let
// them set the password and sign in as the invitee). If a write fails the sign-in is removed again
// (no half-made accounts). Inviting a user into an organisation (settings) and a CA inviting an
// organisation's owner (clients) use it.
import { AppError, conflict } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { INVITATION_LIFETIME_DAYS, newInvitationToken, putInvitation } from '../../store/invitations.js';
import { putUser } from '../../store/users.js';
import { completeAccount } from './accounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitedAccount {
  email: string;
  username: string;
  invitedBy: string;
  /** What the user may use once in: creates the organisation or membership, returns the organisation's id and name. */
  grantAccess: (userId: string) => Promise<{ orgId: string; orgName: string }>;
  /** The AppError to answer when the email already has a sign-in. */
  emailTaken: { code: string; message: string };
}

/** Returns the organisation's id; the new user's id and the link stay with the server and the invitee. */
export async function createInvitedAccount(ports: Ports, input: InvitedAccount): Promise<{ orgId: string }> {
  let userId: string;
  try {
    ({ userId } = await ports.identity.invite({ email: input.email }));
  } catch (error) {
    if (error instanceof AppError && error.code === 'auth.emailTaken') throw conflict(input.emailTaken.code, input.emailTaken.message);
    throw error;
  }
  return completeAccount(ports, input.email, async () => {
    // Access first: an organisation's GSTIN race lost there leaves nothing behind.
    const { orgId, orgName } = await input.grantAccess(userId);
    const now = ports.now();
    const token = newInvitationToken();
    await putUser(ports.table, { id: userId, email: input.email, username: input.username, user_type: 'orguser', createdAt: now.toISOString() });
    await putInvitation(ports.table, token, {
      email: input.email,
      userId,
      username: input.username,
      orgId,
      orgName,
      invitedBy: input.invitedBy,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
    });
    // Last, so nobody is sent a link to an account that could not be completed.
    await ports.identity.sendInvitation({ email: input.email, invitationToken: token });
    return { orgId };
  });
}
