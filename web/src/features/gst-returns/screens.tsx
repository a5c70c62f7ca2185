import type { FeatureScreen } from '../shell/feature-screen';
import { GstReturnsScreen } from './components/gst-returns-screen';
import { GST_RETURNS_ROUTE } from './routes';

export const gstReturnsScreens: FeatureScreen[] = [{ root: GST_RETURNS_ROUTE, render: (_route, org) => <GstReturnsScreen orgId={org.id} /> }];
