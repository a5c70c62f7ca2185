// The printed document (CGST Rule 46), one renderer for every kind (being built: issue 9).
import type { DocumentView } from '@bahi/shared';

/** Builds the PDF of a saved document and starts its download. */
export async function downloadDocumentPdf(view: DocumentView, orgId: string): Promise<void> {
  throw new Error(`The PDF of ${view.invoice_no} (${orgId}) is being built.`);
}
