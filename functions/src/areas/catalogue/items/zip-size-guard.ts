// Refuses a zip (an .xlsx is one) that unpacks to more than it may, before anything inflates it
// whole: a 1.5 MB workbook can unpack to 1.5 GB and take seconds and gigabytes to parse.
// Two checks, both with jszip (the zip library exceljs itself reads workbooks with):
//   1. the sizes the central directory declares, which cost nothing to read;
//   2. the bytes each entry really inflates to, streamed and stopped at the limit, because the
//      declared sizes are only what the file claims (exceljs would inflate a lying entry whole).
// jszip is imported on the first upload, not when the catalogue's Lambda starts.
import type JSZip from 'jszip';

export interface UnpackedLimits {
  /** The most one entry may unpack to. */
  entryBytes: number;
  /** The most all entries together may unpack to. */
  totalBytes: number;
}

/** The zip unpacks to more than the limits allow. */
export class ZipTooLarge extends Error {}

/** jszip keeps each entry's central-directory record in `_data` (documented in its index.d.ts, not typed). */
interface WithDeclaredSize {
  _data?: { uncompressedSize?: number };
}

/** Rejects with ZipTooLarge beyond the limits; with jszip's own error when the bytes are no zip. */
export async function checkUnpackedSize(content: Buffer, limits: UnpackedLimits): Promise<void> {
  const { default: jszip } = await import('jszip');
  const zip = await jszip.loadAsync(content);
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);

  let declaredTotal = 0;
  for (const entry of entries) {
    const declared = (entry as WithDeclaredSize)._data?.uncompressedSize ?? 0;
    if (declared > limits.entryBytes) throw new ZipTooLarge();
    declaredTotal += declared;
  }
  if (declaredTotal > limits.totalBytes) throw new ZipTooLarge();

  let total = 0;
  for (const entry of entries) {
    total += await inflatedSize(entry, Math.min(limits.entryBytes, limits.totalBytes - total));
  }
}

/** Inflates one entry chunk by chunk, counting, and stops reading as soon as it passes `limit`. */
function inflatedSize(entry: JSZip.JSZipObject, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          // A paused stream is no longer read, so jszip inflates no further.
          stream.pause();
          reject(new ZipTooLarge());
        }
      })
      .on('error', reject)
      .on('end', () => resolve(size));
  });
}
