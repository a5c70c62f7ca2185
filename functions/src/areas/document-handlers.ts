// Handlers every document family's area binds to a kind (list, form, fetch, insert, update) or to
// its family (deleting a line, a payment, the status). Each
// takes only the parts of the request it reads, so one binder serves every route of that shape
// (the sales area's and the purchases area's alike); the work is the document engine's.
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, paiseToRupees, type DocumentDraft, type KindInTable } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { afterSave } from '../documents/after-save.js';
import { addPayment, changeStatus, deleteLine, removePayment, type DocumentFamily, type PaymentRemoval, type PaymentRequest } from '../documents/document-changes.js';
import { documentForm, fetchDocument, listDocuments } from '../documents/document-reads.js';
import { insertNewDocument, updateExistingDocument, type SavedDocument } from '../documents/document-save.js';
import { insertReads, updateReads } from '../documents/save-reads.js';
import { forbidden } from '../errors/app-error.js';
import { withPrefetch } from '../http/handler-types.js';
import { holdsPermission, type MembershipRecord } from '../store/memberships.js';

type UpdateBody = { id: string; version: number; draft: DocumentDraft };

interface OrgRequest {
  orgId: string;
  ports: Ports;
}

export const listOf = (kind: KindInTable | readonly KindInTable[]) => ({ orgId, query, ports }: OrgRequest & { query: { startyear?: number } }) =>
  listDocuments(ports, orgId, kind, query);

export const formOf = (kind: KindInTable) => ({ orgId, ports }: OrgRequest) => documentForm(ports, orgId, kind);

/** Fetch for edit; `id` is the document id of the route's parameters. */
export const fetchOf = (kind: KindInTable) => async ({ orgId, ports }: OrgRequest, id: string) => {
  const invoice = await fetchDocument(ports, orgId, id, kind);
  return { status: true as const, invoice, items: invoice.items };
};

/**
 * What follows a save outside the document: the sales area texts the customer when the form asked
 * (documents/after-save.ts). An area passes it in, so an area that never texts (purchases) carries
 * no SMS code and its Lambda no permission to send.
 */
export type AfterSave = (ports: Ports, result: SavedDocument, sendSms: boolean) => Promise<string | null>;

export const textCustomer: AfterSave = (ports, result, sendSms) => afterSave(ports, result.org, result.doc, sendSms);

const nothingAfter: AfterSave = async () => null;

/**
 * A save that asks for an SMS spends the organisation's credit: only for a caller who may send
 * SMS, refused before anything is written (walk 33 M4: a clerk with invoices.edit alone texted).
 */
function checkMayText(member: MembershipRecord, sendSms: boolean, after: AfterSave): void {
  // An area that never texts (purchases) ignores the flag.
  if (sendSms && after !== nothingAfter && !holdsPermission(member, 'sms.send')) throw forbidden('document.smsNotPermitted', DOCUMENT_APP_MESSAGES.smsNotPermitted);
}

async function saved(ports: Ports, result: SavedDocument, sendSms: boolean, after: AfterSave) {
  // A repeated save (save-keys.ts) answers as the first did, without texting the customer again.
  const smsError = result.repeated ? null : await after(ports, result, sendSms);
  return {
    status: true as const,
    message: result.message,
    id: result.doc.id,
    invoice_no: result.doc.number,
    version: result.doc.version,
    final_total: paiseToRupees(result.doc.grandTotal),
    ...(smsError ? { smsError } : {}),
  };
}

/** A save declares what it reads (save-reads.ts), so the pipeline reads it with the caller's records. */
export const insertOf = (kind: KindInTable, after: AfterSave = nothingAfter) =>
  withPrefetch(
    async ({ caller, member, body, ports }: { caller: { userId: string }; member: MembershipRecord; body: DocumentDraft; ports: Ports }) => {
      checkMayText(member, body.sendSms, after);
      return saved(ports, await insertNewDocument(ports, caller.userId, { ...body, kind }), body.sendSms, after);
    },
    ({ orgId, body }) => insertReads(orgId, body, kind),
  );

export const updateOf = (kind: KindInTable, after: AfterSave = nothingAfter) =>
  withPrefetch(
    async ({ orgId, caller, member, body, ports }: OrgRequest & { caller: { userId: string }; member: MembershipRecord; body: UpdateBody }) => {
      checkMayText(member, body.draft.sendSms, after);
      return saved(ports, await updateExistingDocument(ports, orgId, caller.userId, kind, body), body.draft.sendSms, after);
    },
    ({ orgId, body }) => updateReads(orgId, body),
  );

interface ChangeRequest extends OrgRequest {
  caller: { userId: string };
}

/** Deleting a stored line of a document of `family` (never its only line). */
export const deleteLineOf =
  (family: DocumentFamily) =>
  async ({ orgId, caller, body, ports }: ChangeRequest & { body: { invoiceid: string; itemid: string; version: number } }) => {
    const doc = await deleteLine(ports, orgId, caller.userId, family, body);
    return { status: true as const, message: DOCUMENT_MESSAGES.deleted, version: doc.version };
  };

/** A payment against a document of `family`. */
export const paymentOf =
  (family: DocumentFamily) =>
  async ({ orgId, caller, body, ports }: ChangeRequest & { body: PaymentRequest }) => {
    const doc = await addPayment(ports, orgId, caller.userId, family, body);
    return { status: true as const, message: DOCUMENT_MESSAGES.paymentAdded, version: doc.version };
  };

/** Removing a payment recorded against a document of `family` (answered as adding one is). */
export const paymentRemovalOf =
  (family: DocumentFamily) =>
  async ({ orgId, caller, body, ports }: ChangeRequest & { body: PaymentRemoval }) => {
    const doc = await removePayment(ports, orgId, caller.userId, family, body);
    return { status: true as const, message: DOCUMENT_APP_MESSAGES.paymentRemoved, version: doc.version };
  };

/** The status selector's change of a document of `family` (of `kind` only, when given); `id` is the document id of the route's parameters. */
export const statusOf = (family: DocumentFamily, kind?: KindInTable) => async (request: ChangeRequest & { params: { status: string } }, id: string) => {
  const doc = await changeStatus(request.ports, request.orgId, request.caller.userId, family, id, request.params.status, kind);
  return { status: true as const, message: DOCUMENT_MESSAGES.statusChanged, version: doc.version };
};
