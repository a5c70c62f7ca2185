// Routes of the chart of accounts (spec part 2 §7 "Chart of accounts"): the list (the system
// accounts every organisation has, then its own) and adding, changing and deleting its own. They
// belong to the books area: reading needs 'accounts.view', changing 'accounts.edit'.
import { defineRoute } from '../route-definition.js';
import {
  chartAccountAddRequest,
  chartAccountDeletedResponse,
  chartAccountDeleteRequest,
  chartAccountListResponse,
  chartAccountOrgParams,
  chartAccountSavedResponse,
  chartAccountUpdateRequest,
} from '../schemas/chart-accounts.js';
import { orgFrom } from './auth-modes.js';

const EDIT = orgFrom({ from: 'body', name: 'orgid' }, 'accounts.edit');

export const chartAccountRoutes = {
  listChartAccounts: defineRoute({
    method: 'GET',
    path: '/api/account/get/chartaccounts/{orgId}',
    area: 'books',
    auth: orgFrom({ from: 'path', name: 'orgId' }, 'accounts.view'),
    summary: "The chart of accounts: the system accounts, then the organisation's own",
    params: chartAccountOrgParams,
    response: chartAccountListResponse,
  }),
  addChartAccount: defineRoute({
    method: 'POST',
    path: '/api/account/chartaccount/addnewchartaccount',
    area: 'books',
    auth: EDIT,
    summary: 'Add an account of the organisation (name unique in it, type, the asset type for ASSET)',
    body: chartAccountAddRequest,
    response: chartAccountSavedResponse,
  }),
  updateChartAccount: defineRoute({
    method: 'POST',
    path: '/api/account/chartaccount/updatechartaccount',
    area: 'books',
    auth: EDIT,
    summary: "Change one of the organisation's own accounts (never a system account)",
    body: chartAccountUpdateRequest,
    response: chartAccountSavedResponse,
  }),
  deleteChartAccount: defineRoute({
    method: 'POST',
    path: '/api/account/chartaccount/deletechartaccount',
    area: 'books',
    auth: EDIT,
    summary: "Delete one of the organisation's own accounts (never a system account or one with postings)",
    body: chartAccountDeleteRequest,
    response: chartAccountDeletedResponse,
  }),
} as const;
