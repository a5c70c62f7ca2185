import type { FeatureScreen } from '../shell/feature-screen';
import { DocumentsScreen } from './components/documents-screen';
import { PaymentsScreen } from './components/payments-screen';
import { DOCUMENT_ROUTES, PAYMENTS_ROUTE } from './routes';

export const documentScreens: FeatureScreen[] = [
  ...DOCUMENT_ROUTES.map(({ route: root, kind }) => ({
    root,
    render: (route: string, org: { id: string }) => <DocumentsScreen kind={kind} route={route} orgId={org.id} />,
  })),
  { root: PAYMENTS_ROUTE, render: (_route, org) => <PaymentsScreen orgId={org.id} /> },
];
