// The books' calls (spec part 2 §7 "Journal and starting balances", "Reports"), through the typed
// API client: journals, the opening entry, and the reports folded from the ledger.
import type { JournalEditRequest, JournalSaveRequest, StartingBalanceSaveRequest } from '@bahi/shared';
import useSWR, { mutate } from 'swr';
import { callApi } from '../../../app/api-client';

const JOURNALS = 'journals';
const OPENING = 'startingBalance';
const REPORT = 'ledgerReport';

export function useJournals(orgId: string) {
  return useSWR([JOURNALS, orgId], () => callApi('listJournals', { params: { orgId } }));
}

export function useStartingBalance(orgId: string) {
  return useSWR([OPENING, orgId], () => callApi('getStartingBalance', { params: { orgId } }));
}

/** Every cached report of the organisation is stale once its books change. */
async function booksChanged(orgId: string): Promise<void> {
  await Promise.all([mutate([JOURNALS, orgId]), mutate([OPENING, orgId]), mutate((key) => Array.isArray(key) && key[0] === REPORT && key[2] === orgId)]);
}

/** Adds a journal, or changes the one `editing` names at its version; answers the toast. */
export async function saveJournal(orgId: string, body: JournalSaveRequest, editing: { id: string; version: number } | null): Promise<string> {
  const saved = editing ? await callApi('editJournal', { body: { ...body, jTID: editing.id, version: editing.version } satisfies JournalEditRequest }) : await callApi('saveJournal', { body });
  await booksChanged(orgId);
  return saved.message;
}

export async function deleteJournal(orgId: string, journalId: string, userId: string): Promise<string> {
  const deleted = await callApi('deleteJournal', { params: { journalId, userId } });
  await booksChanged(orgId);
  return deleted.message;
}

/** Adds the opening entry, or updates it at `version`; answers the toast. */
export async function saveStartingBalance(orgId: string, body: StartingBalanceSaveRequest, version: number | null): Promise<string> {
  const saved = version === null ? await callApi('saveStartingBalance', { body }) : await callApi('updateStartingBalance', { body: { ...body, version } });
  await booksChanged(orgId);
  return saved.message;
}

export type LedgerReportName = 'generalLedger' | 'balanceSheet' | 'profitAndLoss' | 'trialBalance';

export interface ReportQuery {
  start?: string;
  end?: string;
  account?: string;
  /** The general ledger of one party of the account (a customer of Sundry debtors). */
  party?: string;
}

/** A report for the dates asked (the server's defaults when none). */
export function useLedgerReport<N extends LedgerReportName>(name: N, orgId: string, query: ReportQuery) {
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
  return useSWR([REPORT, name, orgId, JSON.stringify(given)], () => callApi(name, { params: { orgId }, query: given }));
}
