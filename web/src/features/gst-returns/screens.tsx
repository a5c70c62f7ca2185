import { permissionsOfRoute } from '@bahi/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { GST_RETURNS_ROUTE } from './routes';

const GstReturnsScreen = lazyComponent(() => import('./components/gst-returns-screen'), (module) => module.GstReturnsScreen);

export const gstReturnsScreens: FeatureScreen[] = [{ root: GST_RETURNS_ROUTE, admittedBy: permissionsOfRoute('checkReturn'), render: (_route, org) => <GstReturnsScreen orgId={org.id} /> }];
