// The parties a line of the starting balances or a journal can name (walk 40 M2): the
// organisation's clients on Sundry debtors, Sundry creditors and the advances accounts, its bank
// accounts on Bank accounts (shared partiesOfAccount), each read only where the user may see them.
import { partiesOfAccount } from '@bahi/shared';
import { useOrgPermission } from '../../../app/use-org-permission';
import { useClientList } from '../../clients/hooks/use-clients';
import { useOrgSettings } from '../../settings/hooks/use-org-settings';

export interface PartyChoice {
  id: string;
  name: string;
}

export interface BookParties {
  clients: readonly PartyChoice[];
  banks: readonly PartyChoice[];
}

const NONE: readonly PartyChoice[] = [];

export function useBookParties(orgId: string): BookParties {
  const clients = useClientList(useOrgPermission(orgId, 'clients.view') ? orgId : null);
  const settings = useOrgSettings(useOrgPermission(orgId, 'settings.view') ? orgId : null);
  return {
    clients: clients.data?.map((client) => ({ id: client.id, name: client.companyname })) ?? NONE,
    banks: settings.data?.organisation.banks.map((bank) => ({ id: bank.id, name: `${bank.bankname} · ${bank.account}` })) ?? NONE,
  };
}

/** The parties a line of this account may name (none for an account that keeps none). */
export function partyChoicesOf(parties: BookParties, accountId: string): readonly PartyChoice[] | null {
  const kind = partiesOfAccount(accountId);
  return kind === null ? null : kind === 'banks' ? parties.banks : parties.clients;
}
