// Counting documents in the reports' fold ahead (store/report-days.ts): a document version's
// derived work (documents/derived-work.ts), and once per organisation the documents saved before
// the fold existed.
import { DEFAULT_REPORT_START, formatWireTimestamp, reportSideOf, TABLE_KINDS } from '@bahi/shared';
import type { Ports } from '../../ports/index.js';
import { documentPagesByDate, type StoredDocument } from '../../store/documents.js';
import { countReportVersion, markReportFoldBuilt, reportFoldBuilt } from '../../store/report-days.js';
import { documentContribution, reportWorkOwed } from './report-contribution.js';

export { reportWorkOwed };

/** Makes this version of the document the one the reports count (exactly once; repeatable). */
export async function countInReports(ports: Ports, doc: StoredDocument): Promise<void> {
  if (!reportSideOf(doc.kind)) return;
  await countReportVersion(ports.table, doc.orgId, doc.id, doc.version, documentContribution(doc));
}

const COUNTED_KINDS = TABLE_KINDS.filter((kind) => reportSideOf(kind) !== null);

/**
 * Counts every document of an organisation whose documents were saved before the fold existed, the
 * first time its reports are read; repeating it (a crash midway) counts nothing twice.
 */
export async function buildReportFold(ports: Ports, orgId: string): Promise<void> {
  if (await reportFoldBuilt(ports.table, orgId)) return;
  for await (const page of documentPagesByDate(ports.table, orgId, DEFAULT_REPORT_START, '9999-12-31', COUNTED_KINDS)) {
    for (const doc of page) await countInReports(ports, doc);
  }
  await markReportFoldBuilt(ports.table, orgId, formatWireTimestamp(ports.now()));
}
