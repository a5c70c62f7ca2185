// Who the caller is. In the cloud Cognito holds the passwords; on a laptop the local adapter keeps
// scrypt hashes in the table and signs its own JWTs. Domain code sees only this interface.
export interface VerifiedCaller {
  /** The stable user id (Cognito `sub`, or the local adapter's id). */
  userId: string;
  email: string;
  /**
   * When the token was issued, in epoch milliseconds (as precise as the provider says: Cognito
   * gives whole seconds). Tokens issued at or before the profile's `tokensValidAfter` are refused.
   */
  issuedAt: number;
  /** When the token expires, in epoch milliseconds. */
  expiresAt: number;
}

export interface IdentityPort {
  /**
   * Creates a sign-in and returns the new user's id (the identity provider issues it).
   * Throws AppError `auth.emailTaken` when the email is already registered.
   */
  register(input: { email: string; password: string }): Promise<{ userId: string }>;
  /**
   * Creates a user who cannot sign in until they set a password through their invitation.
   * Throws AppError `auth.emailTaken` when the email is already registered.
   */
  invite(input: { email: string }): Promise<{ userId: string }>;
  /**
   * Sends an invited user (once the rest of their account is written) the set-password link
   * `setPasswordPath(invitationToken)`, to their email and nowhere else: Cognito emails it; the
   * local adapter keeps it in the table's outbox. The inviter never sees the link.
   */
  sendInvitation(input: { email: string; invitationToken: string }): Promise<void>;
  /** Removes a sign-in: undoes register/invite when the rest of an account could not be written. */
  unregister(email: string): Promise<void>;
  /** Sets (or replaces) the password of an existing user. */
  setPassword(email: string, password: string): Promise<void>;
  /** Checks the password; throws AppError `auth.invalidCredentials` when it does not match. */
  signIn(email: string, password: string): Promise<{ token: string; userId: string }>;
  /**
   * Verifies a bearer token's signature, issuer and expiry (a token without `exp` is refused);
   * throws AppError `auth.unauthorized` when it is not valid. Revocation is checked by the
   * request pipeline against the user's profile.
   */
  verify(token: string): Promise<VerifiedCaller>;
  /** Ends the user's sessions at the provider too, where it keeps any (Cognito's refresh tokens). */
  signOutEverywhere(email: string): Promise<void>;
}

/** Where an invited user sets a password: the site's start page with the invitation's token. */
export const setPasswordPath = (invitationToken: string) => `/?invite=${invitationToken}`;
