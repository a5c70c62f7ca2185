// Invitations into organisations waiting for the signed-in user (someone who already had an
// account is never added without saying yes): Accept joins the organisation, Decline drops it.
// Shown wherever a user lands: the switch page, the CA dashboard and an organisation's home.
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { formatDisplayDate } from '@bahi/shared';
import { useState } from 'react';
import useSWR from 'swr';
import { useAlerts } from '../../app/alerts';
import { ApiError, callApi } from '../../app/api-client';
import { userOrgsChanged } from './use-user-orgs';

export function MembershipInvitationsPanel() {
  const alerts = useAlerts();
  const { data: invitations, mutate } = useSWR('myMembershipInvitations', async () => (await callApi('myMembershipInvitations')).invitations);
  const [busy, setBusy] = useState(false);
  if (!invitations || invitations.length === 0) return null;

  async function answer(orgid: string, accept: boolean) {
    setBusy(true);
    try {
      const result = await callApi('answerMembershipInvitation', { body: { orgid, accept } });
      alerts.show('success', result.message);
      await Promise.all([mutate(), userOrgsChanged()]);
    } catch (error) {
      alerts.show('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variation="outlined" aria-label="Invitations">
      <Heading level={4}>Invitations</Heading>
      <Flex direction="column" gap="0.75rem">
        {invitations.map((invitation) => (
          <Flex key={invitation.orgId} justifyContent="space-between" alignItems="center" data-testid="membership-invitation">
            <Text>
              <strong>{invitation.invitedBy}</strong> invited you on {formatDisplayDate(new Date(invitation.invitedAt))} to join{' '}
              <strong>{invitation.orgName}</strong> (GSTIN {invitation.gstin}) with {invitation.permissions.length} permission
              {invitation.permissions.length === 1 ? '' : 's'}.
            </Text>
            <Flex gap="0.5rem">
              <Button size="small" variation="primary" isDisabled={busy} onClick={() => answer(invitation.orgId, true)}>
                Accept
              </Button>
              <Button size="small" isDisabled={busy} onClick={() => answer(invitation.orgId, false)}>
                Decline
              </Button>
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
