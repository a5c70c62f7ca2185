import { APP_MESSAGES, DEFAULT_SEQUENCE_PREFIXES, MESSAGES, headsCollide, seriesOverlap, type CustomFieldInput } from '@bahi/shared';
import { AppError } from '../../errors/app-error.js';
import type { OrganisationAddress } from '../../store/organisations.js';
import {
  addAddress,
  addBankAccount,
  checkSeriesApart,
  deleteAddress,
  mergeCustomFields,
  mergePrefixes,
  prefixesOf,
  updateAddress,
  updateBankAccount,
  withOnePrimary,
} from './org-settings-rules.js';
import { toggledFeatures } from './organisation-settings.js';

const input = (city: string, isprimary?: 0 | 1) => ({ address: `1 ${city} Road`, city, state_id: '27', pincode: '400001', phone: '', ...(isprimary !== undefined ? { isprimary } : {}) });
const primaries = (addresses: OrganisationAddress[]) => addresses.filter((a) => a.isprimary === 1).map((a) => a.id);

function thrown(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('organisation addresses keep exactly one primary', () => {
  it('makes the first address primary even when it is not marked', () => {
    expect(primaries(addAddress([], 'a1', input('Mumbai', 0)))).toEqual(['a1']);
  });

  it('keeps the primary when an unmarked address is added', () => {
    const two = addAddress(addAddress([], 'a1', input('Mumbai')), 'a2', input('Pune'));
    expect(primaries(two)).toEqual(['a1']);
  });

  it('moves the primary to an address added as primary', () => {
    const two = addAddress(addAddress([], 'a1', input('Mumbai')), 'a2', input('Pune', 1));
    expect(two.map((a) => [a.id, a.isprimary])).toEqual([['a1', 0], ['a2', 1]]);
  });

  it('moves the primary to an address updated as primary, and keeps it when the primary is un-marked', () => {
    const two = addAddress(addAddress([], 'a1', input('Mumbai')), 'a2', input('Pune'));
    const moved = updateAddress(two, 'a2', input('Pune East', 1));
    expect(moved.map((a) => [a.id, a.city, a.isprimary])).toEqual([['a1', 'Mumbai', 0], ['a2', 'Pune East', 1]]);
    expect(primaries(updateAddress(moved, 'a2', input('Pune East', 0)))).toEqual(['a2']);
  });

  it('promotes the first remaining address when the primary is deleted, and leaves none when the last goes', () => {
    const three = addAddress(addAddress(addAddress([], 'a1', input('Mumbai')), 'a2', input('Pune')), 'a3', input('Nagpur'));
    const left = deleteAddress(three, 'a1');
    expect(left.map((a) => [a.id, a.isprimary])).toEqual([['a2', 1], ['a3', 0]]);
    expect(deleteAddress(deleteAddress(left, 'a2'), 'a3')).toEqual([]);
  });

  it('repairs stored data with two primaries to one', () => {
    const broken = [
      { id: 'a1', isprimary: 1 as const, ...input('Mumbai') },
      { id: 'a2', isprimary: 1 as const, ...input('Pune') },
    ].map((a) => ({ ...a, isprimary: 1 as const }));
    expect(primaries(withOnePrimary(broken))).toEqual(['a1']);
  });

  it('answers 404 for an unknown address id and refuses a 51st address', () => {
    expect(thrown(() => updateAddress([], 'nope', input('Pune'))).kind).toBe('notFound');
    expect(thrown(() => deleteAddress([], 'nope')).kind).toBe('notFound');
    let many: OrganisationAddress[] = [];
    for (let i = 0; i < 50; i += 1) many = addAddress(many, `a${i}`, input('Pune'));
    expect(thrown(() => addAddress(many, 'a50', input('Pune'))).message).toBe(APP_MESSAGES.tooManyAddresses);
  });
});

describe('bank accounts', () => {
  const account = { id: 'b1', holder_name: 'Demo Traders', account: '123456789', ifsc: 'HDFC0001234', branch: 'Fort', bankname: 'HDFC Bank' };

  it('adds and replaces by id', () => {
    const one = addBankAccount([], account);
    expect(updateBankAccount(one, { ...account, branch: 'Andheri' })).toEqual([{ ...account, branch: 'Andheri' }]);
  });

  it('refuses an unknown id and an eleventh account', () => {
    expect(thrown(() => updateBankAccount([], account)).kind).toBe('notFound');
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...account, id: `b${i}` }));
    expect(thrown(() => addBankAccount(ten, account)).message).toBe(APP_MESSAGES.tooManyBankAccounts);
  });
});

describe('custom field definitions', () => {
  const colour: CustomFieldInput = { name: 'Colour', field_type: 'list', field_value: ['Red', 'Blue'] };
  let next = 0;
  const newId = () => `f${(next += 1)}`;
  beforeEach(() => {
    next = 0;
  });

  it('adds rows without id, changes rows with one, removes listed ids', () => {
    const stored = mergeCustomFields([], [colour, { name: 'Batch', field_type: 'text', field_value: [] }], [], newId);
    expect(stored).toEqual([
      { id: 'f1', name: 'Colour', field_type: 'list', field_value: ['Red', 'Blue'] },
      { id: 'f2', name: 'Batch', field_type: 'text', field_value: [] },
    ]);
    const changed = mergeCustomFields(stored, [{ ...colour, id: 'f1', field_value: ['Green'] }], ['f2'], newId);
    expect(changed).toEqual([{ id: 'f1', name: 'Colour', field_type: 'list', field_value: ['Green'] }]);
  });

  it('refuses a second field of the same name, whatever its case', () => {
    const stored = mergeCustomFields([], [colour], [], newId);
    expect(thrown(() => mergeCustomFields(stored, [{ ...colour, name: 'COLOUR' }], [], newId)).message).toBe(APP_MESSAGES.customFieldNameTaken);
  });

  it('answers 404 for an unknown id', () => {
    expect(thrown(() => mergeCustomFields([], [{ ...colour, id: 'zz' }], [], newId)).kind).toBe('notFound');
    expect(thrown(() => mergeCustomFields([], [], ['zz'], newId)).kind).toBe('notFound');
  });
});

