// Handlers of the sales area: every spec route of the six sales kinds and the bill of supply, each
// bound to the one document engine (functions/src/documents) with its kind. A kind differs only by
// its row of the kind table (shared/src/documents/kinds.ts).
import { DOCUMENT_MESSAGES, EDITED_BY_EDITBILLOFSUPPLY, REFUND_KINDS, TABLE_KINDS, changeRoutesOf, kindOfDocumentId, type KindInTable, type RouteName, type Routes } from '@bahi/shared';
import { withPrefetch, type AreaHandlers, type RouteHandler } from '../../http/handler-types.js';
import { deleteDocument } from '../../documents/document-changes.js';
import {
  checkSequence,
  clientContacts,
  documentForm,
  invoiceFormKind,
  itemGoodsService,
  itemLookup,
  nextNumber,
  referenceDocuments,
  referenceTypeName,
} from '../../documents/document-reads.js';
import { listPayments } from '../../documents/payments-list.js';
import { listClientRows } from '../../services/client-list.js';
import { deleteLineOf, fetchOf, formOf, insertOf, listOf, paymentOf, paymentRemovalOf, statusOf, textCustomer, updateOf } from '../document-handlers.js';
import { updateReads } from '../../documents/save-reads.js';
import { smsCreditOf } from '../../store/sms.js';

type Handler<N extends RouteName> = RouteHandler<Routes[N]>;

const next = (kind: KindInTable): Handler<'nextB2bNumber'> => ({ orgId, params, ports }) => nextNumber(ports, orgId, kind, params.year);
const check = (kind: KindInTable): Handler<'checkB2bNumber'> => ({ orgId, params, ports }) => checkSequence(ports, orgId, kind, params.number, params.date);
const fetch = (kind: KindInTable): Handler<'fetchB2bInvoice'> => (request) => fetchOf(kind)(request, request.params.id);

/** POST /api/account/editbillofsupply: the engine's update for the kind the document's id names. */
const updateOfItsKind: Handler<'updateBillOfSupply'> = withPrefetch(
  (request: Parameters<Handler<'updateBillOfSupply'>>[0]) => updateOf(request.body.kind, textCustomer)(request),
  ({ orgId, body }) => updateReads(orgId, body),
);

/**
 * The kind a document id names when it is one of `kinds`; otherwise the first of them, so the
 * engine, reading the document as that kind, answers not found.
 */
const kindAmong = (id: string, kinds: readonly KindInTable[]): KindInTable => {
  const kind = kindOfDocumentId(id);
  return kind !== undefined && kinds.includes(kind) ? kind : (kinds[0] as KindInTable);
};

const deleteOf = (kinds: readonly KindInTable[]) => async ({ orgId, caller, params, ports }: Parameters<Handler<'deleteReceiptVoucher'>>[0]) => {
  await deleteDocument(ports, orgId, caller.userId, params.id, kindAmong(params.id, kinds));
  return { status: true as const, message: DOCUMENT_MESSAGES.deleted };
};

/**
 * The kinds whose status the invoice's status call sets (the kind table's routes say which call
 * each kind's status takes); notes and refunds have calls of their own (walk 23: a credit note or a
 * refund set to draft through it, bypassing its rules).
 */
const STATUS_BY_INVOICE_ROUTE = TABLE_KINDS.filter((kind) => changeRoutesOf(kind).status === 'changeDocumentStatus');

