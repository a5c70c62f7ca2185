// A CA's reach into organisations (spec part 1 §1, §6): inviting a new organisation (its owner
// is sent a link to set a password) and asking an existing one, by GSTIN, for access that its
// owner grants or declines.
import { APP_MESSAGES } from '@bahi/shared';
import { conflict, forbidden, notFound } from '../../errors/app-error.js';
import type { Ports, VerifiedCaller } from '../../ports/index.js';
import {
  deleteAccessRequest,
  getAccessRequest,
  listAccessRequestsOfOrg,
  listAccessRequestsOfUser,
  putAccessRequest,
  type AccessRequestRecord,
} from '../../store/access-requests.js';
import { getMembership, putMembership } from '../../store/memberships.js';
import { notify } from '../../store/notifications.js';
import { findOrganisationByGstin, getOrganisations } from '../../store/organisations.js';
import { getUser, type UserRecord } from '../../store/users.js';
import { createOrganisation } from '../../services/accounts/accounts.js';
import { createInvitedAccount } from '../../services/accounts/invited-account.js';

async function requireCa(ports: Ports, caller: VerifiedCaller): Promise<UserRecord> {
  const user = await getUser(ports.table, caller.userId);
  if (user?.user_type !== 'CA') throw forbidden('ca.only', APP_MESSAGES.onlyCaMayInvite);
  return user;
}

export interface InviteOrganisation {
  orgname: string;
  username: string;
  email: string;
  gstin: string;
}

/**
 * Creates the organisation and its owner's account (no password yet) and gives the inviting CA
 * access; the owner's set-password link goes to the owner's email only. The spec's
 * `CA_ALREADY_EXISTS` answers an email that already has an account (nothing is created for it).
 */
export async function inviteOrganisation(ports: Ports, caller: VerifiedCaller, input: InviteOrganisation) {
  const ca = await requireCa(ports, caller);
  return createInvitedAccount(ports, {
    email: input.email,
    username: input.username,
    invitedBy: ca.id,
    emailTaken: { code: 'CA_ALREADY_EXISTS', message: APP_MESSAGES.userExists },
    grantAccess: async (ownerId) => {
      const orgId = await createOrganisation(ports, { name: input.orgname, gstin: input.gstin, businessId: null, ownerId, createdBy: ca.id });
      await putMembership(ports.table, { orgId, userId: ca.id, role: 'ca', createdAt: ports.now().toISOString() });
      return { orgId, orgName: input.orgname };
    },
  });
}

/** Records a CA's request for access to the organisation holding a GSTIN. */
export async function requestAccess(ports: Ports, caller: VerifiedCaller, gstin: string): Promise<void> {
  const ca = await requireCa(ports, caller);
  const org = await findOrganisationByGstin(ports.table, gstin);
  if (!org) throw notFound('organisation.unknownGstin', APP_MESSAGES.noOrganisationWithGstin);
  if (await getMembership(ports.table, org.id, ca.id)) throw conflict('access.alreadyMember', APP_MESSAGES.alreadyHasAccess);
  if (await getAccessRequest(ports.table, org.id, ca.id)) throw conflict('access.alreadyRequested', APP_MESSAGES.requestAlreadyPending);
  await putAccessRequest(ports.table, {
    orgId: org.id,
    userId: ca.id,
    username: ca.username,
    email: ca.email,
    requestedAt: ports.now().toISOString(),
  });
  const text = `${ca.username} (${ca.email}) asks for access as your CA. Answer on the home page.`;
  await notify(ports.table, org.id, { kind: 'accessRequest', text, link: '#/home' }, ports.now());
}

export function pendingRequestsOf(ports: Ports, orgId: string): Promise<AccessRequestRecord[]> {
  return listAccessRequestsOfOrg(ports.table, orgId);
}

/** A CA's own requests still waiting, with the organisations' names. */
export async function requestsWaitingFor(ports: Ports, caller: VerifiedCaller) {
  const requests = await listAccessRequestsOfUser(ports.table, caller.userId);
  const orgs = new Map((await getOrganisations(ports.table, requests.map((r) => r.orgId))).map((org) => [org.id, org]));
  return requests.map((request) => ({
    orgId: request.orgId,
    orgName: orgs.get(request.orgId)?.name ?? '',
    gstin: orgs.get(request.orgId)?.gstin ?? '',
    requestedAt: request.requestedAt,
  }));
}

/** The owner grants (CA membership) or declines; either way the request is gone. */
export async function answerRequest(ports: Ports, caller: VerifiedCaller, orgId: string, caUserId: string, accept: boolean) {
  const membership = await getMembership(ports.table, orgId, caller.userId);
  if (membership?.role !== 'owner') throw forbidden('access.ownerOnly', APP_MESSAGES.onlyOwnerMayAnswer);
  const request = await getAccessRequest(ports.table, orgId, caUserId);
  if (!request) throw notFound('access.noRequest', APP_MESSAGES.notFound);
  if (accept) await putMembership(ports.table, { orgId, userId: caUserId, role: 'ca', createdAt: ports.now().toISOString() });
  await deleteAccessRequest(ports.table, orgId, caUserId);
  return accept ? APP_MESSAGES.requestAccepted : APP_MESSAGES.requestDeclined;
}

