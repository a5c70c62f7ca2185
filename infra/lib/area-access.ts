// What each feature area's Lambda may touch beyond the table (which every area reads and writes).
// Least privilege: an area gets the files bucket, the SMS topic or the Cognito admin calls only
// when its handlers use them. Add the area's needs here when its first route lands.
import type { Area } from '@bahi/shared';

export interface AreaNeeds {
  /** Read/write the files bucket (logos, expense evidence, GST return files; presigned URLs). */
  files?: boolean;
  /** Publish invoice SMS to the topic. */
  sms?: boolean;
  /** Register, invite and sign in users (the IdentityPort's Cognito calls, IDENTITY_ACTIONS). */
  identity?: boolean;
}

/** Every Cognito call functions/src/adapters/identity-cognito.ts makes. */
export const IDENTITY_ACTIONS = [
  'cognito-idp:SignUp',
  'cognito-idp:AdminConfirmSignUp',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:InitiateAuth',
] as const;

export const AREA_NEEDS: { readonly [A in Area]: AreaNeeds } = {
  access: { identity: true },
  clients: { identity: true },
  catalogue: {},
  // identity: the password change (AdminSetUserPassword) and its sign-out everywhere.
  settings: { files: true, identity: true },
  sales: { sms: true },
  purchases: { files: true },
  notes: {},
  vouchers: {},
  books: {},
  reports: {},
  returns: { files: true },
  messaging: { sms: true },
};
