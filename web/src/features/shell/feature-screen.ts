import type { ReactNode } from 'react';
import type { OrgSummary, Permission } from '@bahi/shared';

/**
 * A family of screens in the working page's content area, under one side-navigation route:
 * `root` (e.g. '/clients') and every route below it ('/clients/new', '/clients/{id}/edit').
 * Each feature exports its own from `features/<feature>/screens.tsx`; screens.ts lists them.
 */
export interface FeatureScreen {
  root: string;
  /**
   * The permissions that let a member see these screens (any one does): those of the call the
   * screen opens with (permissionsOfRoute), so the screen and the server answer alike. Absent for
   * screens every member may open (the settings: every user changes their own password there).
   */
  admittedBy?: readonly Permission[];
  render(route: string, org: OrgSummary): ReactNode;
}

export function servesRoute(screen: Pick<FeatureScreen, 'root'>, route: string): boolean {
  return route === screen.root || route.startsWith(`${screen.root}/`);
}

/** Whether a member holding `held` may see a screen family (one no family serves yet: a "coming soon" anyone may read). */
export function admits(screen: Pick<FeatureScreen, 'admittedBy'> | undefined, held: ReadonlySet<Permission>): boolean {
  return !screen?.admittedBy || screen.admittedBy.some((permission) => held.has(permission));
}
