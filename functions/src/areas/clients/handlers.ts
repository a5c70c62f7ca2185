// Handlers of the clients area: clients, states and the CA workspace.
import { MESSAGES, STATES } from '@bahi/shared';
import type { AreaHandlers } from '../../http/handler-types.js';
import { answerRequest, inviteOrganisation, pendingRequestsOf, requestAccess, requestsWaitingFor } from './ca-workspace.js';
import { editClient, fetchClient, insertClient, listClientRows, removeClient } from './clients-service.js';

export const handlers: AreaHandlers<'clients'> = {
  async states() {
    return { status: true, states: [...STATES] };
  },

  async listClients({ orgId, ports }) {
    return { status: true, getClientsWithorgId: await listClientRows(ports, orgId) };
  },

  async insertClient({ orgId, caller, body, ports }) {
    const clientId = await insertClient(ports, orgId, caller.userId, body);
    return { status: true, message: MESSAGES.clientAdded, client_id: clientId };
  },

  async editClient({ orgId, body, ports }) {
    const clientId = await editClient(ports, orgId, body);
    return { status: true, message: MESSAGES.clientUpdated, client_id: clientId };
  },

  async getClient({ orgId, params, ports }) {
    return fetchClient(ports, orgId, params.id);
  },

  async deleteClient({ orgId, params, ports }) {
    await removeClient(ports, orgId, params.id);
    return { status: true, message: MESSAGES.deleted };
  },

  async inviteOrganisation({ caller, body, ports }) {
    const { orgId } = await inviteOrganisation(ports, caller, body);
    return { status: true, message: MESSAGES.invitationSent, orgid: orgId };
  },

  async requestOrganisationAccess({ caller, body, ports }) {
    await requestAccess(ports, caller, body.gstin);
    return { status: true, message: MESSAGES.accessRequestSent };
  },

  async organisationAccessRequests({ orgId, ports }) {
    const requests = await pendingRequestsOf(ports, orgId);
    return {
      status: true,
      requests: requests.map(({ userId, username, email, requestedAt }) => ({ userId, username, email, requestedAt })),
    };
  },

  async answerAccessRequest({ orgId, caller, body, ports }) {
    return { status: true, message: await answerRequest(ports, caller, orgId, body.userid, body.accept) };
  },

  async myAccessRequests({ caller, ports }) {
    return { status: true, requests: await requestsWaitingFor(ports, caller) };
  },
};
