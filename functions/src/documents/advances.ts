// What is taken from a receipt voucher's advance (Rules 50 and 51 CGST Rules): a refund voucher
// gives part of it back, and an invoice made from the voucher sets what is left against its own
// total (shared/documents/advance-adjustment.ts). A payment voucher's advance (Rule 52) is set
// against the purchase made from it the same way. Never more than the advance: what refunds and
// invoices in effect take is counted on a counter of the voucher's own (store/refunded.ts), which
// a document takes from with one conditional update before it is written, so two saved at once
// cannot both take the last of an advance. Less taken (a refund lowered, a document cancelled or
// deleted) is given back after the write. A crash between the two writes can only leave the
// counter high: an advance is never used twice. The counter also keeps how much was taken from
// the voucher's advances that bore tax (for services), so that an invoice takes back tax only on
// the services' part it adjusts (shared/documents/advance-adjustment.ts).
import {
  adjustmentOf,
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_MESSAGES,
  documentTotals,
  fillMessage,
  formatDisplayDate,
  formatIndianNumber,
  isAdvanceVoucher,
  kindFacts,
  linesTotalOf,
  partyFieldsOf,
  taxedAdvanceOf,
  taxedPartOf,
  type AdvanceAdjustment,
  type AdvanceParts,
  type DocumentDraft,
  type DocumentKindFacts,
  type TotalsDocument,
} from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { getDocument, type StoredDocument } from '../store/documents.js';
import { refundedOfMany, returnRefund, takeRefund, takenOf } from '../store/refunded.js';
import { advanceTakenMeanwhile, documentInvalid, documentNotFound } from './document-errors.js';

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

/**
 * A refund saved before its link kept its receipt voucher's date, with it (one read of the
 * voucher): the books tell a refund of an earlier month's advance by it (document-postings.ts).
 */
export async function withVoucherDate(ports: Ports, doc: StoredDocument): Promise<StoredDocument> {
  if (kindFacts(doc.kind).voucher !== 'refund' || !doc.convertedFrom || doc.convertedFrom.date !== undefined) return doc;
  const voucher = await getDocument(ports.table, doc.convertedFrom.id);
  return voucher ? { ...doc, convertedFrom: { ...doc.convertedFrom, date: voucher.date } } : doc;
}

/** What refunds and invoices have not taken of a receipt voucher's advance (paise). */
export async function advanceLeftOf(ports: Ports, voucher: Pick<StoredDocument, 'orgId' | 'id' | 'grandTotal'>): Promise<number> {
  return voucher.grandTotal - (await takenOf(ports.table, voucher.orgId, voucher.id)).total;
}

/** The messages of one side of advances: a receipt voucher's (its invoices and refunds) or a payment voucher's (its purchases). */
const SIDE_MESSAGES = {
  buyer: {
    usedUp: DOCUMENT_APP_MESSAGES.advanceUsedUp,
    beyondLeft: DOCUMENT_APP_MESSAGES.advanceBeyondLeft,
    beforeVoucher: DOCUMENT_APP_MESSAGES.advanceBeforeVoucher,
    clientFixed: DOCUMENT_APP_MESSAGES.advanceClientFixed,
    belowTaken: DOCUMENT_APP_MESSAGES.refundsAgainstReceipt,
    keepsVoucher: DOCUMENT_APP_MESSAGES.advanceTakenKeepsVoucher,
    takenFixed: DOCUMENT_APP_MESSAGES.advanceTakenFixed,
  },
  supplier: {
    usedUp: DOCUMENT_APP_MESSAGES.paymentAdvanceUsedUp,
    beyondLeft: DOCUMENT_APP_MESSAGES.paymentAdvanceBeyondLeft,
    beforeVoucher: DOCUMENT_APP_MESSAGES.paymentAdvanceBeforeVoucher,
    clientFixed: DOCUMENT_APP_MESSAGES.paymentAdvanceClientFixed,
    belowTaken: DOCUMENT_APP_MESSAGES.purchasesAgainstPayment,
    keepsVoucher: DOCUMENT_APP_MESSAGES.paymentAdvanceTakenKeepsVoucher,
    takenFixed: DOCUMENT_APP_MESSAGES.paymentAdvanceTakenFixed,
  },
} as const;

const messagesOf = (facts: Pick<DocumentKindFacts, 'partyRole'>) => SIDE_MESSAGES[facts.partyRole === 'supplier' ? 'supplier' : 'buyer'];

/** advanceLeftOf for the advance vouchers among `documents` (a list, a picker), by id; one read per 100. */
export async function advancesLeftOf(ports: Ports, orgId: string, documents: readonly Pick<StoredDocument, 'id' | 'kind' | 'grandTotal'>[]): Promise<Map<string, number>> {
  const vouchers = documents.filter((doc) => isAdvanceVoucher(doc.kind));
  if (vouchers.length === 0) return new Map();
  const taken = await refundedOfMany(ports.table, orgId, vouchers.map((doc) => doc.id));
  return new Map(vouchers.map((doc) => [doc.id, doc.grandTotal - (taken.get(doc.id) ?? 0)]));
}