/** Receipt, payment and refund vouchers (spec part 2 §7 "Vouchers", and the refund voucher note's calls). */
const voucherHandlers = {
  listReceiptVouchers: listOf('receipt_voucher'),
  receiptVoucherForm: formOf('receipt_voucher'),
  insertReceiptVoucher: insertOf('receipt_voucher'),
  deleteReceiptVoucher: deleteOf(['receipt_voucher']),
  listPaymentVouchers: listOf('payment_voucher'),
  paymentVoucherForm: formOf('payment_voucher'),
  insertPaymentVoucher: insertOf('payment_voucher'),
  deletePaymentVoucher: deleteOf(['payment_voucher']),
  listRefundVouchers: listOf(REFUND_KINDS),
  refundVoucherForm: formOf('refund_voucher'),
  insertRefundVoucher: insertOf('refund_voucher'),
  insertRefundNote: insertOf('refund_note'),
  deleteRefundVoucher: deleteOf(REFUND_KINDS),
  updateRefundNote: withPrefetch(
    (request: Parameters<Handler<'updateRefundNote'>>[0]) => updateOf(request.body.kind)(request),
    ({ orgId, body }) => updateReads(orgId, body),
  ),
  deleteRefundLine: deleteLineOf('invoices'),
  changeRefundStatus: (request) => statusOf('invoices', kindAmong(request.params.id, REFUND_KINDS))(request, request.params.id),
  fetchRefundVoucher: (request) => fetchOf(kindAmong(request.params.id, REFUND_KINDS))(request, request.params.id),
} satisfies Partial<AreaHandlers<'sales'>>;

/** Credit and debit notes (spec part 2 §7 "Notes"): the engine bound to each note kind. */
const noteHandlers = {
  listCreditNotes: listOf('credit_note'),
  listDebitNotes: listOf('debit_note'),
  creditNoteForm: formOf('credit_note'),
  debitNoteForm: formOf('debit_note'),
  clientReferenceDocuments: ({ orgId, params, ports }) => referenceDocuments(ports, orgId, params.type, params.clientid),
  noteClients: async ({ orgId, ports }) => ({ status: true, getClientsWithorgId: await listClientRows(ports, orgId) }),
  referenceTypeName: ({ orgId, params, ports }) => referenceTypeName(ports, orgId, params.type),
  fetchCreditNote: fetch('credit_note'),
  fetchDebitNote: fetch('debit_note'),
  insertCreditNote: insertOf('credit_note'),
  insertDebitNote: insertOf('debit_note'),
  updateCreditNote: updateOf('credit_note'),
  updateDebitNote: updateOf('debit_note'),
  deleteCreditNoteLine: deleteLineOf('invoices'),
  deleteDebitNoteLine: deleteLineOf('invoices'),
  changeCreditNoteStatus: (request) => statusOf('invoices', 'credit_note')(request, request.params.id),
  changeDebitNoteStatus: (request) => statusOf('invoices', 'debit_note')(request, request.params.id),
} satisfies Partial<AreaHandlers<'sales'>>;

