// The organisation's notifications (the notifications page and the header's unread count).
//   pk ORG#<org>, sk NOTIFY#<id> — the id starts with the creation time in milliseconds, so the
//   partition reads newest first with ScanIndexForward false. `readAt` is set once read (for the
//   whole organisation: the page is the organisation's, like its SMS credit). Notices expire by
//   TTL after NOTIFICATION_DAYS, so the partition stays small and counting unread stays cheap.
//
// Any area (the store is shared; areas never import each other) calls `notify` after the thing it
// reports has happened: SMS sent, a CA's access request, an invitation, a return file ready.
import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_NOTIFICATIONS_SHOWN, type NotificationKind, type NotificationRow } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { newestUnder } from './query-all.js';

export const NOTIFICATION_DAYS = 90;

export interface NewNotification {
  kind: NotificationKind;
  /** What happened, in words an accountant reads ('SMS sent to 3 clients: "Diwali sale…"'). */
  text: string;
  /** A hash route of the web app that opens what it is about ('#/sms'); none when absent. */
  link?: string;
}

interface StoredNotification {
  id: string;
  kind: NotificationKind;
  text: string;
  link: string;
  createdAt: string;
  readAt?: string;
}

const newId = (at: Date) => `n${String(at.getTime()).padStart(13, '0')}${randomBytes(4).toString('hex')}`;

/** Records a notice for the organisation's notifications page. Returns its id. */
export async function notify(table: Table, orgId: string, notice: NewNotification, at: Date): Promise<string> {
  const id = newId(at);
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: {
        ...keys.notification(orgId, id),
        entity: 'notification',
        id,
        kind: notice.kind,
        text: notice.text,
        link: notice.link ?? '',
        createdAt: at.toISOString(),
        ttl: Math.floor(at.getTime() / 1000) + NOTIFICATION_DAYS * 86_400,
      },
    }),
  );
  return id;
}

/** The newest notices (at most MAX_NOTIFICATIONS_SHOWN), newest first. */
export async function latestNotifications(table: Table, orgId: string): Promise<NotificationRow[]> {
  const items = await newestUnder<StoredNotification>(table, keys.notificationsOfOrg(orgId), MAX_NOTIFICATIONS_SHOWN);
  return items.map((item) => ({
    id: item.id,
    kind: item.kind,
    text: item.text,
    link: item.link,
    createdAt: item.createdAt,
    read: item.readAt !== undefined,
  }));
}

/** How many of the newest notices are unread (the header badge counts what the page shows). */
export async function unreadCount(table: Table, orgId: string): Promise<number> {
  return (await latestNotifications(table, orgId)).filter((notice) => !notice.read).length;
}

/** Marks the named notices read (ids that are not the organisation's, or are gone, are skipped). */
export async function markNotificationsRead(table: Table, orgId: string, ids: readonly string[], at: Date): Promise<void> {
  // One update per notice, sent together: "mark all" is up to a page of them.
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: keys.notification(orgId, id),
            UpdateExpression: 'SET readAt = if_not_exists(readAt, :at)',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at.toISOString() },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }),
  );
}
