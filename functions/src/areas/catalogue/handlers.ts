// Handlers of the catalogue area: items (item-handlers.ts) and the HSN/SAC search (code-search-handlers.ts).
import type { AreaHandlers } from '../../http/handler-types.js';
import { codeSearchHandlers } from './code-search-handlers.js';
import { itemHandlers } from './item-handlers.js';

export const handlers: AreaHandlers<'catalogue'> = { ...itemHandlers, ...codeSearchHandlers };
