// Journal transactions and the starting balances (spec part 2 §3, §5, §7; issue 12 item 3): entries
// typed into the books. Each version's postings are a posting set (journalLedgerLines /
// openingLedgerLines: balanced, or refused before anything is written); an edit replaces the
// earlier set, a delete takes it out. The write goes first with a marker; the ledger work follows
// and, after a crash, the next report finishes it (settleBooks).
import {
  formatWireTimestamp,
  journalLedgerLines,
  openingLedgerLines,
  paiseToRupees,
  partiesOfAccount,
  type BooksEntryInput,
  type BooksLineInput,
  type ChartAccountRow,
  type JournalView,
  type StartingBalanceView,
} from '@bahi/shared';
import { settleOrganisation } from '../../documents/derived-work.js';
import { repostDocuments } from '../../documents/document-reposting.js';
import type { Ports } from '../../ports/index.js';
import { refuseDateAfterToday } from '../../services/today.js';
import {
  booksEntryKindOf,
  getBooksEntry,
  listJournals,
  markEntryPostingsDone,
  OPENING_SOURCE_ID,
  putBooksEntry,
  removeBooksEntry,
  StaleBooksEntry,
  type BooksEntryKind,
  type StoredBooksEntry,
} from '../../store/books-entries.js';
import { deleteSyncMarker, putSyncMarker, syncMarkersOfOrg } from '../../store/documents.js';
import { newRecordId } from '../../store/ids.js';
import { settlePostings, type PostingSet } from '../../store/ledger.js';
import { booksVersionConflict, journalNotFound, openingExists, openingMissing, unknownAccount, unknownParty } from './books-errors.js';
import { partiesOfKinds, type SubLedgers } from './book-parties.js';
import { postEarlierExpenses, settleExpenseMarker } from '../../services/expense-postings.js';
import { chartOfAccounts } from './chart-accounts-service.js';

function postingsOf(entry: StoredBooksEntry): PostingSet | null {
  if (entry.deleted) return null;
  const lines = entry.kind === 'opening' ? openingLedgerLines(entry.date, entry.lines) : journalLedgerLines(entry.date, entry.lines);
  return {
    setId: `${entry.id}#v${entry.version}`,
    source: { type: entry.kind, id: entry.id, kind: entry.kind, number: entry.description },
    lines,
  };
}

/** The ledger work an entry's version owes: earlier sets out, its own in; a deleted journal's item goes last. */
async function finishEntry(ports: Ports, entry: StoredBooksEntry): Promise<void> {
  await settlePostings(ports.table, entry.orgId, entry);
  if (entry.deleted) await removeBooksEntry(ports.table, entry);
  else await markEntryPostingsDone(ports.table, entry);
}

/** Writes the next version of an entry (conditional on the stored one) and puts its postings in the books. */
async function writeEntry(ports: Ports, next: Omit<StoredBooksEntry, 'postings' | 'postingsToReverse'>, stored: StoredBooksEntry | null): Promise<StoredBooksEntry> {
  const entry: StoredBooksEntry = {
    ...next,
    postings: null,
    postingsToReverse: [...(stored?.postingsToReverse ?? []), ...(stored?.postings ? [stored.postings] : [])],
  };
  entry.postings = postingsOf(entry);
  const marker = await putSyncMarker(ports.table, entry.orgId, entry.id);
  try {
    await putBooksEntry(ports.table, entry, stored?.version);
  } catch (error) {
    await deleteSyncMarker(ports.table, marker);
    if (error instanceof StaleBooksEntry) throw entry.kind === 'opening' && !stored ? openingExists() : booksVersionConflict();
    throw error;
  }
  await finishEntry(ports, entry);
  await deleteSyncMarker(ports.table, marker);
  return entry;
}

/**
 * Finishes the ledger work still owed: the documents' (settled after their answer), what a crash
 * left of an entry's or an expense's (its marker), and, once, the expenses recorded before
 * expenses posted and the documents saved before the books' rules last changed. Reports call it
 * before they read.
 */