describe('sequence prefixes', () => {
  it('starts from the defaults and keeps kinds the request leaves out', () => {
    expect(prefixesOf(undefined)).toEqual(DEFAULT_SEQUENCE_PREFIXES);
    expect(mergePrefixes({ sequencePrefixes: { b2b: 'TAX-' } }, { quotation: 'EST-' }, [2026])).toEqual({ ...DEFAULT_SEQUENCE_PREFIXES, b2b: 'TAX-', quotation: 'EST-' });
  });

  it("flags two kinds with the same prefix with 'Sequence is changing'", () => {
    const error = thrown(() => mergePrefixes(undefined, { b2c: 'INV' }, [2026]));
    expect([error.kind, error.message, error.fieldErrors]).toEqual(['invalid', MESSAGES.sequenceDuplicate, [{ field: 'b2c', message: MESSAGES.sequenceDuplicate }]]);
  });
});

describe('series kept apart (walk 33 M1)', () => {
  const overlapMessage = (kind: string, other: string, example: string) =>
    `${kind} numbers could repeat ${other} numbers (${example} could be either). Choose a prefix that is not another one followed by digits.`;

  it('finds where one head is another followed by digits that can start a sequence', () => {
    expect([headsCollide('INV', 'INV4'), headsCollide('inv4', 'INV'), headsCollide('INV', 'INV'), headsCollide('REVC', 'REVC')]).toEqual([true, true, true, true]);
    // A letter, a dash or a leading zero after the shorter head: no sequence of it prints that.
    expect([headsCollide('INV', 'INVB'), headsCollide('INV', 'INV-4'), headsCollide('INV', 'INV04'), headsCollide('CN-2026-', 'CN-2026')]).toEqual([false, false, false, false]);
  });

  it('keeps the default prefixes apart from each other and from every fixed series, in every year', () => {
    for (let year = 2017; year <= 2040; year++) {
      expect({ year, overlap: seriesOverlap({}, year) }).toEqual({ year, overlap: null });
      expect({ year, overlap: seriesOverlap({ yearSequence: true }, year) }).toEqual({ year, overlap: null });
    }
  });

  it.each([
    [{ b2c: 'INV4' }, 'b2c', overlapMessage('B2C invoice', 'B2B invoice', 'INV41')],
    [{ b2b: 'REVC' }, 'b2b', overlapMessage('B2B invoice', 'Reverse charge invoice', 'REVC1')],
    [{ quotation: 'CN-2026-' }, 'quotation', overlapMessage('Quotation', 'Credit note', 'CN-2026-1')],
    // RV-20261 is receipt voucher 1 of 2026-27 and number 20261 of a series prefixed RV-.
    [{ proforma: 'RV-' }, 'proforma', overlapMessage('Proforma invoice', 'Receipt voucher', 'RV-20261')],
  ])('refuses %j, naming the two series and a number both would print', (changes, field, message) => {
    const error = thrown(() => mergePrefixes(undefined, changes, [2026, 2027]));
    expect([error.kind, error.message, error.fieldErrors]).toEqual(['invalid', message, [{ field, message }]]);
  });

  it('takes a prefix another merely starts, when what follows is no sequence', () => {
    expect(mergePrefixes(undefined, { b2c: 'INV-B' }, [2026]).b2c).toBe('INV-B');
    expect(mergePrefixes(undefined, { b2c: 'INV0' }, [2026]).b2c).toBe('INV0');
  });

  it('checks the series with the year in them when the year goes in', () => {
    // Without the year INV2026 + 1 is INV + 20261; with it, INV20262026 + 1 is INV2026 + 20261.
    expect(() => checkSeriesApart({ prefixes: { ...DEFAULT_SEQUENCE_PREFIXES, b2c: 'INV2026' }, yearSequence: false }, [2026])).toThrow();
    expect(() => checkSeriesApart({ prefixes: { ...DEFAULT_SEQUENCE_PREFIXES, b2c: 'INV2026' }, yearSequence: true }, [2026])).toThrow();
    expect(() => checkSeriesApart({ prefixes: { ...DEFAULT_SEQUENCE_PREFIXES, b2c: 'INVB' }, yearSequence: true }, [2026])).not.toThrow();
  });
});

describe('feature toggles', () => {
  it('switches the named flags and keeps the others', () => {
    expect(toggledFeatures([], { inventory_tracking: 1 })).toEqual(['inventory_tracking']);
    expect(toggledFeatures(['inventory_tracking', 'x'], { inventory_tracking: 0 })).toEqual(['x']);
    expect(toggledFeatures(['x'], {})).toEqual(['x']);
  });
});
