// Text in Bahi's PDFs is set in DejaVu Sans, embedded and subset, because the 14 standard PDF fonts
// have no ₹. The caller supplies the font files' bytes: the browser fetches them from the bundled
// dejavu-fonts-ttf package (web/src/app/pdf-fonts.ts), a Node test reads them from disk.
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export interface PdfFonts {
  regular: ArrayBuffer | Uint8Array;
  bold: ArrayBuffer | Uint8Array;
}

export interface EmbeddedFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Embeds both faces, keeping only the glyphs the document uses. */
export async function embedFonts(doc: PDFDocument, fonts: PdfFonts): Promise<EmbeddedFonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([doc.embedFont(fonts.regular, { subset: true }), doc.embedFont(fonts.bold, { subset: true })]);
  return { regular, bold };
}
