// The clients calls of spec part 1 §7, through the typed API client.
import type { ClientEditRequest, ClientInsertRequest } from '@bahi/shared';
import { callApi } from '../../../app/api-client';

export async function fetchClients(orgId: string) {
  return (await callApi('listClients', { params: { orgid: orgId } })).getClientsWithorgId;
}

export async function fetchClient(id: string) {
  return callApi('getClient', { params: { id } });
}

export async function insertClient(body: ClientInsertRequest) {
  return callApi('insertClient', { body });
}

export async function editClient(body: ClientEditRequest) {
  return callApi('editClient', { body });
}

export async function deleteClient(id: string) {
  return callApi('deleteClient', { params: { id } });
}
