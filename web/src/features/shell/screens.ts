// Every built screen family of the working page. A side-navigation entry whose route no family
// serves yet shows "coming soon".
import { chartAccountScreens } from '../chart-accounts/screens';
import { clientScreens } from '../clients/screens';
import { documentScreens } from '../documents/screens';
import { expenseScreens } from '../expenses/screens';
import { itemScreens } from '../items/screens';
import { messagingScreens } from '../messaging/screens';
import { settingsScreens } from '../settings/screens';
import { servesRoute, type FeatureScreen } from './feature-screen';

export const SCREENS: FeatureScreen[] = [...chartAccountScreens, ...clientScreens, ...documentScreens, ...expenseScreens, ...itemScreens, ...messagingScreens, ...settingsScreens];

export function screenFor(route: string): FeatureScreen | undefined {
  return SCREENS.find((screen) => servesRoute(screen, route));
}
