// The settings calls of spec part 2 §7 "Settings and users", through the typed API client.
import type { EditInviteeRequest, InviteUserRequest, OrgDetails, RouteName } from '@bahi/shared';
import { callApi } from '../../../app/api-client';
import { session } from '../../../app/session';

/** The organisation with its settings, and its users with their permissions. */
export async function fetchOrgSettings(orgId: string) {
  const { organisation, users } = await callApi('organisationAndUsers', {
    params: { orgid: orgId, userid: session.get('userId') ?? '' },
  });
  return { organisation, users };
}
export type OrgSettings = Awaited<ReturnType<typeof fetchOrgSettings>>;

/** The permissions an invited user can be given, in the server's order. */
export async function fetchPermissions() {
  return (await callApi('listPermissions')).permissions;
}

/** The organisation writes: each answers with the spec's message and the organisation as now stored. */
export type OrgWrite = Extract<
  RouteName,
  | 'updateOrganisation'
  | 'addOrgAddress'
  | 'updateOrgAddress'
  | 'deleteOrgAddress'
  | 'addDefaultOrgAddress'
  | 'addOrgBank'
  | 'saveOrgBank'
  | 'saveInvoiceSequenceStart'
  | 'saveRoundOff'
  | 'saveCustomFields'
  | 'saveSequenceFormat'
  | 'saveYearSequence'
>;

export async function writeOrgSetting(name: OrgWrite, body: Record<string, unknown>): Promise<{ message: string; organisation: OrgDetails }> {
  return callApi(name, { body });
}

export function inviteUser(body: InviteUserRequest) {
  return callApi('inviteOrgUser', { body });
}

export function editInvitee(body: EditInviteeRequest) {
  return callApi('editOrgUser', { body });
}

export function removeOrgUser(orgid: string, userid: string) {
  return callApi('deleteOrgUser', { body: { orgid, userid } });
}
