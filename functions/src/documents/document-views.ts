// Stored documents as the wire shows them (shared/src/api/schemas/document-views.ts): rupees as
// 2-decimal strings, rates as percents, quantities as decimals, the spec's field names. Every
// figure comes from the GST engine over the stored lines, the same call the save made.
import {
  DOCUMENT_KIND_TABLE,
  basisPointsToPercent,
  displayStatus,
  documentTotals,
  formatQuantity,
  inputTaxOf,
  kindFacts,
  paiseToRupees,
  stateByCode,
  takesPayments,
  type TaxHeads,
  type AddressView,
  type DocumentListRow,
  type DocumentView,
  type LineView,
  type PartyView,
  type PaymentView,
  type SellerView,
  movesGoods,
  takesNoInputTaxCredit,
} from '@bahi/shared';
import { bankAccountOf, type OrganisationRecord } from '../store/organisations.js';
import { NO_TAXES, type AddressSnapshot, type DocumentLinkRecord, type DocumentSummary, type DocumentTaxes, type PartySnapshot, type StoredDocument, type StoredLine, type StoredPayment, voucherMoneyOf } from '../store/documents.js';

const rupees = paiseToRupees;
const stateName = (code: string) => stateByCode(code)?.name ?? '';

function addressView(address: AddressSnapshot | null): AddressView | null {
  return address
    ? { address: address.address, city: address.city, pincode: address.pincode, phone: address.phone, state_id: address.stateCode, statename: stateName(address.stateCode) }
    : null;
}

function partyView(party: PartySnapshot): PartyView {
  return {
    name: party.name,
    gstin: party.gstin,
    statecode: party.stateCode,
    statename: stateName(party.stateCode),
    billing: addressView(party.billing),
    shipping: addressView(party.shipping),
    contact: party.contact,
  };
}

function discountString(line: StoredLine): string {
  if (!line.discount) return '';
  return line.discount.kind === 'percent' ? `${basisPointsToPercent(line.discount.bps)}%` : rupees(line.discount.paise);
}

function lineViews(doc: StoredDocument, totals: ReturnType<typeof documentTotals>): LineView[] {
  return doc.lines.map((line, index) => {
    const figures = totals.lines[index];
    if (!figures) throw new Error('the engine returned fewer lines than it was given');
    return {
      id: line.lineId,
      sno: index + 1,
      item_id: line.itemId,
      item_name: line.itemName,
      hsncode: line.hsnSac,
      metrics: line.unit,
      qty: formatQuantity(line.quantityMilli),
      unit_price: rupees(line.unitPrice),
      original_price: line.priceMode,
      original_unit_price: rupees(figures.unitPriceExclusive),
      sub_total: rupees(figures.subTotal),
      discount: rupees(figures.discount),
      discountstring: discountString(line),
      taxableamount: rupees(figures.taxable),
      gstrate: basisPointsToPercent(line.gstRateBps),
      cgst_rate: figures.cgstRateBps / 100,
      sgst_rate: figures.sgstRateBps / 100,
      igst_rate: figures.igstRateBps / 100,
      cgst_total: rupees(figures.cgst),
      sgst_total: rupees(figures.sgst),
      igst_total: rupees(figures.igst),
      cess: basisPointsToPercent(line.cessRateBps),
      cess_total: rupees(figures.cess),
      grandtotal: rupees(figures.total),
      advancedAmount: rupees(figures.advance),
      goods_service: line.goodsService,
      itemPurchaseDetails: line.serials,
    };
  });
}

const taxHeadsView = (heads: TaxHeads) => ({ igst: rupees(heads.igst), cgst: rupees(heads.cgst), sgst: rupees(heads.sgst), cess: rupees(heads.cess) });

function inputTaxView(totals: ReturnType<typeof documentTotals>, creditable: boolean, advance: StoredDocument['advance']) {
  const tax = inputTaxOf(totals, creditable, advance?.reverseCharge ? advance : null);
  return { itc_table: tax.itcTable, itc: taxHeadsView(tax.itc), reverse_charge_owed: tax.reverseChargeOwed ? taxHeadsView(tax.reverseChargeOwed) : null };
}

