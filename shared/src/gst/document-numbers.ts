// Document numbers.
//
// - Rule 46(b) of the CGST Rules, 2017: a consecutive serial number "not exceeding sixteen
//   characters, in one or multiple series, containing alphabets or numerals or special characters
//   hyphen or dash and slash symbolised as '-' and '/' respectively, and any combination thereof,
//   unique for a financial year". validateDocumentNumber checks the characters and length; the
//   uniqueness per financial year is enforced by storage (the key holds the FY).
// - Organisation sequence prefixes are upper-cased (spec part 2 §5).
// - {year} in every format below is the FY START YEAR, four digits: 2024 for FY 2024-2025. (The
//   label '2024-2025' would take 9 of the 16 characters.)
// - seq is a positive integer written without leading zeros.
//
// Formats (spec part 1 §9, part 2 §9):
//   reverse-charge invoice   REVC{seq}                 REVC17
//   credit note              CN-{year}-{seq}           CN-2024-7
//   debit note               DN-{year}-{seq}           DN-2024-7
//   refund voucher           RCV-{year}-{seq}          RCV-2024-7
//   prefix + year + number   {prefix}{year}{seq}       PV-20247, Voucher-202412, EXPS-20243
//     with prefixes 'Voucher-', 'PV-', 'RV-', 'CP-', 'EXPS-' (kept as the spec spells them)
//   organisation series      {PREFIX}{seq}             INV-12 (prefix upper-cased)
// A formatter throws GstInputError when the result would break Rule 46(b) (e.g. more than 16
// characters), so a number that cannot be issued is never produced.

import { GstInputError } from './errors.js';

export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
const DOCUMENT_NUMBER_CHARS = /^[A-Za-z0-9/-]+$/;

export const REVERSE_CHARGE_PREFIX = 'REVC';
/** Note kinds and their fixed prefixes: {prefix}-{year}-{seq}. */
export const NOTE_NUMBER_PREFIXES = { credit_note: 'CN', debit_note: 'DN', refund_voucher: 'RCV' } as const;
export type NoteKind = keyof typeof NOTE_NUMBER_PREFIXES;
/** Prefixes of the {prefix}{year}{seq} numbers. */
export const YEAR_SEQUENCE_PREFIXES = ['Voucher-', 'PV-', 'RV-', 'CP-', 'EXPS-'] as const;
export type YearSequencePrefix = (typeof YEAR_SEQUENCE_PREFIXES)[number];

export interface DocumentNumberValidation {
  valid: boolean;
  reason?: string;
}

export function validateDocumentNumber(text: string): DocumentNumberValidation {
  if (text.length === 0) return { valid: false, reason: 'Document number is required.' };
  if (text.length > DOCUMENT_NUMBER_MAX_LENGTH) {
    return { valid: false, reason: `Document number can have at most 16 characters; this one has ${text.length}.` };
  }
  if (!DOCUMENT_NUMBER_CHARS.test(text)) {
    return { valid: false, reason: "Document number may contain only letters, digits, '-' and '/'." };
  }
  return { valid: true };
}

/** Sequence prefixes are upper-cased and trimmed: ' inv-' -> 'INV-'. */
export function normalisePrefix(prefix: string): string {
  return prefix.trim().toUpperCase();
}

function checkSeq(seq: number): void {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new GstInputError(`sequence must be a positive whole number, got ${seq}`);
}

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < 2017 || year > 9999) {
    throw new GstInputError(`year must be a financial-year start year (2017 or later), got ${year}`);
  }
}

function issued(number: string): string {
  const check = validateDocumentNumber(number);
  if (!check.valid) throw new GstInputError(`cannot issue "${number}": ${check.reason ?? ''}`);
  return number;
}

/** REVC{seq}: 17 -> 'REVC17'. */
export function formatReverseChargeNumber(seq: number): string {
  checkSeq(seq);
  return issued(`${REVERSE_CHARGE_PREFIX}${seq}`);
}

/** CN-{year}-{seq} (and DN, RCV): ('credit_note', 2024, 7) -> 'CN-2024-7'. */
export function formatNoteNumber(kind: NoteKind, fyStartYear: number, seq: number): string {
  checkYear(fyStartYear);
  checkSeq(seq);
  return issued(`${NOTE_NUMBER_PREFIXES[kind]}-${fyStartYear}-${seq}`);
}

/** {prefix}{year}{seq}: ('PV-', 2024, 7) -> 'PV-20247'. */
export function formatYearSequenceNumber(prefix: YearSequencePrefix, fyStartYear: number, seq: number): string {
  if (!YEAR_SEQUENCE_PREFIXES.includes(prefix)) throw new GstInputError(`unknown prefix "${prefix}"`);
  checkYear(fyStartYear);
  checkSeq(seq);
  return issued(`${prefix}${fyStartYear}${seq}`);
}

/** An organisation series number: ('inv-', 12) -> 'INV-12'. */
export function formatPrefixedNumber(prefix: string, seq: number): string {
  checkSeq(seq);
  return issued(`${normalisePrefix(prefix)}${seq}`);
}

export type ParsedDocumentNumber =
  | { format: 'reverse-charge'; prefix: typeof REVERSE_CHARGE_PREFIX; seq: number }
  | { format: 'note'; kind: NoteKind; prefix: string; year: number; seq: number }
  | { format: 'year-sequence'; prefix: YearSequencePrefix; year: number; seq: number };

const SEQ = '([1-9]\\d*)';

/** Reads a number written by one of the formatters above; undefined for anything else. */
export function parseDocumentNumber(text: string): ParsedDocumentNumber | undefined {
  const revc = new RegExp(`^${REVERSE_CHARGE_PREFIX}${SEQ}$`).exec(text);
  if (revc) return { format: 'reverse-charge', prefix: REVERSE_CHARGE_PREFIX, seq: Number(revc[1]) };
  for (const [kind, prefix] of Object.entries(NOTE_NUMBER_PREFIXES) as [NoteKind, string][]) {
    const m = new RegExp(`^${prefix}-(\\d{4})-${SEQ}$`).exec(text);
    if (m) return { format: 'note', kind, prefix, year: Number(m[1]), seq: Number(m[2]) };
  }
  for (const prefix of YEAR_SEQUENCE_PREFIXES) {
    if (!text.startsWith(prefix)) continue;
    const m = new RegExp(`^(\\d{4})${SEQ}$`).exec(text.slice(prefix.length));
    if (m) return { format: 'year-sequence', prefix, year: Number(m[1]), seq: Number(m[2]) };
  }
  return undefined;
}

/**
 * The sequence that follows an organisation series number: 'INV-0099' -> 'INV-0100' (the trailing
 * digits are incremented, keeping their zero padding). Throws when there are no trailing digits.
 */
export function nextInSeries(number: string): string {
  const m = /^(.*?)(\d+)$/.exec(number);
  if (!m) throw new GstInputError(`"${number}" does not end in digits`);
  const digits = m[2] ?? '';
  const next = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  return issued(`${m[1] ?? ''}${next}`);
}
