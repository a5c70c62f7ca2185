// Field schemas shared by several wire schemas. Messages come from messages.ts.
import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** The spec's "standard pattern" for email: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Required email, trimmed and lower-cased, with the login form's two messages. */
export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

/** A required non-blank string with the given message, trimmed. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Opaque ids as the server issues them (see functions/src/store/ids.ts). */
export const idField = z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)?$/, 'Invalid id');

export const okResponse = z.object({ status: z.literal(true) });
