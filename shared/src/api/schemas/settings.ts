// Wire schemas of organisation settings and users (spec part 2 §2, §3, §5, §7 "Settings and
// users", §8; part 1 §3 organisation settings). Field names are the spec's where it names them;
// where it does not (the six sequence prefixes, the year-sequence flag), ours are documented here.
import { z } from 'zod';
import { validateDocumentNumber } from '../../gst/document-numbers.js';
import { EARLIEST_DOCUMENT_DATE, LATEST_DOCUMENT_DATE } from '../../gst/calendar.js';
import { financialYearOf, financialYearStarting, shortFinancialYear } from '../../gst/financial-year.js';
import { parseTypedDate } from '../../input/typed-date.js';
import { BUSINESS_TYPE_IDS } from '../business-types.js';
import { TURNOVER_BAND_IDS } from '../turnover-bands.js';
import { APP_MESSAGES, MESSAGES, fillMessage } from '../messages.js';
import { EXPENSE_APP_MESSAGES, EXPENSE_MESSAGES } from '../../expenses/expense-messages.js';
import { isPermission, type Permission } from '../permissions.js';
import { passwordField } from './access.js';
import { SCHEME_TYPES } from './clients.js';
import {
  emailField,
  gstinField,
  idField,
  optionalMatching,
  optionalText,
  optionalPhoneField,
  PINCODE_PATTERN,
  requiredText,
  stateCodeField,
} from './common.js';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Organisation feature flags (spec part 2 §6: inventory_tracking enables stock tracking). */
export const ORG_FEATURES = ['inventory_tracking'] as const;
export type OrgFeature = (typeof ORG_FEATURES)[number];

/**
 * The six document kinds with their own number prefix (spec part 2 §3 Invoice sequence settings),
 * with the prefixes an organisation starts with.
 */
export const SEQUENCE_KINDS = ['b2b', 'b2c', 'billofsupply', 'deliverychallan', 'proforma', 'quotation'] as const;
export type SequenceKind = (typeof SEQUENCE_KINDS)[number];
export type SequencePrefixes = Record<SequenceKind, string>;
export const DEFAULT_SEQUENCE_PREFIXES: SequencePrefixes = {
  b2b: 'INV',
  b2c: 'B2C',
  billofsupply: 'BOS',
  deliverychallan: 'DC',
  proforma: 'PI',
  quotation: 'QT',
};
/**
 * A prefix leaves room in Rule 46(b)'s 16 characters for a number of at least six digits: ten
 * characters alone, six when the numbers carry the four-digit financial year too.
 */
export const MAX_PREFIX_LENGTH = 10;
export const MAX_PREFIX_LENGTH_WITH_YEAR = 6;
/** The starting invoice number: a whole number that still fits a 16-character document number. */
export const MAX_SEQUENCE_START = 999_999_999;

export const CUSTOM_FIELD_TYPES = ['list', 'checkbox', 'radiobutton', 'text', 'number', 'date'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
/** The field types whose definition carries a list of values to choose from (spec part 2 §5). */
export const CHOICE_FIELD_TYPES: readonly CustomFieldType[] = ['list', 'checkbox', 'radiobutton'];
export const MAX_CUSTOM_FIELD_DEFINITIONS = 50;
export const MAX_CUSTOM_FIELD_VALUES = 50;

export const MAX_ORG_ADDRESSES = 50;
export const MAX_ORG_BANK_ACCOUNTS = 10;

/** Logo and expense evidence: at most 2 MB (spec part 2 §5, §9). */
export const MAX_UPLOAD_BYTES = 2_097_152;
/** The organisation logo is cropped to exactly this size (spec part 2 §5, §9: crop 200x80). */
export const LOGO_SIZE = { width: 200, height: 80 } as const;
/** Base64 of MAX_UPLOAD_BYTES, plus room for a `data:image/png;base64,` prefix. */
const MAX_UPLOAD_BASE64_CHARS = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 100;
/** What an upload through POST /api/account/saveinvoice/image is for: the logo, or an expense's evidence. */
export const UPLOAD_PURPOSES = ['logo', 'evidence'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** Expense evidence (spec part 2 §5): doc, docx, pdf, jpg (or jpeg), png. */
export const EVIDENCE_EXTENSIONS = ['doc', 'docx', 'pdf', 'jpg', 'jpeg', 'png'] as const;

const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

/** The settings form's GSTIN: 'Please enter a valid number' unless 15 characters, then the engine's check. */
export const settingsGstinField = gstinField(MESSAGES.orgGstinInvalid);

/** 0/1 flags as the forms send them: booleans, numbers or their strings. */
export const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: 'Please choose yes or no.',
  })
  .transform((value): 0 | 1 => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0));

