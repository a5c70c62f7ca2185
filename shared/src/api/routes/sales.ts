// Routes of sales documents (spec part 1 §7): B2B, B2C, reverse charge, quotation, proforma and
// delivery challan. The spec gives each kind its own paths (odd spellings kept: existing clients
// call them); behind them is one document engine, so each path is made by one of the factories
// below and its handler is the engine's, bound to the kind (functions/src/areas/sales/handlers.ts).
// Reading needs 'invoices.view', changing 'invoices.edit'.
import { defineRoute } from '../route-definition.js';
import {
  addPaymentRequest,
  removePaymentRequest,
  changeStatusParams,
  deleteLineRequest,
  financialYearQuery,
  nextNumberParams,
  nextNumberResponse,
  orgIdPathParams,
  sequenceCheckParams,
  sequenceCheckResponse,
  itemLookupB2bParams,
  itemLookupB2cParams,
  documentItemIdParams,
  clientIdPathParams,
  referenceTypeParams,
} from '../schemas/documents.js';
import {
  documentContactsResponse,
  documentItemLookupResponse,
  documentMessageResponse,
  itemGoodsServiceResponse,
  paymentsListResponse,
  referenceDocumentsResponse,
} from '../schemas/document-views.js';
import { TABLE_KINDS, kindFacts } from '../../documents/kinds.js';
import type { PermissionByField } from '../route-definition.js';
import { orgFrom } from './auth-modes.js';
import { documentRouteFactories } from './document-route-factories.js';

// The bill of supply's routes (bill-of-supply.ts) are sales routes too: they use the same factories.
export const { view: VIEW, edit: EDIT, viewRoute, listRoute, formRoute, listRouteOrgId, formRouteOrgId, fetchRoute, insertRoute, updateRoute } = documentRouteFactories(
  'sales',
  'invoices.view',
  'invoices.edit',
);

/**
 * The look-ups of the documents a note can refer to serve every note kind, so a member reads the
 * documents of the type asked under that type's own permission: a vendor's credit note refers to
 * purchases, which a purchases clerk may see without seeing invoices.
 */
export const VIEW_OF_REFERENCE_TYPE = {
  field: 'type',
  in: 'path',
  byValue: Object.fromEntries(TABLE_KINDS.filter((kind) => kindFacts(kind).family === 'purchases').map((kind) => [kind, 'purchases.view' as const])),
  otherwise: VIEW,
} as const satisfies PermissionByField;

const nextNumberRoute = (path: string, summary: string) => viewRoute(path, summary, { params: nextNumberParams, response: nextNumberResponse });
const sequenceCheckRoute = (path: string, summary: string) => viewRoute(path, summary, { params: sequenceCheckParams, response: sequenceCheckResponse });

