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
      {/* A drawn bell, not the 🔔 character: a machine without an emoji font shows an empty box. */}
      <svg width="16" height="18" viewBox="0 0 16 18" aria-hidden="true" focusable="false">
        <path d="M8 1.5a5 5 0 0 0-5 5v4L1.5 13h13L13 10.5v-4a5 5 0 0 0-5-5Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M6 15a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {unread > 0 && <span className="bahi-unread-count">{unread}</span>}
    </a>
  );
}
