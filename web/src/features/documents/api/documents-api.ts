// The document list calls of spec part 1 §7, through the typed API client. The spec gives each
// kind its own list and fetch paths; shared's kind-routes.ts names them once, by kind.
import {
  kindOfDocumentId,
  type addPaymentRequest,
  type DocumentListResponse,
  type DocumentView,
  type KindInTable,
  type LifecycleStatus,
  kindRoutes,
  changeRoutesOf,
  kindParams,
  type KindRoutes,
} from '@bahi/shared';
import type { z } from 'zod';
import { callApi } from '../../../app/api-client';
import { yearQuery } from './years';

/** A kind's documents of a financial year (null: the year the server picks), with the monthly chart. */
export async function fetchDocumentList(orgId: string, kind: KindInTable, year: string | null): Promise<DocumentListResponse> {
  return callApi(kindRoutes(kind).list, { params: kindParams(kind, { org: orgId }), query: yearQuery(year) });
}

/** One saved document as the PDF prints it. */
export async function fetchDocumentView(orgId: string, kind: KindInTable, id: string): Promise<DocumentView> {
  return (await callApi(kindRoutes(kind).fetch, { params: kindParams(kind, { org: orgId, id }) })).invoice;
}

/** The kind of a saved document, from its id (ids carry it), for the calls that change it. */
function kindOf(id: string): KindInTable {
  const kind = kindOfDocumentId(id);
  if (!kind) throw new Error(`${id} is not a document id`);
  return kind;
}

/** Deletes a document of a kind that can be deleted (KindRoutes.remove); answers the server's message. */
export async function deleteDocument(orgId: string, kind: KindInTable, id: string): Promise<string> {
  const route = (kindRoutes(kind) as KindRoutes).remove;
  if (!route) throw new Error(`Documents of kind ${kind} are cancelled, not deleted`);
  return (await callApi(route, { params: kindParams(kind, { org: orgId, id }) })).message;
}

export async function changeDocumentStatus(id: string, status: LifecycleStatus): Promise<string> {
  return (await callApi(changeRoutesOf(kindOf(id)).status, { params: { status, invoiceid: id, invoiceId: id, id } })).message;
}

/** What the payment form sends: the wire fields (amount in rupees, as typed). */
export type PaymentBody = z.input<typeof addPaymentRequest>;

/** A payment against a document: received for a sale, made for a purchase (whose call names it purchase_id). */
export async function addDocumentPayment(body: PaymentBody): Promise<string> {
  return (await callApi(changeRoutesOf(kindOf(body.invoiceId)).payment, { body: { ...body, purchase_id: body.invoiceId } })).message;
}

/**
 * Removes a payment recorded against a document, through its kind's call (a purchase's names the
 * document purchase_id, as its add call does); answers the server's message.
 */
export async function removeDocumentPayment(payment: { invoiceId: string; id: string }): Promise<string> {
  const body = { invoiceId: payment.invoiceId, purchase_id: payment.invoiceId, paymentId: payment.id };
  return (await callApi(changeRoutesOf(kindOf(payment.invoiceId)).removePayment, { body })).message;
}

/** Payments received against the documents of a financial year, grouped as the spec's list. */
export async function fetchPayments(orgId: string, year: string) {
  return callApi('listPayments', { params: { orgid: orgId }, query: yearQuery(year) });
}
export type PaymentsList = Awaited<ReturnType<typeof fetchPayments>>;