function purchaseView(doc: StoredDocument) {
  const details = doc.details.purchase;
  if (!details) return null;
  return {
    vendor_id: doc.clientId,
    purchase_order_no: details.orderNo,
    invoice_no: details.billNo,
    purchased_date: doc.date,
    deliverd_date: details.deliveredDate,
    deliverd_to: details.deliveredTo,
    expense_type: details.expenseType,
  };
}

/** The status a document shows today. */
function statusOf(doc: DocumentSummary, today: string, notes: number) {
  const payable = takesPayments(kindFacts(doc.kind), doc.lifecycle);
  return displayStatus({ lifecycle: doc.lifecycle, payable, total: doc.grandTotal, paid: doc.paid, notes, dueDate: doc.dueDate }, today);
}

function chargeRate(charge: StoredDocument['charges']['packing']): number {
  return charge?.kind === 'percent' ? basisPointsToPercent(charge.bps) : 0;
}

/** A payment as shown, its account named by the organisation's bank accounts. */
export function paymentView(payment: StoredPayment, org: OrganisationRecord): PaymentView {
  const bank = bankAccountOf(org, payment.account);
  return {
    id: payment.id,
    date: payment.date,
    amount: rupees(payment.amount),
    method: payment.method,
    account: payment.account,
    accountLabel: payment.method === 'CASH' ? 'Cash' : bank ? `${bank.bankname} ${bank.account.slice(-4)}` : 'Bank',
    notes: payment.notes,
    createddate: payment.createdAt,
  };
}

