// Handler of the HSN/SAC code search (the index and ranking: ./code-search/).
import type { codeSearchRoutes } from '@bahi/shared';
import type { GroupHandlers } from '../../http/handler-types.js';
import { searchCodeMaster } from './code-search/search-service.js';

export const codeSearchHandlers: GroupHandlers<typeof codeSearchRoutes> = {
  async searchCodes({ body }) {
    const rows = await searchCodeMaster(body.query, body.type);
    return { status: true, data: rows.map(({ code, description, kind }) => ({ code, description, kind })) };
  },
};
