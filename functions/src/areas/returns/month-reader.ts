// Reads a month for a return: the organisation, its documents of the return kinds page by page
// from the date index (each page folded into the generators and let go, so a month of 100,000
// invoices never sits in memory as documents), the originals its notes refer to (one BatchGet),
// and, for GSTR-3B, its expenses. Its receipt and refund vouchers come in the same pages, for the
// advances of GSTR-1 table 11 and GSTR-3B 3.1(a) (a refund of the month names its voucher, which
// is of the month exactly when it is among them: advances.ts). GSTR-1 also counts the challans
// and vouchers issued (table 13): they come in the same pages when asked for, as the payment
// vouchers under reverse charge do for GSTR-3B 3.1(d).
import {
  ADVANCE_KINDS,
  financialYearOf,
  isAdvanceKind,
  ISSUED_ONLY_KINDS,
  isReturnKind,
  isTurnoverAboveFiveCrore,
  lutYearOf,
  periodDays,
  PrefilingCheck,
  RETURN_KINDS,
  type IssuedDocument,
  type NoteOriginal,
  type ReturnDocument,
  type ReturnOrganisation,
  type ReturnPeriod,
  type ReturnProblem,
  type ReturnVoucher,
  type ReverseChargeAdvance,
} from '@bahi/shared';
import { notFound } from '../../errors/app-error.js';
import { isCompositionDealer } from '../../documents/org-settings.js';
import type { Ports } from '../../ports/index.js';
import { documentPagesByDate, getDocuments } from '../../store/documents.js';
import { keys } from '../../store/keys.js';
import { getOrganisation } from '../../store/organisations.js';
import { queryPartition } from '../../store/query-all.js';
import { issuedDocumentOf, noteOriginalOf, returnDocumentOf, returnVoucherOf, reverseChargeAdvanceOf } from './return-documents.js';

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
  return {
    gstin: org.gstin,
    stateCode: org.statecode,
    ...(isCompositionDealer(org) ? { composition: true } : {}),
    ...(isTurnoverAboveFiveCrore(org.settings?.turnover_id) ? { turnoverAboveFiveCrore: true } : {}),
    lutYears: (org.settings?.luts ?? []).flatMap((lut) => lutYearOf(lut.fy) ?? []),
  };
}

/** Where the month's documents go (each also to the pre-filing check). */
export interface MonthSinks {
  document?: (doc: ReturnDocument) => void;
  /** Receipt and refund vouchers (tables 11A/11B, 3.1(a)). */
  voucher?: (voucher: ReturnVoucher) => void;
  /** Table 13: the challans and vouchers issued; the month's challans and payment vouchers are read only when given. */
  issued?: (doc: IssuedDocument) => void;
  /** Payment vouchers under reverse charge (3.1(d)); the month's payment vouchers are read only when given. */
  reverseChargeAdvance?: (advance: ReverseChargeAdvance) => void;
}

/**
 * The clients that are composition dealers, as their records say when the return is made (GSTR-3B
 * 3.2 lists the inter-state supplies to them; walk 31 F2: the list was always empty).
 */
async function compositionClients(ports: Ports, orgId: string): Promise<Set<string>> {
  const { pk, skPrefix } = keys.clientsOfOrg(orgId);
  const clients = await queryPartition<{ id?: string; schemetype?: string }>(ports.table, { pk, skPrefix }, ['id', 'schemetype']);
  return new Set(clients.filter((client) => client.schemetype === 'composite' && typeof client.id === 'string').map((client) => client.id as string));
}

/** Feeds every document of the month to its sink (and to the pre-filing check). */
export async function readMonth(ports: Ports, orgId: string, org: ReturnOrganisation, period: ReturnPeriod, sinks: MonthSinks): Promise<MonthRead> {
  const { first, last } = periodDays(period);
  const check = new PrefilingCheck(org);
  const noteReferences = new Set<string>();
  let documents = 0;
  const kinds = [...new Set([...RETURN_KINDS, ...ADVANCE_KINDS, ...(sinks.issued ? ISSUED_ONLY_KINDS : []), ...(sinks.reverseChargeAdvance ? (['payment_voucher'] as const) : [])])];
  const compositionParties = await compositionClients(ports, orgId);
  for await (const page of documentPagesByDate(ports.table, orgId, first, last, kinds)) {
    for (const stored of page) {
      if (isAdvanceKind(stored.kind)) {
        const voucher = returnVoucherOf(stored);
        check.addVoucher(voucher);
        sinks.voucher?.(voucher);
      }
      if (stored.kind === 'payment_voucher' && stored.reverseCharge) sinks.reverseChargeAdvance?.(reverseChargeAdvanceOf(stored));
      if (!isReturnKind(stored.kind)) {
        sinks.issued?.(issuedDocumentOf(stored));
        continue;
      }
      const doc = returnDocumentOf(stored, compositionParties);
      documents += 1;
      if (doc.noteReferenceId !== '') noteReferences.add(doc.noteReferenceId);
      check.add(doc);
      sinks.document?.(doc);
    }
  }
  const originals = new Map((await getDocuments(ports.table, [...noteReferences])).map((doc) => [doc.id, noteOriginalOf(doc)]));
  return { org, documents, originals, problems: check.finish(originals) };
}

/** The financial year's start year of the month (expenses are keyed by it). */
export const fyOfPeriod = (period: ReturnPeriod): number => financialYearOf(periodDays(period).first).startYear;
