// Document numbers of every kind, from the kind table's numbering rule and the organisation's
// settings. CGST Rule 46(b): a consecutive serial number of at most 16 characters (letters,
// digits, '-' and '/'), unique for a financial year. The sequence number (a positive whole
// number) is what the store keys on, so uniqueness and "next number" never parse display text.
import { DOCUMENT_NUMBER_MAX_LENGTH, validateDocumentNumber, normalisePrefix } from '../gst/document-numbers.js';
import { GstInputError } from '../gst/errors.js';
import { DEFAULT_SEQUENCE_PREFIXES, MAX_SEQUENCE_START, type SequencePrefixes } from '../api/schemas/settings.js';
import type { DocumentKindFacts } from './kinds.js';

/** The organisation's numbering settings (spec part 2 §3 Invoice sequence settings). */
export interface NumberingSettings {
  /** Prefixes of the organisation series; a kind not set uses DEFAULT_SEQUENCE_PREFIXES. */
  readonly prefixes?: Partial<SequencePrefixes>;
  /** true: numbers carry the financial year's start year between prefix and sequence. */
  readonly yearSequence?: boolean;
  /** The first sequence number of an invoice series in a new year (settings' invoice number). */
  readonly startNumber?: number;
}

/** The highest sequence number a document can carry (the settings' ceiling too). */
export const MAX_SEQUENCE_NUMBER = MAX_SEQUENCE_START;

/** The prefix a kind's numbers start with under these settings: 'INV', 'INV2026', 'REVC'. */
export function numberPrefix(facts: DocumentKindFacts, settings: NumberingSettings, fyStartYear: number): string {
  const rule = facts.numbering;
  if (rule.scheme === 'fixed') return `${rule.prefix}${rule.withYear ? `${rule.separator}${fyStartYear}${rule.separator}` : ''}`;
  const prefix = normalisePrefix(settings.prefixes?.[rule.sequenceKind] ?? DEFAULT_SEQUENCE_PREFIXES[rule.sequenceKind]);
  return settings.yearSequence ? `${prefix}${fyStartYear}` : prefix;
}

/**
 * The highest sequence a kind's series reaches in a year under these settings: what Rule 46(b)'s
 * 16 characters leave after the prefix (and year), and never past MAX_SEQUENCE_NUMBER. Numbering
 * refuses to go past it with a message rather than fail to format a number.
 */
export function lastSequenceThatFits(facts: DocumentKindFacts, settings: NumberingSettings, fyStartYear: number): number {
  const digits = DOCUMENT_NUMBER_MAX_LENGTH - numberPrefix(facts, settings, fyStartYear).length;
  return Math.min(MAX_SEQUENCE_NUMBER, 10 ** Math.max(digits, 0) - 1);
}

/** The number printed on the document: prefix + sequence. Throws GstInputError past Rule 46(b). */
export function formatDocumentNumber(
  facts: DocumentKindFacts,
  settings: NumberingSettings,
  fyStartYear: number,
  seq: number,
): string {
  if (!Number.isSafeInteger(seq) || seq < 1 || seq > MAX_SEQUENCE_NUMBER) {
    throw new GstInputError(`sequence must be a whole number from 1 to ${MAX_SEQUENCE_NUMBER}, got ${seq}`);
  }
  const number = `${numberPrefix(facts, settings, fyStartYear)}${seq}`;
  const check = validateDocumentNumber(number);
  if (!check.valid) throw new GstInputError(check.reason ?? `cannot issue "${number}"`);
  return number;
}

/**
 * The sequence a kind starts from in a year with no documents yet: the settings' invoice number
 * for the invoice series (B2B and B2C), 1 for every other series.
 */
export function firstSequence(facts: DocumentKindFacts, settings: NumberingSettings): number {
  const invoiceSeries = facts.numbering.scheme === 'org-series' && ['b2b', 'b2c'].includes(facts.numbering.sequenceKind);
  return invoiceSeries ? Math.max(1, settings.startNumber ?? 1) : 1;
}

/**
 * The sequence a year's series issues next: the one after the last it issued, consecutive (Rule
 * 46(b)); the settings' start only while the year has none (walk 37 H1: a start of 500 set after
 * INV75 left INV76 to INV499 never issued, and one set back after a change of format issued
 * INV20261000 twice).
 */
export function nextSequence(facts: DocumentKindFacts, settings: NumberingSettings, lastIssued: number): number {
  return lastIssued > 0 ? lastIssued + 1 : firstSequence(facts, settings);
}

/** The prefix of a number formatted from its sequence ('INV2026' of 'INV20264', 4): the series it was printed in. */
export function prefixOfNumber(number: string, sequence: number): string {
  return number.slice(0, Math.max(0, number.length - String(sequence).length));
}
