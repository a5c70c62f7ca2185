// Checks an uploaded image before it is stored: base64 that decodes, at most MAX_UPLOAD_BYTES,
// and bytes that really are the PNG or JPEG the extension says (the magic numbers, not the name);
// a logo must also be the 200×80 the spec crops it to.
import { APP_MESSAGES, LOGO_SIZE, MAX_UPLOAD_BYTES } from '@bahi/shared';
import { invalid } from '../../errors/app-error.js';
import { decodeBase64, detectImageType, type ImageType } from '../../services/file-content.js';

export const CONTENT_TYPE_OF: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg' };

/** The pixel size a PNG's IHDR chunk or a JPEG's frame header declares; null when not found. */
export function imageSize(bytes: Buffer, type: ImageType): { width: number; height: number } | null {
  if (type === 'png') {
    return bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR'
      ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
      : null;
  }
  // JPEG: walk the marker segments to the first start-of-frame (C0–CF but C4, C8, CC).
  let offset = 2;
  while (offset + 9 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] as number;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

/** A logo must arrive cropped to LOGO_SIZE (the web crops it before sending). */
export function checkLogoSize(bytes: Buffer, type: ImageType): void {
  const size = imageSize(bytes, type);
  if (size?.width !== LOGO_SIZE.width || size.height !== LOGO_SIZE.height) throw invalid('upload.logoSize', APP_MESSAGES.logoSize);
}

/** The checked image: its bytes and type, or the AppError the user reads. */
export function checkImage(imgDta: string, ext: string): { bytes: Buffer; type: ImageType } {
  const bytes = decodeBase64(imgDta);
  if (!bytes || bytes.length === 0) throw invalid('upload.notImage', APP_MESSAGES.imageNotRecognised);
  if (bytes.length > MAX_UPLOAD_BYTES) throw invalid('upload.tooLarge', APP_MESSAGES.imageTooLarge);
  const type = detectImageType(bytes);
  const expected: ImageType = ext === 'png' ? 'png' : 'jpeg';
  if (type !== expected) throw invalid('upload.notImage', APP_MESSAGES.imageNotRecognised);
  return { bytes, type };
}
