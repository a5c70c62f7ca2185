// Wire schemas of the GST returns routes (spec part 2 §7 "GST returns downloads"): the path names
// the form (GSTR1 or GSTR3B), the organisation, the month (1..12) and the year. The answer holds
// download links to the files and the pre-filing check's problems: generating never hides them.
import { z } from 'zod';
import { RETURN_FORMS } from '../../returns/return-periods.js';
import { RETURN_MESSAGES } from '../../returns/return-messages.js';
import { idField } from './common.js';

export const returnParams = z.object({
  form: z.enum(RETURN_FORMS, { error: RETURN_MESSAGES.chooseForm }),
  orgid: idField,
  month: z.string().regex(/^(0?[1-9]|1[0-2])$/, RETURN_MESSAGES.chooseMonth).transform(Number),
  year: z.string().regex(/^\d{4}$/, RETURN_MESSAGES.chooseMonth).transform(Number),
});

export const returnProblem = z.object({
  code: z.string(),
  message: z.string(),
  /** The document to open to fix it ('' for the organisation's settings). */
  documentId: z.string(),
  kind: z.string(),
  number: z.string(),
  line: z.number().int().nullable(),
});

export const returnCheckResponse = z.object({
  status: z.literal(true),
  /** 'MMYYYY'. */
  period: z.string(),
  documents: z.number().int(),
  problems: z.array(returnProblem),
});

export const returnFilesResponse = returnCheckResponse.extend({
  message: z.string(),
  form: z.enum(RETURN_FORMS),
  /** Signed download links (S3 presigned in the cloud, /files/… locally), valid for an hour. */
  files: z.array(z.object({ name: z.string(), url: z.string(), bytes: z.number().int() })),
});
