// Wire schemas of sign-up, sign-in, profile and seed data (spec part 1 §5, §7).
import { z } from 'zod';
import { BUSINESS_TYPE_IDS } from '../business-types.js';
import { APP_MESSAGES, MESSAGES } from '../messages.js';
import { emailField, evenWithFieldErrors, gstinField, idField, MAX_TEXT_LENGTH, requiredText } from './common.js';

export const USER_TYPES = ['CA', 'orguser'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Long enough for any passphrase; scrypt and Cognito need no more. */
export const MAX_PASSWORD_LENGTH = 128;

export const loginRequest = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, APP_MESSAGES.invalidCredentials),
});

/** A new password: required, 8 to 128 characters. */
export const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(8, APP_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters.`);
export type LoginRequest = z.input<typeof loginRequest>;

export const orgSummary = z.object({
  id: idField,
  name: z.string(),
  gstin: z.string(),
  statecode: z.string(),
  /** How the user holds the organisation: its owner, an invited member, or its CA. */
  role: z.enum(['owner', 'member', 'ca']),
});
export type OrgSummary = z.infer<typeof orgSummary>;

export const sessionUser = z.object({
  id: idField,
  email: z.string(),
  username: z.string(),
  user_type: z.enum(USER_TYPES),
  orgs: z.array(orgSummary),
  smsClientsValue: z.number().int(),
  smsCreditLimit: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ status: z.literal(true), token: z.string(), data: sessionUser });
export type LoginResponse = z.infer<typeof loginResponse>;

/** An organisation's GSTIN, with the invite-organisation form's message (spec part 1 §5). */
export const orgGstinField = gstinField(MESSAGES.inviteGstinInvalid);

/**
 * Sign-up creates the user and, for an organisation user, their first organisation. The spec's
 * invite-organisation messages apply to the same fields.
 */
export const signupRequest = z
  .object({
    username: requiredText(MESSAGES.usernameRequired),
    email: emailField,
    password: passwordField,
    usertype: z.enum(USER_TYPES).default('orguser'),
    /** Industry (business type id); 8 and 9 show an item code field later. */
    type: z.coerce
      .number()
      .int()
      .refine((id) => BUSINESS_TYPE_IDS.includes(id), 'Please choose an industry from the list.')
      .optional(),
    orgname: z.string().trim().max(MAX_TEXT_LENGTH, `At most ${MAX_TEXT_LENGTH} characters.`).optional(),
    gstin: z.string().optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.usertype !== 'orguser') return;
      if (!value.orgname) ctx.addIssue({ code: 'custom', path: ['orgname'], message: MESSAGES.orgNameRequired });
      for (const issue of orgGstinField.safeParse(value.gstin).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['gstin'], message: issue.message });
      }
    },
    evenWithFieldErrors,
  )
  .transform((value) =>
    value.usertype === 'orguser'
      ? { ...value, gstin: orgGstinField.parse(value.gstin) }
      : { ...value, orgname: undefined, gstin: undefined },
  );
export type SignupRequest = z.input<typeof signupRequest>;

export const signupResponse = z.object({
  status: z.literal(true),
  data: z.object({ userid: idField, orgid: idField.nullable() }),
});

export const profileResponse = z.object({
  status: z.literal(true),
  data: z.object({ username: z.string(), user_type: z.enum(USER_TYPES), email: z.string() }),
});

export const userOrgsResponse = z.object({ status: z.literal(true), data: z.array(orgSummary) });

/** The product's own seed data: brand and support contacts (the 500 alert shows the phone). */
export const seedDataResponse = z.object({
  status: z.literal(true),
  data: z.object({ name: z.string(), logo: z.string(), phone: z.string(), email: z.string() }),
});
export type SeedData = z.infer<typeof seedDataResponse>['data'];

export const healthResponse = z.object({ status: z.literal('ok') });
