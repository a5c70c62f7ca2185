// Routes of credit and debit notes (spec part 2 §7 "Notes"): list, form, fetch for edit, saves,
// deleting a line, status, and the look-up of the documents of a client a note can refer to.
// Like the bill of supply they are the one document engine bound to a kind of the kind table
// (functions/src/areas/sales/handlers.ts), in the sales area ('invoices.view' / 'invoices.edit').
import { z } from 'zod';
import { defineRoute } from '../route-definition.js';
import { deleteLineRequest, referenceTypeParams } from '../schemas/documents.js';
import { documentMessageResponse, referenceDocumentsResponse, referenceTypeNameResponse } from '../schemas/document-views.js';
import { clientListResponse } from '../schemas/clients.js';
import { idField } from '../schemas/common.js';
import { orgFrom } from './auth-modes.js';
import { EDIT, VIEW, VIEW_OF_REFERENCE_TYPE, fetchRoute, formRoute, insertRoute, listRoute, updateRoute, viewRoute } from './sales.js';

const noteStatusParams = z.object({ status: z.string().max(30), id: idField });

const deleteNoteLineRoute = (path: string, summary: string) =>
  defineRoute({ method: 'POST', path, area: 'sales', auth: orgFrom({ from: 'record', in: 'body', name: 'invoiceid' }, EDIT), summary, body: deleteLineRequest, response: documentMessageResponse });

const noteStatusRoute = (path: string, summary: string) =>
  viewRoute(path, summary, { params: noteStatusParams, response: documentMessageResponse }, orgFrom({ from: 'record', in: 'path', name: 'id' }, EDIT));

export const noteRoutes = {
  listCreditNotes: listRoute('/api/account/orgcreditnotes/{orgid}', 'Credit notes of a financial year, with the monthly chart'),
  listDebitNotes: listRoute('/api/account/orgdebitnotes/{orgid}', 'Debit notes of a financial year, with the monthly chart'),
  creditNoteForm: formRoute('/api/account/creditnote/orgiterms/{orgid}', 'What a new credit note form needs'),
  debitNoteForm: formRoute('/api/account/debitnote/orgiterms/{orgid}', 'What a new debit note form needs'),
  clientReferenceDocuments: viewRoute(
    '/api/account/invoice/getcreditnotereferencetypeforclientID/{type}/{orgid}/{clientid}',
    "A client's saved documents of a kind that a note can refer to",
    { params: referenceTypeParams.extend({ clientid: idField }), response: referenceDocumentsResponse },
    orgFrom({ from: 'path', name: 'orgid' }, VIEW_OF_REFERENCE_TYPE),
  ),
  // The spec names the calls but not their shapes (part 2 §7); ours are said in their summaries.
  noteClients: viewRoute(
    '/api/account/invoice/getclientorg/{id}',
    "The organisation's clients for a note's client picker (under invoices.view, without clients.view); id is the organisation",
    { params: z.object({ id: idField }), response: clientListResponse },
    orgFrom({ from: 'path', name: 'id' }, VIEW),
  ),
  referenceTypeName: viewRoute(
    '/api/account/invoice/getcreditnotecustomname/{orgid}/{type}',
    "What a note's reference type is called: its name and the organisation's number prefix for it this year",
    { params: referenceTypeParams, response: referenceTypeNameResponse },
  ),
  fetchCreditNote: fetchRoute('/api/account/getcreditnote/edit/{id}/{orgid}', 'A credit note with its lines'),
  fetchDebitNote: fetchRoute('/api/account/getdebitnote/edit/{id}/{orgid}', 'A debit note with its lines'),
  insertCreditNote: insertRoute('credit_note', '/api/account/creditnote/savedata', 'Save a new credit note against an invoice or bill of supply'),
  insertDebitNote: insertRoute('debit_note', '/api/account/debitnote/savedata', 'Save a new debit note against an invoice or bill of supply'),
  updateCreditNote: updateRoute('credit_note', '/api/account/creditnote/editdata', 'Update a credit note'),
  updateDebitNote: updateRoute('debit_note', '/api/account/debitnote/editdata', 'Update a debit note'),
  deleteCreditNoteLine: deleteNoteLineRoute('/api/account/creditnote/deleteItem', 'Delete one line of a saved credit note (never its only line)'),
  deleteDebitNoteLine: deleteNoteLineRoute('/api/account/debitnote/deleteItem', 'Delete one line of a saved debit note (never its only line)'),
  changeCreditNoteStatus: noteStatusRoute('/api/account/creditnote/changestatus/{status}/{id}', 'Set a credit note to draft, sent or cancelled'),
  changeDebitNoteStatus: noteStatusRoute('/api/account/debitnote/changestatus/{status}/{id}', 'Set a debit note to draft, sent or cancelled'),
} as const;
