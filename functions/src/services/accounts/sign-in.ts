// Checking a password, throttled: per account (its email) and per client address, failed attempts
// within a fixed window are counted in the table (store/sign-in-failures.ts; no memory of our own,
// as the cloud runs many Lambda instances). Each attempt is counted *before* the password is
// checked, so a burst of parallel guesses cannot all slip in under the limit; a success clears the
// account's count and takes its attempt back from the address's.
import { APP_MESSAGES, fillMessage } from '@bahi/shared';
import { tooManyRequests } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { addSignInAttempts, clearSignInAttempts } from '../../store/sign-in-failures.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failed attempts on one account within a window before it must wait. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Failed attempts from one address within a window (an office behind one address has room for typos). */
export const MAX_FAILURES_PER_ADDRESS = 30;

export function tooManyAttemptsMessage(msUntilRetry: number): string {
  const minutes = Math.max(1, Math.ceil(msUntilRetry / 60_000));
  return fillMessage(APP_MESSAGES.tooManySignInAttempts, { minutes: `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` });
}

/**
 * The identity's sign-in (token and user id) for a correct password; AppError
 * `auth.invalidCredentials` (401) for a wrong one, `auth.tooManyAttempts` (429) once the account or
 * the address has failed too often in this window.
 */
export async function checkPassword(ports: Ports, email: string, password: string, sourceIp: string) {
  const now = ports.now().getTime();
  const window = Math.floor(now / SIGN_IN_WINDOW_MS);
  const windowEnd = (window + 1) * SIGN_IN_WINDOW_MS;
  const expiresAtSeconds = Math.ceil(windowEnd / 1000);
  const account = `EMAIL#${email}`;
  const address = sourceIp ? `IP#${sourceIp}` : null;
  const [accountAttempts, addressAttempts] = await Promise.all([
    addSignInAttempts(ports.table, account, window, 1, expiresAtSeconds),
    address ? addSignInAttempts(ports.table, address, window, 1, expiresAtSeconds) : 0,
  ]);
  if (accountAttempts > MAX_FAILURES_PER_ACCOUNT || addressAttempts > MAX_FAILURES_PER_ADDRESS) {
    throw tooManyRequests('auth.tooManyAttempts', tooManyAttemptsMessage(windowEnd - now));
  }
  const signedIn = await ports.identity.signIn(email, password);
  await Promise.all([
    clearSignInAttempts(ports.table, account, window),
    address ? addSignInAttempts(ports.table, address, window, -1, expiresAtSeconds) : null,
  ]);
  return signedIn;
}
