// Routes of purchases (spec part 1 §7: clientpurchase, purchase/..., addpayments/purchases) and
// composite purchases (part 2 §7). One document engine behind them, as for sales: each path is
// bound to a kind of the kind table (functions/src/areas/purchases/handlers.ts). Reading needs
// 'purchases.view', changing 'purchases.edit'.
import { z } from 'zod';
import { defineRoute, notInSpec } from '../route-definition.js';
import {
  addPurchasePaymentRequest,
  removePurchasePaymentRequest,
  changeStatusParams,
  clientIdPathParams,
  deleteLineRequest,
  documentInsertRequest,
  documentSavedResponse,
  financialYearQuery,
  orgIdPathParams,
  orgitermsQuery,
} from '../schemas/documents.js';
import {
  documentContactsResponse,
  documentFetchResponse,
  documentFormResponse,
  documentItemLookupResponse,
  documentListResponse,
  documentMessageResponse,
} from '../schemas/document-views.js';
import { idField } from '../schemas/common.js';
import { orgFrom } from './auth-modes.js';
import { documentRouteFactories } from './document-route-factories.js';

const { view: VIEW, edit: EDIT, viewRoute, listRoute, formRoute, fetchRoute, insertRoute, updateRoute } = documentRouteFactories(
  'purchases',
  'purchases.view',
  'purchases.edit',
);

/** The composite purchase's paths spell the organisation `{orgId}` and the document `{invoiceId}`. */
const compositeOrgParams = z.object({ orgId: idField });
const compositeFetchParams = z.object({ invoiceId: idField, orgId: idField });
const compositeStatusParams = z.object({ status: z.string().max(30), invoiceId: idField });
const COMPOSITE_IN_PATH = orgFrom({ from: 'path', name: 'orgId' }, VIEW);

/**
 * Deleting a composite purchase's line (spec part 2 §7: subtotal, total, invoiceid, itemId,
 * indItemId, type). itemId is the stored line's id; the figures and the type are not read (the
 * server recomputes the totals), nor indItemId (a line's individual details go with the line).
 * version: the version fetched, as every change of a document carries.
 */
const compositeDeleteLineRequest = z
  .object({
    invoiceid: idField,
    itemId: z.string().min(1).max(40),
    indItemId: z.unknown().optional(),
    type: z.unknown().optional(),
    subtotal: z.unknown().optional(),
    total: z.unknown().optional(),
    version: z.coerce.number().int().positive(),
  })
  .transform((wire) => ({ invoiceid: wire.invoiceid, itemid: wire.itemId, version: wire.version }));

const itemForPurchaseParams = z.object({ itemid: idField });

