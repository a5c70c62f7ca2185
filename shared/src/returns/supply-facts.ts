// Where a document's supply belongs: the facts GSTR-1, GSTR-3B and the pre-filing check all decide
// the same way, so they are decided once here.
import { OTHER_COUNTRIES_STATE_CODE } from '../gst/states.js';
import { b2clLimitOn } from '../gst/dated-rules.js';
import { addSums, zeroSums, type TaxSums } from './return-amounts.js';
import type { ZeroRateType } from '../api/schemas/items.js';
import type { NoteOriginal, ReturnDocument, ReturnKind } from './return-inputs.js';

/** Supplies the organisation makes (GSTR-1, GSTR-3B 3.1/3.2). The rest are inward supplies. */
const OUTWARD_KINDS: readonly ReturnKind[] = ['b2b', 'b2c', 'bill_of_supply', 'credit_note', 'debit_note'];

export const isOutward = (doc: Pick<ReturnDocument, 'kind'>): boolean => OUTWARD_KINDS.includes(doc.kind);
export const isNote = (doc: Pick<ReturnDocument, 'kind'>): boolean => doc.kind === 'credit_note' || doc.kind === 'debit_note';
/** A credit note lowers the month's supplies, a supplier's credit note its purchases; everything else adds to them. */
export const signOf = (doc: Pick<ReturnDocument, 'kind'>): 1 | -1 => (doc.kind === 'credit_note' || doc.kind === 'vendor_credit' ? -1 : 1);
/** Cancelled or deleted documents are counted in doc_issue only. */
export const isReported = (doc: Pick<ReturnDocument, 'lifecycle' | 'deleted'>): boolean => !doc.deleted && doc.lifecycle !== 'cancelled';
export const isRegistered = (doc: Pick<ReturnDocument, 'partyGstin'>): boolean => doc.partyGstin !== '';
export const isExport = (doc: Pick<ReturnDocument, 'placeOfSupply'>): boolean => doc.placeOfSupply === OTHER_COUNTRIES_STATE_CODE;

/**
 * The B2CL limit of each date seen (dates since July 2017 are a few thousand): a month of 100,000
 * invoices asks for it once per invoice, and reading the dated table parses dates.
 */
const b2clLimits = new Map<string, number>();

/** An invoice to an unregistered person reported invoice-wise (B2CL): inter-state, above the limit on its date. */
export function isLargeB2c(doc: Pick<ReturnDocument | NoteOriginal, 'grandTotal' | 'interState' | 'date'>): boolean {
  if (!doc.interState) return false;
  let limit = b2clLimits.get(doc.date);
  if (limit === undefined) {
    limit = b2clLimitOn(doc.date);
    b2clLimits.set(doc.date, limit);
  }
  return doc.grandTotal > limit;
}

/**
 * Where a note to an unregistered person goes: cdnur when its original was reported invoice-wise
 * (B2CL, or an export), else it adjusts the B2CS row of its place of supply and rate.
 */
export function unregisteredNoteType(original: NoteOriginal | undefined): 'B2CL' | 'EXPWP' | 'EXPWOP' | 'B2CS' {
  if (!original) return 'B2CS';
  if (original.placeOfSupply === OTHER_COUNTRIES_STATE_CODE) return 'EXPWP';
  return isLargeB2c(original) ? 'B2CL' : 'B2CS';
}

/** The supply of one document split by GST rate (lines and charges), and what carries no rate. */
export interface RateSplit {
  /** Rates, ascending, with their sums (paise): above zero, and 0% for a zero-rated supply's nil-rated or exempt lines. */
  readonly rated: readonly (readonly [rateBps: number, sums: TaxSums])[];
  /** Taxable value at no rate, by kind: nil-rated, exempt (all of a bill of supply), non-GST. */
  readonly unrated: Record<ZeroRateType, number>;
}

export function rateSplit(doc: Pick<ReturnDocument, 'kind' | 'lines' | 'charges' | 'placeOfSupply' | 'supplyToSez'>): RateSplit {
  // A bill of supply carries no tax whatever rate its lines name: a line at a rate is exempt, one at
  // 0% is what its item is, nil-rated (as a line keeps it: no type) or exempt (walk 36 M2, walk 38:
  // nil-rated milk was reported exempt), and what is outside GST stays so.
  const untaxed = doc.kind === 'bill_of_supply';
  // An export or a supply to an SEZ is zero-rated whatever its goods' own rate (Section 16 IGST
  // Act): its nil-rated and exempt lines are reported with it at 0%, not as a domestic nil supply
  // (walk 33E E2: an export's rice went to table 8 and 3.1(c)). What is outside GST stays so.
  const zeroRated = !untaxed && (isExport(doc) || doc.supplyToSez);
  const byRate = new Map<number, TaxSums>();
  const unrated: Record<ZeroRateType, number> = { nil: 0, exempt: 0, nongst: 0 };
  const typeOf = (rateBps: number, zeroRateType: ZeroRateType | undefined): ZeroRateType =>
    zeroRateType === 'nongst' ? 'nongst' : untaxed && rateBps > 0 ? 'exempt' : (zeroRateType ?? 'nil');
  const add = (rateBps: number, sums: TaxSums, zeroRateType: ZeroRateType | undefined) => {
    if ((rateBps === 0 && !(zeroRated && zeroRateType !== 'nongst')) || untaxed) {
      unrated[typeOf(rateBps, zeroRateType)] += sums.txval;
      return;
    }
    const into = byRate.get(rateBps) ?? zeroSums();
    byRate.set(rateBps, addSums(into, sums));
  };
  for (const line of doc.lines) {
    add(line.gstRateBps, { txval: line.taxable, iamt: line.igst, camt: line.cgst, samt: line.sgst, csamt: line.cess }, line.zeroRateType);
  }
  // Charges are taxed at the lines' highest rate: at none, they are the kind of supply the first line is.
  for (const charge of doc.charges) {
    add(charge.gstRateBps, { txval: charge.taxable, iamt: charge.igst, camt: charge.cgst, samt: charge.sgst, csamt: 0 }, doc.lines[0]?.zeroRateType);
  }
  return { rated: [...byRate.entries()].sort(([a], [b]) => a - b), unrated };
}
