// The client SMS screen's and the notifications page's calls, through the typed API client.
import useSWR, { mutate } from 'swr';
import { callApi } from '../../../app/api-client';

const SMS_CLIENTS = 'smsClients';
const NOTIFICATIONS = 'notifications';
const UNREAD = 'unreadNotifications';
/** How often the header asks for the unread count while a page is open. */
const UNREAD_REFRESH_MS = 60_000;

export function useSmsClients(orgId: string) {
  return useSWR([SMS_CLIENTS, orgId], () => callApi('getClientsForSms', { params: { orgId } }));
}

/** Sends the typed message to the mobiles; answers the server's message. The credit and the notices change. */
export async function sendClientSms(orgId: string, mobiles: string[], message: string): Promise<string> {
  const sent = await callApi('sendSms', { params: { orgid: orgId }, body: { smsclientlist: mobiles, messagegiven: message } });
  await Promise.all([mutate([SMS_CLIENTS, orgId]), notificationsChanged(orgId)]);
  return sent.message;
}

export function useNotifications(orgId: string) {
  return useSWR([NOTIFICATIONS, orgId], () => callApi('listNotifications', { params: { orgId } }));
}

/** The header's count; `enabled` false (no 'settings.view') asks nothing. */
export function useUnreadNotifications(orgId: string, enabled: boolean) {
  return useSWR(enabled ? [UNREAD, orgId] : null, () => callApi('unreadNotifications', { params: { orgId } }), { refreshInterval: UNREAD_REFRESH_MS });
}

async function notificationsChanged(orgId: string): Promise<void> {
  await Promise.all([mutate([NOTIFICATIONS, orgId]), mutate([UNREAD, orgId])]);
}

/** Marks the named notices read, or every unread one without `ids`. */
export async function markNotificationsRead(orgId: string, ids?: string[]): Promise<void> {
  await callApi('markNotificationsRead', { params: { orgId }, body: ids ? { ids } : {} });
  await notificationsChanged(orgId);
}
