// What is taken from a receipt voucher's advance (Rules 50 and 51 CGST Rules): a refund voucher
// gives part of it back, and an invoice made from the voucher sets what is left against its own
// total (shared/documents/advance-adjustment.ts). Never more than the advance: what refunds and
// invoices in effect take is counted on a counter of the voucher's own (store/refunded.ts), which
// a document takes from with one conditional update before it is written, so two saved at once
// cannot both take the last of an advance. Less taken (a refund lowered, a document cancelled or
// deleted) is given back after the write. A crash between the two writes can only leave the
// counter high: an advance is never used twice.
import {
  adjustmentOf,
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_MESSAGES,
  documentTotals,
  fillMessage,
  formatDisplayDate,
  formatIndianNumber,
  kindFacts,
  type AdvanceAdjustment,
  type DocumentDraft,
  type DocumentKindFacts,
} from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { getDocument, type StoredDocument } from '../store/documents.js';
import { refundedOf, refundedOfMany, returnRefund, takeRefund } from '../store/refunded.js';
import { documentInvalid, documentNotFound } from './document-errors.js';

/** The receipt voucher a refund's draft names, checked against it; null for every other kind. */
export async function refundSource(ports: Ports, orgId: string, facts: DocumentKindFacts, draft: DocumentDraft): Promise<StoredDocument | null> {
  if (facts.voucher !== 'refund') return null;
  const source = await getDocument(ports.table, draft.convertedFrom);
  if (!source || source.orgId !== orgId || source.deleted) throw documentNotFound();
  if (source.kind !== 'receipt_voucher') throw documentInvalid('refundSource', DOCUMENT_APP_MESSAGES.refundSourceNotReceipt, 'referenceid');
  if (source.lifecycle === 'cancelled') throw documentInvalid('referenceCancelled', DOCUMENT_APP_MESSAGES.referenceCancelled, 'referenceid');
  if (source.clientId !== draft.clientId) throw documentInvalid('referenceClient', DOCUMENT_APP_MESSAGES.referenceOtherClient, 'referenceid');
  if (draft.date < source.date) throw documentInvalid('referenceDate', DOCUMENT_MESSAGES.referenceDateAfterNote, facts.dateField);
  return source;
}

/** What refunds and invoices have not taken of a receipt voucher's advance (paise). */
export async function advanceLeftOf(ports: Ports, voucher: Pick<StoredDocument, 'orgId' | 'id' | 'grandTotal'>): Promise<number> {
  return voucher.grandTotal - (await refundedOf(ports.table, voucher.orgId, voucher.id));
}

/** advanceLeftOf for the receipt vouchers among `documents` (a list, a picker), by id; one read per 100. */
export async function advancesLeftOf(ports: Ports, orgId: string, documents: readonly Pick<StoredDocument, 'id' | 'kind' | 'grandTotal'>[]): Promise<Map<string, number>> {
  const vouchers = documents.filter((doc) => doc.kind === 'receipt_voucher');
  if (vouchers.length === 0) return new Map();
  const taken = await refundedOfMany(ports.table, orgId, vouchers.map((doc) => doc.id));
  return new Map(vouchers.map((doc) => [doc.id, doc.grandTotal - (taken.get(doc.id) ?? 0)]));
}

/** An invoice's advance must stay its client's, and the invoice no earlier than the voucher. */
function checkAdvanceFits(advance: Pick<AdvanceAdjustment, 'number' | 'date'>, voucherClient: { id: string; name: string }, draft: Pick<DocumentDraft, 'clientId' | 'date'>, facts: DocumentKindFacts): void {
  if (draft.clientId !== voucherClient.id) {
    throw documentInvalid('advanceClient', fillMessage(DOCUMENT_APP_MESSAGES.advanceClientFixed, { client: voucherClient.name, number: advance.number }), 'client_id');
  }
  if (draft.date < advance.date) throw documentInvalid('advanceDate', fillMessage(DOCUMENT_APP_MESSAGES.advanceBeforeVoucher, { number: advance.number, date: formatDisplayDate(advance.date) }), facts.dateField);
}

/**
 * What an invoice made from `voucher` takes of its advance: all that is left, up to the invoice's
 * total (`grandTotal`). Refused when nothing is left, for another client, or dated before the voucher.
 */
export async function advanceToAdjust(ports: Ports, voucher: StoredDocument, draft: DocumentDraft, facts: DocumentKindFacts, grandTotal: number): Promise<AdvanceAdjustment> {
  checkAdvanceFits(voucher, { id: voucher.clientId, name: voucher.partyName }, draft, facts);
  const left = await advanceLeftOf(ports, voucher);
  if (left <= 0) throw documentInvalid('advanceUsedUp', fillMessage(DOCUMENT_APP_MESSAGES.advanceUsedUp, { number: voucher.number }), 'converted_from');
  return adjustmentOf({ ...voucher, totals: documentTotals(voucher) }, Math.min(left, grandTotal));
}

