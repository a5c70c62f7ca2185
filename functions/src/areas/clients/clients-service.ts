// Clients of an organisation: add, edit, delete, fetch, list (spec part 1 §3–§5).
import {
  APP_MESSAGES,
  BOOKS_APP_MESSAGES,
  fillMessage,
  formatWireTimestamp,
  STATES,
  stateNameOf,
  type clientEditRequest,
  type clientInsertRequest,
  type ClientFetchResponse,
} from '@bahi/shared';
import type { z } from 'zod';
import { fewNumbers, refuseDeleteWhileNamed } from '../../documents/document-references.js';
import { entriesNamingParty } from '../../store/books-entries.js';
import { conflict, notFound } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import {
  claimClientGstin,
  deleteClient,
  getClient,
  putClient,
  releaseClientGstin,
  StaleVersion,
  type StoredClient,
} from '../../store/clients.js';
import { newRecordId } from '../../store/ids.js';
import { mergeAddresses, mergeContacts } from './client-rows.js';
import { withoutLists } from '../../services/client-list.js';

export { listClientRows } from '../../services/client-list.js';

type InsertBody = z.output<typeof clientInsertRequest>;
type EditBody = z.output<typeof clientEditRequest>;

const gstinTaken = () => conflict('client.gstinTaken', APP_MESSAGES.clientGstinTaken);
const clientNotFound = () => notFound('client.notFound', APP_MESSAGES.notFound);
const staleVersion = () => conflict('client.versionConflict', APP_MESSAGES.versionConflict);

/** The client's own fields as the form sends them (insert and edit alike). */
function detailsOf(body: InsertBody | EditBody) {
  const { gstin, companyname, clientid, state, schemetype, sez } = body;
  return { gstin, companyname, clientid, state, statename: stateNameOf(state), schemetype, sez };
}

// Only a given GSTIN is unique in an organisation: any number of unregistered clients have none.
const claimGstin = (ports: Ports, orgId: string, gstin: string, clientId: string) =>
  gstin === '' ? Promise.resolve(true) : claimClientGstin(ports.table, orgId, gstin, clientId, ports.now());
const releaseGstin = (ports: Ports, orgId: string, gstin: string, clientId: string) =>
  gstin === '' ? Promise.resolve() : releaseClientGstin(ports.table, orgId, gstin, clientId);

export async function insertClient(ports: Ports, orgId: string, userId: string, body: InsertBody): Promise<string> {
  const id = newRecordId(orgId);
  const now = formatWireTimestamp(ports.now());
  const client: StoredClient = {
    id,
    org_id: orgId,
    ...detailsOf(body),
    userid: userId,
    createddate: now,
    modifieddate: now,
    version: 1,
    addresses: mergeAddresses(orgId, [], body.address, []),
    contacts: mergeContacts(orgId, [], body.contacts, []),
  };
  if (!(await claimGstin(ports, orgId, client.gstin, id))) throw gstinTaken();
  try {
    await putClient(ports.table, client);
  } catch (error) {
    // The new client's key was fenced: a concurrent insert took the GSTIN claim over and holds it.
    if (error instanceof StaleVersion) throw gstinTaken();
    throw error;
  }
  return id;
}

export async function editClient(ports: Ports, orgId: string, body: EditBody): Promise<string> {
  const stored = await getClient(ports.table, orgId, body.client_id);
  if (!stored) throw clientNotFound();
  if (body.version !== undefined && body.version !== stored.version) throw staleVersion();
  const updated: StoredClient = {
    ...stored,
    ...detailsOf(body),
    modifieddate: formatWireTimestamp(ports.now()),
    version: stored.version + 1,
    addresses: mergeAddresses(orgId, stored.addresses, body.address, body.deleteaddress),
    contacts: mergeContacts(orgId, stored.contacts, body.contacts, body.deletecontact),
  };
  // An address or a contact a live document names stays: that document's next save looks it up.
  const removed = <T extends { id: string }>(before: readonly T[], after: readonly T[]) => before.map((row) => row.id).filter((id) => !after.some((row) => row.id === id));
  await refuseDeleteWhileNamed(ports, orgId, { address: removed(stored.addresses, updated.addresses), contact: removed(stored.contacts, updated.contacts) });
  const gstinChanged = updated.gstin !== stored.gstin;
  if (gstinChanged && !(await claimGstin(ports, orgId, updated.gstin, stored.id))) throw gstinTaken();
  try {
    await putClient(ports.table, updated, stored.version);
  } catch (error) {
    if (gstinChanged) await releaseGstin(ports, orgId, updated.gstin, stored.id);
    if (error instanceof StaleVersion) throw staleVersion();
    throw error;
  }
  if (gstinChanged) await releaseGstin(ports, orgId, stored.gstin, stored.id);
  return stored.id;
}

export async function removeClient(ports: Ports, orgId: string, clientId: string): Promise<void> {
  const stored = await getClient(ports.table, orgId, clientId);
  if (!stored) throw clientNotFound();
  await refuseDeleteWhileNamed(ports, orgId, { client: [clientId] });
  const entries = await entriesNamingParty(ports.table, orgId, clientId);
  if (entries.length > 0) throw conflict('client.inBooksEntries', fillMessage(BOOKS_APP_MESSAGES.clientInEntries, { entries: fewNumbers(entries.slice(0, 3), entries.length) }));
  await deleteClient(ports.table, orgId, clientId);
  await releaseGstin(ports, orgId, stored.gstin, stored.id);
}


export async function fetchClient(ports: Ports, orgId: string, clientId: string): Promise<ClientFetchResponse> {
  const stored = await getClient(ports.table, orgId, clientId);
  if (!stored) throw clientNotFound();
  return {
    status: true,
    client: withoutLists(stored),
    clientaddress: stored.addresses,
    clientcontacts: stored.contacts,
    states: [...STATES],
  };
}