const stateCode = stateCodeField(MESSAGES.stateRequired);

const permissionList = z
  .array(z.string({ error: APP_MESSAGES.permissionUnknown }), { error: APP_MESSAGES.permissionUnknown })
  .max(100, APP_MESSAGES.permissionUnknown)
  .refine((ids) => ids.every(isPermission), APP_MESSAGES.permissionUnknown)
  .transform((ids) => [...new Set(ids)] as Permission[]);

const businessIdField = z.union([
  z.null(),
  z.coerce
    .number({ error: APP_MESSAGES.industryInvalid })
    .int(APP_MESSAGES.industryInvalid)
    .refine((id) => BUSINESS_TYPE_IDS.includes(id), APP_MESSAGES.industryInvalid),
]);

/** Annual turnover band id: one of TURNOVER_BANDS. */
const turnoverIdField = z.union([
  z.null(),
  z.coerce
    .number({ error: APP_MESSAGES.turnoverInvalid })
    .int(APP_MESSAGES.turnoverInvalid)
    .refine((id) => TURNOVER_BAND_IDS.includes(id), APP_MESSAGES.turnoverInvalid),
]);

const schemeTypeField = z.enum(SCHEME_TYPES, { error: APP_MESSAGES.schemeTypeInvalid });

/** An LUT's ARN (acknowledgement reference number): 15 capital letters and digits. */
export const LUT_ARN_PATTERN = /^[A-Z0-9]{15}$/;

/** GST's financial years: from 2017-18, its first, to the last a document may be dated in. */
const GST_YEARS = { first: financialYearOf(EARLIEST_DOCUMENT_DATE).startYear, last: financialYearOf(LATEST_DOCUMENT_DATE).startYear };

/**
 * The financial year an LUT is for, as the form and the wire name it ('2026-27': shortFinancialYear)
 * -> 2026; null for anything else, a year before GST's first included (walk 37 H3: '0000-01' reached
 * the year's arithmetic unchecked, a 500).
 */
export function lutYearOf(label: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(label.trim());
  const start = Number(match?.[1]);
  if (!match || start < GST_YEARS.first || start > GST_YEARS.last) return null;
  return shortFinancialYear(financialYearStarting(start)) === label.trim() ? start : null;
}

/**
 * One letter of undertaking (GST RFD-11): the financial year it is for ('2026-27', as RFD-11 names
 * it: it is usually filed in the March before), its ARN typed in any case, and the date it was
 * filed, 'YYYY-MM-DD' or 'DD-MM-YYYY', not after that year ends. The server refuses a date after
 * today, which only it knows.
 */
const lutEntry = z
  .object(
    {
      fy: z
        .string({ error: APP_MESSAGES.lutYearInvalid })
        .transform((label) => label.trim())
        .refine((label) => lutYearOf(label) !== null, APP_MESSAGES.lutYearInvalid),
      arn: z
        .string({ error: APP_MESSAGES.lutArnInvalid })
        .transform((arn) => arn.trim().toUpperCase())
        .refine((arn) => LUT_ARN_PATTERN.test(arn), APP_MESSAGES.lutArnInvalid),
      date: z.string({ error: APP_MESSAGES.lutDateRequired }).transform((date, ctx) => {
        try {
          return parseTypedDate(date);
        } catch {
          ctx.addIssue({ code: 'custom', message: APP_MESSAGES.lutDateRequired });
          return z.NEVER;
        }
      }),
    },
    { error: APP_MESSAGES.lutYearInvalid },
  )
  .superRefine(({ fy, date }, ctx) => {
    const year = lutYearOf(fy);
    if (date < EARLIEST_DOCUMENT_DATE) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: APP_MESSAGES.lutDateBeforeGst });
    } else if (year !== null && date > financialYearStarting(year).endDate) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: fillMessage(APP_MESSAGES.lutFiledAfterItsYear, { year: fy }) });
    } else if (year !== null && year > financialYearOf(date).startYear + 1) {
      // Furnished for the year it is in or the next (walk 37 M6: one filed today for 2040-41 was kept).
      ctx.addIssue({ code: 'custom', path: ['fy'], message: fillMessage(APP_MESSAGES.lutFiledTooEarly, { year: fy }) });
    }
  });
