import useSWR from 'swr';
import { callApi } from '../../app/api-client';

/** The organisations the signed-in user may open. */
export function useUserOrgs() {
  return useSWR('userOrganisations', async () => (await callApi('userOrganisations')).data);
}

/** The signed-in user's name and type. */
export function useProfile() {
  return useSWR('profile', async () => (await callApi('profile')).data);
}
