// Handlers of the messaging area: texting customers (spec part 1 §7 SMS).
import { documentSmsText, type SendSmsRequest } from '@bahi/shared';
import type { AreaHandlers } from '../../http/handler-types.js';
import { sendSms } from '../../messaging/send-sms.js';
import { getOrganisation } from '../../store/organisations.js';
import { smsCreditOf } from '../../store/sms.js';

function textOf(body: SendSmsRequest, organisation: string): string {
  if (!body.suggest) return body.messagegiven ?? '';
  return documentSmsText({
    suggest: body.suggest,
    customer: body.customerSMSName ?? '',
    label: 'Invoice',
    number: body.invoiceNumber ?? '',
    amount: body.totalAmount,
    organisation: body.ownerName || organisation,
  });
}

export const handlers: AreaHandlers<'messaging'> = {
  async sendSms({ orgId, body, ports }) {
    const org = await getOrganisation(ports.table, orgId);
    const sent = await sendSms(ports, orgId, body.smsclientlist, textOf(body, org?.name ?? ''), body.suggest ? (body.invoiceNumber ?? '') : 'bulk');
    return { status: true, message: `SMS sent to ${sent} ${sent === 1 ? 'number' : 'numbers'}.`, credit: await smsCreditOf(ports.table, orgId) };
  },
};
