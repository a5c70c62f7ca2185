import type { codeSearchRoutes } from '@bahi/shared';
import type { GroupHandlers } from '../../http/handler-types.js';

export const codeSearchHandlers: GroupHandlers<typeof codeSearchRoutes> = {};
