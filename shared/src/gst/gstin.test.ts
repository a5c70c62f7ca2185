import { GSTIN_LENGTH, gstinCheckCharacter, isValidGstin, normaliseGstin, panFromGstin, validateGstin } from './gstin.js';
import { STATES, isKnownStateCode, stateByCode, stateCodeFromGstin } from './states.js';

// Valid GSTINs found in public sources; each passes GSTN's check character.
// 27AAPFU0939F1ZV is python-stdnum's doctest example (stdnum/in_/gstin.py).
const VALID = [
  '27AAPFU0939F1ZV',
  '07AAGFF2194N1Z1',
  '33AACCM9093R1ZP',
  '29AABCE5725G1ZN',
  '36AAXFT4221H1ZU',
  '36AABFG7254P1ZX',
  '36AAOCB7734K1Z4',
];

describe('validateGstin', () => {
  it.each(VALID)('accepts %s', (gstin) => {
    expect(validateGstin(gstin)).toEqual({ valid: true, stateCode: gstin.slice(0, 2) });
  });

  it('normalises spaces and lower case before checking', () => {
    expect(validateGstin(' 27aapfu0939f1zv ')).toEqual({ valid: true, stateCode: '27' });
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it.each([
    ['', 'GSTIN is required.'],
    ['27AAPFU0939F1Z', 'GSTIN must be 15 characters; this one has 14.'], // python-stdnum: InvalidLength
    ['27AAPFU0939F1ZVV', 'GSTIN must be 15 characters; this one has 16.'],
    ['27AAPFU0939F1Z#', 'GSTIN may contain only letters and digits.'],
    ['2XAAPFU0939F1ZV', 'The first two characters must be a state code (digits).'],
    ['99AAPFU0939F1ZV', '99 is not a GST state code.'],
    ['00AAPFU0939F1ZV', '00 is not a GST state code.'],
    ['96AAPFU0939F1ZV', '96 is not a GST state code.'],
    ['369296450896540', 'Characters 3 to 12 must be a PAN: 5 letters, 4 digits and a letter.'], // python-stdnum: InvalidFormat
    ['27AAPF10939F1ZV', 'Characters 3 to 12 must be a PAN: 5 letters, 4 digits and a letter.'],
    ['27AAPFU0000F1ZV', 'The PAN in this GSTIN has sequence 0000, which is never issued.'], // python-stdnum: InvalidComponent
    ['27AAPFU0939F0ZV', 'Character 13 (entity number) must be 1-9 or A-Z.'],
    ['27AAPFU0939F1YV', "Character 14 must be 'Z'."],
  ])('rejects %p: %s', (gstin, reason) => {
    expect(validateGstin(gstin)).toEqual({ valid: false, reason });
  });

  it('rejects a wrong check character and says which one was expected', () => {
    // python-stdnum: 27AAPFU0939F1ZO raises InvalidChecksum
    const result = validateGstin('27AAPFU0939F1ZO');
    expect(result.valid).toBe(false);
    expect(result.reason).toContain('expected V, found O');
  });

  it('catches every single-character typo in the check character', () => {
    for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      expect(isValidGstin(`27AAPFU0939F1Z${c}`)).toBe(c === 'V');
    }
  });

  it('computes the check character by GSTN mod 36, worked by hand for 27AAPFU0939F1Z', () => {
    // values 2 7 10 10 25 15 30 0 9 3 9 15 1 35, factors 1 2 1 2 ...
    // products 2 14 10 20 25 30 30 0 9 6 9 30 1 70; 70 = 1×36 + 34 → 1 + 34 = 35, the others are < 36
    // sum = 2+14+10+20+25+30+30+0+9+6+9+30+1+35 = 221; 221 mod 36 = 5; (36 − 5) mod 36 = 31 → 'V'
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('has GSTIN_LENGTH 15 and gives the PAN inside a GSTIN', () => {
    expect(GSTIN_LENGTH).toBe(15);
    expect(panFromGstin('27aapfu0939f1zv')).toBe('AAPFU0939F');
  });
});

describe('STATES', () => {
  it('lists 01 to 38 and 96, 97, each with a stable numeric id equal to its code', () => {
    const codes = STATES.map((s) => s.code);
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '96', '97'];
    expect(codes).toEqual(expected);
    for (const s of STATES) expect(s.id).toBe(Number(s.code));
  });

  it.each([
    ['25', 'Daman and Diu'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['27', 'Maharashtra'],
    ['28', 'Andhra Pradesh (old)'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
    ['96', 'Other Countries'],
    ['97', 'Other Territory'],
  ])('names state %s %s', (code, name) => {
    expect(stateByCode(code)).toEqual({ id: Number(code), code, name });
  });

  it('looks up by code, padding a one-digit code, and knows unknown codes', () => {
    expect(stateByCode('7')?.name).toBe('Delhi');
    expect(stateByCode('99')).toBeUndefined();
    expect(isKnownStateCode('36')).toBe(true);
    expect(isKnownStateCode('39')).toBe(false);
  });

  it('takes the state code from the first two characters of a GSTIN', () => {
    expect(stateCodeFromGstin(' 29AABCE5725G1ZN')).toBe('29');
  });
});
