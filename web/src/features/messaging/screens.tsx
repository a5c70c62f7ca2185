import type { FeatureScreen } from '../shell/feature-screen';
import { ClientSmsScreen } from './components/client-sms-screen';
import { NotificationsScreen } from './components/notifications-screen';
import { CLIENT_SMS_ROUTE, NOTIFICATIONS_ROUTE } from './routes';

export const messagingScreens: FeatureScreen[] = [
  { root: CLIENT_SMS_ROUTE, render: (_route, org) => <ClientSmsScreen orgId={org.id} /> },
  { root: NOTIFICATIONS_ROUTE, render: (_route, org) => <NotificationsScreen orgId={org.id} /> },
];