export const salesRoutes = {
  // Lists (?startyear&endyear: a financial year)
  listB2bInvoices: listRoute('/api/account/orginvoiceclient/{orgid}', 'B2B invoices of a financial year, with the monthly chart'),
  listB2cInvoices: listRoute('/api/account/orgB2CInvoices/{orgid}', 'B2C invoices of a financial year, with the monthly chart'),
  listReverseChargeInvoices: listRoute('/api/account/getReverseInvoices/{orgid}', 'Reverse charge invoices of a financial year'),
  listQuotations: listRoute('/api/account/orgquotationclient/{orgid}', 'Quotations of a financial year'),
  listProformaInvoices: listRoute('/api/account/orgproformainvoiceclient/{orgid}', 'Proforma invoices of a financial year'),
  listDeliveryChallans: listRoute('/api/account/list/orgdeliverychallan/{orgid}', 'Delivery challans of a financial year'),
  // Each member is given the groups of the documents he may see (payments-list.ts): sales', purchases' or both.
  listPayments: viewRoute(
    '/api/account/list/payments/{orgid}',
    'Payments received, grouped B2B, B2C, bill of supply, reverse charge and purchases',
    { params: orgIdPathParams, query: financialYearQuery, response: paymentsListResponse },
    orgFrom({ from: 'path', name: 'orgid' }, { anyOf: [VIEW, 'purchases.view'] }),
  ),

  // Form preparation
  invoiceForm: formRoute('/api/account/invoice/orgiterms/{orgid}', 'What a new invoice form needs (?b2c=true, ?reversecharge=true)'),
  quotationForm: formRoute('/api/account/quotation/orgiterms/{orgid}', 'What a new quotation form needs'),
  proformaForm: formRoute('/api/account/proformainvoice/orgiterms/{orgid}', 'What a new proforma invoice form needs'),
  challanForm: formRoute('/api/account/getDeiveryChallan/orgiterms/{orgid}', 'What a new delivery challan form needs'),

  // Numbering
  nextB2bNumber: nextNumberRoute('/api/account/getinvoiveId/{orgid}/{prefix}/{generation}/{year}', 'Next B2B invoice number of a financial year'),
  nextB2cNumber: nextNumberRoute('/api/account/getinvoiveb2cId/{orgid}/{prefix}/{generation}/{year}', 'Next B2C invoice number'),
  nextQuotationNumber: nextNumberRoute('/api/account/getqtinvoiveId/{orgid}/{prefix}/{generation}/{year}', 'Next quotation number'),
  nextProformaNumber: nextNumberRoute('/api/account/getpiinvoiveId/{orgid}/{prefix}/{generation}/{year}', 'Next proforma invoice number'),
  nextChallanNumber: nextNumberRoute('/api/account/getdcinvoiveId/{orgid}/{prefix}/{generation}/{year}', 'Next delivery challan number'),
  checkB2bNumber: sequenceCheckRoute('/api/account/getinvoiveIdSequence/{orgid}/{prefix}/{number}/{date}', 'Is a typed B2B invoice number free? Else the next one'),
  checkB2cNumber: sequenceCheckRoute('/api/account/getinvoiveb2cIdSequence/{orgid}/{prefix}/{number}/{date}', 'Is a typed B2C invoice number free?'),
  checkChallanNumber: sequenceCheckRoute('/api/account/getinvoivedcIdSequence/{orgid}/{prefix}/{number}/{date}', 'Is a typed delivery challan number free?'),
  checkQuotationNumber: sequenceCheckRoute('/api/account/getinvoiveqtIdSequence/{orgid}/{prefix}/{number}/{date}', 'Is a typed quotation number free?'),
  checkProformaNumber: sequenceCheckRoute('/api/account/getinvoivepiIdSequence/{orgid}/{prefix}/{number}/{date}', 'Is a typed proforma invoice number free?'),

  // Item and contact look-ups
  itemForB2b: viewRoute(
    '/api/account/invoice/getitemb2b/{itemId}/{orgid}/{clientId}',
    "A catalogue item for a client's document: price, rates, stock in hand, the client's previous price",
    { params: itemLookupB2bParams, response: documentItemLookupResponse },
  ),
  itemForB2c: viewRoute(
    '/api/account/invoice/getitemb2c/{itemId}/{orgid}/{statecode}',
    "A catalogue item for a consumer's invoice in a state",
    { params: itemLookupB2cParams, response: documentItemLookupResponse },
  ),
  itemForDocument: viewRoute(
    '/api/account/invoice/getitem/{itemId}',
    'A catalogue item for a document line',
    { params: documentItemIdParams, response: documentItemLookupResponse },
    orgFrom({ from: 'record', in: 'path', name: 'itemId' }, VIEW),
  ),
  itemGoodsService: viewRoute(
    '/api/account/item/getdetails/{itemId}',
    'Whether an item is goods or services',
    { params: documentItemIdParams, response: itemGoodsServiceResponse },
    orgFrom({ from: 'record', in: 'path', name: 'itemId' }, VIEW),
  ),
  clientContacts: viewRoute(
    '/api/account/invoice/getcontacts/{clientId}',
    "A client's addresses and contacts for the billing and shipping pickers",
    { params: clientIdPathParams, response: documentContactsResponse },
    orgFrom({ from: 'record', in: 'path', name: 'clientId' }, VIEW),
  ),
  referenceDocuments: viewRoute(
    '/api/account/invoice/getcreditnotereferencetype/{type}/{orgid}',
    'Saved documents of a kind that a new document can refer to or be made from',
    { params: referenceTypeParams, response: referenceDocumentsResponse },
    orgFrom({ from: 'path', name: 'orgid' }, VIEW_OF_REFERENCE_TYPE),
  ),

  // Fetch for edit
  fetchB2bInvoice: fetchRoute('/api/account/invoice/getinvoicedata/{id}/{orgid}', 'A B2B invoice with its lines'),
  fetchQuotation: fetchRoute('/api/account/quotation/getquotationdata/{id}/{orgid}', 'A quotation with its lines'),
  fetchB2cInvoice: fetchRoute('/api/account/invoice/getB2CInvoice/{id}/{orgid}', 'A B2C invoice with its lines'),
  fetchReverseChargeInvoice: fetchRoute('/api/account/invoice/getreverseinvoiceedit/{id}/{orgid}', 'A reverse charge invoice with its lines'),
  fetchDeliveryChallan: fetchRoute('/api/account/dc/getdcdata/{id}/{orgid}', 'A delivery challan with its lines'),
  fetchProformaInvoice: fetchRoute('/api/account/proforma/getproformadata/{id}/{orgid}', 'A proforma invoice with its lines'),

  // Saves
  insertB2bInvoice: insertRoute('b2b', '/api/account/invoice/insert/savedata', 'Save a new B2B invoice'),
  updateB2bInvoice: updateRoute('b2b', '/api/account/invoiceedit/updateinvoicedata', 'Update a B2B invoice'),
  insertB2cInvoice: insertRoute('b2c', '/api/account/invoice/insert/saveb2cinvoice', 'Save a new B2C invoice'),
  updateB2cInvoice: updateRoute('b2c', '/api/account/invoice/update/existingb2cinvoice', 'Update a B2C invoice'),
  insertReverseChargeInvoice: insertRoute('reverse_charge', '/api/account/reverseinvoice/insert/savedata', 'Save a new reverse charge invoice'),
  updateReverseChargeInvoice: updateRoute('reverse_charge', '/api/account/reverseinvoice/edit/updateinvoicedata', 'Update a reverse charge invoice'),
  insertQuotation: insertRoute('quotation', '/api/account/quotation/savedata', 'Save a new quotation'),
  updateQuotation: updateRoute('quotation', '/api/account/quotation/updatequotationdata', 'Update a quotation'),
  insertProformaInvoice: insertRoute('proforma', '/api/account/proformainvoice/insert/savedata', 'Save a new proforma invoice'),
  updateProformaInvoice: updateRoute('proforma', '/api/account/invoice/edit/proformainvoicedata', 'Update a proforma invoice'),
  insertDeliveryChallan: insertRoute('delivery_challan', '/api/account/deliverychallan/insert/savedata', 'Save a new delivery challan'),
  updateDeliveryChallan: updateRoute('delivery_challan', '/api/account/deliverychallan/edit/updateinvoicedata', 'Update a delivery challan'),

  // Lines, payments, status
  deleteDocumentLine: defineRoute({
    method: 'POST',
    path: '/api/account/invoice/existing/deleteitem',
    area: 'sales',
    auth: orgFrom({ from: 'record', in: 'body', name: 'invoiceid' }, EDIT),
    summary: 'Delete one line of a saved sales document (never its only line)',
    body: deleteLineRequest,
    response: documentMessageResponse,
  }),
  addDocumentPayment: defineRoute({
    method: 'POST',
    path: '/api/account/addpayments/orgcharts',
    area: 'sales',
    auth: orgFrom({ from: 'record', in: 'body', name: 'invoiceId' }, EDIT),
    summary: 'Record a payment received against an invoice (at most its pending amount)',
    body: addPaymentRequest,
    response: documentMessageResponse,
  }),
  removeDocumentPayment: defineRoute({
    method: 'POST',
    path: '/api/account/deletepayment/orgcharts',
    area: 'sales',
    auth: orgFrom({ from: 'record', in: 'body', name: 'invoiceId' }, EDIT),
    // The spec has no way to take back a payment keyed wrongly: ours, beside its add call.
    inSpec: false,
    summary: 'Remove a payment recorded against an invoice (the status follows what is still paid)',
    body: removePaymentRequest,
    response: documentMessageResponse,
  }),
  changeDocumentStatus: viewRoute(
    '/api/account/invoice/changestatus/{status}/{invoiceid}',
    'Set a sales document to draft, sent or cancelled (a cancelled one keeps its number)',
    { params: changeStatusParams, response: documentMessageResponse },
    orgFrom({ from: 'record', in: 'path', name: 'invoiceid' }, EDIT),
  ),
} as const;
