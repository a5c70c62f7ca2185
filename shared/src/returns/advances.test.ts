// Advances in GSTR-1 tables 11A (at) and 11B (txpd) and in GSTR-3B 3.1(a), for November 2026 of an
// organisation in Maharashtra (27). The vouchers' figures are the engine's (the tax backed out of
// the money at the voucher's rate, in whole paise halves intra-state), and the invoices take their
// part of an advance through the save's own snapshot (adjustmentOf). Every figure is worked by hand:
// - ₹1,000.00 at 18% intra-state: half = 1,00,000 × 18 ÷ 236 = 7,627.12 → CGST = SGST = 76.27,
//   value 1,000.00 − 152.54 = 847.46.
// - ₹500.00 at 18% intra-state: half = 50,000 × 18 ÷ 236 = 3,813.56 → 38.14 each, value 423.72.
// - ₹1,050.00 at 5% intra-state: half = 1,05,000 × 5 ÷ 210 = 2,500 → 25.00 each, value 1,000.00.
// - ₹2,360.00 at 18% inter-state: IGST = 2,36,000 × 18 ÷ 118 = 36,000 → 360.00, value 2,000.00.
import { doc, line, ORG, voucher } from '../../../tests/fixtures/returns/october-2025.js';
import { adjustmentOf } from '../documents/advance-adjustment.js';
import { Gstr1Builder } from './gstr1.js';
import { Gstr3bBuilder } from './gstr3b.js';
import type { ReturnDocument, ReturnVoucher } from './return-inputs.js';

const NOVEMBER = { year: 2026, month: 11 };
const RELIANCE = { partyName: 'Reliance Retail', partyGstin: '27AAACR5055K1Z7' };

const rv1000 = (fields: Partial<ReturnVoucher> = {}) =>
  voucher({ id: 'o_rv1', kind: 'receipt_voucher', number: 'RV-20261', date: '2026-11-05', rateBps: 1800, grandTotal: 1_000_00, cgst: 76_27, sgst: 76_27, ...fields });
const rv1050At5 = voucher({ id: 'o_rv2', kind: 'receipt_voucher', number: 'RV-20262', date: '2026-11-06', rateBps: 500, grandTotal: 1_050_00, cgst: 25_00, sgst: 25_00 });
const rv2360Inter = voucher({ id: 'o_rv3', kind: 'receipt_voucher', number: 'RV-20263', date: '2026-11-07', rateBps: 1800, grandTotal: 2_360_00, igst: 360_00, placeOfSupply: '33', interState: true });

/** The part `amount` (paise) of `source` an invoice takes, as the save snapshots it. */
function taken(source: ReturnVoucher, amount: number) {
  const totals = {
    grandTotal: source.grandTotal,
    cgstTotal: source.cgst,
    sgstTotal: source.sgst,
    igstTotal: source.igst,
    cessTotal: source.cess,
    highestGstRateBps: source.rateBps,
    taxTreatment: source.reverseCharge ? ('reverse_charge' as const) : ('charged' as const),
    supply: source.interState ? ('inter' as const) : ('intra' as const),
  };
  // These vouchers are for services alone: all of the advance bore tax.
  return adjustmentOf({ id: source.id, number: source.number, date: source.date, placeOfSupply: source.placeOfSupply, totals, taxedAdvance: source.grandTotal }, { total: amount, taxed: amount });
}

/** A B2B invoice of 1,000 + CGST/SGST 90 each to Reliance, made from a receipt voucher. */
const invoice = (id: string, advance: ReturnDocument['advance'], fields: Partial<ReturnDocument> = {}) =>
  doc({
    id, kind: 'b2b', number: id.toUpperCase(), seq: Number(id.replace(/\D/g, '')), date: '2026-11-20', grandTotal: 1_180_00, ...RELIANCE, advance,
    lines: [line({ itemName: 'Consulting', hsnSac: '998311', unit: 'NA', goodsService: 'services', gstRateBps: 1800, taxable: 1_000_00, cgst: 90_00, sgst: 90_00 })],
    ...fields,
  });

