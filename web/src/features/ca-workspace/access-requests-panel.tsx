// On an owner's working page: CAs asking for access to the books, with Accept and Decline.
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { formatDisplayDate } from '@bahi/shared';
import { useAlerts } from '../../app/alerts';
import { ApiError, callApi } from '../../app/api-client';
import { useOrganisationAccessRequests } from './use-access-requests';

export function AccessRequestsPanel({ orgId }: { orgId: string }) {
  const alerts = useAlerts();
  const { data: requests, mutate } = useOrganisationAccessRequests(orgId);
  const [busyFor, setBusyFor] = useState<string | null>(null);
  if (!requests || requests.length === 0) return null;

  async function answer(userid: string, accept: boolean) {
    setBusyFor(userid);
    try {
      const result = await callApi('answerAccessRequest', { body: { orgid: orgId, userid, accept } });
      alerts.show('success', result.message);
      await mutate();
    } catch (error) {
      alerts.show('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusyFor(null);
    }
  }

  return (
    <Card variation="outlined" aria-label="Access requests">
      <Heading level={4}>Access requests</Heading>
      <Flex direction="column" gap="0.75rem">
        {requests.map((request) => (
          <Flex key={request.userId} justifyContent="space-between" alignItems="center" data-testid="access-request">
            <Text>
              <strong>{request.username}</strong> ({request.email}), a chartered accountant, asked on{' '}
              {formatDisplayDate(new Date(request.requestedAt))} to see this organisation's books.
            </Text>
            <Flex gap="0.5rem">
              <Button size="small" variation="primary" isDisabled={busyFor !== null} onClick={() => answer(request.userId, true)}>
                Accept
              </Button>
              <Button size="small" isDisabled={busyFor !== null} onClick={() => answer(request.userId, false)}>
                Decline
              </Button>
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
