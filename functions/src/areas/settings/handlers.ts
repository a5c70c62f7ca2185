// The settings area's handlers (spec part 2 §7 "Settings and users"): each reads its validated
// request, calls the settings services and answers with the spec's message.
import { MESSAGES, PERMISSIONS, SEQUENCE_KINDS, APP_MESSAGES } from '@bahi/shared';
import type { AreaHandlers } from '../../http/handler-types.js';
import { endSessions } from '../../services/accounts/sessions.js';
import { storeEvidence } from '../../services/evidence.js';
import type { Ports } from '../../ports/index.js';
import type { OrganisationRecord } from '../../store/organisations.js';
import type { AddressInput } from './org-settings-rules.js';
import { addOrganisation, updateOrganisationDetails } from './organisation-settings.js';
import * as organisation from './organisation-settings.js';
import { orgDetailsOf, requireOrganisation } from './org-writes.js';
import { answerInvitation, invitationsWaitingFor } from './membership-invitations.js';
import { changePassword, editUser, inviteUser, permissionsOfUser, removeUser, usersOfOrganisation } from './org-users.js';

/** The address fields of a request, nothing else (not its orgid or id). */
const addressOf = ({ address, city, state_id, pincode, phone, isprimary }: AddressInput) => ({
  address,
  city,
  state_id,
  pincode,
  phone,
  ...(isprimary !== undefined ? { isprimary } : {}),
});

const saved = async (ports: Ports, message: string, org: OrganisationRecord) => ({
  status: true as const,
  message,
  organisation: await orgDetailsOf(ports, org),
});

export const handlers: AreaHandlers<'settings'> = {
  listPermissions: async () => ({
    status: true,
    permissions: PERMISSIONS.map(({ id, group, name }) => ({ id, group, name })),
  }),

  inviteOrgUser: async ({ ports, member, body }) => {
    await inviteUser(ports, member, body);
    return { status: true, message: APP_MESSAGES.userInvitationSent };
  },

  editOrgUser: async ({ ports, member, body }) => {
    await editUser(ports, member, body.user_id, { fullname: body.fullname, phone: body.phone, permissions: body.permissions });
    return { status: true, message: MESSAGES.inviteePermissionsUpdated };
  },

  myMembershipInvitations: async ({ ports, caller }) => ({ status: true, invitations: await invitationsWaitingFor(ports, caller) }),

  answerMembershipInvitation: async ({ ports, caller, body }) => ({
    status: true,
    message: await answerInvitation(ports, caller, body.orgid, body.accept),
  }),

  userPermissions: async ({ ports, caller, params }) => ({ status: true, data: await permissionsOfUser(ports, caller, params.id) }),

  deleteOrgUser: async ({ ports, member, orgId, body }) => {
    await removeUser(ports, member, orgId, body.userid);
    return { status: true, message: MESSAGES.inviteeDeleted };
  },

  organisationAndUsers: async ({ ports, orgId }) => {
    const [org, users] = await Promise.all([requireOrganisation(ports, orgId), usersOfOrganisation(ports, orgId)]);
    return { status: true, organisation: await orgDetailsOf(ports, org), users };
  },

  addOrganisation: async ({ ports, caller, body }) => ({
    status: true,
    message: APP_MESSAGES.organisationAdded,
    orgid: await addOrganisation(ports, caller, body),
  }),

  updateOrganisation: async ({ ports, orgId, body }) =>
    saved(ports, MESSAGES.organisationUpdated, await updateOrganisationDetails(ports, orgId, body, body.version)),

  // One route, two files (the route's permission follows the purpose too).
  saveImage: async ({ ports, orgId, body }) =>
    body.purpose === 'evidence'
      ? { status: true, success: true, ...(await storeEvidence(ports, orgId, body)) }
      : { status: true, success: true, url: await organisation.saveLogo(ports, orgId, body) },

  addOrgAddress: async ({ ports, orgId, body }) => saved(ports, MESSAGES.addressSaved, await organisation.addAddress(ports, orgId, addressOf(body))),

  updateOrgAddress: async ({ ports, orgId, body }) =>
    saved(ports, MESSAGES.addressSaved, await organisation.updateAddress(ports, orgId, body.id, addressOf(body))),

  deleteOrgAddress: async ({ ports, orgId, body }) => saved(ports, MESSAGES.addressSaved, await organisation.deleteAddress(ports, orgId, body.id)),

  addDefaultOrgAddress: async ({ ports, orgId, body }) =>
    saved(ports, MESSAGES.addressSaved, await organisation.addAddress(ports, orgId, addressOf(body), true)),

  addOrgBank: async ({ ports, orgId, body }) => {
    const { holder_name, account, ifsc, branch, bankname } = body;
    return saved(ports, MESSAGES.bankSaved, await organisation.addBankAccount(ports, orgId, { holder_name, account, ifsc, branch, bankname }));
  },

  saveOrgBank: async ({ ports, orgId, body }) => {
    const { id, holder_name, account, ifsc, branch, bankname } = body;
    return saved(ports, MESSAGES.bankSaved, await organisation.updateBankAccount(ports, orgId, { id, holder_name, account, ifsc, branch, bankname }));
  },

  saveInvoiceSequenceStart: async ({ ports, orgId, body }) =>
    saved(ports, MESSAGES.invoiceSequenceSaved, await organisation.saveSettings(ports, orgId, { invoiceNumber: body.in_num })),

  changePassword: async ({ ports, caller, body }) => {
    await changePassword(ports, caller, body);
    await endSessions(ports, caller);
    return { status: true, message: APP_MESSAGES.passwordChanged, errors: [] };
  },

  saveRoundOff: async ({ ports, orgId, body }) =>
    saved(ports, MESSAGES.settingsUpdated, await organisation.saveSettings(ports, orgId, { roundoff_amount: body.checkedRoundOff })),

  saveCustomFields: async ({ ports, orgId, body }) =>
    saved(ports, MESSAGES.settingsUpdated, await organisation.saveCustomFields(ports, orgId, body.customfields, body.deletefields)),

  saveSequenceFormat: async ({ ports, orgId, body }) => {
    const changes = Object.fromEntries(SEQUENCE_KINDS.map((kind) => [kind, body[kind]]));
    return saved(ports, MESSAGES.settingsUpdated, await organisation.savePrefixes(ports, orgId, changes));
  },

  saveYearSequence: async ({ ports, orgId, body }) =>
    saved(ports, MESSAGES.settingsUpdated, await organisation.saveYearSequence(ports, orgId, body.invoice_year_sequence)),

  invoiceStrings: async ({ ports, orgId }) => {
    const details = await orgDetailsOf(ports, await requireOrganisation(ports, orgId));
    return {
      status: true,
      invoiceStrings: details.invoiceStrings,
      invoice_year_sequence: details.invoice_year_sequence,
      invoiceNumber: details.invoiceNumber,
    };
  },
};