/** An invoice's (or a purchase's) advance must stay its party's, and the document no earlier than the voucher. */
function checkAdvanceFits(advance: Pick<AdvanceAdjustment, 'number' | 'date'>, voucherClient: { id: string; name: string }, draft: Pick<DocumentDraft, 'clientId' | 'date'>, facts: DocumentKindFacts): void {
  const messages = messagesOf(facts);
  if (draft.clientId !== voucherClient.id) {
    throw documentInvalid('advanceClient', fillMessage(messages.clientFixed, { client: voucherClient.name, number: advance.number }), partyFieldsOf(facts).client);
  }
  if (draft.date < advance.date) throw documentInvalid('advanceDate', fillMessage(messages.beforeVoucher, { number: advance.number, date: formatDisplayDate(advance.date) }), facts.dateField);
}

/** Paise of a document's lines for services, tax included: what of it an advance for services can meet. */
const servicesValueOf = (doc: TotalsDocument): number => linesTotalOf(doc, documentTotals(doc), (line) => line.goodsService === 'services');

/**
 * What an invoice (a purchase) made from `voucher` takes of its advance: all that is left, up to
 * its total (`document.grandTotal`), its services met first from the voucher's advances for
 * services (taxedPartOf). Refused when nothing is left, for another party, or dated before the
 * voucher; and an advance paid under reverse charge only goes to a purchase under reverse charge,
 * which takes the tax paid on the advance off what it owes (advance-adjustment.ts).
 */
export async function advanceToAdjust(
  ports: Ports,
  voucher: StoredDocument,
  draft: DocumentDraft,
  facts: DocumentKindFacts,
  document: TotalsDocument & { grandTotal: number },
): Promise<AdvanceAdjustment> {
  const paid = facts.partyRole === 'supplier';
  if (paid && voucher.reverseCharge && !document.reverseCharge) {
    throw documentInvalid('reverseChargeAdvance', fillMessage(DOCUMENT_APP_MESSAGES.reverseChargeAdvanceNeedsReverseCharge, { number: voucher.number }), 'reversecharge');
  }
  checkAdvanceFits(voucher, { id: voucher.clientId, name: voucher.partyName }, draft, facts);
  const taken = await takenOf(ports.table, voucher.orgId, voucher.id);
  const left = voucher.grandTotal - taken.total;
  if (left <= 0) throw documentInvalid('advanceUsedUp', fillMessage(messagesOf(facts).usedUp, { number: voucher.number }), 'converted_from');
  const totals = documentTotals(voucher);
  const taxedAdvance = taxedAdvanceOf(voucher, totals);
  const amount = Math.min(left, document.grandTotal);
  const taxed = taxedPartOf(amount, { total: left, taxed: taxedAdvance - taken.taxed }, servicesValueOf(document));
  return adjustmentOf({ ...voucher, totals, taxedAdvance, advancePaid: paid }, { total: amount, taxed });
}

/** An edit of an invoice that took an advance keeps to the voucher's client and date. */
export function checkAdvanceKept(stored: StoredDocument, draft: DocumentDraft, facts: DocumentKindFacts): void {
  if (stored.advance) checkAdvanceFits(stored.advance, { id: stored.clientId, name: stored.partyName }, draft, facts);
}

/** A document version as what it takes from an advance is read from it. */
type AdvanceState = Pick<StoredDocument, 'id' | 'kind' | 'orgId' | 'lifecycle' | 'grandTotal' | 'convertedFrom' | 'advance' | 'clientId' | 'date'> &
  TotalsDocument & { deleted?: StoredDocument['deleted'] };

const NONE: AdvanceParts = { total: 0, taxed: 0 };

/** A voucher's rate: its advances' highest, at which the tax in (or on) them was worked out. */
const rateOf = (voucher: TotalsDocument): number => documentTotals(voucher).highestGstRateBps;

/**
 * What a document version takes from an advance: a refund its total (its own advances for services
 * the taxed part), an invoice what it adjusted; nothing once cancelled or deleted. An adjustment
 * saved before the taxed part was kept took none of the counter's taxed part.
 */
function takenFrom(doc: AdvanceState): { receiptId: string; taken: AdvanceParts } | null {
  const live = doc.lifecycle !== 'cancelled' && !doc.deleted;
  if (kindFacts(doc.kind).voucher === 'refund') {
    return doc.convertedFrom ? { receiptId: doc.convertedFrom.id, taken: live ? { total: doc.grandTotal, taxed: taxedAdvanceOf(doc, documentTotals(doc)) } : NONE } : null;
  }
  return doc.advance ? { receiptId: doc.advance.voucherId, taken: live ? { total: doc.advance.amount, taxed: doc.advance.taxedAmount ?? 0 } : NONE } : null;
}

