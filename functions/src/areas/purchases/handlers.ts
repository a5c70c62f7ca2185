// Handlers of the purchases area: expenses (expense-handlers.ts).
import type { AreaHandlers } from '../../http/handler-types.js';
import { expenseHandlers } from './expense-handlers.js';

export const handlers: AreaHandlers<'purchases'> = { ...expenseHandlers };