function returnsOf(docs: readonly ReturnDocument[], vouchers: readonly ReturnVoucher[], period = NOVEMBER) {
  const gstr1 = new Gstr1Builder(ORG, period);
  const gstr3b = new Gstr3bBuilder(ORG, period);
  for (const d of docs) {
    gstr1.add(d);
    gstr3b.add(d);
  }
  for (const v of vouchers) {
    gstr1.addVoucher(v);
    gstr3b.addVoucher(v);
  }
  const { at, txpd } = gstr1.finish(new Map()).json;
  return { at, txpd, outward: gstr3b.finish().sup_details.osup_det };
}

const intra18 = (ad_amt: number, half: number) => ({ pos: '27', sply_ty: 'INTRA', itms: [{ rt: 18, ad_amt, camt: half, samt: half, csamt: 0 }] });
const INVOICE_ONLY = { txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 };

describe('table 11A: advances received in the month', () => {
  it('reports a voucher of the month not invoiced, and 3.1(a) pays its tax', () => {
    expect(returnsOf([], [rv1000()])).toEqual({ at: [intra18(847.46, 76.27)], txpd: undefined, outward: { txval: 847.46, iamt: 0, camt: 76.27, samt: 76.27, csamt: 0 } });
  });

  it('groups by place of supply and supply, then by rate: intra-state 5% and 18%, inter-state 18% (IGST only)', () => {
    expect(returnsOf([], [rv1000(), rv1050At5, rv2360Inter]).at).toEqual([
      { pos: '27', sply_ty: 'INTRA', itms: [{ rt: 5, ad_amt: 1000, camt: 25, samt: 25, csamt: 0 }, { rt: 18, ad_amt: 847.46, camt: 76.27, samt: 76.27, csamt: 0 }] },
      { pos: '33', sply_ty: 'INTER', itms: [{ rt: 18, ad_amt: 2000, iamt: 360, csamt: 0 }] },
    ]);
  });

  it('leaves out a voucher invoiced whole in the same month: the invoice reports the supply', () => {
    const whole = taken(rv1000(), 1_000_00);
    expect(whole).toEqual(expect.objectContaining({ taxable: 847_46, cgst: 76_27, sgst: 76_27 }));
    expect(returnsOf([invoice('inv1', whole)], [rv1000()])).toEqual({ at: undefined, txpd: undefined, outward: INVOICE_ONLY });
  });

  it('reports what is left of a voucher partly invoiced in the month', () => {
    // ₹400.00 taken: CGST = SGST = 7,627 × 400 ÷ 1,000 = 3,050.8 → 30.51, value 400.00 − 61.02 = 338.98.
    // Left: 847.46 − 338.98 = 508.48, CGST/SGST 76.27 − 30.51 = 45.76 (₹600.00 in all).
    const part = taken(rv1000(), 400_00);
    expect(part).toEqual(expect.objectContaining({ taxable: 338_98, cgst: 30_51, sgst: 30_51 }));
    expect(returnsOf([invoice('inv1', part)], [rv1000()])).toEqual({
      at: [intra18(508.48, 45.76)],
      txpd: undefined,
      outward: { txval: 1508.48, iamt: 0, camt: 135.76, samt: 135.76, csamt: 0 },
    });
  });

  it('never goes below zero: two invoices of ₹500.00 take a paisa more tax than the voucher has, and the 2 paise of value left are no advance to report', () => {
    // Each: CGST = SGST = 7,627 ÷ 2 = 3,813.5 → 38.14, value 500.00 − 76.28 = 423.72. Together
    // 76.28 of tax (76.27 on the voucher) and 847.44 of value (847.46): nothing taxed is left.
    const half = taken(rv1000(), 500_00);
    expect(half).toEqual(expect.objectContaining({ taxable: 423_72, cgst: 38_14, sgst: 38_14 }));
    const twoInvoices = returnsOf([invoice('inv1', half), invoice('inv2', half)], [rv1000()]);
    expect(twoInvoices).toEqual({ at: undefined, txpd: undefined, outward: { txval: 2000, iamt: 0, camt: 180, samt: 180, csamt: 0 } });
  });

  it('takes off a refund of the month of a voucher of the month, with the refund’s own figures', () => {
    // ₹500.00 given back: 423.72 + 38.14 + 38.14. Left: 847.46 − 423.72 = 423.74, 76.27 − 38.14 = 38.13.
    const refund = voucher({ id: 'o_rf1', kind: 'refund_voucher', number: 'Voucher-20261', date: '2026-11-25', rateBps: 1800, grandTotal: 500_00, cgst: 38_14, sgst: 38_14, receiptVoucherId: 'o_rv1' });
    expect(returnsOf([], [refund, rv1000()])).toEqual({ at: [intra18(423.74, 38.13)], txpd: undefined, outward: { txval: 423.74, iamt: 0, camt: 38.13, samt: 38.13, csamt: 0 } });
  });

  it('reports the voucher whole when the invoice that took it is cancelled or deleted (it gave the advance back)', () => {
    const whole = taken(rv1000(), 1_000_00);
    for (const gone of [{ lifecycle: 'cancelled' as const }, { lifecycle: 'cancelled' as const, deleted: true }]) {
      expect(returnsOf([invoice('inv1', whole, gone)], [rv1000()])).toEqual({ at: [intra18(847.46, 76.27)], txpd: undefined, outward: { txval: 847.46, iamt: 0, camt: 76.27, samt: 76.27, csamt: 0 } });
    }
  });

  it('reports nothing of a cancelled or deleted voucher, nor of one under reverse charge (the customer pays the tax)', () => {
    const none = returnsOf([], [rv1000({ lifecycle: 'cancelled' }), rv1000({ id: 'o_rv9', deleted: true }), rv1000({ id: 'o_rv8', reverseCharge: true, grandTotal: 1_000_00, cgst: 90_00, sgst: 90_00 })]);
    expect(none).toEqual({ at: undefined, txpd: undefined, outward: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 } });
  });
});

