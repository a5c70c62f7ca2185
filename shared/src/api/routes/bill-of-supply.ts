// Routes of the bill of supply (spec part 2 §7 "Bill of supply"): list, form, fetch, numbering,
// saves, status, delete and deleting a line. Like the sales kinds, each is the one document
// engine bound to the kind (functions/src/areas/sales/handlers.ts); the bill of supply belongs to
// the sales area ('invoices.view' / 'invoices.edit'). Its calls name the organisation `orgid` or
// `orgId` and the document `invoiceId`, as the spec writes each path.
// The spec's editbillofsupply also edits vouchers: its body is the update body of the kind the
// document's id names, among EDITED_BY_EDITBILLOFSUPPLY.
import { defineRoute } from '../route-definition.js';
import {
  billOfSupplyIdParams,
  billOfSupplyNextNumberParams,
  billOfSupplySequenceCheckParams,
  billOfSupplyStatusParams,
  deleteLineRequest,
  documentSavedResponse,
  documentUpdateOfKindsRequest,
  nextNumberResponse,
  sequenceCheckResponse,
} from '../schemas/documents.js';
import { billOfSupplyFetchResponse, documentMessageResponse } from '../schemas/document-views.js';
import { orgFrom } from './auth-modes.js';
import { EDIT, VIEW, formRoute, insertRoute, listRoute, viewRoute } from './sales.js';

/** The kinds whose documents POST /api/account/editbillofsupply edits (and getbillofsupply fetches): the bill of supply and every voucher. */
export const EDITED_BY_EDITBILLOFSUPPLY = ['bill_of_supply', 'receipt_voucher', 'payment_voucher', 'refund_voucher', 'refund_note'] as const;

const IN_PATH = orgFrom({ from: 'path', name: 'orgId' }, VIEW);
const RECORD_IN_PATH = (permission: typeof VIEW | typeof EDIT) => orgFrom({ from: 'record', in: 'path', name: 'invoiceId' }, permission);

export const billOfSupplyRoutes = {
  listBillsOfSupply: listRoute('/api/account/orgbillofsupply/{orgid}', 'Bills of supply of a financial year, with the monthly chart'),
  billOfSupplyForm: formRoute('/api/account/billofsupply/orgiterms/{orgid}', 'What a new bill of supply form needs'),
  fetchBillOfSupply: viewRoute(
    '/api/account/getbillofsupply/{invoiceId}/{orgId}',
    'A bill of supply with its lines, the receiver and the SMS credit',
    { params: billOfSupplyIdParams, response: billOfSupplyFetchResponse },
    RECORD_IN_PATH(VIEW),
  ),
  nextBillOfSupplyNumber: viewRoute('/api/account/getinvoivebosId/{orgId}/{prefix}/{generation}/{year}', 'Next bill of supply number of a financial year', { params: billOfSupplyNextNumberParams, response: nextNumberResponse }, IN_PATH),
  checkBillOfSupplyNumber: viewRoute(
    '/api/account/getinvoivebosIdSequence/{orgId}/{prefix}/{sequence}/{date}',
    'Is a typed bill of supply number free? Else the next one',
    { params: billOfSupplySequenceCheckParams, response: sequenceCheckResponse },
    IN_PATH,
  ),
  insertBillOfSupply: insertRoute('bill_of_supply', '/api/account/billofsupply/savedata', 'Save a new bill of supply'),
  updateBillOfSupply: defineRoute({
    method: 'POST',
    path: '/api/account/editbillofsupply',
    area: 'sales',
    auth: orgFrom({ from: 'record', in: 'body', name: 'id' }, EDIT),
    summary: 'Update a bill of supply (the spec edits vouchers through it too: the kind is the one its id names)',
    body: documentUpdateOfKindsRequest(EDITED_BY_EDITBILLOFSUPPLY),
    response: documentSavedResponse,
  }),
  deleteBillOfSupplyLine: defineRoute({
    method: 'POST',
    path: '/api/account/billofsupply/existing/deleteitem',
    area: 'sales',
    auth: orgFrom({ from: 'record', in: 'body', name: 'invoiceid' }, EDIT),
    summary: 'Delete one line of a saved bill of supply (never its only line)',
    body: deleteLineRequest,
    response: documentMessageResponse,
  }),
  changeBillOfSupplyStatus: viewRoute(
    '/api/account/billofsupply/changestatus/{status}/{invoiceId}',
    'Set a bill of supply to draft, sent or cancelled',
    { params: billOfSupplyStatusParams, response: documentMessageResponse },
    RECORD_IN_PATH(EDIT),
  ),
  deleteBillOfSupply: viewRoute(
    '/api/account/deletebillofsupply/{invoiceId}/{orgId}',
    'Delete a bill of supply: it leaves the lists and returns its stock; its number is never issued again',
    { params: billOfSupplyIdParams, response: documentMessageResponse },
    RECORD_IN_PATH(EDIT),
  ),
} as const;
