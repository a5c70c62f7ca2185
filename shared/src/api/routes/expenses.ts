// Routes of expenses (spec part 2 §7 "Expenses"): the list, what the record-expense form needs,
// the save and the delete. The evidence is uploaded beforehand through the settings area's
// POST /api/account/saveinvoice/image with purpose 'evidence' (routes/settings.ts). Expenses
// belong to the purchases area: reading needs 'purchases.view', changing 'purchases.edit'.
import { defineRoute } from '../route-definition.js';
import { messageResponse } from '../schemas/clients.js';
import {
  expenseFormResponse,
  expenseIdParams,
  expenseListQuery,
  expenseListResponse,
  expenseOrgParams,
  expenseSavedResponse,
  expenseSaveRequest,
} from '../schemas/expenses.js';
import { orgFrom } from './auth-modes.js';

const VIEW = 'purchases.view';
const EDIT = 'purchases.edit';
const inPath = (permission: typeof VIEW | typeof EDIT) => orgFrom({ from: 'path', name: 'orgId' }, permission);

export const expenseRoutes = {
  listExpenses: defineRoute({
    method: 'GET',
    path: '/api/account/getexpenses/{orgId}',
    area: 'purchases',
    auth: inPath(VIEW),
    summary: 'Expenses of a financial year, each with a signed link to its evidence',
    params: expenseOrgParams,
    query: expenseListQuery,
    response: expenseListResponse,
  }),
  expenseForm: defineRoute({
    method: 'GET',
    path: '/api/account/expenses/{orgId}',
    area: 'purchases',
    auth: inPath(EDIT),
    summary: "What the record-expense form needs: the next EXPS- number, the bank accounts, the organisation's state",
    params: expenseOrgParams,
    response: expenseFormResponse,
  }),
  saveExpense: defineRoute({
    method: 'POST',
    path: '/api/account/expenses/save',
    area: 'purchases',
    auth: orgFrom({ from: 'body', name: 'orgId' }, EDIT),
    summary: 'Record an expense: its tax split by the supplier\'s state, the next EXPS- number of its financial year',
    body: expenseSaveRequest,
    response: expenseSavedResponse,
  }),
  deleteExpense: defineRoute({
    method: 'GET',
    path: '/api/account/deleteexpenses/{id}',
    area: 'purchases',
    auth: orgFrom({ from: 'record', in: 'path', name: 'id' }, EDIT),
    summary: 'Delete an expense and its evidence (its number is never issued again)',
    params: expenseIdParams,
    response: messageResponse,
  }),
} as const;
