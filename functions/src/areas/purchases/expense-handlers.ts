// Handlers of the expense routes (shared/src/api/routes/expenses.ts).
import { EXPENSE_APP_MESSAGES, MESSAGES, paiseToRupees, type expenseRoutes } from '@bahi/shared';
import type { GroupHandlers } from '../../http/handler-types.js';
import { deleteExpense, expenseForm, listExpenses, recordExpense } from './expenses.js';

export const expenseHandlers: GroupHandlers<typeof expenseRoutes> = {
  listExpenses: ({ ports, orgId, query }) => listExpenses(ports, orgId, query),

  expenseForm: ({ ports, orgId }) => expenseForm(ports, orgId),

  saveExpense: async ({ ports, orgId, caller, body }) => {
    const expense = await recordExpense(ports, orgId, caller.userId, body);
    return {
      status: true,
      message: EXPENSE_APP_MESSAGES.expenseAdded,
      id: expense.id,
      expenses_num: expense.number,
      totalamount: paiseToRupees(expense.total),
    };
  },

  deleteExpense: async ({ ports, orgId, caller, params }) => {
    await deleteExpense(ports, orgId, caller.userId, params.id);
    return { status: true, message: MESSAGES.deleted };
  },
};
