import type { AreaHandlers } from '../../http/handler-types.js';

export const handlers: AreaHandlers<'settings'> = {};
