// Routes of the receipt, payment and refund vouchers (spec part 2 §7 "Vouchers", and the refund
// voucher note's calls under "Notes"): lists, form preparation, saves, deletes, and the refund
// note's edit, fetch, status and line delete. Each is the one document engine bound to a kind of
// the kind table (functions/src/areas/sales/handlers.ts); vouchers are edited and fetched for the
// form through the bill of supply's editbillofsupply and getbillofsupply (bill-of-supply.ts). They
// belong to the sales area ('invoices.view' / 'invoices.edit'), as editbillofsupply does.
// Both refund kinds (the Voucher- voucher and the RCV- note) share the one refund list, fetch,
// edit, status, line delete and delete: the kind is the one the document's id names.
import { z } from 'zod';
import { defineRoute } from '../route-definition.js';
import { deleteLineRequest, documentSavedResponse, documentUpdateOfKindsRequest, voucherIdParams } from '../schemas/documents.js';
import { documentMessageResponse } from '../schemas/document-views.js';
import { idField } from '../schemas/common.js';
import { orgFrom } from './auth-modes.js';
import { EDIT, fetchRoute, formRoute, formRouteOrgId, insertRoute, listRoute, listRouteOrgId, viewRoute } from './sales.js';

/** The kinds the refund calls serve (kinds.ts REFUND_KINDS). */
const REFUND_ROUTE_KINDS = ['refund_voucher', 'refund_note'] as const;

const deleteVoucherRoute = (path: string, summary: string) =>
  viewRoute(path, summary, { params: voucherIdParams, response: documentMessageResponse }, orgFrom({ from: 'record', in: 'path', name: 'id' }, EDIT));

export const voucherRoutes = {
  listReceiptVouchers: listRouteOrgId('/api/account/receiptvoucher/{orgId}', 'Receipt vouchers of a financial year, with the monthly chart'),
  receiptVoucherForm: formRouteOrgId('/api/account/receipt/orgiterms/{orgId}', 'What a new receipt voucher form needs'),
  insertReceiptVoucher: insertRoute('receipt_voucher', '/api/account/receiptvoucher/savedata', 'Save a receipt voucher: an advance received, its tax backed out'),
  deleteReceiptVoucher: deleteVoucherRoute('/api/account/deleteReceiptVoucher/{id}/{orgId}', 'Delete a receipt voucher (not while refunds stand against it)'),

  listPaymentVouchers: listRouteOrgId('/api/account/paymentvoucher/{orgId}', 'Payment vouchers of a financial year, with the monthly chart'),
  paymentVoucherForm: formRouteOrgId('/api/account/payment/orgiterms/{orgId}', 'What a new payment voucher form needs'),
  insertPaymentVoucher: insertRoute('payment_voucher', '/api/account/paymentvoucher/savedata', 'Save a payment voucher: an advance paid to a supplier'),
  deletePaymentVoucher: deleteVoucherRoute('/api/account/deletePaymentVoucher/{id}/{orgId}', 'Delete a payment voucher'),

  listRefundVouchers: listRoute('/api/account/refundvoucher/{orgid}', 'Refund vouchers and refund voucher notes of a financial year'),
  refundVoucherForm: formRoute('/api/account/refund/orgiterms/{orgid}', 'What a new refund voucher form needs'),
  insertRefundVoucher: insertRoute('refund_voucher', '/api/account/refundvoucher/savedata', "Save a refund voucher: gives back a receipt voucher's advance"),
  deleteRefundVoucher: deleteVoucherRoute('/api/account/deleteRefundVoucher/{id}/{orgId}', 'Delete a refund voucher or note: its amount goes back to the advance'),
  insertRefundNote: insertRoute('refund_note', '/api/account/refundvoucherNote/savedata', "Save a refund voucher note (RCV-): gives back a receipt voucher's advance"),
  updateRefundNote: defineRoute({
    method: 'POST',
    path: '/api/account/refundvoucheredit/editdata',
    area: 'sales',
    auth: orgFrom({ from: 'record', in: 'body', name: 'id' }, EDIT),
    summary: 'Update a refund voucher note or refund voucher (the kind its id names)',
    body: documentUpdateOfKindsRequest(REFUND_ROUTE_KINDS),
    response: documentSavedResponse,
  }),
  deleteRefundLine: defineRoute({
    method: 'POST',
    path: '/api/account/refundvoucher/deleteItem',
    area: 'sales',
    auth: orgFrom({ from: 'record', in: 'body', name: 'invoiceid' }, EDIT),
    summary: 'Delete one line of a saved refund voucher or note (never its only line)',
    body: deleteLineRequest,
    response: documentMessageResponse,
  }),
  changeRefundStatus: viewRoute(
    '/api/account/refundvoucher/changestatus/{status}/{id}',
    'Set a refund voucher or note to draft, sent or cancelled',
    { params: z.object({ status: z.string().max(30), id: idField }), response: documentMessageResponse },
    orgFrom({ from: 'record', in: 'path', name: 'id' }, EDIT),
  ),
  fetchRefundVoucher: fetchRoute('/api/account/getrefundvoucher/edit/{id}/{orgid}', 'A refund voucher or note with its lines'),
} as const;
