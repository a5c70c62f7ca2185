// The GST returns calls (spec part 2 §7 "GST returns downloads" and our pre-filing check).
import type { ReturnForm, ReturnPeriod } from '@bahi/shared';
import useSWR from 'swr';
import { callApi } from '../../../app/api-client';

const paramsOf = (orgId: string, form: ReturnForm, period: ReturnPeriod) => ({ form, orgid: orgId, month: String(period.month), year: String(period.year) });

/** The month's problems, re-read whenever the form, month or year changes. */
export function useReturnCheck(orgId: string, form: ReturnForm, period: ReturnPeriod) {
  return useSWR(['returnCheck', orgId, form, period.year, period.month], () => callApi('checkReturn', { params: paramsOf(orgId, form, period) }));
}

/** 'Generate' (the workbook) or 'Generate JSON' (the portal's upload files). */
export function generateReturn(orgId: string, form: ReturnForm, period: ReturnPeriod, output: 'workbook' | 'json') {
  return callApi(output === 'json' ? 'generateReturnJson' : 'generateReturnWorkbook', { params: paramsOf(orgId, form, period) });
}
