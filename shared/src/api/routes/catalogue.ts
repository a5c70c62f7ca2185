// Routes of the catalogue area: items, variations, stock tracking, bulk upload, the stock ledger
// (spec part 2 §7 Items) and the HSN/SAC code search.
import { itemRoutes } from './catalogue-items.js';
import { codeSearchRoutes } from './catalogue-code-search.js';

export const catalogueRoutes = { ...itemRoutes, ...codeSearchRoutes } as const;
