// `/switch.html`: a user of several organisations picks the one to work in, and answers
// invitations into others.
import { Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { AlertsOutlet } from '../app/alerts';
import { mountPage } from '../app/page-root';
import { requireSession } from '../features/access/sign-in';
import { MembershipInvitationsPanel } from '../features/access/membership-invitations-panel';
import { OrganisationList } from '../features/access/organisation-list';
import { useUserOrgs } from '../features/access/use-user-orgs';
import { TopBar } from '../features/shell/top-bar';

function SwitchPage() {
  const { data: orgs, error } = useUserOrgs();
  return (
    <>
      <TopBar />
      <main className="bahi-content">
        <AlertsOutlet />
        <MembershipInvitationsPanel />
        <Card variation="outlined">
          <Flex direction="column" gap="1rem">
            <Heading level={3}>Choose an organisation</Heading>
            {error && <Text color="font.error">{error.message}</Text>}
            {!orgs && !error && <Loader variation="linear" />}
            {orgs && orgs.length === 0 && <Text>You do not belong to any organisation yet.</Text>}
            {orgs && orgs.length > 0 && <OrganisationList orgs={orgs} />}
          </Flex>
        </Card>
      </main>
    </>
  );
}

if (requireSession()) mountPage(<SwitchPage />);
