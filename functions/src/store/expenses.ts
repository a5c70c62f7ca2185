// Expenses (spec part 2 §3 Expense). As with documents, the item's number is its key, so the one
// conditional write that creates it takes the number: two concurrent saves can never share one.
//
//   pk ORG#<org>   sk EXPENSE#<fy start year>#<sequence, 9 digits>
//
// An expense id is `<org>_ex<fy><sequence, 10 digits>` (16 characters after the org, as every
// record id), so the id alone names the key. Deleting leaves a tombstone (`deleted`) under the
// key: the number is never issued again, and lists skip it.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { expenseInputTax, type ExpenseInputTax } from '@bahi/shared';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { batchGetItems } from './batch-get.js';
import { keys } from './keys.js';
import { markerSet, setMarker } from './org-markers.js';
import { lastUnder, queryAll } from './query-all.js';
import { conditionally } from './conditional-write.js';

const SEQ_DIGITS_IN_KEY = 9;
const SEQ_DIGITS_IN_ID = 10;

export interface ExpenseRecord {
  id: string;
  orgId: string;
  fyStartYear: number;
  seq: number;
  /** 'EXPS-20261'. */
  number: string;
  payee: string;
  notes: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  method: 'CASH' | 'BANK';
  /** The organisation's bank account id when BANK; '' for cash. */
  account: string;
  through: string;
  /** Paise and basis points; the figures come from the GST engine (expense-tax.ts). */
  amount: number;
  taxRateBps: number;
  supplierStateCode: string;
  orgStateCode: string;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
  /** The blob key of the evidence; '' when none. */
  evidenceKey: string;
  /** The chart account it is booked to; absent on expenses recorded before it could be chosen (General expenses). */
  expenseAccountId?: string;
  /** The supplier's GSTIN ('' or absent: none given). */
  supplierGstin?: string;
  /** Its GST is blocked credit (Section 17(5)): cost in the books, reversed in GSTR-3B 4(B)(1). */
  itcBlocked?: boolean;
  createdAt: string;
  createdBy: string;
  deleted?: { at: string; by: string };
}

/** Its GST as input tax (expenseInputTax, shared): the record's flags as the rule reads them. */
export const inputTaxOf = (expense: Pick<ExpenseRecord, 'itcBlocked' | 'supplierGstin'>): ExpenseInputTax =>
  expenseInputTax({ itcBlocked: expense.itcBlocked === true, supplierGstin: expense.supplierGstin ?? '' });

export class ExpenseNumberTaken extends Error {}

const pad = (seq: number, digits: number) => String(seq).padStart(digits, '0');

export function expenseId(orgId: string, fyStartYear: number, seq: number): string {
  return `${orgId}_ex${fyStartYear}${pad(seq, SEQ_DIGITS_IN_ID)}`;
}

/** Whether the text is an expense id. */
export const isExpenseId = (id: string): boolean => keyOfExpenseId(id) !== null;

/** The key an expense id names, or null when the text is not an expense id. */
function keyOfExpenseId(id: string) {
  const match = /^([a-z0-9]{16})_ex(\d{4})(\d{10})$/.exec(id);
  if (!match || Number(match[3]) < 1) return null;
  return keys.expense(match[1] as string, Number(match[2]), pad(Number(match[3]), SEQ_DIGITS_IN_KEY));
}

const keyOf = (expense: Pick<ExpenseRecord, 'orgId' | 'fyStartYear' | 'seq'>) =>
  keys.expense(expense.orgId, expense.fyStartYear, pad(expense.seq, SEQ_DIGITS_IN_KEY));

function fromItem(item: Record<string, unknown>): ExpenseRecord {
  const { pk: _pk, sk: _sk, entity: _entity, ...expense } = item;
  return expense as unknown as ExpenseRecord;
}

/** Writes a new expense; ExpenseNumberTaken when its number (its key) is taken. */
export async function insertExpense(table: Table, expense: ExpenseRecord): Promise<void> {
  try {
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keyOf(expense), entity: 'expense', ...expense },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ExpenseNumberTaken();
    throw error;
  }
}

