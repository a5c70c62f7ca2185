// Wire schemas of documents (spec part 1 §3 Invoice and Line item, §5, §7). One save schema for
// every kind, built from the kind's row of the kind table (its number and date field names
// differ: quotation_no / quotationdate). Field names are the spec's; rupees and percentages exist
// only here and parse into paise and basis points; the parsed body is a clean DocumentDraft.
// Totals a client sends (final_total, tax_total, sgst_total, ...) are not read: the server
// computes every figure from the lines with the GST engine.
import { z } from 'zod';
import { EARLIEST_DOCUMENT_DATE, LATEST_DOCUMENT_DATE, compareDates } from '../../gst/calendar.js';
import { AmountInputError, parseTypedAmount } from '../../input/typed-amount.js';
import { parseTypedDate } from '../../input/typed-date.js';
import { typedText } from '../../input/typed-text.js';
import { isAllowedGstRateOn } from '../../gst/dated-rules.js';
import { validateGstin } from '../../gst/gstin.js';
import { QuantityInputError, parseQuantity } from '../../gst/quantity.js';
import { mulDivRounded } from '../../gst/rounding.js';
import { advanceCap, type AmountOrPercent, type PriceMode } from '../../gst/totals.js';
import { discountAboveAmount } from '../../documents/document-totals.js';
import { percentToBasisPoints, formatPercent } from '../../catalogue/percent.js';
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES } from '../../documents/document-messages.js';
import { kindFacts, kindOfDocumentId, partyFieldsOf, type KindInTable } from '../../documents/kinds.js';
import { asksExportDetails, asksExportUnderLut } from '../../documents/tax-invoice.js';
import { MAX_SEQUENCE_NUMBER } from '../../documents/document-numbering.js';
import { fillMessage } from '../messages.js';
import { MAX_TEXT_LENGTH, idField, optionalPhoneField, recordIdField, stateCodeField } from './common.js';
import { HSN_PATTERN, type ZeroRateType } from './items.js';
import { ITEM_MESSAGES } from '../../catalogue/item-messages.js';

/**
 * The most lines a document carries. Lines are stored compressed inside the document's one item
 * (DynamoDB's 400 KB limit); `npm run bench -- documents` prints the size of the largest.
 */
export const MAX_DOCUMENT_LINES = 1000;
/** Serial numbers on one line (inventory tracking), and on one document. */
export const MAX_LINE_SERIALS = 1000;
export const MAX_DOCUMENT_CUSTOM_FIELDS = 50;
/** Payments against one document: instalments of a year, with room to spare. */
export const MAX_DOCUMENT_PAYMENTS = 200;
/** Payment terms offered on the form: days until due (spec part 1 §9: due = date + term days). */
export const PAYMENT_TERM_DAYS = [0, 7, 10, 15, 30, 45, 60, 90] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const looseText = z.union([z.string(), z.number(), z.null()]).optional();
/** A form's save key: a UUID, or any 8 to 64 letters, digits and hyphens. */
export const SAVE_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
const text = typedText;

/** Free text on a document, at most `max` characters. */
const docText = (max = MAX_TEXT_LENGTH) =>
  looseText
    .transform(text)
    .refine((value) => value.length <= max, `At most ${max} characters.`);

/** yes/no flags of the wire ('yes', 'no', 1, 0, true, false); absent is `fallback`. */
const yesNo = (fallback: boolean) =>
  z
    .union([z.enum(['yes', 'no', 'Yes', 'No']), z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.boolean(), z.null()])
    .optional()
    .transform((value) => {
      if (value === undefined || value === null) return fallback;
      return value === true || value === 1 || value === '1' || String(value).toLowerCase() === 'yes';
    });

/** A document date: 'YYYY-MM-DD', the wire timestamp, or as typed ('23-11-2026'); from 1 July 2017 to 2099. */
export const documentDateField = (required: boolean) =>
  looseText.transform((value, ctx) => {
    if (isBlank(value)) {
      if (required) ctx.addIssue({ code: 'custom', message: DOCUMENT_APP_MESSAGES.dateRequired });
      return '';
    }
    try {
      const date = parseTypedDate(String(value));
      if (compareDates(date, EARLIEST_DOCUMENT_DATE) < 0) ctx.addIssue({ code: 'custom', message: DOCUMENT_APP_MESSAGES.dateTooEarly });
      else if (compareDates(date, LATEST_DOCUMENT_DATE) > 0) ctx.addIssue({ code: 'custom', message: DOCUMENT_APP_MESSAGES.dateTooLate });
      else return date;
    } catch {
      ctx.addIssue({ code: 'custom', message: DOCUMENT_APP_MESSAGES.dateRequired });
    }
    return '';
  });

/** Rupees as typed ('1,25,000.50') to paise; blank is 0. */
const paiseField = (invalid: string) =>
  looseText.transform((value, ctx) => {
    if (isBlank(value)) return 0;
    try {
      return parseTypedAmount(String(value));
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: invalid });
    return 0;
  });

/** A charge cannot be more than the items it is charged on. */
const MAX_CHARGE_RATE_BPS = 10_000;
/** The highest cess rate in force is 290% (compensation cess on some tobacco products). */
const MAX_CESS_RATE_BPS = 30_000;

