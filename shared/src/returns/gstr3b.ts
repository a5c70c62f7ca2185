// GSTR-3B of a month from its documents and expenses, in the portal's offline-tool format:
//   3.1  sup_details: (a) outward taxable supplies (invoices and debit notes less credit notes;
//        plus the advances of GSTR-1 table 11A, less those of 11B set against this month's
//        invoices: advances.ts), so that 3B pays what GSTR-1 reports,
//        (b) zero-rated (exports and supplies to SEZ units or developers), (c) nil-rated and exempt
//        (0% lines whose item is nil-rated or exempt, bills of supply) and supplies on which the
//        recipient pays the tax (reverse charge), (d) inward supplies liable to reverse charge
//        (self-invoices, purchases under reverse charge, and advances paid for services under it,
//        in the month paid; a purchase that takes such an advance owes only the rest), (e)
//        non-GST (0% lines of non-GST items).
//   3.2  inter_sup: of 3.1(a), the inter-state supplies to unregistered persons by place of supply,
//        their advances included as 3.1(a) has them (received less taken and refunded in the
//        month, less earlier ones set against the month's invoices); a place left with nothing is
//        not listed; and those to composition dealers (clients whose scheme is composite: invoices
//        and notes; their advances are not told apart). Bahi records no UIN holders: that list is
//        empty.
//   4    itc_elg: (A)(1) the IGST on goods bought from abroad (paid at customs), (A)(2) the tax
//        paid under reverse charge on services bought from abroad (walk 36 H2: both were reported
//        in (A)(5) and (A)(3)); (A)(3) the tax paid under reverse charge on the supplies received (not on an
//        advance, whose credit comes with its supply: Section 16(2)(b)); (A)(5) the tax on purchases and expenses
//        (documents/input-tax.ts) less suppliers' credit notes; (B)(1) the blocked credit of
//        expenses (Section 17(5)), reported in (A) and reversed here (Circular 170/02/2022-GST);
//        no other reversals or ineligible credit are recorded; (C) = (A) − (B).
//   5    inward_sup: zero-rated or exempt purchases and expenses, and composite purchases (from a
//        composition dealer or an unregistered supplier: no credit, whatever tax they carry, which
//        is then part of the price: kinds.ts noInputTaxCredit), inter- or intra-state; apart,
//        the purchases of non-GST items.
import { kindFacts } from '../documents/kinds.js';
import { formatInr } from '../gst/money-format.js';
import { MonthAdvances } from './advances.js';
import { addSums, filingPeriod, rupees, zeroSums, type TaxSums } from './return-amounts.js';
import type { ReturnDocument, ReturnExpense, ReturnOrganisation, ReturnPeriod, ReturnVoucher, ReverseChargeAdvance } from './return-inputs.js';
import { isExport, isOutward, isRegistered, isReported, rateSplit, signOf } from './supply-facts.js';

interface Heads {
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface Gstr3bJson {
  gstin: string;
  ret_period: string;
  sup_details: {
    osup_det: { txval: number } & Heads;
    osup_zero: { txval: number; iamt: number; csamt: number };
    osup_nil_exmp: { txval: number };
    isup_rev: { txval: number } & Heads;
    osup_nongst: { txval: number };
  };
  inter_sup: {
    unreg_details: { pos: string; txval: number; iamt: number }[];
    comp_details: { pos: string; txval: number; iamt: number }[];
    uin_details: { pos: string; txval: number; iamt: number }[];
  };
  itc_elg: {
    itc_avl: ({ ty: 'IMPG' | 'IMPS' | 'ISRC' | 'ISD' | 'OTH' } & Heads)[];
    itc_rev: ({ ty: 'RUL' | 'OTH' } & Heads)[];
    itc_net: Heads;
    itc_inelg: ({ ty: 'RUL' | 'OTH' } & Heads)[];
  };
  inward_sup: { isup_details: { ty: 'GST' | 'NONGST'; inter: number; intra: number }[] };
}

const heads = (sums: TaxSums): Heads => ({ iamt: rupees(sums.iamt), camt: rupees(sums.camt), samt: rupees(sums.samt), csamt: rupees(sums.csamt) });
const withValue = (sums: TaxSums) => ({ txval: rupees(sums.txval), ...heads(sums) });
const NO_TAX: Heads = { iamt: 0, camt: 0, samt: 0, csamt: 0 };

/** Table 3.2's rows of one list: by place of supply, in code order; a place left with nothing is not listed. */
const placeRows = (byPlace: ReadonlyMap<string, TaxSums>) =>
  [...byPlace.entries()]
    .filter(([, sums]) => sums.txval !== 0 || sums.iamt !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, sums]) => ({ pos, txval: rupees(sums.txval), iamt: rupees(sums.iamt) }));

/** An advance's value and tax (one paid under reverse charge, or its part a purchase takes). */
const advanceSums = (advance: Pick<ReverseChargeAdvance, 'taxable' | 'igst' | 'cgst' | 'sgst' | 'cess'>): TaxSums => ({
  txval: advance.taxable,
  iamt: advance.igst,
  camt: advance.cgst,
  samt: advance.sgst,
  csamt: advance.cess,
});

