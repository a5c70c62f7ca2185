// Reads a month for a return: the organisation, its documents of the return kinds page by page
// from the date index (each page folded into the generators and let go, so a month of 100,000
// invoices never sits in memory as documents), the originals its notes refer to (one BatchGet),
// and, for GSTR-3B, its expenses. GSTR-1 also counts the challans and vouchers issued (table 13):
// they come in the same pages when asked for, and go to `issued` only.
import {
  financialYearOf,
  ISSUED_ONLY_KINDS,
  isReturnKind,
  periodDays,
  PrefilingCheck,
  RETURN_KINDS,
  type IssuedDocument,
  type NoteOriginal,
  type ReturnDocument,
  type ReturnOrganisation,
  type ReturnPeriod,
  type ReturnProblem,
} from '@bahi/shared';
import { notFound } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { documentPagesByDate, getDocuments } from '../../store/documents.js';
import { getOrganisation } from '../../store/organisations.js';
import { issuedDocumentOf, noteOriginalOf, returnDocumentOf } from './return-documents.js';

export interface MonthRead {
  org: ReturnOrganisation;
  /** Documents read (every kind a return reads, cancelled ones included). */
  documents: number;
  originals: ReadonlyMap<string, NoteOriginal>;
  problems: ReturnProblem[];
}

export async function organisationOf(ports: Ports, orgId: string): Promise<ReturnOrganisation> {
  const org = await getOrganisation(ports.table, orgId);
  if (!org) throw notFound('returns.organisationNotFound', 'Organisation not found');
  return { gstin: org.gstin, stateCode: org.statecode };
}

/**
 * Feeds every document of the month to `fold` (and to the pre-filing check); with `issued`, the
 * month's challans and vouchers to it.
 */
export async function readMonth(
  ports: Ports,
  orgId: string,
  org: ReturnOrganisation,
  period: ReturnPeriod,
  fold: (doc: ReturnDocument) => void,
  issued?: (doc: IssuedDocument) => void,
): Promise<MonthRead> {
  const { first, last } = periodDays(period);
  const check = new PrefilingCheck(org);
  const noteReferences = new Set<string>();
  let documents = 0;
  for await (const page of documentPagesByDate(ports.table, orgId, first, last, issued ? [...RETURN_KINDS, ...ISSUED_ONLY_KINDS] : RETURN_KINDS)) {
    for (const stored of page) {
      if (!isReturnKind(stored.kind)) {
        issued?.(issuedDocumentOf(stored));
        continue;
      }
      const doc = returnDocumentOf(stored);
      documents += 1;
      if (doc.noteReferenceId !== '') noteReferences.add(doc.noteReferenceId);
      check.add(doc);
      fold(doc);
    }
  }
  const originals = new Map((await getDocuments(ports.table, [...noteReferences])).map((doc) => [doc.id, noteOriginalOf(doc)]));
  return { org, documents, originals, problems: check.finish(originals) };
}

/** The financial year's start year of the month (expenses are keyed by it). */
export const fyOfPeriod = (period: ReturnPeriod): number => financialYearOf(periodDays(period).first).startYear;
