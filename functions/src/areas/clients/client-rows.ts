// Merging the address and contact rows of a client form into the stored lists (spec part 1 §4):
// a row with an id updates that row, a row without one adds a row, ids in the delete lists go.
// Exactly one address is primary afterwards.
import {
  MESSAGES,
  stateNameOf,
  type ClientAddress,
  type ClientAddressRow,
  type ClientContact,
  type ClientContactRow,
} from '@bahi/shared';
import { invalid } from '../../errors/app-error.js';
import { newRecordId } from '../../store/ids.js';
import { mergeRows } from '../row-merge.js';

function addressOf(row: ClientAddressRow, id: string, stored?: ClientAddress): ClientAddress {
  return {
    id,
    isprimary: row.isprimary ?? stored?.isprimary ?? 0,
    address: row.locaddress,
    city: row.loccity,
    pincode: row.locpincode,
    phone: row.locphone,
    state_id: row.locstate,
    statename: stateNameOf(row.locstate),
  };
}

function contactOf(row: ClientContactRow, id: string): ClientContact {
  return { id, name: row.contactname, email: row.contactemail, mobile1: row.mobile1, mobile2: row.mobile2 };
}

/** Merges a client's rows of one kind (`what`: 'address' or 'contact'). */
function mergeClientRows<Row extends { id?: string }, Stored extends { id: string }>(
  orgId: string,
  stored: Stored[],
  rows: Row[],
  deleteIds: string[],
  build: (row: Row, id: string, previous?: Stored) => Stored,
  what: string,
) {
  return mergeRows({
    stored,
    rows,
    deleteIds,
    build,
    newId: () => newRecordId(orgId),
    unknownRow: () => invalid('client.unknownRow', `The ${what} being changed is not on this client. Reload it and try again.`),
  });
}

/**
 * Makes exactly one address primary: the last one flagged in this save that still exists, else
 * the one that was primary before the save (if kept), else the first.
 */
function settlePrimary(addresses: ClientAddress[], flaggedIds: string[], previousPrimaryId?: string): ClientAddress[] {
  const present = new Set(addresses.map((row) => row.id));
  const keptPrevious = previousPrimaryId && present.has(previousPrimaryId) ? previousPrimaryId : undefined;
  const primaryId = flaggedIds.filter((id) => present.has(id)).at(-1) ?? keptPrevious ?? addresses[0]?.id;
  return addresses.map((row) => ({ ...row, isprimary: row.id === primaryId ? 1 : 0 }));
}

export function mergeAddresses(
  orgId: string,
  stored: ClientAddress[],
  rows: ClientAddressRow[],
  deleteIds: string[],
): ClientAddress[] {
  const { merged, rowIds } = mergeClientRows(orgId, stored, rows, deleteIds, addressOf, 'address');
  if (merged.length === 0) {
    throw invalid('client.noAddress', MESSAGES.locationAddressRequired, [
      { field: 'address', message: MESSAGES.locationAddressRequired },
    ]);
  }
  const flagged = rows.flatMap((row, index) => (row.isprimary === 1 ? [rowIds[index] as string] : []));
  return settlePrimary(merged, flagged, stored.find((row) => row.isprimary === 1)?.id);
}

export function mergeContacts(orgId: string, stored: ClientContact[], rows: ClientContactRow[], deleteIds: string[]): ClientContact[] {
  return mergeClientRows(orgId, stored, rows, deleteIds, contactOf, 'contact').merged;
}