/** An edit of an invoice that took an advance keeps to the voucher's client and date. */
export function checkAdvanceKept(stored: StoredDocument, draft: DocumentDraft, facts: DocumentKindFacts): void {
  if (stored.advance) checkAdvanceFits(stored.advance, { id: stored.clientId, name: stored.partyName }, draft, facts);
}

/** What a document version takes from an advance: a refund its total, an invoice what it adjusted; nothing once cancelled or deleted. */
type AdvanceState = Pick<StoredDocument, 'id' | 'kind' | 'orgId' | 'lifecycle' | 'grandTotal' | 'convertedFrom' | 'advance' | 'clientId' | 'date'> & { deleted?: StoredDocument['deleted'] };

function takenFrom(doc: AdvanceState): { receiptId: string; amount: number } | null {
  const live = doc.lifecycle !== 'cancelled' && !doc.deleted;
  if (kindFacts(doc.kind).voucher === 'refund') return doc.convertedFrom ? { receiptId: doc.convertedFrom.id, amount: live ? doc.grandTotal : 0 } : null;
  return doc.advance ? { receiptId: doc.advance.voucherId, amount: live ? doc.advance.amount : 0 } : null;
}

export interface AdvanceMove {
  /** The write failed: give back what was taken. */
  undo(): Promise<void>;
  /** The write succeeded: give back what the new version no longer takes. */
  done(): Promise<void>;
}

const NOTHING: AdvanceMove = { undo: async () => undefined, done: async () => undefined };

/**
 * Before a document version replaces `before` (null: a new document): a refund or an invoice takes
 * what it adds from its receipt voucher's advance, refused past it; a receipt voucher may not go
 * below what its refunds and invoices take.
 */
export async function moveAdvance(ports: Ports, before: AdvanceState | null, after: AdvanceState): Promise<AdvanceMove> {
  if (after.kind === 'receipt_voucher' && before) {
    const taken = await refundedOf(ports.table, after.orgId, after.id);
    const live = after.lifecycle !== 'cancelled' && !after.deleted;
    if (!live && taken > 0) throw documentInvalid('advanceTakenKeepsVoucher', fillMessage(DOCUMENT_APP_MESSAGES.advanceTakenKeepsVoucher, { taken: formatIndianNumber(taken) }));
    if (after.grandTotal < taken) throw documentInvalid('refundsAgainstReceipt', fillMessage(DOCUMENT_APP_MESSAGES.refundsAgainstReceipt, { refunded: formatIndianNumber(taken) }));
    // What took it is the voucher's client's, dated on or after it, and its returns read the
    // voucher's month (GSTR-1 11A/11B): while anything is taken, whose advance it is and when stay.
    if (taken > 0 && (after.clientId !== before.clientId || after.date !== before.date)) {
      throw documentInvalid('advanceTakenFixed', fillMessage(DOCUMENT_APP_MESSAGES.advanceTakenFixed, { taken: formatIndianNumber(taken) }));
    }
    return NOTHING;
  }
  const taking = takenFrom(after);
  if (!taking) return NOTHING;
  const { receiptId } = taking;
  const change = taking.amount - ((before && takenFrom(before)?.amount) ?? 0);
  const giveBack = (amount: number) => async () => (amount > 0 ? returnRefund(ports.table, after.orgId, receiptId, amount) : undefined);
  if (change <= 0) return { undo: NOTHING.undo, done: giveBack(-change) };
  const receipt = await getDocument(ports.table, receiptId);
  const advance = receipt && !receipt.deleted && receipt.lifecycle !== 'cancelled' ? receipt.grandTotal : 0;
  if (!(await takeRefund(ports.table, after.orgId, receiptId, change, advance))) {
    const left = Math.max(0, advance - (await refundedOf(ports.table, after.orgId, receiptId)) + ((before && takenFrom(before)?.amount) ?? 0));
    if (after.advance) throw documentInvalid('advanceBeyondLeft', fillMessage(DOCUMENT_APP_MESSAGES.advanceBeyondLeft, { max: formatIndianNumber(left), number: after.advance.number }), 'converted_from');
    throw documentInvalid('refundBeyondAdvance', fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondAdvance, { max: formatIndianNumber(left) }));
  }
  return { undo: giveBack(change), done: NOTHING.done };
}
