import type { FeatureScreen } from '../shell/feature-screen';
import { SettingsScreen } from './components/settings-screen';
import { SETTINGS_ROUTE } from './routes';

export const settingsScreens: FeatureScreen[] = [
  { root: SETTINGS_ROUTE, render: (route, org) => <SettingsScreen route={route} orgId={org.id} /> },
];
