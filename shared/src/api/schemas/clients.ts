// Wire schemas of clients (customers and suppliers): spec part 1 §3 (fields), §4 (row add/update
// and the delete lists), §5 (messages). Field names are the spec's.
import { z } from 'zod';
import { stateByCode } from '../../gst/states.js';
import { APP_MESSAGES, MESSAGES } from '../messages.js';
import {
  EMAIL_PATTERN,
  evenWithFieldErrors,
  gstinField,
  idField,
  optionalGstinField,
  optionalMatching,
  optionalPhoneField,
  PINCODE_PATTERN,
  requiredText,
  stateCodeField,
} from './common.js';

export const clientGstinField = gstinField(MESSAGES.clientGstinInvalid);

/**
 * Client types. Registered clients must have a GSTIN (spec part 1 §5); unregistered ones, which a
 * business deals with every day (B2C buyers, unregistered vendors whose supplies fall under
 * reverse charge), may be saved without one. A GSTIN typed for them is still checked.
 */
/** `buys`/`supplies`: the side of a document the client is the party of (a sale's, a purchase's). */
export const CLIENT_TYPES = [
  { id: 1, name: 'Customer', registered: true, buys: true, supplies: false },
  { id: 2, name: 'Supplier', registered: true, buys: false, supplies: true },
  { id: 3, name: 'Customer and supplier', registered: true, buys: true, supplies: true },
  { id: 4, name: 'Unregistered customer (B2C)', registered: false, buys: true, supplies: false },
  { id: 5, name: 'Unregistered supplier', registered: false, buys: false, supplies: true },
] as const;

/** Whether a client of this type may be saved without a GSTIN (unknown types may not). */
export function gstinOptionalFor(clientType: unknown): boolean {
  return CLIENT_TYPES.some((type) => type.id === Number(clientType) && !type.registered);
}
export const SCHEME_TYPES = ['regular', 'composite'] as const;

export const MAX_CLIENT_ADDRESSES = 50;
export const MAX_CLIENT_CONTACTS = 50;

export const clientAddressInput = z.object({
  /** Present when the row updates an existing address; absent when it adds one. */
  id: idField.optional(),
  /** 1 makes this the primary address; absent on an update keeps the row's current flag. */
  isprimary: z.coerce.number().int().min(0).max(1).optional(),
  locaddress: requiredText(MESSAGES.locationAddressRequired),
  loccity: requiredText(MESSAGES.locationCityRequired),
  locphone: optionalPhoneField,
  locpincode: optionalMatching(PINCODE_PATTERN, APP_MESSAGES.pincodeInvalid),
  locstate: stateCodeField(MESSAGES.stateRequired),
});
export type ClientAddressInput = z.input<typeof clientAddressInput>;
export type ClientAddressRow = z.output<typeof clientAddressInput>;

export const clientContactInput = z.object({
  id: idField.optional(),
  contactname: z.string().trim().default(''),
  contactemail: optionalMatching(EMAIL_PATTERN, MESSAGES.contactEmailInvalid),
  mobile1: optionalPhoneField,
  mobile2: optionalPhoneField,
});
export type ClientContactInput = z.input<typeof clientContactInput>;
export type ClientContactRow = z.output<typeof clientContactInput>;

const clientFields = {
  gstin: optionalGstinField(MESSAGES.clientGstinInvalid),
  companyname: requiredText(MESSAGES.companyNameRequired),
  clientid: z.coerce
    .number({ error: MESSAGES.clientTypeRequired })
    .int()
    .refine((type) => CLIENT_TYPES.some((known) => known.id === type), MESSAGES.clientTypeRequired),
  state: stateCodeField(MESSAGES.stateRequired),
  schemetype: z.enum(SCHEME_TYPES).default('regular'),
  /**
   * Ours: a unit or developer in a special economic zone. A supply to it is zero-rated and always
   * inter-state (Section 16(1)(b), 7(5)(b) IGST Act): IGST, or none under a letter of undertaking.
   */
  sez: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean(), z.null()], { error: APP_MESSAGES.sezFlagInvalid })
    .optional()
    .transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0)),
  address: z.array(clientAddressInput).max(MAX_CLIENT_ADDRESSES).default([]),
  contacts: z.array(clientContactInput).max(MAX_CLIENT_CONTACTS).default([]),
};

