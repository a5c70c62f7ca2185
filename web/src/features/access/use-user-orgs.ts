import useSWR, { mutate } from 'swr';
import { callApi } from '../../app/api-client';

const USER_ORGS_KEY = 'userOrganisations';

/** The organisations the signed-in user may open. */
export function useUserOrgs() {
  return useSWR(USER_ORGS_KEY, async () => (await callApi('userOrganisations')).data);
}

/** After an organisation's name or GSTIN changes: the top bar and lists read it afresh. */
export function userOrgsChanged(): Promise<unknown> {
  return mutate(USER_ORGS_KEY);
}

/** The signed-in user's name and type. */
export function useProfile() {
  return useSWR('profile', async () => (await callApi('profile')).data);
}
