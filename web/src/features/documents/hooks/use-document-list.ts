// A kind's list of one financial year through swr, the year the screen shows, and the reloads
// after a change (status, payment, a save in the form).
import { TABLE_KINDS, financialYearOf, kindFacts, type KindInTable } from '@bahi/shared';
import { useState } from 'react';
import useSWR, { mutate } from 'swr';
import { fetchDocumentList, fetchPayments } from '../api/documents-api';

const LIST = 'documentList';
const PAYMENTS = 'paymentsList';
const listKey = (orgId: string, kind: KindInTable, year: string | null) => [LIST, orgId, kind, year] as const;

// The year last picked for each list, kept while the page is open: opening a document and coming
// back shows the year the reader was working in, not the default again.
const pickedYears = new Map<string, string>();
const yearMemory = (orgId: string, kind: KindInTable) => `${orgId}/${kind}`;

/** After a save the list opens on the saved document's financial year, where the reader will look for it. */
export function showYearOf(orgId: string, kind: KindInTable, date: string): void {
  pickedYears.set(yearMemory(orgId, kind), financialYearOf(date).label);
}

/** The list of the picked year (null until one is picked: the server's default year). */
export function useDocumentList(orgId: string, kind: KindInTable) {
  const memory = yearMemory(orgId, kind);
  const [year, setYear] = useState<string | null>(pickedYears.get(memory) ?? null);
  const list = useSWR(listKey(orgId, kind, year), () => fetchDocumentList(orgId, kind, year), { keepPreviousData: true });
  return {
    ...list,
    /** The year shown is one the reader chose (or a save went to), not the one the list opens on by itself. */
    picked: year !== null,
    pickYear(label: string) {
      pickedYears.set(memory, label);
      setYear(label);
    },
  };
}

export function usePaymentsList(orgId: string, year: string) {
  return useSWR([PAYMENTS, orgId, year], () => fetchPayments(orgId, year), { keepPreviousData: true });
}

/**
 * The lists a change to a document of `kind` can move: its own, those of the documents it refers
 * to (a note moves its invoice's or purchase's pending), and those of the kinds made into it (a
 * refund takes from its receipt voucher's advance, an invoice marks its quotation converted).
 */
function listsMovedBy(kind: KindInTable): ReadonlySet<KindInTable> {
  const sources = TABLE_KINDS.filter((each) => (kindFacts(each).convertsTo as readonly string[]).includes(kind));
  return new Set<KindInTable>([kind, ...((kindFacts(kind).refersTo ?? []) as readonly KindInTable[]), ...sources]);
}

/**
 * After a save, a status change or a payment: every year of the lists it moves and the payments
 * are dropped and reload. A list on screen keeps its rows until the fresh ones arrive
 * (keepPreviousData); one opened later starts from the server, never from stale rows.
 */
export async function documentsChanged(orgId: string, kind: KindInTable): Promise<void> {
  const moved = listsMovedBy(kind);
  const affected = (key: unknown) =>
    Array.isArray(key) && key[1] === orgId && ((key[0] === LIST && moved.has(key[2] as KindInTable)) || key[0] === PAYMENTS);
  await mutate(affected, undefined);
}