/** A registered client needs its GSTIN. Runs even when other fields failed (the value may be partial). */
function gstinRequiredForRegistered(value: { gstin: unknown; clientid: unknown; sez?: unknown }, ctx: z.RefinementCtx) {
  if (value.gstin === '' && !gstinOptionalFor(value.clientid)) {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: MESSAGES.clientGstinInvalid });
  } else if (value.gstin === '' && value.sez === 1) {
    // An SEZ unit or developer is registered: its supplies are reported under its GSTIN.
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: APP_MESSAGES.sezNeedsGstin });
  }
}

/** The client's state must be the state its GSTIN is registered in (the GSTIN's first two digits). */
function stateMatchesGstin(value: { gstin: string; state: string }, ctx: z.RefinementCtx) {
  if (value.gstin.length === 15 && value.gstin.slice(0, 2) !== value.state) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: APP_MESSAGES.stateMismatch });
  }
}

export const clientInsertRequest = z
  .object({ ...clientFields, org_id: idField })
  // The new-client form asks for a location: its city and address (spec part 1 §5). Checked even
  // when other fields failed, so the value may be partial: only an absent or empty list counts.
  .superRefine((value, ctx) => {
    const rows: unknown = (value as { address?: unknown }).address;
    if (rows === undefined || (Array.isArray(rows) && rows.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['address', 0, 'loccity'], message: MESSAGES.locationCityRequired });
      ctx.addIssue({ code: 'custom', path: ['address', 0, 'locaddress'], message: MESSAGES.locationAddressRequired });
    }
  }, evenWithFieldErrors)
  .superRefine(gstinRequiredForRegistered, evenWithFieldErrors)
  .superRefine(stateMatchesGstin);
export type ClientInsertRequest = z.input<typeof clientInsertRequest>;

export const clientEditRequest = z
  .object({
    ...clientFields,
    client_id: idField,
    orgid: idField.optional(),
    /** Optimistic concurrency: the version the form loaded; a newer stored version is a 409. */
    version: z.coerce.number().int().positive().optional(),
    deleteaddress: z.array(idField).default([]),
    deletecontact: z.array(idField).default([]),
  })
  .superRefine(gstinRequiredForRegistered, evenWithFieldErrors)
  .superRefine(stateMatchesGstin);
export type ClientEditRequest = z.input<typeof clientEditRequest>;

/** A client address as fetched (spec part 1 §3: id, state_id, city, address, pincode, phone). */
export const clientAddress = z.object({
  id: idField,
  isprimary: z.number().int(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  state_id: z.string(),
  statename: z.string(),
});
export type ClientAddress = z.infer<typeof clientAddress>;

/** A client's primary address (where its documents go unless told otherwise), else its first. */
export function primaryAddressOf<A extends { isprimary: number }>(addresses: readonly A[]): A | undefined {
  return addresses.find((address) => address.isprimary === 1) ?? addresses[0];
}

export const clientContact = z.object({
  id: idField,
  name: z.string(),
  email: z.string(),
  mobile1: z.string(),
  mobile2: z.string(),
});
export type ClientContact = z.infer<typeof clientContact>;

export const clientRecord = z.object({
  id: idField,
  org_id: idField,
  gstin: z.string(),
  companyname: z.string(),
  clientid: z.number().int(),
  state: z.string(),
  statename: z.string(),
  schemetype: z.enum(SCHEME_TYPES),
  sez: z.union([z.literal(0), z.literal(1)]),
  userid: z.string(),
  createddate: z.string(),
  modifieddate: z.string(),
  version: z.number().int(),
});
export type ClientRecord = z.infer<typeof clientRecord>;

export const stateRow = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const statesResponse = z.object({ status: z.literal(true), states: z.array(stateRow) });

/** One row of the clients list: the client and its primary address and first contact. */
export const clientListRow = clientRecord.extend({
  city: z.string(),
  phone: z.string(),
  contactname: z.string(),
  contactemail: z.string(),
});
export type ClientListRow = z.infer<typeof clientListRow>;

export const clientListResponse = z.object({ status: z.literal(true), getClientsWithorgId: z.array(clientListRow) });

export const clientFetchResponse = z.object({
  status: z.literal(true),
  client: clientRecord,
  clientaddress: z.array(clientAddress),
  clientcontacts: z.array(clientContact),
  states: z.array(stateRow),
});
export type ClientFetchResponse = z.infer<typeof clientFetchResponse>;

export const clientSavedResponse = z.object({ status: z.literal(true), message: z.string(), client_id: idField });

export const messageResponse = z.object({ status: z.literal(true), message: z.string() });

export const clientIdParams = z.object({ id: idField });
export const orgIdParams = z.object({ orgid: idField });

/** The state's name for a two-digit code (blank when unknown). */
export function stateNameOf(code: string): string {
  return stateByCode(code)?.name ?? '';
}
