// The report calls of spec part 2 §7, through the typed API client: one swr hook for all of them,
// keyed by the call, the organisation and what is asked (blank values are left to the server's
// defaults).
import useSWR from 'swr';
import { callApi } from '../../../app/api-client';

export type ReportCall = 'taxSummary' | 'salesReport' | 'vendorExpenses' | 'incomeByCustomer' | 'incomeByCustomerInState' | 'incomeOfCustomer' | 'incomeByItem' | 'incomeOfItem';

/** Start and end date as the controls hold them ('YYYY-MM-DD'; '' = the report's default). */
export interface PeriodAsked {
  startdate: string;
  enddate: string;
}

export const DEFAULT_PERIOD: PeriodAsked = { startdate: '', enddate: '' };

function filled(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** A report of the organisation; `null` for `query` asks nothing (a closed drill-down). */
export function useReport<N extends ReportCall>(call: N, orgId: string, query: Record<string, string> | null, params: Record<string, string> = {}) {
  const asked = query && filled(query);
  return useSWR(asked ? [call, orgId, JSON.stringify(params), JSON.stringify(asked)] : null, () => callApi(call, { params: { orgId, ...params }, query: asked ?? {} }), {
    keepPreviousData: true,
  });
}
