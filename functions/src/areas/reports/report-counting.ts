// Counting documents in the folds ahead (store/report-days.ts: the reports', and what customers
// owe): a document version's derived work (documents/derived-work.ts), and once per organisation
// and fold the documents saved before the fold existed.
//
// What a sale leaves owed depends on two things that change apart: the sale's own versions
// (payments, edits) and the counter of the notes against it (store/note-holds.ts), which each note
// version moves. So the owed fold counts a sale under a version made of both, `sale version ×
// MOVES_SPAN + counter moves`, read at the time of counting. The work of either change reads both
// after that change, and any later state of either is a larger number, so whatever order the
// workers run in, the last state of the two is the one that stays counted (the fold's newest
// version wins). A note's derived work counts its sale again; so does a note's failed write.
// (Both folds' versions also carry a recount number: see REPORTS_RECOUNT.)
import { DEFAULT_REPORT_START, DOCUMENT_KIND_TABLE, formatWireTimestamp, kindFacts, reportSideOf, TABLE_KINDS, type KindInTable } from '@bahi/shared';
import type { Ports } from '../../ports/index.js';
import { documentPagesByDate, getDocument, type StoredDocument } from '../../store/documents.js';
import { NO_NOTES, notesNetsOfOrg, readNoteHold, type NotesNet } from '../../store/note-holds.js';
import { countReportVersion, markReportFoldBuilt, OWED_FOLD, REPORTS_FOLD, reportFoldBuilt, type Fold } from '../../store/report-days.js';
import { documentContribution, documentOwedContribution, reportWorkOwed } from './report-contribution.js';

export { reportWorkOwed };

/** More writes than a note counter ever takes (each note version moves it once or twice). */
const MOVES_SPAN = 1_000_000;

/**
 * The reports fold counts a document under `version × RECOUNT_SPAN + REPORTS_RECOUNT`. Raising
 * REPORTS_RECOUNT (with the fold's marker, store/report-days.ts) counts every document again, once
 * per organisation: its new set is the newest, so the set counted before is taken out exactly as
 * it went in. 1: a taxed charge's value was missing from its rate's taxable value in the tax
 * summary (its tax was there). 2: a vendor credit note counted as one of the vendor's purchases.
 * 3: a composite purchase's tax counted as tax, not as part of its cost (report-entries.ts TaxTaken).
 * 4: a sale set back to draft was left out, though the returns and the books count it.
 */
const RECOUNT_SPAN = 100;
const REPORTS_RECOUNT = 4;

/** A document's version as a fold counts it after `recount` recounts (see above). */
const recounted = (version: number, recount: number) => version * RECOUNT_SPAN + recount;

/** The sales the owed fold counts: those that take payments. */
const owes = (kind: KindInTable) => reportSideOf(kind)?.side === 'income' && DOCUMENT_KIND_TABLE[kind].payable === true;

async function notesNetOf(ports: Ports, sale: StoredDocument): Promise<NotesNet> {
  const counter = await readNoteHold(ports.table, sale.orgId, sale.id);
  return counter ? { net: counter.net, moves: counter.moves } : NO_NOTES;
}

/**
 * Raising it (with the owed fold's marker, store/report-days.ts) counts every sale again, once per
 * organisation, as REPORTS_RECOUNT does for the reports. 1: a sale credited beyond what was left to
 * pay counts what is owed back (report-contribution.ts N#). 2: a draft sale is owed too.
 */
const OWED_RECOUNT = 2;

/** Counts what the sale leaves owed after its payments and notes; `notes` as read after the last change to count. */
async function countOwed(ports: Ports, sale: StoredDocument, notes: NotesNet): Promise<void> {
  const version = recounted(sale.version, OWED_RECOUNT) * MOVES_SPAN + notes.moves;
  await countReportVersion(ports.table, sale.orgId, sale.id, version, documentOwedContribution(sale, notes.net), OWED_FOLD);
}

/** Counts again what the sale a note refers to leaves owed (after the note's counter moved). */
export async function countOwedAgain(ports: Ports, saleId: string): Promise<void> {
  const sale = await getDocument(ports.table, saleId);
  if (sale && owes(sale.kind)) await countOwed(ports, sale, await notesNetOf(ports, sale));
}

interface CountedFold {
  fold: Fold;
  /** Counts one document, `nets` being every note counter of its organisation when read at once. */
  count(ports: Ports, doc: StoredDocument, nets?: ReadonlyMap<string, NotesNet>): Promise<void>;
}

const FOLDS: readonly CountedFold[] = [
  {
    fold: REPORTS_FOLD,
    count: async (ports, doc) => {
      if (reportSideOf(doc.kind)) await countReportVersion(ports.table, doc.orgId, doc.id, recounted(doc.version, REPORTS_RECOUNT), documentContribution(doc), REPORTS_FOLD);
    },
  },
  {
    fold: OWED_FOLD,
    count: async (ports, doc, nets) => {
      if (owes(doc.kind)) await countOwed(ports, doc, nets ? (nets.get(doc.id) ?? NO_NOTES) : await notesNetOf(ports, doc));
    },
  },
];

/** Makes this version of the document the one the folds count, and a note's sale owed anew (exactly once; repeatable). */
export async function countInReports(ports: Ports, doc: StoredDocument): Promise<void> {
  for (const { count } of FOLDS) await count(ports, doc);
  if (kindFacts(doc.kind).note && doc.convertedFrom) await countOwedAgain(ports, doc.convertedFrom.id);
}

const COUNTED_KINDS = TABLE_KINDS.filter((kind) => reportSideOf(kind) !== null);

/**
 * Counts every document of an organisation in each fold that did not exist when they were saved,
 * the first time its reports are read; repeating it (a crash midway) counts nothing twice.
 */
export async function buildReportFold(ports: Ports, orgId: string): Promise<void> {
  const built = await Promise.all(FOLDS.map(({ fold }) => reportFoldBuilt(ports.table, orgId, fold)));
  const missing = FOLDS.filter((_, i) => !built[i]);
  if (missing.length === 0) return;
  const nets = await notesNetsOfOrg(ports.table, orgId);
  for await (const page of documentPagesByDate(ports.table, orgId, DEFAULT_REPORT_START, '9999-12-31', COUNTED_KINDS)) {
    for (const doc of page) for (const { count } of missing) await count(ports, doc, nets);
  }
  for (const { fold } of missing) await markReportFoldBuilt(ports.table, orgId, fold, formatWireTimestamp(ports.now()));
}
