// The shell header's link to the notifications page with the unread count, for those who may see
// the notifications ('settings.view'); it asks again every minute.
import { useOrgPermission } from '../../../app/use-org-permission';
import { useUnreadNotifications } from '../api/messaging-api';
import { NOTIFICATIONS_ROUTE } from '../routes';

export function UnreadBadge({ orgId }: { orgId: string }) {
  const allowed = useOrgPermission(orgId, 'settings.view');
  const { data } = useUnreadNotifications(orgId, allowed);
  if (!allowed) return null;
  const unread = data?.unread ?? 0;
  return (
    <a href={`#${NOTIFICATIONS_ROUTE}`} className="bahi-topbar-notifications" aria-label={`Notifications: ${unread} unread`} data-testid="unread-notifications">
      🔔{unread > 0 && <span className="bahi-unread-count">{unread}</span>}
    </a>
  );
}