export async function settleBooks(ports: Ports, orgId: string): Promise<void> {
  await Promise.all([settleOrganisation(ports, orgId).then(() => repostDocuments(ports, orgId)), postEarlierExpenses(ports, orgId)]);
  for (const marker of await syncMarkersOfOrg(ports.table, orgId)) {
    if (await settleExpenseMarker(ports, marker)) continue;
    const entry = await getBooksEntry(ports.table, orgId, booksEntryKindOf(marker.docId), marker.docId);
    if (entry) await finishEntry(ports, entry);
    await deleteSyncMarker(ports.table, marker);
  }
}

export const chartMap = async (ports: Ports, orgId: string) => new Map((await chartOfAccounts(ports, orgId)).map((account) => [account.id, account]));

/** The parties the lines name, by id and name (nothing is read when none does). */
function partiesNamedBy(ports: Ports, orgId: string, lines: readonly Pick<BooksLineInput, 'accountId' | 'partyId'>[]): Promise<SubLedgers> {
  const kinds = lines.flatMap((line) => (line.partyId ? [partiesOfAccount(line.accountId)] : [])).filter((kind) => kind !== null);
  return partiesOfKinds(ports, orgId, new Set(kinds));
}

const partyName = (parties: SubLedgers, partyId: string | undefined) => (partyId ? (parties.clients.get(partyId) ?? parties.banks.get(partyId) ?? '') : '');

/**
 * The entry is dated no later than today; every line must name an account of the organisation's
 * chart, and a party it names must be one of the organisation's of the kind its account keeps (the
 * schema has checked that it keeps parties).
 */
async function checkAccounts(ports: Ports, orgId: string, input: BooksEntryInput): Promise<void> {
  refuseDateAfterToday(ports, input.date, 'books.dateAfterToday', 'transactiondate');
  const [chart, parties] = await Promise.all([chartMap(ports, orgId), partiesNamedBy(ports, orgId, input.lines)]);
  input.lines.forEach((line, i) => {
    if (!chart.has(line.accountId)) throw unknownAccount(i);
    const ofKind = partiesOfAccount(line.accountId) === 'banks' ? parties.banks : parties.clients;
    if (line.partyId !== '' && !ofKind.has(line.partyId)) throw unknownParty(i);
  });
}

function newEntry(ports: Ports, kind: BooksEntryKind, orgId: string, userId: string, input: BooksEntryInput, id: string) {
  const now = formatWireTimestamp(ports.now());
  return { kind, id, orgId, ...input, lines: withLineIds(input), version: 1, createdBy: userId, createdAt: now, modifiedBy: userId, modifiedAt: now };
}

/** New lines get ids; lines sent back with theirs keep them. */
const withLineIds = (input: BooksEntryInput) => input.lines.map((line, i) => ({ ...line, id: line.id !== '' ? line.id : `l${i + 1}` }));

function changed(ports: Ports, stored: StoredBooksEntry, userId: string, input: BooksEntryInput) {
  const { postings: _p, postingsToReverse: _r, ...rest } = stored;
  return { ...rest, ...input, lines: withLineIds(input), version: stored.version + 1, modifiedBy: userId, modifiedAt: formatWireTimestamp(ports.now()) };
}

export async function addJournal(ports: Ports, orgId: string, userId: string, input: BooksEntryInput): Promise<StoredBooksEntry> {
  await checkAccounts(ports, orgId, input);
  return writeEntry(ports, newEntry(ports, 'journal', orgId, userId, input, newRecordId(orgId)), null);
}

async function loadJournal(ports: Ports, orgId: string, id: string, expectedVersion?: number): Promise<StoredBooksEntry> {
  const stored = await getBooksEntry(ports.table, orgId, 'journal', id);
  if (!stored || stored.deleted) throw journalNotFound();
  if (expectedVersion !== undefined && expectedVersion !== stored.version) throw booksVersionConflict();
  return stored;
}

export async function editJournal(ports: Ports, orgId: string, userId: string, id: string, version: number | undefined, input: BooksEntryInput) {
  const [stored] = await Promise.all([loadJournal(ports, orgId, id, version), checkAccounts(ports, orgId, input)]);
  return writeEntry(ports, changed(ports, stored, userId, input), stored);
}

