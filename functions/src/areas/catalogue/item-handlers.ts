import type { itemRoutes } from '@bahi/shared';
import type { GroupHandlers } from '../../http/handler-types.js';

export const itemHandlers: GroupHandlers<typeof itemRoutes> = {};
