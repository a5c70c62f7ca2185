// Saving a document of any kind: the one path behind every kind's insert and update route.
//   1. read what the draft names (organisation, client, catalogue items) and check every rule;
//   2. compute every figure with the GST engine (the client's totals are never read);
//   3. write the document in one conditional write: an insert takes the next free number of the
//      kind and year (its key), an update expects the version it read;
//   4. record the link on its source; the rest of the derived work (stock, postings) is owed by
//      the written item and finished after the answer — see derived-work.ts.
import {
  isAdvanceVoucher,
  AMOUNT_IN_WORDS_MAX_PAISE,
  DOCUMENT_APP_MESSAGES,
  OTHER_COUNTRIES_STATE_CODE,
  DOCUMENT_MESSAGES,
  GstAmountTooLargeError,
  GstInputError,
  addCalendarDays,
  booksRuleOf,
  collectsTax,
  fillMessage,
  issuedInComposition,
  partyFieldsOf,
  supplierRefusal,
  formatIndianNumber,
  createdStatusOf,
  documentTotals,
  financialYearOf,
  nextSequence,
  formatDocumentNumber,
  formatWireTimestamp,
  kindFacts,
  labelInSentence,
  taxedLinesOnExemptKind,
  type DocumentDraft,
  type DocumentKindFacts,
  type DraftLine,
  type ExportDetails,
  type KindInTable,
} from '@bahi/shared';
import { AppError, type FieldError } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import { refuseDateAfterToday } from '../services/today.js';
import {
  DocumentNumberTaken,
  StaleDocumentVersion,
  documentId,
  getDocument,
  insertDocument,
  lastSequence,
  replaceDocument,
  storedSize,
  taxesOf,
  type StoredDocument,
} from '../store/documents.js';
import { bankAccountOf, getOrganisation, type OrganisationRecord } from '../store/organisations.js';
import { hasDerivedWork, linkOwed, linkToSource } from './derived-work.js';
import { reportWorkOwed } from '../areas/reports/report-counting.js';
import { hasPostingWork, withPostings } from './document-postings.js';
import {
  ADVANCE_TAKEN_MEANWHILE,
  cancelledIsFinal,
  documentInvalid,
  documentInvalidFields,
  documentNotFound,
  documentVersionConflict,
  numberTaken,
  outsideNumberYear,
  totalBelowPaid,
} from './document-errors.js';
import { assignLineIds, checkSerials, supplierCostOf, loadLineItems, stockRowsFor, storedLines, withCatalogueType } from './lines.js';
import { resolveParties } from './parties.js';
import { rememberPrices } from './previous-prices.js';
import { saveTermsOf } from './saved-terms.js';
import { inSeries, lastIssuedIn, noteIssued } from './series-queue.js';
import { isCompositionDealer, numberingOf, stockMovedBy } from './org-settings.js';
import { checkNextNumber, checkTypedNotAhead, checkTypedNumber } from './number-room.js';
import { checkCreditCaps, checkDebitChange, noteReference, referenceLink } from './note-reference.js';
import { checkBillNotRecorded, claimBill, reserveBill } from './supplier-bills.js';
import { withSerialHolds, type SerialHolds } from './serial-holds.js';
import { checkSerialsInStock } from './serials-in-stock.js';
import { advanceToAdjust, checkAdvanceKept, moveAdvance, refundSource, withVoucherDate } from './advances.js';
import { checkNotesStillFit, withNoteHold } from './note-holds.js';
import { claimSaveKey, stateOfKey } from './save-keys.js';

/** DynamoDB's item limit, less room for the attributes DynamoDB counts and we cannot see. */
const MAX_ITEM_BYTES = 380 * 1024;
/** Concurrent inserts of one kind and year each retry with the next number. */
const MAX_NUMBER_ATTEMPTS = 200;

export interface SavedDocument {
  doc: StoredDocument;
  message: string;
  /** The organisation as the save read it (what follows the save needs it too). */
  org: OrganisationRecord;
  /** The document an earlier save with the same key made (save-keys.ts): nothing was written, nothing follows. */
  repeated?: true;
}

