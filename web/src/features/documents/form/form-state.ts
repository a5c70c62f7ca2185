// What the document form holds while someone types: text exactly as typed (amounts the Indian
// way, '1,25,000.50'), read into paise and basis points only by the shared schema when it is sent
// (wire-body.ts) and by the live totals (live-totals.ts). A new form starts from the form
// response (orgiterms); an edit or a conversion starts from a saved document's view.
import type { DocumentFormResponse, DocumentView, KindInTable, LineView } from '@bahi/shared';
import { addCalendarDays, formatQuantity, kindFacts, mulDivRounded, paiseToRupees, parseQuantity, rupeesToPaise, shareOut } from '@bahi/shared';
import { onlyBankId } from '../../../app/only-bank';

export type AmountMode = 'amount' | 'percent';
export type ChargeName = 'packing' | 'insurance' | 'freight';
export const CHARGE_NAMES: readonly ChargeName[] = ['packing', 'insurance', 'freight'];

export interface ChargeState {
  mode: AmountMode;
  value: string;
}

export interface LineState {
  /** React's key for the row; stays with the line while it is edited. */
  key: string;
  /** The stored line's id on a saved document (sent back so stock and serials follow the line). */
  lineId?: string;
  /** A saved line's quantity as saved: a saved sale has it out of stock already. */
  savedQty?: string;
  itemId: string;
  itemName: string;
  hsn: string;
  unit: string;
  qty: string;
  unitPrice: string;
  priceMode: 'intax' | 'notax';
  discountMode: AmountMode;
  discount: string;
  gstRate: string;
  cess: string;
  goodsService: 'goods' | 'services';
  serials: string[];
  /** Vouchers: the advance typed ('' = the whole quantity × rate). */
  advance: string;
}

/** The B2C receiver typed in its modal (spec part 1 §3: name, address, mobile, state). */
export interface ReceiverState {
  name: string;
  address: string;
  mobile: string;
  stateCode: string;
}

/** A purchase's own fields (spec part 1 §3 Purchase; kinds whose row asksPurchaseDetails). */
export interface PurchaseState {
  orderNo: string;
  billNo: string;
  deliveredDate: string;
  deliveredTo: string;
  expenseType: string;
}

export const BLANK_PURCHASE: PurchaseState = { orderNo: '', billNo: '', deliveredDate: '', deliveredTo: '', expenseType: '' };

/**
 * What a credit or debit note refers to (kinds whose row has `note`): the original's kind (one of
 * the row's refersTo), the original itself, its number and date as shown, the reason, and whether
 * its goods move (false: a change of price alone).
 */
export interface NoteState {
  referenceType: string;
  referenceId: string;
  referenceNo: string;
  referenceDate: string;
  reason: string;
  movesStock: boolean;
}

export const BLANK_NOTE: NoteState = { referenceType: '', referenceId: '', referenceNo: '', referenceDate: '', reason: '', movesStock: true };

/** The note with no original picked (its type and reason kept): the type or the party changed. */
export const withoutOriginal = (note: NoteState): NoteState => ({ ...note, referenceId: '', referenceNo: '', referenceDate: '' });

/**
 * Whether a note is addressed to the receiver its original was made out to on its own form (a
 * consumer invoice with no client): the server takes the party from the original (walk 36 M1).
 */
export function addressedAsOriginal(kind: KindInTable, state: Pick<DocumentFormState, 'clientId' | 'note' | 'receiver'>): boolean {
  return kindFacts(kind).note !== undefined && state.clientId === '' && state.note.referenceId !== '' && hasReceiver(state.receiver);
}

/** Whether a receiver has been typed: a name or an address. */
export const hasReceiver = (receiver: ReceiverState): boolean => receiver.name !== '' || receiver.address !== '';

