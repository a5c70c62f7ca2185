// computeDocumentTotals: the figures of every GST document, from its lines. Pure and synchronous;
// the server recomputes every total with it and the web form uses it for the live preview.
//
// UNITS. Money is integer paise; rates are integer basis points (18% = 1800); quantities are integer
// thousandths of a unit (1.5 units = 1500, see quantity.ts). No floats are used in the math.
//
// ROUNDING. One rule, ROUNDING_RULE = 'half-away-from-zero' (rounding.ts), applied only at these
// named points, each a single division of exact integer products:
//   R1 line amount      notax: qty × price;  intax: qty × price × 100 / (100 + GST + cess)
//   R2 percent discount subTotal × discount% (the percent has 2 decimals: basis points)
//   R3 line tax         each of: CGST half, IGST, cess, on the line's taxable value
//   R4 percent charge   document subTotal × charge%
//   R5 charge tax       CGST half or IGST on each charge, at the highest line GST rate
//   R6 round-off        total to the whole rupee (50 paise goes up)
//   R7 display only     the tax-exclusive unit price of an intax line (not used in any sum)
//   R8 voucher tax      the tax in (or on) the sum of a voucher's advances, then shared over lines
// Sums and differences are exact. Each rounding point rounds at most ½ paisa.
//
// RULES (spec = /shared/spec part-1 §4, §9 and part-2 §9; docs/architecture.md §4):
// - Line: subTotal = qty × unit price (R1). With a tax-inclusive price ('intax') the GST and cess are
//   backed out once for the whole line: subTotal = qty × price × 100 / (100 + GST% + cess%) (spec
//   "unit price = price x 100 / (100 + GST rate + cess)"; done per line, not per unit, so the
//   rounding is not multiplied by the quantity). 'notax' prices exclude tax.
// - Discount: an amount in paise, or a percent with 2 decimals (basis points) of subTotal (R2);
//   taxable = subTotal − discount (spec part-2 §9). A discount larger than subTotal is an error.
// - Place of supply (Section 7/8 IGST Act, 2017; spec part-1 §4): seller state code equal to the
//   place-of-supply state code → intra-state: CGST and SGST, each ONE half computed once as
//   taxable × GST% / 2 (R3) and used for both, so CGST always equals SGST. Otherwise, or when the
//   supply is to an SEZ (Section 16 IGST Act, zero-rated, always inter-state), IGST = taxable × GST%.
//   Cess = taxable × cess% (Compensation Cess Act, 2017), in either case.
// - Charges: packing, insurance, freight, each an amount or a percent of the document subTotal (sum
//   of line subTotals, before discount) (R4). When additionalCharges (the document's
//   additional_charges = yes) they are taxed at the highest GST rate among the lines, split into
//   CGST/SGST halves intra-state (R5), no cess. Otherwise they are added untaxed.
// - Tax treatment by kind (KIND_RULES): bill of supply carries zero tax (Section 31(3)(c) CGST Act);
//   any document under reverse charge (kind 'reverse_charge' always, or reverseCharge: true) has
//   its tax computed and reported but NOT added to the payable total (Section 9(3)/9(4) CGST Act:
//   the recipient pays it). For a purchase or composite purchase that means the supplier's bill
//   carries zero tax (spec part-2 §9) while the tax the buyer owes is still computed: GSTR-3B
//   table 3.1(d) reports it and table 4(A)(3) claims it back. A composition dealer's document
//   (collectsNoTax: its quotation, proforma, challan, a note against its bill of supply) carries
//   zero tax too, as its bill of supply does (Section 10(4) CGST Act: it may not collect tax).
//   Every other kind charges tax normally.
//   When tax is zero the applied rates are 0 and intax prices are taken as they are.
// - Vouchers (advance received or paid, refunded: Section 12/13 CGST Act, Rules 50-52): each line's
//   advance (or, if absent, qty × price) is money that changed hands. The rate is the HIGHEST GST
//   rate among the lines that carry an advance (spec "advance × 100 / (100 + highest rate)"), no
//   cess, and every line shows that rate. The tax is backed out ONCE, of the sum of the advances A
//   (R8), so the document's total is exactly A: intra-state one half = A × rate ÷ 2(100 + rate)
//   (CGST = SGST = that half), inter-state IGST = A × rate ÷ (100 + rate); taxable = A − tax, so
//   the residual paisa lands in the taxable value, never in the total. The tax is then shared out
//   over the lines in proportion to their advances (largest remainder, in whole halves
//   intra-state), each line's taxable being its advance less its share. Under reverse charge no
//   tax was in the money (the recipient pays it on top): taxable = A, the tax on A is computed and
//   reported (halves of A × rate ÷ 2 intra-state) and the total is still A.
//   An advance larger than qty × price, with the GST and cess on it when the price is without tax
//   and the tax is in the money (advanceCap), is an error ('Advance Amount should be equal or less
//   than Item rate.'). A blank advance is qty × price. Discounts do not apply to advances.
// - Totals: taxable = Σ line taxable; charges = Σ charge amounts; CGST/SGST/IGST/cess = Σ lines +
//   Σ charges; tax = CGST + SGST + IGST + cess; total = taxable + charges + tax (tax omitted under
//   reverse charge); round-off (R6, when the organisation's roundoff_amount flag is 1) =
//   roundToRupee(total) − total, signed, between −49 and +50 paise; grandTotal = total + roundOff;
//   pending = grandTotal − amountPaid (spec "pending amount = total minus paid").
// - By rate (for returns): one row per applied GST rate, ascending, with the lines' taxable value and
//   tax; taxed charges are added to the row of the rate they were taxed at (as chargesTaxable), as
//   they form part of the value of supply (Section 15(2)(c) CGST Act). Σ rows' tax = document tax.
//
// Inputs are checked (GstInputError): safe non-negative integers, known state codes, GST rate at most
// 100%, discount ≤ subTotal, results within safe integers.

