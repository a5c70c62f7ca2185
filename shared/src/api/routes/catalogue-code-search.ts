// Route of the HSN/SAC code search (spec part 2 §7), part of the catalogue area. Reference data:
// any signed-in user may search it.
import { defineRoute } from '../route-definition.js';
import { codeSearchRequest, codeSearchResponse } from '../schemas/code-search.js';
import { USER } from './auth-modes.js';

export const codeSearchRoutes = {
  searchCodes: defineRoute({
    method: 'POST',
    path: '/api/elastic/search/codes',
    area: 'catalogue',
    auth: USER,
    summary: 'Search the GST HSN (goods) or SAC (services) code master by code or description words',
    body: codeSearchRequest,
    response: codeSearchResponse,
  }),
} as const;
