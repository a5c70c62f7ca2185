// Wire schemas of the notifications page (spec part 2 §2 "Notifications": its content is not
// shown, so the routes and shapes are ours, inSpec: false). One organisation's notices — SMS sent,
// access requests, invitations, return files ready — newest first, read or unread for the whole
// organisation.
import { z } from 'zod';
import { idField } from './common.js';

export const NOTIFICATION_KINDS = ['sms', 'accessRequest', 'invitation', 'returnFile'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notices the page shows and marks read at once; older ones expire (store/notifications.ts). */
export const MAX_NOTIFICATIONS_SHOWN = 100;

/** A notice's id: its creation time in milliseconds (13 digits) and a random suffix, so ids sort by time. */
export const notificationIdField = z.string().regex(/^n\d{13}[a-f0-9]{8}$/, 'Invalid id');

export const notificationRow = z.object({
  id: notificationIdField,
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** A hash route of the web app that opens what the notice is about ('#/sms'), or ''. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

export const notificationsParams = z.object({ orgId: idField });

export const notificationsResponse = z.object({
  status: z.literal(true),
  notifications: z.array(notificationRow),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const unreadNotificationsResponse = z.object({ status: z.literal(true), unread: z.number().int() });

/** Marks the named notices read; without `ids`, every unread one. */
export const markNotificationsReadRequest = z.object({
  ids: z.array(notificationIdField).max(MAX_NOTIFICATIONS_SHOWN).optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequest>;
