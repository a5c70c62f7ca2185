// The pre-filing check: everything in a month's documents the portal would refuse or an
// accountant must decide, each in words they act on, naming the document and line. The screen
// links each problem to the document (documentId, kind) so it can be fixed there. Generating a
// return lists these problems with the files: it never hides one.
import { allowedGstRatesOn } from '../gst/dated-rules.js';
import { validateGstin } from '../gst/gstin.js';
import { isKnownStateCode } from '../gst/states.js';
import { formatDisplayDate } from '../gst/calendar.js';
import { financialYearOf, shortFinancialYear } from '../gst/financial-year.js';
import { formatInr } from '../gst/money-format.js';
import { kindFacts, type KindInTable } from '../documents/kinds.js';
import { MonthRefunds, paysTax } from './advances.js';
import { negativeRowsOf, type Gstr3bJson } from './gstr3b.js';
import { RETURN_MESSAGES } from './return-messages.js';
import { natureOf } from './doc-issue.js';
import { hsnDigits } from './hsn-summary.js';
import type { AdvanceKind, NoteOriginal, ReturnDocument, ReturnKind, ReturnLine, ReturnOrganisation, ReturnVoucher } from './return-inputs.js';
import { isExport, isNote, isOutward, isReported } from './supply-facts.js';

export type ReturnProblemCode =
  | 'organisationGstin'
  | 'compositionDealer'
  | 'compositionPeriod'
  | 'hsnMissing'
  | 'hsnShort'
  | 'gstinInvalid'
  | 'placeOfSupplyMissing'
  | 'b2bWithoutGstin'
  | 'rateNotInForce'
  | 'noteWithoutOriginal'
  | 'draftReported'
  | 'numberRepeated'
  | 'taxedOnBillOfSupply'
  | 'advanceRefundedEarlier'
  | 'noLutOnFile'
  | 'negativeReturnFigures';

export interface ReturnProblem {
  readonly code: ReturnProblemCode;
  readonly message: string;
  /** The document to open to fix it; '' for the organisation's own settings. */
  readonly documentId: string;
  readonly kind: ReturnKind | AdvanceKind | '';
  readonly number: string;
  /** The line (1-based) the problem is on, or null for the whole document. */
  readonly line: number | null;
}

/**
 * The fewest digits of an HSN or SAC code (Notification 78/2020-CT, goods and services alike): 4
 * for a turnover up to ₹5 crore, 6 above it; the portal's master holds codes up to 8 digits.
 */
const MIN_HSN_DIGITS = 4;
const MIN_HSN_DIGITS_ABOVE_FIVE_CRORE = 6;
const MAX_HSN_DIGITS = 8;

// Dates as the app shows them (5 Oct 2025): the accountant finds the document on its list by them.
const describe = (doc: { kind: KindInTable; number: string; date: string }) => `${kindFacts(doc.kind).label} ${doc.number} of ${formatDisplayDate(doc.date)}`;
const noPlaceOfSupply = (doc: { kind: KindInTable; number: string; date: string }) =>
  `${describe(doc)} has no place of supply. Choose the client's billing address (its state), then save the document again.`;
/**
 * What a refund application needs of a refund: the receipt voucher (the period the tax was paid
 * in) and the tax, head by head: ' (RV-20261 of 24 Oct 2026; tax in it: CGST ₹900.00, SGST ₹900.00)'.
 */
const refundDetails = (refund: ReturnVoucher) => {
  const heads = (
    [
      ['CGST', refund.cgst],
      ['SGST', refund.sgst],
      ['IGST', refund.igst],
      ['cess', refund.cess],
    ] as const
  ).filter(([, paise]) => paise > 0);
  const voucher = refund.receiptVoucherNumber === '' ? '' : `${refund.receiptVoucherNumber}${refund.receiptVoucherDate === '' ? '' : ` of ${formatDisplayDate(refund.receiptVoucherDate)}`}`;
  const tax = heads.length === 0 ? '' : `tax in it: ${heads.map(([head, paise]) => `${head} ${formatInr(paise)}`).join(', ')}`;
  const parts = [voucher, tax].filter((part) => part !== '');
  return parts.length === 0 ? '' : ` (${parts.join('; ')})`;
};
const describeLine = (doc: ReturnDocument, line: ReturnLine) => `${describe(doc)}, line ${line.sno} (${line.itemName})`;

export class PrefilingCheck {
  private readonly problems: ReturnProblem[] = [];
  private readonly composition: boolean;
  private readonly hsnDigitsNeeded: number;
  private readonly lutYears: ReadonlySet<number>;
  private readonly notes: ReturnDocument[] = [];
  private readonly refunds = new MonthRefunds();
  /** The month's documents by nature of table 13 and number as printed (the portal's are not case-sensitive). */
  private readonly numbers = new Map<string, ReturnDocument>();
  /** The rates in force on each date of the month (the dated table is read once a date, not once a line). */
  private readonly ratesOn = new Map<string, ReadonlySet<number>>();