/** `noteAdjustment`: paise the notes against the document move on what is owed (note-reference.ts). */
export function documentView(
  doc: StoredDocument,
  org: OrganisationRecord,
  seller: SellerView,
  convertedTo: DocumentLinkRecord[],
  today: string,
  left: {
    /** Paise its notes move on what is owed (noteAdjustmentsOfOrg). */
    noteAdjustment: number;
    /** What its notes leave of a document notes can refer to (note-reference.ts whatRemains); null otherwise. */
    creditLeft: { worth: number; quantities: ReadonlyMap<string, number> } | null;
    /** A receipt voucher: paise of its advance no refund or invoice took (advances.ts); null otherwise. */
    advanceLeft: number | null;
  },
): DocumentView {
  const { noteAdjustment, creditLeft, advanceLeft } = left;
  const facts = kindFacts(doc.kind);
  const totals = documentTotals(doc);
  const items = lineViews(doc, totals);
  const goodsLines = doc.lines.map((line, i) => ({ line, figures: totals.lines[i] })).filter(({ line }) => line.goodsService === 'goods');
  const serviceLines = doc.lines.map((line, i) => ({ line, figures: totals.lines[i] })).filter(({ line }) => line.goodsService === 'services');
  const part = (rows: typeof goodsLines, pick: 'taxable' | 'tax' | 'total') => rupees(rows.reduce((total, row) => total + (row.figures?.[pick] ?? 0), 0));
  const charge = (kind: 'packing' | 'insurance' | 'freight') => totals.charges.find((c) => c.kind === kind)?.amount ?? 0;
  return {
    id: doc.id,
    kind: doc.kind,
    title: facts.title,
    version: doc.version,
    invoice_no: doc.number,
    invoicedate: doc.date,
    due_date: doc.dueDate,
    validDate: doc.validDate,
    invoice_terms_id: doc.termDays,
    status: statusOf(doc, today, noteAdjustment),
    lifecycle: doc.lifecycle,
    active: doc.lifecycle === 'cancelled' ? 0 : 1,
    client_id: doc.clientId,
    clientaddressid: doc.billingAddressId,
    clientcontactid: doc.contactId,
    isaddrsame: doc.sameShipping ? 1 : 0,
    shipping_client_id: doc.shippingClientId,
    shippingclientaddressid: doc.shippingAddressId,
    shippingclientcontactid: doc.shippingContactId,
    seller,
    party: partyView(doc.party),
    consignee: doc.consignee ? partyView(doc.consignee) : null,
    ordernum: doc.details.orderNumber,
    tc: doc.details.terms,
    notes: doc.details.notes,
    ecommerceGstin: doc.details.ecommerceGstin,
    charges: totals.charges.map((c) => ({ kind: c.kind, amount: rupees(c.amount), rate: chargeRate(doc.charges[c.kind]), gstrate: c.gstRateBps / 100, tax: rupees(c.tax) })),
    packingCharge: rupees(charge('packing')),
    insuranceCharge: rupees(charge('insurance')),
    freightCharge: rupees(charge('freight')),
    packingChargeRate: chargeRate(doc.charges.packing),
    insuranceChargeRate: chargeRate(doc.charges.insurance),
    freightChargeRate: chargeRate(doc.charges.freight),
    additional_charges: doc.additionalCharges ? 'yes' : 'no',
    modeOfTransport: doc.details.transportMode,
    vehicleno: doc.details.vehicleNo,
    noofitems: doc.details.packages,
    ewaybillno: doc.details.ewayBillNo,
    referenceno: doc.details.referenceNo,
    referencetype: doc.details.referenceType,
    dctype: doc.details.challanReason,
    payment_method: kindFacts(doc.kind).voucher ? voucherMoneyOf(doc.details).method : null,
    payment_account: voucherMoneyOf(doc.details).account,
    customFields: doc.details.customFields.map((field) => ({
      id: field.id,
      name: org.settings?.customFields?.find((definition) => definition.id === field.id)?.name ?? '',
      value: field.value,
    })),
    reversecharge: doc.reverseCharge ? 'yes' : 'no',
    export_lut: doc.exportUnderLut ? 'yes' : 'no',
    sez_supply: doc.supplyToSez ? 'yes' : 'no',
    export_country: doc.details.exportDetails?.country ?? '',
    port_code: doc.details.exportDetails?.portCode ?? '',
    shipping_bill_no: doc.details.exportDetails?.shippingBillNo ?? '',
    shipping_bill_date: doc.details.exportDetails?.shippingBillDate ?? '',
    roundoff: doc.roundOff ? 1 : 0,
    igst: totals.igst ? 'yes' : 'no',
    seller_statecode: doc.sellerStateCode,
    place_of_supply: doc.placeOfSupply,
    sub_total: rupees(totals.subTotal),
    discount_total: rupees(totals.discount),
    taxable_total: rupees(totals.taxable),
    charges_total: rupees(totals.chargesTotal),
    cgst_tax_total: rupees(totals.cgstTotal),
    sgst_tax_total: rupees(totals.sgstTotal),
    igst_tax_total: rupees(totals.igstTotal),
    cess_tax_total: rupees(totals.cessTotal),
    tax_total: rupees(totals.taxTotal),
    total: rupees(totals.total),
    round_off: rupees(totals.roundOff),
    final_total: rupees(totals.grandTotal),
    amount_in_words: totals.amountInWords,
    advance_received: rupees(totals.advanceReceived),
    advance_tax: rupees(facts.voucher ? totals.taxTotal : 0),
    paid: rupees(doc.paid),
    pending: rupees(totals.grandTotal + noteAdjustment - doc.paid),
    goods_amount: part(goodsLines, 'taxable'),
    goods_tax: part(goodsLines, 'tax'),
    service_amount: part(serviceLines, 'taxable'),
    serivce_tax: part(serviceLines, 'tax'),
    goods_total_amount: part(goodsLines, 'total'),
    service_total_amount: part(serviceLines, 'total'),
    by_rate: totals.byRate.map((row) => ({
      gstrate: row.gstRateBps / 100,
      taxable: rupees(row.taxable + row.chargesTaxable),
      cgst: rupees(row.cgst),
      sgst: rupees(row.sgst),
      igst: rupees(row.igst),
      cess: rupees(row.cess),
    })),
    items,
    payments: doc.payments.map((payment) => paymentView(payment, org)),
    converted_from: doc.convertedFrom && { id: doc.convertedFrom.id, kind: doc.convertedFrom.kind, number: doc.convertedFrom.number },
    // A cancelled invoice gave its advance back.
    advance_adjusted: doc.advance && doc.lifecycle !== 'cancelled' ? { id: doc.advance.voucherId, number: doc.advance.number, date: doc.advance.date, amount: rupees(doc.advance.amount) } : null,
    converted_to: convertedTo,
    createddate: doc.createdAt,
    modifieddate: doc.modifiedAt,
    purchase: purchaseView(doc),
    note: doc.details.note
      ? {
          referenceid: doc.details.note.referenceId,
          referencedate: doc.details.note.referenceDate,
          reason: doc.details.note.reason,
          ...(facts.note ? { moves_stock: movesGoods(doc.details.note) ? ('yes' as const) : ('no' as const) } : {}),
        }
      : null,
    input_tax: facts.family === 'purchases' ? inputTaxView(totals, !takesNoInputTaxCredit(doc), doc.advance) : null,
    advance_left: advanceLeft === null ? null : rupees(Math.max(0, advanceLeft)),
    credit_left: creditLeft
      ? {
          total: rupees(Math.max(0, creditLeft.worth)),
          items: Object.fromEntries([...creditLeft.quantities].map(([itemId, milli]) => [itemId, formatQuantity(Math.max(0, milli))])),
        }
      : null,
  };
}

