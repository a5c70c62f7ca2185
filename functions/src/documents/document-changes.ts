// Changes to a saved document other than an edit of its form: status, deleting a line, payments.
// Each is a new version written with one conditional write (and its derived work settled).
import {
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_PAYMENTS,
  SETTABLE_STATUSES,
  compareDates,
  fillMessage,
  formatIndianNumber,
  documentTotals,
  financialYearOf,
  formatWireTimestamp,
  kindFacts,
  takesPayments,
  type DocumentKindFacts,
  type KindInTable,
  type LifecycleStatus,
} from '@bahi/shared';
import { randomUUID } from 'node:crypto';
import type { Ports } from '../ports/index.js';
import { refuseDateAfterToday } from '../services/today.js';
import { taxesOf, type StoredDocument, type StoredPayment } from '../store/documents.js';
import { bankAccountOf } from '../store/organisations.js';
import { markPaidInYear } from '../store/payment-years.js';
import { AppError, notFound } from '../errors/app-error.js';
import { cancelledIsFinal, documentInvalid, documentNotFound, documentVersionConflict, totalBelowPaid } from './document-errors.js';
import { loadDocument, loadOrganisation, nextVersion, writeVersion } from './document-save.js';
import { stockMovedBy } from './org-settings.js';
import { inSeries } from './series-queue.js';
import { checkCancellable, checkDebitChange, noteAdjustment, notesAgainst } from './note-reference.js';
import { checkNotesStillFit } from './note-holds.js';
import { withSerialsTakenOff } from './serials-in-stock.js';

/** Sales routes change invoices, purchase routes purchases: a document of the other family is not found. */
export type DocumentFamily = DocumentKindFacts['family'];

async function loadOfFamily(ports: Ports, orgId: string, id: string, family: DocumentFamily): Promise<StoredDocument> {
  const doc = await loadDocument(ports, orgId, id);
  if (kindFacts(doc.kind).family !== family) throw documentNotFound();
  return doc;
}

/** Statuses that follow from payments and dates: they are shown, never set; each refusal says what sets it. */
const DERIVED_STATUSES = new Map<string, string>([
  ['paid', DOCUMENT_APP_MESSAGES.statusPaidByPayments],
  ['partially_paid', DOCUMENT_APP_MESSAGES.statusPaidByPayments],
  ['partiallypaid', DOCUMENT_APP_MESSAGES.statusPaidByPayments],
  ['overdue', DOCUMENT_APP_MESSAGES.statusOverdueByDate],
]);

/** Sets a document's status; `kind` restricts it to that kind's documents (a route of one kind). */
export async function changeStatus(
  ports: Ports,
  orgId: string,
  userId: string,
  family: DocumentFamily,
  id: string,
  status: string,
  kind?: KindInTable,
): Promise<StoredDocument> {
  // The document first: a caller who may not see it learns nothing of it from the status's refusal (walk 33 L3).
  const [org, stored] = await Promise.all([loadOrganisation(ports, orgId), loadOfFamily(ports, orgId, id, family)]);
  if (kind !== undefined && stored.kind !== kind) throw documentNotFound();
  const wanted = status.trim().toLowerCase();
  const derived = DERIVED_STATUSES.get(wanted);
  if (derived) throw documentInvalid('statusDerived', derived, 'status');
  if (!(SETTABLE_STATUSES as readonly string[]).includes(wanted)) throw documentInvalid('statusUnknown', DOCUMENT_APP_MESSAGES.statusUnknown, 'status');
  const lifecycle = wanted as LifecycleStatus;
  if (stored.lifecycle === 'cancelled') throw cancelledIsFinal();
  // An advance it took is no money paid against it: a cancel gives the advance back to its voucher (advances.ts).
  const advance = stored.advance?.amount ?? 0;
  if (lifecycle === 'cancelled' && stored.paid > advance) throw documentInvalid('cancelWithPayments', DOCUMENT_APP_MESSAGES.cancelWithPayments, 'status');
  // Money was received against it (paid, or as the advance it took): it was issued.
  if (lifecycle === 'draft' && stored.paid > advance) throw documentInvalid('draftWithPayments', DOCUMENT_APP_MESSAGES.draftWithPayments, 'status');
  if (lifecycle === 'draft' && advance > 0) throw advanceHeld(stored, 'draftWithAdvance');
  if (stored.lifecycle === lifecycle) return stored;
  if (lifecycle === 'cancelled') await checkCancellable(ports, stored);
  const paid = lifecycle === 'cancelled' ? stored.paid - advance : stored.paid;
  const direction = stockMovedBy(org, stored.kind, stored.details.note);
  const doc = nextVersion(stored, { lifecycle, paid, modifiedBy: userId, modifiedAt: formatWireTimestamp(ports.now()) }, direction);
  // A cancel takes every unit off; any other status keeps them.
  await withSerialsTakenOff(ports, stored, { direction: lifecycle === 'cancelled' ? direction : 'none', kept: [], field: 'status' }, () => writeVersion(ports, stored, doc));
  return doc;
}

