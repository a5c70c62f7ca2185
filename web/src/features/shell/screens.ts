// Every built screen family of the working page. A side-navigation entry whose route no family
// serves yet shows "coming soon".
import { booksScreens } from '../books/screens';
import { chartAccountScreens } from '../chart-accounts/screens';
import { clientScreens } from '../clients/screens';
import { documentScreens } from '../documents/screens';
import { expenseScreens } from '../expenses/screens';
import { gstReturnsScreens } from '../gst-returns/screens';
import { itemScreens } from '../items/screens';
import { messagingScreens } from '../messaging/screens';
import { reportScreens } from '../reports/screens';
import { settingsScreens } from '../settings/screens';
import { servesRoute, type FeatureScreen } from './feature-screen';

export const SCREENS: FeatureScreen[] = [...booksScreens, ...chartAccountScreens, ...clientScreens, ...documentScreens, ...expenseScreens, ...gstReturnsScreens, ...itemScreens, ...messagingScreens, ...reportScreens, ...settingsScreens];

/** The screen family serving a route: the one with the longest root wins ('/reports/sales' over '/reports'). */
export function screenFor(route: string): FeatureScreen | undefined {
  return SCREENS.filter((screen) => servesRoute(screen, route)).sort((a, b) => b.root.length - a.root.length)[0];
}
