// What an expense puts in the books (expenseLedgerLines: the expense and its input tax against the
// cash or bank it was paid from): one posting set, `<expense id>#v1`, applied when the expense is
// recorded and taken out when it is deleted. As for a journal (books/books-entries-service.ts),
// the expense is written with a sync marker first and the marker goes once the books are done, so
// after a crash the next report finishes the work from the marker (settleExpenseMarker). Expenses
// recorded before expenses posted are posted once per organisation, by its next report
// (postEarlierExpenses).
import { expenseLedgerLines, formatWireTimestamp } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { deleteSyncMarker, putSyncMarker, type SyncMarker } from '../store/documents.js';
import { earlierExpensesPosted, getExpense, inputTaxOf, isExpenseId, listExpensesOfYear, markEarlierExpensesPosted, yearsWithExpenses, type ExpenseRecord } from '../store/expenses.js';
import { applyPostingSet, getPostingSet, reversePostingSet, type PostingSet } from '../store/ledger.js';

const setIdOf = (expenseId: string) => `${expenseId}#v1`;

export function expensePostingSet(expense: ExpenseRecord): PostingSet {
  return {
    setId: setIdOf(expense.id),
    source: { type: 'expense', id: expense.id, kind: 'expense', number: expense.number },
    lines: expenseLedgerLines(expense.date, {
      amount: expense.amount,
      cgst: expense.cgst,
      sgst: expense.sgst,
      igst: expense.igst,
      money: { method: expense.method, account: expense.account },
      ...(expense.expenseAccountId ? { expenseAccountId: expense.expenseAccountId } : {}),
      taxIsCost: inputTaxOf(expense) !== 'claimed',
    }),
  };
}

/**
 * Runs `write` (the expense's record or its tombstone) under a sync marker, then puts the expense
 * in the books (`set`) or takes it out (`reverse`). A write that fails leaves nothing behind.
 */
export async function writeWithPostings<T>(ports: Ports, expense: ExpenseRecord, write: () => Promise<T>, change: 'post' | 'reverse'): Promise<T> {
  const marker = await putSyncMarker(ports.table, expense.orgId, expense.id);
  let written: T;
  try {
    written = await write();
  } catch (error) {
    await deleteSyncMarker(ports.table, marker);
    throw error;
  }
  const set = expensePostingSet(expense);
  if (change === 'post') await applyPostingSet(ports.table, expense.orgId, set);
  else await reversePostingSet(ports.table, expense.orgId, set);
  await deleteSyncMarker(ports.table, marker);
  return written;
}

/**
 * Finishes what a crash left of an expense's books work: a live expense's set applied, a deleted
 * one's taken out (read back from the ledger: the tombstone keeps no figures). False when the
 * marker is not an expense's.
 */
export async function settleExpenseMarker(ports: Ports, marker: SyncMarker): Promise<boolean> {
  if (!isExpenseId(marker.docId)) return false;
  const expense = await getExpense(ports.table, marker.docId);
  if (expense && !expense.deleted) await applyPostingSet(ports.table, marker.orgId, expensePostingSet(expense));
  else {
    const set = await getPostingSet(ports.table, marker.orgId, setIdOf(marker.docId));
    if (set) await reversePostingSet(ports.table, marker.orgId, set);
  }
  await deleteSyncMarker(ports.table, marker);
  return true;
}

/**
 * Posts, once per organisation, the live expenses recorded before expenses posted to the books.
 * Repeating it (a crash midway) posts nothing twice: each set is applied once by its id.
 */
export async function postEarlierExpenses(ports: Ports, orgId: string): Promise<void> {
  if (await earlierExpensesPosted(ports.table, orgId)) return;
  for (const year of await yearsWithExpenses(ports.table, orgId)) {
    for (const expense of await listExpensesOfYear(ports.table, orgId, year)) await applyPostingSet(ports.table, orgId, expensePostingSet(expense));
  }
  await markEarlierExpensesPosted(ports.table, orgId, formatWireTimestamp(ports.now()));
}