export type LutEntry = z.output<typeof lutEntry>;

/** The organisation's LUTs, at most one for each financial year (absent: kept; []: none). */
const lutsField = z
  .array(lutEntry, { error: APP_MESSAGES.lutYearInvalid })
  .superRefine((luts, ctx) => {
    luts.forEach(({ fy }, index) => {
      if (luts.findIndex((other) => other.fy === fy) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'fy'], message: fillMessage(APP_MESSAGES.lutYearTwice, { year: fy }) });
      }
    });
  })
  .optional();

/** An LUT as the organisation's settings and its documents' seller show it: '2026-27', its ARN, its date 'YYYY-MM-DD'. */
export const lutView = z.object({ fy: z.string(), arn: z.string(), date: z.string() });
export type LutView = z.infer<typeof lutView>;

/** Optimistic concurrency: the version the form loaded. A newer stored version answers 409. */
const versionField = z.coerce.number().int().min(0).optional();

/** One sequence prefix: trimmed, upper-cased, a valid start of a Rule 46(b) document number. */
export const prefixField = z
  .string({ error: APP_MESSAGES.prefixRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: APP_MESSAGES.prefixRequired, abort: true })
  .max(MAX_PREFIX_LENGTH, { error: APP_MESSAGES.prefixTooLong, abort: true })
  .superRefine((prefix, ctx) => {
    const checked = validateDocumentNumber(prefix);
    if (!checked.valid) ctx.addIssue({ code: 'custom', message: checked.reason ?? APP_MESSAGES.prefixRequired });
  });

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export const permissionsResponse = z.object({
  status: z.literal(true),
  permissions: z.array(z.object({ id: z.string(), group: z.string(), name: z.string() })),
});

/** The invited user (spec part 2 §3): email, fullname, phone, permissions, orgId. */
export const inviteUserRequest = z.object({
  orgId: idField,
  email: emailField,
  fullname: requiredText(APP_MESSAGES.fullnameRequired),
  phone: optionalPhoneField,
  permissions: permissionList.default([]),
  user_type: z.string().optional(),
});
export type InviteUserRequest = z.input<typeof inviteUserRequest>;


/** Editing an invitee: permissions, fullname, phone. The email is read-only and ignored. */
export const editInviteeRequest = z.object({
  orgId: idField,
  user_id: idField,
  fullname: requiredText(APP_MESSAGES.fullnameRequired),
  phone: optionalPhoneField,
  permissions: permissionList.default([]),
  email: z.unknown().optional(),
});
export type EditInviteeRequest = z.input<typeof editInviteeRequest>;

export const deleteOrgUserRequest = z.object({ orgid: idField, userid: idField });

/** Invitations into organisations waiting for the signed-in user's answer. */
export const membershipInvitationsResponse = z.object({
  status: z.literal(true),
  invitations: z.array(
    z.object({
      orgId: idField,
      orgName: z.string(),
      gstin: z.string(),
      /** The inviter's name. */
      invitedBy: z.string(),
      permissions: z.array(z.string()),
      invitedAt: z.string(),
    }),
  ),
});

export const answerMembershipInvitationRequest = z.object({ orgid: idField, accept: z.boolean() });

export const userIdParams = z.object({ id: idField });

export const MEMBER_ROLES = ['owner', 'member', 'ca'] as const;

export const userPermissionsResponse = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      orgId: idField,
      orgName: z.string(),
      role: z.enum(MEMBER_ROLES),
      permissions: z.array(z.string()),
    }),
  ),
});

export const orgUser = z.object({
  user_id: idField,
  email: z.string(),
  fullname: z.string(),
  phone: z.string(),
  role: z.enum(MEMBER_ROLES),
  user_type: z.string(),
  permissions: z.array(z.string()),
});
export type OrgUser = z.infer<typeof orgUser>;