/** A charge's percentage of the items' value to basis points (blank is 0), at most 100%. */
const chargeRateField = looseText.transform((value, ctx) => {
  if (isBlank(value)) return 0;
  try {
    const bps = percentToBasisPoints(String(value));
    if (bps <= MAX_CHARGE_RATE_BPS) return bps;
    ctx.addIssue({ code: 'custom', message: DOCUMENT_APP_MESSAGES.chargeRateTooHigh });
  } catch {
    ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.onlyNumbers });
  }
  return 0;
});

/** '-3': a quantity, but below zero (answered with 'greater than 0', not 'only numbers'). */
function isNegativeQuantity(typed: string): boolean {
  if (!typed.startsWith('-')) return false;
  try {
    return parseQuantity(typed.slice(1).trim()) > 0;
  } catch {
    return false;
  }
}

/** The sequence part of a number the user typed ('42'); absent: the next free one. */
const sequenceField = looseText.transform((value, ctx) => {
  if (isBlank(value)) return undefined;
  const digits = String(value).trim();
  if (/^\d{1,9}$/.test(digits) && Number(digits) >= 1 && Number(digits) <= MAX_SEQUENCE_NUMBER) return Number(digits);
  ctx.addIssue({ code: 'custom', message: DOCUMENT_APP_MESSAGES.numberInvalid });
  return undefined;
});

/**
 * A line's discount: the form's discountstring ('10%' a percent of the line amount, '250' rupees)
 * or its discount (rupees). Absent or zero is no discount.
 */
function parseDiscount(discountString: unknown, discount: unknown): AmountOrPercent | undefined | 'invalid' {
  const typed = text(discountString) !== '' ? text(discountString) : text(discount);
  if (typed === '' || /^0+(\.0+)?%?$/.test(typed)) return undefined;
  try {
    if (typed.endsWith('%')) return { kind: 'percent', bps: percentToBasisPoints(typed.slice(0, -1)) };
    return { kind: 'amount', paise: parseTypedAmount(typed) };
  } catch {
    return 'invalid';
  }
}

/** The longest serial number (or unit detail) kept: a manufacturer's serial or IMEI is far shorter. */
export const MAX_SERIAL_LENGTH = 100;

const serialsField = z
  .array(z.union([z.string(), z.object({ serial: z.string() }).transform((row) => row.serial)]))
  .max(MAX_LINE_SERIALS)
  .optional()
  // Blank rows are kept here: a purchase line's rows must be all filled or all blank (toDraftLine).
  // Cleaned as typed text is (walk 28 F4: a NUL or a right-to-left override printed on invoices).
  .transform((rows) => (rows ?? []).map(typedText))
  .refine((rows) => rows.every((row) => row.length <= MAX_SERIAL_LENGTH), `A serial number has at most ${MAX_SERIAL_LENGTH} characters.`);

/** One line as the form sends it (spec part 1 §3 Line item); figures the client computed are ignored. */
const lineWire = z.object({
  /** The stored line's id on an edit; absent on a new line. */
  id: z.string().max(40).optional(),
  item_id: looseText.transform(text),
  item_name: docText(),
  hsncode: docText(20),
  metrics: docText(40),
  qty: looseText,
  unit_price: looseText,
  original_price: z.enum(['intax', 'notax']).optional(),
  discount: looseText,
  discountstring: looseText,
  gstrate: looseText,
  cess: looseText,
  goods_service: z.enum(['goods', 'services']).optional(),
  goods_service_type: z.enum(['goods', 'services']).optional(),
  itemPurchaseDetails: serialsField,
  /** Vouchers: the advance of the line, rupees (absent: the whole qty × unit price). */
  advancedAmount: looseText,
});

export interface DraftLine {
  /** Kept from the stored line on an edit, so stock and serials follow the same line. */
  lineId?: string;
  itemId: string;
  itemName: string;
  hsnSac: string;
  unit: string;
  quantityMilli: number;
  /** Paise, as entered (tax-inclusive when priceMode is 'intax'). */
  unitPrice: number;
  priceMode: PriceMode;
  discount?: AmountOrPercent;
  gstRateBps: number;
  cessRateBps: number;
  goodsService: 'goods' | 'services';
  /** A 0% line of an exempt or non-GST item, as the catalogue says at the save (absent: nil-rated). */
  zeroRateType?: Exclude<ZeroRateType, 'nil'>;
  serials: string[];
  /** Vouchers: the line's advance, paise; absent: qty × price (the engine's default). */
  advance?: number;
}

/**
 * Reads one line; every message goes on the line's own field. `receivesSerials`: the document
 * brings the units in (a purchase), so their serial numbers are typed, all or none (spec part 1 §5
 * 'Please enter all details'); a sale picks serials from those in stock and leaves none blank.
 */
/**
 * `quantityRequired`: a line without a quantity says 'Please enter Quantity' (part 2 §5: note
 * items); elsewhere a missing quantity is not a number.
 */
