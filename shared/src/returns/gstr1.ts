// GSTR-1 of a month from its documents, in the portal's offline-tool format (gstr1-format.ts).
// A builder, so the server can feed it a month page by page and keep only what the return holds,
// never the documents themselves (100,000 invoices fit in a Lambda's memory):
//
//   const builder = new Gstr1Builder(org, period);
//   for each document of the month: builder.add(doc)
//   for each challan and voucher of the month: builder.addIssued(doc)   (table 13)
//   for each receipt and refund voucher of the month: builder.addVoucher(voucher)   (table 11)
//   const { json } = builder.finish(originalsOfTheNotes)
//
// Where each supply goes:
// - b2b: invoices to a registered person (a GSTIN), by rate; a 0% line is a nil-rated, exempt or
//   non-GST supply (table 8) instead, as its item says.
// - exp: invoices whose place of supply is 96 (other countries): with payment when IGST is charged.
// - b2cl: inter-state invoices to unregistered persons above the limit in force on the invoice
//   date (₹2,50,000 to 31 Jul 2024, ₹1,00,000 from 1 Aug 2024); b2cs: the others, summed per
//   place of supply, rate and e-commerce operator.
// - cdnr / cdnur: notes to registered persons, and to unregistered ones whose original was
//   reported invoice-wise (B2CL, export); other notes to unregistered persons adjust b2cs. Notes
//   carry positive values, their type saying which way.
// - nil: the four rows (inter/intra-state, to registered/unregistered persons): 0% lines by their
//   item's kind (nil-rated, exempt, non-GST), bills of supply exempt.
// - at / txpd: advances received in the month and not invoiced in it (11A), and advances of
//   earlier months set against its invoices (11B): advances.ts.
// - hsn (hsn-summary.ts) and doc_issue (doc-issue.ts).
// Reverse-charge self-invoices and purchases are inward supplies: GSTR-3B only (and doc_issue).
import { MonthAdvances, type AdvanceRow } from './advances.js';
import { DocIssue } from './doc-issue.js';
import type {
  AdvanceEntry,
  B2bInvoice,
  B2clInvoice,
  B2csRow,
  CdnrNote,
  CdnurNote,
  ExportInvoice,
  Gstr1Json,
  InvoiceType,
  NilRow,
  NilSupplyType,
  RateItem,
} from './gstr1-format.js';
import { GSTR1_FILE_HASH, GSTR1_FILE_VERSION } from './gstr1-format.js';
import { HsnSummary } from './hsn-summary.js';
import { addSums, filingPeriod, percent, portalDate, rupees, zeroSums, type TaxSums } from './return-amounts.js';
import type { IssuedDocument, NoteOriginal, ReturnDocument, ReturnOrganisation, ReturnPeriod, ReturnVoucher } from './return-inputs.js';
import { isExport, isLargeB2c, isNote, isOutward, isRegistered, isReported, rateSplit, signOf, unregisteredNoteType, type RateSplit } from './supply-facts.js';

const NIL_TYPES: readonly NilSupplyType[] = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'];

export interface Gstr1Result {
  json: Gstr1Json;
  /** The receiver's name per GSTIN (the workbook shows it; the JSON has no place for it). */
  receiverNames: ReadonlyMap<string, string>;
}

/**
 * An invoice's or note's items by rate, numbered from 1. 'all': every head (b2b, cdnr: IGST or
 * CGST/SGST, the others 0); 'igst': inter-state sections (b2cl, cdnur) carry IGST and cess only.
 */
function rateItems(rated: readonly (readonly [number, TaxSums])[], heads: 'all' | 'igst'): RateItem[] {
  return rated.map(([rateBps, sums], index) => ({
    num: index + 1,
    itm_det:
      heads === 'all'
        ? { txval: rupees(sums.txval), rt: percent(rateBps), iamt: rupees(sums.iamt), camt: rupees(sums.camt), samt: rupees(sums.samt), csamt: rupees(sums.csamt) }
        : { txval: rupees(sums.txval), rt: percent(rateBps), iamt: rupees(sums.iamt), csamt: rupees(sums.csamt) },
  }));
}

