// The calls of the document form, through the typed API client (URLs from the route manifest).
import { type DocumentFormResponse, type DocumentView, type KindInTable, kindRoutes, changeRoutesOf, kindParams, type KindRoutes } from '@bahi/shared';
import { callApi } from '../../../app/api-client';

export { kindOfDocumentId } from '@bahi/shared';

export async function fetchFormData(kind: KindInTable, orgId: string): Promise<DocumentFormResponse> {
  const routes: KindRoutes = kindRoutes(kind);
  return callApi(routes.form, { params: kindParams(kind, { org: orgId }), query: routes.formQuery });
}

export async function fetchDocument(kind: KindInTable, orgId: string, id: string): Promise<DocumentView> {
  return (await callApi(kindRoutes(kind).fetch, { params: kindParams(kind, { org: orgId, id }) })).invoice;
}

/** The client picker's list, through the kind's call (a note's needs only invoices.view). */
export async function fetchClientList(kind: KindInTable, orgId: string) {
  const route = changeRoutesOf(kind).clients;
  if (route) return (await callApi(route, { params: { id: orgId } })).getClientsWithorgId;
  return (await callApi('listClients', { params: { orgid: orgId } })).getClientsWithorgId;
}

/** Saved documents of `type` a note can refer to: the client's when one is chosen, else all of the type. */
export async function fetchReferenceDocuments(type: KindInTable, orgId: string, clientId: string) {
  if (clientId !== '') return (await callApi('clientReferenceDocuments', { params: { type, orgid: orgId, clientid: clientId } })).documents;
  return (await callApi('referenceDocuments', { params: { type, orgid: orgId } })).documents;
}

/** A party's addresses and contacts, through its kind's call (a purchase's needs only purchases.view). */
export async function fetchClientContacts(kind: KindInTable, clientId: string) {
  return callApi(changeRoutesOf(kind).partyContacts ?? 'clientContacts', { params: { clientId } });
}

export async function fetchCatalogue(orgId: string) {
  return (await callApi('listItems', { params: { orgid: orgId } })).items;
}

/** Where the line goes decides the look-up: a client's (its previous price), a consumer's state, or none. */
export type LookupParty = { clientId: string } | { stateCode: string } | null;

/** A catalogue item for a line: a purchase's look-up (its purchase price), else the sales look-ups. */
export async function lookUpItem(kind: KindInTable, orgId: string, itemId: string, party: LookupParty) {
  const purchaseLookup = changeRoutesOf(kind).itemLookup;
  if (purchaseLookup) return (await callApi(purchaseLookup, { params: { itemid: itemId } })).item;
  if (party && 'clientId' in party) return (await callApi('itemForB2b', { params: { itemId, orgid: orgId, clientId: party.clientId } })).item;
  if (party) return (await callApi('itemForB2c', { params: { itemId, orgid: orgId, statecode: party.stateCode } })).item;
  return (await callApi('itemForDocument', { params: { itemId } })).item;
}

/** Is the typed sequence number free in the date's year? Else the server's suggestion and its message. */
export async function checkNumber(kind: KindInTable, orgId: string, prefix: string, number: string, date: string) {
  const route = kindRoutes(kind).check;
  if (!route) return null;
  // An empty prefix would leave an empty path segment; the server reads the number and the date only.
  return callApi(route, { params: { ...kindParams(kind, { org: orgId, number }), prefix: prefix || '-', date } });
}

/** The next number of the financial year starting in `startYear`, in full and its sequence; null where the kind has no such call. */
export async function fetchNextNumber(kind: KindInTable, orgId: string, prefix: string, startYear: number): Promise<{ invoiceNumber: string; sequenceNumber: number } | null> {
  const route = (kindRoutes(kind) as KindRoutes).next;
  if (!route) return null;
  const answer = await callApi(route, { params: { ...kindParams(kind, { org: orgId }), prefix: prefix || '-', generation: '1', year: String(startYear) } });
  return { invoiceNumber: answer.invoiceNumber, sequenceNumber: answer.sequenceNumber };
}

export async function saveDocument(kind: KindInTable, body: Record<string, unknown>, update: boolean) {
  const routes = kindRoutes(kind);
  if (update) return callApi(routes.update, { body });
  // Most inserts name the organisation in the body; the vendor credit note's names it in its path.
  return callApi(routes.insert, { params: kindParams(kind, { org: String(body.org_id) }), body });
}

export async function deleteStoredLine(kind: KindInTable, invoiceid: string, itemid: string, version: number) {
  // The composite purchase's call names the line itemId (spec part 2 §7).
  return callApi(changeRoutesOf(kind).deleteLine, { body: { invoiceid, itemid, itemId: itemid, version } });
}