function toDraftLine(
  line: z.output<typeof lineWire>,
  ctx: z.RefinementCtx,
  path: (string | number)[],
  receivesSerials: boolean,
  quantityRequired = false,
  takesAdvance = false,
): DraftLine {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [...path, field], message });
  const serials = line.itemPurchaseDetails.filter((serial) => serial !== '');
  if (receivesSerials && serials.length > 0 && serials.length < line.itemPurchaseDetails.length) {
    issue('itemPurchaseDetails', DOCUMENT_MESSAGES.allDetailsRequired);
  }
  if (line.item_id === '' || !/^[a-z0-9]+_[a-z0-9]+$/.test(line.item_id)) issue('item_id', DOCUMENT_MESSAGES.selectItem);
  if (line.item_name === '') issue('item_name', DOCUMENT_MESSAGES.itemNameRequired);
  if (line.hsncode !== '' && !HSN_PATTERN.test(line.hsncode)) issue('hsncode', ITEM_MESSAGES.hsnInvalid);
  let quantityMilli = 0;
  const quantityText = String(line.qty ?? '').trim();
  if (quantityRequired && quantityText === '') issue('qty', DOCUMENT_MESSAGES.enterQuantity);
  else try {
    quantityMilli = parseQuantity(quantityText);
    if (quantityMilli === 0) issue('qty', DOCUMENT_MESSAGES.quantityPositive);
  } catch (error) {
    const decimals = error instanceof QuantityInputError && error.reason === 'tooManyDecimals';
    issue('qty', isNegativeQuantity(quantityText) ? DOCUMENT_MESSAGES.quantityPositive : decimals ? DOCUMENT_APP_MESSAGES.quantityDecimals : DOCUMENT_MESSAGES.onlyNumbers);
  }
  let unitPrice = 0;
  try {
    // A negative rate is read, to be answered with 'greater than 0' as zero is.
    unitPrice = parseTypedAmount(String(line.unit_price ?? ''), { allowNegative: true, label: 'Rate' });
    if (unitPrice <= 0) issue('unit_price', DOCUMENT_MESSAGES.ratePositive);
  } catch (error) {
    // 'Rate can have at most 2 decimals (paise)'; anything else not a number (spec part 1 §5).
    const decimals = error instanceof AmountInputError && error.reason === 'tooManyDecimals';
    issue('unit_price', decimals ? error.message : DOCUMENT_MESSAGES.onlyNumbers);
  }
  // Each above zero, yet 0.001 × ₹0.01 comes to no paisa: a line, and a document, of ₹0.00 (walk 33 L5).
  // (Below 1,000 the product is exact; figures too large for paise are refused with the totals.)
  if (quantityMilli > 0 && unitPrice > 0 && quantityMilli * unitPrice < 1000 && mulDivRounded(quantityMilli, unitPrice, 1000) === 0) issue('unit_price', DOCUMENT_APP_MESSAGES.lineBelowOnePaisa);
  const rate = (value: unknown, field: string) => {
    try {
      return percentToBasisPoints(text(value) === '' ? '0' : text(value));
    } catch {
      issue(field, DOCUMENT_MESSAGES.onlyNumbers);
      return 0;
    }
  };
  const cessRateBps = rate(line.cess, 'cess');
  if (cessRateBps > MAX_CESS_RATE_BPS) issue('cess', DOCUMENT_APP_MESSAGES.cessTooHigh);
  const discount = parseDiscount(line.discountstring, line.discount);
  if (discount === 'invalid') issue('discount', DOCUMENT_MESSAGES.onlyNumbers);
  const advance = takesAdvance ? parseAdvance(line.advancedAmount, (message) => issue('advancedAmount', message)) : undefined;
  return {
    lineId: line.id,
    itemId: line.item_id,
    itemName: line.item_name,
    hsnSac: line.hsncode,
    unit: line.metrics,
    quantityMilli,
    unitPrice,
    priceMode: line.original_price ?? 'notax',
    discount: discount === 'invalid' ? undefined : discount,
    gstRateBps: rate(line.gstrate, 'gstrate'),
    cessRateBps,
    goodsService: line.goods_service ?? line.goods_service_type ?? 'goods',
    serials,
    ...(advance !== undefined ? { advance } : {}),
  };
}

/** A voucher line's advance as typed; blank is all of qty × unit price (its cap needs the document's reverse charge: advanceCap). */
function parseAdvance(typed: unknown, issue: (message: string) => void): number | undefined {
  if (text(typed) === '') return undefined;
  try {
    return parseTypedAmount(text(typed));
  } catch {
    issue(DOCUMENT_MESSAGES.onlyNumbers);
    return undefined;
  }
}

/** A charge as amount (rupees) or percent of the subtotal; the percent wins when both are given. */
function toCharge(amount: number, rateBps: number): AmountOrPercent | undefined {
  if (rateBps > 0) return { kind: 'percent', bps: rateBps };
  return amount > 0 ? { kind: 'amount', paise: amount } : undefined;
}

const customFieldValue = z.object({ id: z.string().max(40), value: z.union([z.string().max(MAX_TEXT_LENGTH), z.number(), z.boolean(), z.array(z.string().max(MAX_TEXT_LENGTH)).max(50)]) });

