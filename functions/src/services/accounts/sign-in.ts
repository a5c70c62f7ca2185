// Checking a password, throttled: failed attempts within a fixed window are counted in the table
// (store/sign-in-failures.ts; no memory of our own, as the cloud runs many Lambda instances) per
// client address, per account from that address, and per account from everywhere. Each attempt is
// counted *before* the password is checked, so a burst of parallel guesses cannot all slip in under
// the limit; a success clears the account's count from its address and takes its attempt back
// from the others.
//
// Why three counters (walk 33 L7): with the account's own limit low, anyone who knew an email
// locked its owner out with eleven wrong passwords. The low limit now holds per account *and
// address*: guesses from one place end there, and the owner signs in from another. An account's
// limit over every address is ten times higher, to bound guessing spread over many addresses. An
// attempt the address's own limit refuses is not counted against the account at all.
import { APP_MESSAGES, fillMessage } from '@bahi/shared';
import { tooManyRequests } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { addSignInAttempts, clearSignInAttempts } from '../../store/sign-in-failures.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failed attempts on one account from one address within a window before that address must wait for it. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Failed attempts on one account from all addresses together within a window. */
export const MAX_FAILURES_PER_ACCOUNT_EVERYWHERE = 100;
/** Failed attempts from one address within a window (an office behind one address has room for typos). */
export const MAX_FAILURES_PER_ADDRESS = 30;

export function tooManyAttemptsMessage(msUntilRetry: number): string {
  const minutes = Math.max(1, Math.ceil(msUntilRetry / 60_000));
  return fillMessage(APP_MESSAGES.tooManySignInAttempts, { minutes: `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` });
}

/**
 * The identity's sign-in (token and user id) for a correct password; AppError
 * `auth.invalidCredentials` (401) for a wrong one, `auth.tooManyAttempts` (429) once the address, the
 * account from it, or the account from everywhere has failed too often in this window.
 */
export async function checkPassword(ports: Ports, email: string, password: string, sourceIp: string) {
  const now = ports.now().getTime();
  const window = Math.floor(now / SIGN_IN_WINDOW_MS);
  const windowEnd = (window + 1) * SIGN_IN_WINDOW_MS;
  const expiresAtSeconds = Math.ceil(windowEnd / 1000);
  const count = (subject: string, delta: number) => addSignInAttempts(ports.table, subject, window, delta, expiresAtSeconds);
  const refuse = () => tooManyRequests('auth.tooManyAttempts', tooManyAttemptsMessage(windowEnd - now));
  const account = `EMAIL#${email}`;
  const fromHere = `EMAIL#${email}#IP#${sourceIp}`;
  const address = sourceIp ? `IP#${sourceIp}` : null;
  if (address && (await count(address, 1)) > MAX_FAILURES_PER_ADDRESS) throw refuse();
  const [hereAttempts, accountAttempts] = await Promise.all([count(fromHere, 1), count(account, 1)]);
  if (hereAttempts > MAX_FAILURES_PER_ACCOUNT || accountAttempts > MAX_FAILURES_PER_ACCOUNT_EVERYWHERE) throw refuse();
  const signedIn = await ports.identity.signIn(email, password);
  await Promise.all([clearSignInAttempts(ports.table, fromHere, window), count(account, -1), address ? count(address, -1) : null]);
  return signedIn;
}