export async function loadOrganisation(ports: Ports, orgId: string): Promise<OrganisationRecord> {
  const org = await getOrganisation(ports.table, orgId);
  if (!org) throw documentNotFound();
  return org;
}

/** A document of the organisation; null for a deleted one, or one of another kind than the route's. */
async function findDocument(ports: Ports, orgId: string, id: string, kind?: KindInTable): Promise<StoredDocument | null> {
  const doc = await getDocument(ports.table, id);
  return !doc || doc.orgId !== orgId || doc.deleted || (kind !== undefined && doc.kind !== kind) ? null : doc;
}

/** Reads a document of the organisation; a deleted one, or one of another kind than the route's, is not found. */
export async function loadDocument(ports: Ports, orgId: string, id: string, kind?: KindInTable): Promise<StoredDocument> {
  const doc = await findDocument(ports, orgId, id, kind);
  if (!doc) throw documentNotFound();
  return doc;
}

/** Everything of a document version that follows from the draft, before its number is known. */
async function buildVersion(
  ports: Ports,
  orgId: string,
  /** The organisation, or its read still in flight: it is awaited beside the client and the items. */
  loadingOrg: OrganisationRecord | Promise<OrganisationRecord>,
  facts: DocumentKindFacts,
  draft: DocumentDraft,
  previous: StoredDocument | null,
  holds: SerialHolds,
  /** A note's original (or its read in flight), whose scheme the note is issued in; null for others and for an edit. */
  referring: StoredDocument | null | Promise<StoredDocument | null> = null,
): Promise<{ org: OrganisationRecord; version: Omit<StoredDocument, 'id' | 'seq' | 'number' | 'fyStartYear' | 'version' | 'createdAt' | 'createdBy' | 'stock' | 'syncPending' | 'paid' | 'payments' | 'lifecycle'> }> {
  refuseDateAfterToday(ports, draft.date, 'document.dateAfterToday', facts.dateField);
  const errors: FieldError[] = [];
  // A note's party may be its original's (an edit's: the note as saved, which took it from there).
  const original = previous ?? referring;
  const [org, resolved, items, reference] = await Promise.all([loadingOrg, resolveParties(ports, orgId, facts, draft, original), loadLineItems(ports, orgId, draft.lines, errors), referring]);
  // A self-invoice is the organisation's record of a supply from a supplier who was then
  // unregistered: an edit that keeps the supplier keeps it so, whatever its client record says
  // since (walk 41 M2, walk 42 L2: a second edit after it registered was refused).
  const kept = facts.selfInvoice ? keptParty(previous, draft) : null;
  const parties = kept ? { ...resolved, party: { ...resolved.party, gstin: kept.gstin } } : resolved;
  checkSerials(draft.lines, errors);
  const direction = stockMovedBy(org, draft.kind, draft.note);
  if (errors.length === 0 && direction !== 'none') await checkSerialsInStock(ports, orgId, direction, draft.lines, previous, errors, holds);
  if (errors.length > 0) throw documentInvalidFields('lineInvalid', errors);
  checkExemptLines(org, facts, draft.lines, previous);
  const lines = withCatalogueType(draft.lines, items);
  if (draft.money?.method === 'BANK' && !bankAccountOf(org, draft.money.account)) {
    throw documentInvalid('paymentAccount', DOCUMENT_APP_MESSAGES.paymentAccountRequired, 'payment_account');
  }

  const orgState = org.statecode;
  const sellerStateCode = facts.partyRole === 'buyer' ? orgState : parties.placeOfSupply;
  // A consumer's invoice without the receiver's state is a supply in the supplier's own (parties.ts).
  const placeOfSupply = facts.partyRole === 'buyer' ? parties.placeOfSupply || orgState : orgState;
  const roundOff = draft.roundOff ?? org.settings?.roundoff_amount === 1;
  const reverseCharge = facts.reverseCharge === 'always' || draft.reverseCharge;
  // A sale to an SEZ unit or developer is zero-rated and inter-state (Section 7(5)(b) IGST Act).
  const supplyToSez = facts.partyRole === 'buyer' && parties.sez;
  // A letter of undertaking covers zero-rated supplies alone: an export or a supply to an SEZ.
  if (draft.exportUnderLut && placeOfSupply !== OTHER_COUNTRIES_STATE_CODE && !supplyToSez) {
    throw documentInvalid('lutNotExport', DOCUMENT_APP_MESSAGES.lutNotExport, 'export_lut');
  }
  const inComposition = soldInComposition(org, facts, reference, previous);
  let totals;
  try {
    totals = documentTotals({
      kind: facts.kind as KindInTable,
      sellerStateCode,
      placeOfSupply,
      lines,
      charges: draft.charges,
      additionalCharges: draft.additionalCharges,
      reverseCharge,
      exportUnderLut: draft.exportUnderLut,
      supplyToSez,
      soldInComposition: inComposition,
      roundOff,
      paid: previous?.paid ?? 0,
    });
  } catch (error) {
    if (error instanceof GstAmountTooLargeError) throw documentInvalid('totalTooLarge', DOCUMENT_APP_MESSAGES.totalTooLarge);
    if (error instanceof GstInputError && /discount/i.test(error.message)) {
      throw documentInvalid('discountTooLarge', DOCUMENT_APP_MESSAGES.discountTooLarge);
    }
    if (error instanceof GstInputError && error.message === DOCUMENT_MESSAGES.advanceAboveRate) throw documentInvalid('advanceAboveRate', error.message);
    throw error;
  }
  const refusal = supplierRefusal(
    facts.kind as KindInTable,
    // An edit judges a party it kept as it was when the document was issued (walk 41 M2: a supplier
    // registered since locked its earlier self-invoices; walk 42 M2: one retyped a customer, too).
    { gstin: keptParty(previous, draft)?.gstin ?? parties.party.gstin, composition: parties.composition === true, stateCode: parties.placeOfSupply, clientType: kept ? null : (parties.clientType ?? 0) },
    reverseCharge,
    totals.taxTotal,
  );
  if (refusal) throw documentInvalid(refusal, fillMessage(DOCUMENT_APP_MESSAGES[refusal], { supplier: parties.party.name }), partyFieldsOf(facts).client);
  // The PDF writes the total in words, which stop at AMOUNT_IN_WORDS_MAX_PAISE (spec part 1 §8).
  if (totals.grandTotal > AMOUNT_IN_WORDS_MAX_PAISE) throw documentInvalid('totalTooLarge', DOCUMENT_APP_MESSAGES.totalTooLarge);
  const lineIds = assignLineIds(draft.lines, previous?.lines ?? []);
  const dueDate = draft.dueDate !== '' ? draft.dueDate : draft.termDays !== null ? addCalendarDays(draft.date, draft.termDays) : '';
  const now = formatWireTimestamp(ports.now());
  const version = {
    orgId: org.id,
    kind: facts.kind as KindInTable,
    date: draft.date,
    dueDate,
    validDate: draft.validDate,
    termDays: draft.termDays,
    clientId: draft.clientId,
    partyName: parties.party.name,
    partyGstin: parties.party.gstin,
    grandTotal: totals.grandTotal,
    taxes: taxesOf(totals),
    interState: totals.supply === 'inter',
    modifiedAt: now,
    modifiedBy: '',
    billingAddressId: draft.billingAddressId,
    contactId: draft.contactId,
    sameShipping: draft.sameShipping,
    shippingClientId: draft.shippingClientId,
    shippingAddressId: draft.shippingAddressId,
    shippingContactId: draft.shippingContactId,
    party: parties.party,
    consignee: parties.consignee,
    sellerStateCode,
    placeOfSupply,
    details: {
      orderNumber: draft.orderNumber,
      terms: draft.terms,
      notes: draft.notes,
      ecommerceGstin: draft.ecommerceGstin,
      transportMode: draft.transportMode,
      vehicleNo: draft.vehicleNo,
      packages: draft.packages,
      ewayBillNo: draft.ewayBillNo,
      referenceNo: draft.referenceNo,
      referenceType: draft.referenceType,
      challanReason: draft.challanReason,
      customFields: draft.customFields,
      purchase: draft.purchase,
      note: draft.note,
      ...(draft.money ? { money: draft.money } : {}),
      ...exportDetailsOf(draft, placeOfSupply),
    },
    charges: draft.charges,
    additionalCharges: draft.additionalCharges,
    reverseCharge,
    // Undefined, not false, when not: an edit that unticks it drops it (nextVersion keeps what changes leave out).
    exportUnderLut: draft.exportUnderLut ? (true as const) : undefined,
    supplyToSez: supplyToSez ? (true as const) : undefined,
    // Undefined, not false, when not, as above; fixed at the first save (soldInComposition keeps it).
    soldInComposition: inComposition ? (true as const) : undefined,
    roundOff,
    lines: storedLines(lines, lineIds, items, totals),
    convertedFrom: previous?.convertedFrom ?? null,
  };
  return { org, version };
}

