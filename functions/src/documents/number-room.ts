// Rule 46(b)'s 16 characters bound every number series (lastSequenceThatFits). A typed number must
// leave room for the next one: otherwise one stray keystroke (999999999) would end the series for
// the rest of the year. A series that has run out is refused with a message the user can act on,
// never answered with a number that cannot be printed.
import {
  DOCUMENT_APP_MESSAGES,
  fillMessage,
  financialYearStarting,
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

/** Refuses the next sequence of a series that has run out. */
export function checkNextNumber(facts: DocumentKindFacts, numbering: NumberingSettings, fyStartYear: number, seq: number): void {
  if (seq > lastSequenceThatFits(facts, numbering, fyStartYear)) {
    throw documentInvalid('seriesFull', fillMessage(DOCUMENT_APP_MESSAGES.seriesFull, { year: financialYearStarting(fyStartYear).label }), facts.numberField);
  }
}
