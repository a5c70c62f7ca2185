// The catalogue's data through swr: the item list, one item, units, the organisation's settings
// the item screens follow, and whether the user may change items.
import useSWR, { mutate } from 'swr';
import { fetchItem, fetchItemAccess, fetchItems, fetchUnits } from '../api/items-api';

const listKey = (orgId: string) => ['items', orgId] as const;
const recordKey = (id: string) => ['item', id] as const;

export function useItemList(orgId: string) {
  return useSWR(listKey(orgId), () => fetchItems(orgId));
}

/**
 * One item as a form starts from: fetched afresh each time (no deduping) and not again on focus,
 * since a refetch under someone typing would be lost work (the version check catches edits made
 * elsewhere).
 */
export function useItemRecord(id: string) {
  return useSWR(recordKey(id), () => fetchItem(id), { dedupingInterval: 0, revalidateOnFocus: false, revalidateOnReconnect: false });
}

export function useUnits(orgId: string) {
  // The unit list is reference data: once per session is plenty.
  return useSWR(['item-units', orgId], () => fetchUnits(orgId), { revalidateOnFocus: false, revalidateIfStale: false });
}

/**
 * Whether the caller may change items, and the organisation's business type, inventory tracking
 * and custom field definitions; loaded afresh on each visit.
 */
export function useItemAccess(orgId: string) {
  const { data, error } = useSWR(['items-access', orgId], () => fetchItemAccess(orgId));
  return {
    error,
    canEdit: data?.authorised === true,
    settings: data && {
      businessId: data.settings.business_id,
      inventoryTracking: data.settings.inventory_tracking,
      customFields: data.settings.customfields,
    },
  };
}
export type ItemSettings = NonNullable<ReturnType<typeof useItemAccess>['settings']>;

/** After a save or delete: the list reloads now and the item's cached copy is dropped. */
export async function itemsChanged(orgId: string, itemId?: string): Promise<void> {
  if (itemId) await mutate(recordKey(itemId), undefined, { revalidate: false });
  await mutate(listKey(orgId), fetchItems(orgId), { revalidate: false });
}
