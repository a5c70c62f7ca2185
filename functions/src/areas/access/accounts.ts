// Sign-up and the session view of a user (spec part 1 §5–§7).
import { APP_MESSAGES, type SessionUser, type UserType } from '@bahi/shared';
import type { Ports } from '../../ports/index.js';
import { newOrgId } from '../../store/ids.js';
import { listMembershipsOfUser, putMembership } from '../../store/memberships.js';
import { getOrganisations, putOrganisation } from '../../store/organisations.js';
import { getUser, putUser } from '../../store/users.js';
import { notFound } from '../../http/app-error.js';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  usertype: UserType;
  type?: number;
  orgname?: string;
  gstin?: string;
}

/**
 * Creates the sign-in, the profile and, for an organisation user, the organisation with the user
 * as its owner. The sign-in is written first: it is the uniqueness gate on the email, so a second
 * sign-up with the same email stops there and writes nothing else.
 */
export async function createAccount(ports: Ports, input: NewAccount): Promise<{ userid: string; orgid: string | null }> {
  const createdAt = ports.now().toISOString();
  const { userId } = await ports.identity.register({ email: input.email, password: input.password });
  await putUser(ports.table, { id: userId, email: input.email, username: input.username, user_type: input.usertype, createdAt });
  if (input.usertype !== 'orguser' || !input.orgname || !input.gstin) return { userid: userId, orgid: null };

  const orgId = newOrgId();
  await putOrganisation(ports.table, {
    id: orgId,
    name: input.orgname,
    gstin: input.gstin,
    statecode: input.gstin.slice(0, 2),
    business_id: input.type ?? null,
    createdBy: userId,
    createdAt,
  });
  await putMembership(ports.table, { orgId, userId, role: 'owner', createdAt });
  return { userid: userId, orgid: orgId };
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