// ---------------------------------------------------------------------------------------------
// Organisation
// ---------------------------------------------------------------------------------------------

export const orgAddress = z.object({
  id: idField,
  address: z.string(),
  city: z.string(),
  state_id: z.string(),
  statename: z.string(),
  pincode: z.string(),
  phone: z.string(),
  isprimary: z.union([z.literal(0), z.literal(1)]),
});
export type OrgAddress = z.infer<typeof orgAddress>;

export const orgBankAccount = z.object({
  id: idField,
  holder_name: z.string(),
  account: z.string(),
  ifsc: z.string(),
  branch: z.string(),
  bankname: z.string(),
});
export type OrgBankAccount = z.infer<typeof orgBankAccount>;

export const customFieldDefinition = z.object({
  id: idField,
  name: z.string(),
  field_type: z.enum(CUSTOM_FIELD_TYPES),
  field_value: z.array(z.string()),
});
export type CustomFieldDefinition = z.infer<typeof customFieldDefinition>;

export const sequencePrefixes = z.object(
  Object.fromEntries(SEQUENCE_KINDS.map((kind) => [kind, z.string()])) as Record<SequenceKind, z.ZodString>,
);

/** An organisation as the settings screens read it. */
export const orgDetails = z.object({
  id: idField,
  org_name: z.string(),
  gstin: z.string(),
  statecode: z.string(),
  business_id: z.number().int().nullable(),
  turnover_id: z.number().int().nullable(),
  schemetype: z.enum(SCHEME_TYPES),
  /** A signed URL of the logo, valid for a while; null when there is none. */
  orglogo: z.string().nullable(),
  roundoff_amount: z.union([z.literal(0), z.literal(1)]),
  features: z.array(z.string()),
  /** The number the invoice series starts from. */
  invoiceNumber: z.number().int(),
  invoice_year_sequence: z.union([z.literal(0), z.literal(1)]),
  invoiceStrings: sequencePrefixes,
  addresses: z.array(orgAddress),
  banks: z.array(orgBankAccount),
  customfields: z.array(customFieldDefinition),
  /** The letters of undertaking for zero-rated supplies without IGST, one a financial year, the earliest year first. */
  luts: z.array(lutView),
  version: z.number().int(),
});
export type OrgDetails = z.infer<typeof orgDetails>;

export const orgAndUsersParams = z.object({ orgid: idField, userid: z.string().max(100) });
export const orgAndUsersResponse = z.object({ status: z.literal(true), organisation: orgDetails, users: z.array(orgUser) });

/** Every organisation write answers with the spec's message and the organisation as now stored. */
export const orgSavedResponse = z.object({ status: z.literal(true), message: z.string(), organisation: orgDetails });

