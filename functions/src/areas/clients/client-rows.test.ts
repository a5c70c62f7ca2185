// The merge of a client form's address and contact rows into the stored lists (spec part 1 §4):
// rows with an id update, rows without add, the delete lists remove, one address stays primary.
import type { ClientAddress, ClientAddressRow, ClientContact, ClientContactRow } from '@bahi/shared';
import { AppError } from '../../errors/app-error.js';
import { mergeAddresses, mergeContacts } from './client-rows.js';

const ORG = 'demo0000traders0';
const OTHER_ORG = 'other00000org000';
const NEW_ID = /^demo0000traders0_[a-z0-9]{16}$/;

const storedAddress = (id: string, city: string, isprimary = 0): ClientAddress => ({
  id: `${ORG}_${id}`,
  isprimary,
  address: `1 ${city} Road`,
  city,
  pincode: '560001',
  phone: '9876543210',
  state_id: '29',
  statename: 'Karnataka',
});

const addressRow = (city: string, extra: Partial<ClientAddressRow> = {}): ClientAddressRow => ({
  isprimary: 0,
  locaddress: `2 ${city} Street`,
  loccity: city,
  locphone: '987-654-3210',
  locpincode: '400001',
  locstate: '27',
  ...extra,
});

const storedContact = (id: string, name: string): ClientContact => ({
  id: `${ORG}_${id}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  mobile1: '9876543210',
  mobile2: '',
});

const contactRow = (name: string, extra: Partial<ClientContactRow> = {}): ClientContactRow => ({
  contactname: name,
  contactemail: `${name.toLowerCase()}@example.in`,
  mobile1: '(987) 654-3210',
  mobile2: '987.654.3210',
  ...extra,
});

const A = storedAddress('aaaaaaaaaaaaaaaa', 'Bengaluru', 1);
const B = storedAddress('bbbbbbbbbbbbbbbb', 'Mysuru');
const C = storedAddress('cccccccccccccccc', 'Hubballi');

const primaries = (rows: ClientAddress[]) => rows.filter((row) => row.isprimary === 1).map((row) => row.city);

function thrownBy(action: () => unknown): AppError {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('mergeAddresses', () => {
  it('gives every added row a new id of the organisation and maps the form fields to the stored ones', () => {
    const merged = mergeAddresses(ORG, [], [addressRow('Pune', { isprimary: 1 }), addressRow('Nagpur', { locpincode: '' })], []);
    expect(merged).toEqual([
      {
        id: expect.stringMatching(NEW_ID),
        isprimary: 1,
        address: '2 Pune Street',
        city: 'Pune',
        pincode: '400001',
        phone: '987-654-3210',
        state_id: '27',
        statename: 'Maharashtra',
      },
      {
        id: expect.stringMatching(NEW_ID),
        isprimary: 0,
        address: '2 Nagpur Street',
        city: 'Nagpur',
        pincode: '',
        phone: '987-654-3210',
        state_id: '27',
        statename: 'Maharashtra',
      },
    ]);
    expect(merged[0]?.id).not.toBe(merged[1]?.id);
  });

  it('makes ids under the organisation it is given', () => {
    const [row] = mergeAddresses(OTHER_ORG, [], [addressRow('Pune')], []);
    expect(row?.id).toMatch(/^other00000org000_[a-z0-9]{16}$/);
  });

  it('updates a row with an id in place, keeping its id and position', () => {
    const merged = mergeAddresses(ORG, [A, B, C], [addressRow('Mangaluru', { id: B.id, locstate: '29', locpincode: '575001' })], []);
    expect(merged).toEqual([
      A,
      { id: B.id, isprimary: 0, address: '2 Mangaluru Street', city: 'Mangaluru', pincode: '575001', phone: '987-654-3210', state_id: '29', statename: 'Karnataka' },
      C,
    ]);
  });

  it('removes the rows in the delete list and appends added rows after the kept ones', () => {
    const merged = mergeAddresses(ORG, [A, B, C], [addressRow('Pune')], [B.id]);
    expect(merged.map((row) => row.city)).toEqual(['Bengaluru', 'Hubballi', 'Pune']);
    expect(merged.map((row) => row.id).slice(0, 2)).toEqual([A.id, C.id]);
    expect(merged[2]?.id).toMatch(NEW_ID);
  });

  it('leaves the stored list untouched when the save sends no rows', () => {
    expect(mergeAddresses(ORG, [A, B], [], [])).toEqual([A, B]);
  });

  it('does not change the stored rows it was given', () => {
    const stored = [A, B];
    mergeAddresses(ORG, stored, [addressRow('Pune', { id: B.id, isprimary: 1 })], [A.id]);
    expect(stored).toEqual([storedAddress('aaaaaaaaaaaaaaaa', 'Bengaluru', 1), storedAddress('bbbbbbbbbbbbbbbb', 'Mysuru')]);
  });

  describe('exactly one primary address', () => {
    it('makes the first row primary when no row is flagged on a new client', () => {
      expect(primaries(mergeAddresses(ORG, [], [addressRow('Pune'), addressRow('Nagpur')], []))).toEqual(['Pune']);
    });

    it('makes the flagged row primary', () => {
      expect(primaries(mergeAddresses(ORG, [], [addressRow('Pune'), addressRow('Nagpur', { isprimary: 1 })], []))).toEqual(['Nagpur']);
    });

    it('lets the last flagged row of the save win when several are flagged', () => {
      const rows = [addressRow('Pune', { isprimary: 1 }), addressRow('Nagpur', { isprimary: 1 }), addressRow('Nashik', { isprimary: 1 }), addressRow('Thane')];
      expect(primaries(mergeAddresses(ORG, [], rows, []))).toEqual(['Nashik']);
    });

    it('moves the primary to an existing row flagged in the save', () => {
      expect(primaries(mergeAddresses(ORG, [A, B, C], [addressRow('Hubballi', { id: C.id, isprimary: 1 })], []))).toEqual(['Hubballi']);
    });

    it('moves the primary to a new row flagged in the save', () => {
      expect(primaries(mergeAddresses(ORG, [A, B], [addressRow('Pune', { isprimary: 1 })], []))).toEqual(['Pune']);
    });

    it('keeps the existing primary when the save flags nothing', () => {
      expect(primaries(mergeAddresses(ORG, [A, B], [addressRow('Pune'), addressRow('Hassan', { id: B.id })], []))).toEqual(['Bengaluru']);
    });

    it('keeps the existing primary, wherever it is in the list, when the save updates it without the flag', () => {
      const primaryLast = [storedAddress('bbbbbbbbbbbbbbbb', 'Mysuru'), storedAddress('aaaaaaaaaaaaaaaa', 'Bengaluru', 1)];
      const merged = mergeAddresses(ORG, primaryLast, [addressRow('Bengaluru East', { id: A.id })], []);
      expect(primaries(merged)).toEqual(['Bengaluru East']);
    });

    it('hands the primary to the first remaining row when the primary is deleted', () => {
      expect(primaries(mergeAddresses(ORG, [A, B, C], [], [A.id]))).toEqual(['Mysuru']);
    });

    it('still leaves exactly one primary when the flagged row is also deleted in the same save', () => {
      const merged = mergeAddresses(ORG, [A, B], [addressRow('Mysuru', { id: B.id, isprimary: 1 })], [B.id]);
      expect(merged.map((row) => row.id)).toEqual([A.id]);
      expect(primaries(merged)).toEqual(['Bengaluru']);
    });

    it('repairs stored lists with two primaries or none', () => {
      expect(primaries(mergeAddresses(ORG, [{ ...A, isprimary: 0 }, B, C], [], []))).toEqual(['Bengaluru']);
      expect(primaries(mergeAddresses(ORG, [{ ...A, isprimary: 0 }, { ...B, isprimary: 1 }, { ...C, isprimary: 1 }], [], []))).toEqual(['Mysuru']);
    });
  });

  describe('refusals', () => {
    it('refuses an update of an address the client does not have', () => {
      const error = thrownBy(() => mergeAddresses(ORG, [A], [addressRow('Pune', { id: `${ORG}_zzzzzzzzzzzzzzzz` })], []));
      expect(error.kind).toBe('invalid');
      expect(error.code).toBe('client.unknownRow');
      expect(error.message).toBe('The address being changed is not on this client. Reload it and try again.');
    });

    it('refuses to delete an address the client does not have', () => {
      const error = thrownBy(() => mergeAddresses(ORG, [A, B], [], [C.id]));
      expect(error.code).toBe('client.unknownRow');
    });

    it('refuses a contact id sent as an address id', () => {
      const contact = storedContact('dddddddddddddddd', 'Ravi');
      expect(thrownBy(() => mergeAddresses(ORG, [A], [addressRow('Pune', { id: contact.id })], [])).code).toBe('client.unknownRow');
    });

    it("says 'Location address is required' when the save would leave no address", () => {
      const error = thrownBy(() => mergeAddresses(ORG, [A, B], [], [A.id, B.id]));
      expect(error.kind).toBe('invalid');
      expect(error.code).toBe('client.noAddress');
      expect(error.message).toBe('Location address is required');
      expect(error.fieldErrors).toEqual([{ field: 'address', message: 'Location address is required' }]);
    });

    it("says 'Location address is required' for a new client without addresses", () => {
      expect(thrownBy(() => mergeAddresses(ORG, [], [], [])).message).toBe('Location address is required');
    });
  });
});

describe('mergeContacts', () => {
  const ravi = storedContact('dddddddddddddddd', 'Ravi');
  const meena = storedContact('eeeeeeeeeeeeeeee', 'Meena');

  it('maps the form fields to the stored ones and gives added contacts new ids', () => {
    const merged = mergeContacts(ORG, [], [contactRow('Asha'), contactRow('Kiran', { contactemail: '', mobile2: '' })], []);
    expect(merged).toEqual([
      { id: expect.stringMatching(NEW_ID), name: 'Asha', email: 'asha@example.in', mobile1: '(987) 654-3210', mobile2: '987.654.3210' },
      { id: expect.stringMatching(NEW_ID), name: 'Kiran', email: '', mobile1: '(987) 654-3210', mobile2: '' },
    ]);
  });

  it('updates by id, deletes the delete list and appends additions', () => {
    const merged = mergeContacts(ORG, [ravi, meena], [contactRow('Ravi Kumar', { id: ravi.id, contactemail: 'ravi.kumar@example.in' }), contactRow('Asha')], [meena.id]);
    expect(merged).toEqual([
      { id: ravi.id, name: 'Ravi Kumar', email: 'ravi.kumar@example.in', mobile1: '(987) 654-3210', mobile2: '987.654.3210' },
      { id: expect.stringMatching(NEW_ID), name: 'Asha', email: 'asha@example.in', mobile1: '(987) 654-3210', mobile2: '987.654.3210' },
    ]);
  });

  it('may leave a client without contacts', () => {
    expect(mergeContacts(ORG, [ravi, meena], [], [ravi.id, meena.id])).toEqual([]);
  });

  it('refuses contact ids the client does not have, in updates and in the delete list', () => {
    const update = thrownBy(() => mergeContacts(ORG, [ravi], [contactRow('Meena', { id: meena.id })], []));
    expect(update.code).toBe('client.unknownRow');
    expect(update.message).toBe('The contact being changed is not on this client. Reload it and try again.');
    expect(thrownBy(() => mergeContacts(ORG, [ravi], [], [A.id])).code).toBe('client.unknownRow');
  });
});