import { amountInWords } from './amount-in-words.js';
import { GstInputError } from './errors.js';
import { assertSafeInteger, mulDivRounded, mulMulDivRounded, roundToRupee, shareOut } from './rounding.js';
import { stateByCode } from './states.js';

export const DOCUMENT_KINDS = [
  'b2b',
  'b2c',
  'reverse_charge',
  'quotation',
  'proforma',
  'delivery_challan',
  'bill_of_supply',
  'credit_note',
  'debit_note',
  'receipt_voucher',
  'payment_voucher',
  'refund_voucher',
  'purchase',
  'composite_purchase',
  'refund_note',
  'vendor_credit',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

interface KindRule {
  /** false: the document never carries tax (bill of supply). */
  readonly taxed: boolean;
  /** true: reverse charge applies whatever the flag says. */
  readonly alwaysReverseCharge: boolean;
  /** true: lines are advances (vouchers) whose tax is backed out of their sum at the highest rate. */
  readonly advance: boolean;
}

const rule = (taxed: boolean, alwaysReverseCharge: boolean, advance: boolean): KindRule =>
  Object.freeze({ taxed, alwaysReverseCharge, advance });

/** How each document kind is taxed (see the header comment). */
export const KIND_RULES: Readonly<Record<DocumentKind, KindRule>> = Object.freeze({
  b2b: rule(true, false, false),
  b2c: rule(true, false, false),
  reverse_charge: rule(true, true, false),
  quotation: rule(true, false, false),
  proforma: rule(true, false, false),
  delivery_challan: rule(true, false, false),
  bill_of_supply: rule(false, false, false),
  credit_note: rule(true, false, false),
  debit_note: rule(true, false, false),
  receipt_voucher: rule(true, false, true),
  payment_voucher: rule(true, false, true),
  refund_voucher: rule(true, false, true),
  refund_note: rule(true, false, true),
  purchase: rule(true, false, false),
  composite_purchase: rule(true, false, false),
  vendor_credit: rule(true, false, false),
});

/** 'intax': the unit price includes GST and cess; 'notax': it excludes them. */
export type PriceMode = 'intax' | 'notax';

/** An amount in paise, or a percent with 2 decimals in basis points (12.5% = 1250). */
export type AmountOrPercent = { readonly kind: 'amount'; readonly paise: number } | { readonly kind: 'percent'; readonly bps: number };

export interface DocumentLineInput {
  /** Quantity in thousandths of a unit: 1.5 units = 1500 (parseQuantity('1.5')). */
  readonly quantityMilli: number;
  /** Unit price in paise, as entered (tax-inclusive when priceMode is 'intax'). */
  readonly unitPrice: number;
  readonly priceMode: PriceMode;
  /** Discount on the line's subTotal; none when absent. */
  readonly discount?: AmountOrPercent;
  /** GST rate, basis points (18% = 1800). 0..10000. */
  readonly gstRateBps: number;
  /** Compensation cess rate, basis points; 0 when absent. */
  readonly cessRateBps?: number;
  /** Vouchers only: the advance of this line, paise (absent: qty × price). */
  readonly advance?: number;
  /**
   * Vouchers only: an advance that bears no tax, one for goods (Notification 66/2017-CT: their
   * time of supply is the invoice). None is backed out of it and its rate does not count.
   */
  readonly advanceUntaxed?: boolean;
}

export interface DocumentChargesInput {
  readonly packing?: AmountOrPercent;
  readonly insurance?: AmountOrPercent;
  readonly freight?: AmountOrPercent;
}

export interface DocumentTotalsInput {
  readonly kind: DocumentKind;
  /** Supplier's state code ('27'): the organisation for sales, the vendor for purchases. */
  readonly sellerStateCode: string;
  /** Place of supply state code: the buyer's state for sales, the organisation's for purchases. */
  readonly placeOfSupplyStateCode: string;
  /** Supply to an SEZ unit or developer: always IGST. Default false. */
  readonly supplyToSez?: boolean;
  /**
   * A zero-rated supply (an export) under a letter of undertaking or bond: no tax is paid on it
   * (Section 16(3)(a) IGST Act). Its lines keep their rates, which GSTR-1 reports with no tax, and a
   * price that includes tax includes none. Default false; meaningless under reverse charge.
   */
  readonly withoutPayment?: boolean;
  /**
   * The supplier is a composition dealer, which may not collect tax (Section 10(4) CGST Act): no
   * tax, as on a bill of supply, whatever the kind. Default false.
   */
  readonly collectsNoTax?: boolean;
  readonly lines: readonly DocumentLineInput[];
  readonly charges?: DocumentChargesInput;
  /** additional_charges = yes: charges are taxed at the highest line rate. Default false. */
  readonly additionalCharges?: boolean;
  /** reversecharge = yes. Default false (kind 'reverse_charge' is always reverse charge). */
  readonly reverseCharge?: boolean;
  /** Organisation's roundoff_amount flag is 1: round the total to the whole rupee. Default false. */
  readonly roundOff?: boolean;
  /** Paise paid so far. Default 0. */
  readonly amountPaid?: number;
}

/** 'charged': tax added to the total; 'reverse_charge': computed, not added; 'none': zero tax. */
export type TaxTreatment = 'charged' | 'reverse_charge' | 'none';

export interface LineTotals {
  /** 1-based line number. */
  readonly sno: number;
  readonly quantityMilli: number;
  /** As entered. */
  readonly unitPrice: number;
  readonly priceMode: PriceMode;
  /** Tax-exclusive unit price for display (R7); equals unitPrice for 'notax'. */
  readonly unitPriceExclusive: number;
  /** Vouchers: the advance this line stands for (the money). 0 for other kinds. */
  readonly advance: number;
  /** qty × exclusive price (R1). */
  readonly subTotal: number;
  readonly discount: number;
  /** subTotal − discount. */
  readonly taxable: number;
  /** Applied GST rate, bps (0 when the document carries no tax; the highest advance rate on a voucher). */
  readonly gstRateBps: number;
  readonly cessRateBps: number;
  /** Half the GST rate intra-state, else 0. May be a half basis point (0.25% → 12.5). */
  readonly cgstRateBps: number;
  readonly sgstRateBps: number;
  /** The GST rate inter-state, else 0. */
  readonly igstRateBps: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly cess: number;
  /** cgst + sgst + igst + cess. */
  readonly tax: number;
  /** taxable + tax (the line's value including tax, also under reverse charge). */
  readonly total: number;
}

export type ChargeKind = 'packing' | 'insurance' | 'freight';

export interface ChargeTotals {
  readonly kind: ChargeKind;
  /** Paise, from the amount or the percent of subTotal (R4). */
  readonly amount: number;
  /** Rate it is taxed at: the highest line GST rate when taxed, else 0. */
  readonly gstRateBps: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly tax: number;
}

export interface RateGroup {
  readonly gstRateBps: number;
  readonly lineCount: number;
  /** Σ taxable of the lines at this rate. */
  readonly taxable: number;
  /** Σ taxed charges at this rate (charges are taxed at the highest line rate). */
  readonly chargesTaxable: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly cess: number;
  readonly tax: number;
}

export interface DocumentTotals {
  readonly kind: DocumentKind;
  /** 'intra': CGST + SGST; 'inter': IGST. */
  readonly supply: 'intra' | 'inter';
  /** The wire's igst yes/no. */
  readonly igst: boolean;
  readonly reverseCharge: boolean;
  readonly taxTreatment: TaxTreatment;
  readonly highestGstRateBps: number;
  readonly lines: readonly LineTotals[];
  readonly charges: readonly ChargeTotals[];
  readonly byRate: readonly RateGroup[];
  /** Σ line subTotal (before discount). */
  readonly subTotal: number;
  /** Σ line discount. */
  readonly discount: number;
  /** Σ line taxable (charges not included). */
  readonly taxable: number;
  /** Σ charge amounts. */
  readonly chargesTotal: number;
  readonly cgstTotal: number;
  readonly sgstTotal: number;
  readonly igstTotal: number;
  readonly cessTotal: number;
  /** cgstTotal + sgstTotal + igstTotal + cessTotal (reported also under reverse charge). */
  readonly taxTotal: number;
  /** Tax added to the total: taxTotal, or 0 under reverse charge. */
  readonly taxPayable: number;
  /** taxable + chargesTotal + taxPayable, before round-off. */
  readonly total: number;
  /** Signed: grandTotal − total (0 when round-off is off). */
  readonly roundOff: number;
  readonly grandTotal: number;
  readonly amountInWords: string;
  /** Vouchers: Σ advances (the voucher's total before charges). 0 for other kinds. */
  readonly advanceReceived: number;
  readonly amountPaid: number;
  /** grandTotal − amountPaid. */
  readonly pending: number;
}

const MAX_GST_RATE_BPS = 10_000;

function checkNonNegative(value: number, what: string): void {
  assertSafeInteger(value, what);
  if (value < 0) throw new GstInputError(`${what} must not be negative, got ${value}`);
}

function checkState(code: string, what: string): string {
  const state = stateByCode(code);
  if (!state) throw new GstInputError(`${what} "${code}" is not a GST state code`);
  return state.code;
}

function checkAmountOrPercent(value: AmountOrPercent, what: string): void {
  if (value.kind === 'amount') checkNonNegative(value.paise, `${what} amount`);
  else {
    checkNonNegative(value.bps, `${what} percent`);
    if (value.bps > 10_000 && what.endsWith('discount')) throw new GstInputError(`${what} cannot exceed 100%`);
  }
}

interface Split {
  cgst: number;
  sgst: number;
  igst: number;
}

/** R3/R5: GST on a taxable value, one half used for both CGST and SGST intra-state. */
const NO_SPLIT: Split = { cgst: 0, sgst: 0, igst: 0 };

function splitGst(taxable: number, rateBps: number, intra: boolean): Split {
  if (intra) {
    const half = mulDivRounded(taxable, rateBps, 20_000);
    return { cgst: half, sgst: half, igst: 0 };
  }
  return { cgst: 0, sgst: 0, igst: mulDivRounded(taxable, rateBps, 10_000) };
}

/** A voucher line's figures: its advance, the taxable value and the tax of its share (R8). */
interface VoucherLine {
  readonly advance: number;
  readonly taxable: number;
  readonly split: Split;
}

interface VoucherTaxes {
  /** The highest GST rate among the lines with an advance (0 when untaxed). */
  readonly rateBps: number;
  /** true: the tax was backed out of the advances; false: reverse charge, the tax is on top. */
  readonly backedOut: boolean;
  readonly lines: readonly VoucherLine[];
}

/**
 * R8: the most a voucher line may advance: quantity × rate, with the GST and cess on it when the
 * rate is without tax and the tax is in the money (not under reverse charge, where the recipient
 * pays it on top), as the document made from the voucher will charge them: ₹59,000.00 may be
 * received for a ₹50,000.00 service at 18% (walk 32 M2: it was refused above ₹50,000.00).
 */
export function advanceCap(line: Pick<DocumentLineInput, 'quantityMilli' | 'unitPrice' | 'priceMode' | 'gstRateBps' | 'cessRateBps'>, taxInMoney: boolean): number {
  const value = mulDivRounded(line.quantityMilli, line.unitPrice, 1000);
  if (!taxInMoney || line.priceMode === 'intax') return value;
  return mulDivRounded(value, 10_000 + line.gstRateBps + (line.cessRateBps ?? 0), 10_000);
}

/**
 * R8: a voucher's tax, on the sum of its advances, shared out over the lines. `reverseCharge` null:
 * the kind carries no tax. Each line's advance defaults to qty × price and may not exceed advanceCap.
 */
function voucherTaxes(lines: readonly DocumentLineInput[], reverseCharge: boolean | null, intra: boolean): VoucherTaxes {
  const advances = lines.map((line, i) => {
    const advance = line.advance ?? mulDivRounded(line.quantityMilli, line.unitPrice, 1000);
    checkNonNegative(advance, `line ${i + 1} advance`);
    if (advance > advanceCap(line, reverseCharge === false)) throw new GstInputError('Advance Amount should be equal or less than Item rate.');
    return advance;
  });
  // What bears tax: the advances of the lines that are not untaxed (goods).
  const taxedAdvances = advances.map((advance, i) => (lines[i]?.advanceUntaxed === true ? 0 : advance));
  const rateBps = reverseCharge === null ? 0 : Math.max(0, ...lines.filter((_, i) => (taxedAdvances[i] ?? 0) > 0).map((line) => line.gstRateBps));
  const backedOut = reverseCharge !== true;
  assertSafeInteger(advances.reduce((a, b) => a + b, 0), 'advances');
  const received = taxedAdvances.reduce((a, b) => a + b, 0);
  // The tax in whole units: halves (CGST = SGST) intra-state, IGST paise inter-state.
  const unitsOf = intra ? 2 : 1;
  const taxUnits = backedOut ? mulDivRounded(received, rateBps, unitsOf * (10_000 + rateBps)) : mulDivRounded(received, rateBps, unitsOf * 10_000);
  // A line's taxable value (its advance less its tax) never goes below zero when the tax is in it.
  const units = shareOut(taxUnits, taxedAdvances, (i) => ((taxedAdvances[i] ?? 0) === 0 ? 0 : backedOut ? Math.floor((taxedAdvances[i] ?? 0) / unitsOf) : Number.MAX_SAFE_INTEGER));
  return {
    rateBps,
    backedOut,
    lines: advances.map((advance, i) => {
      const lineUnits = units[i] ?? 0;
      const split: Split = intra ? { cgst: lineUnits, sgst: lineUnits, igst: 0 } : { cgst: 0, sgst: 0, igst: lineUnits };
      return { advance, taxable: backedOut ? advance - lineUnits * unitsOf : advance, split };
    }),
  };
}

interface MutableGroup {
  gstRateBps: number;
  lineCount: number;
  taxable: number;
  chargesTaxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
}

/**
 * A line's amount before its discount (R1): quantity × price, net of GST and cess when the price
 * includes them and the kind is taxed. A discount may not be more than it.
 */
export function lineAmountBeforeDiscount(line: Pick<DocumentLineInput, 'quantityMilli' | 'unitPrice' | 'priceMode' | 'gstRateBps' | 'cessRateBps'>, taxed: boolean): number {
  const inclusiveRate = taxed ? line.gstRateBps + (line.cessRateBps ?? 0) : 0;
  // R1 intax: qty/1000 × price × 10000 / (10000 + rate) = qty × price × 10 / (10000 + rate)
  if (line.priceMode === 'intax' && inclusiveRate > 0) return mulMulDivRounded(line.quantityMilli, line.unitPrice, 10, 10_000 + inclusiveRate);
  return mulDivRounded(line.quantityMilli, line.unitPrice, 1000); // R1 notax
}

/** A line's discount in paise (R2): the amount, or the percent of the line's amount before it. */
export function lineDiscount(amountBeforeDiscount: number, discount: AmountOrPercent): number {
  return discount.kind === 'amount' ? discount.paise : mulDivRounded(amountBeforeDiscount, discount.bps, 10_000);
}

export function computeDocumentTotals(input: DocumentTotalsInput): DocumentTotals {
  const kindRule = KIND_RULES[input.kind];
  if (!kindRule) throw new GstInputError(`unknown document kind "${String(input.kind)}"`);
  const seller = checkState(input.sellerStateCode, 'seller state code');
  const placeOfSupply = checkState(input.placeOfSupplyStateCode, 'place-of-supply state code');
  const intra = seller === placeOfSupply && input.supplyToSez !== true;
  const reverseCharge = kindRule.alwaysReverseCharge || input.reverseCharge === true;
  const taxTreatment: TaxTreatment = !kindRule.taxed || input.collectsNoTax === true ? 'none' : reverseCharge ? 'reverse_charge' : 'charged';
  const taxed = taxTreatment !== 'none';
  const withoutPayment = taxTreatment === 'charged' && input.withoutPayment === true;
  const taxSplit = (amount: number, rateBps: number): Split => (withoutPayment ? NO_SPLIT : splitGst(amount, rateBps, intra));
  const amountPaid = input.amountPaid ?? 0;
  assertSafeInteger(amountPaid, 'amount paid');

  let highestGstRateBps = 0;
  for (const line of input.lines) {
    checkNonNegative(line.gstRateBps, 'GST rate');
    if (line.gstRateBps > MAX_GST_RATE_BPS) throw new GstInputError(`GST rate ${line.gstRateBps} bps is above 100%`);
    if (line.gstRateBps > highestGstRateBps) highestGstRateBps = line.gstRateBps;
  }
  const vouchers = kindRule.advance ? voucherTaxes(input.lines, taxed ? reverseCharge : null, intra) : null;
  if (vouchers) highestGstRateBps = vouchers.rateBps;

  const groups = new Map<number, MutableGroup>();
  const group = (rateBps: number): MutableGroup => {
    let g = groups.get(rateBps);
    if (!g) {
      g = { gstRateBps: rateBps, lineCount: 0, taxable: 0, chargesTaxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0 };
      groups.set(rateBps, g);
    }
    return g;
  };

  const lines: LineTotals[] = [];
  let subTotal = 0;
  let discountTotal = 0;
  let taxable = 0;
  let cgstTotal = 0;
  let sgstTotal = 0;
  let igstTotal = 0;
  let cessTotal = 0;
  let advanceReceived = 0;

  for (let i = 0; i < input.lines.length; i++) {
    const line = input.lines[i] as DocumentLineInput;
    const what = `line ${i + 1}`;
    checkNonNegative(line.quantityMilli, `${what} quantity`);
    checkNonNegative(line.unitPrice, `${what} unit price`);
    const declaredCess = line.cessRateBps ?? 0;
    checkNonNegative(declaredCess, `${what} cess rate`);
    if (line.discount) checkAmountOrPercent(line.discount, `${what} discount`);

    let gstRateBps: number;
    let cessRateBps: number;
    let lineSubTotal: number;
    let unitPriceExclusive: number;
    let advance = 0;
    let discount = 0;

    let voucherSplit: Split | null = null;
    if (vouchers) {
      // A voucher: the line's share of the tax backed out of the advances' sum (R8), no cess.
      const share = vouchers.lines[i] as VoucherLine;
      gstRateBps = vouchers.rateBps;
      cessRateBps = 0;
      advance = share.advance;
      lineSubTotal = share.taxable;
      voucherSplit = share.split;
      unitPriceExclusive = vouchers.backedOut ? mulDivRounded(line.unitPrice, 10_000, 10_000 + gstRateBps) : line.unitPrice;
      advanceReceived += advance;
    } else {
      gstRateBps = taxed ? line.gstRateBps : 0;
      cessRateBps = taxed && !withoutPayment ? declaredCess : 0;
      const inclusiveRate = withoutPayment ? 0 : gstRateBps + cessRateBps;
      lineSubTotal = lineAmountBeforeDiscount(line, taxed && !withoutPayment);
      unitPriceExclusive = line.priceMode === 'intax' && inclusiveRate > 0 ? mulDivRounded(line.unitPrice, 10_000, 10_000 + inclusiveRate) : line.unitPrice; // R7
      if (line.discount) {
        discount = lineDiscount(lineSubTotal, line.discount);
        if (discount > lineSubTotal) {
          throw new GstInputError(`${what} discount (${discount} paise) is more than its subtotal (${lineSubTotal} paise)`);
        }
      }
    }

    const lineTaxable = lineSubTotal - discount;
    const split = voucherSplit ?? taxSplit(lineTaxable, gstRateBps); // R3 (R8 for vouchers)
    const cess = mulDivRounded(lineTaxable, cessRateBps, 10_000); // R3
    const tax = split.cgst + split.sgst + split.igst + cess;
    lines.push({
      sno: i + 1,
      quantityMilli: line.quantityMilli,
      unitPrice: line.unitPrice,
      priceMode: line.priceMode,
      unitPriceExclusive,
      advance,
      subTotal: lineSubTotal,
      discount,
      taxable: lineTaxable,
      gstRateBps,
      cessRateBps,
      cgstRateBps: intra ? gstRateBps / 2 : 0,
      sgstRateBps: intra ? gstRateBps / 2 : 0,
      igstRateBps: intra ? 0 : gstRateBps,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      cess,
      tax,
      total: lineTaxable + tax,
    });
    subTotal += lineSubTotal;
    discountTotal += discount;
    taxable += lineTaxable;
    cgstTotal += split.cgst;
    sgstTotal += split.sgst;
    igstTotal += split.igst;
    cessTotal += cess;
    const g = group(gstRateBps);
    g.lineCount += 1;
    g.taxable += lineTaxable;
    g.cgst += split.cgst;
    g.sgst += split.sgst;
    g.igst += split.igst;
    g.cess += cess;
  }

  const chargesTaxed = taxed && input.additionalCharges === true;
  const chargeRateBps = chargesTaxed ? highestGstRateBps : 0;
  const charges: ChargeTotals[] = [];
  let chargesTotal = 0;
  for (const kind of ['packing', 'insurance', 'freight'] as const) {
    const value = input.charges?.[kind];
    if (!value) continue;
    checkAmountOrPercent(value, `${kind} charge`);
    const amount = value.kind === 'amount' ? value.paise : mulDivRounded(subTotal, value.bps, 10_000); // R4
    const split = taxSplit(amount, chargeRateBps); // R5
    charges.push({ kind, amount, gstRateBps: chargeRateBps, ...split, tax: split.cgst + split.sgst + split.igst });
    chargesTotal += amount;
    cgstTotal += split.cgst;
    sgstTotal += split.sgst;
    igstTotal += split.igst;
    if (chargesTaxed) {
      const g = group(chargeRateBps);
      g.chargesTaxable += amount;
      g.cgst += split.cgst;
      g.sgst += split.sgst;
      g.igst += split.igst;
    }
  }

  const taxTotal = cgstTotal + sgstTotal + igstTotal + cessTotal;
  const taxPayable = taxTreatment === 'charged' ? taxTotal : 0;
  const total = taxable + chargesTotal + taxPayable;
  // R6; a voucher is the money that changed hands, never rounded.
  const grandTotal = input.roundOff === true && !kindRule.advance ? roundToRupee(total) : total;
  assertSafeInteger(grandTotal, 'document total');
  assertSafeInteger(taxTotal, 'document tax');

  const byRate: RateGroup[] = [...groups.values()]
    .sort((a, b) => a.gstRateBps - b.gstRateBps)
    .map((g) => ({ ...g, tax: g.cgst + g.sgst + g.igst + g.cess }));

  return {
    kind: input.kind,
    supply: intra ? 'intra' : 'inter',
    igst: !intra,
    reverseCharge,
    taxTreatment,
    highestGstRateBps,
    lines,
    charges,
    byRate,
    subTotal,
    discount: discountTotal,
    taxable,
    chargesTotal,
    cgstTotal,
    sgstTotal,
    igstTotal,
    cessTotal,
    taxTotal,
    taxPayable,
    total,
    roundOff: grandTotal - total,
    grandTotal,
    amountInWords: amountInWords(grandTotal),
    advanceReceived,
    amountPaid,
    pending: grandTotal - amountPaid,
  };
}

/** Back-out helper used by forms: the tax-exclusive value of a tax-inclusive amount (R1 rule). */
export function exclusiveOfTax(inclusivePaise: number, rateBps: number): number {
  checkNonNegative(inclusivePaise, 'amount');
  checkNonNegative(rateBps, 'rate');
  return mulDivRounded(inclusivePaise, 10_000, 10_000 + rateBps);
}
