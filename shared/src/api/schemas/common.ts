// Field schemas shared by several wire schemas. Messages come from messages.ts.
import { z } from 'zod';
import { validateGstin } from '../../gst/gstin.js';
import { isKnownStateCode } from '../../gst/states.js';
import { normalisePhone } from '../../input/typed-phone.js';
import { APP_MESSAGES, MESSAGES } from '../messages.js';

/** The spec's "standard pattern" for email: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** RFC 5321's limit on a forward path; also keeps the email-keyed item well inside DynamoDB's key limit. */
export const MAX_EMAIL_LENGTH = 254;
/** Ceiling for free text (names, addresses): generous for people, small for a 400 KB item. */
export const MAX_TEXT_LENGTH = 500;

/**
 * Required email, as its letters (NFKC), trimmed and lower-cased, with the login form's two messages. The length cap
 * aborts before the pattern runs, so an enormous input never reaches the regular expression; the
 * blank case is not aborting (an abort would also stop the form's object-level checks) and the
 * pattern passes over it, so a blank email has the one message 'Email is required'.
 */
export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  // Compatibility forms as the letters they stand for (NFKC): a full-width 'ｅve@x.in' is eve@x.in, not a look-alike account (walk 37 L6).
  .transform((email) => email.normalize('NFKC').trim())
  .pipe(
    z
      .string()
      .min(1, MESSAGES.emailRequired)
      .max(MAX_EMAIL_LENGTH, { error: MESSAGES.emailInvalid, abort: true })
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), MESSAGES.emailInvalid),
  )
  .transform((email) => email.toLowerCase());

/** A required non-blank string with the given message, trimmed, at most MAX_TEXT_LENGTH. */
export const requiredText = (message: string, max = MAX_TEXT_LENGTH) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters.`);

/** Opaque ids as the server issues them (see functions/src/store/ids.ts). */
// Bounded: an id goes into a table key, and DynamoDB refuses keys past 1 KB (a 500, not a 400).
export const idField = z.string().regex(/^[a-z0-9]{1,40}(?:_[a-z0-9]{1,40})?$/, 'Invalid id');

/** A record the server issued: its organisation's id, then its own (`<org>_<16>`; store/ids.ts reads the org from it). */
export const RECORD_ID_PATTERN = /^([a-z0-9]{16})_[a-z0-9]{16}$/;
/** The id of a record whose organisation the route reads from it: anything else is the caller's mistake (a 400), not another organisation's. */
export const recordIdField = z.string().regex(RECORD_ID_PATTERN, 'Invalid id');

export const okResponse = z.object({ status: z.literal(true) });

/**
 * A GSTIN field. Each spec form words the length rule its own way ('Please enter 15 digit GSTIN'
 * for clients, 'Please enter a valid GSTIN.' for invitations, 'Please enter a valid number' in
 * settings), so the message is a parameter; a 15-character value must then pass the GST engine's
 * format, state-code and check-character test, whose reason is shown.
 */
export const gstinField = (lengthMessage: string) =>
  z
    .string({ error: lengthMessage })
    .trim()
    .toUpperCase()
    .superRefine((gstin, ctx) => {
      const problem = gstinProblem(gstin, lengthMessage);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A GSTIN that may be left blank (''); when given, checked as gstinField checks it. */
export const optionalGstinField = (lengthMessage: string) =>
  z
    .union([z.string(), z.null()], { error: lengthMessage })
    .optional()
    .transform((value) => (value ?? '').trim().toUpperCase())
    .superRefine((gstin, ctx) => {
      const problem = gstin === '' ? null : gstinProblem(gstin, lengthMessage);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Why a GSTIN is refused: its length (with the form's own message), else the engine's reason. */
function gstinProblem(gstin: string, lengthMessage: string): string | null {
  if (gstin.length !== 15) return lengthMessage;
  const checked = validateGstin(gstin);
  return checked.valid ? null : (checked.reason ?? APP_MESSAGES.gstinChecksum);
}

/**
 * For an object's superRefine: run even when one of its fields already failed (zod skips it by
 * default), so a form shows all its messages at once rather than one batch after another.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export { PHONE_PATTERN } from '../../input/typed-phone.js';

/**
 * An optional phone number in any common Indian form (input/typed-phone.ts), stored normalised:
 * '+91 98450 12345' or '022-22014455'. Blank, null or absent is ''.
 */
export const optionalPhoneField = z
  .union([z.string(), z.number(), z.null()], { error: MESSAGES.phoneInvalid })
  .optional()
  .transform((value, ctx) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '') return '';
    const phone = normalisePhone(text);
    if (phone !== null) return phone;
    ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
    return z.NEVER;
  });
/** Indian PIN code: six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Optional text that must match a pattern when given. Empty or null means "not given". */
export const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .refine((value) => value === '' || (value.length <= MAX_TEXT_LENGTH && pattern.test(value)), message);

/** Optional free text, trimmed; null or absent is ''. */
export const optionalText = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value.length <= MAX_TEXT_LENGTH, `At most ${MAX_TEXT_LENGTH} characters.`);

/** A state as the forms send it: its two-digit GST code (numbers are accepted and padded). */
export const stateCodeField = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim().padStart(2, '0'))
    .refine((code) => code !== '00' && isKnownStateCode(code), message);
