import { APP_MESSAGES, gstinCheckCharacter, MESSAGES, type ClientFetchResponse } from '@bahi/shared';
import { commitEntry, removeRow } from '../hooks/row-list';
import {
  BLANK_ADDRESS,
  checkRequest,
  clientBody,
  clientFormOf,
  isBlankRow,
  newClientForm,
  splitErrors,
  withOnePrimary,
  type ClientFormState,
} from './client-payload';

const GSTIN = '27AAACS1234K1Z' + gstinCheckCharacter('27AAACS1234K1Z');

const fetched: ClientFetchResponse = {
  status: true,
  client: {
    id: 'c1',
    org_id: 'o1',
    gstin: GSTIN,
    companyname: 'Sharma Traders',
    clientid: 1,
    state: '27',
    statename: 'Maharashtra',
    schemetype: 'regular',
    sez: 1,
    userid: 'u1',
    createddate: '2025-01-01 00:00:00',
    modifieddate: '2025-01-01 00:00:00',
    version: 3,
  },
  clientaddress: [
    { id: 'a1', isprimary: 1, address: 'Plot 12', city: 'Pune', pincode: '411026', phone: '9876543210', state_id: '27', statename: 'Maharashtra' },
    { id: 'a2', isprimary: 0, address: 'Shop 4', city: 'Pune', pincode: '', phone: '', state_id: '27', statename: 'Maharashtra' },
  ],
  clientcontacts: [{ id: 'p1', name: 'Rahul', email: 'rahul@example.in', mobile1: '9822012345', mobile2: '' }],
  states: [],
};

const filledNewClient = (): ClientFormState => {
  const form = newClientForm();
  return {
    ...form,
    fields: { gstin: GSTIN, companyname: 'Sharma Traders', clientid: '1', state: '27', schemetype: 'regular', sez: 0 },
    addresses: { ...form.addresses, entry: { ...BLANK_ADDRESS, locaddress: 'Plot 12', loccity: 'Pune', locstate: '27' } },
  };
};

describe('clientBody', () => {
  it('builds an insert body, counting the typed location as added and making it primary', () => {
    const { request, entryIndex } = clientBody(filledNewClient(), { kind: 'insert', orgId: 'o1' });
    expect(request).toEqual({
      kind: 'insert',
      body: {
        org_id: 'o1',
        gstin: GSTIN,
        companyname: 'Sharma Traders',
        clientid: '1',
        state: '27',
        schemetype: 'regular',
        sez: 0,
        address: [{ ...BLANK_ADDRESS, isprimary: 1, locaddress: 'Plot 12', loccity: 'Pune', locstate: '27' }],
        contacts: [],
      },
    });
    expect(entryIndex).toEqual({ address: 0, contacts: null });
    expect(checkRequest(request)).toBeNull();
  });

  it('builds an edit body with the version, row ids and the delete lists', () => {
    const form = clientFormOf(fetched);
    const edited: ClientFormState = {
      ...form,
      addresses: removeRow(form.addresses, 1, BLANK_ADDRESS),
      contacts: commitEntry({ ...form.contacts, entry: { contactname: 'Priya', contactemail: '', mobile1: '', mobile2: '' } }, form.contacts.entry),
    };
    const { request } = clientBody(edited, { kind: 'edit', clientId: 'c1', version: 3 });
    expect(request.kind).toBe('edit');
    expect(request.body).toMatchObject({
      client_id: 'c1',
      version: 3,
      // An SEZ unit stays one through an edit.
      sez: 1,
      deleteaddress: ['a2'],
      deletecontact: [],
      address: [{ id: 'a1', isprimary: 1, locaddress: 'Plot 12', loccity: 'Pune', locstate: '27', locpincode: '411026', locphone: '9876543210' }],
      contacts: [
        { id: 'p1', contactname: 'Rahul', contactemail: 'rahul@example.in', mobile1: '9822012345', mobile2: '' },
        { contactname: 'Priya', contactemail: '', mobile1: '', mobile2: '' },
      ],
    });
    expect(checkRequest(request)).toBeNull();
  });

  it('sends the loaded client back unchanged, so an untouched form is not "changed"', () => {
    const target = { kind: 'edit', clientId: 'c1', version: 3 } as const;
    const form = clientFormOf(fetched);
    const reopened = { ...form, addresses: { ...form.addresses, entry: form.addresses.rows[0]!, editing: 0 } };
    expect(JSON.stringify(clientBody(reopened, target).request)).toBe(JSON.stringify(clientBody(form, target).request));
  });
});

describe('checking and placing errors', () => {
  it("gives the spec's messages and puts the missing location's beside the entry fields", () => {
    const state = newClientForm();
    state.fields.gstin = GSTIN.slice(0, 14);
    state.addresses.entry = { ...BLANK_ADDRESS, locstate: '27', locphone: '' };
    const { request, entryIndex } = clientBody(state, { kind: 'insert', orgId: 'o1' });
    const split = splitErrors(checkRequest(request)!, { address: 0, contacts: 0 }, entryIndex);
    expect(split.fields).toEqual({
      gstin: MESSAGES.clientGstinInvalid,
      companyname: MESSAGES.companyNameRequired,
      clientid: MESSAGES.clientTypeRequired,
      state: MESSAGES.stateRequired,
    });
    expect(split.addressEntry).toEqual({ loccity: MESSAGES.locationCityRequired, locaddress: MESSAGES.locationAddressRequired });
  });

  it('puts errors of listed rows on those rows, and a state that differs from the GSTIN on the state', () => {
    const split = splitErrors(
      { 'contacts.0.mobile1': MESSAGES.phoneInvalid, 'address.1.locphone': MESSAGES.phoneInvalid, state: APP_MESSAGES.stateMismatch },
      { address: 2, contacts: 1 },
      { address: null, contacts: null },
    );
    expect(split).toMatchObject({ fields: { state: APP_MESSAGES.stateMismatch }, addressRows: { 1: MESSAGES.phoneInvalid }, contactRows: { 0: MESSAGES.phoneInvalid } });
  });
});

describe('rows', () => {
  it('treats a location holding only its pre-filled state as blank', () => {
    expect(isBlankRow({ ...BLANK_ADDRESS, locstate: '27' })).toBe(true);
    expect(isBlankRow({ ...BLANK_ADDRESS, loccity: 'Pune' })).toBe(false);
  });

  it('keeps exactly one primary location: the marked one, else the first', () => {
    const rows = [{ ...BLANK_ADDRESS }, { ...BLANK_ADDRESS, isprimary: 1 as const }, { ...BLANK_ADDRESS, isprimary: 1 as const }];
    expect(withOnePrimary(rows).map((row) => row.isprimary)).toEqual([0, 1, 0]);
    expect(withOnePrimary([{ ...BLANK_ADDRESS }, { ...BLANK_ADDRESS }]).map((row) => row.isprimary)).toEqual([1, 0]);
  });
});
