// The client SMS screen's rows (spec part 2 §3 SMS client, §7 clientsforsms): every client with a
// mobile on one of its contacts, registered types (b2bclients) apart from the unregistered
// (b2cclients: CLIENT_TYPES' registered flag). A client without a mobile cannot be texted, so it is not listed.
import { gstinOptionalFor, smsMobile, type SmsClientRow } from '@bahi/shared';
import type { StoredClient } from '../../store/clients.js';

function mobileOf(client: StoredClient): string | undefined {
  return client.contacts.flatMap((contact) => [contact.mobile1, contact.mobile2]).find((mobile) => smsMobile(mobile) !== null);
}

function rowOf(client: StoredClient, mobile: string): SmsClientRow {
  const address = client.addresses.find((row) => row.isprimary === 1) ?? client.addresses[0];
  return {
    id: client.id,
    name: client.companyname,
    address: address ? [address.address, address.city, address.pincode].filter((part) => part !== '').join(', ') : '',
    mobile,
    statename: address?.statename || client.statename,
    isChecked: false,
  };
}

/** Rows by name, registered and unregistered apart. */
export function smsClientRows(clients: readonly StoredClient[]): { b2bclients: SmsClientRow[]; b2cclients: SmsClientRow[] } {
  const rows = clients
    .flatMap((client) => {
      const mobile = mobileOf(client);
      return mobile === undefined ? [] : [{ registered: !gstinOptionalFor(client.clientid), row: rowOf(client, mobile) }];
    })
    .sort((a, b) => a.row.name.localeCompare(b.row.name, 'en-IN'));
  return {
    b2bclients: rows.filter((entry) => entry.registered).map((entry) => entry.row),
    b2cclients: rows.filter((entry) => !entry.registered).map((entry) => entry.row),
  };
}
