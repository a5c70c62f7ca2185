// Handlers of the GST returns routes (shared/src/api/routes/returns.ts).
import type { AreaHandlers } from '../../http/handler-types.js';
import { checkMonth, generateReturn, type ReturnRequest } from './return-files.js';

const requestOf = ({ orgId, params }: { orgId: string; params: { form: ReturnRequest['form']; month: number; year: number } }): ReturnRequest => ({
  form: params.form,
  orgId,
  period: { year: params.year, month: params.month },
});

export const handlers: AreaHandlers<'returns'> = {
  generateReturnWorkbook: (context) => generateReturn(context.ports, requestOf(context), 'workbook'),
  generateReturnJson: (context) => generateReturn(context.ports, requestOf(context), 'json'),
  checkReturn: (context) => checkMonth(context.ports, requestOf(context)),
};
