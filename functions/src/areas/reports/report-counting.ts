// Counting documents in the folds ahead (store/report-days.ts: the reports', and what customers
// owe): a document version's derived work (documents/derived-work.ts), and once per organisation
// and fold the documents saved before the fold existed.
import { DEFAULT_REPORT_START, DOCUMENT_KIND_TABLE, formatWireTimestamp, reportSideOf, TABLE_KINDS, type KindInTable } from '@bahi/shared';
import type { Ports } from '../../ports/index.js';
import { documentPagesByDate, type StoredDocument } from '../../store/documents.js';
import { countReportVersion, markReportFoldBuilt, OWED_FOLD, REPORTS_FOLD, reportFoldBuilt, type Fold, type ReportContribution } from '../../store/report-days.js';
import { documentContribution, documentOwedContribution, reportWorkOwed } from './report-contribution.js';

export { reportWorkOwed };

interface CountedFold {
  fold: Fold;
  /** The kinds it counts: the owed fold only sales that can be paid (no empty sets for the rest). */
  counts(kind: KindInTable): boolean;
  contributionOf(doc: StoredDocument): ReportContribution | null;
}

const FOLDS: readonly CountedFold[] = [
  { fold: REPORTS_FOLD, counts: (kind) => reportSideOf(kind) !== null, contributionOf: documentContribution },
  { fold: OWED_FOLD, counts: (kind) => reportSideOf(kind)?.side === 'income' && DOCUMENT_KIND_TABLE[kind].payable === true, contributionOf: documentOwedContribution },
];

/** Makes this version of the document the one the folds count (exactly once; repeatable). */
export async function countInReports(ports: Ports, doc: StoredDocument, folds = FOLDS): Promise<void> {
  for (const { fold, counts, contributionOf } of folds) {
    if (counts(doc.kind)) await countReportVersion(ports.table, doc.orgId, doc.id, doc.version, contributionOf(doc), fold);
  }
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
  for await (const page of documentPagesByDate(ports.table, orgId, DEFAULT_REPORT_START, '9999-12-31', COUNTED_KINDS)) {
    for (const doc of page) await countInReports(ports, doc, missing);
  }
  for (const { fold } of missing) await markReportFoldBuilt(ports.table, orgId, fold, formatWireTimestamp(ports.now()));
}
