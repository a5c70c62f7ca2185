// Cognito identity for the cloud. Sign-up registers the user in the pool and confirms it at once
// (Bahi's own invitation flows decide who may join; the pool does not send codes). An invited
// user is created by the admin API, which then emails them Bahi's set-password link. Sign-in uses
// USER_PASSWORD_AUTH and hands the ID token to the browser; every request's token is verified
// locally against the pool's JWKS by aws-jwt-verify (cached per Lambda container); it requires
// `exp`. Sign-out and password changes also end the pool's sessions (AdminUserGlobalSignOut);
// ID tokens already handed out are refused by the request pipeline (the profile's
// tokensValidAfter), as Cognito cannot recall a token verified locally. Verifying needs only the
// JWKS, so the Cognito client is imported on the first call that needs it (load-once.ts): an area
// that only verifies tokens never loads it.
//
// A sign-up that died between SignUp and AdminConfirmSignUp leaves an UNCONFIRMED user nobody can
// sign in as; the next sign-up with that email takes it over (new password, confirmed).
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { APP_MESSAGES, MESSAGES } from '@bahi/shared';
import { conflict, unauthorized } from '../errors/app-error.js';
import type { IdentityPort } from '../ports/identity.js';
import { loadSdkClient } from './load-once.js';
import { rememberingVerifier } from './verified-tokens.js';

export interface CognitoSettings {
  userPoolId: string;
  clientId: string;
  client?: CognitoIdentityProviderClient;
}

type TokenVerifier = { verify(token: string): Promise<Record<string, unknown>> };

export function createCognitoIdentity(settings: CognitoSettings, verifier?: TokenVerifier): IdentityPort {
  const cognito = loadSdkClient(() => import('@aws-sdk/client-cognito-identity-provider'), settings.client, (sdk) => new sdk.CognitoIdentityProviderClient({}));
  const jwt: TokenVerifier =
    verifier ??
    (CognitoJwtVerifier.create({
      userPoolId: settings.userPoolId,
      clientId: settings.clientId,
      tokenUse: 'id',
    }) as unknown as TokenVerifier);

  return {
    async register({ email, password }) {
      const { sdk, client } = await cognito();
      const confirm = () => client.send(new sdk.AdminConfirmSignUpCommand({ UserPoolId: settings.userPoolId, Username: email }));
      try {
        const created = await client.send(
          new sdk.SignUpCommand({
            ClientId: settings.clientId,
            Username: email,
            Password: password,
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        );
        await confirm();
        // Cognito issues the id; the profile is stored under it.
        return { userId: created.UserSub as string };
      } catch (error) {
        if (!(error instanceof sdk.UsernameExistsException)) throw error;
      }
      const existing = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: settings.userPoolId, Username: email }));
      const sub = existing.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (existing.UserStatus !== 'UNCONFIRMED' || !sub) throw conflict('auth.emailTaken', APP_MESSAGES.emailTaken);
      await this.setPassword(email, password);
      try {
        await confirm();
      } catch (error) {
        // Confirmed meanwhile by a concurrent sign-up with this email: that one goes on, this one stops.
        if (error instanceof sdk.NotAuthorizedException) throw conflict('auth.emailTaken', APP_MESSAGES.emailTaken);
        throw error;
      }
      return { userId: sub };
    },

    async invite({ email }) {
      const { sdk, client } = await cognito();
      try {
        // No message yet: sendInvitation sends it once the rest of the account is written.
        const created = await client.send(
          new sdk.AdminCreateUserCommand({
            UserPoolId: settings.userPoolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
        const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
        if (!sub) throw new Error('Cognito returned no sub for the invited user');
        return { userId: sub };
      } catch (error) {
        if (error instanceof sdk.UsernameExistsException) throw conflict('auth.emailTaken', APP_MESSAGES.emailTaken);
        throw error;
      }
    },

    async sendInvitation({ email, invitationToken }) {
      const { sdk, client } = await cognito();
      // Cognito emails the invitation itself. The token becomes the temporary password, so the
      // user pool's invitation message (infra/lib/auth.ts) builds the set-password link from `{####}`.
      await client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId: settings.userPoolId,
          Username: email,
          MessageAction: 'RESEND',
          TemporaryPassword: invitationToken,
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      );
    },

    async unregister(email) {
      const { sdk, client } = await cognito();
      await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: settings.userPoolId, Username: email }));
    },

    async setPassword(email, password) {
      const { sdk, client } = await cognito();
      await client.send(
        new sdk.AdminSetUserPasswordCommand({ UserPoolId: settings.userPoolId, Username: email, Password: password, Permanent: true }),
      );
    },

    async signIn(email, password) {
      const { sdk, client } = await cognito();
      try {
        const result = await client.send(
          new sdk.InitiateAuthCommand({
            ClientId: settings.clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        const token = result.AuthenticationResult?.IdToken;
        if (!token) throw unauthorized('auth.invalidCredentials', APP_MESSAGES.invalidCredentials);
        const caller = await this.verify(token);
        return { token, userId: caller.userId };
      } catch (error) {
        if (
          error instanceof sdk.NotAuthorizedException ||
          error instanceof sdk.UserNotFoundException ||
          error instanceof sdk.UserNotConfirmedException
        ) {
          throw unauthorized('auth.invalidCredentials', APP_MESSAGES.invalidCredentials);
        }
        throw error;
      }
    },

    async signOutEverywhere(email) {
      const { sdk, client } = await cognito();
      await client.send(new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: settings.userPoolId, Username: email }));
    },

    verify: rememberingVerifier(async (token) => {
      try {
        const claims = await jwt.verify(token);
        return { userId: String(claims.sub), email: String(claims.email), issuedAt: Number(claims.iat) * 1000, expiresAt: Number(claims.exp) * 1000 };
      } catch {
        throw unauthorized('auth.unauthorized', MESSAGES.unauthorized);
      }
    }),
  };
}