/** A registered receiver's document: regular, or to an SEZ with (SEWP) or without (SEWOP, under a letter of undertaking) IGST. */
/** Table 6A's shipping bill fields: each part the invoice knows (the port code may come before the bill). */
function shippingBillFields(bill: ReturnDocument['shippingBill']): Pick<ExportInvoice, 'sbpcode' | 'sbnum' | 'sbdt'> {
  if (!bill) return {};
  return {
    ...(bill.portCode !== '' ? { sbpcode: bill.portCode } : {}),
    ...(bill.number !== '' ? { sbnum: bill.number, sbdt: portalDate(bill.date) } : {}),
  };
}

function invoiceType(doc: Pick<ReturnDocument, 'supplyToSez'>, rated: readonly (readonly [number, TaxSums])[]): InvoiceType {
  if (!doc.supplyToSez) return 'R';
  return rated.some(([, sums]) => sums.iamt > 0) ? 'SEWP' : 'SEWOP';
}

interface B2csTotals extends TaxSums {
  interState: boolean;
  pos: string;
  rateBps: number;
  etin: string;
}

export class Gstr1Builder {
  private readonly b2b = new Map<string, B2bInvoice[]>();
  private readonly b2cl = new Map<string, B2clInvoice[]>();
  private readonly b2cs = new Map<string, B2csTotals>();
  private readonly exports = { WPAY: [] as ExportInvoice[], WOPAY: [] as ExportInvoice[] };
  private readonly nil = new Map<NilSupplyType, RateSplit['unrated']>();
  private readonly notes: ReturnDocument[] = [];
  private readonly hsn = new HsnSummary();
  private readonly docIssue = new DocIssue();
  private readonly names = new Map<string, string>();
  private readonly advances: MonthAdvances;

  constructor(
    private readonly org: ReturnOrganisation,
    private readonly period: ReturnPeriod,
  ) {
    this.advances = new MonthAdvances(period);
  }

  /** A document issued that is no supply (a challan, a voucher): table 13 counts it. */
  addIssued(doc: IssuedDocument): void {
    this.docIssue.add(doc);
  }

  /** A receipt or refund voucher: table 11 reads its advance. */
  addVoucher(voucher: ReturnVoucher): void {
    this.advances.addVoucher(voucher);
  }

  add(doc: ReturnDocument): void {
    // Issued in the composition scheme, which the organisation has left since: that period's CMP-08.
    if (doc.soldInComposition) return;
    this.docIssue.add(doc);
    if (!isOutward(doc) || !isReported(doc)) return;
    this.advances.addDocument(doc);
    this.hsn.add(doc);
    if (isNote(doc)) {
      this.notes.push(doc);
      return;
    }
    const split = rateSplit(doc);
    this.addNil(doc, split.unrated, 1);
    if (split.rated.length === 0) return;
    if (isExport(doc)) this.addExport(doc, split.rated);
    else if (isRegistered(doc)) {
      this.names.set(doc.partyGstin, doc.partyName);
      const invoices = this.b2b.get(doc.partyGstin) ?? [];
      invoices.push({
        inum: doc.number,
        idt: portalDate(doc.date),
        val: rupees(doc.grandTotal),
        pos: doc.placeOfSupply,
        rchrg: doc.reverseCharge ? 'Y' : 'N',
        inv_typ: invoiceType(doc, split.rated),
        itms: rateItems(split.rated, 'all'),
      });
      this.b2b.set(doc.partyGstin, invoices);
    } else if (isLargeB2c(doc)) {
      const invoices = this.b2cl.get(doc.placeOfSupply) ?? [];
      invoices.push({
        inum: doc.number,
        idt: portalDate(doc.date),
        val: rupees(doc.grandTotal),
        ...(doc.ecommerceGstin ? { etin: doc.ecommerceGstin } : {}),
        itms: rateItems(split.rated, 'igst'),
      });
      this.b2cl.set(doc.placeOfSupply, invoices);
    } else this.addB2cs(doc, split.rated, 1);
  }

