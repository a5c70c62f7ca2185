// The ledger: what every source (a document version, a journal transaction, the opening entry)
// puts in the books, kept three ways in one table:
//   - the posting set, one item per source version (`LEDGERSET#<setId>`): its lines and a state
//     new → applied → (when a later version replaces it, or the source is cancelled or deleted)
//     reversing → reversed;
//   - one entry per line (`LEDGER#<date>#<setId>#<n>`, gsi1 `LEDGERACC#<org>#<account>` /
//     `<date>#…`): an account's lines in a date range are one Query (the general ledger, drill-down);
//   - per-day totals (`BOOKDAY#<date>`): each account's debits and credits of the day, moved by ADD
//     exactly once per set, so a balance sheet or trial balance over a year reads ≤ 365 items
//     however many documents there are.
// There are no transactions (docs/architecture.md §3), so, as for stock in hand
// (store/stock-movements.ts), a day's totals move on the condition that the day's `counted` map
// does not hold the set's id, and record it in the same write (store/counted-sets.ts, which the
// reports' day sums use too): retries, crashes and concurrent appliers cannot add twice. Ids leave
// the map once their set's state says the work is done. Days rather than months: a year is still
// only 365 reads.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addCalendarDays, addTotals, type LedgerLine } from '@bahi/shared';

const addDay = (date: string) => addCalendarDays(date, 1);
import type { Table } from '../ports/table.js';
import { batchWriteItems, type BatchWrite } from './batch-write.js';
import { countOnce, createSet, finishedSets, moveSetState, REVERSAL, setStillIn, type Addition, type SetState } from './counted-sets.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

/** What a set's lines link to (the drill-down of a ledger line). */
export interface LedgerSource {
  type: 'document' | 'expense' | 'journal' | 'opening';
  id: string;
  /** The document kind; 'journal' or 'opening' for the others. */
  kind: string;
  /** The document's number, or the journal's description. */
  number: string;
}

export interface PostingSet {
  /** `<sourceId>#v<version>`: unique per source version, so applying it twice is applying it once. */
  setId: string;
  source: LedgerSource;
  lines: LedgerLine[];
}

export interface LedgerEntry extends LedgerLine {
  setId: string;
  line: number;
  source: LedgerSource;
}

const DEBIT = 'D#';
const CREDIT = 'C#';

const setKey = (orgId: string) => (setId: string) => keys.ledgerSet(orgId, setId);

/** Writes the set if it is new; answers its state. */
const createLedgerSet = (table: Table, orgId: string, set: PostingSet) => createSet(table, keys.ledgerSet(orgId, set.setId), { entity: 'ledgerSet', ...set });

/** Moves the set to `to` if it is in one of `from`; false when it is not. */
const moveState = (table: Table, orgId: string, setId: string, from: readonly SetState[], to: SetState) => moveSetState(table, keys.ledgerSet(orgId, setId), from, to);

/** The set's lines per day and account, times `sign` (−1 undoes them). */
function dayDeltas(lines: readonly LedgerLine[], sign: 1 | -1): Map<string, Map<string, { debit: number; credit: number }>> {
  const days = new Map<string, Map<string, { debit: number; credit: number }>>();
  for (const line of lines) {
    let day = days.get(line.date);
    if (!day) days.set(line.date, (day = new Map()));
    addTotals(day, line.accountId, sign * line.debit, sign * line.credit);
  }
  return days;
}

/** Each day's totals the set's lines move, times `sign`. */
function dayAdditions(table: Table, orgId: string, lines: readonly LedgerLine[], sign: 1 | -1): Addition[] {
  return [...dayDeltas(lines, sign)].map(([date, accounts]) => {
    const sums: Record<string, number> = {};
    for (const [accountId, { debit, credit }] of accounts) {
      sums[`${DEBIT}${accountId}`] = debit;
      sums[`${CREDIT}${accountId}`] = credit;
    }
    return { target: { key: keys.ledgerDay(orgId, date), attributes: { bookDate: date, entity: 'ledgerDay' }, finished: finishedSets(table, setKey(orgId)) }, sums };
  });
}

function entryWrites(orgId: string, set: PostingSet, action: 'put' | 'delete'): BatchWrite[] {
  return set.lines.map((line, n) => {
    const key = keys.ledgerEntry(orgId, line.date, set.setId, n);
    if (action === 'delete') return { DeleteRequest: { Key: key } };
    const entry: LedgerEntry = { ...line, setId: set.setId, line: n, source: set.source };
    return { PutRequest: { Item: { ...key, ...keys.ledgerEntryOfAccount(orgId, line.accountId, line.date, set.setId, n), entity: 'ledgerEntry', ...entry } } };
  });
}

/**
 * Puts a set in the books exactly once: the set, the day totals, the entries, then the state. An
 * entry written after a concurrent reversal deleted the others is deleted again (the state says so).
 */
export async function applyPostingSet(table: Table, orgId: string, set: PostingSet): Promise<void> {
  const claim = async () => (await createLedgerSet(table, orgId, set)) === 'new';
  if (!(await countOnce(table, set.setId, dayAdditions(table, orgId, set.lines, 1), claim, setStillIn(table, keys.ledgerSet(orgId, set.setId), 'new')))) return;
  await batchWriteItems(table, entryWrites(orgId, set, 'put'));
  if (!(await moveState(table, orgId, set.setId, ['new', 'applied'], 'applied'))) {
    await batchWriteItems(table, entryWrites(orgId, set, 'delete'));
  }
}

