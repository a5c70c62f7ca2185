// The form's state as the save routes read it (spec part 1 §3 field names; see the document
// engine contract): amounts stay as typed (the schema strips the Indian commas), a charge goes
// as an amount or as a percent, a discount as '10%' or '250'. The same body is checked in the
// browser with the server's schema before it is sent.
import { asksExportDetails, asksExportUnderLut, kindFacts, partyFieldsOf, type KindInTable } from '@bahi/shared';
import { CHARGE_NAMES, type DocumentFormState, type LineState } from './form-state';

/** Insert, or update of the version that was read. */
export type SaveTarget = { kind: 'insert'; orgId: string } | { kind: 'update'; id: string; version: number };

const withoutCommas = (text: string) => text.trim().replace(/,/g, '');

/** Whether the charges are taxed: the form's checkbox, or always for a kind whose row says so (composite purchase). */
export const chargesTaxedOf = (kind: KindInTable, state: DocumentFormState) => kindFacts(kind).taxesChargesAlways === true || state.chargesTaxed;
const yesNo = (on: boolean) => (on ? 'yes' : 'no');

export function lineBody(line: LineState) {
  const discount = withoutCommas(line.discount);
  return {
    ...(line.lineId ? { id: line.lineId } : {}),
    item_id: line.itemId,
    item_name: line.itemName,
    hsncode: line.hsn,
    metrics: line.unit,
    qty: withoutCommas(line.qty),
    unit_price: line.unitPrice.trim(),
    original_price: line.priceMode,
    discountstring: discount === '' ? '' : line.discountMode === 'percent' ? `${discount}%` : discount,
    gstrate: line.gstRate.trim(),
    cess: line.cess.trim(),
    goods_service: line.goodsService,
    itemPurchaseDetails: line.serials,
    // A voucher's typed advance; none (the whole quantity × rate) is not sent.
    ...(line.advance.trim() !== '' ? { advancedAmount: line.advance.trim() } : {}),
  };
}

function chargeFields(state: DocumentFormState) {
  const fields: Record<string, string> = {};
  for (const name of CHARGE_NAMES) {
    const charge = state.charges[name];
    fields[`${name}Charge`] = charge.mode === 'amount' ? charge.value.trim() : '';
    fields[`${name}ChargeRate`] = charge.mode === 'percent' ? charge.value.trim() : '';
  }
  return fields;
}

/** The parties: a client with its picked addresses, or (consumer kinds) the receiver typed in the modal. */
function partyFields(kind: KindInTable, state: DocumentFormState) {
  const receiver =
    kindFacts(kind).party === 'consumer' && state.clientId === ''
      ? { b2cname: state.receiver.name, address: state.receiver.address, mobile: state.receiver.mobile, statecode: state.receiver.stateCode }
      : {};
  const names = partyFieldsOf(kindFacts(kind));
  return {
    [names.client]: state.clientId,
    [names.address]: state.billingAddressId,
    [names.contact]: state.contactId,
    isaddrsame: state.sameShipping ? 1 : 0,
    shipping_client_id: state.sameShipping ? '' : state.shippingClientId || state.clientId,
    shippingclientaddressid: state.sameShipping ? '' : state.shippingAddressId,
    shippingclientcontactid: state.sameShipping ? '' : state.shippingContactId,
    ...receiver,
  };
}

/** A purchase's own fields, with the spec's wire names (deliverd_ spelled as the spec does). */
function purchaseFields(state: DocumentFormState) {
  return {
    purchase_order_no: state.purchase.orderNo,
    invoice_no: state.purchase.billNo,
    deliverd_date: state.purchase.deliveredDate,
    deliverd_to: state.purchase.deliveredTo,
    expense_type: state.purchase.expenseType,
  };
}

/** A note's reference (spec part 2 §3): the original by id, its type and number, its date, the reason; ours: whether its goods move. */
function noteFields(state: DocumentFormState) {
  return {
    referenceid: state.note.referenceId,
    referencetype: state.note.referenceType,
    referenceno: state.note.referenceNo,
    referencedate: state.note.referenceDate,
    reason: state.note.reason,
    moves_stock: state.note.movesStock ? 'yes' : 'no',
  };
}

/** The body of the kind's insert or update route. */
export function wireBody(kind: KindInTable, state: DocumentFormState, target: SaveTarget): Record<string, unknown> {
  const facts = kindFacts(kind);
  const customFields = Object.entries(state.customFields)
    .filter(([, value]) => value.trim() !== '')
    .map(([id, value]) => ({ id, value }));
  return {
    ...(target.kind === 'insert' ? { org_id: target.orgId } : { id: target.id, version: target.version }),
    ...(target.kind === 'insert' && state.number.trim() !== '' ? { [facts.numberField]: state.number.trim() } : {}),
    [facts.dateField]: state.date,
    due_date: state.dueDate,
    invoice_terms_id: state.termDays,
    ...(facts.asksValidUntil ? { validDate: state.validDate } : {}),
    ...partyFields(kind, state),
    ordernum: state.orderNumber,
    tc: state.terms,
    savetc: yesNo(state.saveTerms),
    notes: state.notes,
    ecommerceGstin: state.ecommerceGstin.trim() === '' ? null : state.ecommerceGstin.trim().toUpperCase(),
    ...chargeFields(state),
    additional_charges: yesNo(chargesTaxedOf(kind, state)),
    modeOfTransport: state.transportMode,
    vehicleno: state.vehicleNo,
    noofitems: state.packages,
    ewaybillno: state.ewayBillNo,
    referenceno: state.referenceNo,
    referencetype: state.referenceType,
    ...(facts.asksChallanReason ? { dctype: state.challanReason } : {}),
    customFields,
    reversecharge: yesNo(facts.reverseCharge === 'always' || state.reverseCharge),
    ...(asksExportUnderLut(kind) ? { export_lut: yesNo(state.exportUnderLut) } : {}),
    // Kept by the server only for a party outside India.
    ...(asksExportDetails(kind)
      ? { export_country: state.exportCountry, port_code: state.portCode, shipping_bill_no: state.shippingBillNo, shipping_bill_date: state.shippingBillDate }
      : {}),
    roundoff: state.roundOff ? 1 : 0,
    sendsms: yesNo(state.sendSms),
    // The link to the source is made once, when the converted document is first saved; a refund
    // names its receipt voucher on every save (the server checks it never changes).
    ...((target.kind === 'insert' || facts.voucher === 'refund') && state.convertedFrom !== '' ? { converted_from: state.convertedFrom } : {}),
    ...(facts.asksPurchaseDetails ? purchaseFields(state) : {}),
    ...(facts.note ? noteFields(state) : {}),
    ...(facts.voucher ? { payment_method: state.money.method, payment_account: state.money.method === 'BANK' ? state.money.account : '' } : {}),
    items: state.lines.map(lineBody),
  };
}
