// Handlers of the messaging area: texting customers (spec part 1 §7 SMS, part 2 §7 client SMS) and
// the organisation's notifications page.
import { documentSmsText, type SendSmsRequest } from '@bahi/shared';
import type { AreaHandlers } from '../../http/handler-types.js';
import { sendSms, smsCountShort, smsCreditTooLow } from '../../messaging/send-sms.js';
import { listClients } from '../../store/clients.js';
import { latestNotifications, markNotificationsRead, unreadCount } from '../../store/notifications.js';
import { getOrganisation } from '../../store/organisations.js';
import { smsCreditOf } from '../../store/sms.js';
import { smsClientRows } from './sms-clients.js';

/**
 * The text sent. A suggested text is signed with the organisation's own name: the spec's
 * `ownerName` is read and ignored, so nobody signs an invoice's SMS as another business (walk 33 L6).
 */
function textOf(body: SendSmsRequest, organisation: string): string {
  if (!body.suggest) return body.messagegiven ?? '';
  return documentSmsText({
    suggest: body.suggest,
    customer: body.customerSMSName ?? '',
    label: 'Invoice',
    number: body.invoiceNumber ?? '',
    amount: body.totalAmount,
    organisation,
  });
}

export const handlers: AreaHandlers<'messaging'> = {
  async sendSms({ orgId, body, ports }) {
    const org = await getOrganisation(ports.table, orgId);
    const reference = body.suggest ? (body.invoiceNumber ?? '') : 'bulk';
    const whenShort = body.suggest ? smsCreditTooLow : smsCountShort;
    const sent = await sendSms(ports, orgId, body.smsclientlist, textOf(body, org?.name ?? ''), reference, whenShort);
    return { status: true, message: `SMS sent to ${sent} ${sent === 1 ? 'number' : 'numbers'}.`, credit: await smsCreditOf(ports.table, orgId) };
  },

  async getClientsForSms({ orgId, ports }) {
    const [clients, credit] = await Promise.all([listClients(ports.table, orgId), smsCreditOf(ports.table, orgId)]);
    return { status: true, ...smsClientRows(clients), getsmsDetails: [{ credit }], error: false, requestStatus: 200, statusMessage: 'OK' };
  },

  async listNotifications({ orgId, ports }) {
    const notifications = await latestNotifications(ports.table, orgId);
    return { status: true, notifications, unread: notifications.filter((notice) => !notice.read).length };
  },

  async unreadNotifications({ orgId, ports }) {
    return { status: true, unread: await unreadCount(ports.table, orgId) };
  },

  async markNotificationsRead({ orgId, body, ports }) {
    const ids = body.ids ?? (await latestNotifications(ports.table, orgId)).filter((notice) => !notice.read).map((notice) => notice.id);
    await markNotificationsRead(ports.table, orgId, ids, ports.now());
    return { status: true, unread: await unreadCount(ports.table, orgId) };
  },
};
