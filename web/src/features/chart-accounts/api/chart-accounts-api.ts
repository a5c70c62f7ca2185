// The chart-of-accounts calls of spec part 2 §7, through the typed API client.
import type { ChartAccountAddRequest, ChartAccountRow } from '@bahi/shared';
import useSWR, { mutate } from 'swr';
import { callApi } from '../../../app/api-client';

const LIST = 'chartAccounts';

export function useChartAccounts(orgId: string) {
  return useSWR([LIST, orgId], () => callApi('listChartAccounts', { params: { orgId } }));
}

export async function chartAccountsChanged(orgId: string): Promise<void> {
  await mutate([LIST, orgId]);
}

/** Adds an account, or changes `editing` (at the version the list showed); answers the toast. */
export async function saveChartAccount(body: ChartAccountAddRequest, editing: ChartAccountRow | null): Promise<string> {
  const saved = editing
    ? await callApi('updateChartAccount', { body: { ...body, id: editing.id, version: editing.version } })
    : await callApi('addChartAccount', { body });
  return saved.message;
}

export async function deleteChartAccount(row: ChartAccountRow): Promise<string> {
  return (await callApi('deleteChartAccount', { body: { orgid: row.orgid, id: row.id, version: row.version } })).message;
}
