import { kindPermission, permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { DOCUMENT_ROUTES, PAYMENTS_ROUTE } from './routes';

const DocumentsScreen = lazyComponent(() => import('./components/documents-screen'), (module) => module.DocumentsScreen);
const PaymentsScreen = lazyComponent(() => import('./components/payments-screen'), (module) => module.PaymentsScreen);

export const documentScreens: FeatureScreen[] = [
  ...DOCUMENT_ROUTES.map(({ route: root, kind }) => ({
    root,
    admittedBy: [kindPermission(kind, 'view')],
    render: (route: string, org: { id: string }) => <DocumentsScreen kind={kind} route={route} orgId={org.id} />,
  })),
  { root: PAYMENTS_ROUTE, admittedBy: permissionsOfRoute('listPayments'), render: (_route, org) => <PaymentsScreen orgId={org.id} /> },
];
