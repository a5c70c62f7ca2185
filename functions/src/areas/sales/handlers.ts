// Handlers of the sales area: every spec route of the six sales kinds and the bill of supply, each
// bound to the one document engine (functions/src/documents) with its kind. A kind differs only by
// its row of the kind table (shared/src/documents/kinds.ts).
import { DOCUMENT_MESSAGES, paiseToRupees, type KindInTable, type RouteName, type Routes } from '@bahi/shared';
import { withPrefetch, type AreaHandlers, type RouteHandler } from '../../http/handler-types.js';
import type { Ports, VerifiedCaller } from '../../ports/index.js';
import { addPayment, changeStatus, deleteDocument, deleteLine } from '../../documents/document-changes.js';
import {
  checkSequence,
  clientContacts,
  documentForm,
  fetchDocument,
  invoiceFormKind,
  itemGoodsService,
  itemLookup,
  listDocuments,
  listPayments,
  nextNumber,
  referenceDocuments,
} from '../../documents/document-reads.js';
import { insertNewDocument, updateExistingDocument } from '../../documents/document-save.js';
import { afterSave } from '../../documents/after-save.js';
import { smsCreditOf } from '../../store/sms.js';
import { insertReads, updateReads } from '../../documents/save-reads.js';

type Handler<N extends RouteName> = RouteHandler<Routes[N]>;
type LineToDelete = Parameters<typeof deleteLine>[3];

const list = (kind: KindInTable): Handler<'listB2bInvoices'> => ({ orgId, query, ports }) => listDocuments(ports, orgId, kind, query);
const form = (kind: KindInTable): Handler<'quotationForm'> => ({ orgId, ports }) => documentForm(ports, orgId, kind);
const next = (kind: KindInTable): Handler<'nextB2bNumber'> => ({ orgId, params, ports }) => nextNumber(ports, orgId, kind, params.year);
const check = (kind: KindInTable): Handler<'checkB2bNumber'> => ({ orgId, params, ports }) => checkSequence(ports, orgId, kind, params.number, params.date);
const fetch = (kind: KindInTable): Handler<'fetchB2bInvoice'> => async ({ orgId, params, ports }) => {
  const invoice = await fetchDocument(ports, orgId, params.id, kind);
  return { status: true, invoice, items: invoice.items };
};

const saved = async (ports: Parameters<Handler<'insertB2bInvoice'>>[0]['ports'], result: Awaited<ReturnType<typeof insertNewDocument>>, sendSms: boolean) => {
  const smsError = await afterSave(ports, result.org, result.doc, sendSms);
  return {
    status: true as const,
    message: result.message,
    id: result.doc.id,
    invoice_no: result.doc.number,
    version: result.doc.version,
    final_total: paiseToRupees(result.doc.grandTotal),
    ...(smsError ? { smsError } : {}),
  };
};

const insert = (kind: KindInTable): Handler<'insertB2bInvoice'> =>
  withPrefetch(
    async ({ caller, body, ports }) => saved(ports, await insertNewDocument(ports, caller.userId, { ...body, kind }), body.sendSms),
    ({ orgId, body }) => insertReads(orgId, body),
  );
/** POST /api/account/editbillofsupply: the engine's update for the kind the document's id names. */
const updateOfItsKind: Handler<'updateBillOfSupply'> = withPrefetch(
  async ({ orgId, caller, body, ports }) => saved(ports, await updateExistingDocument(ports, orgId, caller.userId, body.kind, body), body.draft.sendSms),
  ({ orgId, body }) => updateReads(orgId, body),
);

const update = (kind: KindInTable): Handler<'updateB2bInvoice'> =>
  withPrefetch(
    async ({ orgId, caller, body, ports }) => saved(ports, await updateExistingDocument(ports, orgId, caller.userId, kind, body), body.draft.sendSms),
    ({ orgId, body }) => updateReads(orgId, body),
  );