describe('table 11B: advances of earlier months set against the month’s invoices', () => {
  const october = rv1000({ date: '2026-10-28' });

  it('reports the part an invoice of the month took of an October voucher, and 3.1(a) takes its tax off (October paid it)', () => {
    // October's return reported the advance in 11A; November's invoice charges the whole 1,000 + 90 + 90.
    expect(returnsOf([], [october], { year: 2026, month: 10 }).at).toEqual([intra18(847.46, 76.27)]);
    expect(returnsOf([invoice('inv1', taken(october, 1_000_00))], [])).toEqual({
      at: undefined,
      txpd: [intra18(847.46, 76.27)],
      outward: { txval: 152.54, iamt: 0, camt: 13.73, samt: 13.73, csamt: 0 },
    });
  });

  it('sums the parts by place of supply, supply and rate: a partial inter-state adjustment', () => {
    // ₹1,180.00 of ₹2,360.00 (inter-state): IGST 360 ÷ 2 = 180.00, value 1,000.00.
    const earlier = { ...rv2360Inter, date: '2026-09-30' };
    const interInvoice = invoice('inv2', taken(earlier, 1_180_00), { partyGstin: '33ABCDE5678G1ZH', placeOfSupply: '33', interState: true, lines: [line({ itemName: 'Consulting', hsnSac: '998311', gstRateBps: 1800, taxable: 1_000_00, igst: 180_00 })] });
    expect(returnsOf([invoice('inv1', taken(october, 400_00)), interInvoice], []).txpd).toEqual([
      intra18(338.98, 30.51),
      { pos: '33', sply_ty: 'INTER', itms: [{ rt: 18, ad_amt: 1000, iamt: 180, csamt: 0 }] },
    ]);
  });

  it('leaves out a cancelled invoice, and a voucher under reverse charge (it charged no tax, so none was paid)', () => {
    const reverse = rv1000({ date: '2026-10-28', reverseCharge: true, cgst: 90_00, sgst: 90_00 });
    expect(taken(reverse, 1_000_00)).toEqual(expect.objectContaining({ taxable: 1_000_00, cgst: 0, sgst: 0 }));
    const docs = [invoice('inv1', taken(october, 1_000_00), { lifecycle: 'cancelled' }), invoice('inv2', taken(reverse, 1_000_00))];
    expect(returnsOf(docs, [])).toEqual({ at: undefined, txpd: undefined, outward: INVOICE_ONLY });
  });

  it('does not report a refund of the month of an October advance: its tax is claimed by RFD-01', () => {
    const refund = voucher({ id: 'o_rf1', kind: 'refund_note', number: 'RCV-2026-1', date: '2026-11-03', rateBps: 1800, grandTotal: 500_00, cgst: 38_14, sgst: 38_14, receiptVoucherId: 'o_rv1' });
    expect(returnsOf([], [refund])).toEqual({ at: undefined, txpd: undefined, outward: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 } });
  });
});

