// The parties the books' lines name, by id and name: clients (customers and suppliers) in debtors,
// creditors and the advances accounts, the organisation's bank accounts (each its bank and number)
// in Bank accounts (shared chart-account-ids.ts partiesOfAccount). The general ledger names its
// lines and fills its party picker from them; journals and the starting balances check and name
// the parties their lines are typed with.
import type { Ports } from '../../ports/index.js';
import { listClients } from '../../store/clients.js';
import { getOrganisation } from '../../store/organisations.js';

export interface SubLedgers {
  clients: ReadonlyMap<string, string>;
  banks: ReadonlyMap<string, string>;
}

/** The organisation's parties of the kinds asked for (one Query of its clients, one read of it for its banks). */
export async function partiesOfKinds(ports: Ports, orgId: string, kinds: ReadonlySet<'clients' | 'banks'>): Promise<SubLedgers> {
  const [clients, org] = await Promise.all([kinds.has('clients') ? listClients(ports.table, orgId) : [], kinds.has('banks') ? getOrganisation(ports.table, orgId) : null]);
  return {
    clients: new Map(clients.map((client) => [client.id, client.companyname])),
    banks: new Map((org?.settings?.bankAccounts ?? []).map((bank) => [bank.id, `${bank.bankname} · ${bank.account}`])),
  };
}