/**
 * Whether a new purchase-side document's tax is no credit for its buyer: bought while the
 * organisation is a composition dealer (Section 10(4) CGST Act; walk 27 H1), or a supplier's note
 * against a purchase so bought (it corrects that purchase's cost). Fixed when first saved: an edit
 * keeps it (nextVersion keeps what the changes leave out), whatever the scheme is by then.
 */
function creditBlocked(org: OrganisationRecord, facts: DocumentKindFacts, reference: StoredDocument | null): boolean {
  if (booksRuleOf(facts)?.side !== 'purchase') return false;
  return reference ? reference.creditBlocked === true : isCompositionDealer(org);
}

/**
 * Whether a document is issued under the composition scheme (issuedInComposition): it carries no
 * tax, and what it sells belongs to the scheme's returns (CMP-08), not GSTR-1. Fixed when first
 * saved, as creditBlocked is: an edit keeps it, so the month an organisation leaves the scheme
 * holds both; a note is issued as the document it refers to was (walk 35: a credit note against a
 * bill of supply issued in the scheme credited 5% GST the bill never charged).
 */
function soldInComposition(org: OrganisationRecord, facts: DocumentKindFacts, reference: StoredDocument | null, previous: StoredDocument | null): boolean {
  const issuedAs = previous ?? reference;
  const scheme = issuedAs ? (issuedAs.soldInComposition === true ? 'composite' : 'regular') : (org.settings?.schemetype ?? 'regular');
  return issuedInComposition(facts.kind as KindInTable, scheme);
}