/** The refusal of a draft or a delete of a document holding an advance it took, naming the advance. */
function advanceHeld(stored: StoredDocument, code: 'draftWithAdvance' | 'deleteWithAdvance') {
  const taken = stored.advance as NonNullable<StoredDocument['advance']>;
  return documentInvalid(code, fillMessage(DOCUMENT_APP_MESSAGES[code], { amount: formatIndianNumber(taken.amount), number: taken.number }), code === 'draftWithAdvance' ? 'status' : undefined);
}

/**
 * Deletes a document (the spec's delete of a bill of supply): like a cancel it returns the stock
 * and refuses a document with payments, and the document then leaves lists and reads. Its item
 * stays as a tombstone so the number is never issued again (CGST Rule 46(b): consecutive numbers).
 */
export async function deleteDocument(ports: Ports, orgId: string, userId: string, id: string, kind: KindInTable): Promise<void> {
  const [org, stored] = await Promise.all([loadOrganisation(ports, orgId), loadDocument(ports, orgId, id, kind)]);
  const advance = stored.advance?.amount ?? 0;
  if (stored.paid > advance) throw documentInvalid('deleteWithPayments', DOCUMENT_APP_MESSAGES.deleteWithPayments);
  if (advance > 0) throw advanceHeld(stored, 'deleteWithAdvance');
  await checkCancellable(ports, stored);
  const now = formatWireTimestamp(ports.now());
  const doc = nextVersion(
    stored,
    { lifecycle: 'cancelled', deleted: { at: now, by: userId }, modifiedBy: userId, modifiedAt: now },
    stockMovedBy(org, kind, stored.details.note),
  );
  await writeVersion(ports, stored, doc);
}

export async function deleteLine(
  ports: Ports,
  orgId: string,
  userId: string,
  family: DocumentFamily,
  request: { invoiceid: string; itemid: string; version: number },
): Promise<StoredDocument> {
  const [org, stored] = await Promise.all([loadOrganisation(ports, orgId), loadOfFamily(ports, orgId, request.invoiceid, family)]);
  if (stored.version !== request.version) throw documentVersionConflict();
  if (stored.lifecycle === 'cancelled') throw cancelledIsFinal();
  if (!stored.lines.some((line) => line.lineId === request.itemid)) throw documentInvalid('lineNotFound', DOCUMENT_APP_MESSAGES.lineNotFound, 'itemid');
  if (stored.lines.length === 1) throw documentInvalid('singleItem', DOCUMENT_MESSAGES.singleItem, 'itemid');
  const lines = stored.lines.filter((line) => line.lineId !== request.itemid);
  const totals = documentTotals({ ...stored, lines });
  // The kept lines' own figures do not change (each line is taxed on its own); the document's do.
  if (totals.grandTotal < stored.paid) throw totalBelowPaid(kindFacts(stored.kind));
  await checkDebitChange(ports, stored, { grandTotal: totals.grandTotal, lines });
  await checkNotesStillFit(ports, stored, { grandTotal: totals.grandTotal, lines });
  const direction = stockMovedBy(org, stored.kind, stored.details.note);
  const doc = nextVersion(stored, { lines, grandTotal: totals.grandTotal, taxes: taxesOf(totals), modifiedBy: userId, modifiedAt: formatWireTimestamp(ports.now()) }, direction);
  await withSerialsTakenOff(ports, stored, { direction, kept: lines, field: 'itemid' }, () => writeVersion(ports, stored, doc));
  return doc;
}

export interface PaymentRequest {
  invoiceId: string;
  date: string;
  amount: number;
  method: 'CASH' | 'BANK';
  account: string;
  notes: string;
}

/**
 * Payments against one document made by this process queue behind each other (inSeries), so they
 * never race here; one made elsewhere at the same moment (another Lambda) costs a re-read and a
 * retry, after a short random pause so that two racing callers fall out of step.
 */
const PAYMENT_ATTEMPTS = 8;
const retryPause = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));

/**
 * Records a payment against a payable document (received for a sale, made for a purchase): never
 * more than its pending amount, even when two are recorded at once (each write expects the
 * version it checked).
 */
export async function addPayment(ports: Ports, orgId: string, userId: string, family: DocumentFamily, request: PaymentRequest): Promise<StoredDocument> {
  const org = await loadOrganisation(ports, orgId);
  if (request.method === 'BANK' && !bankAccountOf(org, request.account)) {
    throw documentInvalid('paymentAccount', DOCUMENT_APP_MESSAGES.paymentAccountRequired, 'account');
  }
  return inSeries(`payment#${request.invoiceId}`, () => recordPayment(ports, orgId, userId, family, request));
}