/** Everything the service needs to save a document of any kind. */
export interface DocumentDraft {
  kind: KindInTable;
  orgId: string;
  /** The typed sequence number, or undefined for the next free one. */
  seq?: number;
  date: string;
  /** '' when the document has none (the service fills it from the term days). */
  dueDate: string;
  termDays: number | null;
  /** Quotations: valid until ('' when not given). */
  validDate: string;
  clientId: string;
  billingAddressId: string;
  contactId: string;
  sameShipping: boolean;
  shippingClientId: string;
  shippingAddressId: string;
  shippingContactId: string;
  /** A consumer typed on the form (B2C), or the non-registered receiver. */
  receiver: { name: string; address: string; mobile: string; stateCode: string } | null;
  orderNumber: string;
  terms: string;
  saveTerms: boolean;
  notes: string;
  ecommerceGstin: string | null;
  charges: { packing?: AmountOrPercent; insurance?: AmountOrPercent; freight?: AmountOrPercent };
  additionalCharges: boolean;
  transportMode: string;
  vehicleNo: string;
  packages: string;
  ewayBillNo: string;
  referenceNo: string;
  referenceType: string;
  challanReason: string;
  customFields: { id: string; value: string | number | boolean | string[] }[];
  reverseCharge: boolean;
  /** An export under a letter of undertaking or bond: no tax paid (wire export_lut; kinds that asksExportUnderLut). */
  exportUnderLut: boolean;
  /** What an export names (kinds that asksExportDetails); kept only where the place of supply is outside India. */
  exportDetails: ExportDetails | null;
  /** undefined: the organisation's round-off setting. */
  roundOff?: boolean;
  sendSms: boolean;
  /** The document this one was made from (quotation → invoice ...). */
  convertedFrom: string;
  /** The form's key for this new document ('' without one): a repeated insert with it answers the first one's document. */
  saveKey: string;
  /** A purchase's own fields (kinds whose row asksPurchaseDetails); null for every other kind. */
  purchase: PurchaseDetails | null;
  /** A credit or debit note's reference (kinds whose row has `note`); null for every other kind. */
  note: NoteReference | null;
  /** How a voucher's money came in or went out (kinds with a `voucher`); null for every other kind. */
  money: VoucherMoney | null;
  lines: DraftLine[];
}

/**
 * An export's country of destination (Rule 46 CGST Rules, its proviso) and, for goods, the shipping
 * bill it left on (GSTR-1 table 6A: port code, number and date; ICEGATE matches them to refund the
 * IGST paid). '' where not known yet: a shipping bill is often filed after the invoice.
 */
export interface ExportDetails {
  country: string;
  portCode: string;
  shippingBillNo: string;
  shippingBillDate: string;
}

/** Cash, or one of the organisation's bank accounts (its id in the settings), as payments and expenses name it. */
export interface VoucherMoney {
  method: (typeof PAYMENT_METHODS)[number];
  /** The bank account's id; '' for cash. */
  account: string;
}

/** Spec part 1 §3 Purchase: what the supplier's bill and the delivery say. */
export interface PurchaseDetails {
  /** purchase_order_no: the organisation's order the bill answers. */
  orderNo: string;
  /** invoice_no: the supplier's bill number. */
  billNo: string;
  /** deliverd_date ('' when not given) and deliverd_to (spec spelling on the wire). */
  deliveredDate: string;
  deliveredTo: string;
  expenseType: string;
}

/**
 * What a credit or debit note refers to (part 2 §3: reference number and date, reason): the
 * original document by its id (its type is the kind the id names; referencetype is the form's
 * choice), the date the form shows for it, and why the note is issued.
 */
export interface NoteReference {
  referenceId: string;
  /** '' when the form sent none: the referred document's own date is checked all the same. */
  referenceDate: string;
  reason: string;
  /**
   * Whether the note's goods move: a return (credit) or goods sent (debit), as the kind says; false
   * for a change of price alone (a discount, a rate revision), whose quantity moves no stock and
   * counts in no quantity reported (walk 27 H3). Absent on notes saved before it was asked: true.
   */
  movesStock?: boolean;
}

export const PAYMENT_METHODS = ['CASH', 'BANK'] as const;

const noteFields = {
  referenceid: looseText.transform(text),
  referencedate: documentDateField(false),
  reason: docText(500),
  /** Ours: 'no' for a change of price alone (NoteReference.movesStock). */
  moves_stock: yesNo(true),
};

/**
 * A voucher's cash or bank (not in the spec, whose vouchers all went to cash: most advances are
 * paid by bank), with the expense form's wire names.
 */
const voucherMoneyFields = {
  payment_method: z.enum(PAYMENT_METHODS).optional().default('CASH'),
  payment_account: looseText.transform(text),
};

/** GSTR-1's formats of a port code and a shipping bill number. */
const PORT_CODE_PATTERN = /^[A-Z0-9]{6}$/;
const SHIPPING_BILL_NO_PATTERN = /^[0-9]{3,7}$/;

