// Every feature area that serves routes, with its handlers. The local server mounts all of them;
// functions/scripts/bundle.ts makes one Lambda bundle per entry (each bundle imports only its own
// area's handlers). Add an area here when its first route lands in the manifest.
import type { Area } from '@bahi/shared';
import type { AreaHandlers } from '../http/handler-types.js';
import { handlers as access } from './access/handlers.js';
import { handlers as books } from './books/handlers.js';
import { handlers as catalogue } from './catalogue/handlers.js';
import { handlers as clients } from './clients/handlers.js';
import { handlers as messaging } from './messaging/handlers.js';
import { handlers as purchases } from './purchases/handlers.js';
import { handlers as reports } from './reports/handlers.js';
import { handlers as returns } from './returns/handlers.js';
import { handlers as sales } from './sales/handlers.js';
import { handlers as settings } from './settings/handlers.js';

export const areaHandlers = { access, clients, catalogue, settings, sales, purchases, books, reports, messaging, returns } satisfies { [A in Area]?: AreaHandlers<A> };

export type ServedArea = keyof typeof areaHandlers;
export const SERVED_AREAS = Object.keys(areaHandlers) as ServedArea[];
