// GSTIN: Goods and Services Tax Identification Number (15 characters), as issued under Rule 10 of
// the CGST Rules, 2017 and formatted by GSTN:
//
//   positions 1-2   state code (states.ts; 96 "Other Countries" is a place of supply, never a GSTIN)
//   positions 3-12  PAN of the holder: 5 letters, 4 digits, 1 letter (sequence 0000 is never issued)
//   position  13    entity number for the same PAN in the state: 1-9 then A-Z
//   position  14    'Z' by default
//   position  15    check character, GSTN's mod-36 scheme (below)
//
// Check character: over the first 14 characters, each taken as its index in "0-9A-Z" (0..35), with
// factor 1, 2, 1, 2... from the left; add quotient + remainder of (value × factor) / 36; the check
// character is the alphabet entry at (36 − sum mod 36) mod 36. This is the Luhn mod N algorithm for
// N = 36 (python-stdnum in_/gstin.py validates with luhn over the same alphabet).
//
// Not covered: UIN (UN bodies), NRTP and OIDAR registrations, whose layouts differ.

import { OTHER_COUNTRIES_STATE_CODE, stateByCode } from './states.js';

export const GSTIN_LENGTH = 15;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface GstinValidation {
  valid: boolean;
  /** Why the GSTIN is invalid, in words a user can act on. Absent when valid. */
  reason?: string;
  /** The state code (first two characters) when valid. */
  stateCode?: string;
}

/** Trims, removes inner spaces and upper-cases: ' 27aapfu0939f1zv ' -> '27AAPFU0939F1ZV'. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The check character GSTN computes for the first 14 characters (upper-case 0-9A-Z). */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError('need the first 14 characters of a GSTIN (0-9, A-Z)');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export function validateGstin(text: string): GstinValidation {
  const gstin = normaliseGstin(text);
  if (gstin.length === 0) return { valid: false, reason: 'GSTIN is required.' };
  if (gstin.length !== GSTIN_LENGTH) {
    return { valid: false, reason: `GSTIN must be 15 characters; this one has ${gstin.length}.` };
  }
  if (!/^[0-9A-Z]+$/.test(gstin)) return { valid: false, reason: 'GSTIN may contain only letters and digits.' };
  const stateCode = gstin.slice(0, 2);
  if (!/^\d\d$/.test(stateCode)) return { valid: false, reason: 'The first two characters must be a state code (digits).' };
  const state = stateByCode(stateCode);
  if (!state || stateCode === OTHER_COUNTRIES_STATE_CODE) {
    return { valid: false, reason: `${stateCode} is not a GST state code.` };
  }
  const pan = gstin.slice(2, 12);
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) {
    return { valid: false, reason: 'Characters 3 to 12 must be a PAN: 5 letters, 4 digits and a letter.' };
  }
  if (pan.slice(5, 9) === '0000') return { valid: false, reason: 'The PAN in this GSTIN has sequence 0000, which is never issued.' };
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) {
    return { valid: false, reason: 'Character 13 (entity number) must be 1-9 or A-Z.' };
  }
  if (gstin.charAt(13) !== 'Z') return { valid: false, reason: "Character 14 must be 'Z'." };
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin.charAt(14) !== expected) {
    return { valid: false, reason: `The check character does not match: expected ${expected}, found ${gstin.charAt(14)}. Check for a typing mistake.` };
  }
  return { valid: true, stateCode };
}

export function isValidGstin(text: string): boolean {
  return validateGstin(text).valid;
}

/** The PAN inside a GSTIN (characters 3 to 12), after normalising. Does not validate. */
export function panFromGstin(text: string): string {
  return normaliseGstin(text).slice(2, 12);
}