/**
 * An export's details, kept only where the place of supply is outside India (a party changed to one
 * in India leaves none behind). A tax invoice for an export names its country of destination
 * (Rule 46 CGST Rules, its proviso; walk 33E E6: the client has no country, so the invoice asks it).
 */
function exportDetailsOf(draft: DocumentDraft, placeOfSupply: string): { exportDetails?: ExportDetails } {
  if (!draft.exportDetails || placeOfSupply !== OTHER_COUNTRIES_STATE_CODE) return {};
  if (draft.exportDetails.country === '' && collectsTax(draft.kind)) {
    throw documentInvalid('exportCountryRequired', DOCUMENT_APP_MESSAGES.exportCountryRequired, 'export_country');
  }
  return { exportDetails: draft.exportDetails };
}

/**
 * A regular dealer's bill of supply holds exempt or nil-rated lines alone (walk 33E E1): a taxed
 * line on it would go out with no tax charged. A composition dealer's carries its items' rates,
 * charged nothing (Rule 49), and a bill it issued in the scheme stays editable after it leaves.
 */
function checkExemptLines(org: OrganisationRecord, facts: DocumentKindFacts, lines: readonly DraftLine[], previous: StoredDocument | null): void {
  if (isCompositionDealer(org) || previous?.soldInComposition === true) return;
  const errors = taxedLinesOnExemptKind(facts.kind as KindInTable, lines).map(({ index, message }) => ({ field: `items.${index}.gstrate`, message }));
  if (errors.length > 0) throw documentInvalidFields('taxedOnBillOfSupply', errors);
}

