import useSWR from 'swr';
import { callApi } from '../../app/api-client';

/** A CA's own requests still waiting for an owner's answer. */
export function useMyAccessRequests() {
  return useSWR('myAccessRequests', async () => (await callApi('myAccessRequests')).requests);
}

/** CAs waiting for this organisation owner's answer. */
export function useOrganisationAccessRequests(orgId: string | null) {
  return useSWR(orgId ? ['organisationAccessRequests', orgId] : null, async () =>
    (await callApi('organisationAccessRequests', { params: { orgid: orgId as string } })).requests,
  );
}