/** Deleting a line: the sales kinds' call and the bill of supply's take the same body. */
const removeLine = async ({ orgId, caller, body, ports }: { orgId: string; caller: VerifiedCaller; body: LineToDelete; ports: Ports }) => {
  const doc = await deleteLine(ports, orgId, caller.userId, body);
  return { status: true as const, message: DOCUMENT_MESSAGES.deleted, version: doc.version };
};

export const handlers: AreaHandlers<'sales'> = {
  listB2bInvoices: list('b2b'),
  listB2cInvoices: list('b2c'),
  listReverseChargeInvoices: list('reverse_charge'),
  listQuotations: list('quotation'),
  listProformaInvoices: list('proforma'),
  listDeliveryChallans: list('delivery_challan'),
  listPayments: ({ orgId, query, ports }) => listPayments(ports, orgId, query),

  invoiceForm: ({ orgId, query, ports }) => documentForm(ports, orgId, invoiceFormKind(query)),
  quotationForm: form('quotation'),
  proformaForm: form('proforma'),
  challanForm: form('delivery_challan'),

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

  insertB2bInvoice: insert('b2b'),
  updateB2bInvoice: update('b2b'),
  insertB2cInvoice: insert('b2c'),
  updateB2cInvoice: update('b2c'),
  insertReverseChargeInvoice: insert('reverse_charge'),
  updateReverseChargeInvoice: update('reverse_charge'),
  insertQuotation: insert('quotation'),
  updateQuotation: update('quotation'),
  insertProformaInvoice: insert('proforma'),
  updateProformaInvoice: update('proforma'),
  insertDeliveryChallan: insert('delivery_challan'),
  updateDeliveryChallan: update('delivery_challan'),

  deleteDocumentLine: removeLine,
  async addDocumentPayment({ orgId, caller, body, ports }) {
    const doc = await addPayment(ports, orgId, caller.userId, body);
    return { status: true, message: DOCUMENT_MESSAGES.paymentAdded, version: doc.version };
  },
  async changeDocumentStatus({ orgId, caller, params, ports }) {
    const doc = await changeStatus(ports, orgId, caller.userId, params.invoiceid, params.status);
    return { status: true, message: DOCUMENT_MESSAGES.statusChanged, version: doc.version };
  },

  // Bill of supply (spec part 2 §7); its calls name the organisation orgId and the document invoiceId.
  listBillsOfSupply: ({ orgId, query, ports }) => listDocuments(ports, orgId, 'bill_of_supply', query),
  billOfSupplyForm: ({ orgId, ports }) => documentForm(ports, orgId, 'bill_of_supply'),
  async fetchBillOfSupply({ orgId, params, ports }) {
    const [invoice, credit] = await Promise.all([fetchDocument(ports, orgId, params.invoiceId, 'bill_of_supply'), smsCreditOf(ports.table, orgId)]);
    return { status: true, invoice: { ...invoice, is_sa_ba: invoice.isaddrsame }, items: invoice.items, getsmsDetails: [{ credit }], clientinfo: invoice.party };
  },
  nextBillOfSupplyNumber: ({ orgId, params, ports }) => nextNumber(ports, orgId, 'bill_of_supply', params.year),
  checkBillOfSupplyNumber: ({ orgId, params, ports }) => checkSequence(ports, orgId, 'bill_of_supply', params.sequence, params.date),
  insertBillOfSupply: insert('bill_of_supply'),
  updateBillOfSupply: updateOfItsKind,
  deleteBillOfSupplyLine: removeLine,
  async changeBillOfSupplyStatus({ orgId, caller, params, ports }) {
    const doc = await changeStatus(ports, orgId, caller.userId, params.invoiceId, params.status, 'bill_of_supply');
    return { status: true, message: DOCUMENT_MESSAGES.statusChanged, version: doc.version };
  },
  async deleteBillOfSupply({ orgId, caller, params, ports }) {
    await deleteDocument(ports, orgId, caller.userId, params.invoiceId, 'bill_of_supply');
    return { status: true, message: DOCUMENT_MESSAGES.deleted };
  },
};
