// Rule 46(b)'s 16 characters bound every number series (lastSequenceThatFits). A typed number must
// leave room for the next one: otherwise one stray keystroke (999999999) would end the series for
// the rest of the year. A series that has run out is refused with a message the user can act on,
// never answered with a number that cannot be printed.
import {
  DOCUMENT_APP_MESSAGES,
  fillMessage,
  financialYearStarting,
  nextSequence,
  formatDocumentNumber,
  lastSequenceThatFits,
  type DocumentKindFacts,
  type NumberingSettings,
} from '@bahi/shared';
import { documentInvalid } from './document-errors.js';

/** Refuses a typed sequence at or past the last that fits: the series would have no next number. */
export function checkTypedNumber(facts: DocumentKindFacts, numbering: NumberingSettings, fyStartYear: number, seq: number): void {
  if (seq >= lastSequenceThatFits(facts, numbering, fyStartYear)) {
    throw documentInvalid('numberLeavesNoRoom', DOCUMENT_APP_MESSAGES.numberLeavesNoRoom, facts.numberField);
  }
}

/**
 * Refuses a typed sequence past the series' next free one once the year's series has begun: the
 * numbers between would never be issued, a gap in a series Rule 46(b) wants consecutive (walk 33
 * M2: INV40 typed after INV26 left INV27 to INV39 out of GSTR-1's document summary). The year's
 * first document may start anywhere: a business that comes to Bahi in mid-year carries on from
 * the last number of its earlier books. A number below the next is free or taken as it is.
 */
export function checkTypedNotAhead(facts: DocumentKindFacts, numbering: NumberingSettings, fyStartYear: number, seq: number, lastIssued: number): void {
  const next = nextSequence(facts, numbering, lastIssued);
  if (lastIssued === 0 || seq <= next) return;
  const numberOf = (sequence: number) => formatDocumentNumber(facts, numbering, fyStartYear, sequence);
  const skipped = seq - 1 === next ? numberOf(next) : `${numberOf(next)} to ${numberOf(seq - 1)}`;
  throw documentInvalid('numberSkipsAhead', fillMessage(DOCUMENT_APP_MESSAGES.numberSkipsAhead, { typed: numberOf(seq), skipped, next: numberOf(next) }), facts.numberField);
}

/** Refuses the next sequence of a series that has run out. */
export function checkNextNumber(facts: DocumentKindFacts, numbering: NumberingSettings, fyStartYear: number, seq: number): void {
  if (seq > lastSequenceThatFits(facts, numbering, fyStartYear)) {
    throw documentInvalid('seriesFull', fillMessage(DOCUMENT_APP_MESSAGES.seriesFull, { year: financialYearStarting(fyStartYear).label }), facts.numberField);
  }
}