export interface AdvanceMove {
  /** The write failed: give back what was taken. */
  undo(): Promise<void>;
  /** The write succeeded: give back what the new version no longer takes. */
  done(): Promise<void>;
}

const NOTHING: AdvanceMove = { undo: async () => undefined, done: async () => undefined };

/** What `from` has more of than `than`, part by part (never below zero). */
const beyond = (from: AdvanceParts, than: AdvanceParts): AdvanceParts => ({ total: Math.max(0, from.total - than.total), taxed: Math.max(0, from.taxed - than.taxed) });
const isNothing = (parts: AdvanceParts) => parts.total === 0 && parts.taxed === 0;

/**
 * Before a document version replaces `before` (null: a new document): a refund or an invoice takes
 * what it adds from its receipt voucher's advance, refused past it; a receipt voucher may not go
 * below what its refunds and invoices take.
 */
export async function moveAdvance(ports: Ports, before: AdvanceState | null, after: AdvanceState): Promise<AdvanceMove> {
  if (isAdvanceVoucher(after.kind) && before) {
    const messages = messagesOf(kindFacts(after.kind));
    const taken = (await takenOf(ports.table, after.orgId, after.id)).total;
    const live = after.lifecycle !== 'cancelled' && !after.deleted;
    if (!live && taken > 0) throw documentInvalid('advanceTakenKeepsVoucher', fillMessage(messages.keepsVoucher, { taken: formatIndianNumber(taken) }));
    if (after.grandTotal < taken) throw documentInvalid('refundsAgainstReceipt', fillMessage(messages.belowTaken, { refunded: formatIndianNumber(taken) }));
    // What took it is the voucher's client's, dated on or after it, and its returns read the
    // voucher's month (GSTR-1 11A/11B); it took back the tax on its part at the voucher's rate, or
    // none under reverse charge: while anything is taken, whose advance it is, when, at what rate
    // and under which charge stay (the amount may change, never below what is taken).
    if (taken > 0 && (after.clientId !== before.clientId || after.date !== before.date || after.reverseCharge !== before.reverseCharge || rateOf(after) !== rateOf(before))) {
      throw documentInvalid('advanceTakenFixed', fillMessage(messages.takenFixed, { taken: formatIndianNumber(taken) }));
    }
    return NOTHING;
  }
  const taking = takenFrom(after);
  if (!taking) return NOTHING;
  const { receiptId } = taking;
  const had = (before && takenFrom(before)?.taken) ?? NONE;
  const take = beyond(taking.taken, had);
  const giveBack = (parts: AdvanceParts) => async () => (isNothing(parts) ? undefined : returnRefund(ports.table, after.orgId, receiptId, parts));
  const done = giveBack(beyond(had, taking.taken));
  if (isNothing(take)) return { undo: NOTHING.undo, done };
  const receipt = await getDocument(ports.table, receiptId);
  const inEffect = receipt && !receipt.deleted && receipt.lifecycle !== 'cancelled';
  const advance = inEffect ? receipt.grandTotal : 0;
  // The part taken from the voucher's advances for services stays within them: an invoice's was
  // worked out from what was left of them (advanceToAdjust), a refund's is its own lines for services.
  const taxedAdvance = inEffect ? taxedAdvanceOf(receipt, documentTotals(receipt)) : 0;
  if (!(await takeRefund(ports.table, after.orgId, receiptId, take, { total: advance, taxed: taxedAdvance }))) {
    const now = await takenOf(ports.table, after.orgId, receiptId);
    const left = Math.max(0, advance - now.total + had.total);
    if (left < taking.taken.total || !inEffect) {
      if (after.advance) {
        throw documentInvalid('advanceBeyondLeft', fillMessage(messagesOf(kindFacts(after.kind)).beyondLeft, { max: formatIndianNumber(left), number: after.advance.number }), 'converted_from');
      }
      throw documentInvalid('refundBeyondAdvance', fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondAdvance, { max: formatIndianNumber(left) }));
    }
    // Room for the amount, not for its part for services. An invoice's was taken meanwhile by
    // another document: saving again works it out afresh. A refund gives back too much of it.
    if (after.advance) throw advanceTakenMeanwhile(after.advance.number);
    const servicesLeft = Math.max(0, taxedAdvance - now.taxed + had.taxed);
    throw documentInvalid('refundBeyondServices', fillMessage(DOCUMENT_APP_MESSAGES.refundBeyondServices, { max: formatIndianNumber(servicesLeft), number: receipt.number }));
  }
  return { undo: giveBack(take), done };
}
