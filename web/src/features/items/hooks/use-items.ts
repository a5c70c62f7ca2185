// The catalogue's data through swr: the item list, one item, units, the organisation's settings
// the item screens follow, and whether the user may change items.
import type { OrgFeature } from '@bahi/shared';
import useSWR, { mutate } from 'swr';
import { fetchEditAuthorised, fetchItem, fetchItems, fetchOrganisation, fetchUnits } from '../api/items-api';

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

export function useCanEditItems(orgId: string) {
  return useSWR(['items-authorised', orgId], () => fetchEditAuthorised(orgId)).data === true;
}

const INVENTORY_TRACKING: OrgFeature = 'inventory_tracking';

/** Business type, inventory tracking and custom field definitions; loaded afresh on each visit. */
export function useItemSettings(orgId: string) {
  const { data, error } = useSWR(['items-organisation', orgId], () => fetchOrganisation(orgId));
  return {
    error,
    settings: data && {
      businessId: data.business_id,
      inventoryTracking: data.features.includes(INVENTORY_TRACKING),
      customFields: data.customfields,
    },
  };
}
export type ItemSettings = NonNullable<ReturnType<typeof useItemSettings>['settings']>;

/** After a save or delete: the list reloads now and the item's cached copy is dropped. */
export async function itemsChanged(orgId: string, itemId?: string): Promise<void> {
  if (itemId) await mutate(recordKey(itemId), undefined, { revalidate: false });
  await mutate(listKey(orgId), fetchItems(orgId), { revalidate: false });
}
