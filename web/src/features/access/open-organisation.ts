import { session } from '../../app/session';

/** Makes an organisation the working one and opens the working page. */
export function openOrganisation(orgId: string): void {
  session.setWorkingOrg(orgId);
  location.assign('/taxpayer.html');
}
