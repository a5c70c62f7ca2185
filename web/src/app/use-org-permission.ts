// Whether the signed-in user holds a permission in an organisation, so a screen does not offer
// what the server will refuse (the server still checks every call). Owners and CAs hold every
// permission; the server says so in the same answer.
import type { Permission } from '@bahi/shared';
import useSWR from 'swr';
import { callApi } from './api-client';
import { session } from './session';

async function fetchOwnPermissions() {
  return (await callApi('userPermissions', { params: { id: session.get('userId') ?? '' } })).data;
}

/** False until the answer is in, so an action never flashes up and disappears. */
export function useOrgPermission(orgId: string, permission: Permission): boolean {
  const { data } = useSWR(['ownPermissions', session.get('userId')], fetchOwnPermissions, { revalidateOnFocus: false });
  return data?.some((org) => org.orgId === orgId && org.permissions.includes(permission)) ?? false;
}
