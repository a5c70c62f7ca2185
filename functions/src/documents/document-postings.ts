// What a document version puts in the books (issue 12 item 2): its ledger lines, from the pure
// rules of shared/src/books, carried on the document as the posting set in effect, with the sets
// of earlier versions still to take out. Derived work (derived-work.ts) applies and reverses them
// in the ledger (store/ledger.ts) exactly once, the way it moves stock.
import { booksRuleOf, documentLedgerLines, documentTotals, kindFacts, voucherLedgerLines, voucherSideOf, type LedgerLine } from '@bahi/shared';
import { voucherMoneyOf, type StoredDocument } from '../store/documents.js';
import type { PostingSet } from '../store/ledger.js';

/** A refund of a receipt voucher dated in an earlier month (a return period is a month). */
const advanceOfEarlierMonth = (refund: StoredDocument): boolean =>
  refund.convertedFrom?.date !== undefined && refund.convertedFrom.date.slice(0, 7) !== refund.date.slice(0, 7);

function ledgerLinesOf(doc: StoredDocument): LedgerLine[] {
  if (doc.lifecycle === 'cancelled') return [];
  const facts = kindFacts(doc.kind);
  const voucherSide = voucherSideOf(facts);
  if (voucherSide) {
    const taxReclaimed = voucherSide === 'advanceRefunded' && advanceOfEarlierMonth(doc);
    const money = voucherMoneyOf(doc.details);
    return voucherLedgerLines(doc.date, { side: voucherSide, partyId: doc.clientId, cancelled: false, money, totals: documentTotals(doc), taxReclaimed });
  }
  const kindRule = booksRuleOf(facts);
  if (!kindRule) return [];
  // A composition dealer's purchase: its tax, under reverse charge too, is cost (input-tax.ts).
  const rule = kindRule.side === 'purchase' && doc.creditBlocked ? { ...kindRule, taxIsCost: true, reverseChargeIsCost: true } : kindRule;
  return documentLedgerLines({
    rule,
    partyId: doc.clientId,
    cancelled: false,
    date: doc.date,
    totals: documentTotals(doc),
    payments: doc.payments,
    advance: doc.advance ?? null,
  });
}

const sameLines = (a: readonly LedgerLine[], b: readonly LedgerLine[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The version's posting set and what it replaces. Unchanged lines (a status moved from draft to
 * sent) keep the earlier set, so nothing is written; changed ones get a new set, `<docId>#v<n>`
 * (or `setId`: a repost of the same version, document-reposting.ts), and the earlier set joins
 * those to reverse. A cancelled or deleted document has none.
 */
export function withPostings(doc: StoredDocument, previous: StoredDocument | null, setId = `${doc.id}#v${doc.version}`): StoredDocument {
  const lines = ledgerLinesOf(doc);
  const before = previous?.postings ?? null;
  const pending = previous?.postingsToReverse ?? [];
  if (before && sameLines(before.lines, lines)) return { ...doc, postings: before, postingsToReverse: pending };
  const postings: PostingSet | null = lines.length === 0 ? null : { setId, source: { type: 'document', id: doc.id, kind: doc.kind, number: doc.number }, lines };
  return { ...doc, postings, postingsToReverse: before ? [...pending, before] : pending };
}

/** Whether the version owes ledger work: a new set to apply, or earlier ones to take out. */
export function hasPostingWork(doc: StoredDocument, previous: StoredDocument | null): boolean {
  const fresh = (doc.postings ?? null) !== null && doc.postings?.setId !== previous?.postings?.setId;
  return fresh || (doc.postingsToReverse?.length ?? 0) > 0;
}