/**
 * A tax invoice issued before the organisation joined the composition scheme stays editable, to
 * correct it, but a composition dealer may not collect tax (Section 10(4) CGST Act): an edit may
 * neither move it to another day nor raise its tax (walk 37 M1: one re-dated to today doubled it).
 */
function checkCompositionCorrection(org: OrganisationRecord, facts: DocumentKindFacts, stored: StoredDocument, version: Pick<StoredDocument, 'date' | 'taxes'>): void {
  if (!isCompositionDealer(org) || !collectsTax(facts.kind as KindInTable)) return;
  const taxNow = version.taxes ? version.taxes.cgst + version.taxes.sgst + version.taxes.igst + version.taxes.cess : 0;
  if (version.date !== stored.date || taxNow > documentTotals(stored).taxTotal) {
    throw documentInvalid('compositionCorrection', DOCUMENT_APP_MESSAGES.compositionCorrection, facts.dateField);
  }
}

function checkSize(doc: StoredDocument): void {
  if (storedSize(doc) > MAX_ITEM_BYTES) {
    throw documentInvalid('tooLarge', DOCUMENT_APP_MESSAGES.documentTooLarge);
  }
}

/**
 * What a written version does before the answer: the link on its source, which a note's caps and
 * the source's view read at once, and a purchase's claim of its supplier's bill, which the next
 * purchase's check reads. Should either fail, the document still owes it (its derived work does
 * both), so the settler or the next read finishes it; answering an error now would have the user
 * save again: a second invoice.
 */
async function finishWritten(ports: Ports, doc: StoredDocument, previous: StoredDocument | null): Promise<void> {
  try {
    await Promise.all([linkOwed(doc, previous) ? linkToSource(ports, doc) : null, claimBill(ports, doc, previous)]);
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', message: 'saved; its link or bill claim is left for the settler', docId: doc.id, error: String(error) }));
  }
}

export async function insertNewDocument(ports: Ports, userId: string, draft: DocumentDraft): Promise<SavedDocument> {
  const insert = () => withSerialHolds(ports, (holds) => insertHolding(ports, userId, draft, holds));
  try {
    return await insert();
  } catch (error) {
    // Another invoice took the voucher's advance for services between this one's read and its
    // take, and nothing was taken or written (advances.ts): worked out afresh once, it fits.
    if (error instanceof AppError && error.code === ADVANCE_TAKEN_MEANWHILE) return insert();
    throw error;
  }
}