export class Gstr3bBuilder {
  private readonly outward = zeroSums();
  private readonly zeroRatedExports = zeroSums();
  private nilExempt = 0;
  private nonGst = 0;
  /** 3.1(d): the tax owed under reverse charge this month. */
  private readonly reverseChargeOwed = zeroSums();
  /** 4(A)(3): the credit of the supplies received under reverse charge (but services imported: 4(A)(2)). */
  private readonly reverseChargeCredit = zeroSums();
  /** 4(A)(1): the IGST on goods imported; 4(A)(2): the tax paid under reverse charge on services imported. */
  private readonly importedGoodsCredit = zeroSums();
  private readonly importedServicesCredit = zeroSums();
  private readonly unregisteredInterState = new Map<string, TaxSums>();
  private readonly compositionInterState = new Map<string, TaxSums>();
  private readonly otherItc = zeroSums();
  private readonly blockedItc = zeroSums();
  private readonly exemptInward = { inter: 0, intra: 0 };
  private readonly nonGstInward = { inter: 0, intra: 0 };
  private readonly advances: MonthAdvances;
  /** The same, of unregistered customers only: their inter-state rows belong to 3.2 too. */
  private readonly unregisteredAdvances: MonthAdvances;

  constructor(
    private readonly org: ReturnOrganisation,
    private readonly period: ReturnPeriod,
  ) {
    this.advances = new MonthAdvances(period);
    this.unregisteredAdvances = new MonthAdvances(period);
  }

  /** A receipt or refund voucher: its advance is an outward supply of the month (3.1(a)). */
  addVoucher(voucher: ReturnVoucher): void {
    this.advances.addVoucher(voucher);
    if (!isRegistered(voucher)) this.unregisteredAdvances.addVoucher(voucher);
  }

  /** A payment voucher under reverse charge: its tax is owed in its month (3.1(d)); its credit waits for the purchase. */
  addReverseChargeAdvance(advance: ReverseChargeAdvance): void {
    if (!isReported(advance)) return;
    addSums(this.reverseChargeOwed, advanceSums(advance));
  }

  add(doc: ReturnDocument): void {
    // What the organisation bought as a composition dealer belongs to that period's CMP-08, not to
    // a regular taxpayer's GSTR-3B (walk 29: a taxed purchase, tax in, landed in table 5).
    if (!isReported(doc) || doc.creditBlocked || doc.soldInComposition) return;
    const split = rateSplit(doc);
    if (isOutward(doc)) {
      this.advances.addDocument(doc);
      if (!isRegistered(doc)) this.unregisteredAdvances.addDocument(doc);
      const sign = signOf(doc);
      this.nilExempt += sign * (split.unrated.nil + split.unrated.exempt);
      this.nonGst += sign * split.unrated.nongst;
      for (const [, sums] of split.rated) {
        if (doc.reverseCharge) this.nilExempt += sign * sums.txval;
        else if (isExport(doc) || doc.supplyToSez) addSums(this.zeroRatedExports, sums, sign);
        else {
          addSums(this.outward, sums, sign);
          const byPlace = !doc.interState ? null : !isRegistered(doc) ? this.unregisteredInterState : doc.partyComposition ? this.compositionInterState : null;
          byPlace?.set(doc.placeOfSupply, addSums(byPlace.get(doc.placeOfSupply) ?? zeroSums(), sums, sign));
        }
      }
      return;
    }
    // Inward: a self-invoice (always reverse charge), a purchase, or a supplier's credit note,
    // which takes its purchase's credit back (netted in 4(A)(5), as GSTR-2B nets credit notes).
    const side = doc.interState ? 'inter' : 'intra';
    const sign = signOf(doc);
    this.exemptInward[side] += sign * (split.unrated.nil + split.unrated.exempt);
    this.nonGstInward[side] += sign * split.unrated.nongst;
    const noCredit = kindFacts(doc.kind).noInputTaxCredit === true;
    for (const [, sums] of split.rated) {
      const tax = sums.iamt + sums.camt + sums.samt + sums.csamt;
      if (doc.kind === 'reverse_charge' || doc.reverseCharge) {
        addSums(this.reverseChargeOwed, sums, sign);
        addSums(doc.boughtFromAbroad ? this.importedServicesCredit : this.reverseChargeCredit, sums, sign);
      } else if (noCredit) this.exemptInward[side] += sign * (sums.txval + tax);
      else if (tax === 0) this.exemptInward[side] += sign * sums.txval;
      else addSums(doc.boughtFromAbroad ? this.importedGoodsCredit : this.otherItc, sums, sign);
    }
    // The tax on an advance it takes was paid with the advance, in the advance's month.
    const { advance } = doc;
    if (advance?.reverseCharge) addSums(this.reverseChargeOwed, advanceSums(advance), -1);
  }