  constructor(org: ReturnOrganisation) {
    this.composition = org.composition === true;
    this.hsnDigitsNeeded = org.turnoverAboveFiveCrore === true ? MIN_HSN_DIGITS_ABOVE_FIVE_CRORE : MIN_HSN_DIGITS;
    this.lutYears = new Set(org.lutYears ?? []);
    const gstin = validateGstin(org.gstin);
    if (!gstin.valid) {
      this.problems.push({
        code: 'organisationGstin',
        message: `The organisation's GSTIN "${org.gstin}" is not valid, so the portal refuses the file. ${gstin.reason ?? ''} Correct it in Settings → Organisation details.`,
        documentId: '',
        kind: '',
        number: '',
        line: null,
      });
    }
    // Walk 27 H2: a composition dealer's GSTR-1 and GSTR-3B were offered as if it filed them.
    if (org.composition) {
      this.problems.push({ code: 'compositionDealer', message: RETURN_MESSAGES.compositionDealer, documentId: '', kind: '', number: '', line: null });
    }
  }

  add(doc: ReturnDocument): void {
    if (!isReported(doc)) return;
    const problem = (code: ReturnProblemCode, message: string, line: ReturnLine | null = null) =>
      this.problems.push({ code, message, documentId: doc.id, kind: doc.kind, number: doc.number, line: line?.sno ?? null });

    // Bought or sold in the composition scheme, which the organisation has left since (walk 29).
    if (doc.creditBlocked && !this.composition) {
      problem('compositionPeriod', `${describe(doc)} was bought while the organisation was a composition dealer: it is left out of GSTR-3B, and goes on that period's CMP-08.`);
    }
    if (doc.soldInComposition && !this.composition) {
      // A note issued since corrects a supply of the scheme's (walk 38: it was said to be issued in it).
      const issued = isNote(doc) ? 'corrects a supply made' : 'was issued';
      problem('compositionPeriod', `${describe(doc)} ${issued} while the organisation was a composition dealer: it is left out of GSTR-1 and GSTR-3B, and goes on that period's CMP-08.`);
      return;
    }
    // Two series whose numbers met (a prefix changed within the year onto another's: walk 33 M1).
    const numberKey = `${natureOf(doc) ?? doc.kind}#${doc.number.toUpperCase()}`;
    const sameNumber = this.numbers.get(numberKey);
    if (sameNumber) {
      problem('numberRepeated', `${describe(doc)} has the number of ${describe(sameNumber)}: the portal takes one document of a number in a financial year. Cancel one of them and issue it again under its series' next number.`);
    } else {
      this.numbers.set(numberKey, doc);
    }
    if (doc.lifecycle === 'draft' && kindFacts(doc.kind).createdAs !== 'draft') {
      problem('draftReported', `${describe(doc)} is still a draft; it is reported as issued. Mark it sent, or cancel it if it was never issued.`);
    }
    if (doc.partyGstin !== '') {
      const gstin = validateGstin(doc.partyGstin);
      if (!gstin.valid) {
        problem('gstinInvalid', `${describe(doc)}: the party's GSTIN "${doc.partyGstin}" is not valid. ${gstin.reason ?? ''} Correct the client's GSTIN, then save the document again.`);
      }
    } else if (doc.kind === 'b2b' && !isExport(doc)) {
      problem('b2bWithoutGstin', `${describe(doc)} is a B2B invoice without the client's GSTIN, so it is reported as a sale to an unregistered person. Add the client's GSTIN and save the invoice again, or issue it as a B2C invoice.`);
    }
    // A bill of supply is for exempt supplies, or a composition dealer's (Section 31(3)(c), Rule
    // 49): a regular dealer's taxed line on one went out untaxed and is reported exempt (walk 33E E1).
    if (doc.kind === 'bill_of_supply' && !this.composition) {
      for (const line of doc.lines.filter((each) => each.gstRateBps > 0)) {
        problem('taxedOnBillOfSupply', `${describeLine(doc, line)} is taxed at ${line.gstRateBps / 100}%, yet a bill of supply charges no tax: it is reported as an exempt supply. A bill of supply is for exempt supplies (Section 31(3)(c) CGST Act): cancel it and raise a tax invoice for the item.`, line);
      }
    }
    if (!isOutward(doc)) {
      this.checkRates(doc, problem);
      return;
    }
    if (!isKnownStateCode(doc.placeOfSupply)) problem('placeOfSupplyMissing', noPlaceOfSupply(doc));
    // Zero-rated without tax needs a letter of undertaking for its year, or a bond (walk 36 L2: none was on file).
    const year = financialYearOf(doc.date);
    if (doc.underLut && !isNote(doc) && !this.lutYears.has(year.startYear)) {
      problem('noLutOnFile', `${describe(doc)} is a zero-rated supply under a letter of undertaking, but no LUT for ${shortFinancialYear(year)} is on file. Add its ARN in Settings → Organisation details; a supply under bond instead needs the bond's details kept with the invoice.`);
    }
    for (const line of doc.lines) {
      const hsn = hsnDigits(line.hsnSac);
      const needed = this.hsnDigitsNeeded;
      const why = needed > MIN_HSN_DIGITS ? ' (the turnover is above ₹5 crore)' : '';
      if (hsn === '') problem('hsnMissing', `${describeLine(doc, line)} has no HSN/SAC code. Add it to the line (or to the item) and save the document again.`, line);
      else if (!/^\d+$/.test(hsn) || hsn.length < needed || hsn.length > MAX_HSN_DIGITS) {
        problem('hsnShort', `${describeLine(doc, line)} has the HSN/SAC code "${line.hsnSac}": it must be ${needed} to ${MAX_HSN_DIGITS} digits${why}. Correct the code on the line and save the document again.`, line);
      }
    }
    this.checkRates(doc, problem);
    if (isNote(doc)) this.notes.push(doc);
  }

