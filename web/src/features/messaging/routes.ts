// The hash routes of the client SMS screen and the notifications page (side navigation, "GST and messages").
export const CLIENT_SMS_ROUTE = '/sms';
export const NOTIFICATIONS_ROUTE = '/notifications';