export const handlers: AreaHandlers<'sales'> = {
  ...noteHandlers,
  ...voucherHandlers,
  listB2bInvoices: listOf('b2b'),
  listB2cInvoices: listOf('b2c'),
  listReverseChargeInvoices: listOf('reverse_charge'),
  listQuotations: listOf('quotation'),
  listProformaInvoices: listOf('proforma'),
  listDeliveryChallans: listOf('delivery_challan'),
  listPayments: ({ orgId, query, member, ports }) => listPayments(ports, orgId, query, member),

  invoiceForm: ({ orgId, query, ports }) => documentForm(ports, orgId, invoiceFormKind(query)),
  quotationForm: formOf('quotation'),
  proformaForm: formOf('proforma'),
  challanForm: formOf('delivery_challan'),

  nextB2bNumber: next('b2b'),
  nextB2cNumber: next('b2c'),
  nextQuotationNumber: next('quotation'),
  nextProformaNumber: next('proforma'),
  nextChallanNumber: next('delivery_challan'),
  checkB2bNumber: check('b2b'),
  checkB2cNumber: check('b2c'),
  checkChallanNumber: check('delivery_challan'),
  checkQuotationNumber: check('quotation'),
  checkProformaNumber: check('proforma'),

  itemForB2b: ({ orgId, params, ports }) => itemLookup(ports, orgId, params.itemId, { clientId: params.clientId }),
  itemForB2c: ({ orgId, params, ports }) => itemLookup(ports, orgId, params.itemId, { stateCode: params.statecode }),
  itemForDocument: ({ orgId, params, ports }) => itemLookup(ports, orgId, params.itemId, {}),
  itemGoodsService: ({ orgId, params, ports }) => itemGoodsService(ports, orgId, params.itemId),
  clientContacts: ({ orgId, params, ports }) => clientContacts(ports, orgId, params.clientId),
  referenceDocuments: ({ orgId, params, ports }) => referenceDocuments(ports, orgId, params.type),

  fetchB2bInvoice: fetch('b2b'),
  fetchQuotation: fetch('quotation'),
  fetchB2cInvoice: fetch('b2c'),
  fetchReverseChargeInvoice: fetch('reverse_charge'),
  fetchDeliveryChallan: fetch('delivery_challan'),
  fetchProformaInvoice: fetch('proforma'),

  insertB2bInvoice: insertOf('b2b', textCustomer),
  updateB2bInvoice: updateOf('b2b', textCustomer),
  insertB2cInvoice: insertOf('b2c', textCustomer),
  updateB2cInvoice: updateOf('b2c', textCustomer),
  insertReverseChargeInvoice: insertOf('reverse_charge', textCustomer),
  updateReverseChargeInvoice: updateOf('reverse_charge', textCustomer),
  insertQuotation: insertOf('quotation', textCustomer),
  updateQuotation: updateOf('quotation', textCustomer),
  insertProformaInvoice: insertOf('proforma', textCustomer),
  updateProformaInvoice: updateOf('proforma', textCustomer),
  insertDeliveryChallan: insertOf('delivery_challan', textCustomer),
  updateDeliveryChallan: updateOf('delivery_challan', textCustomer),

  deleteDocumentLine: deleteLineOf('invoices'),
  addDocumentPayment: paymentOf('invoices'),
  removeDocumentPayment: paymentRemovalOf('invoices'),
  changeDocumentStatus: (request) => statusOf('invoices', kindAmong(request.params.invoiceid, STATUS_BY_INVOICE_ROUTE))(request, request.params.invoiceid),

  // Bill of supply (spec part 2 §7); its calls name the organisation orgId and the document invoiceId.
  listBillsOfSupply: listOf('bill_of_supply'),
  billOfSupplyForm: formOf('bill_of_supply'),
  async fetchBillOfSupply(request) {
    // Vouchers are edited through editbillofsupply, so their form fetches them here too.
    const kind = kindAmong(request.params.invoiceId, EDITED_BY_EDITBILLOFSUPPLY);
    const [{ invoice }, credit] = await Promise.all([fetchOf(kind)(request, request.params.invoiceId), smsCreditOf(request.ports.table, request.orgId)]);
    return { status: true, invoice: { ...invoice, is_sa_ba: invoice.isaddrsame }, items: invoice.items, getsmsDetails: [{ credit }], clientinfo: invoice.party };
  },
  nextBillOfSupplyNumber: ({ orgId, params, ports }) => nextNumber(ports, orgId, 'bill_of_supply', params.year),
  checkBillOfSupplyNumber: ({ orgId, params, ports }) => checkSequence(ports, orgId, 'bill_of_supply', params.sequence, params.date),
  insertBillOfSupply: insertOf('bill_of_supply', textCustomer),
  updateBillOfSupply: updateOfItsKind,
  deleteBillOfSupplyLine: deleteLineOf('invoices'),
  changeBillOfSupplyStatus: (request) => statusOf('invoices', 'bill_of_supply')(request, request.params.invoiceId),
  async deleteBillOfSupply({ orgId, caller, params, ports }) {
    await deleteDocument(ports, orgId, caller.userId, params.invoiceId, 'bill_of_supply');
    return { status: true, message: DOCUMENT_MESSAGES.deleted };
  },
};
