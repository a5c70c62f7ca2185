// Accounts and organisations: sign-up (crash-safe, see createAccount), the organisation a
// business starts with, and the session view of a user (spec part 1 §5–§7).
import { APP_MESSAGES, type SessionUser, type UserType } from '@bahi/shared';
import { AppError, conflict, notFound } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { derivedId, newOrgId } from '../../store/ids.js';
import { listMembershipsOfUser, putMembership, removeMembership } from '../../store/memberships.js';
import { claimOrganisationGstin, getOrganisation, getOrganisations, putOrganisation } from '../../store/organisations.js';
import { findUserByEmail, getUser, putUser } from '../../store/users.js';
import { checkPassword } from './sign-in.js';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  usertype: UserType;
  type?: number;
  orgname?: string;
  gstin?: string;
}

export interface NewOrganisation {
  name: string;
  gstin: string;
  businessId: number | null;
  ownerId: string;
  createdBy: string;
  /** A derived id, so a repeated attempt (after a crash) writes the same organisation; random when absent. */
  orgId?: string;
}

const gstinTaken = () => conflict('organisation.gstinTaken', APP_MESSAGES.organisationGstinTaken);
const isEmailTaken = (error: unknown) => error instanceof AppError && error.code === 'auth.emailTaken';

/**
 * Creates an organisation with its owner: the owner's membership first (an organisation never
 * exists without its owner; a membership of an organisation that does not exist is never listed),
 * then the GSTIN claim, then the organisation. Repeating it with the same `orgId` and input is
 * harmless: every step finds its own earlier write. A GSTIN held by another organisation (or whose
 * claim another organisation took over while this one was away, fencing its key) is 409.
 */
export async function createOrganisation(ports: Ports, input: NewOrganisation): Promise<string> {
  const orgId = input.orgId ?? newOrgId();
  const now = ports.now();
  const createdAt = now.toISOString();
  await putMembership(ports.table, { orgId, userId: input.ownerId, role: 'owner', createdAt });
  const created =
    (await claimOrganisationGstin(ports.table, input.gstin, orgId, now)) &&
    ((await putOrganisation(ports.table, {
      id: orgId,
      name: input.name,
      gstin: input.gstin,
      statecode: input.gstin.slice(0, 2),
      business_id: input.businessId,
      createdBy: input.createdBy,
      createdAt,
    })) ||
      (await getOrganisation(ports.table, orgId))?.createdBy === input.createdBy);
  if (!created) {
    await removeMembership(ports.table, orgId, input.ownerId);
    throw gstinTaken();
  }
  return orgId;
}

/**
 * Runs the writes that complete an account after its sign-in exists; if any fails, the sign-in
 * is removed again so the email is not left unusable (no half-made accounts).
 */
export async function completeAccount<T>(ports: Ports, email: string, writes: () => Promise<T>): Promise<T> {
  try {
    return await writes();
  } catch (error) {
    await ports.identity.unregister(email);
    throw error;
  }
}

/**
 * Sign-up, safe against a crash at any point. The writes, in order, each repeatable:
 *   1. the sign-in (identity register: the email's uniqueness gate),
 *   2. for an organisation user, the organisation (createOrganisation: owner membership, GSTIN
 *      claim, organisation) under an id derived from the user id and GSTIN,
 *   3. the profile, last: an account is complete exactly when its profile exists.
 * A sign-up that finds its email taken by a sign-in *without* a profile, with the same password,
 * is the same person's earlier attempt: it goes on from step 2 with that user id (a wrong password
 * counts as a failed sign-in, and the answer stays "email taken").
 *
 * | crash after                    | left behind                              | the email                                   | the GSTIN |
 * |--------------------------------|------------------------------------------|---------------------------------------------|-----------|
 * | Cognito SignUp, before confirm | an UNCONFIRMED pool user                 | the next sign-up takes it over (identity-cognito.ts) | free |
 * | 1 sign-in                      | a sign-in without profile                | sign-in: 401 "sign-up did not finish"; signing up again with the same password finishes | free |
 * | 2a owner membership            | + a membership of no organisation (never listed) | as above                            | free |
 * | 2b GSTIN claim                 | + a claim naming no organisation         | as above; the retry claims again (same id)  | anyone's claim takes it over at once (store/unique-claims.ts), fencing the org id; the retry then hears "GSTIN taken" and frees the email |
 * | 2c organisation                | + the organisation, holding the GSTIN    | as above                                    | held for this account: its retry finishes it |
 * | 3 profile                      | nothing: the account is complete         | signs in                                    | held |
 *
 * A GSTIN held by another organisation removes the sign-in again (the email is free to try anew).
 */
export async function createAccount(
  ports: Ports,
  input: NewAccount,
  /** The client's address, for throttling the password check of a resumed sign-up; none when seeding. */
  sourceIp = '',
): Promise<{ userid: string; orgid: string | null }> {
  const business = input.usertype === 'orguser' && input.orgname && input.gstin ? { name: input.orgname, gstin: input.gstin } : null;
  const userId = await signInForNewAccount(ports, input, sourceIp);
  let orgId: string | null = null;
  if (business) {
    try {
      orgId = await createOrganisation(ports, {
        ...business,
        businessId: input.type ?? null,
        ownerId: userId,
        createdBy: userId,
        orgId: derivedId(`first-organisation:${userId}:${business.gstin}`),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'organisation.gstinTaken') await ports.identity.unregister(input.email);
      throw error;
    }
  }
  const createdAt = ports.now().toISOString();
  await putUser(ports.table, { id: userId, email: input.email, username: input.username, user_type: input.usertype, createdAt });
  return { userid: userId, orgid: orgId };
}

/** A new sign-in's user id, or that of an unfinished sign-up of this email with this password. */
async function signInForNewAccount(ports: Ports, input: NewAccount, sourceIp: string): Promise<string> {
  try {
    return (await ports.identity.register({ email: input.email, password: input.password })).userId;
  } catch (error) {
    if (!isEmailTaken(error) || (await findUserByEmail(ports.table, input.email))) throw error;
    const unfinished = await unfinishedSignUp(ports, input, sourceIp);
    if (!unfinished) throw error;
    return unfinished;
  }
}

async function unfinishedSignUp(ports: Ports, input: NewAccount, sourceIp: string): Promise<string | null> {
  let userId: string;
  try {
    ({ userId } = await checkPassword(ports, input.email, input.password, sourceIp));
  } catch (error) {
    if (error instanceof AppError && error.code === 'auth.invalidCredentials') return null;
    throw error;
  }
  return (await getUser(ports.table, userId)) ? null : userId;
}

export async function organisationsOf(ports: Ports, userId: string): Promise<SessionUser['orgs']> {
  const memberships = await listMembershipsOfUser(ports.table, userId);
  const roleOf = new Map(memberships.map((m) => [m.orgId, m.role]));
  const orgs = await getOrganisations(ports.table, memberships.map((m) => m.orgId));
  return orgs
    .map((org) => ({ id: org.id, name: org.name, gstin: org.gstin, statecode: org.statecode, role: roleOf.get(org.id) ?? 'member' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function sessionUserOf(ports: Ports, userId: string): Promise<SessionUser> {
  const user = await getUser(ports.table, userId);
  if (!user) throw notFound('user.notFound', APP_MESSAGES.notFound);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    user_type: user.user_type,
    orgs: await organisationsOf(ports, userId),
    // SMS credit arrives with the messaging feature; until then nobody has any.
    smsClientsValue: 0,
    smsCreditLimit: 0,
  };
}