/** An export's wire fields (ours: the spec has no exports), for kinds that asksExportDetails. */
const exportFields = {
  export_country: docText(60),
  port_code: looseText.transform((value) => text(value).toUpperCase()).refine((value) => value === '' || PORT_CODE_PATTERN.test(value), DOCUMENT_APP_MESSAGES.portCodeInvalid),
  shipping_bill_no: docText().refine((value) => value === '' || SHIPPING_BILL_NO_PATTERN.test(value), DOCUMENT_APP_MESSAGES.shippingBillNoInvalid),
  shipping_bill_date: documentDateField(false),
};

/** The purchase's own wire fields (spec part 1 §3 Purchase), for kinds that ask for them. */
const purchaseFields = {
  purchase_order_no: docText(60),
  invoice_no: docText(40),
  deliverd_date: documentDateField(false),
  deliverd_to: docText(200),
  expense_type: docText(60),
};
const noItemsMessage = (kind: KindInTable) => kindFacts(kind).messages.noItems ?? DOCUMENT_MESSAGES.minimumOneItem;

function draftFields(kind: KindInTable) {
  const facts = kindFacts(kind);
  const party = partyFieldsOf(facts);
  return {
    ...(facts.asksPurchaseDetails ? purchaseFields : {}),
    ...(facts.note || facts.voucher === 'refund' ? noteFields : {}),
    ...(facts.voucher ? voucherMoneyFields : {}),
    ...(asksExportDetails(kind) ? exportFields : {}),
    [facts.numberField]: sequenceField,
    [facts.dateField]: documentDateField(true),
    due_date: documentDateField(false),
    validDate: documentDateField(false),
    invoice_terms_id: looseText,
    [party.client]: looseText.transform(text),
    [party.address]: looseText.transform(text),
    [party.contact]: looseText.transform(text),
    isaddrsame: yesNo(true),
    // The bill of supply's name for the same flag (spec part 2 §2: shipping shows when it is 0).
    is_sa_ba: yesNo(true),
    shipping_client_id: looseText.transform(text),
    shippingclientaddressid: looseText.transform(text),
    shippingclientcontactid: looseText.transform(text),
    // B2C receiver (spec part 1 §3: name, mobile, address, state; the modal's b2cname, statecode)
    name: docText(),
    b2cname: docText(),
    mobile: optionalPhoneField,
    address: docText(),
    state: looseText.transform(text),
    statecode: looseText.transform(text),
    ordernum: docText(60),
    tc: docText(4000),
    savetc: yesNo(false),
    notes: docText(2000),
    ecommerceGstin: looseText.transform(text),
    packingCharge: paiseField(DOCUMENT_MESSAGES.invalidAmount),
    insuranceCharge: paiseField(DOCUMENT_MESSAGES.invalidAmount),
    freightCharge: paiseField(DOCUMENT_MESSAGES.invalidAmount),
    packingChargeRate: chargeRateField,
    insuranceChargeRate: chargeRateField,
    freightChargeRate: chargeRateField,
    additional_charges: yesNo(false),
    modeOfTransport: docText(40),
    vehicleno: docText(20),
    noofitems: docText(20),
    ewaybillno: docText(20),
    referenceno: docText(60),
    referencetype: docText(40),
    dctype: docText(60),
    customFields: z.array(customFieldValue).max(MAX_DOCUMENT_CUSTOM_FIELDS).optional(),
    reversecharge: yesNo(kind === 'reverse_charge'),
    // Ours (the spec has no exports without tax): an export under a letter of undertaking or bond.
    export_lut: yesNo(false),
    roundoff: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]).optional(),
    sendsms: yesNo(false),
    converted_from: looseText.transform(text),
    // The form's key for one new document: a repeated save with it answers the document the first
    // one made instead of making another (a retry after the answer was lost). Updates ignore it.
    save_key: z.string({ error: DOCUMENT_APP_MESSAGES.saveKeyInvalid }).regex(SAVE_KEY_PATTERN, { error: DOCUMENT_APP_MESSAGES.saveKeyInvalid }).optional(),
    items: z.array(lineWire, { error: noItemsMessage(kind) }).max(MAX_DOCUMENT_LINES, fillMessage(DOCUMENT_APP_MESSAGES.tooManyLines, { max: String(MAX_DOCUMENT_LINES) })),
  };
}

type Wire = Record<string, unknown> & { items: z.output<typeof lineWire>[] };

