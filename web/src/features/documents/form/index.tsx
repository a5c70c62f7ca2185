// The one document form, configured by the kind's row of the kind table. It loads what the form
// needs (the form response, the organisation's clients and catalogue; for an edit the saved
// document, for a conversion the source document, whose kind its id names) and then renders
// the form (components/document-form-view.tsx).
import { Loader, Text } from '@aws-amplify/ui-react';
import { DOCUMENT_APP_MESSAGES, collectsTax, fillMessage, formatInr, isAdvanceVoucher, kindFacts, labelInSentence, rupeesToPaise, type DocumentFormResponse, type DocumentView, type KindInTable } from '@bahi/shared';
import useSWR from 'swr';
import { advanceLeftToTake, convertedNumbers } from '../api/conversions';
import { fetchCatalogue, fetchClientList, fetchDocument, fetchFormData, kindOfDocumentId } from './document-api';
import { convertedForm, editFormOfView, newDocumentForm } from './form-state';
import { CompositionTaxInvoiceNotice } from './components/composition-tax-invoice-notice';
import { DocumentFormView } from './components/document-form-view';
import { READ_ON_OPEN } from './read-on-open';
import type { SavedDocumentRef } from './use-document-form';

export interface DocumentFormProps {
  kind: KindInTable;
  orgId: string;
  /** The document to edit; absent for a new one. */
  documentId?: string;
  /** A saved document to copy parties and lines from (quotation → invoice ...). */
  convertFrom?: string;
  /** After a save: may move to another screen; the form's success message is raised after it. */
  onSaved: (saved: SavedDocumentRef) => Promise<void> | void;
  onCancel: () => void;
}

async function loadSource(orgId: string, documentId: string | undefined, fallbackKind: KindInTable): Promise<DocumentView | null> {
  if (!documentId) return null;
  return fetchDocument(kindOfDocumentId(documentId) ?? fallbackKind, orgId, documentId);
}

/** A conversion's source that was turned into other documents already: saving makes one more. */
function convertedBefore(source: DocumentView): string | undefined {
  if (source.converted_to.length === 0 || advanceLeftToTake(source)) return undefined;
  return `${source.invoice_no} was already turned into ${convertedNumbers(source.converted_to)}. Saving makes another document from it.`;
}

/**
 * The advance an invoice takes from a receipt voucher, or a purchase from a payment voucher (the
 * server sets what is left of it against the document as paid): on a new document made from the
 * voucher, what is left (or a `warning` before the save: nothing left); on one that took it, how
 * much it took. Not on a refund, which gives the advance back instead.
 */
function advanceNotice(kind: KindInTable, view: DocumentView | null, editing: boolean): { notice?: string; warning?: string } {
  const purchase = kindFacts(kind).partyRole === 'supplier';
  const words = purchase ? { advance: 'the advance paid', document: 'this purchase' } : { advance: 'the advance received', document: 'this invoice' };
  if (editing) {
    const taken = view?.advance_adjusted;
    return taken ? { notice: `${formatInr(rupeesToPaise(taken.amount))} of ${words.advance} on ${taken.number} is set against ${words.document} as paid.` } : {};
  }
  if (!view || !isAdvanceVoucher(view.kind) || view.advance_left === null || kindFacts(kind).voucher) return {};
  const left = rupeesToPaise(view.advance_left);
  if (left === 0) return { warning: fillMessage(purchase ? DOCUMENT_APP_MESSAGES.paymentAdvanceUsedUp : DOCUMENT_APP_MESSAGES.advanceUsedUp, { number: view.invoice_no }) };
  return { notice: `${formatInr(left)} is left of ${words.advance} on ${view.invoice_no}: it is set against ${words.document} as paid, up to its total.` };
}

/**
 * A composition dealer's new tax invoice: the server refuses it, so no form is shown, only why and
 * the bill of supply to raise instead (walk 27 M1, walk E4). An edit of an invoice issued before
 * the organisation joined the scheme stays editable.
 */
const compositionTaxInvoice = (kind: KindInTable, formData: DocumentFormResponse, editing: boolean) =>
  !editing && formData.orgitDetails.schemetype === 'composite' && collectsTax(kind);

export function DocumentForm({ kind, orgId, documentId, convertFrom, onSaved, onCancel }: DocumentFormProps) {
  const facts = kindFacts(kind);
  const formData = useSWR(['document-form', kind, orgId], () => fetchFormData(kind, orgId), READ_ON_OPEN);
  const clients = useSWR(['document-clients', kind, orgId], () => fetchClientList(kind, orgId), READ_ON_OPEN);
  const catalogue = useSWR(['document-catalogue', orgId], () => fetchCatalogue(orgId), READ_ON_OPEN);
  const saved = useSWR(['document', kind, documentId ?? convertFrom ?? ''], () => loadSource(orgId, documentId ?? convertFrom, kind), READ_ON_OPEN);

  const failure = formData.error ?? clients.error ?? catalogue.error ?? saved.error;
  if (failure) return <Text color="font.error">{failure instanceof Error ? failure.message : String(failure)}</Text>;
  if (!formData.data || !clients.data || !catalogue.data || saved.data === undefined || formData.isValidating || saved.isValidating) return <Loader variation="linear" />;

  const view = saved.data;
  const editing = documentId !== undefined && view !== null;
  const initial = editing ? editFormOfView(view) : view ? convertedForm(formData.data, view, kind) : newDocumentForm(formData.data);
  // Titles are sentences: 'New quotation', while an acronym keeps its capitals ('New B2B invoice').
  const noun = labelInSentence(facts.label);
  const title = editing ? `Edit ${noun} ${view.invoice_no}` : view ? `New ${noun} from ${view.invoice_no}` : `New ${noun}`;
  if (compositionTaxInvoice(kind, formData.data, editing)) return <CompositionTaxInvoiceNotice orgId={orgId} title={title} source={view} onCancel={onCancel} />;
  const advance = advanceNotice(kind, view, editing);
  return (
    <DocumentFormView
      key={`${documentId ?? ''}${convertFrom ?? ''}`}
      kind={kind}
      orgId={orgId}
      formData={formData.data}
      clients={clients.data}
      catalogue={catalogue.data}
      initial={initial}
      target={editing ? { kind: 'update', id: view.id, version: view.version } : { kind: 'insert', orgId }}
      title={title}
      savedNumber={editing ? view.invoice_no : undefined}
      warning={[!editing && view ? convertedBefore(view) : undefined, advance.warning].filter(Boolean).join(' ') || undefined}
      notice={advance.notice}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
