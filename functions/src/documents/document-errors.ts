// The errors of documents, each with its code and message (docs/architecture.md §5).
import { APP_MESSAGES, DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, fillMessage, type DocumentKindFacts } from '@bahi/shared';
import { conflict, invalid, notFound, type FieldError } from '../errors/app-error.js';

export const documentNotFound = () => notFound('document.notFound', APP_MESSAGES.notFound);
export const documentVersionConflict = () => conflict('document.versionConflict', APP_MESSAGES.versionConflict);
/** Another document took the voucher's advance for services while this one worked out its part (advances.ts): saving again works it out afresh. */
export const ADVANCE_TAKEN_MEANWHILE = 'document.advanceTakenMeanwhile';
export const advanceTakenMeanwhile = (number: string) => conflict(ADVANCE_TAKEN_MEANWHILE, fillMessage(DOCUMENT_APP_MESSAGES.advanceTakenMeanwhile, { number }));
export const numberTaken = () => conflict('document.numberTaken', DOCUMENT_MESSAGES.numberTaken);
/** A form's save key that made a document from a different draft (save-keys.ts). */
export const savedAlready = (number: string) => conflict('document.savedAlready', fillMessage(DOCUMENT_APP_MESSAGES.savedAlready, { number }));
/** A save whose key another save still holds after waiting for it (save-keys.ts). */
export const saveStillRunning = () => conflict('document.saveStillRunning', DOCUMENT_APP_MESSAGES.saveStillRunning);
/** A sale whose serial-tracked item another save still holds after waiting for it (serial-holds.ts). */
export const serialsBeingSaved = () => conflict('document.serialsBeingSaved', DOCUMENT_APP_MESSAGES.serialsBeingSaved);
export const cancelledIsFinal = () => invalid('document.cancelled', DOCUMENT_APP_MESSAGES.cancelledIsFinal);

/** A rule of the document broken on one field (the form shows it there). */
export const documentInvalid = (code: string, message: string, field?: string) =>
  invalid(`document.${code}`, message, field ? [{ field, message }] : []);

/** Several line or field rules at once, the first message as the headline. */
export const documentInvalidFields = (code: string, fieldErrors: FieldError[]) =>
  invalid(`document.${code}`, fieldErrors[0]?.message ?? DOCUMENT_MESSAGES.selectItem, fieldErrors);

/** A change below what was paid: money received for a sale, paid out for a purchase. */
export const totalBelowPaid = (facts: Pick<DocumentKindFacts, 'partyRole'>) =>
  documentInvalid('totalBelowPaid', facts.partyRole === 'supplier' ? DOCUMENT_APP_MESSAGES.totalBelowPaidOut : DOCUMENT_APP_MESSAGES.totalBelowPaid);

export const outsideNumberYear = (yearLabel: string) =>
  documentInvalid('dateOutsideNumberYear', fillMessage(DOCUMENT_APP_MESSAGES.dateOutsideNumberYear, { year: yearLabel }), 'invoicedate');
