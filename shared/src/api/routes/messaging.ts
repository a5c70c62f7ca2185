// Routes of messaging (spec part 1 §7 SMS): texts to customers, paid for by the organisation's
// SMS credit. Needs the 'sms.send' permission.
import { defineRoute } from '../route-definition.js';
import { sendSmsParams, sendSmsRequest, sendSmsResponse } from '../schemas/sms.js';
import { orgFrom } from './auth-modes.js';

export const messagingRoutes = {
  sendSms: defineRoute({
    method: 'POST',
    path: '/api/clientsms/sending/sendsms/{orgid}',
    area: 'messaging',
    auth: orgFrom({ from: 'path', name: 'orgid' }, 'sms.send'),
    summary: 'Text customers: an invoice SMS (suggest) or a typed message, taking one credit per number',
    params: sendSmsParams,
    body: sendSmsRequest,
    response: sendSmsResponse,
  }),
} as const;
