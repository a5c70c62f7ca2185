// GSTR-1 table 12: one row per HSN (or SAC), unit and rate, adding every outward supply's lines
// (credit notes take away). Services are reported with UQC 'NA' and no quantity. From the May 2025
// period supplies to registered and to unregistered persons are summarised apart (hsn_b2b,
// hsn_b2c); before it, in one list (data).
import { unitByCodeOrId } from '../catalogue/units.js';
import { hsnSummarySplitApplies } from '../gst/dated-rules.js';
import { shareOut } from '../gst/rounding.js';
import { percent, portalQuantity, rupees } from './return-amounts.js';
import type { HsnRow, HsnSection } from './gstr1-format.js';
import type { ReturnDocument, ReturnLine, ReturnPeriod } from './return-inputs.js';
import { isRegistered, signOf } from './supply-facts.js';

/** The portal keeps at most 30 characters of a description. */
const DESCRIPTION_LENGTH = 30;

interface HsnTotals {
  hsn: string;
  desc: string;
  uqc: string;
  rateBps: number;
  quantityMilli: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** The code as the portal wants it: digits only. */
export const hsnDigits = (hsnSac: string): string => hsnSac.replace(/\s+/g, '');

export const isServiceLine = (line: Pick<ReturnLine, 'goodsService' | 'hsnSac'>): boolean =>
  line.goodsService === 'services' || hsnDigits(line.hsnSac).startsWith('99');

/** The line's UQC: 'NA' for services; a goods unit the list does not know is 'OTH'. */
export function uqcOf(line: Pick<ReturnLine, 'goodsService' | 'hsnSac' | 'unit'>): string {
  if (isServiceLine(line)) return 'NA';
  const code = unitByCodeOrId(line.unit)?.code;
  return code && code !== 'NA' ? code : 'OTH';
}

export class HsnSummary {
  private readonly b2b = new Map<string, HsnTotals>();
  private readonly b2c = new Map<string, HsnTotals>();

  /**
   * Adds an outward document's lines. Its charges (packing, insurance, freight) are part of the value
   * of the goods they go with (Section 15(2)(c) CGST Act): each is shared over the lines at its rate
   * in proportion to their taxable value, head by head to the paisa (else it joins the first line).
   */
  add(doc: ReturnDocument): void {
    const sign = signOf(doc);
    const rows = isRegistered(doc) ? this.b2b : this.b2c;
    const untaxed = doc.kind === 'bill_of_supply';
    const rateOf = (rateBps: number) => (untaxed ? 0 : rateBps);
    for (const line of doc.lines) {
      const row = this.rowOf(rows, line, rateOf(line.gstRateBps));
      row.quantityMilli += sign * (isServiceLine(line) ? 0 : line.quantityMilli);
      row.txval += sign * line.taxable;
      row.iamt += sign * line.igst;
      row.camt += sign * line.cgst;
      row.samt += sign * line.sgst;
      row.csamt += sign * line.cess;
    }
    for (const charge of doc.charges) {
      const atRate = doc.lines.filter((line) => rateOf(line.gstRateBps) === rateOf(charge.gstRateBps));
      const over = atRate.length > 0 ? atRate : doc.lines.slice(0, 1);
      // Lines of no value share a charge alike.
      const weights = over.some((line) => line.taxable > 0) ? over.map((line) => line.taxable) : over.map(() => 1);
      const [txval, iamt, camt, samt] = [charge.taxable, charge.igst, charge.cgst, charge.sgst].map((amount) => shareOut(amount, weights));
      over.forEach((line, index) => {
        const row = this.rowOf(rows, line, rateOf(line.gstRateBps));
        row.txval += sign * (txval?.[index] ?? 0);
        row.iamt += sign * (iamt?.[index] ?? 0);
        row.camt += sign * (camt?.[index] ?? 0);
        row.samt += sign * (samt?.[index] ?? 0);
      });
    }
  }

  private rowOf(rows: Map<string, HsnTotals>, line: ReturnLine, rateBps: number): HsnTotals {
    const hsn = hsnDigits(line.hsnSac);
    const uqc = uqcOf(line);
    const key = `${hsn}|${uqc}|${rateBps}`;
    let row = rows.get(key);
    if (!row) {
      row = { hsn, desc: line.itemName.slice(0, DESCRIPTION_LENGTH), uqc, rateBps, quantityMilli: 0, txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };
      rows.set(key, row);
    }
    return row;
  }

  section(period: ReturnPeriod): HsnSection | undefined {
    if (this.b2b.size + this.b2c.size === 0) return undefined;
    if (hsnSummarySplitApplies(period)) return { hsn_b2b: rowsOf([this.b2b]), hsn_b2c: rowsOf([this.b2c]) };
    return { data: rowsOf([this.b2b, this.b2c]) };
  }
}

/** The rows of one or more maps, one row per HSN, unit and rate, numbered from 1. */
function rowsOf(maps: readonly Map<string, HsnTotals>[]): HsnRow[] {
  const merged = new Map<string, HsnTotals>();
  for (const map of maps) {
    for (const [key, row] of map) {
      const into = merged.get(key);
      if (!into) merged.set(key, { ...row });
      else {
        into.quantityMilli += row.quantityMilli;
        into.txval += row.txval;
        into.iamt += row.iamt;
        into.camt += row.camt;
        into.samt += row.samt;
        into.csamt += row.csamt;
      }
    }
  }
  return [...merged.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.uqc.localeCompare(b.uqc) || a.rateBps - b.rateBps)
    .map((row, index) => ({
      num: index + 1,
      hsn_sc: row.hsn,
      desc: row.desc,
      uqc: row.uqc,
      qty: portalQuantity(row.quantityMilli),
      rt: percent(row.rateBps),
      txval: rupees(row.txval),
      iamt: rupees(row.iamt),
      camt: rupees(row.camt),
      samt: rupees(row.samt),
      csamt: rupees(row.csamt),
    }));
}
