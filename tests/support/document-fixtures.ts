// What document tests and benches set up first: a client with one address (and a contact when a
// mobile is given), as the client insert route takes it.
import { gstinCheckCharacter } from '@bahi/shared';

/** A valid GSTIN from its first 14 characters. */
export const gstinOf = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

export interface ClientFixture {
  name: string;
  /** The first 14 characters of its GSTIN; the state code is their first two. */
  gstin14: string;
  city: string;
  pincode: string;
  /** A contact with this mobile is added when given. */
  mobile?: string;
  /** The address line; '1 Main Road, <city>' when not given. */
  street?: string;
}

export function clientInsertBody(orgId: string, client: ClientFixture) {
  const state = client.gstin14.slice(0, 2);
  return {
    org_id: orgId,
    gstin: gstinOf(client.gstin14),
    companyname: client.name,
    clientid: 1,
    state,
    address: [{ isprimary: 1, locaddress: client.street ?? `1 Main Road, ${client.city}`, loccity: client.city, locphone: '', locpincode: client.pincode, locstate: state }],
    contacts: client.mobile ? [{ contactname: `${client.name} accounts`, contactemail: '', mobile1: client.mobile, mobile2: '' }] : [],
  };
}

/**
 * A supplier without a GSTIN in a state (client type 5), such as a truck owner whose transport the
 * organisation pays tax on under reverse charge and issues the self-invoice for.
 */
export function unregisteredSupplierBody(orgId: string, client: Omit<ClientFixture, 'gstin14'> & { state: string }) {
  const { state, ...rest } = client;
  return { ...clientInsertBody(orgId, { ...rest, gstin14: `${state}AAAAA0000A1Z` }), gstin: '', clientid: 5 };
}

/**
 * The hand-worked invoices' client: Reliance Retail in Maharashtra (intra-state for the demo
 * organisation), a billing and a shipping address, and a contact with a mobile.
 */
export function relianceRetailBody(orgId: string) {
  return {
    org_id: orgId,
    gstin: gstinOf('27AAACR5055K1Z'),
    companyname: 'Reliance Retail',
    clientid: 1,
    state: '27',
    address: [
      { isprimary: 1, locaddress: '3 Nariman Point', loccity: 'Mumbai', locphone: '9820012345', locpincode: '400021', locstate: '27' },
      { isprimary: 0, locaddress: 'Plot 9, MIDC Bhiwandi', loccity: 'Thane', locphone: '', locpincode: '421302', locstate: '27' },
    ],
    contacts: [{ contactname: 'Asha Rao', contactemail: 'asha@example.in', mobile1: '9820012345', mobile2: '' }],
  };
}
