// The notifications page (spec part 2 §2; its content is ours): what happened in the organisation
// — SMS sent, a CA's access request, invitations, return files ready — newest first, unread ones
// marked New, each with a link to what it is about; mark one or all as read.
import { Badge, Button, Flex, Heading, Link, Loader, Text } from '@aws-amplify/ui-react';
import { formatDisplayDate, type NotificationKind, type NotificationRow } from '@bahi/shared';
import { useAlerts } from '../../../app/alerts';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { markNotificationsRead, useNotifications } from '../api/messaging-api';

const KIND_NAMES: Record<NotificationKind, string> = {
  sms: 'SMS sent',
  accessRequest: 'Access request',
  invitation: 'Invitation',
  returnFile: 'Return file ready',
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hour12: true });

const COLUMNS: Column<NotificationRow>[] = [
  { key: 'when', header: 'When', value: (row) => `${formatDisplayDate(row.createdAt.slice(0, 10))} ${timeOf(row.createdAt)}` },
  { key: 'kind', header: 'About', value: (row) => KIND_NAMES[row.kind] },
  { key: 'text', header: 'What happened', value: (row) => row.text, render: (row) => (row.link ? <Link href={row.link}>{row.text}</Link> : row.text) },
  {
    key: 'read',
    header: 'Status',
    value: (row) => (row.read ? 'Read' : 'New'),
    render: (row) => (row.read ? 'Read' : <Badge variation="info">New</Badge>),
  },
];

export function NotificationsScreen({ orgId }: { orgId: string }) {
  const list = useNotifications(orgId);
  const alerts = useAlerts();
  const unread = list.data?.unread ?? 0;

  async function markRead(ids?: string[]) {
    try {
      await markNotificationsRead(orgId, ids);
    } catch (error) {
      alerts.show('error', error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Flex direction="column" gap="1.25rem">
      <Flex alignItems="flex-end" gap="1.5rem" wrap="wrap">
        <Heading level={3}>Notifications</Heading>
        <Text data-testid="notifications-unread">{unread} unread</Text>
        {unread > 0 && <Button onClick={() => void markRead()}>Mark all as read</Button>}
      </Flex>
      {list.error && <Text color="font.error">{list.error instanceof Error ? list.error.message : String(list.error)}</Text>}
      {!list.data && !list.error && <Loader variation="linear" />}
      {list.data && (
        <DataTable
          rows={list.data.notifications}
          columns={COLUMNS}
          exportName="Notifications"
          rowKey={(row) => row.id}
          emptyText="Nothing has happened yet."
          actions={(row) =>
            !row.read && (
              <Button size="small" onClick={() => void markRead([row.id])} aria-label={`Mark as read: ${row.text}`}>
                Mark as read
              </Button>
            )
          }
        />
      )}
    </Flex>
  );
}
