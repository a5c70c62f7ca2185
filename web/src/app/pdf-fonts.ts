// The DejaVu Sans files for the PDFs made in the browser (table exports, printed documents). Vite
// bundles them as assets; they are fetched only when a PDF is asked for.
import type { PdfFonts } from '@bahi/shared/pdf';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

async function fontBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the PDF font (${response.status}).`);
  return response.arrayBuffer();
}

export async function loadPdfFonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([fontBytes(regularFontUrl), fontBytes(boldFontUrl)]);
  return { regular, bold };
}