  /** The return; `originals` are the documents the month's notes refer to (by id). */
  finish(originals: ReadonlyMap<string, NoteOriginal>): Gstr1Result {
    const cdnr = new Map<string, CdnrNote[]>();
    const cdnur: CdnurNote[] = [];
    for (const note of this.notes) {
      const split = rateSplit(note);
      this.addNil(note, split.unrated, signOf(note));
      if (split.rated.length === 0) continue;
      const ntty = note.kind === 'credit_note' ? 'C' : 'D';
      if (isRegistered(note)) {
        this.names.set(note.partyGstin, note.partyName);
        const notes = cdnr.get(note.partyGstin) ?? [];
        notes.push({
          ntty,
          nt_num: note.number,
          nt_dt: portalDate(note.date),
          val: rupees(note.grandTotal),
          pos: note.placeOfSupply,
          rchrg: note.reverseCharge ? 'Y' : 'N',
          inv_typ: invoiceType(note, split.rated),
          itms: rateItems(split.rated, 'all'),
        });
        cdnr.set(note.partyGstin, notes);
        continue;
      }
      const type = unregisteredNoteType(originals.get(note.noteReferenceId));
      if (type === 'B2CS') {
        this.addB2cs(note, split.rated, signOf(note));
        continue;
      }
      cdnur.push({
        typ: type === 'EXPWP' && split.rated.every(([, sums]) => sums.iamt === 0) ? 'EXPWOP' : type,
        ntty,
        nt_num: note.number,
        nt_dt: portalDate(note.date),
        val: rupees(note.grandTotal),
        ...(type === 'B2CL' ? { pos: note.placeOfSupply } : {}),
        itms: rateItems(split.rated, 'igst'),
      });
    }

    const json: Gstr1Json = { gstin: this.org.gstin, fp: filingPeriod(this.period), version: GSTR1_FILE_VERSION, hash: GSTR1_FILE_HASH };
    const byKey = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
    if (this.b2b.size > 0) json.b2b = byKey(this.b2b).map(([ctin, inv]) => ({ ctin, inv: inv.sort(byDateAndNumber) }));
    if (this.b2cl.size > 0) json.b2cl = byKey(this.b2cl).map(([pos, inv]) => ({ pos, inv: inv.sort(byDateAndNumber) }));
    const b2cs = byKey(this.b2cs).map(([, row]) => b2csRow(row));
    if (b2cs.length > 0) json.b2cs = b2cs;
    if (cdnr.size > 0) json.cdnr = byKey(cdnr).map(([ctin, nt]) => ({ ctin, nt }));
    if (cdnur.length > 0) json.cdnur = cdnur;
    const exp = (['WPAY', 'WOPAY'] as const).filter((type) => this.exports[type].length > 0).map((type) => ({ exp_typ: type, inv: this.exports[type] }));
    if (exp.length > 0) json.exp = exp;
    const advances = this.advances.finish();
    if (advances.received.length > 0) json.at = advanceEntries(advances.received);
    if (advances.adjusted.length > 0) json.txpd = advanceEntries(advances.adjusted);
    if (this.nil.size > 0) json.nil = { inv: NIL_TYPES.map((type) => nilRow(type, this.nil.get(type))) };
    const hsn = this.hsn.section(this.period);
    if (hsn) json.hsn = hsn;
    const docIssue = this.docIssue.section();
    if (docIssue) json.doc_issue = docIssue;
    return { json, receiverNames: this.names };
  }

