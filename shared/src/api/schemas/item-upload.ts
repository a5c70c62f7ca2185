// Wire schemas of the items bulk upload (spec part 2 §2 Items, §5 "only xls and xlsx", §7
// POST /items/file/upload: multipart with org_id, user_id, id and the file; response success and
// errors list). The pipeline parses the multipart body into its fields and the file.
import { z } from 'zod';
import { APP_MESSAGES } from '../messages.js';

export const itemUploadBody = z.record(z.string(), z.unknown(), { error: APP_MESSAGES.notMultipart });

export const uploadRowError = z.object({
  /** The worksheet row number, as Excel shows it (the headings are row 1). */
  row: z.number().int(),
  /** The column heading of the template, as the file shows it. */
  field: z.string(),
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowError>;

export const itemUploadResponse = z.object({
  status: z.literal(true),
  /** How many rows were saved as items. */
  success: z.number().int(),
  errors: z.array(uploadRowError),
});