  /** A receipt or refund voucher: table 11A needs the place of supply of an advance taxed. */
  addVoucher(voucher: ReturnVoucher): void {
    this.refunds.add(voucher);
    if (voucher.kind !== 'receipt_voucher' || !isReported(voucher) || !paysTax(voucher) || isKnownStateCode(voucher.placeOfSupply)) return;
    this.problems.push({ code: 'placeOfSupplyMissing', message: noPlaceOfSupply(voucher), documentId: voucher.id, kind: voucher.kind, number: voucher.number, line: null });
  }

  /** The problems, once the notes' originals are known (by id; absent when not found). */
  finish(originals: ReadonlyMap<string, NoteOriginal>): ReturnProblem[] {
    // The tax paid on an advance of an earlier month that is refunded is claimed by a refund
    // application, not in a return (advances.ts): the accountant has to file it.
    for (const refund of this.refunds.ofEarlierAdvances()) {
      this.problems.push({
        code: 'advanceRefundedEarlier',
        message: `${describe(refund)} gives back an advance received in an earlier month${refundDetails(refund)}. GSTR-1 has no place for it (table 11B takes only advances set against invoices): claim the tax paid on that advance by a refund application, FORM GST RFD-01 for "Excess payment of tax" (CBIC Circular 137/07/2020-GST).`,
        documentId: refund.id,
        kind: refund.kind,
        number: refund.number,
        line: null,
      });
    }
    for (const note of this.notes) {
      if (note.noteReferenceId !== '' && originals.has(note.noteReferenceId)) continue;
      this.problems.push({
        code: 'noteWithoutOriginal',
        message: `${describe(note)} does not name the invoice it corrects (or that invoice no longer exists). Choose the original invoice on the note and save it again: the return needs it to place the note.`,
        documentId: note.id,
        kind: note.kind,
        number: note.number,
        line: null,
      });
    }
    return this.problems;
  }

  private checkRates(doc: ReturnDocument, problem: (code: ReturnProblemCode, message: string, line: ReturnLine) => void): void {
    if (doc.kind === 'bill_of_supply') return;
    let rates = this.ratesOn.get(doc.date);
    if (!rates) {
      rates = new Set(allowedGstRatesOn(doc.date));
      this.ratesOn.set(doc.date, rates);
    }
    for (const line of doc.lines) {
      if (rates.has(line.gstRateBps)) continue;
      problem('rateNotInForce', `${describeLine(doc, line)} is taxed at ${line.gstRateBps / 100}%, a GST rate not in force on ${formatDisplayDate(doc.date)}. Correct the rate on the line and save the document again.`, line);
    }
  }
}

/**
 * GSTR-3B's rows of table 3.1 that come out below zero (walk 38: a month whose credit notes took
 * back more than it sold gave a negative 3.1(a)), as one problem of the organisation's, or none.
 */
export function negativeFiguresProblems(json: Gstr3bJson): ReturnProblem[] {
  const rows = negativeRowsOf(json);
  if (rows.length === 0) return [];
  const message = `GSTR-3B comes out below zero in ${rows.join('; ')}: the month's notes take back more than it supplied. The portal takes no negative figure in table 3.1: report zero there, and reduce a later month's supplies by the excess.`;
  return [{ code: 'negativeReturnFigures', message, documentId: '', kind: '', number: '', line: null }];
}
