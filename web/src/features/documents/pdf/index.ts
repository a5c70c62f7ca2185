// The printed document (CGST Rule 46): the browser side of the one renderer in
// @bahi/shared/pdf. The fetched document carries the organisation as it prints (`seller`: address,
// bank account, logo URL), so anyone who may see the document may print it; this adds the DejaVu
// font, renders, and downloads. pdf-lib and the renderer load on the first click.
import type { DocumentView } from '@bahi/shared';
import { downloadBlob } from '../../../app/data-table/download';
import { loadPdfFonts } from '../../../app/pdf-fonts';

/**
 * The logo's bytes, or null. The URL is a short-lived signed one; a logo that cannot be fetched
 * (expired, offline) is left off rather than stopping the document from printing.
 */
async function logoBytes(url: string | null): Promise<Uint8Array | null> {
  if (!url) return null;
  try {
    const response = await fetch(url);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** Builds the PDF of a saved document and starts its download, named after its number. */
export async function downloadDocumentPdf(view: DocumentView): Promise<void> {
  const [{ documentPdfBytes, documentPdfFileName }, fonts, logo] = await Promise.all([
    import('@bahi/shared/pdf'),
    loadPdfFonts(),
    logoBytes(view.seller.orglogo),
  ]);
  const bytes = await documentPdfBytes({ view, organisation: view.seller, fonts, logo });
  downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), documentPdfFileName(view));
}