  addExpense(expense: ReturnExpense): void {
    if (expense.deleted) return;
    if (expense.taxRateBps === 0) {
      this.exemptInward[expense.interState ? 'inter' : 'intra'] += expense.amount;
      return;
    }
    // No supplier's GSTIN, no tax invoice to claim on: table 4 neither claims nor reverses it.
    if (expense.inputTax === 'none') return;
    const sums = { txval: expense.amount, iamt: expense.igst, camt: expense.cgst, samt: expense.sgst, csamt: 0 };
    addSums(this.otherItc, sums);
    if (expense.inputTax === 'blocked') addSums(this.blockedItc, sums);
  }

  finish(): Gstr3bJson {
    // The reverse charge the organisation paid on what it received is its credit too (4(A)(3)).
    const available = [this.importedGoodsCredit, this.importedServicesCredit, this.reverseChargeCredit, this.otherItc].reduce((sum, sums) => addSums(sum, sums), zeroSums());
    const net = addSums(addSums(zeroSums(), available), this.blockedItc, -1);
    const advances = this.advances.finish();
    const outward = addSums(zeroSums(), this.outward);
    for (const row of advances.received) addSums(outward, row.sums);
    for (const row of advances.adjusted) addSums(outward, row.sums, -1);
    const unregisteredInterState = new Map([...this.unregisteredInterState].map(([pos, sums]) => [pos, addSums(zeroSums(), sums)]));
    const unregistered = this.unregisteredAdvances.finish();
    for (const [rows, sign] of [[unregistered.received, 1], [unregistered.adjusted, -1]] as const) {
      for (const row of rows.filter((each) => each.interState)) {
        unregisteredInterState.set(row.pos, addSums(unregisteredInterState.get(row.pos) ?? zeroSums(), row.sums, sign));
      }
    }
    return {
      gstin: this.org.gstin,
      ret_period: filingPeriod(this.period),
      sup_details: {
        osup_det: withValue(outward),
        osup_zero: { txval: rupees(this.zeroRatedExports.txval), iamt: rupees(this.zeroRatedExports.iamt), csamt: rupees(this.zeroRatedExports.csamt) },
        osup_nil_exmp: { txval: rupees(this.nilExempt) },
        isup_rev: withValue(this.reverseChargeOwed),
        osup_nongst: { txval: rupees(this.nonGst) },
      },
      inter_sup: {
        unreg_details: placeRows(unregisteredInterState),
        comp_details: placeRows(this.compositionInterState),
        uin_details: [],
      },
      itc_elg: {
        itc_avl: [
          { ty: 'IMPG', ...heads(this.importedGoodsCredit) },
          { ty: 'IMPS', ...heads(this.importedServicesCredit) },
          { ty: 'ISRC', ...heads(this.reverseChargeCredit) },
          { ty: 'ISD', ...NO_TAX },
          { ty: 'OTH', ...heads(this.otherItc) },
        ],
        itc_rev: [
          { ty: 'RUL', ...heads(this.blockedItc) },
          { ty: 'OTH', ...NO_TAX },
        ],
        itc_net: heads(net),
        itc_inelg: [
          { ty: 'RUL', ...NO_TAX },
          { ty: 'OTH', ...NO_TAX },
        ],
      },
      inward_sup: {
        isup_details: [
          { ty: 'GST', inter: rupees(this.exemptInward.inter), intra: rupees(this.exemptInward.intra) },
          { ty: 'NONGST', inter: rupees(this.nonGstInward.inter), intra: rupees(this.nonGstInward.intra) },
        ],
      },
    };
  }
}

/** GSTR-3B's table 3.1 rows by the portal's names, as the form numbers them. */
const TABLE_3_1 = {
  osup_det: '3.1(a) outward taxable supplies',
  osup_zero: '3.1(b) zero-rated supplies',
  osup_nil_exmp: '3.1(c) nil-rated and exempt supplies',
  isup_rev: '3.1(d) inward supplies under reverse charge',
  osup_nongst: '3.1(e) non-GST supplies',
} as const satisfies Record<keyof Gstr3bJson['sup_details'], string>;

const FIGURE_NAMES: Record<string, string> = { txval: 'taxable value', iamt: 'IGST', camt: 'CGST', samt: 'SGST', csamt: 'cess' };

/**
 * The rows of table 3.1 that come out below zero, each with its negative figures ('3.1(a) outward
 * taxable supplies: taxable value −₹4,000.00, CGST −₹100.00'): a month whose credit notes take
 * back more than it sold (walk 38). The portal takes no negative figure in GSTR-3B.
 */
export function negativeRowsOf(json: Gstr3bJson): string[] {
  return (Object.keys(TABLE_3_1) as (keyof typeof TABLE_3_1)[]).flatMap((row) => {
    const figures = Object.entries(json.sup_details[row]).filter(([, rupees]) => rupees < 0);
    if (figures.length === 0) return [];
    return [`${TABLE_3_1[row]}: ${figures.map(([name, rupees]) => `${FIGURE_NAMES[name] ?? name} ${formatInr(Math.round(rupees * 100))}`).join(', ')}`];
  });
}
