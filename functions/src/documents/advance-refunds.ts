// Refund vouchers (Rule 51 CGST Rules) give back what a receipt voucher took in advance, and never
// more than it has left: the refunds in effect against a receipt voucher are counted on a counter
// of its own (store/refunded.ts) that a refund takes from with one conditional update before its
// document is written, so two refunds saved at once cannot both take the last of an advance. Less
// taken (a refund lowered, cancelled, deleted) is given back after the write. A crash between the
// two writes can only leave the counter high: the advance is never over-refunded.
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, fillMessage, formatIndianNumber, kindFacts, type DocumentDraft, type DocumentKindFacts } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { getDocument, type StoredDocument } from '../store/documents.js';
import { refundedOf, returnRefund, takeRefund } from '../store/refunded.js';
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

/** What a document version counts for on the advance: its total while in effect; nothing once cancelled or deleted. */
type AdvanceState = Pick<StoredDocument, 'id' | 'kind' | 'orgId' | 'lifecycle' | 'grandTotal' | 'convertedFrom'> & { deleted?: StoredDocument['deleted'] };

const inEffect = (doc: AdvanceState | null): number => (doc && doc.lifecycle !== 'cancelled' && !doc.deleted ? doc.grandTotal : 0);

export interface AdvanceMove {
  /** The write failed: give back what was taken. */
  undo(): Promise<void>;
  /** The write succeeded: give back what the new version no longer takes. */
  done(): Promise<void>;
}

const NOTHING: AdvanceMove = { undo: async () => undefined, done: async () => undefined };

/**
 * Before a document version replaces `before` (null: a new document): a refund takes what it adds
 * from its receipt voucher's advance, refused past it; a receipt voucher may not go below what its
 * refunds give back.
 */
export async function moveAdvance(ports: Ports, before: AdvanceState | null, after: AdvanceState): Promise<AdvanceMove> {
  const voucher = kindFacts(after.kind).voucher;
  if (after.kind === 'receipt_voucher' && before) {
    const refunded = await refundedOf(ports.table, after.orgId, after.id);
    if (inEffect(after) < refunded) throw documentInvalid('refundsAgainstReceipt', fillMessage(DOCUMENT_APP_MESSAGES.refundsAgainstReceipt, { refunded: formatIndianNumber(refunded) }));
    return NOTHING;
  }
  if (voucher !== 'refund' || !after.convertedFrom) return NOTHING;
  const receiptId = after.convertedFrom.id;
  const change = inEffect(after) - inEffect(before);
  const giveBack = (amount: number) => async () => (amount > 0 ? returnRefund(ports.table, after.orgId, receiptId, amount) : undefined);
  if (change <= 0) return { undo: NOTHING.undo, done: giveBack(-change) };
  const receipt = await getDocument(ports.table, receiptId);
  const advance = receipt && !receipt.deleted && receipt.lifecycle !== 'cancelled' ? receipt.grandTotal : 0;
  if (!(await takeRefund(ports.table, after.orgId, receiptId, change, advance))) {
    const left = advance - (await refundedOf(ports.table, after.orgId, receiptId)) + inEffect(before);
    throw documentInvalid('refundBeyondAdvance', fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondAdvance, { max: formatIndianNumber(Math.max(0, left)) }));
  }
  return { undo: giveBack(change), done: NOTHING.done };
}

