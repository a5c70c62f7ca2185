// Whether the signed-in user holds a permission in an organisation, so a screen does not offer
// what the server will refuse (the server still checks every call). Owners and CAs hold every
// permission; the server says so in the same answer.
import { isPermission, type Permission } from '@bahi/shared';
import useSWR from 'swr';
import { callApi } from './api-client';
import { OWN_PERMISSIONS_KEY } from './own-permissions-key';
import { session } from './session';

async function fetchOwnPermissions() {
  return (await callApi('userPermissions', { params: { id: session.get('userId') ?? '' } })).data;
}

/** The user's permissions in the organisation (none once it is no longer theirs); undefined until the answer is in. */
export function useOrgPermissions(orgId: string): ReadonlySet<Permission> | undefined {
  const { data } = useSWR([OWN_PERMISSIONS_KEY, session.get('userId')], fetchOwnPermissions, { revalidateOnFocus: false });
  return data && new Set(data.find((org) => org.orgId === orgId)?.permissions.filter(isPermission));
}

/** False until the answer is in, so an action never flashes up and disappears. */
export function useOrgPermission(orgId: string, permission: Permission): boolean {
  return useOrgPermissions(orgId)?.has(permission) ?? false;
}
