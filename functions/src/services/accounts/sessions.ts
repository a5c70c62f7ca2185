// Sessions: signing in (a throttled password check, then the session view of a user whose account
// is complete) and signing out everywhere (sign-out, password change).
import { APP_MESSAGES, type SessionUser } from '@bahi/shared';
import { unauthorized } from '../../errors/app-error.js';
import type { Ports, VerifiedCaller } from '../../ports/index.js';
import { getUser, revokeTokens } from '../../store/users.js';
import { sessionUserOf } from './accounts.js';
import { checkPassword } from './sign-in.js';

export async function startSession(
  ports: Ports,
  input: { email: string; password: string; sourceIp: string },
): Promise<{ token: string; user: SessionUser }> {
  const { token, userId } = await checkPassword(ports, input.email, input.password, input.sourceIp);
  // A sign-in without a profile is a sign-up that died half-way; signing up again finishes it (accounts.ts).
  if (!(await getUser(ports.table, userId))) throw unauthorized('auth.signUpUnfinished', APP_MESSAGES.signUpUnfinished);
  return { token, user: await sessionUserOf(ports, userId) };
}

/** Every token the caller holds stops working at once (the request pipeline checks the profile). */
export async function endSessions(ports: Ports, caller: VerifiedCaller): Promise<void> {
  await revokeTokens(ports.table, caller.userId, ports.now());
  await ports.identity.signOutEverywhere(caller.email);
}