describe('GSTR-3B 3.2: advances from unregistered customers in other states', () => {
  // A consumer in Tamil Nadu (33) pays ₹2,360.00 ahead, at 18%: IGST 360.00, value 2,000.00.
  const consumer = { partyName: 'Kavya S', partyGstin: '', placeOfSupply: '33', interState: true };
  const interStateOf = (docs: readonly ReturnDocument[], vouchers: readonly ReturnVoucher[]) => {
    const gstr3b = new Gstr3bBuilder(ORG, NOVEMBER);
    for (const d of docs) gstr3b.add(d);
    for (const v of vouchers) gstr3b.addVoucher(v);
    return gstr3b.finish().inter_sup.unreg_details;
  };
  /** An inter-state invoice to the consumer: `taxable` + IGST 18%, made from an advance. */
  const consumerInvoice = (taxable: number, advance: ReturnDocument['advance']) =>
    invoice('inv7', advance, { ...consumer, kind: 'b2c', grandTotal: taxable * 1.18, lines: [line({ itemName: 'Sofa', hsnSac: '9401', gstRateBps: 1800, taxable, igst: taxable * 0.18 })] });

  it('reports a month’s advance not yet invoiced by place of supply; a registered customer’s advance is in 3.1(a) only', () => {
    expect(interStateOf([], [rv2360Inter])).toEqual([{ pos: '33', txval: 2000, iamt: 360 }]);
    expect(interStateOf([], [{ ...rv2360Inter, partyGstin: '33ABCDE5678G1ZH' }])).toEqual([]);
  });

  it('reports the month’s invoice whole and what is left of its advance: ₹1,180.00 taken of ₹2,360.00', () => {
    // The invoice: 1,000.00 + IGST 180.00; left of the advance: 1,000.00 + 180.00.
    expect(interStateOf([consumerInvoice(1_000_00, taken(rv2360Inter, 1_180_00))], [rv2360Inter])).toEqual([{ pos: '33', txval: 2000, iamt: 360 }]);
  });

  it('takes off an October advance that a November invoice sets against its supply (October reported it)', () => {
    // The invoice: 2,000.00 + IGST 360.00, of which ₹1,180.00 (1,000.00 + 180.00) was paid ahead in October.
    const october = { ...rv2360Inter, date: '2026-10-20' };
    expect(interStateOf([consumerInvoice(2_000_00, taken(october, 1_180_00))], [])).toEqual([{ pos: '33', txval: 1000, iamt: 180 }]);
    // An invoice of exactly the advance leaves Tamil Nadu with nothing: it is not listed.
    expect(interStateOf([consumerInvoice(1_000_00, taken(october, 1_180_00))], [])).toEqual([]);
  });

  it('takes off a refund of the month of the month’s advance', () => {
    const refund = voucher({ id: 'o_rf3', kind: 'refund_voucher', number: 'Voucher-20263', date: '2026-11-25', rateBps: 1800, grandTotal: 1_180_00, igst: 180_00, placeOfSupply: '33', interState: true, receiptVoucherId: 'o_rv3' });
    expect(interStateOf([], [rv2360Inter, refund])).toEqual([{ pos: '33', txval: 1000, iamt: 180 }]);
  });
});
