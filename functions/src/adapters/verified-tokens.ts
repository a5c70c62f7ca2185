// Remembers tokens an identity adapter has verified. Every request of a session carries the same
// token, and checking its signature again each time costs more than the rest of a small request's
// own work (an HMAC through WebCrypto locally, an RSA signature with Cognito). A signature that
// verified stays valid until the token expires, so a token is remembered — by its whole text —
// until then. Revocation (sign-out, password change) is not a property of the token: the request
// pipeline checks it against the profile on every request, cached or not.

import type { VerifiedCaller } from '../ports/identity.js';

/** Sessions a warm Lambda or the local server serves at once; beyond it the oldest is forgotten. */
const REMEMBERED_TOKENS = 1000;

export function rememberingVerifier(
  verify: (token: string) => Promise<VerifiedCaller>,
  // Read at each call (not Date.now itself, bound once): a moved clock is seen.
  now: () => number = () => Date.now(),
): (token: string) => Promise<VerifiedCaller> {
  const verified = new Map<string, VerifiedCaller>();
  return async (token) => {
    const known = verified.get(token);
    if (known && now() < known.expiresAt) return known;
    verified.delete(token);
    const caller = await verify(token);
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, caller);
    return caller;
  };
}