export interface DocumentFormState {
  /** The typed sequence number ('' = the next one, shown from the form response). */
  number: string;
  date: string;
  termDays: string;
  dueDate: string;
  validDate: string;
  clientId: string;
  billingAddressId: string;
  contactId: string;
  sameShipping: boolean;
  shippingClientId: string;
  shippingAddressId: string;
  shippingContactId: string;
  receiver: ReceiverState;
  orderNumber: string;
  terms: string;
  saveTerms: boolean;
  notes: string;
  ecommerceGstin: string;
  charges: Record<ChargeName, ChargeState>;
  chargesTaxed: boolean;
  transportMode: string;
  vehicleNo: string;
  packages: string;
  ewayBillNo: string;
  referenceNo: string;
  referenceType: string;
  challanReason: string;
  customFields: Record<string, string>;
  reverseCharge: boolean;
  /** An export under a letter of undertaking or bond (kinds that asksExportUnderLut): no tax paid. */
  exportUnderLut: boolean;
  /** An export's country of destination and shipping bill (kinds that asksExportDetails); the date 'YYYY-MM-DD'. */
  exportCountry: string;
  portCode: string;
  shippingBillNo: string;
  shippingBillDate: string;
  roundOff: boolean;
  /**
   * The scheme the document is issued under (issuedUnderScheme): the organisation's for a new one,
   * the saved document's for an edit, the original's for a note. A composition dealer's carries no
   * tax; the save decides it, the preview follows.
   */
  scheme: 'regular' | 'composite';
  sendSms: boolean;
  convertedFrom: string;
  purchase: PurchaseState;
  note: NoteState;
  /** A voucher's cash or bank account (the account's id; '' for cash or none chosen yet). */
  money: { method: 'CASH' | 'BANK'; account: string };
  lines: LineState[];
}

export const BLANK_RECEIVER: ReceiverState = { name: '', address: '', mobile: '', stateCode: '' };

const blankCharges = (): Record<ChargeName, ChargeState> => ({
  packing: { mode: 'amount', value: '' },
  insurance: { mode: 'amount', value: '' },
  freight: { mode: 'amount', value: '' },
});

let lineKeys = 0;
export const newLineKey = () => `line-${++lineKeys}`;

/** The due date a payment term gives, or '' while the date or term is not a valid one. */
export function dueDateOf(date: string, termDays: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{1,3}$/.test(termDays)) return '';
  try {
    return addCalendarDays(date, Number(termDays));
  } catch {
    return '';
  }
}

/** A voucher's money before the form is told otherwise. */
const IN_CASH: DocumentFormState['money'] = { method: 'CASH', account: '' };

/** A new document's form: today's date, the saved terms, the organisation's round-off setting. */
export function newDocumentForm(form: DocumentFormResponse): DocumentFormState {
  const date = form.getServerDate;
  return {
    number: '',
    date,
    termDays: '0',
    dueDate: dueDateOf(date, '0'),
    validDate: '',
    clientId: '',
    billingAddressId: '',
    contactId: '',
    sameShipping: true,
    shippingClientId: '',
    shippingAddressId: '',
    shippingContactId: '',
    receiver: BLANK_RECEIVER,
    orderNumber: '',
    terms: form.orgitDetails.tc,
    saveTerms: false,
    notes: '',
    ecommerceGstin: '',
    charges: blankCharges(),
    // Packing, insurance and freight on a supply are part of its value (CGST Act s.15(2)(c)) and
    // carry its tax: a new form taxes them unless the user says otherwise (walk 25 L7).
    chargesTaxed: true,
    transportMode: '',
    vehicleNo: '',
    packages: '',
    ewayBillNo: '',
    referenceNo: '',
    referenceType: '',
    challanReason: '',
    customFields: {},
    reverseCharge: false,
    exportUnderLut: false,
    exportCountry: '',
    portCode: '',
    shippingBillNo: '',
    shippingBillDate: '',
    roundOff: form.orgitDetails.roundoff_amount === 1,
    scheme: form.orgitDetails.schemetype,
    sendSms: false,
    convertedFrom: '',
    purchase: BLANK_PURCHASE,
    note: BLANK_NOTE,
    money: IN_CASH,
    lines: [],
  };
}

/** A voucher's cash or bank as a saved view or a refund picker's row has it; null where it has none (not a voucher). */
export function moneyOfView(view: { payment_method?: 'CASH' | 'BANK' | null; payment_account?: string }): DocumentFormState['money'] | null {
  return view.payment_method ? { method: view.payment_method, account: view.payment_account ?? '' } : null;
}

/**
 * A voucher's money with its method changed ('CASH' or 'BANK'): Bank with no account chosen takes
 * the organisation's only bank account, as the payment modal does (a new voucher, or one saved as cash).
 */
export function moneyBy(method: string, money: DocumentFormState['money'], banks: readonly { id: string }[]): DocumentFormState['money'] {
  if (method !== 'BANK') return { ...money, method: 'CASH' };
  return { method: 'BANK', account: money.account || onlyBankId(banks) };
}

/** '250.00' → '250', '12.50' stays: amounts read back without needless zeros. */
const tidyRupees = (rupees: string) => rupees.replace(/\.00$/, '');

