// Advances received in a month M (Section 13(2) CGST Act: the time of supply of services is the
// receipt of payment; Rule 50 receipt vouchers), as GSTR-1 tables 11A and 11B report them and
// GSTR-3B 3.1(a) adds and takes away, by place of supply, supply (intra/inter-state) and rate:
// - 11A (at): receipt vouchers dated in M (not cancelled or deleted, tax charged): the advance
//   less its tax, and the tax. Less what invoices of M took of those same vouchers (their advance
//   snapshots: the invoice reports the whole supply, its tax included, in table 4), and less what
//   refunds of M gave back of them (the refund's own figures): 11A is the advance on which no
//   invoice followed within M. Never below zero: the shares of a voucher's tax are rounded one by
//   one, so a voucher taken by several invoices can be a paisa over; a group left with no tax is
//   a rounding residue and is not reported.
// - 11B (txpd): invoices of M made from vouchers of earlier months: the snapshot's value and tax.
//   The tax was paid with that month's 11A; the invoice charges it again in full.
// - Refunds of M of earlier months' advances are in neither. Table 11B is "advance amount received
//   in earlier tax period and adjusted against the supplies being shown in this tax period in
//   Tables 4, 5, 6 and 7" (Form GSTR-1): a refund is no supply. CBIC Circular 137/07/2020-GST
//   (issue 2) says that the tax paid on an advance refunded by a refund voucher, no invoice
//   having been issued, is claimed back by a refund application (FORM GST RFD-01, "excess
//   payment of tax"), not in a return. The pre-filing check names each such refund.
// - Under reverse charge the voucher charges no tax (the customer pays it): nothing to report,
//   and an invoice's snapshot of such a voucher takes back no tax, so it adjusts nothing either.
import type { AdvanceAdjustment } from '../documents/advance-adjustment.js';
import { addSums, periodDays, zeroSums, type TaxSums } from './return-amounts.js';
import type { ReturnDocument, ReturnPeriod, ReturnVoucher } from './return-inputs.js';
import { isReported } from './supply-facts.js';

/** One row of table 11A or 11B: the advances of a place of supply, supply and rate (paise). */
export interface AdvanceRow {
  readonly pos: string;
  readonly interState: boolean;
  readonly rateBps: number;
  readonly sums: TaxSums;
}

export interface AdvanceTables {
  /** 11A, by place of supply, supply and rate. */
  readonly received: readonly AdvanceRow[];
  /** 11B, in the same order. */
  readonly adjusted: readonly AdvanceRow[];
}

type Grouped = Pick<AdvanceRow, 'pos' | 'interState' | 'rateBps'>;

const keyOf = (row: Grouped) => `${row.pos}|${row.interState ? 'INTER' : 'INTRA'}|${String(row.rateBps).padStart(5, '0')}`;

/** A receipt voucher on whose advance tax is paid, or a refund that gives back part of it with its tax. */
export const paysTax = (voucher: Pick<ReturnVoucher, 'reverseCharge' | 'rateBps'>): boolean => !voucher.reverseCharge && voucher.rateBps > 0;

const groupOf = (of: Pick<ReturnVoucher | AdvanceAdjustment, 'placeOfSupply' | 'interState' | 'rateBps'>): Grouped => ({ pos: of.placeOfSupply, interState: of.interState, rateBps: of.rateBps });

const voucherSums = (voucher: ReturnVoucher): TaxSums => ({
  txval: voucher.grandTotal - voucher.igst - voucher.cgst - voucher.sgst - voucher.cess,
  iamt: voucher.igst,
  camt: voucher.cgst,
  samt: voucher.sgst,
  csamt: voucher.cess,
});

const snapshotSums = (advance: AdvanceAdjustment): TaxSums => ({ txval: advance.taxable, iamt: advance.igst, camt: advance.cgst, samt: advance.sgst, csamt: advance.cess });
const taxOf = (sums: TaxSums) => sums.iamt + sums.camt + sums.samt + sums.csamt;

/**
 * A month's refunds told apart by their receipt voucher: one dated in the month too (it was read
 * with the month's documents; a refund is never dated before its voucher), or one of an earlier
 * month. Pages come in any order, so a refund is placed only once the month is read.
 */
export class MonthRefunds {
  private readonly receiptVouchers = new Set<string>();
  private readonly refunds: ReturnVoucher[] = [];

  /** Every voucher of the month, whatever its state: refunds that give back tax are kept. */
  add(voucher: ReturnVoucher): void {
    if (voucher.kind === 'receipt_voucher') this.receiptVouchers.add(voucher.id);
    else if (isReported(voucher) && paysTax(voucher)) this.refunds.push(voucher);
  }

  ofTheMonthsAdvances(): ReturnVoucher[] {
    return this.refunds.filter((refund) => this.receiptVouchers.has(refund.receiptVoucherId));
  }

  ofEarlierAdvances(): ReturnVoucher[] {
    return this.refunds.filter((refund) => !this.receiptVouchers.has(refund.receiptVoucherId));
  }
}

export class MonthAdvances {
  private readonly received = new Map<string, AdvanceRow>();
  private readonly adjusted = new Map<string, AdvanceRow>();
  private readonly refunds = new MonthRefunds();
  private readonly days: { first: string; last: string };

  constructor(period: ReturnPeriod) {
    this.days = periodDays(period);
  }

  /** A receipt or refund voucher dated in the month. */
  addVoucher(voucher: ReturnVoucher): void {
    this.refunds.add(voucher);
    if (voucher.kind === 'receipt_voucher' && isReported(voucher) && paysTax(voucher)) addTo(this.received, groupOf(voucher), voucherSums(voucher));
  }

  /** A document dated in the month: an invoice made from a receipt voucher sets its advance against the supply. */
  addDocument(doc: Pick<ReturnDocument, 'lifecycle' | 'deleted' | 'advance'>): void {
    const { advance } = doc;
    if (!advance || !isReported(doc)) return;
    const sums = snapshotSums(advance);
    if (taxOf(sums) === 0) return;
    if (advance.date < this.days.first) addTo(this.adjusted, groupOf(advance), sums);
    else if (advance.date <= this.days.last) addTo(this.received, groupOf(advance), sums, -1);
  }

  finish(): AdvanceTables {
    const received = new Map([...this.received].map(([key, row]) => [key, { ...row, sums: { ...row.sums } }]));
    for (const refund of this.refunds.ofTheMonthsAdvances()) addTo(received, groupOf(refund), voucherSums(refund), -1);
    const rows = (groups: Map<string, AdvanceRow>) => [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
    return {
      received: rows(received)
        .map((row) => ({ ...row, sums: atLeastZero(row.sums) }))
        .filter((row) => taxOf(row.sums) > 0),
      adjusted: rows(this.adjusted),
    };
  }
}

function addTo(groups: Map<string, AdvanceRow>, group: Grouped, sums: TaxSums, sign = 1): void {
  const key = keyOf(group);
  const row = groups.get(key) ?? { ...group, sums: zeroSums() };
  addSums(row.sums, sums, sign);
  groups.set(key, row);
}

function atLeastZero(sums: TaxSums): TaxSums {
  return { txval: Math.max(0, sums.txval), iamt: Math.max(0, sums.iamt), camt: Math.max(0, sums.camt), samt: Math.max(0, sums.samt), csamt: Math.max(0, sums.csamt) };
}
