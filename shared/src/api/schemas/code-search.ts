// Wire schemas of the HSN/SAC code search (spec part 2 §7: POST /elastic/search/codes with query
// and type, hsn or sac) over India's GST HSN (goods) and SAC (services) code master.
import { z } from 'zod';

export const CODE_SEARCH_TYPES = ['hsn', 'sac'] as const;
export type CodeSearchType = (typeof CODE_SEARCH_TYPES)[number];
export const CODE_SEARCH_KINDS = ['HSN', 'SAC'] as const;

/** Most rows one search answers. */
export const CODE_SEARCH_LIMIT = 20;
/** Longest query accepted: a phrase of a few words or a code, never a document. */
export const CODE_SEARCH_MAX_QUERY = 100;

export const CODE_SEARCH_MESSAGES = {
  queryRequired: 'Please enter an HSN/SAC code or a few words of its description.',
  queryTooLong: `Please enter at most ${CODE_SEARCH_MAX_QUERY} characters.`,
  typeInvalid: "Please choose the code type: 'hsn' (goods) or 'sac' (services).",
} as const;

export const codeSearchRequest = z.object({
  /** A code ('8471', '8471 30', '0101') or words of a description ('basmati rice'). Numbers are taken as text. */
  query: z
    .union([z.string(), z.number()], { error: CODE_SEARCH_MESSAGES.queryRequired })
    .transform((query) => String(query).trim())
    .pipe(
      z
        .string()
        .min(1, CODE_SEARCH_MESSAGES.queryRequired)
        .max(CODE_SEARCH_MAX_QUERY, CODE_SEARCH_MESSAGES.queryTooLong),
    ),
  /** 'hsn' or 'sac', any case. */
  type: z
    .string({ error: CODE_SEARCH_MESSAGES.typeInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.enum(CODE_SEARCH_TYPES, { error: CODE_SEARCH_MESSAGES.typeInvalid })),
});
export type CodeSearchRequest = z.input<typeof codeSearchRequest>;

export const codeSearchHit = z.object({
  /** As in the master: a string, leading zeros kept ('0101'). */
  code: z.string(),
  description: z.string(),
  kind: z.enum(CODE_SEARCH_KINDS),
});
export type CodeSearchHit = z.output<typeof codeSearchHit>;

export const codeSearchResponse = z.object({
  status: z.literal(true),
  /** Best first, at most CODE_SEARCH_LIMIT. */
  data: z.array(codeSearchHit),
});
