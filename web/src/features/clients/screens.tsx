import { permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { CLIENTS_ROUTE } from './routes';

const ClientsScreen = lazyComponent(() => import('./components/clients-screen'), (module) => module.ClientsScreen);

export const clientScreens: FeatureScreen[] = [
  { root: CLIENTS_ROUTE, admittedBy: permissionsOfRoute('listClients'), render: (route, org) => <ClientsScreen route={route} orgId={org.id} /> },
];
