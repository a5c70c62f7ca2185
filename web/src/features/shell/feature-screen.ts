import type { ReactNode } from 'react';
import type { OrgSummary } from '@bahi/shared';

/**
 * A family of screens in the working page's content area, under one side-navigation route:
 * `root` (e.g. '/clients') and every route below it ('/clients/new', '/clients/{id}/edit').
 * Each feature exports its own from `features/<feature>/screens.tsx`; screens.ts lists them.
 */
export interface FeatureScreen {
  root: string;
  render(route: string, org: OrgSummary): ReactNode;
}

export function servesRoute(screen: Pick<FeatureScreen, 'root'>, route: string): boolean {
  return route === screen.root || route.startsWith(`${screen.root}/`);
}
