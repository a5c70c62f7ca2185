// Routes of messaging: texts to customers, paid for by the organisation's SMS credit (spec part 1
// §7 SMS, part 2 §7 client SMS; 'sms.send'), and the organisation's notifications page (ours,
// inSpec: false; 'settings.view': the notices are about running the organisation).
import { defineRoute } from '../route-definition.js';
import {
  markNotificationsReadRequest,
  notificationsParams,
  notificationsResponse,
  unreadNotificationsResponse,
} from '../schemas/notifications.js';
import { sendSmsParams, sendSmsRequest, sendSmsResponse, smsClientsParams, smsClientsResponse } from '../schemas/sms.js';
import { orgFrom } from './auth-modes.js';

const notificationsAuth = orgFrom({ from: 'path', name: 'orgId' }, 'settings.view');

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
  getClientsForSms: defineRoute({
    method: 'GET',
    path: '/api/clientsms/get/clientsforsms/{orgId}',
    area: 'messaging',
    auth: orgFrom({ from: 'path', name: 'orgId' }, 'sms.send'),
    summary: 'The clients with a mobile, registered (b2b) and unregistered (b2c), and the SMS credit',
    params: smsClientsParams,
    response: smsClientsResponse,
  }),
  listNotifications: defineRoute({
    method: 'GET',
    path: '/api/notifications/list/{orgId}',
    area: 'messaging',
    auth: notificationsAuth,
    inSpec: false,
    summary: "The organisation's newest notifications and how many are unread",
    params: notificationsParams,
    response: notificationsResponse,
  }),
  unreadNotifications: defineRoute({
    method: 'GET',
    path: '/api/notifications/unread/{orgId}',
    area: 'messaging',
    auth: notificationsAuth,
    inSpec: false,
    summary: 'How many notifications are unread (the header badge)',
    params: notificationsParams,
    response: unreadNotificationsResponse,
  }),
  markNotificationsRead: defineRoute({
    method: 'POST',
    path: '/api/notifications/markread/{orgId}',
    area: 'messaging',
    auth: notificationsAuth,
    inSpec: false,
    summary: 'Marks the named notifications read, or all of them',
    params: notificationsParams,
    body: markNotificationsReadRequest,
    response: unreadNotificationsResponse,
  }),
} as const;
