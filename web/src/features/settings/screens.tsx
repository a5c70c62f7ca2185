import { lazyComponent } from '../../app/lazy-component';
import type { FeatureScreen } from '../shell/feature-screen';
import { SETTINGS_ROUTE } from './routes';

const SettingsScreen = lazyComponent(() => import('./components/settings-screen'), (module) => module.SettingsScreen);

export const settingsScreens: FeatureScreen[] = [
  { root: SETTINGS_ROUTE, render: (route, org) => <SettingsScreen route={route} orgId={org.id} /> },
];
