// The browser's check of a chosen workbook before it is sent, with the server's own messages
// (spec part 2 §5: only xls and xlsx), so a wrong file is refused without a round trip.
import { ITEM_MESSAGES, MAX_ITEM_UPLOAD_BYTES } from '@bahi/shared';

export const UPLOAD_ACCEPT = '.xls,.xlsx';

/** The message refusing the file, or null when it may be sent. */
export function uploadFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx?$/i.test(file.name)) return ITEM_MESSAGES.uploadOnlyExcel;
  if (file.size > MAX_ITEM_UPLOAD_BYTES) return ITEM_MESSAGES.uploadTooLarge;
  return null;
}
