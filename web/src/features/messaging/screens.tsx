import { permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { CLIENT_SMS_ROUTE, NOTIFICATIONS_ROUTE } from './routes';

const ClientSmsScreen = lazyComponent(() => import('./components/client-sms-screen'), (module) => module.ClientSmsScreen);
const NotificationsScreen = lazyComponent(() => import('./components/notifications-screen'), (module) => module.NotificationsScreen);

export const messagingScreens: FeatureScreen[] = [
  { root: CLIENT_SMS_ROUTE, admittedBy: permissionsOfRoute('getClientsForSms'), render: (_route, org) => <ClientSmsScreen orgId={org.id} /> },
  { root: NOTIFICATIONS_ROUTE, admittedBy: permissionsOfRoute('listNotifications'), render: (_route, org) => <NotificationsScreen orgId={org.id} /> },
];
