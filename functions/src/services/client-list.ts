// An organisation's clients as the pickers and the clients list show them (primary address, first
// contact). Shared by the clients area and the document areas, whose members may pick a client
// without the clients permission (a note's client under invoices.view).
import { primaryAddressOf, type ClientListRow } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { listClients, type StoredClient } from '../store/clients.js';

export const withoutLists = ({ addresses: _addresses, contacts: _contacts, ...client }: StoredClient) => client;

export async function listClientRows(ports: Ports, orgId: string): Promise<ClientListRow[]> {
  const clients = await listClients(ports.table, orgId);
  return clients
    .map((client) => {
      const primary = primaryAddressOf(client.addresses);
      const contact = client.contacts[0];
      return {
        ...withoutLists(client),
        city: primary?.city ?? '',
        phone: primary?.phone ?? contact?.mobile1 ?? '',
        contactname: contact?.name ?? '',
        contactemail: contact?.email ?? '',
      };
    })
    .sort((a, b) => a.companyname.localeCompare(b.companyname));
}
