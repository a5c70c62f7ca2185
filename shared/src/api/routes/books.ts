// Routes of the books beyond the chart of accounts: journal transactions and starting balances
// (spec part 2 §7 "Journal and starting balances"), and the reports folded from the ledger: the
// spec's general ledger and balance sheet, and our profit and loss and trial balance (inSpec:
// false). Journal and starting balances need 'accounts.view' / 'accounts.edit', reports
// 'reports.view'. The two journal calls with an empty path segment are served as route-definition.ts's
// gatewayPath describes.
import { defineRoute } from '../route-definition.js';
import {
  balanceSheetResponse,
  booksDeletedResponse,
  booksOrgParams,
  booksSavedResponse,
  generalLedgerResponse,
  journalDeleteParams,
  journalEditRequest,
  journalFetchParams,
  journalListResponse,
  journalResponse,
  journalSaveRequest,
  profitAndLossResponse,
  reportQuery,
  startingBalanceResponse,
  startingBalanceSaveRequest,
  startingBalanceUpdateRequest,
  trialBalanceResponse,
} from '../schemas/books.js';
import { orgFrom } from './auth-modes.js';

const VIEW = orgFrom({ from: 'path', name: 'orgId' }, 'accounts.view');
const EDIT = orgFrom({ from: 'body', name: 'orgid' }, 'accounts.edit');
const REPORTS = orgFrom({ from: 'path', name: 'orgId' }, 'reports.view');

const report = <const P extends string, const R>(path: P, summary: string, response: R, inSpec = true) =>
  ({ method: 'GET', path, area: 'books', auth: REPORTS, summary, params: booksOrgParams, query: reportQuery, response, ...(inSpec ? {} : { inSpec: false as const }) }) as const;

export const booksRoutes = {
  listJournals: defineRoute({
    method: 'GET',
    path: '/api/account/journaltransactions/{orgId}',
    area: 'books',
    auth: VIEW,
    summary: 'The journal transactions of the organisation, newest first',
    params: booksOrgParams,
    response: journalListResponse,
  }),
  saveJournal: defineRoute({
    method: 'POST',
    path: '/api/account/save/journaltranscation',
    area: 'books',
    auth: EDIT,
    summary: 'Add a journal transaction (whole rupees; credits less debits must be zero)',
    body: journalSaveRequest,
    response: booksSavedResponse,
  }),
  editJournal: defineRoute({
    method: 'POST',
    path: '/api/account/edit/journaltranscation',
    area: 'books',
    auth: EDIT,
    summary: 'Change a journal transaction (its postings replace the earlier ones)',
    body: journalEditRequest,
    response: booksSavedResponse,
  }),
  deleteJournal: defineRoute({
    method: 'GET',
    path: '/api/account/journal/transactions/delete/{journalId}//{userId}',
    area: 'books',
    auth: orgFrom({ from: 'record', in: 'path', name: 'journalId' }, 'accounts.edit'),
    summary: 'Delete a journal transaction (its postings leave the books)',
    params: journalDeleteParams,
    response: booksDeletedResponse,
  }),
  fetchJournal: defineRoute({
    method: 'GET',
    path: '/api/account/journal/transactions/edit/{journalId}//{userId}/{orgId}',
    area: 'books',
    auth: VIEW,
    summary: 'One journal transaction, for its edit form',
    params: journalFetchParams,
    response: journalResponse,
  }),
  getStartingBalance: defineRoute({
    method: 'GET',
    path: '/api/account/startingbalance/{orgId}',
    area: 'books',
    auth: VIEW,
    summary: "The organisation's opening entry, or null before it is added",
    params: booksOrgParams,
    response: startingBalanceResponse,
  }),
  saveStartingBalance: defineRoute({
    method: 'POST',
    path: '/api/account/save/startbalance',
    area: 'books',
    auth: EDIT,
    summary: 'Add the opening entry (once per organisation; balanced against opening balance equity)',
    body: startingBalanceSaveRequest,
    response: booksSavedResponse,
  }),
  updateStartingBalance: defineRoute({
    method: 'POST',
    path: '/api/account/update/startbalance',
    area: 'books',
    auth: EDIT,
    summary: 'Change the opening entry',
    body: startingBalanceUpdateRequest,
    response: booksSavedResponse,
  }),
  generalLedger: defineRoute(
    report('/api/reports/generalledger/{orgId}', "Every account's opening, debits, credits and closing, income and expenses closed at each 31 March into the profit of earlier periods; one account's lines with the running balance", generalLedgerResponse),
  ),
  balanceSheet: defineRoute(
    report('/api/reports/balancesheet/{orgId}', 'Assets against liabilities and equity (with the profit of earlier periods and of the period) at the end date', balanceSheetResponse),
  ),
  profitAndLoss: defineRoute(
    report('/api/reports/profitandloss/{orgId}', 'Income less expenses over the period', profitAndLossResponse, false),
  ),
  trialBalance: defineRoute(
    report('/api/reports/trialbalance/{orgId}', 'Assets, liabilities and equity at the end date, income and expenses of the period and the profit of earlier periods, debits against credits', trialBalanceResponse, false),
  ),
} as const;
