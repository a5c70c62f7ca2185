import type { FeatureScreen } from '../shell/feature-screen';
import { ClientsScreen } from './components/clients-screen';
import { CLIENTS_ROUTE } from './routes';

export const clientScreens: FeatureScreen[] = [
  { root: CLIENTS_ROUTE, render: (route, org) => <ClientsScreen route={route} orgId={org.id} /> },
];