/**
 * `notes`: paise the notes against the document move on what is owed (noteAdjustmentsOfOrg);
 * `convertedTo`: what it was converted into, on the lists of kinds that convert (else left out).
 */
export function listRow(
  doc: DocumentSummary & { taxes: DocumentTaxes },
  today: string,
  notes = 0,
  convertedTo: DocumentLinkRecord[] | null = null,
  /** A receipt voucher's advance no refund or invoice took (advances.ts); null for other kinds. */
  advanceLeft: number | null = null,
): DocumentListRow {
  const facts = DOCUMENT_KIND_TABLE[doc.kind];
  // A cancelled document keeps its number but supplies nothing: its row of the register is zero,
  // total included, so that the columns add up to what GSTR-1 and GSTR-3B report (walk 18 F3). The
  // total it had is given apart, so the list can still say what was cancelled (walk 25 L3).
  const cancelled = doc.lifecycle === 'cancelled';
  const taxes = cancelled ? NO_TAXES : doc.taxes;
  return {
    id: doc.id,
    kind: doc.kind,
    invoice_no: doc.number,
    invoicedate: doc.date,
    due_date: doc.dueDate,
    client_id: doc.clientId,
    companyname: doc.partyName,
    gstin: doc.partyGstin,
    final_total: rupees(cancelled ? 0 : doc.grandTotal),
    taxable_value: rupees(taxes.taxable),
    cgst_tax_total: rupees(taxes.cgst),
    sgst_tax_total: rupees(taxes.sgst),
    igst_tax_total: rupees(taxes.igst),
    cess_tax_total: rupees(taxes.cess),
    untaxed_charges: rupees(taxes.untaxedCharges),
    round_off: rupees(taxes.roundOff),
    paid: rupees(doc.paid),
    notes_adjustment: rupees(notes),
    pending: rupees(facts.payable && doc.lifecycle !== 'cancelled' ? doc.grandTotal + notes - doc.paid : 0),
    status: statusOf(doc, today, notes),
    supply: doc.interState ? 'Inter State' : 'Intra State',
    igst: doc.interState ? 'yes' : 'no',
    reverse_charge: doc.reverseCharge ? 'yes' : 'no',
    version: doc.version,
    ...(convertedTo ? { converted_to: convertedTo } : {}),
    ...(advanceLeft === null ? {} : { advance_left: rupees(cancelled ? 0 : Math.max(0, advanceLeft)) }),
    ...(cancelled ? { cancelled_total: rupees(doc.grandTotal) } : {}),
  };
}
