// The organisation's settings and users through swr, shared by every settings section and the
// onboarding address prompt; writes put the organisation they answer with straight into the cache.
import type { OrgDetails } from '@bahi/shared';
import useSWR, { mutate } from 'swr';
import { fetchOrgSettings, fetchPermissions, type OrgSettings } from '../api/settings-api';

const settingsKey = (orgId: string) => ['orgSettings', orgId] as const;

/** `orgId` null: nothing is read (a caller who may not see the settings; walk 33F L6: a refused read on every page). */
export function useOrgSettings(orgId: string | null) {
  return useSWR(orgId === null ? null : settingsKey(orgId), () => fetchOrgSettings(orgId as string), {
    // Forms copy what they load; a refetch on focus would only churn the logo's signed URL.
    revalidateOnFocus: false,
    // A 403 (no settings permission) will not change by asking again.
    shouldRetryOnError: false,
  });
}

export function usePermissionList() {
  return useSWR('permissionList', fetchPermissions, { revalidateOnFocus: false });
}

/** After an organisation write: its answer is the organisation as now stored. */
export async function organisationSaved(orgId: string, organisation: OrgDetails): Promise<void> {
  await mutate(settingsKey(orgId), (current: OrgSettings | undefined) => current && { ...current, organisation }, { revalidate: false });
}

/** After a write that does not answer with the organisation (users, the logo): everything reloads. */
export async function reloadOrgSettings(orgId: string): Promise<void> {
  await mutate(settingsKey(orgId));
}