export async function deleteJournal(ports: Ports, orgId: string, userId: string, id: string): Promise<void> {
  const stored = await loadJournal(ports, orgId, id);
  const { postings: _p, postingsToReverse: _r, ...rest } = stored;
  await writeEntry(ports, { ...rest, deleted: true, version: stored.version + 1, modifiedBy: userId, modifiedAt: formatWireTimestamp(ports.now()) }, stored);
}

const accountName = (chart: Map<string, ChartAccountRow>, id: string) => chart.get(id)?.name ?? '';

function journalView(entry: StoredBooksEntry, chart: Map<string, ChartAccountRow>, parties: SubLedgers): JournalView {
  return {
    id: entry.id,
    jTID: entry.id,
    description: entry.description,
    transactiondate: entry.date,
    version: entry.version,
    createddate: entry.createdAt,
    modifieddate: entry.modifiedAt,
    total: paiseToRupees(entry.lines.reduce((sum, line) => sum + line.debit, 0)),
    lines: entry.lines.map((line) => ({
      id: line.id,
      acc: line.accountId,
      accountname: accountName(chart, line.accountId),
      partyid: line.partyId ?? '',
      partyname: partyName(parties, line.partyId),
      desc: line.narration,
      debit: paiseToRupees(line.debit),
      credit: paiseToRupees(line.credit),
    })),
  };
}

/** The organisation's journals, newest date first. */
export async function journalsOf(ports: Ports, orgId: string): Promise<JournalView[]> {
  const [journals, chart] = await Promise.all([listJournals(ports.table, orgId), chartMap(ports, orgId)]);
  const parties = await partiesNamedBy(ports, orgId, journals.flatMap((entry) => entry.lines));
  return journals.sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt)).map((entry) => journalView(entry, chart, parties));
}

export async function journalOf(ports: Ports, orgId: string, id: string): Promise<JournalView> {
  const [entry, chart] = await Promise.all([loadJournal(ports, orgId, id), chartMap(ports, orgId)]);
  return journalView(entry, chart, await partiesNamedBy(ports, orgId, entry.lines));
}

// --- Starting balances: one opening entry per organisation -----------------------------------------

export async function addStartingBalance(ports: Ports, orgId: string, userId: string, input: BooksEntryInput): Promise<StoredBooksEntry> {
  await checkAccounts(ports, orgId, input);
  return writeEntry(ports, newEntry(ports, 'opening', orgId, userId, input, OPENING_SOURCE_ID), null);
}

export async function updateStartingBalance(ports: Ports, orgId: string, userId: string, version: number | undefined, input: BooksEntryInput) {
  const [stored] = await Promise.all([getBooksEntry(ports.table, orgId, 'opening', OPENING_SOURCE_ID), checkAccounts(ports, orgId, input)]);
  if (!stored) throw openingMissing();
  if (version !== undefined && version !== stored.version) throw booksVersionConflict();
  return writeEntry(ports, changed(ports, stored, userId, input), stored);
}

export async function startingBalanceOf(ports: Ports, orgId: string): Promise<StartingBalanceView | null> {
  const [entry, chart] = await Promise.all([getBooksEntry(ports.table, orgId, 'opening', OPENING_SOURCE_ID), chartMap(ports, orgId)]);
  if (!entry) return null;
  const parties = await partiesNamedBy(ports, orgId, entry.lines);
  const difference = entry.lines.reduce((sum, line) => sum + line.debit - line.credit, 0);
  return {
    openingStockId: entry.id,
    description: entry.description,
    transactiondate: entry.date,
    version: entry.version,
    lines: entry.lines.map((line) => ({
      logId: line.id,
      accountid: line.accountId,
      accountname: accountName(chart, line.accountId),
      partyid: line.partyId ?? '',
      partyname: partyName(parties, line.partyId),
      debit: paiseToRupees(line.debit),
      credit: paiseToRupees(line.credit),
    })),
    equity: paiseToRupees(difference),
  };
}