/** Turns the parsed wire fields into a draft, adding the rules that span fields. */
function toDraft(kind: KindInTable, orgId: string, wire: Wire, ctx: z.RefinementCtx): DocumentDraft {
  const facts = kindFacts(kind);
  const party = partyFieldsOf(facts);
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const str = (name: string) => (wire[name] as string | undefined) ?? '';
  const date = str(facts.dateField);
  if (wire.items.length === 0) issue('items', noItemsMessage(kind));
  const lines = wire.items.map((line, index) =>
    toDraftLine(line, ctx, ['items', index], facts.stock === 'in', facts.note !== undefined || facts.voucher !== undefined, facts.voucher !== undefined),
  );
  // A refund names the receipt voucher it gives back, as a note names its original (referenceid)
  // or as a conversion names its source (converted_from): it is linked from it either way.
  const refundOf = facts.voucher === 'refund' ? str('referenceid') || str('converted_from') : '';
  if (facts.voucher === 'refund' && refundOf === '') issue('referenceid', DOCUMENT_APP_MESSAGES.refundSourceRequired);
  if (facts.note || facts.voucher === 'refund') {
    const referenceDate = str('referencedate');
    if (referenceDate !== '' && date !== '' && compareDates(date, referenceDate) < 0) issue(facts.dateField, DOCUMENT_MESSAGES.referenceDateAfterNote);
  }
  if (facts.note) {
    if (str('referenceid') === '') issue('referenceid', DOCUMENT_APP_MESSAGES.referenceRequired);
    if (str('reason') === '') issue('reason', DOCUMENT_APP_MESSAGES.reasonRequired);
  }
  const reverseCharge = facts.reverseCharge !== 'never' && (wire.reversecharge as boolean);
  const exportUnderLut = asksExportUnderLut(kind) && (wire.export_lut as boolean);
  if (exportUnderLut && reverseCharge) issue('export_lut', DOCUMENT_APP_MESSAGES.lutReverseCharge);
  lines.forEach((line, index) => {
    if (date !== '' && !isAllowedGstRateOn(line.gstRateBps, date)) {
      ctx.addIssue({
        code: 'custom',
        path: ['items', index, 'gstrate'],
        message: fillMessage(DOCUMENT_APP_MESSAGES.gstRateInvalid, { rate: formatPercent(line.gstRateBps), date }),
      });
    }
    if (reverseCharge && line.priceMode === 'intax') {
      ctx.addIssue({ code: 'custom', path: ['items', index, 'original_price'], message: DOCUMENT_APP_MESSAGES.reverseChargeIntax });
    }
    if (exportUnderLut && line.priceMode === 'intax') {
      ctx.addIssue({ code: 'custom', path: ['items', index, 'original_price'], message: DOCUMENT_APP_MESSAGES.lutIntax });
    }
    if (discountAboveAmount(kind, line)) ctx.addIssue({ code: 'custom', path: ['items', index, 'discount'], message: DOCUMENT_APP_MESSAGES.discountTooLarge });
    // Part 2 §5, with the tax the document made from the voucher will charge (advanceCap).
    if (line.advance !== undefined && line.advance > advanceCap(line, !reverseCharge)) {
      ctx.addIssue({ code: 'custom', path: ['items', index, 'advancedAmount'], message: DOCUMENT_MESSAGES.advanceAboveRate });
    }
  });
  const dueDate = str('due_date');
  if (dueDate !== '' && date !== '' && compareDates(dueDate, date) < 0) issue('due_date', DOCUMENT_APP_MESSAGES.dueBeforeDate);
  const validDate = str('validDate');
  if (validDate !== '' && date !== '' && compareDates(validDate, date) < 0) issue('validDate', DOCUMENT_APP_MESSAGES.validBeforeDate);
  const termText = text(wire.invoice_terms_id);
  const termDays = termText === '' ? null : PAYMENT_TERM_DAYS.find((days) => String(days) === termText) ?? null;
  if (termText !== '' && termDays === null) issue('invoice_terms_id', DOCUMENT_APP_MESSAGES.termsUnknown);
  const ecommerce = str('ecommerceGstin').toUpperCase();
  if (ecommerce !== '' && !validateGstin(ecommerce).valid) issue('ecommerceGstin', DOCUMENT_APP_MESSAGES.ecommerceGstinInvalid);
  const sameShipping = (wire.isaddrsame as boolean) && (wire.is_sa_ba as boolean);
  const receiverName = str('b2cname') || str('name');
  const receiverState = str('statecode') || str('state');
  const receiver =
    facts.party === 'consumer' && (receiverName !== '' || str('address') !== '' || receiverState !== '')
      ? { name: receiverName, address: str('address'), mobile: str('mobile'), stateCode: receiverState.padStart(2, '0') }
      : null;
  const exportDetails = asksExportDetails(kind) ? toExportDetails(wire, date, issue) : null;
  const roundOff = wire.roundoff;
  const bank = facts.voucher !== undefined && wire.payment_method === 'BANK';
  if (bank && str('payment_account') === '') issue('payment_account', DOCUMENT_APP_MESSAGES.paymentAccountRequired);
  return {
    kind,
    orgId,
    seq: wire[facts.numberField] as number | undefined,
    date,
    dueDate,
    termDays,
    validDate: str('validDate'),
    clientId: str(party.client),
    billingAddressId: str(party.address),
    contactId: str(party.contact),
    sameShipping,
    shippingClientId: sameShipping ? '' : str('shipping_client_id'),
    shippingAddressId: sameShipping ? '' : str('shippingclientaddressid'),
    shippingContactId: sameShipping ? '' : str('shippingclientcontactid'),
    receiver,
    orderNumber: str('ordernum'),
    terms: str('tc'),
    saveTerms: wire.savetc as boolean,
    notes: str('notes'),
    ecommerceGstin: ecommerce === '' ? null : ecommerce,
    charges: {
      packing: toCharge(wire.packingCharge as number, wire.packingChargeRate as number),
      insurance: toCharge(wire.insuranceCharge as number, wire.insuranceChargeRate as number),
      freight: toCharge(wire.freightCharge as number, wire.freightChargeRate as number),
    },
    additionalCharges: facts.taxesChargesAlways === true || (wire.additional_charges as boolean),
    transportMode: str('modeOfTransport'),
    vehicleNo: str('vehicleno'),
    packages: str('noofitems'),
    ewayBillNo: str('ewaybillno'),
    referenceNo: str('referenceno'),
    referenceType: str('referencetype'),
    challanReason: facts.asksChallanReason ? str('dctype') : '',
    customFields: (wire.customFields as DocumentDraft['customFields'] | undefined) ?? [],
    reverseCharge,
    exportUnderLut,
    exportDetails,
    roundOff: roundOff === undefined ? undefined : roundOff === true || roundOff === 1 || roundOff === '1',
    sendSms: wire.sendsms as boolean,
    convertedFrom: refundOf || str('converted_from'),
    saveKey: str('save_key'),
    purchase: facts.asksPurchaseDetails
      ? { orderNo: str('purchase_order_no'), billNo: str('invoice_no'), deliveredDate: str('deliverd_date'), deliveredTo: str('deliverd_to'), expenseType: str('expense_type') }
      : null,
    note:
      facts.note || facts.voucher === 'refund'
        ? { referenceId: refundOf || str('referenceid'), referenceDate: str('referencedate'), reason: str('reason'), ...(facts.note && wire.moves_stock === false ? { movesStock: false } : {}) }
        : null,
    money: facts.voucher ? { method: bank ? 'BANK' : 'CASH', account: bank ? str('payment_account') : '' } : null,
    lines,
  };
}