export const purchaseRoutes = {
  // Purchases (spec part 1)
  listPurchases: listRoute('/api/account/clientpurchase/{orgid}', 'Purchases of a financial year, with the monthly chart'),
  purchaseForm: formRoute('/api/account/purchase/orgiterms/{orgid}', 'What a new purchase form needs'),
  itemForPurchase: viewRoute(
    '/api/account/purchase/items/{itemid}',
    'A catalogue item for a purchase line: purchase price, rates, stock in hand',
    { params: itemForPurchaseParams, response: documentItemLookupResponse },
    orgFrom({ from: 'record', in: 'path', name: 'itemid' }, VIEW),
  ),
  vendorContacts: defineRoute({
    method: 'GET',
    path: '/api/account/purchase/getcontacts/{clientId}',
    area: 'purchases',
    auth: orgFrom({ from: 'record', in: 'path', name: 'clientId' }, VIEW),
    // The spec's purchase form loads the vendor's addresses through the invoices' call
    // (invoice/getcontacts, 'invoices.view'): a member who may record purchases but not see
    // invoices could not pick an address. The same look-up, on a purchase path and permission.
    inSpec: false,
    summary: "A vendor's addresses and contacts for the purchase form's pickers",
    params: clientIdPathParams,
    response: documentContactsResponse,
  }),
  // A supplier's credit note against a purchase (part 2 §7 names the call, not its shape): the
  // vendor_credit kind's save body; the organisation is the path's, whatever the body says.
  insertVendorCredit: defineRoute({
    method: 'POST',
    path: '/api/account/invoice/vendorcreditnote/{orgid}',
    area: 'purchases',
    auth: orgFrom({ from: 'path', name: 'orgid' }, EDIT),
    summary: "Record a supplier's credit note against a purchase: it lowers what is owed on it and the returned goods leave stock",
    params: orgIdPathParams,
    body: documentInsertRequest('vendor_credit'),
    response: documentSavedResponse,
  }),
  // The spec names only the vendor credit note's save; a supplier's credit note must also be seen,
  // corrected and cancelled (a purchase with one cannot be cancelled before it), so its list, form,
  // fetch and update are ours, on the save's path. Its status and line calls are the purchases'.
  listVendorCredits: notInSpec(listRoute('/api/account/vendorcreditnote/list/{orgid}', 'Vendor credit notes of a financial year, with the monthly chart')),
  vendorCreditForm: notInSpec(formRoute('/api/account/vendorcreditnote/orgiterms/{orgid}', 'What a new vendor credit note form needs')),
  fetchVendorCredit: notInSpec(fetchRoute('/api/account/vendorcreditnote/edit/{id}/{orgid}', 'A vendor credit note with its lines')),
  updateVendorCredit: notInSpec(updateRoute('vendor_credit', '/api/account/vendorcreditnote/editdata', 'Update a vendor credit note')),
  fetchPurchase: fetchRoute('/api/account/purchase/getpurchasedata/{id}/{orgid}', 'A purchase with its lines'),
  insertPurchase: insertRoute('purchase', '/api/account/purchase/data', 'Record a new purchase (as a draft)'),
  updatePurchase: updateRoute('purchase', '/api/account/update/purchase/data', 'Update a purchase'),
  deletePurchaseLine: defineRoute({
    method: 'POST',
    path: '/api/account/purchase/deleteitem',
    area: 'purchases',
    auth: orgFrom({ from: 'record', in: 'body', name: 'invoiceid' }, EDIT),
    summary: 'Delete one line of a saved purchase (never its only line)',
    body: deleteLineRequest,
    response: documentMessageResponse,
  }),
  addPurchasePayment: defineRoute({
    method: 'POST',
    path: '/api/account/addpayments/purchases/orgcharts',
    area: 'purchases',
    auth: orgFrom({ from: 'record', in: 'body', name: 'purchase_id' }, EDIT),
    summary: 'Record a payment made against a purchase or composite purchase (at most its pending amount)',
    body: addPurchasePaymentRequest,
    response: documentMessageResponse,
  }),
  removePurchasePayment: defineRoute({
    method: 'POST',
    path: '/api/account/deletepayment/purchases/orgcharts',
    area: 'purchases',
    auth: orgFrom({ from: 'record', in: 'body', name: 'purchase_id' }, EDIT),
    // The spec has no way to take back a payment keyed wrongly: ours, beside its add call.
    inSpec: false,
    summary: 'Remove a payment recorded against a purchase or composite purchase',
    body: removePurchasePaymentRequest,
    response: documentMessageResponse,
  }),
  changePurchaseStatus: defineRoute({
    method: 'GET',
    path: '/api/account/purchase/changestatus/{status}/{invoiceid}',
    area: 'purchases',
    auth: orgFrom({ from: 'record', in: 'path', name: 'invoiceid' }, EDIT),
    // The spec lists no status call for purchases, yet a purchase is created as a draft (part 1
    // §4) and its list offers the status selector every document has: this is the composite
    // purchase's call, on the purchase's path.
    inSpec: false,
    summary: 'Set a purchase to draft, sent or cancelled',
    params: changeStatusParams,
    response: documentMessageResponse,
  }),

  // Composite purchases (spec part 2)
  listCompositePurchases: viewRoute(
    '/api/account/orgcompositepurchase/{orgId}',
    'Composite purchases of a financial year, with the monthly chart',
    { params: compositeOrgParams, query: financialYearQuery, response: documentListResponse },
    COMPOSITE_IN_PATH,
  ),
  compositePurchaseForm: viewRoute(
    '/api/account/compositepurchase/orgiterms/{orgId}',
    'What a new composite purchase form needs',
    { params: compositeOrgParams, query: orgitermsQuery, response: documentFormResponse },
    COMPOSITE_IN_PATH,
  ),
  fetchCompositePurchase: viewRoute(
    '/api/account/getcompositepurchase/{invoiceId}/{orgId}',
    'A composite purchase with its lines',
    { params: compositeFetchParams, response: documentFetchResponse },
    orgFrom({ from: 'record', in: 'path', name: 'invoiceId' }, VIEW),
  ),
  insertCompositePurchase: insertRoute('composite_purchase', '/api/account/compositepurchase/savedata', 'Save a new composite purchase'),
  updateCompositePurchase: updateRoute('composite_purchase', '/api/account/editcompositepurchase', 'Update a composite purchase'),
  deleteCompositePurchaseLine: defineRoute({
    method: 'POST',
    path: '/api/account/compositepurchase/existing/deleteitem',
    area: 'purchases',
    auth: orgFrom({ from: 'record', in: 'body', name: 'invoiceid' }, EDIT),
    summary: 'Delete one line of a saved composite purchase (never its only line)',
    body: compositeDeleteLineRequest,
    response: documentMessageResponse,
  }),
  changeCompositePurchaseStatus: viewRoute(
    '/api/account/compositepurchase/changestatus/{status}/{invoiceId}',
    'Set a composite purchase to draft, sent or cancelled',
    { params: compositeStatusParams, response: documentMessageResponse },
    orgFrom({ from: 'record', in: 'path', name: 'invoiceId' }, EDIT),
  ),
} as const;
