// The errors of the journal, the starting balances and the ledger reports (docs/architecture.md §5).
import { BOOKS_APP_MESSAGES } from '@bahi/shared';
import { conflict, invalid, notFound } from '../../errors/app-error.js';

export const journalNotFound = () => notFound('journal.notFound', BOOKS_APP_MESSAGES.journalNotFound);
export const booksVersionConflict = () => conflict('books.versionConflict', BOOKS_APP_MESSAGES.versionConflict);
export const openingExists = () => conflict('startingBalance.exists', BOOKS_APP_MESSAGES.openingExists);
export const openingMissing = () => notFound('startingBalance.missing', BOOKS_APP_MESSAGES.openingMissing);
/** On the line's account field, so the form shows it there. */
export const unknownAccount = (line: number) =>
  invalid('books.unknownAccount', BOOKS_APP_MESSAGES.unknownAccount, [{ field: `lines.${line}.account`, message: BOOKS_APP_MESSAGES.unknownAccount }]);
/** On the line's party field: a customer, supplier or bank account that is not the organisation's (walk 40 M2). */
export const unknownParty = (line: number) =>
  invalid('books.unknownParty', BOOKS_APP_MESSAGES.partyUnknown, [{ field: `lines.${line}.partyid`, message: BOOKS_APP_MESSAGES.partyUnknown }]);
