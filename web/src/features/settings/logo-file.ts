// Which picked files may become the logo (spec part 2 §5, §9): PNG or JPG images, as the server
// stores, of at most 2 MB, checked before the crop step so a refusal comes at once.
import { APP_MESSAGES, MAX_UPLOAD_BYTES } from '@bahi/shared';

export const LOGO_FILE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The message refusing the file, or null when it may be cropped. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_FILE_TYPES as readonly string[]).includes(file.type)) return APP_MESSAGES.imageTypeNotAllowed;
  if (file.size > MAX_UPLOAD_BYTES) return APP_MESSAGES.imageTooLarge;
  return null;
}
