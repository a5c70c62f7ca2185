// The client form's values and the insert/edit bodies built from them (spec part 1 §3). The form
// keeps text as typed; the shared schemas trim, pad and check it when the body is validated.
import {
  clientEditRequest,
  clientInsertRequest,
  type ClientEditRequest,
  type ClientFetchResponse,
  type ClientInsertRequest,
  type ClientRecord,
} from '@bahi/shared';
import { validateForm, type FieldErrors } from '../../../app/form-validation';
import { rowsForSave, startRowList, type RowList } from '../hooks/row-list';

export interface ClientFields {
  gstin: string;
  companyname: string;
  /** The client type's id as the select holds it ('' until chosen). */
  clientid: string;
  /** Two-digit state code. */
  state: string;
  schemetype: ClientRecord['schemetype'];
  sez: ClientRecord['sez'];
}

export interface AddressDraft {
  id?: string;
  isprimary: 0 | 1;
  locaddress: string;
  loccity: string;
  locstate: string;
  locpincode: string;
  locphone: string;
}

export interface ContactDraft {
  id?: string;
  contactname: string;
  contactemail: string;
  mobile1: string;
  mobile2: string;
}

export interface ClientFormState {
  fields: ClientFields;
  addresses: RowList<AddressDraft>;
  contacts: RowList<ContactDraft>;
}

export const BLANK_ADDRESS: AddressDraft = { isprimary: 0, locaddress: '', loccity: '', locstate: '', locpincode: '', locphone: '' };
export const BLANK_CONTACT: ContactDraft = { contactname: '', contactemail: '', mobile1: '', mobile2: '' };

// Not typed by the reader: the id and primary flag, and a location's state, which the form fills
// in from the client's GSTIN.
const UNTYPED = new Set(['id', 'isprimary', 'locstate']);

/** True when nothing is typed in the row, so a save leaves it out. */
export function isBlankRow(row: AddressDraft | ContactDraft): boolean {
  return Object.entries(row).every(([key, value]) => UNTYPED.has(key) || String(value).trim() === '');
}

export function newClientForm(): ClientFormState {
  return {
    fields: { gstin: '', companyname: '', clientid: '', state: '', schemetype: 'regular', sez: 0 },
    addresses: startRowList<AddressDraft>([], BLANK_ADDRESS),
    contacts: startRowList<ContactDraft>([], BLANK_CONTACT),
  };
}

export function clientFormOf({ client, clientaddress, clientcontacts }: ClientFetchResponse): ClientFormState {
  return {
    fields: {
      gstin: client.gstin,
      companyname: client.companyname,
      clientid: String(client.clientid),
      state: client.state,
      schemetype: client.schemetype,
      sez: client.sez,
    },
    addresses: startRowList<AddressDraft>(
      clientaddress.map((row) => ({
        id: row.id,
        isprimary: row.isprimary === 1 ? 1 : 0,
        locaddress: row.address,
        loccity: row.city,
        locstate: row.state_id,
        locpincode: row.pincode,
        locphone: row.phone,
      })),
      BLANK_ADDRESS,
    ),
    contacts: startRowList<ContactDraft>(
      clientcontacts.map((row) => ({ id: row.id, contactname: row.name, contactemail: row.email, mobile1: row.mobile1, mobile2: row.mobile2 })),
      BLANK_CONTACT,
    ),
  };
}

/** Exactly one primary location: the one marked, else the first. */
export function withOnePrimary(rows: AddressDraft[]): AddressDraft[] {
  const marked = Math.max(0, rows.findIndex((row) => row.isprimary === 1));
  return rows.map((row, index) => ({ ...row, isprimary: index === marked ? 1 : 0 }));
}

/** Which client is being saved: a new one of an organisation, or an existing one at a version. */
export type SaveTarget = { kind: 'insert'; orgId: string } | { kind: 'edit'; clientId: string; version: number };

export type ClientRequest = { kind: 'insert'; body: ClientInsertRequest } | { kind: 'edit'; body: ClientEditRequest };

export interface ClientBody {
  request: ClientRequest;
  /** Where each entry area's row sits in the body, to show its errors beside the entry fields. */
  entryIndex: { address: number | null; contacts: number | null };
}

export function clientBody(state: ClientFormState, target: SaveTarget): ClientBody {
  const address = rowsForSave(state.addresses, isBlankRow);
  const contacts = rowsForSave(state.contacts, isBlankRow);
  const common = { ...state.fields, address: withOnePrimary(address.rows), contacts: contacts.rows };
  const request: ClientRequest =
    target.kind === 'insert'
      ? { kind: 'insert', body: { ...common, org_id: target.orgId } }
      : {
          kind: 'edit',
          body: {
            ...common,
            client_id: target.clientId,
            version: target.version,
            deleteaddress: state.addresses.deletedIds,
            deletecontact: state.contacts.deletedIds,
          },
        };
  return { request, entryIndex: { address: address.entryIndex, contacts: contacts.entryIndex } };
}

/** Checks a request with the server's own schema, so the form shows the spec's messages first. */
export function checkRequest(request: ClientRequest): FieldErrors | null {
  const checked =
    request.kind === 'insert' ? validateForm(clientInsertRequest, request.body) : validateForm(clientEditRequest, request.body);
  return checked.ok ? null : checked.errors;
}

export interface SplitErrors {
  /** Errors of the client's own fields, keyed by field name. */
  fields: FieldErrors;
  /** Errors of each entry area, keyed by the row field name. */
  addressEntry: FieldErrors;
  contactEntry: FieldErrors;
  /** Errors of rows already in a list, by row index. */
  addressRows: Record<number, string>;
  contactRows: Record<number, string>;
}

/**
 * Sorts `address.2.loccity`-style errors to where the reader will see them: the entry area when
 * the row came from it (or no such listed row exists, as with "add a location" on a new client),
 * else the listed row.
 */
export function splitErrors(errors: FieldErrors, listed: { address: number; contacts: number }, entryIndex: ClientBody['entryIndex']): SplitErrors {
  const split: SplitErrors = { fields: {}, addressEntry: {}, contactEntry: {}, addressRows: {}, contactRows: {} };
  for (const [path, message] of Object.entries(errors)) {
    const row = /^(address|contacts)\.(\d+)\.(\w+)$/.exec(path);
    if (!row) {
      split.fields[path.split('.')[0] as string] ??= message;
      continue;
    }
    const [, list, at, field] = row as unknown as [string, 'address' | 'contacts', string, string];
    const index = Number(at);
    const fromEntry = index === entryIndex[list] || index >= listed[list];
    const entry = list === 'address' ? split.addressEntry : split.contactEntry;
    const rows = list === 'address' ? split.addressRows : split.contactRows;
    if (fromEntry) entry[field] ??= message;
    else rows[index] ??= message;
  }
  return split;
}