/** The highest sequence of a financial year, deleted ones included (0 when none): one Query, newest first. */
export async function lastExpenseSequence(table: Table, orgId: string, fyStartYear: number): Promise<number> {
  return (await lastUnder<number>(table, keys.expensesOfYear(orgId, fyStartYear), 'seq')) ?? 0;
}

export async function getExpense(table: Table, id: string): Promise<ExpenseRecord | null> {
  const key = keyOfExpenseId(id);
  if (!key) return null;
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }));
  return found.Item ? fromItem(found.Item) : null;
}

/** The payee of each expense the ids name, by id (BatchGetItem); ids that name no expense are left out. */
export async function expensePayees(table: Table, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = ids.flatMap((id) => keyOfExpenseId(id) ?? []);
  const found = await batchGetItems(table, wanted, ['id', 'payee']);
  return new Map(found.map((item) => [item.id as string, item.payee as string]));
}

/** The live (not deleted) expenses under a key prefix, whole or only `projection`. */
function liveExpensesUnder<T>(table: Table, where: { pk: string; skPrefix: string }, projection?: string): Promise<T[]> {
  return queryAll<T>(
    table,
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      FilterExpression: 'attribute_not_exists(deleted)',
      ExpressionAttributeValues: { ':pk': where.pk, ':prefix': where.skPrefix },
      ...(projection ? { ProjectionExpression: projection } : {}),
      ConsistentRead: true,
    }),
  );
}

/** The expenses of a financial year by number, deleted ones left out. */
export async function listExpensesOfYear(table: Table, orgId: string, fyStartYear: number): Promise<ExpenseRecord[]> {
  return (await liveExpensesUnder<Record<string, unknown>>(table, keys.expensesOfYear(orgId, fyStartYear))).map(fromItem);
}

/** The financial years with expenses (start years, ascending): one Query projecting the year. */
export async function yearsWithExpenses(table: Table, orgId: string): Promise<number[]> {
  const rows = await liveExpensesUnder<{ fyStartYear: number }>(table, keys.expensesOfOrg(orgId), 'fyStartYear');
  return [...new Set(rows.map((row) => row.fyStartYear))].sort((a, b) => a - b);
}

/**
 * Turns a live expense into its tombstone: the figures and the evidence key go, the number stays.
 * False when it does not exist or is already deleted.
 */
export async function deleteExpenseKeepingNumber(table: Table, expense: ExpenseRecord, deleted: { at: string; by: string }): Promise<boolean> {
  const { id, orgId, fyStartYear, seq, number } = expense;
  return conditionally(() =>
    table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keyOf(expense), entity: 'expense', id, orgId, fyStartYear, seq, number, deleted },
        ConditionExpression: 'attribute_exists(pk) and attribute_not_exists(deleted)',
      }),
    ),
  );
}

/**
 * The expenses dated `first`..`last` ('YYYY-MM-DD', one financial year), tombstones included (the
 * caller decides): a Query of the year's partition prefix, filtered on the date.
 */
export function expensesBetween(table: Table, orgId: string, fyStartYear: number, first: string, last: string): Promise<ExpenseRecord[]> {
  const { pk, skPrefix } = keys.expensesOfYear(orgId, fyStartYear);
  return queryAll<Record<string, unknown>>(
    table,
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      FilterExpression: '#date between :first and :last',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':first': first, ':last': last },
      ConsistentRead: true,
    }),
  ).then((items) => items.map(fromItem));
}

/** Whether the organisation's expenses recorded before expenses posted to the books have been posted (services/expense-postings.ts). */
export function earlierExpensesPosted(table: Table, orgId: string): Promise<boolean> {
  return markerSet(table, keys.expensesPosted(orgId));
}

export function markEarlierExpensesPosted(table: Table, orgId: string, at: string): Promise<void> {
  return setMarker(table, keys.expensesPosted(orgId), 'expensesPosted', at);
}