/** The export fields as a draft's: a shipping bill is its number with its date, on or after the invoice's. */
function toExportDetails(wire: Wire, date: string, issue: (path: string, message: string) => void): ExportDetails {
  const str = (name: string) => (wire[name] as string | undefined) ?? '';
  const details = { country: str('export_country'), portCode: str('port_code'), shippingBillNo: str('shipping_bill_no'), shippingBillDate: str('shipping_bill_date') };
  if ((details.shippingBillNo === '') !== (details.shippingBillDate === '')) {
    issue(details.shippingBillNo === '' ? 'shipping_bill_no' : 'shipping_bill_date', DOCUMENT_APP_MESSAGES.shippingBillIncomplete);
  } else if (details.shippingBillDate !== '' && date !== '' && compareDates(details.shippingBillDate, date) < 0) {
    issue('shipping_bill_date', DOCUMENT_APP_MESSAGES.shippingBillBeforeInvoice);
  }
  return details;
}

/** POST body of a kind's insert route. */
export function documentInsertRequest<K extends KindInTable>(kind: K) {
  return z
    .object({ ...draftFields(kind), org_id: idField })
    .transform((wire, ctx) => toDraft(kind, wire.org_id, wire as unknown as Wire, ctx));
}

/** POST body of a kind's update route: the insert's fields, the document's id and the version read. */
export function documentUpdateRequest<K extends KindInTable>(kind: K) {
  return z
    .object({ ...draftFields(kind), id: idField, org_id: idField.optional(), version: z.coerce.number().int().positive() })
    .transform((wire, ctx) => ({ id: wire.id, version: wire.version, draft: toDraft(kind, '', wire as unknown as Wire, ctx) }));
}

/**
 * POST body of a route that edits documents of several kinds (the spec's editbillofsupply, which
 * also edits vouchers): the kind is the one the document's id names, and must be one of `kinds`;
 * the body is then that kind's update body.
 */
export function documentUpdateOfKindsRequest<const K extends KindInTable>(kinds: readonly K[]) {
  return z
    .looseObject({ id: idField })
    .transform((wire, ctx) => {
      const kind = kindOfDocumentId(wire.id);
      if (kind === undefined || !(kinds as readonly KindInTable[]).includes(kind)) {
        ctx.addIssue({ code: 'custom', path: ['id'], message: DOCUMENT_APP_MESSAGES.kindUnknown });
        return z.NEVER;
      }
      const parsed = documentUpdateRequest(kind).safeParse(wire);
      if (!parsed.success) {
        for (const found of parsed.error.issues) ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
        return z.NEVER;
      }
      return { kind: kind as K, ...parsed.data };
    });
}

export const documentSavedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  id: idField,
  invoice_no: z.string(),
  version: z.number().int(),
  final_total: z.string(),
  /** Set when the save asked for an SMS and it could not be sent (the document is saved all the same). */
  smsError: z.string().optional(),
});

// --------------------------------------------------------------------------------------------
// Reads
// --------------------------------------------------------------------------------------------

export const orgIdPathParams = z.object({ orgid: idField });
export const orgIdCamelPathParams = z.object({ orgId: idField });
/** GET .../{id}/{orgId}: a voucher's delete. */
export const voucherIdParams = z.object({ id: idField, orgId: idField });
export const documentFetchParams = z.object({ id: idField, orgid: idField });

