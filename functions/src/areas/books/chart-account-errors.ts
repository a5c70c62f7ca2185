// The errors of the chart of accounts, each with its code and message (docs/architecture.md §5).
import { APP_MESSAGES, CHART_ACCOUNT_APP_MESSAGES } from '@bahi/shared';
import { AppError, conflict, invalid, notFound } from '../../errors/app-error.js';

export const accountNotFound = () => notFound('chartAccount.notFound', CHART_ACCOUNT_APP_MESSAGES.accountNotFound);
export const accountVersionConflict = () => conflict('chartAccount.versionConflict', APP_MESSAGES.versionConflict);
/** Also on the name field, so the modal shows it under the name. */
export const accountNameTaken = () =>
  new AppError('chartAccount.nameTaken', 'conflict', CHART_ACCOUNT_APP_MESSAGES.nameTaken, [{ field: 'name', message: CHART_ACCOUNT_APP_MESSAGES.nameTaken }]);
export const systemAccountNotEditable = () => invalid('chartAccount.systemAccount', CHART_ACCOUNT_APP_MESSAGES.systemAccountNotEditable);
export const systemAccountNotDeletable = () => invalid('chartAccount.systemAccount', CHART_ACCOUNT_APP_MESSAGES.systemAccountNotDeletable);
export const accountHasPostings = () => conflict('chartAccount.hasPostings', CHART_ACCOUNT_APP_MESSAGES.accountHasPostings);
