// Local identity: credentials in the table (scrypt hashes), tokens signed with HS256 by `jose`.
// Used by `npm start` and the tests; Cognito replaces it in the cloud (identity-cognito.ts).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { APP_MESSAGES, MESSAGES } from '@bahi/shared';
import { conflict, unauthorized } from '../errors/app-error.js';
import { setPasswordPath, type IdentityPort, type VerifiedCaller } from '../ports/identity.js';
import type { Table } from '../ports/table.js';
import { newUserId } from '../store/ids.js';
import { keys } from '../store/keys.js';
import { putOutboxMessage, type OutboxMessage } from '../store/outbox.js';
import { rememberingVerifier } from './verified-tokens.js';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

const KEY_LENGTH = 64;
const ISSUER = 'bahi-local';
/** Like a Cognito ID token's hour: a lost token is of use for a short while only; the web goes back to the login page on 401. */
const TOKEN_LIFETIME = '1h';
/** The issue time in milliseconds (a private claim): `iat` has whole seconds, too coarse to tell a sign-out from a sign-in just after it. */
const ISSUED_MS_CLAIM = 'issued_ms';

interface CredentialItem {
  email: string;
  userId: string;
  /** Absent while an invited user has not set a password yet. */
  salt?: string;
  hash?: string;
}

export async function hashPassword(password: string, salt = randomBytes(16)): Promise<{ salt: string; hash: string }> {
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return { salt: salt.toString('base64'), hash: hash.toString('base64') };
}

/**
 * `announce` hears of every message put in the outbox (the local server prints the invitation
 * links, as a mail server would deliver them).
 */
export function createLocalIdentity(table: Table, secret: Uint8Array, announce?: (message: OutboxMessage) => void): IdentityPort {
  const invalidCredentials = () => unauthorized('auth.invalidCredentials', APP_MESSAGES.invalidCredentials);

  /** Writes a new credential; the email's uniqueness gate. */
  async function createCredential(item: CredentialItem): Promise<void> {
    try {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: { ...keys.credential(item.email), entity: 'credential', ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw conflict('auth.emailTaken', APP_MESSAGES.emailTaken);
      throw error;
    }
  }

  return {
    async register({ email, password }) {
      const userId = newUserId();
      await createCredential({ email, userId, ...(await hashPassword(password)) });
      return { userId };
    },

    async invite({ email }) {
      const userId = newUserId();
      await createCredential({ email, userId });
      return { userId };
    },

    async sendInvitation({ email, invitationToken }) {
      const link = setPasswordPath(invitationToken);
      const message = {
        to: email,
        subject: 'You are invited to Bahi',
        text: `You have been invited to Bahi. Choose your password here: ${link}`,
        link,
        sentAt: new Date().toISOString(),
      };
      await putOutboxMessage(table, message);
      announce?.(message);
    },

    async unregister(email) {
      await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.credential(email) }));
    },

    async setPassword(email, password) {
      const { salt, hash } = await hashPassword(password);
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: keys.credential(email),
          UpdateExpression: 'SET salt = :salt, #hash = :hash',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#hash': 'hash' },
          ExpressionAttributeValues: { ':salt': salt, ':hash': hash },
        }),
      );
    },

    async signIn(email, password) {
      const found = await table.client.send(
        new GetCommand({ TableName: table.name, Key: keys.credential(email), ConsistentRead: true }),
      );
      const credential = found.Item as CredentialItem | undefined;
      if (!credential?.salt || !credential.hash) {
        // Spend the same time as a real check so response times do not reveal which emails exist.
        await hashPassword(password);
        throw invalidCredentials();
      }
      const { hash } = await hashPassword(password, Buffer.from(credential.salt, 'base64'));
      if (!timingSafeEqual(Buffer.from(hash, 'base64'), Buffer.from(credential.hash, 'base64'))) {
        throw invalidCredentials();
      }
      const token = await new SignJWT({ email, [ISSUED_MS_CLAIM]: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(credential.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(secret);
      return { token, userId: credential.userId };
    },

    async signOutEverywhere() {
      // Local tokens live only in the browser; the profile's tokensValidAfter refuses them.
    },

    verify: rememberingVerifier(async (token): Promise<VerifiedCaller> => {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] });
        const issuedMs = payload[ISSUED_MS_CLAIM];
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new joseErrors.JWTInvalid('claims');
        const issuedAt = typeof issuedMs === 'number' ? issuedMs : (payload.iat as number) * 1000;
        return { userId: payload.sub, email: payload.email, issuedAt, expiresAt: (payload.exp as number) * 1000 };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw unauthorized('auth.unauthorized', MESSAGES.unauthorized);
        throw error;
      }
    }),
  };
}
