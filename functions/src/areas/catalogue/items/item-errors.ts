// The errors of the items area, each with its code and message (docs/architecture.md §5).
import { APP_MESSAGES, ITEM_MESSAGES } from '@bahi/shared';
import { conflict, invalid, notFound } from '../../../errors/app-error.js';

export const itemNotFound = () => notFound('item.notFound', APP_MESSAGES.notFound);
export const variationNotFound = () => notFound('item.variationNotFound', APP_MESSAGES.notFound);
export const itemVersionConflict = () => conflict('item.versionConflict', APP_MESSAGES.versionConflict);
export const shortNameTaken = () =>
  conflict('item.shortNameTaken', ITEM_MESSAGES.shortNameTaken);
export const inventoryTrackingOff = () =>
  invalid('item.inventoryTrackingOff', ITEM_MESSAGES.inventoryTrackingOff);