export function lineOfView(line: LineView, keepId: boolean): LineState {
  const percent = line.discountstring.endsWith('%');
  const discount = percent ? line.discountstring.slice(0, -1) : line.discountstring;
  return {
    key: newLineKey(),
    lineId: keepId ? line.id : undefined,
    ...(keepId ? { savedQty: line.qty } : {}),
    itemId: line.item_id,
    itemName: line.item_name,
    hsn: line.hsncode,
    unit: line.metrics,
    qty: line.qty,
    unitPrice: tidyRupees(line.unit_price),
    priceMode: line.original_price,
    discountMode: percent ? 'percent' : 'amount',
    discount: /^0+(\.0+)?$/.test(discount) ? '' : tidyRupees(discount),
    gstRate: String(line.gstrate),
    cess: line.cess === 0 ? '' : String(line.cess),
    goodsService: line.goods_service,
    serials: line.itemPurchaseDetails,
    advance: wholeOrTyped(line),
  };
}

/**
 * A voucher line's advance as the form shows it: blank when it is the whole quantity × rate (so a
 * changed quantity still advances all of it), else as saved. Other kinds' lines carry none.
 */
function wholeOrTyped(line: LineView): string {
  const advance = readOr(() => rupeesToPaise(line.advancedAmount), 0);
  const whole = readOr(() => mulDivRounded(parseQuantity(line.qty), rupeesToPaise(line.unit_price), 1000), -1);
  return advance === 0 || advance === whole ? '' : tidyRupees(line.advancedAmount);
}

function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function chargesOfView(view: DocumentView): Record<ChargeName, ChargeState> {
  const charge = (amount: string, rate: number): ChargeState =>
    rate > 0 ? { mode: 'percent', value: String(rate) } : { mode: 'amount', value: /^0+(\.0+)?$/.test(amount) ? '' : tidyRupees(amount) };
  return {
    packing: charge(view.packingCharge, view.packingChargeRate),
    insurance: charge(view.insuranceCharge, view.insuranceChargeRate),
    freight: charge(view.freightCharge, view.freightChargeRate),
  };
}

const customValue = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value));

/** The receiver a consumer document was saved with (no client): its party snapshot. */
function receiverOfView(view: DocumentView): ReceiverState {
  if (view.client_id !== '') return BLANK_RECEIVER;
  return { name: view.party.name, address: view.party.billing?.address ?? '', mobile: view.party.contact?.mobile ?? '', stateCode: view.party.statecode };
}

/** The parties and lines of a saved document: what a note copies from the original it refers to. */
export function partiesAndLinesOfView(view: DocumentView, keepLineIds: boolean) {
  return {
    clientId: view.client_id,
    billingAddressId: view.clientaddressid,
    contactId: view.clientcontactid,
    sameShipping: view.isaddrsame === 1,
    shippingClientId: view.isaddrsame === 1 ? '' : view.shipping_client_id,
    shippingAddressId: view.shippingclientaddressid,
    shippingContactId: view.shippingclientcontactid,
    receiver: receiverOfView(view),
    lines: view.items.map((line) => lineOfView(line, keepLineIds)),
    // A note against an export under a letter of undertaking is made under it too, as a conversion is.
    exportUnderLut: view.export_lut === 'yes',
  };
}

/**
 * A credit note's lines from its original's: each at most what the notes before it left of that
 * item (the original's credit_left), a line with nothing left dropped, so a note against a partly
 * credited invoice starts from what can still be credited. A quantity the form cannot read is kept
 * as it is (the save says what is wrong with it).
 */
export function linesLeftToCredit(lines: readonly LineState[], left: Readonly<Record<string, string>> | null): LineState[] {
  if (!left) return [...lines];
  const remaining = new Map(Object.entries(left).map(([itemId, qty]) => [itemId, parseQuantity(qty)]));
  return lines.flatMap((line) => {
    let wanted: number;
    try {
      wanted = parseQuantity(line.qty);
    } catch {
      return [line];
    }
    const available = remaining.get(line.itemId) ?? 0;
    const taken = Math.min(wanted, available);
    if (taken <= 0) return [];
    remaining.set(line.itemId, available - taken);
    return [{ ...line, qty: formatQuantity(taken) }];
  });
}

/**
 * What a saved document says besides its number, dates and links: an edit shows all of it, and a
 * conversion (quotation → invoice, challan → invoice) carries all of it over, so the invoice is
 * what the customer agreed to: its round-off, charges, terms and transport as well as its lines.
 */
