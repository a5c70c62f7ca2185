// The expense calls of spec part 2 §7, through the typed API client, and the evidence upload
// (the route the logo shares, with purpose 'evidence').
import type { ExpenseRow, ExpenseSaveRequest } from '@bahi/shared';
import useSWR, { mutate } from 'swr';
import { callApi } from '../../../app/api-client';
import { yearQuery } from '../../documents/api/years';
import type { EvidenceFile } from './evidence-file';

const LIST = 'expenseList';

/** The expenses of a financial year (null: the current one, as the server picks it). */
export function useExpenseList(orgId: string, year: string | null) {
  return useSWR([LIST, orgId, year], () => callApi('listExpenses', { params: { orgId }, query: yearQuery(year) }), { keepPreviousData: true });
}

/** What the record-expense form needs; not fetched for a member who may not record (`enabled` false). */
export function useExpenseForm(orgId: string, enabled: boolean) {
  return useSWR(enabled ? ['expenseForm', orgId] : null, () => callApi('expenseForm', { params: { orgId } }));
}

/** After a save or a delete: every year of the list reloads, and the form's next number. */
export async function expensesChanged(orgId: string): Promise<void> {
  await mutate((key) => Array.isArray(key) && key[1] === orgId && (key[0] === LIST || key[0] === 'expenseForm'), undefined);
}

export async function saveExpense(body: ExpenseSaveRequest) {
  return callApi('saveExpense', { body: body as Record<string, unknown> });
}

export async function deleteExpense(row: ExpenseRow): Promise<string> {
  return (await callApi('deleteExpense', { params: { id: row.id } })).message;
}

/** Stores the evidence; answers the key the expense keeps. The server checks the bytes again. */
export async function uploadEvidence(orgId: string, file: EvidenceFile): Promise<string> {
  const stored = await callApi('saveImage', { body: { orgid: orgId, purpose: 'evidence', ext: file.ext, imgDta: file.base64, fileUrl: null } });
  return stored.key ?? '';
}
