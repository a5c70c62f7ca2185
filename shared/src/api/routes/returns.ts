// Routes of GST returns (spec part 2 §7 "GST returns downloads"): the GSTR-1 workbook ('Generate')
// and the upload JSON ('Generate JSON') of GSTR-1 or GSTR-3B for a month, and the pre-filing check
// on its own (ours) so the screen lists the problems before anything is generated. Area 'returns';
// each needs 'reports.view' (see reports and download GST returns).
import { defineRoute } from '../route-definition.js';
import { returnCheckResponse, returnFilesResponse, returnParams } from '../schemas/returns.js';
import { orgFrom } from './auth-modes.js';

const VIEW = orgFrom({ from: 'path', name: 'orgid' }, 'reports.view');

export const returnRoutes = {
  generateReturnWorkbook: defineRoute({
    method: 'GET',
    path: '/api/download/report/generate/{form}/{orgid}/{month}/{year}',
    area: 'returns',
    auth: VIEW,
    summary: "The month's return as an Excel workbook (GSTR-1: one sheet per section, in the offline tool's layout), with the pre-filing check's problems",
    params: returnParams,
    response: returnFilesResponse,
  }),
  generateReturnJson: defineRoute({
    method: 'GET',
    path: '/api/download/report/generatejson/{form}/{orgid}/{month}/{year}',
    area: 'returns',
    auth: VIEW,
    summary: "The month's return as the portal's upload JSON (GSTR-1 cut into files of at most 4.7 MiB), with the pre-filing check's problems",
    params: returnParams,
    response: returnFilesResponse,
  }),
  checkReturn: defineRoute({
    method: 'GET',
    path: '/api/download/report/check/{form}/{orgid}/{month}/{year}',
    area: 'returns',
    inSpec: false,
    auth: VIEW,
    summary: "The pre-filing check of a month: every problem, naming the document and line, before generating",
    params: returnParams,
    response: returnCheckResponse,
  }),
} as const;