  private addExport(doc: ReturnDocument, rated: readonly (readonly [number, TaxSums])[]): void {
    const withPayment = rated.some(([, sums]) => sums.iamt > 0);
    this.exports[withPayment ? 'WPAY' : 'WOPAY'].push({
      inum: doc.number,
      idt: portalDate(doc.date),
      val: rupees(doc.grandTotal),
      ...shippingBillFields(doc.shippingBill),
      itms: rated.map(([rateBps, sums]) => ({ txval: rupees(sums.txval), rt: percent(rateBps), iamt: rupees(sums.iamt), csamt: rupees(sums.csamt) })),
    });
  }

  private addB2cs(doc: ReturnDocument, rated: readonly (readonly [number, TaxSums])[], sign: number): void {
    for (const [rateBps, sums] of rated) {
      const key = `${doc.interState ? 'INTER' : 'INTRA'}|${doc.placeOfSupply}|${String(rateBps).padStart(5, '0')}|${doc.ecommerceGstin}`;
      const row = this.b2cs.get(key) ?? { ...zeroSums(), interState: doc.interState, pos: doc.placeOfSupply, rateBps, etin: doc.ecommerceGstin };
      addSums(row, sums, sign);
      this.b2cs.set(key, row);
    }
  }

  private addNil(doc: ReturnDocument, unrated: RateSplit['unrated'], sign: number): void {
    if (unrated.nil === 0 && unrated.exempt === 0 && unrated.nongst === 0) return;
    const type: NilSupplyType = `${doc.interState ? 'INTR' : 'INTRA'}${isRegistered(doc) ? 'B2B' : 'B2C'}`;
    const row = this.nil.get(type) ?? { nil: 0, exempt: 0, nongst: 0 };
    row.nil += sign * unrated.nil;
    row.exempt += sign * unrated.exempt;
    row.nongst += sign * unrated.nongst;
    this.nil.set(type, row);
  }
}

function byDateAndNumber(a: { idt: string; inum: string }, b: { idt: string; inum: string }): number {
  const iso = (d: string) => d.split('-').reverse().join('-');
  return iso(a.idt).localeCompare(iso(b.idt)) || a.inum.localeCompare(b.inum, 'en', { numeric: true });
}

/** The heads of a section summed by supply: IGST inter-state, CGST and SGST intra-state. */
const supplyHeads = (interState: boolean, sums: TaxSums) => (interState ? { iamt: rupees(sums.iamt) } : { camt: rupees(sums.camt), samt: rupees(sums.samt) });

function b2csRow(row: B2csTotals): B2csRow {
  return {
    sply_ty: row.interState ? 'INTER' : 'INTRA',
    pos: row.pos,
    typ: row.etin ? 'E' : 'OE',
    ...(row.etin ? { etin: row.etin } : {}),
    rt: percent(row.rateBps),
    txval: rupees(row.txval),
    ...supplyHeads(row.interState, row),
    csamt: rupees(row.csamt),
  };
}

/** Table 11's rows (in place-of-supply, supply and rate order) as entries per place of supply and supply. */
function advanceEntries(rows: readonly AdvanceRow[]): AdvanceEntry[] {
  const entries: AdvanceEntry[] = [];
  for (const row of rows) {
    const supply = row.interState ? 'INTER' : 'INTRA';
    let entry = entries.at(-1);
    if (entry?.pos !== row.pos || entry.sply_ty !== supply) {
      entry = { pos: row.pos, sply_ty: supply, itms: [] };
      entries.push(entry);
    }
    entry.itms.push({ rt: percent(row.rateBps), ad_amt: rupees(row.sums.txval), ...supplyHeads(row.interState, row.sums), csamt: rupees(row.sums.csamt) });
  }
  return entries;
}

function nilRow(type: NilSupplyType, amounts: RateSplit['unrated'] | undefined): NilRow {
  return { sply_ty: type, expt_amt: rupees(amounts?.exempt ?? 0), nil_amt: rupees(amounts?.nil ?? 0), ngsup_amt: rupees(amounts?.nongst ?? 0) };
}