function carriedFromView(view: DocumentView, keepLineIds: boolean) {
  return {
    termDays: view.invoice_terms_id === null ? '' : String(view.invoice_terms_id),
    ...partiesAndLinesOfView(view, keepLineIds),
    charges: chargesOfView(view),
    chargesTaxed: view.additional_charges === 'yes',
    orderNumber: view.ordernum,
    terms: view.tc,
    notes: view.notes,
    ecommerceGstin: view.ecommerceGstin ?? '',
    transportMode: view.modeOfTransport,
    vehicleNo: view.vehicleno,
    packages: view.noofitems,
    ewayBillNo: view.ewaybillno,
    exportCountry: view.export_country,
    portCode: view.port_code,
    shippingBillNo: view.shipping_bill_no,
    shippingBillDate: view.shipping_bill_date,
    customFields: Object.fromEntries(view.customFields.map((field) => [field.id, customValue(field.value)])),
    reverseCharge: view.reversecharge === 'yes',
    roundOff: view.roundoff === 1,
  };
}

/** A saved document opened for editing: everything as stored, its number fixed. */
export function editFormOfView(view: DocumentView): DocumentFormState {
  return {
    number: '',
    date: view.invoicedate,
    dueDate: view.due_date,
    validDate: view.validDate,
    ...carriedFromView(view, true),
    saveTerms: false,
    referenceNo: view.referenceno,
    referenceType: view.referencetype,
    challanReason: view.dctype,
    scheme: view.seller.schemetype,
    sendSms: false,
    convertedFrom: view.converted_from?.id ?? '',
    purchase: view.purchase
      ? {
          orderNo: view.purchase.purchase_order_no,
          billNo: view.purchase.invoice_no,
          deliveredDate: view.purchase.deliverd_date,
          deliveredTo: view.purchase.deliverd_to,
          expenseType: view.purchase.expense_type,
        }
      : BLANK_PURCHASE,
    note: view.note
      ? {
          referenceType: view.converted_from?.kind ?? view.referencetype,
          referenceId: view.note.referenceid,
          referenceNo: view.converted_from?.number ?? view.referenceno,
          referenceDate: view.note.referencedate,
          reason: view.note.reason,
          movesStock: view.note.moves_stock !== 'no',
        }
      : BLANK_NOTE,
    money: moneyOfView(view) ?? IN_CASH,
  };
}

/**
 * A refund made from a receipt voucher starts at what is left of its advance (an invoice may have
 * taken part of it), shared over its lines in proportion to their advances, as the voucher's tax
 * was (walk 33 L1: it started at the whole advance, and the first save was always refused).
 */
function refundsWhatIsLeft(lines: LineState[], source: DocumentView, kind: KindInTable): LineState[] {
  if (kindFacts(kind).voucher !== 'refund' || source.advance_left === null) return lines;
  const advances = source.items.map((line) => rupeesToPaise(line.advancedAmount));
  const left = rupeesToPaise(source.advance_left);
  // Nothing left: the lines stay as received, and the save says that nothing can be refunded.
  if (left === 0 || left >= advances.reduce((a, b) => a + b, 0)) return lines;
  const shares = shareOut(left, advances);
  return lines.map((line, i) => ({ ...line, advance: paiseToRupees(shares[i] ?? 0) }));
}

/**
 * A new document made from a saved one (quotation → invoice ...): all it carries (carriedFromView),
 * today's date, issued under the organisation's scheme of today (not the source's), and the new
 * kind's saved terms where the source had none.
 */
export function convertedForm(form: DocumentFormResponse, source: DocumentView, kind: KindInTable): DocumentFormState {
  const fresh = newDocumentForm(form);
  const carried = carriedFromView(source, false);
  // A line's advance is a voucher's: a purchase or invoice made from one takes the advance as paid,
  // not as its lines' value (walk 26 L3: its line read 'Advance ₹3,304.00' for an advance of ₹2,000.00).
  const lines = kindFacts(kind).voucher ? refundsWhatIsLeft(carried.lines, source, kind) : carried.lines.map((line) => ({ ...line, advance: '' }));
  // A refund goes back the way its advance came (a voucher's cash or bank). A source without terms
  // leaves the new kind's saved terms (walk 39 L4: an invoice made from a proforma had none).
  const terms = carried.terms.trim() === '' ? fresh.terms : carried.terms;
  return { ...fresh, ...carried, lines, terms, money: moneyOfView(source) ?? fresh.money, dueDate: dueDateOf(fresh.date, carried.termDays) || fresh.dueDate, convertedFrom: source.id };
}
