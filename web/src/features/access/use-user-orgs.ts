import useSWR, { mutate, preload } from 'swr';
import { callApi } from '../../app/api-client';

const USER_ORGS_KEY = 'userOrganisations';

const fetchUserOrgs = async () => (await callApi('userOrganisations')).data;

/** The organisations the signed-in user may open. */
export function useUserOrgs() {
  return useSWR(USER_ORGS_KEY, fetchUserOrgs);
}

/**
 * Asks for them as the page's script starts, before React's first render: the working page can
 * show nothing of its organisation until they are in. useUserOrgs takes this answer (or failure).
 */
export function preloadUserOrgs(): void {
  preload(USER_ORGS_KEY, fetchUserOrgs).catch(() => undefined);
}

/** After an organisation's name or GSTIN changes: the top bar and lists read it afresh. */
export function userOrgsChanged(): Promise<unknown> {
  return mutate(USER_ORGS_KEY);
}

/** The signed-in user's name and type. */
export function useProfile() {
  return useSWR('profile', async () => (await callApi('profile')).data);
}
