// Accounts and organisations: sign-up, the organisation a business starts with, and the session
// view of a user (spec part 1 §5–§7).
import { APP_MESSAGES, type SessionUser, type UserType } from '@bahi/shared';
import { conflict, notFound } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { newOrgId } from '../../store/ids.js';
import { listMembershipsOfUser, putMembership } from '../../store/memberships.js';
import { claimOrganisationGstin, getOrganisations, putOrganisation } from '../../store/organisations.js';
import { getUser, putUser } from '../../store/users.js';

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
}

const gstinTaken = () => conflict('organisation.gstinTaken', APP_MESSAGES.organisationGstinTaken);

/** Creates an organisation with its owner: the GSTIN claim first, then the org, then the owner's membership. */
export async function createOrganisation(ports: Ports, input: NewOrganisation): Promise<string> {
  const orgId = newOrgId();
  const createdAt = ports.now().toISOString();
  if (!(await claimOrganisationGstin(ports.table, input.gstin, orgId))) throw gstinTaken();
  await putOrganisation(ports.table, {
    id: orgId,
    name: input.name,
    gstin: input.gstin,
    statecode: input.gstin.slice(0, 2),
    business_id: input.businessId,
    createdBy: input.createdBy,
    createdAt,
  });
  await putMembership(ports.table, { orgId, userId: input.ownerId, role: 'owner', createdAt });
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
 * Sign-up: the sign-in (the uniqueness gate on the email, so a repeated sign-up hears about its
 * email first), the profile and, for an organisation user, the organisation with the user as its
 * owner. A GSTIN already in use undoes the sign-in.
 */
export async function createAccount(ports: Ports, input: NewAccount): Promise<{ userid: string; orgid: string | null }> {
  const business = input.usertype === 'orguser' && input.orgname && input.gstin ? { name: input.orgname, gstin: input.gstin } : null;
  const { userId } = await ports.identity.register({ email: input.email, password: input.password });
  return completeAccount(ports, input.email, async () => {
    // The organisation (and its GSTIN claim) before the profile: a lost GSTIN race leaves nothing.
    const orgId = business
      ? await createOrganisation(ports, { ...business, businessId: input.type ?? null, ownerId: userId, createdBy: userId })
      : null;
    const createdAt = ports.now().toISOString();
    await putUser(ports.table, { id: userId, email: input.email, username: input.username, user_type: input.usertype, createdAt });
    return { userid: userId, orgid: orgId };
  });
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
