// Who a document is addressed to, resolved from the client and the addresses the form picked,
// and kept on the document as it was when saved (a later edit of the client does not rewrite a
// sent invoice). Spec part 1 §5: B2B needs a billing address ('Please choose Billing Address') and,
// when shipping differs, a shipping address ('Please choose Shipping Address'); B2C needs a billing
// address or a receiver ('Please add the billing Address') with a state or an address. A purchase names its
// vendor first ('Please select the Receiver before adding an Item') and needs its billing address
// ('Please add the billing Address'): the row's partyMessages. Part 2 §5: a bill of supply's lines
// need a receiver first ('Please select the Receiver before adding an Item').
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, partyFieldsOf, partyMessagesOf, stateByCode, type DocumentDraft, type DocumentKindFacts } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { getClient, type StoredClient } from '../store/clients.js';
import { orgOfRecordId } from '../store/ids.js';
import type { AddressSnapshot, PartySnapshot, StoredDocument } from '../store/documents.js';
import { documentInvalid } from './document-errors.js';

export interface ResolvedParties {
  party: PartySnapshot;
  consignee: PartySnapshot | null;
  /** Where the supply goes: the state code that decides CGST+SGST or IGST. */
  placeOfSupply: string;
  /** The party is an SEZ unit or developer (its client record says so): a supply to it is inter-state. */
  sez: boolean;
  /** The party is a composition dealer (its client record's scheme): as a supplier, it charges no GST. */
  composition?: boolean;
  /** The client's type (shared CLIENT_TYPES); absent for a receiver typed on the form. */
  clientType?: number;
}

async function loadClient(ports: Ports, orgId: string, clientId: string, field: string): Promise<StoredClient> {
  const client = orgOfRecordId(clientId) === orgId ? await getClient(ports.table, orgId, clientId) : null;
  if (!client) throw documentInvalid('clientNotFound', DOCUMENT_MESSAGES.selectValidClient, field);
  return client;
}

function addressOf(client: StoredClient, addressId: string): AddressSnapshot | null {
  const found = client.addresses.find((address) => address.id === addressId);
  return found
    ? { address: found.address, city: found.city, pincode: found.pincode, phone: found.phone, stateCode: found.state_id }
    : null;
}

/** The chosen contact of the client (none chosen: null); one of another client is refused. */
function contactOf(client: StoredClient, contactId: string, field: string): PartySnapshot['contact'] {
  if (contactId === '') return null;
  const found = client.contacts.find((contact) => contact.id === contactId);
  if (!found) throw documentInvalid('contactNotOfClient', DOCUMENT_APP_MESSAGES.contactNotOfClient, field);
  return { name: found.name, email: found.email, mobile: found.mobile1 };
}

function snapshot(client: StoredClient, billing: AddressSnapshot | null, shipping: AddressSnapshot | null, contact: PartySnapshot['contact']): PartySnapshot {
  return { name: client.companyname, gstin: client.gstin, stateCode: client.state, billing, shipping, contact };
}

/**
 * The parties of a document. A note against a consumer's invoice made out to a receiver typed on
 * its form (no client) is addressed to that receiver, as its original was (walk 36 M1: no credit
 * note could be issued against such a B2C invoice): `original` is the note's original, or its
 * read in flight, awaited only then.
 */
export async function resolveParties(
  ports: Ports,
  orgId: string,
  facts: DocumentKindFacts,
  draft: DocumentDraft,
  original: StoredDocument | null | Promise<StoredDocument | null> = null,
): Promise<ResolvedParties> {
  const consumer = facts.party === 'consumer';
  const fields = partyFieldsOf(facts);
  const messages = partyMessagesOf(facts);
  if (facts.note && draft.clientId === '') {
    const to = await original;
    if (to && to.clientId === '') return { party: to.party, consignee: null, placeOfSupply: to.placeOfSupply, sez: false };
  }
  if (consumer && draft.clientId === '') {
    const receiver = draft.receiver;
    if (!receiver && facts.receiverBeforeItems) throw documentInvalid('receiverFirst', DOCUMENT_MESSAGES.selectReceiver, 'client_id');
    if (!receiver || (receiver.name === '' && receiver.address === '')) {
      throw documentInvalid('billingRequired', messages.missing, 'address');
    }
    // Spec part 1 §5: a receiver state or an address. Without a state, the place of supply is the
    // supplier's own state (IGST Act s.10(1)(d), s.12(2)(b): no recipient address on record).
    const unchosen = receiver.stateCode === '' || receiver.stateCode === '00';
    const stateCode = unchosen ? '' : stateByCode(receiver.stateCode)?.code;
    if (stateCode === undefined || (stateCode === '' && receiver.address === '')) {
      throw documentInvalid('receiverState', DOCUMENT_APP_MESSAGES.receiverStateRequired, 'statecode');
    }
    const address: AddressSnapshot = { address: receiver.address, city: '', pincode: '', phone: receiver.mobile, stateCode };
    return {
      party: { name: receiver.name, gstin: '', stateCode, billing: address, shipping: address, contact: receiver.mobile ? { name: receiver.name, email: '', mobile: receiver.mobile } : null },
      consignee: null,
      placeOfSupply: stateCode,
      sez: false,
    };
  }
  if (draft.clientId === '') throw documentInvalid('clientNotFound', messages.missing, fields.client);
  const client = await loadClient(ports, orgId, draft.clientId, fields.client);
  const billing = addressOf(client, draft.billingAddressId);
  if (!billing) throw documentInvalid('billingRequired', messages.billing, fields.address);
  const contact = contactOf(client, draft.contactId, fields.contact);
  if (draft.sameShipping) {
    return { party: snapshot(client, billing, billing, contact), consignee: null, placeOfSupply: client.state || billing.stateCode, sez: client.sez === 1, composition: client.schemetype === 'composite', clientType: client.clientid };
  }
  const shippingClient = draft.shippingClientId === '' || draft.shippingClientId === client.id ? client : await loadClient(ports, orgId, draft.shippingClientId, 'shipping_client_id');
  const shipping = addressOf(shippingClient, draft.shippingAddressId);
  if (!shipping) throw documentInvalid('shippingRequired', DOCUMENT_MESSAGES.chooseShipping, 'shippingclientaddressid');
  const consignee = shippingClient === client ? null : snapshot(shippingClient, shipping, shipping, contactOf(shippingClient, draft.shippingContactId, 'shippingclientcontactid'));
  return { party: snapshot(client, billing, shipping, contact), consignee, placeOfSupply: client.state || billing.stateCode, sez: client.sez === 1, composition: client.schemetype === 'composite', clientType: client.clientid };
}