const featureToggles = z.strictObject(
  { inventory_tracking: flagField.optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown feature.' : 'Features must be a list of on/off flags.') },
);

/** Organisation details (spec part 2 §3 Organisation). Absent optional fields keep their value. */
const orgDetailFields = {
  org_name: requiredText(MESSAGES.orgNameRequired),
  gstin: settingsGstinField,
  business_id: businessIdField.optional(),
  turnover_id: turnoverIdField.optional(),
  schemetype: schemeTypeField.optional(),
  features: featureToggles.optional(),
  luts: lutsField,
};

export const addOrganisationRequest = z.object(orgDetailFields);
export type AddOrganisationRequest = z.input<typeof addOrganisationRequest>;
export const addOrganisationResponse = z.object({ status: z.literal(true), message: z.string(), orgid: idField });

export const updateOrganisationRequest = z.object({ ...orgDetailFields, orgid: idField, version: versionField });
export type UpdateOrganisationRequest = z.input<typeof updateOrganisationRequest>;

/** A file's extension as the form sends it ('.PNG', 'image/png', 'pdf'), one of `allowed` or `message`. */
const uploadExtension = (allowed: readonly string[], message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .transform((ext) => ext.replace(/^\./, '').replace(/^(?:image|application)\//, ''))
    .refine((ext) => allowed.includes(ext), message);

/** The file's bytes in base64, at most MAX_UPLOAD_BYTES decoded (the server checks the decoded size too). */
const uploadBytes = (requiredMessage: string, tooLargeMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(MAX_UPLOAD_BASE64_CHARS, { error: tooLargeMessage, abort: true });

const uploadFields = {
  orgid: idField,
  /** The file's previous URL, as the form sends it; not used. */
  fileUrl: z.string().max(4000).nullable().optional(),
};

/** The organisation logo: a PNG or JPEG image (the default purpose, as the settings form sends it). */
const logoUpload = z.object({
  ...uploadFields,
  purpose: z.literal('logo').optional().default('logo'),
  ext: uploadExtension(IMAGE_EXTENSIONS, APP_MESSAGES.imageTypeNotAllowed),
  imgDta: uploadBytes(APP_MESSAGES.imageRequired, APP_MESSAGES.imageTooLarge),
});

/** An expense's evidence: doc, docx, pdf, jpg or png, checked by content on the server. */
const evidenceUpload = z.object({
  ...uploadFields,
  purpose: z.literal('evidence'),
  ext: uploadExtension(EVIDENCE_EXTENSIONS, EXPENSE_MESSAGES.evidenceTypeNotAllowed),
  imgDta: uploadBytes(EXPENSE_MESSAGES.evidenceTypeNotAllowed, EXPENSE_APP_MESSAGES.evidenceTooLarge),
});

/**
 * One route stores two kinds of file, told apart by `purpose`: the logo (settings.edit; absent
 * purpose, as before) and expense evidence (purchases.edit; see the route's permission). Each
 * keeps its own types, messages and content checks.
 */
export const saveImageRequest = z.discriminatedUnion('purpose', [logoUpload, evidenceUpload], { error: 'Unknown upload purpose.' });
export type SaveImageRequest = z.input<typeof saveImageRequest>;
export const saveImageResponse = z.object({
  status: z.literal(true),
  success: z.literal(true),
  /** A signed link to the stored file. */
  url: z.string(),
  /** Evidence only: the stored file's key, which the expense save sends back as its file_url. */
  key: z.string().optional(),
});

const addressFields = {
  address: requiredText(APP_MESSAGES.addressRequired),
  city: requiredText(APP_MESSAGES.cityRequired),
  state_id: stateCode,
  pincode: optionalMatching(PINCODE_PATTERN, APP_MESSAGES.pincodeInvalid),
  phone: optionalPhoneField,
  isprimary: flagField.optional(),
};
export const addAddressRequest = z.object({ ...addressFields, orgid: idField });
export type AddAddressRequest = z.input<typeof addAddressRequest>;
export const updateAddressRequest = z.object({ ...addressFields, orgid: idField, id: idField });
export type UpdateAddressRequest = z.input<typeof updateAddressRequest>;
export const deleteAddressRequest = z.object({ orgid: idField, id: idField });

const bankFields = {
  holder_name: requiredText(APP_MESSAGES.holderNameRequired),
  account: z
    .union([z.string(), z.number()], { error: APP_MESSAGES.accountNumberInvalid })
    .transform((value) => String(value).replace(/[\s-]/g, ''))
    .refine((value) => ACCOUNT_NUMBER_PATTERN.test(value), APP_MESSAGES.accountNumberInvalid),
  ifsc: z
    .string({ error: APP_MESSAGES.ifscInvalid })
    .trim()
    .toUpperCase()
    .refine((value) => IFSC_PATTERN.test(value), APP_MESSAGES.ifscInvalid),
  branch: optionalText,
  bankname: requiredText(APP_MESSAGES.bankNameRequired),
};
export const addBankRequest = z.object({ ...bankFields, orgid: idField });
export type AddBankRequest = z.input<typeof addBankRequest>;
export const saveBankRequest = z.object({ ...bankFields, orgid: idField, id: idField });
export type SaveBankRequest = z.input<typeof saveBankRequest>;

export const invoiceSequenceRequest = z.object({
  orgid: idField,
  /** A number, or its digits as text; anything else JavaScript reads as one ('1e3', ' 0x10') is not (walk 37 L5). */
  in_num: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: APP_MESSAGES.sequenceNumberInvalid })
    .pipe(z.number().int(APP_MESSAGES.sequenceNumberInvalid).min(1, APP_MESSAGES.sequenceNumberInvalid).max(MAX_SEQUENCE_START, APP_MESSAGES.sequenceNumberInvalid)),
});

export const passwordResetRequest = z
  .object({
    /** The caller's user id, as the form sends it; another user's id is refused. */
    id: z.string().max(100).optional(),
    currentPassword: z.string({ error: APP_MESSAGES.currentPasswordRequired }).min(1, APP_MESSAGES.currentPasswordRequired).max(128, APP_MESSAGES.currentPasswordWrong),
    newPassword: passwordField,
    confirmnewPassword: z.string({ error: MESSAGES.passwordsDiffer }),
  })
  .refine((value) => value.newPassword === value.confirmnewPassword, {
    path: ['confirmnewPassword'],
    message: MESSAGES.passwordsDiffer,
  });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;
export const passwordResetResponse = z.object({ status: z.literal(true), message: z.string(), errors: z.array(z.string()) });

export const roundOffRequest = z.object({ orgid: idField, checkedRoundOff: flagField });

const customFieldInput = z
  .object({
    /** Present when the row changes an existing definition. */
    id: idField.optional(),
    name: requiredText(APP_MESSAGES.customFieldNameRequired, 100),
    field_type: z.enum(CUSTOM_FIELD_TYPES, { error: APP_MESSAGES.customFieldTypeInvalid }),
    /** The choices of a list, checkbox or radio button field: a list, or one comma-separated text. */
    field_value: z
      .union([z.array(z.union([z.string(), z.number()])).max(MAX_CUSTOM_FIELD_VALUES), z.string(), z.null()])
      .optional()
      .transform((value) => {
        const raw = value === null || value === undefined ? [] : Array.isArray(value) ? value.map(String) : value.split(',');
        return [...new Set(raw.map((choice) => choice.trim()).filter((choice) => choice !== ''))];
      })
      .refine((choices) => choices.length <= MAX_CUSTOM_FIELD_VALUES && choices.every((c) => c.length <= 100), 'Too many or too long values.'),
  })
  .superRefine((field, ctx) => {
    const choice = CHOICE_FIELD_TYPES.includes(field.field_type);
    if (choice && field.field_value.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['field_value'], message: APP_MESSAGES.customFieldValuesRequired });
    }
    if (!choice && field.field_value.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['field_value'], message: APP_MESSAGES.customFieldValuesNotAllowed });
    }
  });