async function insertHolding(ports: Ports, userId: string, draft: DocumentDraft, holds: SerialHolds): Promise<SavedDocument> {
  const facts = kindFacts(draft.kind);
  // The form's key (save-keys.ts): a document it made already is the answer; a save holding it is waited for.
  const find = (docId: string) => findDocument(ports, draft.orgId, docId, draft.kind);
  const repeat = async (doc: StoredDocument): Promise<SavedDocument> => ({ doc, message: facts.messages.added, org: await loadOrganisation(ports, draft.orgId), repeated: true });
  const key = draft.saveKey === '' ? null : await stateOfKey(ports, draft, find);
  if (key && 'repeat' in key) return repeat(key.repeat);
  const fy = financialYearOf(draft.date);
  // Every read the save needs goes out at once: the organisation, the source, the client, the items.
  // A refund's source is its receipt voucher, checked by refundSource rather than as a conversion.
  const referring = noteReference(ports, draft.orgId, facts, draft);
  const [converted, reference, refunds, { org, version }, billCheck] = await Promise.all([
    draft.convertedFrom !== '' && facts.voucher !== 'refund' ? conversionSource(ports, draft.orgId, draft.convertedFrom, facts) : null,
    referring,
    refundSource(ports, draft.orgId, facts, draft),
    buildVersion(ports, draft.orgId, loadOrganisation(ports, draft.orgId), facts, draft, null, holds, referring),
    checkBillNotRecorded(ports, draft, fy.startYear),
  ]);
  if (reference && facts.note === 'credit') await checkCreditCaps(ports, reference, { id: '', ...version });
  // A note (or a refund) is linked from the document it refers to, as a conversion is from its source.
  const linked = reference ?? refunds;
  const origin = converted ?? linked;
  const source = origin ? referenceLink(origin) : null;
  // An invoice made from a receipt voucher takes what is left of its advance, as received; a purchase made from a payment voucher, as paid.
  const advanceTaken = converted && isAdvanceVoucher(converted.kind) ? await advanceToAdjust(ports, converted, draft, facts, version) : null;
  const numbering = numberingOf(org);
  // A composition dealer may not collect tax (walk 27 M1); an invoice it raised before joining the scheme stays editable.
  if (isCompositionDealer(org) && collectsTax(draft.kind)) throw documentInvalid('compositionTaxInvoice', DOCUMENT_APP_MESSAGES.compositionTaxInvoice);
  // Before anything is written: a refund's advance moves next, and only a failed write undoes it.
  if (draft.seq !== undefined) checkTypedNumber(facts, numbering, fy.startYear, draft.seq);
  const tracked = stockMovedBy(org, draft.kind, draft.note);
  const blocked = creditBlocked(org, facts, reference) ? { creditBlocked: true as const } : {};
  const now = formatWireTimestamp(ports.now());
  const series = `${org.id}#${draft.kind}#${fy.startYear}`;
  const lastInSeries = async () => lastIssuedIn(series) ?? (await lastSequence(ports.table, org.id, draft.kind, fy.startYear));

  // Every check passed: the key is claimed before anything is written, and freed if nothing is.
  const claimed = key ? await claimSaveKey(ports, draft, key.free, find) : null;
  if (claimed && 'repeat' in claimed) return repeat(claimed.repeat);
  const claim = claimed?.claim ?? null;
  // A purchase's supplier's bill is reserved before anything is written, against a save of it at the same moment.
  const bill = await reserveBill(ports, billCheck, draft.purchase?.billNo ?? '').catch(async (error: unknown) => {
    await claim?.release();
    throw error;
  });
  const release = () => Promise.all([bill.release(), claim?.release()]);
  // A refund takes its amount from the receipt voucher's advance before it is written.
  const advance = await moveAdvance(ports, null, { ...version, id: '', lifecycle: createdStatusOf(facts), convertedFrom: source, advance: advanceTaken }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const numbered = inSeries(series, async () => {
    // A typed number is checked against the series as stored (another instance may have issued more).
    if (draft.seq !== undefined) checkTypedNotAhead(facts, numbering, fy.startYear, draft.seq, await lastSequence(ports.table, org.id, draft.kind, fy.startYear));
    let seq = draft.seq ?? nextSequence(facts, numbering, await lastInSeries());
    for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
      checkNextNumber(facts, numbering, fy.startYear, seq);
      const id = documentId(org.id, facts.idCode, fy.startYear, seq);
      const number = formatDocumentNumber(facts, numbering, fy.startYear, seq);
      const stock = stockRowsFor(id, 1, draft.date, version.lines, tracked, [], supplierCostOf({ kind: draft.kind, ...blocked }));
      const candidate: StoredDocument = withPostings({
        ...version,
        id,
        seq,
        number,
        fyStartYear: fy.startYear,
        version: 1,
        lifecycle: createdStatusOf(facts),
        createdAt: now,
        createdBy: userId,
        modifiedBy: userId,
        paid: advanceTaken?.amount ?? 0,
        payments: [],
        convertedFrom: source,
        advance: advanceTaken,
        stock: { inEffect: stock.inEffect, toReverse: [] },
        ...blocked,
        syncPending: false,
        ...(claim ? { saveToken: claim.token } : {}),
      }, null);
      candidate.syncPending = hasDerivedWork(candidate, null);
      checkSize(candidate);
      try {
        await withNoteHold(ports, null, candidate, () => insertDocument(ports.table, candidate));
        noteIssued(series, seq);
        return candidate;
      } catch (error) {
        if (!(error instanceof DocumentNumberTaken)) throw error;
        if (draft.seq !== undefined) throw numberTaken();
        // Another process took it: read the series again.
        seq = (await lastSequence(ports.table, org.id, draft.kind, fy.startYear)) + 1;
      }
    }
    throw documentVersionConflict();
  });
  // The advance is given back before the key is freed, so a retry finds it as it was.
  const doc = await numbered.catch(async (error: unknown) => {
    try {
      await advance.undo();
    } finally {
      await release();
    }
    throw error;
  });
  await Promise.all([finishWritten(ports, doc, null), rememberForNextTime(ports, org.id, draft), claim?.saved(doc.id)]);
  return { doc, message: facts.messages.added, org };
}

