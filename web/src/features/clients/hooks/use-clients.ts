// The organisation's clients and one client for the edit form, through swr.
import useSWR, { mutate } from 'swr';
import { fetchClient, fetchClients } from '../api/clients-api';

const listKey = (orgId: string) => ['clients', orgId] as const;
const recordKey = (id: string) => ['client', id] as const;

/** `orgId` null: nothing is read (a caller who may not see the clients). */
export function useClientList(orgId: string | null) {
  return useSWR(orgId === null ? null : listKey(orgId), () => fetchClients(orgId as string));
}

/**
 * One client as the edit form starts from: fetched afresh each time the form opens (no
 * deduping), and not again on focus or reconnect, since the form copies it once and a refetch
 * under someone typing would be lost work (the version check catches edits made elsewhere).
 */
export function useClientRecord(id: string) {
  return useSWR(recordKey(id), () => fetchClient(id), {
    dedupingInterval: 0,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** After a save or delete: the list reloads and the client's cached copy is dropped. */
export async function clientsChanged(orgId: string, clientId?: string): Promise<void> {
  if (clientId) await mutate(recordKey(clientId), undefined, { revalidate: false });
  // Fetch now rather than just marking stale: the list is usually not on screen yet (the form
  // is), and it should open with the fresh rows instead of flashing the old ones.
  await mutate(listKey(orgId), fetchClients(orgId), { revalidate: false });
}