export type CustomFieldInput = z.output<typeof customFieldInput>;

/** Rows with an id change that definition, rows without add one, `deletefields` removes. */
export const customFieldsRequest = z.object({
  orgid: idField,
  customfields: z.array(customFieldInput).max(MAX_CUSTOM_FIELD_DEFINITIONS, APP_MESSAGES.tooManyCustomFields).default([]),
  deletefields: z.array(idField).max(MAX_CUSTOM_FIELD_DEFINITIONS).default([]),
});
export type CustomFieldsRequest = z.input<typeof customFieldsRequest>;

/** The six prefixes; a kind left out keeps its prefix. Duplicates: 'Sequence is changing'. */
export const sequenceFormatRequest = z.object({
  orgid: idField,
  ...(Object.fromEntries(SEQUENCE_KINDS.map((kind) => [kind, prefixField.optional()])) as Record<
    SequenceKind,
    z.ZodOptional<typeof prefixField>
  >),
});
export type SequenceFormatRequest = z.input<typeof sequenceFormatRequest>;

/** invoice_year_sequence 1: numbers carry the financial year ({PREFIX}{year}{seq}); 0: {PREFIX}{seq}. */
export const yearSequenceRequest = z.object({ orgid: idField, invoice_year_sequence: flagField });

export const invoiceStringsResponse = z.object({
  status: z.literal(true),
  invoiceStrings: sequencePrefixes,
  invoice_year_sequence: z.union([z.literal(0), z.literal(1)]),
  invoiceNumber: z.number().int(),
});

/** The first pair of kinds sharing a prefix, or null. */
export function duplicatePrefix(prefixes: SequencePrefixes): [SequenceKind, SequenceKind] | null {
  for (let i = 0; i < SEQUENCE_KINDS.length; i += 1) {
    for (let j = i + 1; j < SEQUENCE_KINDS.length; j += 1) {
      const a = SEQUENCE_KINDS[i] as SequenceKind;
      const b = SEQUENCE_KINDS[j] as SequenceKind;
      if (prefixes[a] === prefixes[b]) return [a, b];
    }
  }
  return null;
}