/** ?startyear=2024&endyear=2025: a financial year; absent: the kind's default or the current year. */
export const financialYearQuery = z
  .object({
    startyear: z.coerce.number().int().min(2017).max(9998).optional(),
    endyear: z.coerce.number().int().min(2018).max(9999).optional(),
  })
  .refine((q) => q.startyear === undefined || q.endyear === undefined || q.endyear === q.startyear + 1, {
    message: 'The end year must follow the start year (for example 2024-2025).',
  })
  .optional()
  .transform((q) => q ?? {});

export const orgitermsQuery = z
  .object({ b2c: z.string().optional(), reversecharge: z.string().optional() })
  .optional()
  .transform((q) => q ?? {});

/** GET .../{orgid}/{prefix}/{generation}/{year}: the next number of a kind's series in a year. */
export const nextNumberParams = z.object({
  orgid: idField,
  prefix: z.string().max(20),
  generation: z.string().max(20),
  /** The financial year's start year, or a label such as 2026-2027. */
  year: z.string().max(9).regex(/^\d{4}(-\d{4})?$/, 'Please choose a financial year.'),
});
export const nextNumberResponse = z.object({ status: z.literal(true), sequenceNumber: z.number().int(), invoiceNumber: z.string() });

/** GET .../{orgid}/{prefix}/{number}/{date}: is this sequence number free in the date's year? */
export const sequenceCheckParams = z.object({
  orgid: idField,
  prefix: z.string().max(20),
  number: z.string().max(12),
  date: z.string().max(20),
});
export const sequenceCheckResponse = z.object({
  status: z.literal(true),
  /** The typed number when free, else the next free one (the server's suggestion). */
  sequenceNumber: z.number().int(),
  invoiceNumber: z.string(),
  msg: z.string().optional(),
});

export const changeStatusParams = z.object({
  status: z.string().max(30),
  invoiceid: idField,
});

export const deleteLineRequest = z.object({
  invoiceid: idField,
  /** The stored line's id. */
  itemid: z.string().min(1).max(40),
  version: z.coerce.number().int().positive(),
});

const paymentFields = {
  date: documentDateField(true),
  amount: looseText,
  method: z.enum(PAYMENT_METHODS).optional().default('CASH'),
  /** The organisation's bank account id when the method is BANK. */
  account: looseText.transform(text),
  notes: docText(500),
  version: z.coerce.number().int().positive().optional(),
};

type PaymentWire = z.output<z.ZodObject<typeof paymentFields>>;

/** A payment as the service takes it: the document's id, the amount in paise. */
function toPayment(invoiceId: string, wire: PaymentWire, ctx: z.RefinementCtx) {
  let amount = 0;
  try {
    amount = parseTypedAmount(text(wire.amount));
  } catch {
    // reported below
  }
  if (amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: DOCUMENT_MESSAGES.invalidAmount });
  if (wire.method === 'BANK' && wire.account === '') {
    ctx.addIssue({ code: 'custom', path: ['account'], message: DOCUMENT_APP_MESSAGES.paymentAccountRequired });
  }
  return { ...wire, invoiceId, amount };
}

/** A payment received against an invoice (spec part 1 §3 Payment: invoiceId). */
export const addPaymentRequest = z.object({ invoiceId: recordIdField, ...paymentFields }).transform((wire, ctx) => toPayment(wire.invoiceId, wire, ctx));
/** A payment made against a purchase (spec part 1 §3 Payment: purchase_id). */
export const addPurchasePaymentRequest = z
  .object({ purchase_id: recordIdField, ...paymentFields })
  .transform((wire, ctx) => toPayment(wire.purchase_id, wire, ctx));

/** A stored payment's id (a UUID; the payments list's row id). */
const paymentIdField = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Invalid id');
/** Removing a payment wrongly recorded against an invoice (ours: the spec has no such call). */
export const removePaymentRequest = z.object({ invoiceId: recordIdField, paymentId: paymentIdField });
/** Removing a payment wrongly recorded against a purchase: the document named as the add call names it. */
export const removePurchasePaymentRequest = z
  .object({ purchase_id: recordIdField, paymentId: paymentIdField })
  .transform((wire) => ({ invoiceId: wire.purchase_id, paymentId: wire.paymentId }));

export const itemLookupB2bParams = z.object({ itemId: idField, orgid: idField, clientId: idField });
export const itemLookupB2cParams = z.object({ itemId: idField, orgid: idField, statecode: stateCodeField('State is required') });
export const documentItemIdParams = z.object({ itemId: idField });
export const clientIdPathParams = z.object({ clientId: idField });
export const referenceTypeParams = z.object({ type: z.string().max(40), orgid: idField });

// The bill of supply's calls name their parameters their own way (spec part 2 §7: orgId, invoiceId, sequence).
export const billOfSupplyIdParams = z.object({ invoiceId: idField, orgId: idField });
export const billOfSupplyStatusParams = z.object({ status: z.string().max(30), invoiceId: idField });
export const billOfSupplyNextNumberParams = nextNumberParams.omit({ orgid: true }).extend({ orgId: idField });
export const billOfSupplySequenceCheckParams = sequenceCheckParams.omit({ orgid: true, number: true }).extend({ orgId: idField, sequence: z.string().max(12) });