/** A posting set as it was written (its lines), or null when it never was. */
export async function getPostingSet(table: Table, orgId: string, setId: string): Promise<PostingSet | null> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.ledgerSet(orgId, setId), ConsistentRead: true }));
  if (!found.Item) return null;
  const { setId: id, source, lines } = found.Item as PostingSet;
  return { setId: id, source, lines };
}

/** Takes a set out of the books exactly once (applying it first if a crash left it half done, so the two cancel out). */
export async function reversePostingSet(table: Table, orgId: string, set: PostingSet): Promise<void> {
  await applyPostingSet(table, orgId, set);
  const claim = () => moveState(table, orgId, set.setId, ['applied', 'reversing'], 'reversing');
  const additions = dayAdditions(table, orgId, set.lines, -1);
  if (!(await countOnce(table, `${set.setId}${REVERSAL}`, additions, claim, setStillIn(table, keys.ledgerSet(orgId, set.setId), 'reversing')))) return;
  await batchWriteItems(table, entryWrites(orgId, set, 'delete'));
  await moveState(table, orgId, set.setId, ['reversing'], 'reversed');
}

/** What a source version owes the ledger: the sets of earlier versions to take out, and its own set. */
export interface PostingState {
  postings?: PostingSet | null;
  postingsToReverse?: PostingSet[];
}

/** Does what a source version owes the ledger; every step can be repeated with the same result. */
export async function settlePostings(table: Table, orgId: string, state: PostingState): Promise<void> {
  for (const set of state.postingsToReverse ?? []) await reversePostingSet(table, orgId, set);
  if (state.postings) await applyPostingSet(table, orgId, state.postings);
}

/** Past every id character: closes a date range at the end of its last day. */
const END_OF_DAY = '#\uffff';

const entriesQuery = (table: Table, orgId: string, accountId: string, from: string, to: string, limit?: number) =>
  new QueryCommand({
    TableName: table.name,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk and gsi1sk between :from and :to',
    ExpressionAttributeValues: { ':pk': keys.ledgerOfAccount(orgId, accountId).gsi1pk, ':from': from, ':to': `${to}${END_OF_DAY}` },
    ...(limit ? { Limit: limit } : {}),
  });

/** An account's entries from `from` to `to` (inclusive), by date (gsi1). */
export function entriesOfAccount(table: Table, orgId: string, accountId: string, from: string, to: string): Promise<LedgerEntry[]> {
  return queryAll<LedgerEntry>(table, entriesQuery(table, orgId, accountId, from, to));
}

/**
 * A page of an account's entries from `from`: whole days only, about `maxLines` of them (more only
 * when one day alone has more), and the day the next page starts on, or null at `to`. Whole days
 * let the next page's opening balance come from the day totals.
 */
export async function entriesOfAccountPage(
  table: Table,
  orgId: string,
  accountId: string,
  range: { from: string; to: string },
  maxLines: number,
): Promise<{ entries: LedgerEntry[]; nextFrom: string | null }> {
  const entries: LedgerEntry[] = [];
  const query = entriesQuery(table, orgId, accountId, range.from, range.to, maxLines + 1);
  let startKey: Record<string, unknown> | undefined;
  do {
    query.input.ExclusiveStartKey = startKey;
    const page = await table.client.send(query);
    entries.push(...((page.Items ?? []) as LedgerEntry[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && entries.length <= maxLines);
  if (entries.length <= maxLines) return { entries, nextFrom: null };
  const nextFrom = (entries[maxLines] as LedgerEntry).date;
  const whole = entries.slice(0, maxLines).filter((entry) => entry.date < nextFrom);
  if (whole.length > 0) return { entries: whole, nextFrom };
  // One day holds more than a page: it is answered whole.
  const day = await entriesOfAccount(table, orgId, accountId, nextFrom, nextFrom);
  const following = addDay(nextFrom);
  return { entries: day, nextFrom: following <= range.to ? following : null };
}

/** Whether any entry names the account (one key-only read). */
export async function accountHasEntries(table: Table, orgId: string, accountId: string): Promise<boolean> {
  const found = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.ledgerOfAccount(orgId, accountId).gsi1pk },
      ProjectionExpression: 'pk',
      Limit: 1,
    }),
  );
  return (found.Items?.length ?? 0) > 0;
}

export type Totals = Map<string, { debit: number; credit: number }>;

/**
 * The debits and credits of every account summed over the days from `from` to `to` (inclusive;
 * open ends when absent), from the day totals: one Query of at most one item per day.
 */
export async function totalsOfDays(table: Table, orgId: string, range: { from?: string; to?: string }): Promise<Totals> {
  const { pk, skPrefix } = keys.ledgerDaysOfOrg(orgId);
  const days = await queryAll<Record<string, unknown>>(
    table,
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and sk between :from and :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': `${skPrefix}${range.from ?? ''}`, ':to': `${skPrefix}${range.to ?? '9999-12-31'}` },
      ConsistentRead: true,
    }),
  );
  const totals: Totals = new Map();
  for (const day of days) {
    for (const [name, value] of Object.entries(day)) {
      if (name.startsWith(DEBIT)) addTotals(totals, name.slice(DEBIT.length), value as number, 0);
      else if (name.startsWith(CREDIT)) addTotals(totals, name.slice(CREDIT.length), 0, value as number);
    }
  }
  return totals;
}
