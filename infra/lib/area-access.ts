// What each feature area's Lambda may touch beyond the table (which every area reads and writes).
// Least privilege: an area gets the files bucket, SMS publishing or a Cognito admin call only when
// its handlers use it. tests/infra/area-permissions.test.ts reads each area's bundle and fails
// when a Lambda's own role lacks a call its code makes, or holds one it does not make.
// Add the area's needs here when its first route lands.
import type { Area } from '@bahi/shared';
import type { IdentityPort } from '../../functions/src/ports/identity.js';

export type IdentityCall = keyof IdentityPort;

export interface AreaNeeds {
  /** Read/write the files bucket (logos, expense evidence, GST return files; presigned URLs). */
  files?: boolean;
  /** Send SMS to customers' phones through SNS (invoice SMS on save, the SMS route). */
  sms?: boolean;
  /** The IdentityPort calls the area's code makes (each needs COGNITO_ACTIONS_OF its call). */
  identity?: readonly IdentityCall[];
}

/**
 * The Cognito actions behind each IdentityPort call of functions/src/adapters/identity-cognito.ts.
 * A new call on the port does not compile until it is listed here. `verify` checks the token
 * against the pool's public keys and needs no IAM action.
 */
export const COGNITO_ACTIONS_OF: { readonly [C in IdentityCall]: readonly string[] } = {
  // A user left unconfirmed by a crashed sign-up is found (AdminGetUser) and taken over (AdminSetUserPassword).
  register: ['cognito-idp:SignUp', 'cognito-idp:AdminConfirmSignUp', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserPassword'],
  invite: ['cognito-idp:AdminCreateUser'],
  sendInvitation: ['cognito-idp:AdminCreateUser'],
  unregister: ['cognito-idp:AdminDeleteUser'],
  setPassword: ['cognito-idp:AdminSetUserPassword'],
  signIn: ['cognito-idp:InitiateAuth'],
  verify: [],
  signOutEverywhere: ['cognito-idp:AdminUserGlobalSignOut'],
};

/** The Cognito actions an area's role is granted. */
export function cognitoActionsOf(needs: AreaNeeds): string[] {
  return [...new Set((needs.identity ?? []).flatMap((call) => COGNITO_ACTIONS_OF[call]))].sort();
}

export const AREA_NEEDS: { readonly [A in Area]: AreaNeeds } = {
  // Sign-up (register; unregister when the rest of the account cannot be written), sign-in,
  // setting an invited user's password, sign-out.
  access: { identity: ['register', 'unregister', 'signIn', 'setPassword', 'signOutEverywhere'] },
  // A CA invites an organisation's owner (access/invited-account.ts).
  clients: { identity: ['invite', 'sendInvitation', 'unregister'] },
  catalogue: {},
  // Inviting users (invite, unregister), changing one's password (signIn, setPassword) and ending
  // every session with it (signOutEverywhere), the logo.
  settings: { files: true, identity: ['invite', 'sendInvitation', 'unregister', 'signIn', 'setPassword', 'signOutEverywhere'] },
  // SMS on save; the seller's logo on a fetched document is a signed URL of the files bucket.
  sales: { files: true, sms: true },
  purchases: { files: true },
  notes: {},
  vouchers: {},
  books: {},
  reports: {},
  returns: { files: true },
  messaging: { sms: true },
};