/** Why a document takes no payment: its kind takes none, or it is cancelled, or a draft of a kind created sent. */
function notPayable(facts: DocumentKindFacts, lifecycle: LifecycleStatus) {
  if (!facts.payable) return documentInvalid('notPayable', DOCUMENT_APP_MESSAGES.notPayable);
  if (lifecycle === 'cancelled') return documentInvalid('notPayable', DOCUMENT_APP_MESSAGES.cancelledTakesNoPayment);
  return documentInvalid('notPayable', DOCUMENT_APP_MESSAGES.draftTakesNoPayment);
}

/**
 * Runs one attempt of a payment change after another until its write lands: a conflict (the
 * document changed since it was read, by another Lambda) means read it again and retry.
 */
async function retriedOnConflict(attempt: () => Promise<StoredDocument>): Promise<StoredDocument> {
  for (let tried = 0; tried < PAYMENT_ATTEMPTS; tried++) {
    if (tried > 0) await retryPause();
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'conflict')) throw error;
    }
  }
  throw documentVersionConflict();
}

function recordPayment(ports: Ports, orgId: string, userId: string, family: DocumentFamily, request: PaymentRequest): Promise<StoredDocument> {
  return retriedOnConflict(async () => {
    const stored = await loadOfFamily(ports, orgId, request.invoiceId, family);
    if (!takesPayments(kindFacts(stored.kind), stored.lifecycle)) throw notPayable(kindFacts(stored.kind), stored.lifecycle);
    if (compareDates(request.date, stored.date) < 0) throw documentInvalid('paymentBeforeDocument', DOCUMENT_APP_MESSAGES.paymentBeforeDocument, 'date');
    refuseDateAfterToday(ports, request.date, 'payment.dateAfterToday', 'date');
    // What the customer owes: the total, moved by the notes against it, less what was paid.
    const pending = stored.grandTotal + noteAdjustment(await notesAgainst(ports, orgId, stored.id)) - stored.paid;
    if (pending <= 0) throw documentInvalid('nothingDue', DOCUMENT_APP_MESSAGES.nothingDue, 'amount');
    if (request.amount > pending) throw documentInvalid('amountOverDue', DOCUMENT_MESSAGES.amountOverDue, 'amount');
    if (stored.payments.length >= MAX_DOCUMENT_PAYMENTS) throw documentInvalid('tooManyPayments', DOCUMENT_APP_MESSAGES.tooManyPayments);
    const now = formatWireTimestamp(ports.now());
    const payment: StoredPayment = {
      id: randomUUID(),
      date: request.date,
      amount: request.amount,
      method: request.method,
      account: request.method === 'BANK' ? request.account : '',
      notes: request.notes,
      createdAt: now,
      createdBy: userId,
    };
    const doc = nextVersion(
      stored,
      { payments: [...stored.payments, payment], paid: stored.paid + request.amount, modifiedAt: now, modifiedBy: userId },
      'keep',
    );
    const paidInYear = financialYearOf(request.date).startYear;
    if (paidInYear !== stored.fyStartYear) await markPaidInYear(ports.table, orgId, stored.id, paidInYear);
    await writeVersion(ports, stored, doc);
    return doc;
  });
}

export interface PaymentRemoval {
  invoiceId: string;
  /** The stored payment's id (the payments list's row id). */
  paymentId: string;
}

/**
 * Removes a payment recorded against a document (one keyed wrongly: amount, date, cash or bank,
 * document): a new version without it, written as a payment is. Its postings, the reports, what
 * the customer owes and the payments list follow from the version; the status follows from what
 * is still paid. A payment marked in a later year (PAIDIN) leaves that mark, which the payments
 * list reads as a year with nothing paid in it, as after a failed write.
 */
export async function removePayment(ports: Ports, orgId: string, userId: string, family: DocumentFamily, request: PaymentRemoval): Promise<StoredDocument> {
  return inSeries(`payment#${request.invoiceId}`, () =>
    retriedOnConflict(async () => {
      const stored = await loadOfFamily(ports, orgId, request.invoiceId, family);
      const payment = stored.payments.find((each) => each.id === request.paymentId);
      if (!payment) throw notFound('document.paymentNotFound', DOCUMENT_APP_MESSAGES.paymentNotFound);
      // A cancelled document holds no payments (it cannot be cancelled with them); never change one.
      if (stored.lifecycle === 'cancelled') throw cancelledIsFinal();
      const doc = nextVersion(
        stored,
        {
          payments: stored.payments.filter((each) => each.id !== payment.id),
          paid: stored.paid - payment.amount,
          modifiedAt: formatWireTimestamp(ports.now()),
          modifiedBy: userId,
        },
        'keep',
      );
      await writeVersion(ports, stored, doc);
      return doc;
    }),
  );
}