async function conversionSource(ports: Ports, orgId: string, sourceId: string, facts: DocumentKindFacts) {
  const source = await getDocument(ports.table, sourceId);
  if (!source || source.orgId !== orgId || source.deleted) throw documentNotFound();
  if (source.lifecycle === 'cancelled') {
    throw documentInvalid('sourceCancelled', fillMessage(DOCUMENT_APP_MESSAGES.sourceCancelled, { from: labelInSentence(kindFacts(source.kind).label) }));
  }
  if (!kindFacts(source.kind).convertsTo.includes(facts.kind)) {
    throw documentInvalid(
      'cannotConvert',
      DOCUMENT_APP_MESSAGES.cannotConvert.replace('{from}', labelInSentence(kindFacts(source.kind).label)).replace('{to}', labelInSentence(facts.label)),
    );
  }
  return source;
}

export function updateExistingDocument(
  ports: Ports,
  orgId: string,
  userId: string,
  kind: KindInTable,
  request: { id: string; version: number; draft: DocumentDraft },
): Promise<SavedDocument> {
  return withSerialHolds(ports, (holds) => updateHolding(ports, orgId, userId, kind, request, holds));
}

async function updateHolding(
  ports: Ports,
  orgId: string,
  userId: string,
  kind: KindInTable,
  request: { id: string; version: number; draft: DocumentDraft },
  holds: SerialHolds,
): Promise<SavedDocument> {
  const facts = kindFacts(kind);
  const [org, loaded] = await Promise.all([loadOrganisation(ports, orgId), loadDocument(ports, orgId, request.id, kind)]);
  const stored = await withVoucherDate(ports, loaded);
  if (stored.version !== request.version) throw documentVersionConflict();
  if (stored.lifecycle === 'cancelled') throw cancelledIsFinal();
  if (request.draft.seq !== undefined && request.draft.seq !== stored.seq) {
    throw documentInvalid('numberFixed', DOCUMENT_APP_MESSAGES.numberFixed, facts.numberField);
  }
  const draft = { ...request.draft, orgId, kind };
  if (facts.voucher === 'refund' && draft.convertedFrom !== stored.convertedFrom?.id) {
    throw documentInvalid('referenceFixed', DOCUMENT_APP_MESSAGES.referenceFixed, 'referenceid');
  }
  if (financialYearOf(draft.date).startYear !== stored.fyStartYear) throw outsideNumberYear(`${stored.fyStartYear}-${stored.fyStartYear + 1}`);
  checkAdvanceKept(stored, draft, facts);
  const [{ version }, reference, billCheck] = await Promise.all([
    buildVersion(ports, orgId, org, facts, draft, stored, holds),
    noteReference(ports, orgId, facts, draft),
    checkBillNotRecorded(ports, draft, stored.fyStartYear, stored.id),
  ]);
  if (reference) {
    if (reference.id !== stored.convertedFrom?.id) throw documentInvalid('referenceFixed', DOCUMENT_APP_MESSAGES.referenceFixed, 'referenceid');
    if (facts.note === 'credit') await checkCreditCaps(ports, reference, { id: stored.id, ...version });
    else await checkDebitChange(ports, stored, version);
  }
  if (version.grandTotal < stored.paid) {
    // Part of what is paid may be an advance it took (advances.ts): the message names it.
    if (stored.advance) {
      const message = facts.partyRole === 'supplier' ? DOCUMENT_APP_MESSAGES.paymentTotalBelowAdvance : DOCUMENT_APP_MESSAGES.totalBelowAdvance;
      throw documentInvalid('totalBelowAdvance', fillMessage(message, { number: stored.advance.number, paid: formatIndianNumber(stored.paid) }));
    }
    throw totalBelowPaid(facts);
  }
  checkCompositionCorrection(org, facts, stored, version);
  await checkNotesStillFit(ports, stored, version);
  const doc = nextVersion(stored, { ...version, modifiedBy: userId }, stockMovedBy(org, kind, draft.note));
  checkSize(doc);
  const bill = await reserveBill(ports, billCheck, draft.purchase?.billNo ?? '');
  await writeVersion(ports, stored, doc).catch(async (error: unknown) => {
    await bill.release();
    throw error;
  });
  await rememberForNextTime(ports, orgId, draft);
  return { doc, message: facts.messages.updated, org };
}

