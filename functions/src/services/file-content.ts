// What an uploaded file really is, read from its bytes (magic numbers), never from its name: the
// logo (settings) and an expense's evidence (services/evidence.ts) are both checked here. jszip is
// imported only when a zip must be looked into, so a Lambda that imports this module for the image
// checks does not load it at start-up.

export type ImageType = 'png' | 'jpeg';

/** PNG: the 8-byte signature; JPEG: SOI marker FF D8 followed by another marker's FF. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[a-z0-9.+/-]*;base64,/i;

/** Decodes standard base64, with or without a `data:…;base64,` prefix and line breaks; null when it is not base64. */
export function decodeBase64(text: string): Buffer | null {
  const body = text.replace(DATA_URL_PREFIX, '').replace(/[\r\n\s]/g, '');
  if (body.length % 4 !== 0 || !BASE64.test(body)) return null;
  return Buffer.from(body, 'base64');
}

/** The document types expense evidence may be, besides the two images. */
export type DocumentFileType = 'pdf' | 'doc' | 'docx';

/** '%PDF-' opens every PDF (ISO 32000-1 §7.5.2). */
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
/** The OLE2 compound file header of a Word 97-2003 .doc. */
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A zip's local file header: a .docx is a zip. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const startsWith = (bytes: Uint8Array, signature: Buffer) =>
  bytes.length >= signature.length && Buffer.from(bytes.subarray(0, signature.length)).equals(signature);

/**
 * A PDF, a .doc or a .docx by content; null otherwise. A .docx must be a zip holding
 * word/document.xml: jszip reads only the zip's directory here and inflates nothing, so a zip
 * bomb costs no more than its own bytes.
 */
export async function detectDocumentType(bytes: Uint8Array): Promise<DocumentFileType | null> {
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf';
  if (startsWith(bytes, OLE2_SIGNATURE)) return 'doc';
  if (!startsWith(bytes, ZIP_SIGNATURE)) return null;
  try {
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(bytes);
    return zip.file('word/document.xml') ? 'docx' : null;
  } catch {
    return null;
  }
}