/**
 * What a save keeps for the next form (the client's price hints, the terms when asked to), written
 * only once the document is: a table error before then leaves nothing behind, and one after cannot
 * turn a saved document into an error answer that the user would meet by saving it again (a
 * second invoice). They are suggestions, so a failure is logged and the save stands.
 */
async function rememberForNextTime(ports: Ports, orgId: string, draft: DocumentDraft): Promise<void> {
  try {
    await Promise.all([saveTermsOf(ports, orgId, draft), rememberPrices(ports, draft)]);
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', message: 'saved, but the price hints or terms for the next form were not written', error: String(error) }));
  }
}

/**
 * The next version of a stored document with `changes`, its stock rows recomputed for the
 * direction given ('keep': a change that cannot move stock, such as a payment, keeps them as they are).
 */
export function nextVersion(
  stored: StoredDocument,
  changes: Partial<StoredDocument>,
  direction: DocumentKindFacts['stock'] | 'keep',
): StoredDocument {
  const merged = withPostings({ ...stored, ...changes, version: stored.version + 1 }, stored);
  // A change that keeps the stock (a payment) still owes its postings and its reports' figures.
  if (direction === 'keep') return { ...merged, syncPending: merged.syncPending || hasPostingWork(merged, stored) || reportWorkOwed(merged, stored) };
  const lines = merged.lifecycle === 'cancelled' ? [] : merged.lines;
  const rows = stockRowsFor(stored.id, merged.version, merged.date, lines, direction, stored.stock.inEffect, supplierCostOf(merged));
  const doc: StoredDocument = {
    ...merged,
    stock: { inEffect: rows.inEffect, toReverse: [...stored.stock.toReverse, ...rows.reversed] },
    syncPending: false,
  };
  doc.syncPending = hasDerivedWork(doc, stored);
  return doc;
}

/** Replaces `stored` with `doc` (one conditional write); what it owes is settled after the answer. */
export async function writeVersion(ports: Ports, stored: StoredDocument, doc: StoredDocument): Promise<void> {
  const advance = await moveAdvance(ports, stored, doc);
  try {
    await withNoteHold(ports, stored, doc, () => replaceDocument(ports.table, doc, stored.version));
  } catch (error) {
    await advance.undo();
    if (error instanceof StaleDocumentVersion) throw documentVersionConflict();
    throw error;
  }
  await advance.done();
  // A cancel or delete marks the link on its source before the answer, as a save writes it.
  await finishWritten(ports, doc, stored);
}

/** The party of the stored document when an edit keeps its client, as it stood when the document was issued; else null. */
function keptParty(previous: StoredDocument | null, draft: DocumentDraft): StoredDocument['party'] | null {
  return previous && previous.clientId !== '' && previous.clientId === draft.clientId ? previous.party : null;
}
